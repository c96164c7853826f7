// Polish number, money and plural formatting: the one copy the widgets, the site's content and the lender
// catalogue share. Plural categories come from Intl; digits are grouped here (polishDigits), because the first
// Intl.NumberFormat a page builds loads the locale's number data: 55–85 ms of a slow phone's main thread (4× CPU),
// the largest part of a first screen's hydration (docs/performance.md, "Hydration in short tasks").
// format.test.ts checks every format against Intl.NumberFormat over whole ranges and the rounding edges.
// formatPct lives beside the cost model's rounding (format-pct.ts): the sliders of a first screen format amounts
// and terms without loading the cost model.
export { formatPct } from './format-pct';
import { NBSP, polishDigits } from './polish-digits';

/** 1500 → "1 500 zł" (the spaces are no-break spaces, as Intl writes them, so the amount never wraps). */
export const formatPln = (amount: number): string => `${polishDigits(amount, 0, 'always')}${NBSP}zł`;

/** 2241.1 → "2 241,10 zł" (no-break spaces, as Intl writes them). */
export const formatGrosze = (amount: number): string => `${polishDigits(amount, 2, 'always')}${NBSP}zł`;

/** 1500 → "1 500" (a no-break space, as Intl writes it): the number boxes beside the loan sliders. */
export const formatNumber = (n: number): string => polishDigits(n, 0, 'always');

/** A cost: "241,10 zł", but nothing to pay reads "0 zł", as the free-first-loan promise is written. */
export const formatCost = (amount: number): string => (amount === 0 ? formatPln(0) : formatGrosze(amount));

/**
 * A count as Intl.NumberFormat('pl-PL') writes it by default: 1500 → "1500", 15000 → "15 000". Intl keeps up to
 * three fraction digits; a whole count, the only kind shown, is written without building a formatter.
 */
export const formatCount = (n: number): string =>
  Number.isInteger(n) ? polishDigits(n, 0, 'min2') : new Intl.NumberFormat('pl-PL').format(n);

/** Plural rules load no number data: cheap to build, unlike a NumberFormat. */
const plural = new Intl.PluralRules('pl-PL');

/** Polish noun forms: one (1 dzień), few (2–4, 22–24: dni / miesiące), many (0, 5–21, 25…: dni / miesięcy). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

export const DAYS: PluralForms = { one: 'dzień', few: 'dni', many: 'dni' };
export const MONTHS: PluralForms = { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' };
/** After "w ciągu", "od", "do": 1 dnia, 2 dni, 5 dni. */
export const DAYS_GENITIVE: PluralForms = { one: 'dnia', few: 'dni', many: 'dni' };

export function pluralPl(n: number, forms: PluralForms): string {
  const category = plural.select(n);
  // "other" is what Polish uses for fractions ("1,5 miesiąca" is rare in offers; we never show fractions).
  const word = category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
  return `${formatCount(n)}${NBSP}${word}`;
}
