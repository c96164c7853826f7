import { describe, expect, it } from 'vitest';
import { isLocalPath, slashTarget } from './slash';

describe('slashTarget', () => {
  it.each([
    ['/offers', '/offers/'],
    ['/offers?utm_source=x&a=1', '/offers/?utm_source=x&a=1'],
    ['/pozyczki/na-dowod', '/pozyczki/na-dowod/'],
    // Never a protocol-relative "//host/" Location (open redirect): leading slashes collapse.
    ['//evil', '/evil/'],
    ['///evil/path?x', '/evil/path/?x'],
    ['//evil.example', null],
    // Backslashes and control characters: browsers read "/\evil" as "//evil" and drop tabs, so no redirect at all.
    ['/\\evil', null],
    ['/\\evil.com', null],
    ['/\\\\evil', null],
    ['/\\/evil', null],
    ['/%5Cevil', null],
    ['/%5cevil', null],
    ['/%5C%5Cevil', null],
    ['/%2F%2Fevil', '/evil/'],
    ['/%2f/evil?x', '/evil/?x'],
    ['/%2Fevil.com', null],
    ['//evil.com', null],
    ['/%09/evil', null],
    ['/%0a/evil', null],
    ['/a\tb', null],
    ['/offers\\', null],
    ['/', null],
    ['/offers/', null],
    ['/offers/?a=1', null],
    ['/loader.js', null],
    ['/assets/site-abc.js?v=1', null],
    ['/api/event', null],
    ['/api', null],
    ['/healthz', null],
  ])('%s → %s', (url, expected) => {
    const target = slashTarget(url);
    expect(target).toBe(expected);
    if (target !== null) expect(isLocalPath(target)).toBe(true);
  });
});

describe('isLocalPath', () => {
  it.each([
    ['/offers/', true],
    ['/evil/', true],
    ['//evil/', false],
    ['/\\evil/', false],
    ['https://evil/', false],
    ['evil/', false],
  ])('%s → %s', (target, expected) => {
    expect(isLocalPath(target)).toBe(expected);
  });
});
