// The line-length exemptions stay true: each names a file that exists and still has a line over the limit, with a
// reason; a file whose long strings are gone leaves the list, so no entry outlives its reason.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONG_STRING_FILES, LONG_STRING_GLOBS, MAX_LINE } from './line-length.mjs';

describe('line-length exemptions (scripts/line-length.mjs)', () => {
  it('give a reason for every glob and file', () => {
    for (const [path, reason] of [...LONG_STRING_GLOBS, ...LONG_STRING_FILES]) {
      expect(reason.length, path).toBeGreaterThan(10);
    }
  });

  it('exempt no file for its SQL, which is written one clause a line instead', () => {
    const sql = [...LONG_STRING_GLOBS, ...LONG_STRING_FILES].filter(([, reason]) => /\bSQL\b/i.test(reason));
    expect(sql).toEqual([]);
  });

  it('name files that exist, once each, and still have a line over the limit', () => {
    const paths = LONG_STRING_FILES.map(([path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
    const stale = paths.filter(
      (path) =>
        !existsSync(path) ||
        !readFileSync(path, 'utf8')
          .split('\n')
          .some((line) => line.length > MAX_LINE),
    );
    expect(stale).toEqual([]);
  });
});
