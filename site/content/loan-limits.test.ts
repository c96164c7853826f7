// The range a visitor may ask for is the one the listed offers cover: the days slider spans the short loans,
// the months slider the instalment loans, the amount every offer (contracts/loan-limits.ts says so).
import { describe, expect, it } from 'vitest';
import { LOAN_LIMITS } from '../../contracts/loan-limits';
import { OFFERS } from '../../contracts/lenders';

const span = (ranges: { min: number; max: number }[]) => ({
  min: Math.min(...ranges.map((r) => r.min)),
  max: Math.max(...ranges.map((r) => r.max)),
});

describe('LOAN_LIMITS against the offers', () => {
  it('months: from the shortest to the longest instalment offer', () => {
    const instalments = OFFERS.filter((o) => o.term.unit === 'months').map((o) => o.term);
    expect(instalments.length).toBeGreaterThan(0);
    expect({ min: LOAN_LIMITS.termMonths.min, max: LOAN_LIMITS.termMonths.max }).toEqual(span(instalments));
  });

  it('days and amount: every offer can be asked for', () => {
    const short = span(OFFERS.filter((o) => o.term.unit === 'days').map((o) => o.term));
    expect(LOAN_LIMITS.termDays.min).toBeLessThanOrEqual(short.min);
    expect(LOAN_LIMITS.termDays.max).toBeGreaterThanOrEqual(short.max);
    expect({ min: LOAN_LIMITS.amount.min, max: LOAN_LIMITS.amount.max }).toEqual(span(OFFERS.map((o) => o.amount)));
  });
});
