// Payment card form: brand from the number prefix, Luhn, length per brand, expiry, CVC, cardholder name,
// and input masks. Runs in the browser only: card data never goes to our server.
// Written by hand: the field's libraries (card-validator, credit-card-type) add ~10 kB for tables this size.
import { err, ok, type Result } from '../result';
import { warsawDate } from './calendar';
import { asText, stripSeparators, tidyText } from './text';
import { CARD_BRANDS, detectCardBrand, passesLuhn, type CardBrand, type CardBrandId } from './card-number';

export { CARD_BRANDS, detectCardBrand, passesLuhn, type CardBrand, type CardBrandId } from './card-number';

/** The longest any card number gets (ISO/IEC 7812). */
const MAX_CARD_DIGITS = 19;
/** Card networks encode the name in at most 26 characters (ISO/IEC 7813, track 1). */
export const CARDHOLDER_MAX = 26;
/** Expiry dates further ahead are typos: cards are issued for a few years, 20 leaves room for every issuer. */
const MAX_YEARS_AHEAD = 20;

/** "16", "15", "13, 16 lub 19", "od 12 do 19". */
function describeLengths(lengths: readonly number[]): string {
  const first = lengths[0] ?? 0;
  const last = lengths[lengths.length - 1] ?? 0;
  if (lengths.length === 1) return String(first);
  if (lengths.length > 3 && last - first === lengths.length - 1) return `od ${first} do ${last}`;
  return `${lengths.slice(0, -1).join(', ')} lub ${last}`;
}

export const CARD_ERRORS = {
  number: {
    empty: 'Wpisz numer karty.',
    notDigits: 'Numer karty składa się tylko z cyfr.',
    unknownBrand: 'Nie rozpoznajemy tego numeru karty. Sprawdź, czy nie ma literówki.',
    length: (brand: CardBrand): string =>
      `Numer karty ${brand.name} ma ${describeLengths(brand.lengths)}\u00a0cyfr. Sprawdź, czy wpisano go w całości.`,
    luhn: 'Ten numer karty jest nieprawidłowy. Sprawdź, czy nie ma literówki.',
  },
  expiry: {
    empty: 'Wpisz datę ważności karty.',
    format: 'Wpisz datę ważności w formacie MM/RR, np. 08/27.',
    month: 'Sprawdź miesiąc: wpisz liczbę od 01 do 12.',
    expired: 'Ta karta straciła ważność. Użyj innej karty.',
    tooFar: 'Sprawdź rok ważności karty: ta data jest zbyt odległa.',
  },
  cvc: {
    empty: 'Wpisz kod CVC.',
    length: 'Wpisz 3\u00a0cyfry kodu CVC z odwrotu karty.',
    amexLength: 'Wpisz 4\u00a0cyfry kodu CID z przodu karty.',
  },
  holder: {
    empty: 'Wpisz imię i nazwisko tak, jak na karcie.',
    tooShort: 'Wpisz pełne imię i nazwisko tak, jak na karcie.',
    tooLong: `Imię i nazwisko na karcie ma najwyżej ${CARDHOLDER_MAX}\u00a0znaków. Wpisz je tak, jak na karcie.`,
    chars: 'Wpisz imię i nazwisko literami, tak jak na karcie.',
  },
} as const;

export interface CardNumber {
  /** Digits only. */
  number: string;
  brand: { id: CardBrandId; name: string };
  /** For "karta •••• 1111" in summaries. */
  last4: string;
}

/** Spaces and dashes are removed. */
export function checkCardNumber(input: unknown): Result<CardNumber> {
  const raw = asText(input);
  const messages = CARD_ERRORS.number;
  if (raw === '') return err(messages.empty);
  const digits = stripSeparators(raw);
  if (!/^\d+$/.test(digits)) return err(messages.notDigits);
  const brand = detectCardBrand(digits);
  if (!brand) return err(messages.unknownBrand);
  if (!brand.lengths.includes(digits.length)) return err(messages.length(brand));
  if (!passesLuhn(digits)) return err(messages.luhn);
  return ok({ number: digits, brand: { id: brand.id, name: brand.name }, last4: digits.slice(-4) });
}

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/**
 * Takes MM/YY (also MMYY, M/YY, MM/YYYY, spaces around the slash). A card is valid through the last day of
 * its expiry month, counted by the calendar in Poland at `now`.
 */
export function checkCardExpiry(input: unknown, now: Date): Result<CardExpiry> {
  const raw = asText(input).replace(/\s+/g, '');
  const messages = CARD_ERRORS.expiry;
  if (raw === '') return err(messages.empty);
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(raw) ?? /^(\d{2})(\d{2})$/.exec(raw);
  if (!match) return err(messages.format);
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return err(messages.month);
  const today = warsawDate(now);
  if (year < today.year || (year === today.year && month < today.month)) return err(messages.expired);
  if (year > today.year + MAX_YEARS_AHEAD) return err(messages.tooFar);
  return ok({ month, year });
}

/** 3 digits; 4 for American Express. Without a known brand, 3. */
export function checkCvc(input: unknown, brandId: CardBrandId | null): Result<string> {
  const cvc = asText(input).replace(/\s+/g, '');
  const amex = brandId === 'amex';
  const length = brandId ? CARD_BRANDS[brandId].cvcLength : 3;
  if (cvc === '') return err(CARD_ERRORS.cvc.empty);
  if (!/^\d+$/.test(cvc) || cvc.length !== length)
    return err(amex ? CARD_ERRORS.cvc.amexLength : CARD_ERRORS.cvc.length);
  return ok(cvc);
}

/**
 * Latin letters (diacritics too: people type their name as they know it) joined by spaces, hyphens, apostrophes
 * and dots; every separator is followed by letters, so the pattern cannot backtrack badly. A final dot ends "JAN K.".
 */
const HOLDER_PATTERN = /^[\p{Script=Latin}\p{M}]+(?:[ '.-]{1,2}[\p{Script=Latin}\p{M}]+)*\.?$/u;

export function checkCardholderName(input: unknown): Result<string> {
  const name = tidyText(input);
  const messages = CARD_ERRORS.holder;
  if (name === '') return err(messages.empty);
  if ([...name].length > CARDHOLDER_MAX) return err(messages.tooLong);
  if (!HOLDER_PATTERN.test(name)) return err(messages.chars);
  if (!/\p{L}.*\p{L}/u.test(name)) return err(messages.tooShort);
  return ok(name);
}

/** Where spaces go: Amex 4-6-5, Diners 4-6-4 up to 14 digits, every other card in groups of four. */
function groupStarts(brand: CardBrand | null, length: number): readonly number[] {
  if (brand?.id === 'amex' || (brand?.id === 'diners' && length <= 14)) return [4, 10];
  return [4, 8, 12, 16];
}

/** Input mask: keeps the digits, cuts at the brand's longest length and adds the spaces, e.g. "4111 1111 1111 1111". */
export function formatCardNumber(input: string): string {
  const brand = detectCardBrand(input);
  const maxLength = brand ? Math.max(...brand.lengths) : MAX_CARD_DIGITS;
  const digits = input.replace(/\D/g, '').slice(0, maxLength);
  const starts = groupStarts(brand, digits.length);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (starts.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/**
 * Input mask for MM/YY: '1' → '1', '12' → '12/', '123' → '12/3', '2' → '02/' (no month starts with 2–9),
 * '12/2027' (pasted) → '12/27'. Pass the field's previous value so that a backspace over the '/' is not undone.
 */
export function formatExpiry(input: string, previous = ''): string {
  const deleting = input.length < previous.length;
  const slash = input.indexOf('/');
  if (slash !== -1) {
    let month = input.slice(0, slash).replace(/\D/g, '');
    let year = input.slice(slash + 1).replace(/\D/g, '');
    if (month.length <= 2) {
      if (month === '') return '';
      if (month.length === 1 && month !== '0') month = `0${month}`;
      if (month.length === 1) return month;
      if (year.length >= 4) year = year.slice(2, 4);
      return `${month}/${year.slice(0, 2)}`;
    }
  }
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (deleting && digits.length <= 2) return digits;
  if (digits.length === 1) return /[2-9]/.test(digits) ? `0${digits}/` : digits;
  if (digits.length === 2) return `${digits}/`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}
