// What a lender owes us for a conversion, and from when it may be paid. Pure functions of the lender's terms,
// the conversion and dates; the server's configuration supplies the terms (config.ts).
import type { ConversionStatus } from './states';

/**
 * The three models lenders in this trade pay by:
 * - cpl: a fixed sum for a lead the lender accepted (status approved, or paid);
 * - cps: a fixed sum for a customer's first loan paid out (status paid);
 * - cps_percent: a share of the paid-out first loan's amount (status paid).
 */
export type PayoutTerms =
  | { model: 'cpl'; amountMinor: number }
  | { model: 'cps'; amountMinor: number }
  | { model: 'cps_percent'; percent: number };
export type PayoutModel = PayoutTerms['model'];

/** The validation window lenders keep to find fraud and cancellations: days after the end of the earning month. */
export const DEFAULT_VALIDATION_DAYS = 14;

/** The statuses at which a model earns; a conversion that leaves them (rejected, reversed) earns nothing. */
export function earns(model: PayoutModel, status: ConversionStatus): boolean {
  if (model === 'cpl') return status === 'approved' || status === 'paid';
  return status === 'paid';
}

/** What the lender itself reports about a conversion: never a value from the partner's link or the visitor. */
export interface LenderReport {
  /** The payout the lender says it owes, in grosze; counted only in złoty (currency PLN or not given). */
  payoutMinor: number | null;
  currency: string | null;
  /** The loan the lender paid out, in grosze (its postback's `amount`). */
  loanAmountMinor: number | null;
  firstLoan: boolean;
}

/**
 * Our revenue in minor units for a conversion now at `status`: 0 unless it earns. Then the lender's reported payout
 * in złoty when it sends one (it is what the lender owes), else its configured terms: the fixed sum, or the
 * percentage of the loan amount the lender reports. CPS models pay for a first loan only (`first_loan=0` owes
 * nothing). The click's amount, which the partner's link carries, is never used: a percentage conversion whose
 * lender reports neither a payout nor an amount earns nothing rather than a figure the partner chose.
 */
export function revenueMinor(terms: PayoutTerms, status: ConversionStatus, report: LenderReport): number {
  if (!earns(terms.model, status)) return 0;
  if (terms.model !== 'cpl' && !report.firstLoan) return 0;
  if (report.payoutMinor !== null && (report.currency === null || report.currency === 'PLN')) return report.payoutMinor;
  if (terms.model !== 'cps_percent') return terms.amountMinor;
  if (report.loanAmountMinor === null || report.loanAmountMinor <= 0) return 0;
  return Math.round((report.loanAmountMinor * terms.percent) / 100);
}

/** The partner's share of our revenue, rounded down to the grosz (the remainder stays with us, never over-paid). */
export function partnerShareMinor(revenue: number, sharePercent: number): number {
  return Math.floor((revenue * sharePercent) / 100);
}

/**
 * The first day a conversion earned at `earnedAt` may be paid: the end of its UTC month plus the validation
 * window, as an ISO date-time at 00:00 UTC of the next day after the window. 14 days after a conversion earned
 * on 10 March: payable from 15 April 00:00 UTC (31 March + 14 days = 14 April, the whole of that day included).
 */
export function payableFrom(earnedAt: string, validationDays: number): string {
  const earned = new Date(earnedAt);
  if (Number.isNaN(earned.getTime())) throw new RangeError(`not a date: ${earnedAt}`);
  // Day 0 of the next month is the last day of this one; +1 day gives the first instant after the month.
  const afterMonth = Date.UTC(earned.getUTCFullYear(), earned.getUTCMonth() + 1, 1);
  return new Date(afterMonth + validationDays * 86_400_000).toISOString();
}

export interface PayableInput {
  model: PayoutModel;
  status: ConversionStatus;
  payableFrom: string | null;
  holdReason: string | null;
}

/** Payable now: it earns, it has no open hold, and the validation window is over. */
export function isPayable(c: PayableInput, now: string): boolean {
  return earns(c.model, c.status) && !c.holdReason && c.payableFrom !== null && now >= c.payableFrom;
}
