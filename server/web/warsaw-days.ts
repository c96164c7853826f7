// The console counts by the Warsaw day the business runs on, not by the UTC day of the stored timestamps. Times
// are stored as ISO UTC text, so a period of Warsaw days is a range of that text (from the first day's Warsaw
// midnight up to, not including, the midnight after the last day), which the time indexes serve as before.
// Grouping by day: PostgreSQL converts in SQL (AT TIME ZONE 'Europe/Warsaw'); SQLite has no time zones, so it
// groups by UTC hour and each hour is given its Warsaw day here: Poland's offset is whole hours and its clock
// changes fall on a UTC hour, so every UTC hour lies within one Warsaw day, in winter and in summer alike.
import { isIsoDay, warsawDay } from '../../contracts/law';
import type { SqlRunner } from '../storage/sql';

type Dialect = SqlRunner['dialect'];

const HOUR = 3_600_000;

/** The instant a Warsaw day begins, as stored time text ("2026-07-01" → "2026-06-30T22:00:00.000Z"). */
export function warsawDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Midnight in Warsaw is 22:00 UTC the day before in summer (UTC+2) and 23:00 UTC in winter (UTC+1); no clock
  // change happens at midnight, so one of the two is it.
  const summer = utcMidnight - 2 * HOUR;
  return new Date(warsawDay(new Date(summer)) === day ? summer : utcMidnight - HOUR).toISOString();
}

/** The day after an ISO day. */
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);

/** A period of Warsaw days (inclusive) as stored-time bounds: `start <= time < end`. */
export function periodBounds(range: { from: string; to: string }): { start: string; end: string } {
  return { start: warsawDayStart(range.from), end: warsawDayStart(nextDay(range.to)) };
}

/**
 * The SQL that groups a stored time column by day: the Warsaw day itself on PostgreSQL, the UTC hour on SQLite
 * (turned into its Warsaw day by `dayOfKey`).
 */
export const dayKeySql = (dialect: Dialect, column: string): string =>
  dialect === 'postgres'
    ? `to_char((${column})::timestamptz AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM-DD')`
    : `substr(${column}, 1, 13)`;

const hourDays = new Map<string, string>();

/** The Warsaw day of a key made by `dayKeySql`. */
export function dayOfKey(dialect: Dialect, key: string): string {
  if (dialect === 'postgres' || !/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(key)) return key;
  let day = hourDays.get(key);
  if (day === undefined) {
    day = warsawDay(new Date(`${key}:00:00Z`));
    if (hourDays.size > 50_000) hourDays.clear();
    hourDays.set(key, day);
  }
  return day;
}

/** Stored time text as the Warsaw wall clock, for exports: "2026-11-26 10:35:07". */
const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
export const warsawTime = (iso: string | null): string => (iso ? wallClock.format(new Date(iso)) : '');

/** A period of Warsaw days, both ends included. */
export interface DayRange {
  /** Warsaw day (ISO date), inclusive. */
  from: string;
  /** Warsaw day (ISO date), inclusive. */
  to: string;
}

/** Every day of the range, for the chart's x axis (days without data are zeros, not gaps). */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (
    let t = Date.parse(`${range.from}T00:00:00Z`);
    t <= Date.parse(`${range.to}T00:00:00Z`) && days.length < 400;
    t += 86_400_000
  )
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const DAY = 24 * HOUR;
const isoDay = (value: unknown): string | null => (isIsoDay(value) ? value : null);

/** The range of Warsaw days asked for, or the last 30 days; at most 366 days. */
export function readRange(query: Record<string, unknown>, now: Date): DayRange {
  const today = warsawDay(now);
  const to = isoDay(query.to) ?? today;
  let from = isoDay(query.from) ?? new Date(Date.parse(to) - 29 * DAY).toISOString().slice(0, 10);
  if (from > to) from = to;
  if (Date.parse(to) - Date.parse(from) > 365 * DAY)
    from = new Date(Date.parse(to) - 365 * DAY).toISOString().slice(0, 10);
  return { from, to };
}
