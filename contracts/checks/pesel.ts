// PESEL, the Polish national identification number: YYMMDD, a 4-digit serial whose last digit gives the
// sex, and a check digit. Written by hand: a weighted sum and a date, too small for a dependency.
import { err, ok, type Result } from '../result';
import { ageOn, compareDates, isRealDate, toIsoDate, warsawDate, type CalendarDate } from './calendar';
import { asText, stripSeparators } from './text';
import { peselCheckDigit } from './pesel-digit';

export { peselCheckDigit } from './pesel-digit';

export const PESEL_LENGTH = 11;
/** The age of majority in Poland (Civil Code art. 10); lenders only take applications from adults. */
export const ADULT_AGE = 18;
/** No one alive is older; an older date is a typo in the month (e.g. 8x, which means the 1800s). */
export const MAX_AGE = 120;
/** The month carries the century: +80 for the 1800s, +0, +20, +40, +60 for the 1900s to the 2200s. */
const CENTURY_BY_MONTH_OFFSET = [1900, 2000, 2100, 2200, 1800] as const;

export type Sex = 'female' | 'male';

export interface PeselInfo {
  /** The 11 digits, spaces and dashes removed. */
  pesel: string;
  /** ISO 8601 calendar date, e.g. `1944-05-14`. */
  birthDate: string;
  sex: Sex;
}

export const PESEL_ERRORS = {
  empty: 'Wpisz numer PESEL.',
  notDigits: 'Numer PESEL składa się tylko z cyfr. Usuń litery i inne znaki.',
  length: 'Wpisz 11\u00a0cyfr numeru PESEL.',
  checksum: 'Ten numer PESEL ma błędną cyfrę kontrolną. Sprawdź, czy nie ma literówki.',
  date: 'Ten numer PESEL zawiera nieistniejącą datę urodzenia. Sprawdź, czy nie ma literówki.',
  future: 'Data urodzenia w tym numerze PESEL jest z przyszłości. Sprawdź, czy nie ma literówki.',
  tooOld: 'Data urodzenia w tym numerze PESEL jest mało prawdopodobna. Sprawdź, czy nie ma literówki.',
  underage: 'Pożyczkę może wziąć tylko osoba, która ukończyła 18\u00a0lat.',
} as const;

/**
 * The birth date and sex written in 11 PESEL digits, or null when the date does not exist. Does not check the check
 * digit.
 */
export function decodePesel(pesel: string): { birthDate: CalendarDate; sex: Sex } | null {
  if (!/^\d{11}$/.test(pesel)) return null;
  const yy = Number(pesel.slice(0, 2));
  const mm = Number(pesel.slice(2, 4));
  const day = Number(pesel.slice(4, 6));
  const century = CENTURY_BY_MONTH_OFFSET[Math.floor(mm / 20)];
  if (century === undefined) return null;
  const birthDate = { year: century + yy, month: mm % 20, day };
  if (!isRealDate(birthDate)) return null;
  return { birthDate, sex: Number(pesel[9]) % 2 === 1 ? 'male' : 'female' };
}

/**
 * Checks a PESEL typed or pasted by a person: spaces and dashes are removed (copies from documents and
 * phone keypads carry them, and they cannot change the number); letters are refused. The person must be
 * an adult on `today` (its calendar date in Poland).
 */
export function checkPesel(input: unknown, today: Date): Result<PeselInfo> {
  const raw = asText(input);
  if (raw === '') return err(PESEL_ERRORS.empty);
  const pesel = stripSeparators(raw);
  if (!/^\d+$/.test(pesel)) return err(PESEL_ERRORS.notDigits);
  if (pesel.length !== PESEL_LENGTH) return err(PESEL_ERRORS.length);
  if (peselCheckDigit(pesel) !== Number(pesel[10])) return err(PESEL_ERRORS.checksum);
  const decoded = decodePesel(pesel);
  if (!decoded) return err(PESEL_ERRORS.date);
  const now = warsawDate(today);
  if (compareDates(decoded.birthDate, now) > 0) return err(PESEL_ERRORS.future);
  const age = ageOn(decoded.birthDate, now);
  if (age > MAX_AGE) return err(PESEL_ERRORS.tooOld);
  if (age < ADULT_AGE) return err(PESEL_ERRORS.underage);
  return ok({ pesel, birthDate: toIsoDate(decoded.birthDate), sex: decoded.sex });
}
