// Checks that keep the written docs honest: no issue-tracker numbers anywhere in the tree (a reader of the code
// cannot follow them; say why in words), and every path ARCHITECTURE.md names still exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'build', 'storybook-static', 'test-results', 'playwright-report', '.git', 'data']);
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|css|html|md|json|yml|yaml|sh)$|^run$/;

function files(dir = ROOT, rel = ''): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const path = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : files(dir, path);
    return TEXT.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });
}

const WORD = 'issue';
const CAPITAL = 'Issue';
const HASH = '#';

/**
 * References to tracker numbers: the word issue (or PR) before a number, a hash before a number in prose, or
 * another project's `owner/repo#123`.
 */
const TRACKER_REFERENCE = /\b(?:issues?|PR|pull request|fix(?:es|ed)?|close[sd]?|see)\s*#?\d+\b|\(#\d+\)|\b[\w.-]+\/[\w.-]+#\d+\b/i;

/** The tracker references in a text, as "line: text". */
function trackerReferences(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (TRACKER_REFERENCE.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

describe('trackerReferences', () => {
  it.each([
    // The samples are assembled from parts, so this file does not itself carry the references it must catch.
    [`// Push opt-in (${WORD} 7): the prompt`, 1],
    [`// ${CAPITAL} 6 endpoints`, 1],
    [`Fixed in ${HASH}12 last week; see ${HASH}12`, 1],
    ['a change (#40)', 1],
    [`its own choice (microsoft/playwright${HASH}32230)`, 1],
    ['docs/api.md#how-input-is-checked and a/b#top', 0],
    ['color: #333; background: #0b5d3b;', 0],
    ['/partners-list/#kasomir and page 2 of 5', 0],
    ['the known issue with Safari', 0],
  ])('%s → %d', (line, count) => {
    expect(trackerReferences(line)).toHaveLength(count);
  });
});

describe('the tree', () => {
  const all = files();

  it('names no issue or pull-request numbers in code, comments or docs', () => {
    expect(all.length).toBeGreaterThan(100);
    const found = all.filter((path) => path !== 'scripts/docs.test.ts').flatMap((path) => trackerReferences(readFileSync(join(ROOT, path), 'utf8')).map((hit) => `${path}:${hit}`));
    expect(found).toEqual([]);
  });
});

describe('one copy', () => {
  const code = files().filter((path) => /\.(ts|tsx|mjs)$/.test(path) && !/\.test\.tsx?$/.test(path));
  const declaring = (pattern: RegExp) => code.filter((path) => pattern.test(readFileSync(join(ROOT, path), 'utf8')));

  it('of the lender type: contracts/lenders.ts', () => {
    expect(declaring(/\b(?:interface|type)\s+\w*Lender\b/)).toEqual(['contracts/lenders.ts']);
  });

  it('of the Polish money and percent formats: contracts/format.ts, with the percent in contracts/format-pct.ts', () => {
    // Intl's currency style, or the digits of contracts/polish-digits.ts followed by "zł" or used for a rounded percent.
    expect(declaring(/style:\s*'currency'|\$\{NBSP\}zł`|(?:format|polishDigits)\(roundPct\(/)).toEqual(['contracts/format-pct.ts', 'contracts/format.ts']);
  });
});

/** Paths ARCHITECTURE.md names in backticks: `site/app/router.ts`, `loader/features/`, `scripts/aliases.mjs`. */
function namedPaths(markdown: string): string[] {
  const paths = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  return [...new Set(paths.filter((p) => /^(contracts|loader|widgets|site|server|scripts|tests|public|docs|types|\.storybook|\.ci)\//.test(p) || /^[\w.-]+\.(md|mjs|json|ts|cjs)$/.test(p)))]
    .map((p) => p.replace(/[.,;:]$/, ''))
    .filter((p) => !/[*{}<>]/.test(p));
}

describe('ARCHITECTURE.md', () => {
  it('names only folders and files that exist', () => {
    const named = namedPaths(readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8'));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('reads paths from backticks only, with globs and placeholders left out', () => {
    expect(namedPaths('`loader/boot.ts`, `site/pages/` and `dist/{route}/index.html`, `widgets/*/Name.tsx`, `npm test`, `README.md`')).toEqual(['loader/boot.ts', 'site/pages/', 'README.md']);
  });
});
