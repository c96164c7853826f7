import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualPercentageRate,
  exampleFigures,
  fitsOffer,
  loanCost,
  loanFigures,
  calendarTermDays,
  daysInYearOf,
  floorToGrosz,
  legalOffers,
  nonInterestCap,
  offerProblems,
  readPricingLaw,
  roundToGrosz,
  shortestMonthsSpan,
  quoteLoan,
  roundPct,
  termInDays,
  termInUnit,
  validateOfferList,
  type Offer,
  type Repayment,
} from './offer';
import { lawOn, pricingLaw } from './law';
import { FIXTURE_PRICING_LAW as LAW } from './law-fixture';

/**
 * A short-term offer priced at the commission cap (interest 15%, the maximum until March 2026), with the first loan
 * free up to 2 000 zł / 30 days.
 */
const SHORT: Offer = {
  offer_id: 901,
  lenderId: 'testowy',
  name: 'Testowy',
  kind: 'short',
  amount: { min: 100, max: 5000, step: 100 },
  term: { unit: 'days', min: 5, max: 65, step: 1 },
  firstLoanFree: { maxAmount: 2000, maxDays: 30 },
  pricing: { interestYearlyPct: 15, commissionPct: 10, commissionYearlyPct: 10 },
  rrsoPct: 299.36,
  age: { min: 18, max: 75 },
  checks: { bik: true, krd: true, big: false, erif: false },
  acceptsNegativeHistory: false,
  idOnly: true,
  foreignersAccepted: false,
  decisionMinutes: 15,
  payoutNote: 'Przelew nawet w 15 minut',
  example: { amount: 1000, term: 30, date: '2026-11-28' },
  representativeExample: 'Przykład reprezentatywny: …',
  url: 'https://testowy.example/wniosek',
  logo: { initials: 'TE', background: '#0b5d3b', color: '#ffffff' },
  categories: [3, 5, 8, 11],
  recommendedRank: 1,
  highlights: ['Szybko'],
};

/** An instalment offer: 12% a year (1% a month) and a 5% one-off commission. */
const INSTALMENT: Offer = {
  ...SHORT,
  offer_id: 902,
  kind: 'instalment',
  amount: { min: 1000, max: 25000, step: 500 },
  term: { unit: 'months', min: 3, max: 48, step: 1 },
  firstLoanFree: null,
  pricing: { interestYearlyPct: 12, commissionPct: 5 },
  // The model's RRSO of 12 000 zł over 12 months (see "RRSO worked examples").
  rrsoPct: 22.9,
  example: { amount: 12000, term: 12, date: '2026-11-28' },
};

const PAID = { firstLoan: false } as const;

describe('termInDays', () => {
  it.each([
    [30, 'days', 30],
    [1, 'months', 30], // 365 / 12 = 30.42 → 30
    [3, 'months', 91], // 91.25 → 91
    [6, 'months', 183], // 182.5 → 183
    [12, 'months', 365],
  ] as const)('%d %s → %d days', (term, unit, days) => {
    expect(termInDays(term, unit)).toBe(days);
  });
});

describe('loanCost: first loan free', () => {
  it('is free exactly at the limit (2 000 zł, 30 days)', () => {
    expect(loanCost(SHORT, 2000, 30, LAW)).toEqual({
      interest: 0,
      fees: 0,
      totalCost: 0,
      totalToRepay: 2000,
      free: true,
      instalments: null,
    });
  });

  it('charges in full one złoty over the amount limit', () => {
    // interest = 2001 × 15% × 30/365 = 24.6699 → 24.67
    // fees     = 2001 × (10% + 10% × 30/365) = 200.10 + 16.4466 = 216.5466 → the cap, floored: 216.54
    // total    = 24.67 + 216.54 = 241.21; to repay 2001 + 241.21 = 2242.21
    expect(loanCost(SHORT, 2001, 30, LAW)).toEqual({
      interest: 24.67,
      fees: 216.54,
      totalCost: 241.21,
      totalToRepay: 2242.21,
      free: false,
      instalments: null,
    });
  });

  it('charges one day over the term limit', () => {
    // interest = 2000 × 15% × 31/365 = 25.48; fees = 200 + 2000 × 10% × 31/365 = 216.986… → the cap, floored: 216.98
    const cost = loanCost(SHORT, 2000, 31, LAW);
    expect(cost.free).toBe(false);
    expect(cost.interest).toBe(25.48);
    expect(cost.fees).toBe(216.98);
    expect(cost.totalCost).toBe(242.46);
  });

  it('charges a later loan even inside the limits', () => {
    // interest = 1000 × 15% × 30/365 = 12.3288 → 12.33; fees = 100 + 8.2192 = 108.2192 → the cap, floored: 108.21
    expect(loanCost(SHORT, 1000, 30, LAW, PAID)).toMatchObject({
      interest: 12.33,
      fees: 108.21,
      totalCost: 120.54,
      totalToRepay: 1120.54,
      free: false,
    });
  });
});

describe('loanCost: the art. 36a cap, exactly', () => {
  it('caps the commission at 10% + 10% a year of the amount, floored to the grosz', () => {
    // commission 30% = 300 zł; cap for 30 days = 1000 × (10% + 10% × 30/365) = 108.219… → 108.21, never 108.22
    const greedy: Offer = { ...SHORT, pricing: { interestYearlyPct: 14.5, commissionPct: 30 } };
    expect(loanCost(greedy, 1000, 30, LAW, PAID).fees).toBe(108.21);
    // 65 days: cap = 1000 × (10% + 10% × 65/365) = 117.808… → 117.80
    expect(loanCost(greedy, 1000, 65, LAW, PAID).fees).toBe(117.8);
  });

  it('a commission written as the cap itself is held to the floored cap, not rounded above it', () => {
    // 10% + 10% × 30/365 of 1000 is 108.219…: rounded half-up it would be 108.22, a fraction of a grosz over the law.
    expect(roundToGrosz(108.2191)).toBe(108.22);
    expect(floorToGrosz(108.2191)).toBe(108.21);
    expect(loanCost(SHORT, 1000, 30, LAW, PAID).fees).toBe(108.21);
  });

  it('caps the commission at 45% of the amount however long the term', () => {
    // 48 months are 1 461 days at the shortest: 10% + 10% × 1461/365 = 50.03%, above the 45% ceiling → 450
    expect(nonInterestCap(1000, 1461, LAW)).toBe(450);
    const greedy: Offer = { ...INSTALMENT, pricing: { interestYearlyPct: 0, commissionPct: 60 } };
    expect(loanCost(greedy, 1000, 48, LAW).fees).toBe(450);
  });

  it.each([
    [1, 28], // 31 January → 28 February, or February in a common year
    [2, 59],
    [3, 89], // 1 February → 1 May in a common year
    [6, 181],
    [12, 365],
    [24, 730],
    [36, 1095],
    [48, 1461], // every four years hold one 29 February
  ])('%d months last at least %d days, whatever the start', (months, days) => {
    expect(shortestMonthsSpan(months)).toBe(days);
  });

  it.each([
    [3, '2026-02-01', 89],
    [3, '2026-11-28', 92],
    [1, '2026-01-31', 28], // no 31 February: the month's last day
    [1, '2028-01-31', 29],
    [12, '2027-03-01', 366], // through 29 February 2028
  ])('%d months from %s are %d calendar days', (months, start, days) => {
    expect(calendarTermDays(months, 'months', start)).toBe(days);
  });

  it('counts R as the days of the year the loan starts in, 365 when the start is not known', () => {
    expect(daysInYearOf('2026-11-28')).toBe(365);
    expect(daysInYearOf('2028-01-10')).toBe(366);
    expect(daysInYearOf()).toBe(365);
  });

  it('counts a term in months in calendar days: a 3-month loan from February may charge less than one from November', () => {
    // Ratomir-like pricing: 20% flat. Cap from 1 February: 5000 × (10% + 10% × 89/365) = 621.91; from 28 November: 92
    // days.
    const flat: Offer = { ...INSTALMENT, pricing: { interestYearlyPct: 14.5, commissionPct: 20 } };
    expect(loanCost(flat, 5000, 3, LAW, { start: '2026-02-01' }).fees).toBe(621.91);
    expect(loanCost(flat, 5000, 3, LAW, { start: '2026-11-28' }).fees).toBe(626.02);
    // Without a start, the shortest span: never more than any start day allows.
    expect(loanCost(flat, 5000, 3, LAW).fees).toBe(621.91);
  });
});

describe('offerProblems: the law of the day', () => {
  it('refuses interest above the maximum of art. 359 §2¹ KC on that day, with the figures in Polish', () => {
    const at15: Offer = { ...SHORT };
    expect(offerProblems(at15, pricingLaw(lawOn('2026-03-04')))).toEqual([]); // 15% allowed while the rate was 4.00%
    const problems = offerProblems(at15, pricingLaw(lawOn('2026-03-05'))); // 3.75% → 14.5%
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Oprocentowanie 15,00% przekracza odsetki maksymalne 14,50%');
  });

  it('refuses a stated RRSO that is not the one of its representative example', () => {
    const problems = offerProblems(
      { ...SHORT, pricing: { ...SHORT.pricing, interestYearlyPct: 14.5 }, rrsoPct: 310 },
      LAW,
    );
    expect(problems.join(' ')).toContain('nie zgadza się z RRSO przykładu reprezentatywnego');
  });

  it('legalOffers keeps the order of the allowed offers and names the others with their reasons', () => {
    const legal = { ...SHORT, offer_id: 1, pricing: { ...SHORT.pricing, interestYearlyPct: 12 } };
    legal.rrsoPct = roundPct(exampleFigures(legal, LAW).rrsoPct);
    const result = legalOffers([SHORT, legal], LAW);
    expect(result.offers.map((o) => o.offer_id)).toEqual([1]);
    expect(result.refused.map((r) => r.offer.offer_id)).toEqual([901]);
  });
});

describe('readPricingLaw', () => {
  it('reads the law a list carries and refuses anything else', () => {
    expect(readPricingLaw(JSON.parse(JSON.stringify(LAW)))).toEqual(LAW);
    expect(readPricingLaw(null)).toBeNull();
    expect(readPricingLaw({ ...LAW, day: '2026-02-30' })).toBeNull();
    expect(readPricingLaw({ ...LAW, maxInterestYearlyPct: '14.5' })).toBeNull();
    expect(readPricingLaw({ ...LAW, nonInterestCap: { fixedPct: 10, yearlyPct: -1, maxPct: 45 } })).toBeNull();
  });
});

describe('loanCost: instalments', () => {
  it('prices a 12-month annuity', () => {
    // r = 12% / 12 = 1% a month; A = 12000 × 0.01 / (1 − 1.01^−12) = 120 / 0.112551 = 1066.1855
    // interest = 12 × 1066.1855 − 12000 = 794.2256 → 794.23; fees = 5% × 12000 = 600 (cap 20% = 2400)
    // total = 1394.23; to repay 13394.23; 13394.23 / 12 = 1116.1858 → 1116.19; last = 13394.23 − 11 × 1116.19 = 1116.14
    expect(loanCost(INSTALMENT, 12000, 12, LAW)).toEqual({
      interest: 794.23,
      fees: 600,
      totalCost: 1394.23,
      totalToRepay: 13394.23,
      free: false,
      instalments: { count: 12, regular: 1116.19, last: 1116.14 },
    });
  });

  it('has no interest at 0%', () => {
    const zero: Offer = { ...INSTALMENT, pricing: { interestYearlyPct: 0, commissionPct: 0 } };
    expect(loanCost(zero, 1200, 12, LAW)).toMatchObject({
      interest: 0,
      totalToRepay: 1200,
      instalments: { regular: 100, last: 100 },
    });
  });
});

describe('loanCost: rounding to grosze', () => {
  it('rounds each part half up', () => {
    // A commission under the cap: 9% + 9% a year.
    // interest = 333 × 15% × 7/365 = 0.95795 → 0.96
    // fees = 333 × 9% + 333 × 9% × 7/365 = 29.97 + 0.57477 = 30.54477 → 30.54 (the cap, 33.93, is not reached)
    // total = 31.50; to repay 364.50
    const under: Offer = { ...SHORT, pricing: { interestYearlyPct: 15, commissionPct: 9, commissionYearlyPct: 9 } };
    expect(loanCost(under, 333, 7, LAW, PAID)).toMatchObject({
      interest: 0.96,
      fees: 30.54,
      totalCost: 31.5,
      totalToRepay: 364.5,
    });
  });

  it('rounds x.xx5 up, not down through binary error', () => {
    // 1.005 is 1.00499999… in binary; the cost model must still give 1.01
    const flat: Offer = { ...SHORT, pricing: { interestYearlyPct: 0, commissionPct: 0.1005 } };
    expect(loanCost(flat, 1000, 10, LAW, PAID).fees).toBe(1.01);
  });
});

describe('termInUnit', () => {
  it.each([
    [30, 'days', 'days', 30],
    [29.5, 'days', 'days', 30],
    [30, 'days', 'months', 1],
    [31, 'days', 'months', 2],
    [5, 'days', 'months', 1],
    [61, 'days', 'months', 2],
    [62, 'days', 'months', 3],
    [90, 'days', 'months', 3],
    [91, 'days', 'months', 3],
    [92, 'days', 'months', 4],
    [365, 'days', 'months', 12],
    [12, 'months', 'months', 12],
    [1, 'months', 'days', 30],
    [2, 'months', 'days', 61],
    [48, 'months', 'days', 1460],
  ] as const)('%d %s → %d %s', (term, from, to, expected) => {
    expect(termInUnit(term, from, to)).toBe(expected);
  });

  it('round-trips: whole months to days and back give the same months', () => {
    for (let months = 1; months <= 60; months += 1)
      expect(termInUnit(termInDays(months, 'months'), 'days', 'months')).toBe(months);
  });
});

describe('fitsOffer and quoteLoan', () => {
  it.each([
    [SHORT, 100, 5, undefined, true],
    [SHORT, 5000, 65, undefined, true],
    [SHORT, 99, 30, undefined, false],
    [SHORT, 5001, 30, undefined, false],
    [SHORT, 1000, 4, undefined, false],
    [SHORT, 1000, 66, undefined, false],
    [SHORT, 1000, 2, 'months', true], // 2 months = 61 days
    [SHORT, 1000, 3, 'months', false], // 91 days
    [INSTALMENT, 5000, 60, 'days', false], // 2 months < 3
    [INSTALMENT, 5000, 90, 'days', true], // 3 months (91 days) is the fewest whole months lasting 90 days
    [INSTALMENT, 5000, Number.NaN, undefined, false],
  ] as const)('%#: %d zł for %d → %s', (offer, amount, term, unit, expected) => {
    expect(fitsOffer(offer, amount, term, unit)).toBe(expected);
  });

  it.each([
    // offer, amount, term, unit → amount, term, amountLimit, termLimit
    [SHORT, 1500, 30, 'days', 1500, 30, null, null],
    [SHORT, 20000, 30, 'days', 5000, 30, 'max', null],
    [SHORT, 50, 90, 'days', 100, 65, 'min', 'max'],
    [INSTALMENT, 25000, 48, 'months', 25000, 48, null, null],
    [INSTALMENT, 1500, 30, 'days', 1500, 3, null, 'min'],
    [INSTALMENT, 30000, 60, 'months', 25000, 48, 'max', 'max'],
  ] as const)(
    '%#: %d zł for %d %s → %d zł for %d',
    (offer, amount, term, unit, qAmount, qTerm, amountLimit, termLimit) => {
      const q = quoteLoan(offer, amount, term, unit);
      expect(q).toMatchObject({
        amount: qAmount,
        term: qTerm,
        unit: offer.term.unit,
        amountLimit,
        termLimit,
        fits: !amountLimit && !termLimit,
      });
    },
  );
});

describe('RRSO worked examples (Annex I of the Consumer Credit Directive)', () => {
  it('a 30-day single repayment: (1 + 120.54/1000)^(365/30) − 1', () => {
    // 1.12055^(365/30) − 1 = 2.99404928133734 (50-digit decimal arithmetic)
    expect(annualPercentageRate(1000, [{ years: 30 / 365, amount: 1120.54 }])).toBeCloseTo(299.3615638527674, 9);
    expect(loanFigures(SHORT, 1000, 30, LAW, PAID).rrsoPct).toBeCloseTo(299.3615638527674, 9);
  });

  it('a whole year repaid at once is the simple rate', () => {
    expect(annualPercentageRate(1000, [{ years: 1, amount: 1100 }])).toBeCloseTo(10, 12);
  });

  it('a 12-month annuity at 1% a month compounds to 1.01^12 − 1', () => {
    const schedule = Array.from({ length: 12 }, (_, i) => ({ years: (i + 1) / 12, amount: 88.84878867 }));
    // 0.1268250299330 by 50-digit bisection; 1.01^12 − 1 = 0.1268250301 (the instalment is rounded to 8 places)
    expect(annualPercentageRate(1000, schedule)).toBeCloseTo(12.6825029933, 8);
  });

  it('the 12-month instalment offer: 12 000 zł repaid 11 × 1 116,19 zł + 1 116,14 zł', () => {
    // 22.896317194917 % by 50-digit bisection
    const figures = loanFigures(INSTALMENT, 12000, 12, LAW);
    expect(figures.instalments).toEqual({ count: 12, regular: 1116.19, last: 1116.14 });
    expect(figures.rrsoPct).toBeCloseTo(22.896317194917, 8);
    expect(roundPct(figures.rrsoPct)).toBe(22.9);
  });

  it('a free first loan costs 0 zł and its RRSO is 0%', () => {
    const figures = loanFigures(SHORT, 1000, 30, LAW);
    expect(figures).toMatchObject({ free: true, totalCost: 0, totalToRepay: 1000, interestRatePct: 0, rrsoPct: 0 });
    expect(
      annualPercentageRate(1000, [
        { years: 0.5, amount: 500 },
        { years: 1, amount: 500 },
      ]),
    ).toBe(0);
  });

  it('repaying less than lent gives a negative rate, not a made-up zero', () => {
    expect(annualPercentageRate(1000, [{ years: 1, amount: 900 }])).toBeCloseTo(-10, 9);
    const x =
      annualPercentageRate(1000, [
        { years: 0.5, amount: 450 },
        { years: 1, amount: 450 },
      ]) / 100;
    expect(450 * (1 + x) ** -0.5 + 450 * (1 + x) ** -1).toBeCloseTo(1000, 6);
  });

  it.each([
    [0, [{ years: 1, amount: 1 }]],
    [1000, []],
    [1000, [{ years: 0, amount: 1100 }]],
    [1000, [{ years: 1, amount: Number.NaN }]],
  ] as [number, Repayment[]][])('refuses a loan that is not one: %d lent, %j', (amount, repayments) => {
    expect(() => annualPercentageRate(amount, repayments)).toThrow(RangeError);
  });
});

/** Present value of the repayments at a yearly rate of `pct` per cent. */
const presentValue = (repayments: readonly Repayment[], pct: number) =>
  repayments.reduce((sum, r) => sum + r.amount * (1 + pct / 100) ** -r.years, 0);

describe('RRSO balances the cash flows (property)', () => {
  it('for any schedule, the discounted repayments at the returned rate equal the amount lent within 1 grosz', () => {
    const loan = fc.record({
      amount: fc.integer({ min: 100, max: 25000 }),
      // cost as a share of the amount: 0 to 100%
      costShare: fc.double({ min: 0, max: 1, noNaN: true }),
      kind: fc.constantFrom('single', 'monthly'),
      term: fc.integer({ min: 1, max: 48 }),
      days: fc.integer({ min: 1, max: 365 }),
    });
    fc.assert(
      fc.property(loan, ({ amount, costShare, kind, term, days }) => {
        const total = Math.round(amount * (1 + costShare) * 100) / 100;
        const repayments: Repayment[] =
          kind === 'single'
            ? [{ years: days / 365, amount: total }]
            : Array.from({ length: term }, (_, i) => ({ years: (i + 1) / 12, amount: total / term }));
        const pct = annualPercentageRate(amount, repayments);
        expect(Math.abs(presentValue(repayments, pct) - amount)).toBeLessThanOrEqual(0.01);
        // Even shares of the total may add up to a hair under it: a rate of −1e−14 %, not a loss.
        expect(pct).toBeGreaterThan(-1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it('for any loan any offer gives, the RRSO of loanFigures balances its own repayments', () => {
    const offer = fc.record({
      kind: fc.constantFrom('short', 'instalment'),
      interest: fc.double({ min: 0, max: 14.5, noNaN: true }),
      commission: fc.double({ min: 0, max: 60, noNaN: true }),
      yearly: fc.double({ min: 0, max: 20, noNaN: true }),
      amount: fc.integer({ min: 100, max: 25000 }),
      term: fc.integer({ min: 1, max: 65 }),
      firstLoan: fc.boolean(),
    });
    fc.assert(
      fc.property(offer, ({ kind, interest, commission, yearly, amount, term, firstLoan }) => {
        const priced: Offer = {
          ...(kind === 'short' ? SHORT : INSTALMENT),
          pricing: { interestYearlyPct: interest, commissionPct: commission, commissionYearlyPct: yearly },
        };
        const t = kind === 'short' ? term : Math.min(48, term);
        const figures = loanFigures(priced, amount, t, LAW, { firstLoan });
        expect(Math.abs(presentValue(figures.repayments, figures.rrsoPct) - amount)).toBeLessThanOrEqual(0.01);
        // The legal caps hold for whatever the offer asks.
        // The commission cap holds for whatever the offer asks (interest above the maximum is refused: offerProblems).
        expect(figures.fees).toBeLessThanOrEqual(nonInterestCap(amount, calendarTermDays(t, priced.term.unit), LAW));
        expect(figures.totalToRepay).toBeCloseTo(amount + figures.interest + figures.fees, 2);
      }),
      { numRuns: 500 },
    );
  });
});

describe('exampleFigures', () => {
  it('prices the representative example for a paying customer, even inside a free-first-loan promotion', () => {
    const figures = exampleFigures(SHORT, LAW);
    expect(figures).toMatchObject({ amount: 1000, term: 30, free: false, totalCost: 120.54 });
    expect(roundPct(figures.rrsoPct)).toBe(SHORT.rrsoPct);
  });
});

describe('validateOfferList', () => {
  const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

  it('accepts a valid list as it comes over the wire', () => {
    const result = validateOfferList(wire([SHORT, INSTALMENT]));
    expect(result).toEqual({ ok: true, value: [SHORT, INSTALMENT] });
  });

  it('accepts an empty list', () => {
    expect(validateOfferList([])).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['not an array', { offers: [] }, 'must be a JSON array'],
    ['a string item', ['x'], 'offers[0] must be an object'],
    ['a duplicate id', [SHORT, SHORT], 'offer_id 901 is not unique'],
    [
      'interest that is no rate at all',
      [{ ...SHORT, pricing: { interestYearlyPct: 160, commissionPct: 0 } }],
      'offers[0].pricing.interestYearlyPct',
    ],
    ['an example without its date', [{ ...SHORT, example: { amount: 1000, term: 30 } }], 'offers[0].example.date'],
    ['an http url', [{ ...SHORT, url: 'http://testowy.example/' }], 'offers[0].url must be an https address'],
    [
      'min above max',
      [{ ...SHORT, amount: { min: 600, max: 500, step: 100 } }],
      'offers[0].amount.min must not exceed max',
    ],
    ['an instalment offer in days', [{ ...INSTALMENT, term: { ...SHORT.term } }], 'offers[0].term.unit must be months'],
    ['an unknown category', [{ ...SHORT, categories: [3, 12] }], 'offers[0].categories'],
    [
      'an example outside the offer',
      [{ ...SHORT, example: { amount: 9000, term: 30, date: '2026-11-28' } }],
      'offers[0].example.amount',
    ],
    ['a bad colour', [{ ...SHORT, logo: { ...SHORT.logo, color: 'white' } }], 'offers[0].logo.color'],
    ['an age limit below 18', [{ ...SHORT, age: { min: 16, max: 70 } }], 'offers[0].age.min'],
    ['a missing name', [{ ...SHORT, name: undefined }], 'offers[0].name'],
  ])('refuses %s', (_, input, message) => {
    const result = validateOfferList(wire(input));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it('reports at most five problems and counts the rest', () => {
    const result = validateOfferList([{}]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/\(and \d+ more\)$/);
  });
});
