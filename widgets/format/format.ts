// Polish number, money and plural formatting, all through Intl (no hand-written rules).
const pln = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  maximumFractionDigits: 0,
  // Polish CLDR data leaves 4-digit numbers ungrouped ("1500 zł"); product copy groups them: "1 500 zł".
  useGrouping: 'always',
} as Intl.NumberFormatOptions);

/** 1500 → "1 500 zł" (the spaces are no-break spaces, as Intl writes them, so the amount never wraps). */
export const formatPln = (amount: number): string => pln.format(amount);

const plural = new Intl.PluralRules('pl-PL');

/** Polish noun forms: one (1 dzień), few (2–4, 22–24: dni / miesiące), many (0, 5–21, 25…: dni / miesięcy). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

export const DAYS: PluralForms = { one: 'dzień', few: 'dni', many: 'dni' };
export const MONTHS: PluralForms = { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' };

export function pluralPl(count: number, forms: PluralForms): string {
  const category = plural.select(count);
  // "other" is what Polish uses for fractions ("1,5 miesiąca" is rare in offers; we never show fractions).
  const word = category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
  return `${new Intl.NumberFormat('pl-PL').format(count)}\u00a0${word}`;
}
