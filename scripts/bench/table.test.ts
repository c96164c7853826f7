import { afterEach, describe, expect, it, vi } from 'vitest';
import { printTable } from './table.mjs';

/** The verdicts printTable gives, by row name, and whether it set a failing exit code. */
function verdicts(...args: Parameters<typeof printTable>) {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  process.exitCode = undefined;
  printTable(...args);
  const failed = process.exitCode === 1;
  process.exitCode = undefined;
  const byName = Object.fromEntries(
    lines.slice(2).map((line) => {
      const [name, , verdict] = line.split(' | ');
      return [name!.trim(), verdict!.trim()];
    }),
  );
  return { byName, failed };
}

afterEach(() => {
  process.exitCode = undefined;
});

describe('the bench table: a figure that could not be measured fails its budget', () => {
  it.each([
    ['a byte budget', [['size', NaN, 'NaN']] as const, { size: 1024 }, 'size'],
    ['a maximum', [['ratio', NaN, 'NaN×', { max: 1.25 }]] as const, {}, 'ratio'],
    ['a minimum', [['score', NaN, 'NaN', { min: 90 }]] as const, {}, 'score'],
  ])('%s', (_what, rows, budgets, name) => {
    const { byName, failed } = verdicts([...rows], budgets);
    expect(byName[name]).toMatch(/OVER|UNDER/);
    expect(failed).toBe(true);
  });

  it('figures within their targets pass, figures beyond them fail', () => {
    const within = verdicts(
      [
        ['size', 1000, '1000 B'],
        ['ratio', 1.25, '1.25×', { max: 1.25 }],
        ['score', 90, '90', { min: 90 }],
      ],
      { size: 1024 },
    );
    expect(Object.values(within.byName)).toEqual(['≤ 1.00 KB ok', '≤ 1.25 ok', '≥ 90 ok']);
    expect(within.failed).toBe(false);
    const beyond = verdicts([['ratio', 1.26, '1.26×', { max: 1.25 }]]);
    expect(beyond.byName.ratio).toBe('> 1.25 OVER');
    expect(beyond.failed).toBe(true);
  });
});
