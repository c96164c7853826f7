import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_PROPERTIES, TOKEN_NAMES, TOKENS, tokensCss } from './tokens';

const ROOT = join(import.meta.dirname, '..');
/** Where CSS lives: .css files, and the CSS strings of .ts/.tsx files (style objects, CSSOM rules). */
const SOURCE_FOLDERS = ['contracts', 'loader', 'widgets', 'site', 'server', 'public', '.storybook'];
const STYLED = /\.(css|tsx?|html)$/;

function sources(): { path: string; text: string }[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => STYLED.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(folder, file))
      .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') })),
  );
}

/** Each `var(` with what follows up to its name's end and the next character: `,` means a fallback. */
const VAR = /var\(\s*--([a-zA-Z0-9_-]+)\s*(,?)/g;
const DECLARED = /(?:^|[{;\s])--([a-zA-Z0-9_-]+)\s*:/g;

/** Problems in one file's text: a fallback, an unknown name, a token declared outside tokens.ts. */
function tokenProblems(path: string, text: string): string[] {
  const problems: string[] = [];
  const local = new Set([...text.matchAll(DECLARED)].map((m) => m[1]!));
  for (const [, name, comma] of text.matchAll(VAR)) {
    if (comma) problems.push(`${path}: var(--${name}, …) has a fallback; the token is always defined`);
    if (!TOKEN_NAMES.has(name!) && !local.has(name!))
      problems.push(`${path}: var(--${name}) names no token of widgets/tokens.ts`);
  }
  for (const name of local)
    if (TOKEN_NAMES.has(name))
      problems.push(`${path}: declares --${name}, a token: tokens come from widgets/tokens.ts only`);
  return problems;
}

describe('tokenProblems', () => {
  it.each([
    ['a token', '.a { color: var(--pz-ink); }', []],
    [
      'a fallback',
      '.a { color: var(--pz-ink, #10233f); }',
      ['x.css: var(--pz-ink, …) has a fallback; the token is always defined'],
    ],
    [
      'an unknown name',
      '.a { color: var(--pz-surface); }',
      ['x.css: var(--pz-surface) names no token of widgets/tokens.ts'],
    ],
    ['a property the file declares itself', '.a { --gap: 1rem; margin: var(--gap); }', []],
    [
      'a token declared again',
      ':root { --pz-brand: #0b5d3b; }',
      ['x.css: declares --pz-brand, a token: tokens come from widgets/tokens.ts only'],
    ],
    ['a runtime property set from script', "const style = { '--pz-fill': '40%' }; .a { width: var(--pz-fill); }", []],
  ])('%s', (_, text, expected) => {
    expect(tokenProblems('x.css', text)).toEqual(expected);
  });
});

describe('design tokens', () => {
  const files = sources();

  it('every var() in the tree names a token, without a fallback, and no file but tokens.ts declares one', () => {
    expect(files.length).toBeGreaterThan(20);
    const problems = files
      .filter((f) => !f.path.endsWith(join('widgets', 'tokens.ts')))
      .flatMap((f) => tokenProblems(f.path, f.text));
    expect(problems).toEqual([]);
  });

  it('every token is read somewhere (no dead tokens)', () => {
    const read = new Set(files.flatMap((f) => [...f.text.matchAll(VAR)].map((m) => m[1]!)));
    expect(Object.keys(TOKENS).filter((name) => !read.has(name))).toEqual([]);
    expect(Object.keys(RUNTIME_PROPERTIES).filter((name) => !read.has(name))).toEqual([]);
  });

  it('tokensCss declares each token and runtime property once, on the selector asked for', () => {
    const css = tokensCss(':host');
    expect(css.startsWith(':host{')).toBe(true);
    for (const [name, value] of Object.entries({ ...TOKENS, ...RUNTIME_PROPERTIES })) {
      expect(css.split(`--${name}:${value};`).length + css.split(`--${name}:${value}}`).length - 2).toBe(1);
    }
    expect(tokensCss(':root').startsWith(':root{')).toBe(true);
  });
});
