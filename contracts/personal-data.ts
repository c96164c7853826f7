// Finds values that look like personal data in free-form extras (event data, webhook extras), so they are removed
// before storage: they were never meant to be sent (DESIGN.md), and a partner's page may still send them by
// mistake. Each detector is strict (a checksum where the number has one) so ordinary ids and amounts survive;
// an unchecked kind (the phone number) keeps to Polish numbering. Pure; table tests in personal-data.test.ts.
import { detectCardBrand, passesLuhn } from './checks/card-number';
import { peselCheckDigit } from './checks/pesel-digit';
import { PERSONAL_SIGN } from './personal-sign';

export type PersonalKind = 'email' | 'phone' | 'pesel' | 'account' | 'card' | 'idCard';

const EMAIL = /[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[a-z]{2,}/i;
/** Digit runs with the spaces, dots and dashes people put between groups, an optional leading +. */
/** Not part of a longer word: the digits inside a hex id or a UUID are not a number anyone typed. */
const DIGIT_RUNS = /(?<![A-Za-z0-9])\+?\d(?:[\s.\u00A0\u2010-\u2013-]?\d)+(?![A-Za-z0-9])/g;
/** An IBAN: two letters, two check digits, then 11 to 30 letters or digits, spaces allowed between groups. */
const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]){11,30}\b/gi;
/** A Polish ID card number: three letters, the check digit, five digits (ABC123456), a space allowed. */
const ID_CARD = /\b[A-Z]{3}\s?\d{6}\b/gi;

/** Letters count 10–35 in account and ID card check sums. */
const letterValue = (c: string): number => (/\d/.test(c) ? Number(c) : c.toUpperCase().charCodeAt(0) - 55);

/** ISO 13616 check: move the first four characters to the end, letters as numbers, remainder 1 mod 97. */
export function isIban(input: string): boolean {
  const compact = input.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  if (compact.startsWith('PL') && compact.length !== 28) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const c of rearranged) {
    const value = letterValue(c);
    remainder = (value >= 10 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** A Polish account number (NRB): 26 digits whose IBAN form PL + digits passes the check. */
export const isNrb = (digits: string): boolean => /^\d{26}$/.test(digits) && isIban(`PL${digits}`);

/** PESEL: 11 digits with a valid check digit (the date is not required to be one a person could have). */
export const isPesel = (digits: string): boolean =>
  /^\d{11}$/.test(digits) && peselCheckDigit(digits.slice(0, 10)) === Number(digits[10]);

/** A payment card number: a known brand's prefix and length, passing Luhn (so a millisecond timestamp is not one). */
export function isCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return false;
  return detectCardBrand(digits)?.lengths.includes(digits.length) ?? false;
}

/**
 * A Polish phone number: nine digits starting 1–9 (mobile and landline numbering), alone or after +48, 0048 or 48.
 */
export function isPolishPhone(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  const national =
    run.startsWith('+48') || (digits.length === 11 && digits.startsWith('48'))
      ? digits.slice(2)
      : digits.startsWith('0048')
        ? digits.slice(4)
        : digits;
  return /^[1-9]\d{8}$/.test(national);
}

/**
 * Polish ID card (dowód osobisty): weights 7 3 1 _ 7 3 1 7 3 over letters and digits; the fourth character is the check
 * digit.
 */
export function isIdCardNumber(input: string): boolean {
  const compact = input.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{3}\d{6}$/.test(compact)) return false;
  const weights = [7, 3, 1, 0, 7, 3, 1, 7, 3];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += letterValue(compact[i]!) * weights[i]!;
  return sum % 10 === Number(compact[3]);
}

/** Every kind of personal data `text` contains, each kind once, in a fixed order. */
export function findPersonalData(text: string): PersonalKind[] {
  // Most values have no @ and no six digits: they skip the scans (personal-sign.ts).
  if (!PERSONAL_SIGN.test(text)) return [];
  const found = new Set<PersonalKind>();
  if (EMAIL.test(text)) found.add('email');
  for (const match of text.matchAll(IBAN)) if (isIban(match[0])) found.add('account');
  for (const match of text.matchAll(ID_CARD)) if (isIdCardNumber(match[0])) found.add('idCard');
  for (const match of text.matchAll(DIGIT_RUNS)) {
    const run = match[0];
    const digits = run.replace(/\D/g, '');
    if (isPesel(digits)) found.add('pesel');
    if (isNrb(digits)) found.add('account');
    if (isCardNumber(digits)) found.add('card');
    if (isPolishPhone(run)) found.add('phone');
  }
  const order: PersonalKind[] = ['email', 'phone', 'pesel', 'account', 'card', 'idCard'];
  return order.filter((kind) => found.has(kind));
}

/** Whether a scalar extra looks like personal data (numbers are read as their digits). */
export function looksPersonal(value: unknown): boolean {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && findPersonalData(String(Math.abs(value))).length > 0;
  return typeof value === 'string' && findPersonalData(value).length > 0;
}

/** The extras without the values that look like personal data, and how many were removed (never which). */
export function removePersonalData<T>(extras: Record<string, T>): { kept: Record<string, T>; removed: number } {
  const kept: Record<string, T> = {};
  let removed = 0;
  for (const [key, value] of Object.entries(extras)) {
    if (looksPersonal(value)) removed += 1;
    else kept[key] = value;
  }
  return { kept, removed };
}

/** Tells whether a text carries personal data: the decisions below take the detector of the side that calls them. */
export type PersonalTest = (text: string) => boolean;

/**
 * Whether an event name carries personal data (`call_600100200`). A name is read as words, underscores and the
 * seams between letters and digits as spaces, so a number glued to a word (`call600100200`) is read too.
 */
export function eventNameLooksPersonal(name: string, isPersonal: PersonalTest): boolean {
  // A name is letters, digits and underscores: without a digit there is nothing a detector could find.
  if (!/\d/.test(name)) return false;
  const words = name.replace(/_/g, ' ');
  return isPersonal(words) || isPersonal(words.replace(/(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/g, ' '));
}
