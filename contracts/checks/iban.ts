// A Polish bank account number as IBAN (ISO 13616): PL, two check digits, 24 digits of the account (NRB).
// Written by hand: one mod-97 loop; IBAN libraries carry every country's format, which the browser does not need.
import { err, ok, type Result } from '../result';
import { asText, stripSeparators } from './text';

const COUNTRY = 'PL';
/** Two check digits and the 24-digit NRB (8-digit bank sort code, 16-digit account). */
export const PL_ACCOUNT_DIGITS = 26;
const IBAN_GROUP = 4;

export interface PolishIban {
  /** Electronic format: `PL61109010140000071219812874`. */
  electronic: string;
  /** Print format, groups of four: `PL61 1090 1014 0000 0712 1981 2874`. */
  print: string;
}

export const IBAN_ERRORS = {
  empty: 'Wpisz numer konta bankowego.',
  foreign: 'Podaj numer konta w polskim banku: 26 cyfr, z literami PL na początku albo bez nich.',
  notDigits: 'Numer konta składa się z 26 cyfr. Usuń litery i inne znaki.',
  length: 'Wpisz 26 cyfr numeru konta.',
  checksum: 'Ten numer konta jest nieprawidłowy. Sprawdź, czy nie ma literówki.',
} as const;

/**
 * ISO 13616 remainder: the first four characters move to the end, letters become 10–35, and the
 * number is taken mod 97 a few digits at a time (it is too long for a double). A valid IBAN gives 1.
 */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** `PL61109010140000071219812874` → `PL61 1090 1014 0000 0712 1981 2874`. */
export const formatIbanPrint = (electronic: string): string =>
  electronic.replace(new RegExp(`(.{${IBAN_GROUP}})(?=.)`, 'g'), '$1 ');

/**
 * Accepts `PL` + 26 digits or the 26 digits alone (how Polish banks show the number), in any case, with
 * spaces or dashes anywhere.
 */
export function checkPolishIban(input: unknown): Result<PolishIban> {
  const raw = asText(input);
  if (raw === '') return err(IBAN_ERRORS.empty);
  const compact = stripSeparators(raw).toUpperCase();
  const hasCountry = /^[A-Z]{2}/.test(compact);
  if (hasCountry && !compact.startsWith(COUNTRY)) return err(IBAN_ERRORS.foreign);
  const digits = hasCountry ? compact.slice(COUNTRY.length) : compact;
  if (!/^\d+$/.test(digits)) return err(IBAN_ERRORS.notDigits);
  if (digits.length !== PL_ACCOUNT_DIGITS) return err(IBAN_ERRORS.length);
  const electronic = `${COUNTRY}${digits}`;
  if (ibanMod97(electronic) !== 1) return err(IBAN_ERRORS.checksum);
  return ok({ electronic, print: formatIbanPrint(electronic) });
}
