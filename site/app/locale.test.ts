import { describe, expect, it } from 'vitest';
import { localeCookie } from './locale';

describe('localeCookie', () => {
  it.each([
    ['', false, 'przelewik_locale=pl; Max-Age=31536000; Path=/; SameSite=Lax'],
    ['a=1', true, 'przelewik_locale=pl; Max-Age=31536000; Path=/; SameSite=Lax; Secure'],
    ['przelewik_locale=en', false, 'przelewik_locale=pl; Max-Age=31536000; Path=/; SameSite=Lax'],
    ['a=1; przelewik_locale=pl', false, null],
  ])('%j (https %s) → %s', (cookies, https, expected) => {
    expect(localeCookie(cookies, https)).toBe(expected);
  });
});
