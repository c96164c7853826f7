// When we call back after a call-back request: CALLBACK_HOURS ("pn.–pt. 9:00–17:00", in Polish time). The landing
// page's promise is written from it, and the console's queue marks a request past its deadline by the same rule.
// Pure: the deadline is a function of the request's time and the hours only (table-tested).

export interface CallbackHours {
  /** ISO weekdays we call on: 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  /** Minutes after midnight, Polish time: the first and the last minute of the window. */
  start: number;
  end: number;
}

export const DEFAULT_CALLBACK_HOURS = 'pn.–pt. 9:00–17:00';

/** Abbreviations in the order of the week (ISO 1…7), as written in CALLBACK_HOURS. */
const DAY_ABBREVIATIONS = ['pn', 'wt', 'śr', 'czw', 'pt', 'sob', 'nd'] as const;
/** "od poniedziałku do piątku": the genitive; "w poniedziałek": the accusative. */
const DAY_GENITIVE = ['poniedziałku', 'wtorku', 'środy', 'czwartku', 'piątku', 'soboty', 'niedzieli'] as const;
const DAY_ACCUSATIVE = ['poniedziałek', 'wtorek', 'środę', 'czwartek', 'piątek', 'sobotę', 'niedzielę'] as const;

const dayOf = (text: string): number =>
  DAY_ABBREVIATIONS.indexOf(text.toLowerCase().replace(/\.$/, '') as (typeof DAY_ABBREVIATIONS)[number]) + 1;
const minutesOf = (text: string): number => {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return h <= 24 && m < 60 && h * 60 + m <= 24 * 60 ? h * 60 + m : NaN;
};
const clock = (minutes: number): string => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * "pn.–pt. 9:00–17:00", "pn.-sob. 8:00-20:00" or "sob. 10:00–14:00": a day or a range of days, then the hours.
 * Either an en dash or a hyphen between the two ends.
 */
export function parseCallbackHours(
  raw: string | undefined,
): { ok: true; value: CallbackHours } | { ok: false; error: string } {
  const text = (raw ?? '').trim() || DEFAULT_CALLBACK_HOURS;
  const bad = {
    ok: false as const,
    error: `CALLBACK_HOURS must read like "${DEFAULT_CALLBACK_HOURS}" (days pn., wt., śr., czw., pt., sob., nd.; hours in Polish time), got "${raw}"`,
  };
  const match = /^(\p{L}+\.?)(?:\s*[–-]\s*(\p{L}+\.?))?\s+(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})$/u.exec(text);
  if (!match) return bad;
  const first = dayOf(match[1]!);
  const last = match[2] ? dayOf(match[2]) : first;
  const start = minutesOf(match[3]!);
  const end = minutesOf(match[4]!);
  if (first === 0 || last === 0 || first > last || !(end - start >= LAST_CALL_MINUTES)) return bad;
  return { ok: true, value: { days: Array.from({ length: last - first + 1 }, (_, i) => first + i), start, end } };
}

/** The hours as the footer writes them, the same however they were typed: "pn.–pt. 9:00–17:00". */
export function callbackHoursText(hours: CallbackHours): string {
  const first = hours.days[0]!,
    last = hours.days[hours.days.length - 1]!;
  const day = (d: number) => `${DAY_ABBREVIATIONS[d - 1]}.`;
  return `${first === last ? day(first) : `${day(first)}–${day(last)}`} ${clock(hours.start)}–${clock(hours.end)}`;
}

/** "Oddzwonimy w dni robocze między 9:00 a 17:00." – the promise on the phone form and in its thank-you. */
export function callbackPromise(hours: CallbackHours): string {
  const { days } = hours;
  const first = days[0]!,
    last = days[days.length - 1]!;
  const when =
    first === 1 && last === 5
      ? 'w dni robocze'
      : days.length === 7
        ? 'codziennie'
        : days.length === 1
          ? `w ${DAY_ACCUSATIVE[first - 1]}`
          : `od ${DAY_GENITIVE[first - 1]} do ${DAY_GENITIVE[last - 1]}`;
  return `Oddzwonimy ${when} między ${clock(hours.start)} a ${clock(hours.end)}.`;
}

// --- Polish time, without a time-zone library: Intl knows the offsets. ----------------------------------------

const WARSAW = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock date and time in Warsaw at an instant. */
function warsawWall(ms: number): { y: number; mo: number; d: number; minutes: number } {
  const parts = Object.fromEntries(WARSAW.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return {
    y: Number(parts.year),
    mo: Number(parts.month),
    d: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant at which Warsaw's clock shows this date and minute (the offset is found from a first guess). */
function warsawInstant(y: number, mo: number, d: number, minutes: number): number {
  const wall = Date.UTC(y, mo - 1, d, 0, minutes);
  let guess = wall - 60 * 60_000;
  for (let i = 0; i < 2; i++) {
    const seen = warsawWall(guess);
    guess += wall - Date.UTC(seen.y, seen.mo - 1, seen.d, 0, seen.minutes);
  }
  return guess;
}

/** Midnight in Warsaw at the start of a calendar day ("2026-11-28"). */
export function warsawDayStart(day: string): Date {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(warsawInstant(y, mo, d, 0));
}

/** Easter Sunday (Gregorian, the anonymous algorithm), as [month, day]. */
function easter(y: number): [number, number] {
  const a = y % 19,
    b = Math.floor(y / 100),
    c = y % 100,
    d = Math.floor(b / 4),
    e = b % 4,
    f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3),
    h = (19 * a + b - d - g + 15) % 30,
    i = Math.floor(c / 4),
    k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7,
    m = Math.floor((a + 11 * h + 22 * l) / 451);
  return [Math.floor((h + l - 7 * m + 114) / 31), ((h + l - 7 * m + 114) % 31) + 1];
}

/** Public holidays in Poland (days off work by the act of 18 January 1951): nobody calls back on them. */
export function isPolishHoliday(y: number, mo: number, d: number): boolean {
  const fixed = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'];
  // Christmas Eve is a day off from 2025 on.
  if (y >= 2025) fixed.push('12-24');
  if (fixed.includes(`${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`)) return true;
  const [em, ed] = easter(y);
  const offset = Math.round((Date.UTC(y, mo - 1, d) - Date.UTC(y, em - 1, ed)) / 86_400_000);
  // Easter Monday and Corpus Christi (Pentecost is a Sunday).
  return offset === 1 || offset === 60;
}

/** A request this close to the window's end is called back in the next window: a call needs time. */
export const LAST_CALL_MINUTES = 60;

/**
 * The moment by which a request made at `requestedAt` must have been called back: the end of the window it
 * arrives in (if at least LAST_CALL_MINUTES of it are left), else the end of the next window, skipping days we
 * do not call on and Polish public holidays.
 */
export function callbackDeadline(requestedAt: Date, hours: CallbackHours): Date {
  const at = requestedAt.getTime();
  const today = warsawWall(at);
  for (let i = 0; i < 30; i++) {
    const day = new Date(Date.UTC(today.y, today.mo - 1, today.d + i));
    const y = day.getUTCFullYear(),
      mo = day.getUTCMonth() + 1,
      d = day.getUTCDate();
    const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    if (!hours.days.includes(weekday) || isPolishHoliday(y, mo, d)) continue;
    const end = warsawInstant(y, mo, d, hours.end);
    if (end - at >= LAST_CALL_MINUTES * 60_000) return new Date(end);
  }
  // Unreachable for any hours parseCallbackHours accepts (at least one weekday within a month).
  throw new Error('no call-back window in the next 30 days');
}
