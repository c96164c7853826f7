// Calendar dates in Poland. A lead arrives at a server that may run in UTC, so "today" is always the date
// in Europe/Warsaw: someone turning 18 at 00:30 Polish time is an adult then, not two hours later.

export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const WARSAW_TIME_ZONE = 'Europe/Warsaw';
let warsawFormat: Intl.DateTimeFormat | undefined;

/** The calendar date in Poland at the given instant. */
export function warsawDate(instant: Date): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('warsawDate needs a valid Date');
  warsawFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: WARSAW_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = warsawFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return MONTH_DAYS[month - 1] ?? 0;
}

/** False for dates that do not exist, such as 31 February or month 13. */
export const isRealDate = ({ year, month, day }: CalendarDate): boolean =>
  Number.isInteger(year) &&
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= daysInMonth(year, month);

/** Negative when a is earlier than b, 0 when the same day, positive when later. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

export const toIsoDate = ({ year, month, day }: CalendarDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Full years of age on `today`. Civil Code art. 112: age goes up at the start of the birthday, and a
 * 29 February birthday falls on 28 February in common years.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const birthdayThisYear = birth.month === 2 && birth.day === 29 && !isLeapYear(today.year) ? 28 : birth.day;
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birthdayThisYear);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}
