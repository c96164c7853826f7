// One offer of the configuration list (SPEC §3 "Offer", §7 GET {configURL}) and the cost model the site,
// the widgets and the server share. Pure functions of numbers: no DOM, no Node.
import type { IsoDay, PricingLaw } from './law';
import { err, ok, type Result } from './result';

export type OfferKind = 'short' | 'instalment';
export type TermUnit = 'days' | 'months';

/** Meta ids of the nine loan category pages (SPEC §2, second table). */
export const CATEGORY_META_IDS = [3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

export interface Offer {
  /** SPEC §3: the id the lead's feed orders by; stable, 101 and up. */
  offer_id: number;
  /** Lender slug, the key of LENDERS in contracts/lenders.ts. */
  lenderId: string;
  /** Lender name as shown on the card. */
  name: string;
  /** 'short': one repayment after `term` days; 'instalment': monthly annuity over `term` months. */
  kind: OfferKind;
  amount: { min: number; max: number; step: number };
  term: { unit: TermUnit; min: number; max: number; step: number };
  /** The first loan costs nothing up to these limits; null when the lender has no such promotion. */
  firstLoanFree: { maxAmount: number; maxDays: number } | null;
  pricing: {
    interestYearlyPct: number;
    /** One-off non-interest cost, % of the amount. */
    commissionPct: number;
    /** Non-interest cost that grows with the term, % of the amount per year. */
    commissionYearlyPct?: number;
  };
  /** RRSO of the representative example, in per cent. */
  rrsoPct: number;
  age: { min: number; max: number };
  /** true = the lender checks that register. */
  checks: { bik: boolean; krd: boolean; big: boolean; erif: boolean };
  /** Accepts people with entries in KRD/BIK. */
  acceptsNegativeHistory: boolean;
  /** Only an ID card is needed, no income certificates. */
  idOnly: boolean;
  /** Accepts foreign citizens with PESEL and a residence document. */
  foreignersAccepted: boolean;
  decisionMinutes: number;
  payoutNote: string;
  /**
   * The representative example: amount and term (in the offer's unit) it was calculated for, and the day of the
   * calculation (YYYY-MM-DD), which is also the day the example loan starts.
   */
  example: { amount: number; term: number; date: IsoDay };
  /** The full "przykład reprezentatywny" as the lender publishes it. */
  representativeExample: string;
  url: string;
  /**
   * The lender's name for its sub-id parameter, which carries our click id (the affiliate ledger); absent means
   * `click_id`. From the lender's content.
   */
  clickParam?: string;
  logo: { initials: string; background: string; color: string };
  /** Category meta ids (3–11) the offer is listed on. */
  categories: number[];
  /**
   * Our editorial rank (1 = first) for the content's own order; no list or feed is ordered by it
   * (contracts/offer-order.ts).
   */
  recommendedRank: number;
  highlights: string[];
  /** The lender paid for this offer to be shown: its card says "Reklama" and the list's order line says so. */
  paidPlacement?: boolean;
}

/** The fields the cost model reads, so a half-built offer (e.g. while writing its example) can be priced. */
export type PricedOffer = Pick<Offer, 'kind' | 'amount' | 'term' | 'firstLoanFree' | 'pricing'>;

// --- Legal limits ---------------------------------------------------------------------------------------------
// The figures of the law (maximum interest, the art. 36a cap) come from contracts/law.ts for the day a loan is
// shown (`lawOn(day)`); the functions here take that law as an argument and type no legal number themselves.

export const DAYS_PER_YEAR = 365;
export const MONTHS_PER_YEAR = 12;
/** A month counts as 1/12 of a year, as Annex I of the Consumer Credit Directive allows for RRSO. */
const DAYS_PER_MONTH = DAYS_PER_YEAR / MONTHS_PER_YEAR;

/**
 * Money is shown and compared in grosze; rounding at 12 significant digits first undoes binary noise (1.005 → 1.01).
 */
export const roundToGrosz = (value: number): number => Math.round(Number((value * 100).toPrecision(12))) / 100;
/** A cap in grosze: never rounded up, so no figure can pass it by a fraction of a grosz. */
export const floorToGrosz = (value: number): number => Math.floor(Number((value * 100).toPrecision(12))) / 100;
/** @alias A percentage as shown: two decimals (0,01 pp), rounded the same way as money. */
export const roundPct = roundToGrosz;

/**
 * The term in days for sliders and unit conversion: months count as 365/12 days, rounded (1 → 30, 3 → 91, 12 → 365).
 */
export function termInDays(term: number, unit: TermUnit): number {
  return unit === 'days' ? term : Math.round(term * DAYS_PER_MONTH);
}

/** The term as a fraction of a year, exact for whole months (6 months → 0.5). */
export function termInYears(term: number, unit: TermUnit): number {
  return unit === 'days' ? term / DAYS_PER_YEAR : term / MONTHS_PER_YEAR;
}

/**
 * A whole term in `to` that covers `term` in `from`: days to months is the fewest whole months lasting at least
 * that many days (30 → 1, 31 → 2, 61 → 2, 90 → 3, 92 → 4); months to days goes through termInDays.
 */
export function termInUnit(term: number, from: TermUnit, to: TermUnit): number {
  const whole = Math.ceil(term - 1e-9);
  if (from === to) return whole;
  if (to === 'days') return termInDays(whole, 'months');
  let months = Math.max(1, Math.ceil(whole / DAYS_PER_MONTH));
  while (months > 1 && termInDays(months - 1, 'months') >= whole) months -= 1;
  while (termInDays(months, 'months') < whole) months += 1;
  return months;
}

// --- Calendar days of a term (art. 36a counts the days of the term, not twelfths of a year) --------------------

const DAY_MS = 86_400_000;
const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthLength = (year: number, month: number): number =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
const parseDay = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m, d];
};

/** Days from `start` (YYYY-MM-DD) to the same day `months` later (the month's last day when it has no such day). */
function monthsSpanFrom(start: string, months: number): number {
  const [y, m, d] = parseDay(start);
  const total = m - 1 + months;
  const endYear = y + Math.floor(total / 12);
  const endMonth = (total % 12) + 1;
  const end = Date.UTC(endYear, endMonth - 1, Math.min(d, monthLength(endYear, endMonth)));
  return Math.round((end - Date.UTC(y, m - 1, d)) / DAY_MS);
}

const shortestSpans = new Map<number, number>();
/**
 * The fewest days `months` whole months can last, over every start day (1 → 28, 3 → 89, 12 → 365): the span used
 * when the day a loan starts is not known, so a cap is never counted over days the loan may not have. Four years
 * of start days hold every pattern of February until 2100.
 */
export function shortestMonthsSpan(months: number): number {
  let shortest = shortestSpans.get(months);
  if (shortest !== undefined) return shortest;
  shortest = Infinity;
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += DAY_MS) {
    shortest = Math.min(shortest, monthsSpanFrom(new Date(t).toISOString().slice(0, 10), months));
  }
  shortestSpans.set(months, shortest);
  return shortest;
}

/** The term in calendar days from `start` (YYYY-MM-DD); without a start, the shortest span the term can have. */
export function calendarTermDays(term: number, unit: TermUnit, start?: string): number {
  if (unit === 'days') return term;
  return start ? monthsSpanFrom(start, term) : shortestMonthsSpan(term);
}

/** R of art. 36a, the days of the year: of the year the loan starts in; 365 when the start is not known. */
export const daysInYearOf = (start?: string): number => (start && isLeap(parseDay(start)[0]) ? 366 : DAYS_PER_YEAR);

/**
 * Most non-interest cost a lender may charge (ustawa o kredycie konsumenckim art. 36a, figures from `law`):
 * K × fixed% + K × n/R × yearly%, at most K × max%, n the term in days, R the days of the year; floored to the grosz.
 */
export function nonInterestCap(
  amount: number,
  termDays: number,
  law: PricingLaw,
  daysInYear: number = DAYS_PER_YEAR,
): number {
  const { fixedPct, yearlyPct, maxPct } = law.nonInterestCap;
  const pct = Math.min(fixedPct + (yearlyPct * termDays) / daysInYear, maxPct);
  return floorToGrosz((amount * pct) / 100);
}

/**
 * Most interest a lender may charge on `amount` for `term` (art. 359 §2¹ KC, the rate from `law`). The law caps the
 * rate: this is the interest at that rate, rounded to the grosz as every interest figure is.
 */
export function maxInterest(kind: OfferKind, amount: number, term: number, unit: TermUnit, law: PricingLaw): number {
  return roundToGrosz(
    kind === 'short'
      ? (amount * law.maxInterestYearlyPct * termInYears(term, unit)) / 100
      : annuityInterest(amount, law.maxInterestYearlyPct, term),
  );
}

// --- Cost model -----------------------------------------------------------------------------------------------

export interface LoanCost {
  interest: number;
  /** Commission, after the non-interest cap. */
  fees: number;
  totalCost: number;
  totalToRepay: number;
  /** The first-loan-free promotion applies: no cost at all. */
  free: boolean;
  /**
   * Instalment offers: monthly instalments (interest annuity plus an equal share of the fees); null for one repayment.
   */
  instalments: { count: number; regular: number; last: number } | null;
}

export interface CostOptions {
  /** Whether the visitor takes their first loan with this lender (comparison default: yes). */
  firstLoan?: boolean;
  /**
   * The day the loan starts (YYYY-MM-DD), when known: art. 36a counts a term in months in calendar days from it.
   * Unknown (a card priced for whoever reads it): the shortest span the term can have.
   */
  start?: IsoDay;
}

/** Whether a first loan of `amount` for `term` (in `unit`) falls inside the offer's free promotion. */
export function isFreeFirstLoan(
  offer: PricedOffer,
  amount: number,
  term: number,
  unit: TermUnit = offer.term.unit,
): boolean {
  const promo = offer.firstLoanFree;
  return promo !== null && amount <= promo.maxAmount && termInDays(term, unit) <= promo.maxDays;
}

/** Total interest of an annuity repaid in `months` equal monthly instalments. */
function annuityInterest(amount: number, yearlyPct: number, months: number): number {
  const r = yearlyPct / 100 / MONTHS_PER_YEAR;
  if (r === 0) return 0;
  // 1 − (1 + r)^−n through expm1/log1p, so a rate near zero does not cancel to 0/0.
  const instalment = (amount * r) / -Math.expm1(-months * Math.log1p(r));
  return instalment * months - amount;
}

/**
 * What a loan of `amount` zł for `term` (in the offer's unit) costs under `law`, in złoty rounded to grosze.
 * Interest is the offer's own rate: an offer above the law's maximum is not shown at all (offerProblems), never
 * shown at a rate it does not charge. The commission is held to the art. 36a cap of that very loan.
 */
export function loanCost(
  offer: PricedOffer,
  amount: number,
  term: number,
  law: PricingLaw,
  options: CostOptions = {},
): LoanCost {
  const count = offer.kind === 'instalment' ? term : 1;
  if ((options.firstLoan ?? true) && isFreeFirstLoan(offer, amount, term)) {
    const share = roundToGrosz(amount / count);
    const instalments =
      offer.kind === 'instalment' ? { count, regular: share, last: roundToGrosz(amount - share * (count - 1)) } : null;
    return { interest: 0, fees: 0, totalCost: 0, totalToRepay: roundToGrosz(amount), free: true, instalments };
  }
  const years = termInYears(term, offer.term.unit);
  const rate = offer.pricing.interestYearlyPct;
  // Short loans: simple interest for the days lent; instalment loans: interest of a monthly annuity.
  const interest = roundToGrosz(
    offer.kind === 'short' ? (amount * rate * years) / 100 : annuityInterest(amount, rate, term),
  );
  const commission = (amount * (offer.pricing.commissionPct + (offer.pricing.commissionYearlyPct ?? 0) * years)) / 100;
  const cap = nonInterestCap(
    amount,
    calendarTermDays(term, offer.term.unit, options.start),
    law,
    daysInYearOf(options.start),
  );
  const fees = Math.min(roundToGrosz(commission), cap);
  const totalCost = roundToGrosz(interest + fees);
  const totalToRepay = roundToGrosz(amount + totalCost);
  let instalments: LoanCost['instalments'] = null;
  if (offer.kind === 'instalment') {
    const regular = roundToGrosz(totalToRepay / count);
    // The last instalment takes the rounding difference, as lenders' schedules do.
    instalments = { count, regular, last: roundToGrosz(totalToRepay - regular * (count - 1)) };
  }
  return { interest, fees, totalCost, totalToRepay, free: false, instalments };
}

// --- RRSO (rzeczywista roczna stopa oprocentowania, the annual percentage rate of charge) ----------------------

/** One repayment of a loan: `years` after the payout (365-day years, a month is 1/12), `amount` in złoty. */
export interface Repayment {
  years: number;
  amount: number;
}

/**
 * RRSO by Annex I of the Consumer Credit Directive (2008/48/EC as amended by 2011/90/EU), for a loan paid out
 * in full at once: the rate X at which Σ repayment·(1 + X)^(−t) equals the amount lent, t in years.
 * Returns X in per cent, unrounded (display rounds to 0,01 pp). One repayment has the closed form
 * (repaid / lent)^(1/t) − 1; a schedule is solved by bisection, whose present value falls as X grows.
 */
export function annualPercentageRate(amount: number, repayments: readonly Repayment[]): number {
  if (!(amount > 0) || !Number.isFinite(amount)) throw new RangeError(`amount lent must be positive, got ${amount}`);
  if (repayments.length === 0) throw new RangeError('a loan needs at least one repayment');
  for (const r of repayments) {
    if (!(r.years > 0) || !Number.isFinite(r.years) || !(r.amount >= 0) || !Number.isFinite(r.amount)) {
      throw new RangeError(`repayment ${JSON.stringify(r)} must come after the payout and be a sum of money`);
    }
  }
  const presentValue = (x: number) => repayments.reduce((sum, r) => sum + r.amount * (1 + x) ** -r.years, 0);
  const total = presentValue(0);
  if (total === amount) return 0;
  if (repayments.length === 1) {
    const only = repayments[0]!;
    return ((only.amount / amount) ** (1 / only.years) - 1) * 100;
  }
  // Bracket the root: above 0 when more is repaid than lent, between −1 and 0 when less.
  let low = 0;
  let high = 0;
  if (total > amount) {
    high = 1;
    while (presentValue(high) > amount && high < 1e12) high *= 2;
  } else {
    low = -0.5;
    while (presentValue(low) < amount && low > -1 + 1e-12) low = (low - 1) / 2;
  }
  // Halve until the bracket stops shrinking (double precision): far below a grosz of present value.
  for (let i = 0; i < 2000; i += 1) {
    const mid = (low + high) / 2;
    if (mid === low || mid === high) break;
    if (presentValue(mid) > amount) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 100;
}

/** The repayments of a loan as loanCost prices it: one after `term` days, or monthly instalments. */
export function repaymentsOf(kind: OfferKind, cost: LoanCost, term: number, unit: TermUnit): Repayment[] {
  if (cost.instalments === null) return [{ years: termInYears(term, unit), amount: cost.totalToRepay }];
  const { count, regular, last } = cost.instalments;
  return Array.from({ length: count }, (_, i) => ({
    years: (i + 1) / MONTHS_PER_YEAR,
    amount: i === count - 1 ? last : regular,
  }));
}

// --- The loan on the screen -----------------------------------------------------------------------------------

/** Every figure of one loan: what a card, a list, a sort, the hub or the server shows or compares. */
export interface LoanFigures extends LoanCost {
  amount: number;
  /** The term in the offer's unit. */
  term: number;
  unit: TermUnit;
  /** Nominal interest a year, in per cent (0 for a free first loan). */
  interestRatePct: number;
  /** RRSO of this very loan, in per cent, unrounded (annualPercentageRate). */
  rrsoPct: number;
  repayments: Repayment[];
}

/**
 * All figures of a loan of `amount` zł for `term` (in the offer's unit): interest, fees, total cost, total to
 * repay, instalments and the RRSO of that loan. The one function everything that shows or sorts money calls.
 */
export function loanFigures(
  offer: PricedOffer,
  amount: number,
  term: number,
  law: PricingLaw,
  options: CostOptions = {},
): LoanFigures {
  const unit = offer.term.unit;
  const cost = loanCost(offer, amount, term, law, options);
  const repayments = repaymentsOf(offer.kind, cost, term, unit);
  return {
    ...cost,
    amount,
    term,
    unit,
    interestRatePct: cost.free ? 0 : offer.pricing.interestYearlyPct,
    rrsoPct: annualPercentageRate(amount, repayments),
    repayments,
  };
}

/**
 * The representative example's figures: its amount and term, priced for a paying customer (not a free first loan),
 * as a loan starting on the day the example was calculated.
 */
export function exampleFigures(offer: PricedOffer & Pick<Offer, 'example'>, law: PricingLaw): LoanFigures {
  return loanFigures(offer, offer.example.amount, offer.example.term, law, {
    firstLoan: false,
    start: offer.example.date,
  });
}

/** The loan an offer can give for a request, and how it differs from what was asked. */
export interface QuotedLoan {
  amount: number;
  /** In the offer's unit. */
  term: number;
  unit: TermUnit;
  /** The offer lends the amount and the term asked for (the term converted to its unit). */
  fits: boolean;
  /** The asked amount was below the offer's minimum or above its maximum; null when it is within. */
  amountLimit: 'min' | 'max' | null;
  /** The asked term (in the offer's unit) was below its minimum or above its maximum. */
  termLimit: 'min' | 'max' | null;
  /** The asked term, converted to the offer's unit (whole days or months). */
  askedTerm: number;
}

/**
 * The loan `offer` would give for `amount` zł over `term` in `unit` (default: the offer's own): the request
 * itself when it fits, otherwise the nearest amount and term the offer lends. Terms are whole days or months.
 */
export function quoteLoan(
  offer: Pick<Offer, 'amount' | 'term'>,
  amount: number,
  term: number,
  unit: TermUnit = offer.term.unit,
): QuotedLoan {
  const askedAmount = Number.isFinite(amount) ? amount : offer.amount.min;
  const askedTerm = Number.isFinite(term) ? termInUnit(term, unit, offer.term.unit) : offer.term.min;
  const amountLimit = askedAmount < offer.amount.min ? 'min' : askedAmount > offer.amount.max ? 'max' : null;
  const termLimit = askedTerm < offer.term.min ? 'min' : askedTerm > offer.term.max ? 'max' : null;
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  return {
    amount: clamp(askedAmount, offer.amount.min, offer.amount.max),
    term: clamp(askedTerm, offer.term.min, offer.term.max),
    unit: offer.term.unit,
    fits: Number.isFinite(amount) && Number.isFinite(term) && amountLimit === null && termLimit === null,
    amountLimit,
    termLimit,
    askedTerm,
  };
}

/** Whether the offer lends `amount` for `term`; `unit` defaults to the offer's own (converted by termInUnit). */
export function fitsOffer(
  offer: Pick<Offer, 'amount' | 'term'>,
  amount: number,
  term: number,
  unit: TermUnit = offer.term.unit,
): boolean {
  // Steps are the lender's form granularity; an amount between steps still fits, the lender rounds it.
  return quoteLoan(offer, amount, term, unit).fits;
}

/** Largest gap allowed between an offer's stated RRSO and the model's RRSO of its representative example. */
export const STATED_RRSO_TOLERANCE_PP = 0.1;

// --- Wire validation ------------------------------------------------------------------------------------------

/** Most offers a configuration list may hold; more means a broken or hostile answer. */
const MAX_OFFERS = 200;
const MAX_TEXT = 2000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A lender's sub-id parameter name. */
const CLICK_PARAM = /^[A-Za-z][\w-]{0,39}$/;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** Consumer credit is for adults (18) and nobody lends past 100. */
const AGE_LIMITS = { min: 18, max: 100 } as const;

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads fields of one object, collecting problems instead of throwing (DESIGN.md, "Failures stay inside"). */
class FieldReader {
  constructor(
    private readonly obj: Obj,
    private readonly path: string,
    private readonly problems: string[],
  ) {}

  problem(key: string, message: string): void {
    this.problems.push(`${this.path}.${key} ${message}`);
  }

  num(key: string, limits: { min?: number; max?: number; integer?: boolean } = {}): number {
    const value = this.obj[key];
    const ok =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (!limits.integer || Number.isInteger(value)) &&
      (limits.min === undefined || value >= limits.min) &&
      (limits.max === undefined || value <= limits.max);
    if (!ok) {
      const range = `${limits.min ?? '-∞'}..${limits.max ?? '∞'}`;
      this.problem(key, `must be ${limits.integer ? 'an integer' : 'a number'} in ${range}`);
      return Number.NaN;
    }
    return value;
  }

  optionalNum(key: string, limits: { min?: number; max?: number } = {}): number | undefined {
    return this.obj[key] === undefined ? undefined : this.num(key, limits);
  }

  str(key: string, pattern?: RegExp): string {
    const value = this.obj[key];
    if (
      typeof value !== 'string' ||
      value.length === 0 ||
      value.length > MAX_TEXT ||
      (pattern && !pattern.test(value))
    ) {
      this.problem(
        key,
        pattern ? `must be a string matching ${pattern}` : `must be a non-empty string (at most ${MAX_TEXT})`,
      );
      return '';
    }
    return value;
  }

  /** A calendar day written YYYY-MM-DD. */
  day(key: string): string {
    const value = this.obj[key];
    if (!isCalendarDay(value)) {
      this.problem(key, 'must be a calendar day written YYYY-MM-DD');
      return '';
    }
    return value;
  }

  bool(key: string): boolean {
    const value = this.obj[key];
    if (typeof value !== 'boolean') this.problem(key, 'must be true or false');
    return value === true;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T {
    const value = this.obj[key];
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
      this.problem(key, `must be one of ${allowed.join(', ')}`);
      return allowed[0] as T;
    }
    return value as T;
  }

  child(key: string): FieldReader {
    const value = this.obj[key];
    if (!isObj(value)) this.problem(key, 'must be an object');
    return new FieldReader(isObj(value) ? value : {}, `${this.path}.${key}`, this.problems);
  }

  has(key: string): boolean {
    return this.obj[key] !== undefined && this.obj[key] !== null;
  }

  strings(key: string, limits: { min: number; max: number }): string[] {
    const value = this.obj[key];
    if (!Array.isArray(value) || value.length < limits.min || value.length > limits.max) {
      this.problem(key, `must be a list of ${limits.min}–${limits.max} strings`);
      return [];
    }
    if (!value.every((item) => typeof item === 'string' && item.length > 0 && item.length <= MAX_TEXT)) {
      this.problem(key, 'must hold only non-empty strings');
      return [];
    }
    return value as string[];
  }

  numbers(key: string, allowed: readonly number[]): number[] {
    const value = this.obj[key];
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'number' && allowed.includes(item))) {
      this.problem(key, `must be a list of ${allowed.join(', ')}`);
      return [];
    }
    return value as number[];
  }
}

function readRange(r: FieldReader): { min: number; max: number; step: number } {
  const range = { min: r.num('min', { min: 1 }), max: r.num('max', { min: 1 }), step: r.num('step', { min: 0.01 }) };
  if (range.min > range.max) r.problem('min', 'must not exceed max');
  return range;
}

function readOffer(item: unknown, path: string, problems: string[]): Offer {
  const r = new FieldReader(isObj(item) ? item : {}, path, problems);
  if (!isObj(item)) problems.push(`${path} must be an object`);
  const kind = r.oneOf('kind', ['short', 'instalment'] as const);
  const amount = readRange(r.child('amount'));
  const termReader = r.child('term');
  const term = { unit: termReader.oneOf('unit', ['days', 'months'] as const), ...readRange(termReader) };
  // One repayment is priced per day and an annuity per month; the other pairings have no cost model.
  const expectedUnit: TermUnit = kind === 'short' ? 'days' : 'months';
  if (term.unit !== expectedUnit) termReader.problem('unit', `must be ${expectedUnit} for ${kind} offers`);
  let firstLoanFree: Offer['firstLoanFree'] = null;
  if (r.has('firstLoanFree')) {
    const f = r.child('firstLoanFree');
    firstLoanFree = { maxAmount: f.num('maxAmount', { min: 1 }), maxDays: f.num('maxDays', { min: 1, integer: true }) };
  }
  const p = r.child('pricing');
  const pricing: Offer['pricing'] = {
    // The law's maximum depends on the day: offerProblems checks it against the law in force.
    interestYearlyPct: p.num('interestYearlyPct', { min: 0, max: 100 }),
    commissionPct: p.num('commissionPct', { min: 0, max: 100 }),
  };
  const commissionYearlyPct = p.optionalNum('commissionYearlyPct', { min: 0, max: 100 });
  if (commissionYearlyPct !== undefined) pricing.commissionYearlyPct = commissionYearlyPct;
  const a = r.child('age');
  const age = {
    min: a.num('min', { ...AGE_LIMITS, integer: true }),
    max: a.num('max', { ...AGE_LIMITS, integer: true }),
  };
  if (age.min > age.max) a.problem('min', 'must not exceed max');
  const c = r.child('checks');
  const checks = { bik: c.bool('bik'), krd: c.bool('krd'), big: c.bool('big'), erif: c.bool('erif') };
  const e = r.child('example');
  const example = {
    amount: e.num('amount', { min: 1 }),
    term: e.num('term', { min: 1, integer: true }),
    date: e.day('date'),
  };
  if (example.amount < amount.min || example.amount > amount.max)
    e.problem('amount', 'must lie within the offer amount');
  if (example.term < term.min || example.term > term.max) e.problem('term', 'must lie within the offer term');
  const l = r.child('logo');
  const logo = {
    initials: l.str('initials', /^\S{1,3}$/u),
    background: l.str('background', HEX_COLOUR),
    color: l.str('color', HEX_COLOUR),
  };
  const url = r.str('url');
  if (url !== '' && !isHttpsUrl(url)) r.problem('url', 'must be an https address');
  const offer: Offer = {
    offer_id: r.num('offer_id', { min: 1, integer: true }),
    lenderId: r.str('lenderId', SLUG),
    name: r.str('name'),
    kind,
    amount,
    term,
    firstLoanFree,
    pricing,
    rrsoPct: r.num('rrsoPct', { min: 0 }),
    age,
    checks,
    acceptsNegativeHistory: r.bool('acceptsNegativeHistory'),
    idOnly: r.bool('idOnly'),
    foreignersAccepted: r.bool('foreignersAccepted'),
    decisionMinutes: r.num('decisionMinutes', { min: 0 }),
    payoutNote: r.str('payoutNote'),
    example,
    representativeExample: r.str('representativeExample'),
    url,
    logo,
    categories: r.numbers('categories', CATEGORY_META_IDS),
    recommendedRank: r.num('recommendedRank', { min: 1, integer: true }),
    highlights: r.strings('highlights', { min: 0, max: 5 }),
  };
  const clickParam = isObj(item) ? item.clickParam : undefined;
  if (clickParam !== undefined) {
    if (typeof clickParam === 'string' && CLICK_PARAM.test(clickParam)) offer.clickParam = clickParam;
    else r.problem('clickParam', 'must be a query parameter name (letters, digits, _ or -, at most 40)');
  }
  const paidPlacement = isObj(item) ? item.paidPlacement : undefined;
  if (paidPlacement !== undefined) {
    if (typeof paidPlacement === 'boolean') offer.paidPlacement = paidPlacement;
    else r.problem('paidPlacement', 'must be true or false');
  }
  return offer;
}

/** YYYY-MM-DD of a day that exists (a local check: contracts/law.ts has one too, with the dated tables beside it). */
function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = parseDay(value);
  return m >= 1 && m <= 12 && d >= 1 && d <= monthLength(y, m);
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

// --- The law of the day -----------------------------------------------------------------------------------------

/**
 * Why an offer may not be shown under `law`, in Polish (empty: it may): interest above the maximum of art. 359 §2¹
 * KC on that day, or a stated RRSO that is not the cost model's RRSO of its representative example. The
 * commission needs no check here: the model holds every loan's fees to its art. 36a cap.
 */
export function offerProblems(offer: Offer, law: PricingLaw): string[] {
  const problems: string[] = [];
  if (offer.pricing.interestYearlyPct > law.maxInterestYearlyPct) {
    problems.push(
      `Oprocentowanie ${offer.pricing.interestYearlyPct.toFixed(2).replace('.', ',')}% przekracza odsetki maksymalne ` +
        `${law.maxInterestYearlyPct.toFixed(2).replace('.', ',')}% (art. 359 § 2¹ KC) obowiązujące w dniu ${law.day.split('-').reverse().join('.')}.`,
    );
  }
  const model = roundPct(exampleFigures(offer, law).rrsoPct);
  if (Math.abs(model - offer.rrsoPct) > STATED_RRSO_TOLERANCE_PP) {
    problems.push(
      `Podane RRSO ${offer.rrsoPct.toFixed(2).replace('.', ',')}% nie zgadza się z RRSO przykładu reprezentatywnego ` +
        `wyliczonym z oferty (${model.toFixed(2).replace('.', ',')}%).`,
    );
  }
  return problems;
}

/** The offers that may be shown under `law`, in their order, and the others with the reasons. */
export function legalOffers<T extends Offer>(
  offers: readonly T[],
  law: PricingLaw,
): { offers: T[]; refused: { offer: T; problems: string[] }[] } {
  const shown: T[] = [];
  const refused: { offer: T; problems: string[] }[] = [];
  for (const offer of offers) {
    const problems = offerProblems(offer, law);
    if (problems.length === 0) shown.push(offer);
    else refused.push({ offer, problems });
  }
  return { offers: shown, refused };
}

/** Checks the offer configuration list from GET {configURL} (SPEC §7). On failure: the first few problems. */
export function validateOfferList(json: unknown): Result<Offer[]> {
  if (!Array.isArray(json)) return err('offer list must be a JSON array');
  if (json.length > MAX_OFFERS) return err(`offer list holds more than ${MAX_OFFERS} offers`);
  const problems: string[] = [];
  const offers = json.map((item, i) => readOffer(item, `offers[${i}]`, problems));
  const seen = new Set<number>();
  offers.forEach((offer, i) => {
    if (seen.has(offer.offer_id)) problems.push(`offers[${i}].offer_id ${offer.offer_id} is not unique`);
    seen.add(offer.offer_id);
  });
  if (problems.length > 0) {
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
    return err(problems.slice(0, 5).join('; ') + more);
  }
  return ok(offers);
}

/**
 * The pricing law sent with an offer list (page data, GET /api/offers), checked: a day and the two caps as
 * non-negative numbers. Null when anything is missing or malformed: a list without its law cannot be priced.
 */
export function readPricingLaw(value: unknown): PricingLaw | null {
  if (!isObj(value) || !isCalendarDay(value.day) || !isObj(value.nonInterestCap)) return null;
  const { fixedPct, yearlyPct, maxPct } = value.nonInterestCap;
  const numbers = [value.maxInterestYearlyPct, fixedPct, yearlyPct, maxPct];
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1000)) return null;
  return {
    day: value.day,
    maxInterestYearlyPct: value.maxInterestYearlyPct as number,
    nonInterestCap: { fixedPct: fixedPct as number, yearlyPct: yearlyPct as number, maxPct: maxPct as number },
  };
}
