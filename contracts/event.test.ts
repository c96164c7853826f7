import { describe, expect, it } from 'vitest';
import { validateEventBody } from './event';

describe('validateEventBody', () => {
  it.each([
    ['a minimal page view', { event: 'page_view' }],
    ['context and data', { event: 'page_view', path: '/', session_id: '0b7c6e1a-3f5d-4c2b-9a8e-1d2c3b4a5f60', utm_source: 'google', n: 1, flag: true, none: null }],
    ['empty context values are dropped', { event: 'click', utm_term: '' }],
    ['50 data fields beside context fields (context does not count)', { event: 'x', utm_source: 'a', domain: 'b', ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, i])) }],
  ])('accepts %s', (_name, body) => {
    expect(validateEventBody(body).ok).toBe(true);
  });

  it.each([
    ['null', null, 'body must be a JSON object'],
    ['an array', [{ event: 'x' }], 'body must be a JSON object'],
    ['a string', 'page_view', 'body must be a JSON object'],
    ['no event name', { path: '/' }, 'event must be'],
    ['an upper-case name', { event: 'PageView' }, 'event must be'],
    ['a name with spaces', { event: 'page view' }, 'event must be'],
    ['a name too long', { event: 'a'.repeat(65) }, 'event must be'],
    ['a numeric context field', { event: 'x', session_id: 5 }, 'session_id must be a string'],
    ['an object value', { event: 'x', data: { a: 1 } }, 'data must be a string, number, boolean or null'],
    ['an infinite number', { event: 'x', n: Infinity }, 'n must be a finite number'],
    ['a long string', { event: 'x', path: 'a'.repeat(2049) }, 'path is longer than 2048'],
    ['a bad field name', { event: 'x', 'a-b': 1 }, 'field name "a-b" is not allowed'],
    ['a session id that is not a UUID', { event: 'x', session_id: 'abc' }, 'session_id must be a lower-case UUID v4'],
    ['a client id in upper case', { event: 'x', client_id: '0B7C6E1A-3F5D-4C2B-9A8E-1D2C3B4A5F60' }, 'client_id must be a lower-case UUID v4'],
    ['a client id of another UUID version', { event: 'x', client_id: '0b7c6e1a-3f5d-1c2b-9a8e-1d2c3b4a5f60' }, 'client_id must be'],
    ['too many fields', { event: 'x', ...Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, i])) }, 'at most 50'],
  ])('refuses %s', (_name, body, message) => {
    const result = validateEventBody(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it('splits context from data', () => {
    const result = validateEventBody({ event: 'page_view', path: '/', client_id: '0b7c6e1a-3f5d-4c2b-9a8e-1d2c3b4a5f60', domain: 'example.pl' });
    expect(result).toEqual({ ok: true, value: { event: 'page_view', context: { client_id: '0b7c6e1a-3f5d-4c2b-9a8e-1d2c3b4a5f60', domain: 'example.pl' }, data: { path: '/' }, removedPersonal: 0 } });
  });

  it('removes data values that look like personal data and counts them', () => {
    const result = validateEventBody({ event: 'form_step', step: 2, contact: 'jan@example.pl', tel: '+48 600 123 456', pesel: 44051401359 });
    expect(result).toEqual({ ok: true, value: { event: 'form_step', context: {}, data: { step: 2 }, removedPersonal: 3 } });
  });
});
