// Polish number, money and plural formatting, all through Intl (no hand-written rules): the one copy the
// widgets, the site's content and the lender catalogue share.
// formatPct lives beside the cost model's rounding (format-pct.ts): the sliders of a first screen format amounts
// and terms without loading the cost model.
export { formatPct } from './format-pct';

const pln = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  maximumFractionDigits: 0,
  // Polish CLDR data leaves 4-digit numbers ungrouped ("1500 zł"); product copy groups them: "1 500 zł".
  useGrouping: 'always',
} as Intl.NumberFormatOptions);

/** 1500 → "1 500 zł" (the spaces are no-break spaces, as Intl writes them, so the amount never wraps). */
export const formatPln = (amount: number): string => pln.format(amount);

const grosze = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // Polish CLDR leaves 4-digit numbers ungrouped; lenders and our copy write "1 500,00 zł".
  useGrouping: 'always',
} as Intl.NumberFormatOptions);

/** 2241.1 → "2 241,10 zł" (no-break spaces, as Intl writes them). */
export const formatGrosze = (amount: number): string => grosze.format(amount);

const grouped = new Intl.NumberFormat('pl-PL', {
  maximumFractionDigits: 0,
  // As the money formats: "1 500", not CLDR's "1500".
  useGrouping: 'always',
} as Intl.NumberFormatOptions);

/** 1500 → "1 500" (a no-break space, as Intl writes it): the number boxes beside the loan sliders. */
export const formatNumber = (n: number): string => grouped.format(n);

/** A cost: "241,10 zł", but nothing to pay reads "0 zł", as the free-first-loan promise is written. */
export const formatCost = (amount: number): string => (amount === 0 ? formatPln(0) : formatGrosze(amount));

const plural = new Intl.PluralRules('pl-PL');
/** Whole counts ("1 500 dni"); made once, as a formatter is costly to build and pluralPl runs for every card. */
const count = new Intl.NumberFormat('pl-PL');

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
  return `${count.format(n)}\u00a0${word}`;
}
