// What a lender card says, as pure functions of the offer and the visitor's choice (no DOM): table-tested.
import {
  exampleFigures,
  loanFigures,
  quoteLoan,
  type LoanFigures,
  type Offer,
  type OfferKind,
  type QuotedLoan,
  type TermUnit,
} from '../../contracts/offer';
import type { PricingLaw } from '../../contracts/law';
import {
  DAYS,
  formatCount,
  formatGrosze,
  formatPct,
  formatPln,
  MONTHS,
  pluralPl,
  type PluralForms,
} from '../../contracts/format';

// --- Words ----------------------------------------------------------------------------------------------------

export const KIND_LABEL: Record<OfferKind, string> = { short: 'Chwilówka', instalment: 'Pożyczka na raty' };

/** After "od"/"do" Polish takes the genitive: "od 1 dnia", "do 24 miesięcy" (not "do 24 miesiące"). */
export const DAYS_GENITIVE: PluralForms = { one: 'dnia', few: 'dni', many: 'dni' };
export const MONTHS_GENITIVE: PluralForms = { one: 'miesiąca', few: 'miesięcy', many: 'miesięcy' };
/** "Decyzja w 1 minutę / 3 minuty / 15 minut" (accusative after "w"). */
export const MINUTES: PluralForms = { one: 'minutę', few: 'minuty', many: 'minut' };
export const HOURS: PluralForms = { one: 'godzinę', few: 'godziny', many: 'godzin' };

const termForms = (offer: Pick<Offer, 'term'>) => (offer.term.unit === 'days' ? DAYS : MONTHS);
const termFormsGenitive = (offer: Pick<Offer, 'term'>) =>
  offer.term.unit === 'days' ? DAYS_GENITIVE : MONTHS_GENITIVE;

/** "od 100 zł do 5 000 zł" */
export const amountRangeText = (offer: Pick<Offer, 'amount'>): string =>
  `od ${formatPln(offer.amount.min)} do ${formatPln(offer.amount.max)}`;

/** "od 5 do 30 dni", "od 3 do 36 miesięcy"; one value when min = max ("30 dni"). */
export function termRangeText(offer: Pick<Offer, 'term'>): string {
  const { min, max } = offer.term;
  if (min === max) return pluralPl(max, termForms(offer));
  return `od ${formatCount(min)} do ${pluralPl(max, termFormsGenitive(offer))}`;
}

/**
 * "Decyzja zwykle w 15 minut"; whole hours as hours ("Decyzja zwykle w 2 godziny"); 0 as "Decyzja zwykle od ręki".
 * The time is the lender's own statement and the lender decides, so it is never said as certain
 * (contracts/advertising-claims.ts).
 */
export function decisionText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m === 0) return 'Decyzja zwykle od ręki';
  if (m >= 60 && m % 60 === 0) return `Decyzja zwykle w ${pluralPl(m / 60, HOURS)}`;
  return `Decyzja zwykle w ${pluralPl(m, MINUTES)}`;
}

const REGISTER_NAMES = [
  ['bik', 'BIK'],
  ['krd', 'KRD'],
  ['big', 'BIG'],
  ['erif', 'ERIF'],
] as const;

/**
 * Which registers the lender checks, as neutral data in one line, every register named in the same order:
 * "Sprawdza BIK: tak, KRD: tak, BIG: nie, ERIF: nie". A register skipped is a fact, not a selling point.
 */
export function registerTexts(checks: Offer['checks']): string[] {
  const answers = REGISTER_NAMES.map(([key, name]) => `${name}: ${checks[key] ? 'tak' : 'nie'}`);
  return [`Sprawdza ${answers.join(', ')}`];
}

/** The requirements list: age, registers, documents, who is accepted (arrears are no selling point: not listed). */
export function requirementTexts(offer: Pick<Offer, 'age' | 'checks' | 'idOnly' | 'foreignersAccepted'>): string[] {
  return [
    // Ages are written as a range read "od 18 do 75 lat": the genitive "lat" whatever the last number.
    `Wiek: ${offer.age.min}–${offer.age.max}\u00a0lat`,
    ...registerTexts(offer.checks),
    ...(offer.idOnly ? ['Tylko dowód osobisty'] : []),
    ...(offer.foreignersAccepted ? ['Dla obcokrajowców'] : []),
  ];
}

/** The free-first-loan limits: "do 3 000 zł na 30 dni"; null without the promotion. */
export function freeFirstLoanText(offer: Pick<Offer, 'firstLoanFree'>): string | null {
  const promo = offer.firstLoanFree;
  return promo ? `do ${formatPln(promo.maxAmount)} na ${pluralPl(promo.maxDays, DAYS)}` : null;
}

// --- Figures for the visitor's choice -------------------------------------------------------------------------

const unitForms = (unit: TermUnit) => (unit === 'days' ? DAYS : MONTHS);

/** A term in its unit: "30 dni", "1 miesiąc", "24 miesiące". */
export const termInWords = (term: number, unit: TermUnit): string => pluralPl(term, unitForms(unit));

/** What the offer can lend, said where the request falls outside it: "Ta firma pożycza do 5 000 zł na maks. 65 dni." */
export function limitText(
  offer: Pick<Offer, 'amount' | 'term'>,
  quote: Pick<QuotedLoan, 'amountLimit' | 'termLimit'>,
): string | null {
  const parts: string[] = [];
  if (quote.amountLimit === 'max') parts.push(`do ${formatPln(offer.amount.max)}`);
  if (quote.amountLimit === 'min') parts.push(`od ${formatPln(offer.amount.min)}`);
  if (quote.termLimit === 'max') parts.push(`na maks. ${termInWords(offer.term.max, offer.term.unit)}`);
  if (quote.termLimit === 'min') parts.push(`na min. ${termInWords(offer.term.min, offer.term.unit)}`);
  return parts.length > 0 ? `Ta firma pożycza ${parts.join(' ')}.` : null;
}

export interface CardFigures {
  /** The loan the card prices: the request when it fits, else the nearest loan the offer gives. */
  quote: QuotedLoan;
  /** Every figure of that loan (contracts/offer.ts loanFigures). */
  loan: LoanFigures;
  /** The request fits the offer as it is. */
  fits: boolean;
  /** What the offer lends, when the request does not fit ("Ta firma pożycza do 5 000 zł na maks. 65 dni."). */
  limit: string | null;
  /** Says which loan the figures are for when it is not exactly the one asked for; null when it is. */
  note: string | null;
  /** The representative example, priced by the same model (a paying customer). */
  example: LoanFigures;
}

/**
 * Figures for `amount` zł over `term` in `unit` (default: the offer's own), under `law` (the law of the day shown). A
 * request the offer does not lend is priced as the nearest loan it does, and a term converted to the offer's unit is
 * said on the card, so the card never shows one loan while the visitor asked for another without saying so.
 */
export function cardFigures(
  offer: Offer,
  amount: number,
  term: number,
  law: PricingLaw,
  unit: TermUnit = offer.term.unit,
  firstLoan = true,
): CardFigures {
  const quote = quoteLoan(offer, amount, term, unit);
  const loan = loanFigures(offer, quote.amount, quote.term, law, { firstLoan });
  const shown = `${formatPln(quote.amount)} na ${termInWords(quote.term, quote.unit)}`;
  const limit = quote.fits ? null : limitText(offer, quote);
  let note: string | null = null;
  if (!quote.fits) note = `Pokazujemy koszt najbliższej pożyczki, jakiej udziela: ${shown}.`;
  else if (unit !== offer.term.unit && Number.isFinite(term)) {
    const how = offer.term.unit === 'months' ? 'Spłata w miesięcznych ratach' : 'Spłata jednorazowa';
    note = `${how}: koszt na ${termInWords(quote.term, quote.unit)} (wybrano ${termInWords(Math.ceil(term - 1e-9), unit)}).`;
  }
  return { quote, loan, fits: quote.fits, limit, note, example: exampleFigures(offer, law) };
}

/**
 * "24 miesięczne raty po 532,49 zł", or with a different last one: "24 miesięczne raty: 23 po 532,49 zł i ostatnia
 * 532,40 zł".
 */
export function instalmentsText(instalments: NonNullable<LoanFigures['instalments']>): string {
  const { count, regular, last } = instalments;
  const rates = pluralPl(count, INSTALMENTS);
  return regular === last
    ? `${rates} po ${formatGrosze(regular)}`
    : `${rates}: ${count - 1} po ${formatGrosze(regular)} i ostatnia ${formatGrosze(last)}`;
}

const INSTALMENTS: PluralForms = { one: 'miesięczna rata', few: 'miesięczne raty', many: 'miesięcznych rat' };

/** The interest rate as art. 7 ust. 2 asks: "15,00% w skali roku, stała". */
export const interestRateText = (pct: number): string => `${formatPct(pct)} w skali roku, stała`;
