import { describe, expect, it } from 'vitest';
import {
  earns,
  isPayable,
  type LenderReport,
  type PayableInput,
  partnerShareMinor,
  payableFrom,
  revenueMinor,
  type PayoutTerms,
} from './payout';
import type { ConversionStatus } from './states';

const CPL: PayoutTerms = { model: 'cpl', amountMinor: 4000 };
const CPS: PayoutTerms = { model: 'cps', amountMinor: 12000 };
const PCT: PayoutTerms = { model: 'cps_percent', percent: 3.5 };
/** The lender reported a first loan of 2 000 zł and no payout of its own. */
const first: LenderReport = { payoutMinor: null, currency: null, loanAmountMinor: 200_000, firstLoan: true };
const loan = (loanAmountMinor: number | null, firstLoan = true): LenderReport => ({
  payoutMinor: null,
  currency: null,
  loanAmountMinor,
  firstLoan,
});

describe('revenueMinor', () => {
  it.each<[PayoutTerms, ConversionStatus, LenderReport, number]>([
    [CPL, 'pending', first, 0],
    [CPL, 'approved', first, 4000],
    [CPL, 'paid', first, 4000],
    [CPL, 'paid', loan(200_000, false), 4000],
    [CPL, 'rejected', first, 0],
    [CPL, 'reversed', first, 0],
    [CPS, 'approved', first, 0],
    [CPS, 'paid', first, 12000],
    [CPS, 'paid', loan(200_000, false), 0],
    [CPS, 'reversed', first, 0],
    [PCT, 'paid', first, 7000],
    [PCT, 'paid', loan(123_400), 4319],
    [PCT, 'paid', loan(null), 0],
    [PCT, 'approved', first, 0],
    [PCT, 'paid', loan(200_000, false), 0],
    // The lender's own payout in złoty is what it owes, whatever the model; in another currency the terms apply.
    [CPL, 'approved', { ...first, payoutMinor: 4500 }, 4500],
    [CPS, 'paid', { ...first, payoutMinor: 9900, currency: 'PLN' }, 9900],
    [PCT, 'paid', { ...first, payoutMinor: 6100 }, 6100],
    [PCT, 'paid', { ...first, payoutMinor: 6100, currency: 'EUR' }, 7000],
    [PCT, 'pending', { ...first, payoutMinor: 6100 }, 0],
  ])('%j at %s with %j → %i', (terms, status, report, expected) => {
    expect(revenueMinor(terms, status, report)).toBe(expected);
  });
});

describe('earns', () => {
  it.each<[PayoutTerms['model'], ConversionStatus, boolean]>([
    ['cpl', 'approved', true],
    ['cpl', 'pending', false],
    ['cps', 'approved', false],
    ['cps', 'paid', true],
    ['cps_percent', 'reversed', false],
  ])('%s at %s → %s', (model, status, expected) => expect(earns(model, status)).toBe(expected));
});

describe('partnerShareMinor', () => {
  it.each([
    [4000, 100, 4000],
    [4000, 70, 2800],
    [4001, 50, 2000],
    [4000, 0, 0],
  ])('%i at %i%% → %i', (revenue, share, expected) => expect(partnerShareMinor(revenue, share)).toBe(expected));
});

describe('payableFrom', () => {
  it.each([
    ['2026-03-10T12:00:00.000Z', 14, '2026-04-15T00:00:00.000Z'],
    ['2026-03-31T23:59:59.000Z', 14, '2026-04-15T00:00:00.000Z'],
    ['2026-04-01T00:00:00.000Z', 14, '2026-05-15T00:00:00.000Z'],
    ['2026-12-05T08:00:00.000Z', 14, '2027-01-15T00:00:00.000Z'],
    ['2028-02-10T08:00:00.000Z', 0, '2028-03-01T00:00:00.000Z'],
    ['2026-02-10T08:00:00.000Z', 30, '2026-03-31T00:00:00.000Z'],
  ])('earned %s, window %i days → %s', (earned, days, expected) => expect(payableFrom(earned, days)).toBe(expected));

  it('refuses a date it cannot read', () => expect(() => payableFrom('yesterday', 14)).toThrow(RangeError));
});

describe('isPayable', () => {
  const base: PayableInput = {
    model: 'cps',
    status: 'paid',
    payableFrom: '2026-04-15T00:00:00.000Z',
    holdReason: null,
  };
  it.each<[string, Partial<PayableInput>, string, boolean]>([
    ['inside the window', {}, '2026-04-14T23:59:59.999Z', false],
    ['after the window', {}, '2026-04-15T00:00:00.000Z', true],
    ['on hold', { holdReason: 'ip_burst' }, '2026-05-01T00:00:00.000Z', false],
    ['not earning', { status: 'approved' }, '2026-05-01T00:00:00.000Z', false],
    ['no date yet', { payableFrom: null }, '2026-05-01T00:00:00.000Z', false],
  ])('%s', (_, change, now, expected) => expect(isPayable({ ...base, ...change }, now)).toBe(expected));
});
