// The loan a visitor can ask for (sliders, the hero, registration, the server's lead check), in whole złoty and
// in a term unit the visitor chooses: days for short loans repaid at once, months for instalment loans. The
// ranges are the widest the listed offers cover (site/content/loan-limits.test.ts checks them against the offers).
import type { TermUnit } from './offer';

export type { TermUnit } from './offer';

export interface RangeLimits {
  min: number;
  max: number;
  step: number;
}

export const LOAN_LIMITS = {
  amount: { min: 100, max: 25000, step: 100 },
  termDays: { min: 5, max: 90, step: 1 },
  /** From the shortest to the longest instalment offer. */
  termMonths: { min: 3, max: 48, step: 1 },
} as const satisfies Record<string, RangeLimits>;

/** The term range of one unit. */
export const termLimits = (unit: TermUnit): RangeLimits =>
  unit === 'months' ? LOAN_LIMITS.termMonths : LOAN_LIMITS.termDays;

/** What the sliders show before the visitor moves them. */
export const DEFAULT_CHOICE = { amount: 1500, termDays: 30 } as const;
/** The term a unit starts at when the visitor switches to it: a month's short loan, a year of instalments. */
export const DEFAULT_TERM: Readonly<Record<TermUnit, number>> = { days: DEFAULT_CHOICE.termDays, months: 12 };

/** The loan asked for: amount in złoty, term in `unit`. */
export interface LoanRequest {
  amount: number;
  term: number;
  unit: TermUnit;
}

export const DEFAULT_REQUEST: LoanRequest = {
  amount: DEFAULT_CHOICE.amount,
  term: DEFAULT_CHOICE.termDays,
  unit: 'days',
};

/**
 * The address parameters of a loan request, shared by every page and link: `?amount=25000&term=48&unit=months`.
 * `unit` absent means days, so links made before months existed keep their meaning.
 */
export const LOAN_PARAMS = { amount: 'amount', term: 'term', unit: 'unit' } as const;

const isTermUnit = (value: unknown): value is TermUnit => value === 'days' || value === 'months';

const wholeIn = (text: string | null, limits: { min: number; max: number }): number | null => {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= limits.min && n <= limits.max ? n : null;
};

/**
 * Reads a loan request from a query string. `unit` is `days` unless it says `months`; an amount or term that is
 * not a whole number within its unit's limits falls back to the default (the unit's own default term), so a
 * hand-edited or stale link never breaks a page.
 */
export function loanFromQuery(search: string, defaults: LoanRequest = DEFAULT_REQUEST): LoanRequest {
  const query = new URLSearchParams(search);
  const rawUnit = query.get(LOAN_PARAMS.unit);
  const unit: TermUnit = rawUnit === null ? 'days' : isTermUnit(rawUnit) ? rawUnit : defaults.unit;
  const fallbackTerm = unit === defaults.unit ? defaults.term : DEFAULT_TERM[unit];
  return {
    amount: wholeIn(query.get(LOAN_PARAMS.amount), LOAN_LIMITS.amount) ?? defaults.amount,
    term: wholeIn(query.get(LOAN_PARAMS.term), termLimits(unit)) ?? fallbackTerm,
    unit,
  };
}

/** Like loanFromQuery, but tells which parts the address actually carried (registration keeps its own defaults). */
export function loanPartsFromQuery(search: string): Partial<LoanRequest> {
  const query = new URLSearchParams(search);
  const rawUnit = query.get(LOAN_PARAMS.unit);
  const unit: TermUnit = isTermUnit(rawUnit) ? rawUnit : 'days';
  const amount = wholeIn(query.get(LOAN_PARAMS.amount), LOAN_LIMITS.amount);
  const term = wholeIn(query.get(LOAN_PARAMS.term), termLimits(unit));
  return {
    ...(amount === null ? {} : { amount }),
    ...(term === null ? {} : { term }),
    ...(rawUnit === null || isTermUnit(rawUnit) ? { unit } : {}),
  };
}

/** Moves a number inside [min, max] and onto the steps counted from min. */
function snap(value: number, { min, max, step }: RangeLimits): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  return Math.min(max, min + Math.round((clamped - min) / step) * step);
}

/** A request moved inside the limits of its own unit (12 months stays 12; 120 days becomes 90). */
export const clampRequest = (request: LoanRequest): LoanRequest => ({
  amount: snap(request.amount, LOAN_LIMITS.amount),
  term: snap(request.term, termLimits(request.unit)),
  unit: request.unit,
});

/**
 * The query parameters of a request, in the agreed order; `unit` is written only for months, so a days link
 * reads as it always has (`?amount=1500&term=30`).
 */
export function loanQueryParams(request: LoanRequest): [string, string][] {
  const params: [string, string][] = [
    [LOAN_PARAMS.amount, String(request.amount)],
    [LOAN_PARAMS.term, String(request.term)],
  ];
  if (request.unit === 'months') params.push([LOAN_PARAMS.unit, 'months']);
  return params;
}

/** `base` with the request's parameters set (other parameters of `base` kept). */
export function withLoanQuery(base: string, request: LoanRequest): string {
  const [path, query = ''] = base.split('?');
  const params = new URLSearchParams(query);
  for (const name of Object.values(LOAN_PARAMS)) params.delete(name);
  for (const [name, value] of loanQueryParams(request)) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : (path ?? '');
}
