import { describe, expect, it } from 'vitest';
import { validateEventBody } from './event';

describe('validateEventBody', () => {
  it.each([
    ['a minimal page view', { event: 'page_view' }],
    ['context and data', { event: 'page_view', path: '/', session_id: 'x', utm_source: 'google', n: 1, flag: true, none: null }],
    ['empty context values are dropped', { event: 'click', utm_term: '' }],
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
    ['too many fields', { event: 'x', ...Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, i])) }, 'at most 50'],
  ])('refuses %s', (_name, body, message) => {
    const result = validateEventBody(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it('splits context from data', () => {
    const result = validateEventBody({ event: 'page_view', path: '/', client_id: 'c', domain: 'example.pl' });
    expect(result).toEqual({ ok: true, value: { event: 'page_view', context: { client_id: 'c', domain: 'example.pl' }, data: { path: '/' } } });
  });
});
