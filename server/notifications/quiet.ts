// Quiet hours: no transfer-status notification is sent between 21:00 and 8:00 Warsaw time; one reported then waits
// until 8:00. Pure: a function of the instant, Poland's clock changes included (they fall at 2:00–3:00, inside the
// quiet hours, so 8:00 is always there to wait for).

export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

const HOUR = 3_600_000;
const warsawParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(at: Date): { day: string; hour: number } {
  const p = Object.fromEntries(warsawParts.formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
}

/** Whether `at` falls in the quiet hours (21:00 inclusive to 8:00 exclusive, Warsaw time). */
export function isQuiet(at: Date): boolean {
  const { hour } = parts(at);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** The instant 8:00 Warsaw time of the Warsaw day `day` (UTC+1 in winter, UTC+2 in summer). */
export function morningOf(day: string): Date {
  const summer = new Date(Date.parse(`${day}T00:00:00Z`) + (QUIET_UNTIL_HOUR - 2) * HOUR);
  return parts(summer).hour === QUIET_UNTIL_HOUR && parts(summer).day === day
    ? summer
    : new Date(summer.getTime() + HOUR);
}

/** When a notification reported at `at` may be sent: at once outside the quiet hours, else the next 8:00. */
export function sendableFrom(at: Date): Date {
  if (!isQuiet(at)) return at;
  const { day, hour } = parts(at);
  if (hour < QUIET_UNTIL_HOUR) return morningOf(day);
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
  return morningOf(next);
}
