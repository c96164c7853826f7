import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '../routes';
import { checkMiddleware } from './middleware';

const route = (middleware?: string[]): RouteDef => ({ path: '/x/', page: 'home', name: 'X', middleware });
const head = { title: 'T', description: '' };

describe('checkMiddleware', () => {
  it.each([
    [undefined, { title: 'T', description: '' }],
    [[], { title: 'T', description: '' }],
    [['noindex'], { title: 'T', description: '', robots: 'noindex, follow' }],
  ])('%j applies to the head', (names, expected) => {
    const check = checkMiddleware(route(names));
    expect(check.ok && check.apply(head)).toEqual(expected);
  });

  it.each([
    [['nope'], 'Unknown middleware nope'],
    [['noindex', 'auth'], 'Unknown middleware auth'],
    [['toString'], 'Unknown middleware toString'],
    [['__proto__'], 'Unknown middleware __proto__'],
  ])('%j fails with 500', (names, message) => {
    expect(checkMiddleware(route(names))).toEqual({ ok: false, status: 500, message });
  });

  it('every route of the product names only known middleware', () => {
    for (const r of ROUTES) expect(checkMiddleware(r).ok).toBe(true);
  });
});
