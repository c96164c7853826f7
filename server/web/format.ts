// Polish figures and times as the console and the portal show them, and the page number a list asks for.

/** Said once on every page that shows times of day. */
export const TIMES_NOTE = 'Godziny podano według czasu polskiego (Europe/Warsaw).';

/** The page number asked for (`strona`), within 1…pageCount. */
export const readPage = (value: unknown, pageCount: number): number => {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(1, n), Math.max(1, pageCount));
};

// 'always': "1 500", as docs/writing.md asks (Polish Intl leaves four-digit numbers ungrouped by default).
const plNumber = new Intl.NumberFormat('pl-PL', { useGrouping: 'always' });
const plMoney = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const plPct = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const fmtInt = (n: number): string => plNumber.format(n);
/** "1 234,50 zł" from grosze. */
export const fmtZl = (grosze: number): string => `${plMoney.format(grosze / 100)}\u00a0zł`;
/** "12,3%" or "–" when there is nothing to divide by. */
export const fmtPct = (part: number, whole: number): string =>
  whole > 0 ? `${plPct.format((100 * part) / whole)}%` : '–';
const plTime = new Intl.DateTimeFormat('pl-PL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
});
/** "25.11.2026, 14:03" in Polish time (a page with times says so once: `FrameProps.times`), or "–". */
export const fmtTime = (iso: string | null): string => (iso ? plTime.format(new Date(iso)) : '–');
/** A calendar day as stored ("1985-01-02") the Polish way ("02.01.1985"); anything else is shown as it is. */
export const fmtDay = (day: string): string => {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return parts ? `${parts[3]}.${parts[2]}.${parts[1]}` : day;
};
