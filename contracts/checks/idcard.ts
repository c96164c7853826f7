// Series and number of the Polish identity card (dowód osobisty): three letters, then six digits of which
// the first is a check digit. Written by hand: a weighted sum, too small for a dependency.
import { err, ok, type Result } from '../result';
import { asText } from './text';

/** Weights of the nine characters, the check digit's included; a correct number sums to 0 mod 10. */
const ID_CARD_WEIGHTS = [7, 3, 1, 9, 7, 3, 1, 7, 3] as const;
/** Letters count as A = 10 … Z = 35, their place in 0–9A–Z. */
const LETTER_BASE = 'A'.charCodeAt(0) - 10;
/** Three letters, optionally one space (as printed on the card), six digits. */
const ID_CARD_PATTERN = /^([A-Z]{3}) ?(\d{6})$/;

export const ID_CARD_ERRORS = {
  empty: 'Wpisz serię i numer dowodu osobistego.',
  format: 'Wpisz serię i numer dowodu: 3 litery i 6 cyfr, np. ABC 123456.',
  checksum: 'Ten numer dowodu ma błędną cyfrę kontrolną. Sprawdź, czy nie ma literówki.',
} as const;

const charValue = (char: string): number => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - LETTER_BASE);

/** True when the weighted sum of nine upper-case characters is divisible by 10. */
export function hasValidIdCardCheckDigit(idCard: string): boolean {
  let sum = 0;
  ID_CARD_WEIGHTS.forEach((weight, i) => {
    sum += charValue(idCard[i] ?? '') * weight;
  });
  return sum % 10 === 0;
}

/** Accepts lower case and a space after the series; returns upper case without spaces, e.g. `ABA300000`. */
export function checkIdCard(input: unknown): Result<string> {
  const raw = asText(input);
  if (raw === '') return err(ID_CARD_ERRORS.empty);
  const match = ID_CARD_PATTERN.exec(raw.toUpperCase().replace(/\s+/, ' '));
  if (!match) return err(ID_CARD_ERRORS.format);
  const idCard = `${match[1]}${match[2]}`;
  if (!hasValidIdCardCheckDigit(idCard)) return err(ID_CARD_ERRORS.checksum);
  return ok(idCard);
}
