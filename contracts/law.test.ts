// The law as dated data: which rate and caps apply on a day, the shipped history kept in order with its sources,
// and the operator's recorded decisions merged in.
import { describe, expect, it } from 'vitest';
import {
  ADVERTISING_RULES,
  isIsoDay,
  LAW_DATA_FROM,
  lawKey,
  lawOn,
  MAX_INTEREST_RULES,
  NBP_REFERENCE_RATES,
  nbpRates,
  NON_INTEREST_CAP_RULES,
  pricingLaw,
  validateNbpRate,
  warsawDay,
} from './law';

describe('lawOn: what applies on a day', () => {
  it.each([
    // day, NBP rate, maximum interest 2 × (rate + 3.5), maximum late interest 2 × (rate + 5.5)
    ['2022-12-18', 6.75, 20.5, 24.5],
    ['2023-09-06', 6.75, 20.5, 24.5],
    ['2023-09-07', 6.0, 19, 23],
    ['2025-05-08', 5.25, 17.5, 21.5],
    ['2025-12-03', 4.25, 15.5, 19.5],
    ['2025-12-04', 4.0, 15, 19],
    ['2026-03-04', 4.0, 15, 19], // the day before the March 2026 cut
    ['2026-03-05', 3.75, 14.5, 18.5], // the cut takes effect
    ['2026-11-28', 3.75, 14.5, 18.5],
  ])('on %s: NBP %d%%, maximum interest %d%%, late interest %d%%', (day, rate, max, late) => {
    const law = lawOn(day);
    expect(law.nbpRate.pct).toBe(rate);
    expect(law.maxInterestYearlyPct).toBe(max);
    expect(law.maxLateInterestYearlyPct).toBe(late);
  });

  it('applies the art. 36a cap of the 2022 amendment from 18 December 2022', () => {
    expect(lawOn('2026-11-28').nonInterestCap).toMatchObject({
      fixedPct: 10,
      yearlyPct: 10,
      maxPct: 45,
      since: '2022-12-18',
    });
  });

  it('applies the advertising rules of Directive 2023/2225 from 20 November 2026, with the warning', () => {
    expect(lawOn('2026-11-19').advertising).toBeNull();
    expect(lawOn('2026-11-20').advertising?.warning).toBe('Uwaga! Pożyczanie pieniędzy kosztuje.');
  });

  it('refuses a day it has no data for, or one that is not a day', () => {
    expect(() => lawOn('2022-12-17')).toThrow(RangeError);
    expect(() => lawOn('2026-02-30')).toThrow(RangeError);
    expect(() => lawOn('28.11.2026')).toThrow(RangeError);
  });

  it('takes the decisions an operator recorded, from their day on', () => {
    const cut = { pct: 3.5, since: '2026-12-03', source: 'Komunikat RPP z 2 grudnia 2026 r.' };
    expect(lawOn('2026-12-02', [cut]).maxInterestYearlyPct).toBe(14.5);
    expect(lawOn('2026-12-03', [cut])).toMatchObject({
      nbpRate: cut,
      maxInterestYearlyPct: 14,
      maxLateInterestYearlyPct: 18,
    });
  });

  it('a recorded rate replaces a shipped one of the same day; an invalid one is left out', () => {
    const correction = { pct: 3.8, since: '2026-03-05', source: 'korekta operatora' };
    expect(lawOn('2026-06-01', [correction]).nbpRate.pct).toBe(3.8);
    expect(lawOn('2026-06-01', [{ pct: -1, since: '2026-05-01', source: 'zła stopa' }]).nbpRate.pct).toBe(3.75);
    expect(nbpRates([correction]).filter((r) => r.since === '2026-03-05')).toHaveLength(1);
  });
});

describe('the shipped data', () => {
  it('holds the reference rate since before 2022, each entry dated, sourced and later than the one before', () => {
    expect(NBP_REFERENCE_RATES[0]!.since <= '2022-01-01').toBe(true);
    NBP_REFERENCE_RATES.forEach((rate, i) => {
      expect(isIsoDay(rate.since), rate.since).toBe(true);
      expect(rate.source.length).toBeGreaterThan(10);
      if (i > 0) expect(rate.since > NBP_REFERENCE_RATES[i - 1]!.since).toBe(true);
    });
  });

  it('names a source and a start for every rule, and the data starts when every rule has a version', () => {
    for (const rule of [...MAX_INTEREST_RULES, ...NON_INTEREST_CAP_RULES, ...ADVERTISING_RULES]) {
      expect(isIsoDay(rule.since)).toBe(true);
      expect(rule.source.length).toBeGreaterThan(10);
    }
    expect(LAW_DATA_FROM).toBe(NON_INTEREST_CAP_RULES[0]!.since);
  });
});

describe('lawKey and pricingLaw', () => {
  it('tells laws apart by their figures, not by their day', () => {
    expect(lawKey(lawOn('2026-11-27'))).toBe(lawKey(lawOn('2026-11-28')));
    expect(lawKey(lawOn('2026-03-04'))).not.toBe(lawKey(lawOn('2026-03-05')));
  });

  it('carries what the cost model reads, and nothing of the dated tables', () => {
    expect(pricingLaw(lawOn('2026-11-28'))).toEqual({
      day: '2026-11-28',
      maxInterestYearlyPct: 14.5,
      nonInterestCap: { fixedPct: 10, yearlyPct: 10, maxPct: 45 },
    });
  });
});

describe('validateNbpRate: what an operator may record', () => {
  it.each([
    [{ pct: 3.5, since: '2026-12-03', source: 'Komunikat RPP' }, []],
    [{ pct: 3.555, since: '2026-12-03', source: 'Komunikat RPP' }, ['Stopa referencyjna']],
    [{ pct: Number.NaN, since: '2026-12-03', source: 'Komunikat RPP' }, ['Stopa referencyjna']],
    [{ pct: 3.5, since: '2026-02-30', source: 'Komunikat RPP' }, ['Data wejścia w życie']],
    [{ pct: 3.5, since: '2020-01-01', source: 'Komunikat RPP' }, ['nie może być wcześniejsza']],
    [{ pct: 3.5, since: '2026-12-03', source: ' ' }, ['Podaj źródło']],
  ])('%j → %j', (input, expected) => {
    const problems = validateNbpRate(input);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((start, i) => expect(problems[i]).toContain(start));
  });
});

describe('warsawDay', () => {
  it.each([
    ['2026-11-28T22:59:59Z', '2026-11-28'],
    ['2026-11-28T23:00:00Z', '2026-11-29'], // winter: UTC+1
    ['2026-07-01T22:00:00Z', '2026-07-02'], // summer: UTC+2
  ])('%s is %s in Poland', (instant, day) => {
    expect(warsawDay(new Date(instant))).toBe(day);
  });
});
