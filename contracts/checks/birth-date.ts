// The date of birth the funnel asks for instead of a PESEL: it is all the offer ranking needs (lenders lend to
// people of a given age), and unlike a PESEL it does not identify a person on its own.
import { err, ok, type Result } from '../result';
import { ageOn, compareDates, isRealDate, toIsoDate, warsawDate, type CalendarDate } from './calendar';
import { ADULT_AGE, MAX_AGE } from './pesel';
import { asText } from './text';

/** Under the field: what the check reads, said so that a screen reader does not read the digits as one number. */
export const BIRTH_DATE_HINT = 'Dzień, miesiąc i rok, np. 14.05.1990 – kropki możesz pominąć';

export const BIRTH_DATE_ERRORS = {
  empty: 'Wpisz datę urodzenia, np. 14.05.1990.',
  format: 'Wpisz datę jako dzień, miesiąc i rok, np. 14.05.1990 (kropki możesz pominąć).',
  date: 'Taka data nie istnieje. Sprawdź dzień i miesiąc.',
  future: 'Data urodzenia nie może być z przyszłości.',
  tooOld: 'Ta data urodzenia jest mało prawdopodobna. Sprawdź rok.',
  underage: 'Pożyczkę może wziąć tylko osoba, która ukończyła 18\u00a0lat.',
} as const;

/**
 * DD.MM.RRRR as Polish people write it (dots, dashes, slashes or spaces between), DDMMRRRR as digits only (the
 * field raises a numeric keypad, and a phone's may have no dot), or ISO RRRR-MM-DD from a date input.
 */
function readDate(text: string): CalendarDate | null {
  const polish = /^(\d{1,2})[.\-/ ]\s*(\d{1,2})[.\-/ ]\s*(\d{4})$/.exec(text) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (polish) return { day: Number(polish[1]), month: Number(polish[2]), year: Number(polish[3]) };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  return null;
}

/**
 * Checks a typed date of birth: a real date, not in the future, an adult on `today` (its date in Poland). Gives ISO.
 */
export function checkBirthDate(input: unknown, today: Date): Result<string> {
  const text = asText(input);
  if (text === '') return err(BIRTH_DATE_ERRORS.empty);
  const date = readDate(text);
  if (!date) return err(BIRTH_DATE_ERRORS.format);
  if (!isRealDate(date)) return err(BIRTH_DATE_ERRORS.date);
  const now = warsawDate(today);
  if (compareDates(date, now) > 0) return err(BIRTH_DATE_ERRORS.future);
  const age = ageOn(date, now);
  if (age > MAX_AGE) return err(BIRTH_DATE_ERRORS.tooOld);
  if (age < ADULT_AGE) return err(BIRTH_DATE_ERRORS.underage);
  return ok(toIsoDate(date));
}

/** 1990-05-14 → 14.05.1990, for writing a valid date back into the field in the form people read. */
export const formatBirthDate = (iso: string): string => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};
