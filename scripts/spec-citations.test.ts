// `SPEC §N` in code, comments and docs points at docs/SPEC.md, the spec as received, kept in the repository: every
// cited section must be a numbered heading there (`### N. …`), so a citation never points at nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The section numbers a text cites: `SPEC §3`, `SPEC §3, §8 and §9`, `SPEC §4 "Push permission"`. */
function citedSections(text: string): number[] {
  const cited: number[] = [];
  for (const match of text.matchAll(/SPEC\s*((?:§\s*\d+(?:\s*(?:,|and|i|or)\s*)?)+)/g)) {
    for (const section of match[1]!.matchAll(/§\s*(\d+)/g)) cited.push(Number(section[1]));
  }
  return cited;
}

const SPEC = readFileSync('docs/SPEC.md', 'utf8');
const SECTIONS = new Set([...SPEC.matchAll(/^### (\d+)\. /gm)].map((m) => Number(m[1])));

describe('SPEC citations', () => {
  it('reads single citations and lists', () => {
    expect(citedSections('// SPEC §3: storage keys; SPEC §4, §7 and §9 (push); SPEC §12.')).toEqual([3, 4, 7, 9, 12]);
    expect(citedSections('RFC 9110 §15.5.6 and a lone §2')).toEqual([]);
  });

  it('docs/SPEC.md has its numbered sections', () => {
    expect([...SECTIONS].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('every citation in the tree names a section of docs/SPEC.md', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter(
        (file) =>
          /\.(ts|tsx|mts|mjs|cjs|js|md|css|html)$/.test(file) &&
          file !== 'docs/SPEC.md' &&
          file !== 'scripts/spec-citations.test.ts',
      );
    const dangling: string[] = [];
    let count = 0;
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // listed by git but removed from the work tree
      }
      for (const section of citedSections(text)) {
        count++;
        if (!SECTIONS.has(section)) dangling.push(`${file}: SPEC §${section}`);
      }
    }
    expect(dangling).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });
});
