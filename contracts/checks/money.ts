// Whole numbers the funnel asks for: the loan amount and term, in days or months (limits come from
// contracts/loan-limits.ts, so they are arguments).
import { formatNumber, formatPln } from '../format';
import { err, ok, type Result } from '../result';

export interface Limits {
  min: number;
  max: number;
}

/** Longer digit strings are typos, and Number() stops being exact past 15 digits. */
const MAX_DIGITS = 12;

type ReadInteger = { ok: true; value: number } | { ok: false; reason: 'empty' | 'notNumber' | 'fraction' };

/** A JSON number, or a string of digits with spaces as thousands separators ("4 500", as Polish forms write it). */
export function readInteger(input: unknown): ReadInteger {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: 'notNumber' };
    return Number.isInteger(input) ? { ok: true, value: input } : { ok: false, reason: 'fraction' };
  }
  if (typeof input !== 'string') return { ok: false, reason: 'empty' };
  const compact = input.replace(/\s+/g, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  if (/^\d+[.,]\d+$/.test(compact)) return { ok: false, reason: 'fraction' };
  if (!/^\d+$/.test(compact) || compact.length > MAX_DIGITS) return { ok: false, reason: 'notNumber' };
  return { ok: true, value: Number(compact) };
}

/**
 * What a whole-number box shows for the text it holds: a whole number (as readInteger reads it) grouped as the
 * other amount boxes show it ("1500" → "1 500"), anything else exactly as typed, so the error beside it explains it.
 */
export function formatTypedInteger(typed: string): string {
  const read = readInteger(typed);
  return read.ok ? formatNumber(read.value) : typed;
}

let plPlural: Intl.PluralRules | undefined;
const NBSP = '\u00a0';
/** Genitive after "do": "do 1 dnia", "do 30 dni" (a no-break space keeps the number with its unit). */
const daysGenitive = (n: number): string =>
  `${formatNumber(n)}${NBSP}${(plPlural ??= new Intl.PluralRules('pl-PL')).select(n) === 'one' ? 'dnia' : 'dni'}`;
/** Genitive after "do": "do 1 miesiąca", "do 48 miesięcy". */
const monthsGenitive = (n: number): string =>
  `${formatNumber(n)}${NBSP}${(plPlural ??= new Intl.PluralRules('pl-PL')).select(n) === 'one' ? 'miesiąca' : 'miesięcy'}`;

export const MONEY_ERRORS = {
  amount: {
    empty: 'Wybierz kwotę pożyczki.',
    notNumber: 'Wpisz kwotę pożyczki cyframi, np. 1500.',
    fraction: 'Wpisz kwotę pożyczki w pełnych złotych.',
    // The shared formats: digit groups as the sliders show them ("1 500"), no-break spaces before "zł" and the units.
    range: (limits: Limits): string => `Wybierz kwotę od ${formatNumber(limits.min)} do ${formatPln(limits.max)}.`,
  },
  termDays: {
    empty: 'Wybierz okres spłaty.',
    notNumber: 'Wpisz okres spłaty w dniach, cyframi.',
    fraction: 'Wpisz okres spłaty w pełnych dniach.',
    range: (limits: Limits): string => `Wybierz okres od ${formatNumber(limits.min)} do ${daysGenitive(limits.max)}.`,
  },
  termMonths: {
    empty: 'Wybierz okres spłaty.',
    notNumber: 'Wpisz okres spłaty w miesiącach, cyframi.',
    fraction: 'Wpisz okres spłaty w pełnych miesiącach.',
    range: (limits: Limits): string => `Wybierz okres od ${formatNumber(limits.min)} do ${monthsGenitive(limits.max)}.`,
  },
} as const;

function checkInteger(
  input: unknown,
  limits: Limits,
  messages: (typeof MONEY_ERRORS)[keyof typeof MONEY_ERRORS],
): Result<number> {
  const read = readInteger(input);
  if (!read.ok) return err(messages[read.reason]);
  if (read.value < limits.min || read.value > limits.max) return err(messages.range(limits));
  return ok(read.value);
}

/** Loan amount in whole złoty, within the configured limits. */
export const checkAmount = (input: unknown, limits: Limits): Result<number> =>
  checkInteger(input, limits, MONEY_ERRORS.amount);

/** Loan term in whole days, within the configured limits. */
export const checkTermDays = (input: unknown, limits: Limits): Result<number> =>
  checkInteger(input, limits, MONEY_ERRORS.termDays);

/** Loan term in whole months (instalment loans), within the configured limits. */
export const checkTermMonths = (input: unknown, limits: Limits): Result<number> =>
  checkInteger(input, limits, MONEY_ERRORS.termMonths);
