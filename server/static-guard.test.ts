import { describe, expect, it } from 'vitest';
import { isPublicPath } from './static-guard';

describe('isPublicPath', () => {
  it.each([
    ['/', true],
    ['/offers/', true],
    ['/loader.js', true],
    ['/assets/site-abc.js', true],
    ['/pozyczki/na-dowod/index.html', true],
    ['/.build-stamp', false],
    ['/_status.json', false],
    ['/.env', false],
    ['/assets/.hidden.js', false],
    ['/.git/config', false],
    ['/_runtime-styles.json', false],
    ['//_status.json', false],
    ['/assets/_commonjsHelpers-abc.js', true],
    ['/a\\.env', false],
  ])('%s → %s', (path, expected) => expect(isPublicPath(path)).toBe(expected));
});
