// What the partner portal reads. Every function takes the partner id of the session and puts it into every
// WHERE (or JOIN) it runs, as a bound parameter: there is no query here that can return another partner's row.
// Counts follow the operator's definitions (server/admin/queries.ts), so a partner's figures equal the console's
// for that partner: clicks by click time, registrations credited to the partner of the lead's first click,
// conversions by the time they were created, earnings from the ledger's stored partner_payout_minor (never
// recomputed here: the payout rules belong to the affiliate ledger).
import type { SqlRunner, SqlValue } from '../storage/sql';
import { dayKeySql, dayOfKey, periodBounds, warsawDayStart, type DayRange } from '../web/warsaw-days';
import { warsawDay } from '../../contracts/law';
import { SUB_ID_PARAMS } from '../../contracts/affiliate';

/** The partner's sub-ids, as its links carry them (contracts/affiliate.ts). */
export const SUBS = SUB_ID_PARAMS;
export type Sub = (typeof SUBS)[number];
export type Grouping = 'day' | Sub;
export const NO_SUB = '(brak)';

export const CONVERSION_STATES = ['pending', 'approved', 'rejected', 'paid', 'reversed'] as const;
export type ConversionState = (typeof CONVERSION_STATES)[number];

export interface PartnerRow {
  key: string;
  clicks: number;
  registrations: number;
  conversions: number;
  states: Record<ConversionState, number>;
  /** Conversions with a standing hold. */
  held: number;
  /** Grosze: partner_payout_minor of approved and paid conversions. */
  earnings: number;
  /** Grosze: the part of it payable now (validation window over, no hold). */
  payable: number;
}

const emptyRow = (key: string): PartnerRow => ({
  key,
  clicks: 0,
  registrations: 0,
  conversions: 0,
  states: { pending: 0, approved: 0, rejected: 0, paid: 0, reversed: 0 },
  held: 0,
  earnings: 0,
  payable: 0,
});

/** The partner's figures for a period of Warsaw days, grouped by day or by one sub-id. */
export async function partnerFigures(
  sql: SqlRunner,
  partnerId: string,
  range: DayRange,
  by: Grouping,
  now: Date,
): Promise<PartnerRow[]> {
  const { start, end } = periodBounds(range);
  const d = sql.dialect;
  const keyOf = (time: string, k: string) => (by === 'day' ? dayKeySql(d, time) : `COALESCE(${k}.${by}, '${NO_SUB}')`);
  const rows = new Map<string, PartnerRow>();
  const row = (raw: string) => {
    const key = by === 'day' ? dayOfKey(d, raw) : raw;
    return rows.get(key) ?? rows.set(key, emptyRow(key)).get(key)!;
  };
  const clicks = await sql.all<{ k: string; n: number }>(
    `SELECT ${keyOf('k.created_at', 'k')} AS k, COUNT(*) AS n FROM clicks k
     WHERE k.partner_id = ? AND k.created_at >= ? AND k.created_at < ?
     GROUP BY 1`,
    [partnerId, start, end],
  );
  for (const c of clicks) row(c.k).clicks += Number(c.n);
  const registrations = await sql.all<{ k: string; n: number }>(
    `SELECT ${keyOf('l.created_at', 'k')} AS k, COUNT(*) AS n FROM leads l
     JOIN clicks k
       ON k.click_id = (SELECT f.click_id FROM clicks f WHERE f.lead_id = l.id ORDER BY f.created_at LIMIT 1)
     WHERE k.partner_id = ? AND l.created_at >= ? AND l.created_at < ? GROUP BY 1`,
    [partnerId, start, end],
  );
  for (const r of registrations) row(r.k).registrations += Number(r.n);
  const conversions = await sql.all<{
    k: string;
    status: ConversionState;
    n: number;
    held: number;
    earnings: number;
    payable: number;
  }>(
    `SELECT ${keyOf('c.created_at', 'k')} AS k, c.status AS status, COUNT(*) AS n,
            SUM(CASE WHEN c.hold_reason IS NOT NULL THEN 1 ELSE 0 END) AS held,
            SUM(CASE WHEN c.status IN ('approved', 'paid') THEN c.partner_payout_minor ELSE 0 END) AS earnings,
            SUM(CASE WHEN c.status IN ('approved', 'paid') AND c.hold_reason IS NULL
                       AND c.payable_from IS NOT NULL AND c.payable_from <= ?
                     THEN c.partner_payout_minor ELSE 0 END) AS payable
     FROM conversions c JOIN clicks k ON k.click_id = c.click_id
     WHERE c.partner_id = ? AND c.created_at >= ? AND c.created_at < ? GROUP BY 1, 2`,
    [now.toISOString().slice(0, 10), partnerId, start, end],
  );
  for (const c of conversions) {
    const r = row(c.k);
    r.conversions += Number(c.n);
    if ((CONVERSION_STATES as readonly string[]).includes(c.status)) r.states[c.status] += Number(c.n);
    r.held += Number(c.held);
    r.earnings += Number(c.earnings);
    r.payable += Number(c.payable);
  }
  return [...rows.values()].sort((a, b) =>
    by === 'day' ? a.key.localeCompare(b.key) : b.clicks - a.clicks || a.key.localeCompare(b.key),
  );
}

export function totalsOf(rows: readonly PartnerRow[]): PartnerRow {
  const t = emptyRow('Razem');
  for (const r of rows) {
    t.clicks += r.clicks;
    t.registrations += r.registrations;
    t.conversions += r.conversions;
    for (const s of CONVERSION_STATES) t.states[s] += r.states[s];
    t.held += r.held;
    t.earnings += r.earnings;
    t.payable += r.payable;
  }
  return t;
}

export interface PartnerConversion {
  id: string;
  created_at: string;
  lender: string;
  status: ConversionState;
  partner_payout_minor: number;
  payable_from: string | null;
  hold_reason: string | null;
  click_id: string;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
}

/** The partner's conversions of a period, newest first (at most `limit`). */
export function partnerConversions(
  sql: SqlRunner,
  partnerId: string,
  range: DayRange,
  limit = 200,
): Promise<PartnerConversion[]> {
  const { start, end } = periodBounds(range);
  return sql.all<PartnerConversion>(
    `SELECT c.id, c.created_at, c.lender, c.status, c.partner_payout_minor, c.payable_from, c.hold_reason, c.click_id,
            k.sub1, k.sub2, k.sub3, k.sub4, k.sub5
     FROM conversions c JOIN clicks k ON k.click_id = c.click_id
     WHERE c.partner_id = ? AND c.created_at >= ? AND c.created_at < ?
     ORDER BY c.created_at DESC, c.id DESC LIMIT ?`,
    [partnerId, start, end, limit],
  );
}

/** One conversion of this partner, or null (another partner's id answers the same as an unknown one). */
export function partnerConversion(
  sql: SqlRunner,
  partnerId: string,
  conversionId: string,
): Promise<PartnerConversion | undefined> {
  return sql.get<PartnerConversion>(
    `SELECT c.id, c.created_at, c.lender, c.status, c.partner_payout_minor, c.payable_from, c.hold_reason, c.click_id,
            k.sub1, k.sub2, k.sub3, k.sub4, k.sub5
     FROM conversions c JOIN clicks k ON k.click_id = c.click_id
     WHERE c.id = ? AND c.partner_id = ?`,
    [conversionId, partnerId],
  );
}

export interface PartnerDelivery {
  id: string;
  created_at: string;
  kind: 'conversion' | 'test';
  status: string | null;
  url: string;
  state: string;
  attempts: number;
  http_status: number | null;
  error: string | null;
}

/** The partner's postbacks, real and test, newest first. */
export async function partnerDeliveries(sql: SqlRunner, partnerId: string, limit = 50): Promise<PartnerDelivery[]> {
  const real = await sql.all<PartnerDelivery>(
    `SELECT id, created_at, 'conversion' AS kind, status, url, state, attempts, http_status, error
     FROM postback_deliveries
     WHERE partner_id = ?
     ORDER BY created_at DESC, id DESC LIMIT ?`,
    [partnerId, limit],
  );
  const tests = await sql.all<PartnerDelivery>(
    `SELECT id, created_at, 'test' AS kind, NULL AS status, url, state, 1 AS attempts, http_status, error
     FROM partner_test_postbacks
     WHERE partner_id = ?
     ORDER BY created_at DESC, id DESC LIMIT ?`,
    [partnerId, limit],
  );
  return [...real, ...tests]
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .slice(0, limit)
    .map((r) => ({
      ...r,
      attempts: Number(r.attempts),
      http_status: r.http_status === null ? null : Number(r.http_status),
    }));
}

/** The export's rows of a period for this partner, a batch at a time, in (time, id) order. */
export async function* partnerExportRows(
  sql: SqlRunner,
  partnerId: string,
  range: DayRange,
  kind: 'clicks' | 'conversions',
  batch = 1000,
): AsyncGenerator<Record<string, unknown>[]> {
  const { start, end } = periodBounds(range);
  const q =
    kind === 'clicks'
      ? {
          columns: `k.click_id AS key_, k.created_at AS time_, k.lender, k.offer_id,
            k.sub1, k.sub2, k.sub3, k.sub4, k.sub5, k.utm_source, k.amount, k.term, k.term_unit`,
          from: 'clicks k',
          time: 'k.created_at',
          key: 'k.click_id',
          scope: 'k.partner_id',
        }
      : {
          columns: `c.id AS key_, c.created_at AS time_, c.lender, c.status, c.approved_at, c.partner_payout_minor,
            c.currency, c.payable_from, c.hold_reason, c.click_id, k.sub1, k.sub2, k.sub3, k.sub4, k.sub5`,
          from: 'conversions c JOIN clicks k ON k.click_id = c.click_id',
          time: 'c.created_at',
          key: 'c.id',
          scope: 'c.partner_id',
        };
  let after: { t: SqlValue; k: SqlValue } | null = null;
  for (;;) {
    const next = after ? ` AND (${q.time} > ? OR (${q.time} = ? AND ${q.key} > ?))` : '';
    const rows: Record<string, unknown>[] = await sql.all<Record<string, unknown>>(
      `SELECT ${q.columns} FROM ${q.from}
       WHERE ${q.scope} = ? AND ${q.time} >= ? AND ${q.time} < ?${next}
       ORDER BY ${q.time}, ${q.key} LIMIT ?`,
      [partnerId, start, end, ...(after ? [after.t, after.t, after.k] : []), batch],
    );
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { t: last.time_ as SqlValue, k: last.key_ as SqlValue };
  }
}

// --- Monthly statements. ------------------------------------------------------------------------------------------

/** "2026-10" → its Warsaw bounds. */
export function monthBounds(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: warsawDayStart(`${month}-01`), end: warsawDayStart(`${next}-01`) };
}

/** The closed months before `today`'s (a Warsaw day), newest first, back to `since`'s month. */
export function closedMonths(today: string, since: string): string[] {
  const months: string[] = [];
  let [y, m] = today.slice(0, 7).split('-').map(Number) as [number, number];
  const first = since.slice(0, 7);
  for (let i = 0; i < 120; i++) {
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month < first) break;
    months.push(month);
  }
  return months;
}

const MONTHS_PL = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];
/** "2026-10" → "październik 2026". */
export const monthLabel = (month: string): string =>
  `${MONTHS_PL[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

export interface Statement {
  partner_id: string;
  month: string;
  conversions: number;
  amount_minor: number;
  currency: string;
  created_at: string;
  paid_at: string | null;
}

/**
 * Writes the statement of each closed month that has none yet: the partner's conversions approved in that Warsaw
 * month and approved or paid now, and the sum of their stored partner_payout_minor. A statement once written is
 * not rewritten: later changes show in the next month's figures, not in a statement that may already be paid.
 */
export async function closeStatements(
  sql: SqlRunner,
  partnerId: string,
  today: string,
  since: string,
  now: Date,
): Promise<void> {
  // A partner approved before the portal existed may have conversions older than its account: they count too.
  const first = await sql.get<{ at: string | null }>(
    'SELECT MIN(approved_at) AS at FROM conversions WHERE partner_id = ? AND approved_at IS NOT NULL',
    [partnerId],
  );
  const from = first?.at && warsawDay(new Date(first.at)) < since ? warsawDay(new Date(first.at)) : since;
  for (const month of closedMonths(today, from)) {
    const { start, end } = monthBounds(month);
    const sum = await sql.get<{ n: number; amount: number | null }>(
      `SELECT COUNT(*) AS n, SUM(partner_payout_minor) AS amount FROM conversions
       WHERE partner_id = ? AND status IN ('approved', 'paid') AND approved_at >= ? AND approved_at < ?`,
      [partnerId, start, end],
    );
    await sql.run(
      `INSERT INTO partner_statements (partner_id, month, conversions, amount_minor, currency, created_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (partner_id, month) DO NOTHING`,
      [partnerId, month, Number(sum?.n ?? 0), Number(sum?.amount ?? 0), 'PLN', now.toISOString()],
    );
  }
}

export async function partnerStatements(sql: SqlRunner, partnerId: string): Promise<Statement[]> {
  const rows = await sql.all<Statement>(
    `SELECT partner_id, month, conversions, amount_minor, currency, created_at, paid_at FROM partner_statements
     WHERE partner_id = ?
     ORDER BY month DESC`,
    [partnerId],
  );
  return rows.map((r) => ({ ...r, conversions: Number(r.conversions), amount_minor: Number(r.amount_minor) }));
}
