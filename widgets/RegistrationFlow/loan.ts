// The loan step's pure decisions: start values, the unit word after the term field, and when the summary speaks.
// Tested with tables in loan.test.ts.
import { readInteger } from '../../contracts/checks/money';
import { DAYS, MONTHS, formatPln, pluralPl, type PluralForms } from '../../contracts/format';
import type { TermUnit } from '../../contracts/offer';
import { snapToStep } from '../AmountSlider/snap';

export interface SliderLimits {
  min: number;
  max: number;
  step: number;
}

const TERM_FORMS: Record<TermUnit, PluralForms> = { days: DAYS, months: MONTHS };

/** "30 dni", "1 miesiąc": one function per unit, so a memoised field gets the same one every render. */
export const TERM_TEXT: Record<TermUnit, (n: number) => string> = {
  days: (n) => pluralPl(n, DAYS),
  months: (n) => pluralPl(n, MONTHS),
};

/** The stored unit text as a unit: anything but 'months' is days. */
export const unitOf = (value: string): TermUnit => (value === 'months' ? 'months' : 'days');

/** A start value from the address (or the default when it is missing or no number), snapped into the limits. */
export const startValue = (value: number | undefined, fallback: number, limits: SliderLimits): number =>
  snapToStep(value !== undefined && Number.isFinite(value) ? value : fallback, limits.min, limits.max, limits.step);

/** "dni" or "dzień", "miesiące" or "miesięcy": the unit after the number field, agreeing with the number typed. */
export const termWord = (text: string, unit: TermUnit): string => {
  const forms = TERM_FORMS[unit];
  const read = readInteger(text);
  return read.ok ? (pluralPl(read.value, forms).split('\u00a0').pop() ?? forms.many) : forms.many;
};

/** "1 500 zł na 30 dni": the loan chosen before, as the line above the other steps says it. */
export const loanText = (amount: string, term: string, unit: TermUnit): string =>
  `${formatPln(Number(amount))} na\u00a0${TERM_TEXT[unit](Number(term))}`;

/** Both numbers read and within their limits: what the summary sentence states; null while either is not. */
export function summaryLoan(
  amount: string,
  term: string,
  amountLimits: SliderLimits,
  termLimits: SliderLimits,
): { amount: number; term: number } | null {
  const a = readInteger(amount);
  const t = readInteger(term);
  const inRange = (n: number, l: SliderLimits) => n >= l.min && n <= l.max;
  if (!a.ok || !t.ok || !inRange(a.value, amountLimits) || !inRange(t.value, termLimits)) return null;
  return { amount: a.value, term: t.value };
}
