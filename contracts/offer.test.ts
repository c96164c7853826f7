import { describe, expect, it } from 'vitest';
import {
  fitsOffer,
  loanCost,
  MAX_INTEREST_YEARLY_PCT,
  nonInterestCap,
  rrsoFromPayments,
  rrsoOf,
  rrsoSingleRepayment,
  termInDays,
  validateOfferList,
  type Offer,
} from './offer';

/** A short-term offer priced at both legal caps, with the first loan free up to 2 000 zł / 30 days. */
const SHORT: Offer = {
  offer_id: 901,
  lenderId: 'testowy',
  name: 'Testowy',
  kind: 'short',
  amount: { min: 100, max: 5000, step: 100 },
  term: { unit: 'days', min: 5, max: 65, step: 1 },
  firstLoanFree: { maxAmount: 2000, maxDays: 30 },
  pricing: { interestYearlyPct: 15, commissionPct: 10, commissionYearlyPct: 10 },
  rrsoPct: 299.4,
  age: { min: 18, max: 75 },
  checks: { bik: true, krd: true, big: false, erif: false },
  acceptsNegativeHistory: false,
  idOnly: true,
  foreignersAccepted: false,
  decisionMinutes: 15,
  payoutNote: 'Przelew nawet w 15 minut',
  example: { amount: 1000, term: 30 },
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
  example: { amount: 12000, term: 12 },
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
    expect(loanCost(SHORT, 2000, 30)).toEqual({
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
    // fees     = 2001 × (10% + 10% × 30/365) = 200.10 + 16.4466 = 216.5466 → 216.55 (exactly the cap)
    // total    = 24.67 + 216.55 = 241.22; to repay 2001 + 241.22 = 2242.22
    expect(loanCost(SHORT, 2001, 30)).toEqual({
      interest: 24.67,
      fees: 216.55,
      totalCost: 241.22,
      totalToRepay: 2242.22,
      free: false,
      instalments: null,
    });
  });

  it('charges one day over the term limit', () => {
    // interest = 2000 × 15% × 31/365 = 25.48; fees = 200 + 2000 × 10% × 31/365 = 200 + 16.99 = 216.99
    const cost = loanCost(SHORT, 2000, 31);
    expect(cost.free).toBe(false);
    expect(cost.interest).toBe(25.48);
    expect(cost.fees).toBe(216.99);
    expect(cost.totalCost).toBe(242.47);
  });

  it('charges a later loan even inside the limits', () => {
    // interest = 1000 × 15% × 30/365 = 12.3288 → 12.33; fees = 100 + 8.2192 = 108.2192 → 108.22
    expect(loanCost(SHORT, 1000, 30, PAID)).toMatchObject({
      interest: 12.33,
      fees: 108.22,
      totalCost: 120.55,
      totalToRepay: 1120.55,
      free: false,
    });
  });
});

describe('loanCost: legal caps', () => {
  it('caps the commission at 10% + 10% a year of the amount', () => {
    // commission 30% = 300 zł; cap for 30 days = 1000 × (10% + 10% × 30/365) = 108.22
    const greedy: Offer = { ...SHORT, pricing: { interestYearlyPct: 15, commissionPct: 30 } };
    expect(loanCost(greedy, 1000, 30, PAID).fees).toBe(108.22);
    // 65 days: cap = 1000 × (10% + 10% × 65/365) = 100 + 17.808 = 117.81
    expect(loanCost(greedy, 1000, 65, PAID).fees).toBe(117.81);
  });

  it('caps the commission at 45% of the amount however long the term', () => {
    // 48 months: 10% + 10% × 4 years = 50%, above the 45% ceiling → 1000 × 45% = 450
    expect(nonInterestCap(1000, 4)).toBe(450);
    const greedy: Offer = { ...INSTALMENT, pricing: { interestYearlyPct: 0, commissionPct: 60 } };
    expect(loanCost(greedy, 1000, 48).fees).toBe(450);
  });

  it('caps interest at the statutory maximum', () => {
    expect(MAX_INTEREST_YEARLY_PCT).toBe(15); // 2 × (4.00 + 3.5)
    // 20% asked, 15% charged: 1000 × 15% × 30/365 = 12.33
    const usurious: Offer = { ...SHORT, pricing: { interestYearlyPct: 20, commissionPct: 0 } };
    expect(loanCost(usurious, 1000, 30, PAID).interest).toBe(12.33);
  });
});

describe('loanCost: instalments', () => {
  it('prices a 12-month annuity', () => {
    // r = 12% / 12 = 1% a month; A = 12000 × 0.01 / (1 − 1.01^−12) = 120 / 0.112551 = 1066.1855
    // interest = 12 × 1066.1855 − 12000 = 794.2256 → 794.23; fees = 5% × 12000 = 600 (cap 20% = 2400)
    // total = 1394.23; to repay 13394.23; 13394.23 / 12 = 1116.1858 → 1116.19; last = 13394.23 − 11 × 1116.19 = 1116.14
    expect(loanCost(INSTALMENT, 12000, 12)).toEqual({
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
    expect(loanCost(zero, 1200, 12)).toMatchObject({ interest: 0, totalToRepay: 1200, instalments: { regular: 100, last: 100 } });
  });
});

describe('loanCost: rounding to grosze', () => {
  it('rounds each part half up', () => {
    // interest = 333 × 15% × 7/365 = 0.95795 → 0.96
    // fees = 333 × 10% + 333 × 10% × 7/365 = 33.30 + 0.63863 = 33.93863 → 33.94
    // total = 34.90; to repay 367.90
    expect(loanCost(SHORT, 333, 7, PAID)).toMatchObject({ interest: 0.96, fees: 33.94, totalCost: 34.9, totalToRepay: 367.9 });
  });

  it('rounds x.xx5 up, not down through binary error', () => {
    // 1.005 is 1.00499999… in binary; the cost model must still give 1.01
    const flat: Offer = { ...SHORT, pricing: { interestYearlyPct: 0, commissionPct: 0.1005 } };
    expect(loanCost(flat, 1000, 10, PAID).fees).toBe(1.01);
  });
});

describe('fitsOffer', () => {
  it.each([
    [SHORT, 100, 5, undefined, true],
    [SHORT, 5000, 65, undefined, true],
    [SHORT, 99, 30, undefined, false],
    [SHORT, 5001, 30, undefined, false],
    [SHORT, 1000, 4, undefined, false],
    [SHORT, 1000, 66, undefined, false],
    [SHORT, 1000, 2, 'months', true], // 2 months = 61 days
    [SHORT, 1000, 3, 'months', false], // 91 days
    [INSTALMENT, 5000, 90, 'days', false], // 90 / 30.42 = 2.96 months < 3
    [INSTALMENT, 5000, 92, 'days', true], // 3.02 months
    [INSTALMENT, 5000, Number.NaN, undefined, false],
  ] as const)('%#: %d zł for %d → %s', (offer, amount, term, unit, expected) => {
    expect(fitsOffer(offer, amount, term, unit)).toBe(expected);
  });
});

describe('RRSO', () => {
  it('uses the EU formula for one repayment', () => {
    // (1 + 120.55 / 1000)^(365/30) − 1 = 1.12055^12.1667 − 1 = 2.99405 → 299.40%
    expect(rrsoSingleRepayment(1000, 120.55, 30)).toBe(299.4);
    // a year: (1 + 100/1000)^1 − 1 = 10%
    expect(rrsoSingleRepayment(1000, 100, 365)).toBe(10);
  });

  it('solves the EU formula for a schedule', () => {
    expect(rrsoFromPayments(1000, [{ years: 1, amount: 1100 }])).toBe(10);
    expect(rrsoFromPayments(1000, [{ years: 1, amount: 1000 }])).toBe(0);
    // 1% a month compounded: 1.01^12 − 1 = 12.68%
    const schedule = Array.from({ length: 12 }, (_, i) => ({ years: (i + 1) / 12, amount: 88.84878867 }));
    expect(rrsoFromPayments(1000, schedule)).toBe(12.68);
  });

  it('is 0% for a free first loan and matches the single-repayment formula otherwise', () => {
    expect(rrsoOf(SHORT, 1000, 30)).toBe(0);
    expect(rrsoOf(SHORT, 1000, 30, PAID)).toBe(rrsoSingleRepayment(1000, 120.55, 30));
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
      'interest above the legal maximum',
      [{ ...SHORT, pricing: { interestYearlyPct: 16, commissionPct: 0 } }],
      'offers[0].pricing.interestYearlyPct',
    ],
    ['an http url', [{ ...SHORT, url: 'http://testowy.example/' }], 'offers[0].url must be an https address'],
    ['min above max', [{ ...SHORT, amount: { min: 600, max: 500, step: 100 } }], 'offers[0].amount.min must not exceed max'],
    ['an instalment offer in days', [{ ...INSTALMENT, term: { ...SHORT.term } }], 'offers[0].term.unit must be months'],
    ['an unknown category', [{ ...SHORT, categories: [3, 12] }], 'offers[0].categories'],
    ['an example outside the offer', [{ ...SHORT, example: { amount: 9000, term: 30 } }], 'offers[0].example.amount'],
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
