// The legal caps are constants with a comment naming their legal basis; this test keeps the two in step, so a
// change of the law's figures in one place and not the other fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NBP_REFERENCE_RATE } from './legal-rates';
import { MAX_INTEREST_YEARLY_PCT, NBP_REFERENCE_RATE_PCT, NON_INTEREST_CAP } from './offer';

const SOURCE = readFileSync(new URL('./offer.ts', import.meta.url), 'utf8');

/** The doc comment right above `export const NAME`. */
function commentAbove(name: string): string {
  const at = SOURCE.indexOf(`export const ${name} `);
  expect(at, `${name} is declared in offer.ts`).toBeGreaterThan(0);
  const before = SOURCE.slice(0, at);
  const start = before.lastIndexOf('/**');
  expect(before.slice(start).trimEnd().endsWith('*/'), `${name} has a doc comment right above it`).toBe(true);
  return before.slice(start).replace(/\s*\n\s*\*\s?/g, ' ');
}

describe('the NBP reference rate', () => {
  it('lives in one content file, with the day it took effect', () => {
    expect(NBP_REFERENCE_RATE.pct).toBeGreaterThan(0);
    expect(NBP_REFERENCE_RATE.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(NBP_REFERENCE_RATE.since))).toBe(false);
    expect(NBP_REFERENCE_RATE_PCT).toBe(NBP_REFERENCE_RATE.pct);
    // No second copy of the rate in the cost model's source.
    expect(SOURCE).not.toMatch(/NBP_REFERENCE_RATE_PCT = \d/);
  });
});

describe('maximum interest: art. 359 §2¹ KC', () => {
  const comment = commentAbove('MAX_INTEREST_YEARLY_PCT');

  it('the comment names the basis and the formula the constant computes', () => {
    expect(comment).toContain('art. 359 §2¹');
    const formula = /(\d+) × \(NBP reference rate \+ ([\d.]+) pp\)/.exec(comment);
    expect(formula, comment).not.toBeNull();
    const [, times, spread] = formula!;
    expect(MAX_INTEREST_YEARLY_PCT).toBe(Number(times) * (NBP_REFERENCE_RATE.pct + Number(spread)));
  });

  it('the worked figure in the comment is the cap at the current rate', () => {
    const worked = /; ([\d.]+)% at ([\d.]+)%/.exec(comment);
    expect(worked, comment).not.toBeNull();
    expect(Number(worked![2])).toBe(NBP_REFERENCE_RATE.pct);
    expect(Number(worked![1])).toBe(MAX_INTEREST_YEARLY_PCT);
  });
});

describe('non-interest costs: art. 36a of the consumer credit act', () => {
  const comment = commentAbove('NON_INTEREST_CAP');

  it('the comment states the rule in force since the 2022 amendment, not a draft', () => {
    expect(comment).toContain('art. 36a');
    expect(comment).toContain('2022');
    expect(comment).toContain('in force since 18 December 2022');
    expect(comment.toLowerCase()).not.toMatch(/draft|projekt|2016/);
  });

  it('the constants are the figures the comment states', () => {
    const rule = /(\d+)% of the total amount of credit plus (\d+)% of it for each year of the term, at most (\d+)%/.exec(comment);
    expect(rule, comment).not.toBeNull();
    expect(NON_INTEREST_CAP).toEqual({ fixedPct: Number(rule![1]), yearlyPct: Number(rule![2]), maxPct: Number(rule![3]) });
  });
});
