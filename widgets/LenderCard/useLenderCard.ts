// What a lender card says, as pure functions of the offer and the visitor's choice (no DOM): table-tested.
import { fitsOffer, loanCost, type LoanCost, type Offer, type OfferKind } from '../../contracts/offer';
import { DAYS, formatPln, MONTHS, pluralPl, type PluralForms } from '../format/format';

// --- Numbers (Intl, as DESIGN.md asks) ------------------------------------------------------------------------

const grosze = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // Polish CLDR leaves 4-digit numbers ungrouped; lenders and our copy write "1 500,00 zł".
  useGrouping: 'always',
} as Intl.NumberFormatOptions);

const percent = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
} as Intl.NumberFormatOptions);

/** 2241.1 → "2 241,10 zł" (no-break spaces, as Intl writes them). */
export const formatGrosze = (amount: number): string => grosze.format(amount);

/** A cost: "241,10 zł", but nothing to pay reads "0 zł", as the free-first-loan promise is written. */
export const formatCost = (amount: number): string => (amount === 0 ? formatPln(0) : formatGrosze(amount));

/** 12.345 → "12,35%": Polish financial copy writes the sign without a space ("RRSO 12,34%"). */
export const formatRrso = (pct: number): string => `${percent.format(pct)}%`;

// --- Words ----------------------------------------------------------------------------------------------------

export const KIND_LABEL: Record<OfferKind, string> = { short: 'Chwilówka', instalment: 'Pożyczka na raty' };

/** After "od"/"do" Polish takes the genitive: "od 1 dnia", "do 24 miesięcy" (not "do 24 miesiące"). */
export const DAYS_GENITIVE: PluralForms = { one: 'dnia', few: 'dni', many: 'dni' };
export const MONTHS_GENITIVE: PluralForms = { one: 'miesiąca', few: 'miesięcy', many: 'miesięcy' };
/** "Decyzja w 1 minutę / 3 minuty / 15 minut" (accusative after "w"). */
export const MINUTES: PluralForms = { one: 'minutę', few: 'minuty', many: 'minut' };
export const HOURS: PluralForms = { one: 'godzinę', few: 'godziny', many: 'godzin' };

const number = new Intl.NumberFormat('pl-PL');
const registers = new Intl.ListFormat('pl', { style: 'long', type: 'conjunction' });

const termForms = (offer: Pick<Offer, 'term'>) => (offer.term.unit === 'days' ? DAYS : MONTHS);
const termFormsGenitive = (offer: Pick<Offer, 'term'>) => (offer.term.unit === 'days' ? DAYS_GENITIVE : MONTHS_GENITIVE);

/** "od 100 zł do 5 000 zł" */
export const amountRangeText = (offer: Pick<Offer, 'amount'>): string =>
  `od ${formatPln(offer.amount.min)} do ${formatPln(offer.amount.max)}`;

/** "od 5 do 30 dni", "od 3 do 36 miesięcy"; one value when min = max ("30 dni"). */
export function termRangeText(offer: Pick<Offer, 'term'>): string {
  const { min, max } = offer.term;
  if (min === max) return pluralPl(max, termForms(offer));
  return `od ${number.format(min)} do ${pluralPl(max, termFormsGenitive(offer))}`;
}

/** A term in the offer's unit, in the accusative: "na 30 dni", "na 1 miesiąc", "na 24 miesiące". */
export const termText = (offer: Pick<Offer, 'term'>, term: number): string => pluralPl(term, termForms(offer));

/** "Decyzja w 15 minut"; whole hours as hours ("Decyzja w 2 godziny"); 0 as "Decyzja od ręki". */
export function decisionText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m === 0) return 'Decyzja od ręki';
  if (m >= 60 && m % 60 === 0) return `Decyzja w ${pluralPl(m / 60, HOURS)}`;
  return `Decyzja w ${pluralPl(m, MINUTES)}`;
}

const REGISTER_NAMES = [
  ['bik', 'BIK'],
  ['krd', 'KRD'],
  ['big', 'BIG'],
  ['erif', 'ERIF'],
] as const;

/** "Sprawdza BIK, KRD i BIG"; a lender that skips BIK says so first: ["Bez sprawdzania BIK", "Sprawdza KRD i BIG"]. */
export function registerTexts(checks: Offer['checks']): string[] {
  const checked = REGISTER_NAMES.filter(([key]) => checks[key]).map(([, name]) => name);
  if (checked.length === 0) return ['Bez sprawdzania BIK i baz dłużników'];
  const texts = checks.bik ? [] : ['Bez sprawdzania BIK'];
  return [...texts, `Sprawdza ${registers.format(checked)}`];
}

/** The requirements list: age, registers, documents, who is accepted. */
export function requirementTexts(offer: Pick<Offer, 'age' | 'checks' | 'idOnly' | 'foreignersAccepted' | 'acceptsNegativeHistory'>): string[] {
  return [
    // Ages are written as a range read "od 18 do 75 lat": the genitive "lat" whatever the last number.
    `Wiek: ${offer.age.min}–${offer.age.max}\u00a0lat`,
    ...registerTexts(offer.checks),
    ...(offer.idOnly ? ['Tylko dowód osobisty'] : []),
    ...(offer.foreignersAccepted ? ['Dla obcokrajowców'] : []),
    ...(offer.acceptsNegativeHistory ? ['Akceptuje wpisy w BIK/KRD'] : []),
  ];
}

/** The free-first-loan limits: "do 3 000 zł na 30 dni"; null without the promotion. */
export function freeFirstLoanText(offer: Pick<Offer, 'firstLoanFree'>): string | null {
  const promo = offer.firstLoanFree;
  return promo ? `do ${formatPln(promo.maxAmount)} na ${pluralPl(promo.maxDays, DAYS)}` : null;
}

// --- Figures for the visitor's choice -------------------------------------------------------------------------

export interface CardFigures {
  /** The amount and term (in the offer's unit) the figures are for: the choice, or the nearest the offer lends. */
  amount: number;
  term: number;
  /** The choice fits the offer as it is. */
  fits: boolean;
  /** When it does not: what the offer lends and what the figures are for ("Ta oferta: od 300 zł. …"). */
  note: string | null;
  cost: LoanCost;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/**
 * Cost figures for `amount` zł over `term` (in the offer's unit). A choice the offer does not lend is moved to
 * the nearest amount and term it does, with a note saying so, rather than pricing a loan nobody would grant.
 */
export function cardFigures(offer: Offer, amount: number, term: number, firstLoan = true): CardFigures {
  const wantedAmount = Number.isFinite(amount) ? amount : offer.example.amount;
  // Terms are whole days or months; a part of one counts as a whole (an instalment plan has whole months).
  const wantedTerm = Number.isFinite(term) ? Math.ceil(term - 1e-9) : offer.example.term;
  const fits = fitsOffer(offer, wantedAmount, wantedTerm);
  const nearAmount = clamp(wantedAmount, offer.amount.min, offer.amount.max);
  const nearTerm = clamp(wantedTerm, offer.term.min, offer.term.max);
  let note: string | null = null;
  if (!fits) {
    const limits: string[] = [];
    if (wantedAmount < offer.amount.min) limits.push(`od ${formatPln(offer.amount.min)}`);
    if (wantedAmount > offer.amount.max) limits.push(`do ${formatPln(offer.amount.max)}`);
    if (wantedTerm < offer.term.min) limits.push(`od ${pluralPl(offer.term.min, termFormsGenitive(offer))}`);
    if (wantedTerm > offer.term.max) limits.push(`do ${pluralPl(offer.term.max, termFormsGenitive(offer))}`);
    note = `Ta oferta: ${limits.join(', ')}. Pokazujemy koszt dla ${formatPln(nearAmount)} na ${termText(offer, nearTerm)}.`;
  }
  return { amount: nearAmount, term: nearTerm, fits, note, cost: loanCost(offer, nearAmount, nearTerm, { firstLoan }) };
}
