// The component-test project runs .tsx files and the .ts files listed in scripts/jsdom-ts-tests.txt with a fresh
// module graph each: a new jsdom test in .ts that is missing from the list would share state with other files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['contracts', 'loader', 'widgets', 'site', 'server', 'scripts'];
// The environment comment as a line of its own (built from parts, so this file does not carry it).
const JSDOM_LINE = new RegExp(`^// @vitest-${'environment'} jsdom$`, 'm');

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('scripts/jsdom-ts-tests.txt', () => {
  it('lists exactly the .ts test files that ask for jsdom', () => {
    const jsdom = FOLDERS.flatMap(testFiles)
      .filter((path) => JSDOM_LINE.test(readFileSync(join(ROOT, path), 'utf8')))
      .sort();
    const listed = readFileSync(join(ROOT, 'scripts', 'jsdom-ts-tests.txt'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .sort();
    expect(jsdom.length).toBeGreaterThan(0);
    expect(listed).toEqual(jsdom);
  });
});
