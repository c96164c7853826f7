// The correspondence address: postal code, town, street and house number. Kept simple: the lender checks
// the address itself; we only catch typos and keep the values to a sane size.
import { err, ok, type Result } from '../result';
import { tidyText } from './text';

export const CITY_MAX = 60;
export const STREET_MAX = 80;
export const HOUSE_NUMBER_MAX = 20;
const TEXT_MIN = 2;

/** NN-NNN; also taken without the dash or with a space or an en dash in its place. */
const POSTAL_CODE_PATTERN = /^(\d{2})\s*[-\u2010-\u2013\s]?\s*(\d{3})$/;
/** Words of Latin letters joined by spaces, hyphens, apostrophes, dots and brackets: "Kędzierzyn-Koźle", "Nowa Wieś (gm. Kobyłka)". */
const CITY_PATTERN = /^[\p{Script=Latin}\p{M}][\p{Script=Latin}\p{M} .'’()-]*$/u;
/** Street names carry numbers and quotes too: "al. Jana Pawła II", "ul. 3 Maja", "ul. \"Solidarności\"". */
const STREET_PATTERN = /^[\p{Script=Latin}\p{M}\d .'’"„”()-]+$/u;
/** Starts with a digit: "12", "12A", "12/3", "12A/4B", "12 m. 3". */
const HOUSE_NUMBER_PATTERN = /^\d[\dA-Za-z .\/-]*$/;

export const ADDRESS_ERRORS = {
  postalCode: {
    empty: 'Wpisz kod pocztowy.',
    format: 'Wpisz kod pocztowy w formacie 00-000.',
  },
  city: {
    empty: 'Wpisz miejscowość.',
    tooShort: `Nazwa miejscowości musi mieć co najmniej ${TEXT_MIN} znaki.`,
    tooLong: `Nazwa miejscowości może mieć najwyżej ${CITY_MAX} znaków.`,
    chars: 'Nazwa miejscowości może zawierać tylko litery, spacje, myślniki i kropki.',
  },
  street: {
    tooShort: `Nazwa ulicy musi mieć co najmniej ${TEXT_MIN} znaki.`,
    tooLong: `Nazwa ulicy może mieć najwyżej ${STREET_MAX} znaków.`,
    chars: 'Nazwa ulicy może zawierać tylko litery, cyfry, spacje, kropki, myślniki i cudzysłowy.',
  },
  houseNumber: {
    empty: 'Wpisz numer domu.',
    format: 'Wpisz numer domu i mieszkania, np. 12, 12A lub 12/3.',
  },
} as const;

/** Returns NN-NNN. */
export function checkPostalCode(input: unknown): Result<string> {
  const raw = tidyText(input);
  if (raw === '') return err(ADDRESS_ERRORS.postalCode.empty);
  const match = POSTAL_CODE_PATTERN.exec(raw);
  if (!match) return err(ADDRESS_ERRORS.postalCode.format);
  return ok(`${match[1]}-${match[2]}`);
}

export function checkCity(input: unknown): Result<string> {
  const city = tidyText(input);
  const messages = ADDRESS_ERRORS.city;
  if (city === '') return err(messages.empty);
  if ([...city].length > CITY_MAX) return err(messages.tooLong);
  if (!CITY_PATTERN.test(city)) return err(messages.chars);
  if ([...city].length < TEXT_MIN) return err(messages.tooShort);
  return ok(city);
}

/** Optional: many villages have no streets, the address is then "Wólka 12". Empty gives ''. */
export function checkStreet(input: unknown): Result<string> {
  const street = tidyText(input);
  const messages = ADDRESS_ERRORS.street;
  if (street === '') return ok('');
  if ([...street].length > STREET_MAX) return err(messages.tooLong);
  if (!STREET_PATTERN.test(street) || !/\p{L}/u.test(street)) return err(messages.chars);
  if ([...street].length < TEXT_MIN) return err(messages.tooShort);
  return ok(street);
}

/** House and flat number in one field; spaces around "/" are removed ("12 / 3" → "12/3"), case is kept. */
export function checkHouseNumber(input: unknown): Result<string> {
  const houseNumber = tidyText(input).replace(/\s*\/\s*/g, '/');
  if (houseNumber === '') return err(ADDRESS_ERRORS.houseNumber.empty);
  if (houseNumber.length > HOUSE_NUMBER_MAX || !HOUSE_NUMBER_PATTERN.test(houseNumber)) return err(ADDRESS_ERRORS.houseNumber.format);
  return ok(houseNumber);
}
