import { describe, expect, it } from 'vitest';
import { slashTarget } from './slash';

describe('slashTarget', () => {
  it.each([
    ['/offers', '/offers/'],
    ['/offers?utm_source=x&a=1', '/offers/?utm_source=x&a=1'],
    ['/pozyczki/na-dowod', '/pozyczki/na-dowod/'],
    // Never a protocol-relative "//host/" Location (open redirect): leading slashes collapse.
    ['//evil', '/evil/'],
    ['///evil/path?x', '/evil/path/?x'],
    ['//evil.example', null],
    ['/', null],
    ['/offers/', null],
    ['/offers/?a=1', null],
    ['/loader.js', null],
    ['/assets/site-abc.js?v=1', null],
    ['/api/event', null],
    ['/api', null],
    ['/healthz', null],
  ])('%s → %s', (url, expected) => {
    expect(slashTarget(url)).toBe(expected);
  });
});
