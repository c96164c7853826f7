import { describe, expect, it } from 'vitest';
import { parseCookieJar } from './cookie-jar';

describe('parseCookieJar', () => {
  it('keeps the first cookie of a name and skips nameless parts', () => {
    expect(parseCookieJar('a=1; sbjs_current=X; sbjs_current_add=Y;a=2; novalue; =z; b=c=d')).toEqual({
      a: '1',
      sbjs_current: 'X',
      sbjs_current_add: 'Y',
      b: 'c=d',
    });
    expect(parseCookieJar('')).toEqual({});
  });

  it.each([
    ['przelewik_av=1', '1'],
    ['a=2; przelewik_av=1; b=3', '1'],
    ['xprzelewik_av=1', undefined],
    ['przelewik_av=0', '0'],
    ['', undefined],
  ])('finds one cookie by its whole name: %s → %s', (cookies, value) =>
    expect(parseCookieJar(cookies)['przelewik_av']).toBe(value),
  );
});
