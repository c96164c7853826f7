// The loan sliders' decisions, pure and table-tested: what a typed number becomes (clamped and snapped, with the
// Polish note that says so), the registration address carrying the choice. The limits the offers allow are in
// offer-limits.ts, which only the offers' pages run (the home page's hero has its limits in its props).
import { withLoanQuery } from '../../contracts/loan-limits';
import type { TermUnit } from '../../contracts/offer';
import { snapToStep } from '../AmountSlider/snap';
import { DAYS, MONTHS, formatPln, pluralPl, type PluralForms } from '../../contracts/format';

export interface RangeLimits {
  min: number;
  max: number;
  step: number;
}

export interface LoanLimits {
  amount: RangeLimits;
  term: RangeLimits;
  termUnit: TermUnit;
}

export interface LoanChoice {
  amount: number;
  term: number;
}

export const termForms = (unit: TermUnit): PluralForms => (unit === 'months' ? MONTHS : DAYS);

/** "30 dni", "1 dzień", "3 miesiące", "5 miesięcy". */
export const formatTerm = (term: number, unit: TermUnit): string => pluralPl(term, termForms(unit));

/** The unit word that goes with a number, for the typed field's suffix: 1 → "dzień", 2 → "dni"; 3 → "miesiące". */
export const termUnitWord = (term: number, unit: TermUnit): string =>
  formatTerm(term, unit).split('\u00a0').slice(1).join(' ');

export type Field = 'amount' | 'term';

export type TypedResult = { value: number; note: string | null };

/**
 * What a typed value becomes. Digits (spaces, "zł", "dni" allowed) inside the limits and on a step are taken
 * as they are; below or above the limits they become the limit, off a step the nearest step; anything else
 * keeps the previous value. Each change the visitor did not type comes with a Polish note saying what we set.
 */
export function readTyped(text: string, previous: number, field: Field, limits: LoanLimits): TypedResult {
  const range = field === 'amount' ? limits.amount : limits.term;
  const write = (n: number): string => (field === 'amount' ? formatPln(n) : formatTerm(n, limits.termUnit));
  const compact = text
    .replace(/\s+/g, '')
    .replace(/(zł|zl|pln|dni|dzień|dzien|miesiąc[eay]?|miesięcy|miesiecy|mies\.?)$/i, '');
  if (!/^\d{1,9}$/.test(compact)) {
    return {
      value: previous,
      note:
        field === 'amount'
          ? `Wpisz kwotę cyframi, np. ${formatPln(range.min * 10 <= range.max ? range.min * 10 : range.min)}. Zostawiliśmy ${write(previous)}.`
          : `Wpisz liczbę ${limits.termUnit === 'months' ? 'miesięcy' : 'dni'} cyframi. Zostawiliśmy ${write(previous)}.`,
    };
  }
  const typed = Number(compact);
  if (typed < range.min)
    return {
      value: range.min,
      note: `${field === 'amount' ? 'Najmniejsza kwota' : 'Najkrótszy okres'} to ${write(range.min)} – ustawiliśmy ${write(range.min)}.`,
    };
  if (typed > range.max)
    return {
      value: range.max,
      note: `${field === 'amount' ? 'Największa kwota' : 'Najdłuższy okres'} to ${write(range.max)} – ustawiliśmy ${write(range.max)}.`,
    };
  const snapped = snapToStep(typed, range.min, range.max, range.step);
  if (snapped !== typed) {
    return {
      value: snapped,
      note: `${field === 'amount' ? 'Kwotę wybierasz' : 'Okres wybierasz'} co ${write(range.step)} – ustawiliśmy ${write(snapped)}.`,
    };
  }
  return { value: typed, note: null };
}

/**
 * `/reg/?amount=1500&term=30`, `/reg/?amount=25000&term=48&unit=months`: registration takes the term in its own unit.
 */
export function registrationHref(base: string, choice: LoanChoice, unit: TermUnit): string {
  return withLoanQuery(base, { amount: choice.amount, term: choice.term, unit });
}

/** The two ways to repay, as the unit switch names them: one repayment after days, or monthly instalments. */
export const TERM_UNIT_OPTIONS: readonly { unit: TermUnit; label: string; hint: string }[] = [
  { unit: 'days', label: 'Jednorazowo', hint: 'w dniach' },
  { unit: 'months', label: 'W ratach', hint: 'w miesiącach' },
];
