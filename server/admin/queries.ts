// What the console pages read. Each stage of the funnel is one query grouped by the chosen dimension; the stages
// are joined in code, so a stage whose table has no such dimension shows as empty instead of breaking the page.
import { randomUUID } from 'node:crypto';
import { forUpdate, type SqlRunner, type SqlValue } from '../storage/sql';
import { consentsOfLead, type ConsentRow } from '../consents/ledger';
import type { DeliveryRow } from '../consents/delivery';
import type { LeadRow } from '../storage/types';
import { dayKeySql, dayOfKey, periodBounds, type DayRange } from '../web/warsaw-days';
import { filterSql, paging, type ListFilters, type Paging } from './lists';

export const DIMENSIONS = ['day', 'partner', 'subid', 'source'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const DIMENSION_LABELS: Record<Dimension, string> = {
  day: 'dzień',
  partner: 'partner',
  subid: 'sub-id (sub1)',
  source: 'źródło',
};
/** The same as a column header, which starts with a capital like the other headers. */
export const DIMENSION_HEADERS: Record<Dimension, string> = {
  day: 'Dzień',
  partner: 'Partner',
  subid: 'Sub-id (sub1)',
  source: 'Źródło',
};

export const STAGES = ['visits', 'registrations', 'clicks', 'accepted', 'paid'] as const;
export type Stage = (typeof STAGES)[number];
export const STAGE_LABELS: Record<Stage, string> = {
  visits: 'Wizyty',
  registrations: 'Rejestracje',
  clicks: 'Kliknięcia',
  accepted: 'Zaakceptowane',
  paid: 'Wypłacone',
};

export interface FunnelRow {
  key: string;
  counts: Record<Stage, number>;
}

/** Per stage: the SQL that counts it, with the dimension's expressions and its time column (the day: `dayKeySql`). */
export interface StageQuery {
  table: string;
  time: string;
  where: string;
  keys: Partial<Record<Dimension, string>>;
}

export const NO_VALUE = '(brak)';

/** A field of the events' JSON data, in each backend's own syntax. */
export const jsonField = (dialect: SqlRunner['dialect'], column: string, field: string): string =>
  dialect === 'sqlite' ? `json_extract(${column}, '$.${field}')` : `(${column}::jsonb ->> '${field}')`;

/**
 * How each stage is counted. Visits: page views (partner and sub-id from the view's aff_id/pid/sub1 data, when the
 * loader sent them). Registrations: leads, credited to the partner of the lead's first click. Clicks: the click
 * ledger. Accepted: conversions the lender approved (by the day of approval, even if paid or reversed later).
 * Paid: moves to `paid` (by the day of payment).
 */
export function stageQueries(dialect: SqlRunner['dialect']): Record<Stage, StageQuery> {
  const partnerOf = (column: string) =>
    `COALESCE(${jsonField(dialect, column, 'aff_id')}, ${jsonField(dialect, column, 'pid')})`;
  const clickKeys = (k: string) => ({ partner: `${k}.partner_id`, subid: `${k}.sub1`, source: `${k}.utm_source` });
  return {
    visits: {
      table: 'events',
      time: 'received_at',
      where: "event = 'page_view'",
      keys: {
        day: dayKeySql(dialect, 'received_at'),
        partner: partnerOf('data'),
        subid: jsonField(dialect, 'data', 'sub1'),
        source: 'utm_source',
      },
    },
    registrations: {
      table: `leads l LEFT JOIN clicks k
        ON k.click_id = (SELECT f.click_id FROM clicks f WHERE f.lead_id = l.id ORDER BY f.created_at LIMIT 1)`,
      time: 'l.created_at',
      where: '1 = 1',
      keys: { day: dayKeySql(dialect, 'l.created_at'), ...clickKeys('k') },
    },
    clicks: {
      table: 'clicks k',
      time: 'k.created_at',
      where: '1 = 1',
      keys: { day: dayKeySql(dialect, 'k.created_at'), ...clickKeys('k') },
    },
    accepted: {
      table: 'conversions c JOIN clicks k ON k.click_id = c.click_id',
      time: 'c.approved_at',
      where: 'c.approved_at IS NOT NULL',
      keys: { day: dayKeySql(dialect, 'c.approved_at'), ...clickKeys('k') },
    },
    paid: {
      table:
        'conversion_events e JOIN conversions c ON c.id = e.conversion_id JOIN clicks k ON k.click_id = c.click_id',
      time: 'e.at',
      where: "e.to_status = 'paid'",
      keys: { day: dayKeySql(dialect, 'e.at'), ...clickKeys('k') },
    },
  };
}

export async function funnel(
  sql: SqlRunner,
  dimension: Dimension,
  range: DayRange,
  queries: Record<Stage, StageQuery | null> = stageQueries(sql.dialect),
): Promise<FunnelRow[]> {
  const rows = new Map<string, FunnelRow>();
  const { start, end } = periodBounds(range);
  for (const stage of STAGES) {
    const q = queries[stage];
    if (!q) continue;
    const key = q.keys[dimension];
    const keyExpr = key ? `COALESCE(${key}, '${NO_VALUE}')` : `'${NO_VALUE}'`;
    const found = await sql.all<{ k: string; n: number }>(
      `SELECT ${keyExpr} AS k, COUNT(*) AS n FROM ${q.table}
       WHERE ${q.where} AND ${q.time} >= ? AND ${q.time} < ?
       GROUP BY ${keyExpr}`,
      [start, end],
    );
    for (const { k: key, n } of found) {
      // SQLite's day key is a UTC hour: several hours fold into one Warsaw day.
      const k = dimension === 'day' ? dayOfKey(sql.dialect, key) : key;
      const row = rows.get(k) ?? { key: k, counts: { visits: 0, registrations: 0, clicks: 0, accepted: 0, paid: 0 } };
      row.counts[stage] += Number(n);
      rows.set(k, row);
    }
  }
  return [...rows.values()].sort((a, b) =>
    dimension === 'day' ? a.key.localeCompare(b.key) : b.counts.visits - a.counts.visits || a.key.localeCompare(b.key),
  );
}

export interface LeadStory {
  lead: LeadRow;
  erasedAt: string | null;
  consents: ConsentRow[];
  events: { received_at: string; event: string; domain: string | null; utm_source: string | null; data: string }[];
  webhooks: { received_at: string; state_type: string }[];
  deliveries: DeliveryRow[];
  clicks: LeadClickRow[];
}

/** A lead's events, through the events_by_lead index (the lead_id column, filled on ingest). */
export const LEAD_EVENTS_SQL =
  'SELECT received_at, event, domain, utm_source, data FROM events WHERE lead_id = ? ORDER BY received_at LIMIT 500';

export async function leadStory(sql: SqlRunner, leadId: string): Promise<LeadStory | null> {
  const lead = await sql.get<LeadRow>(
    `SELECT id, created_at, amount, term, term_unit, birth_date, phone, email, consents_version, origin FROM leads
     WHERE id = ?`,
    [leadId],
  );
  if (!lead) return null;
  const erased = await sql.get<{ erased_at: string }>('SELECT erased_at FROM lead_erasures WHERE lead_id = ?', [
    leadId,
  ]);
  return {
    lead,
    erasedAt: erased?.erased_at ?? null,
    consents: await consentsOfLead(sql, leadId),
    events: await sql.all(LEAD_EVENTS_SQL, [leadId]),
    webhooks: await sql.all(
      'SELECT received_at, state_type FROM lead_webhooks WHERE lead_id = ? ORDER BY received_at',
      [leadId],
    ),
    deliveries: await sql.all<DeliveryRow>('SELECT * FROM lead_deliveries WHERE lead_id = ? ORDER BY created_at', [
      leadId,
    ]),
    clicks: await clicksOfLead(sql, leadId),
  };
}

/** Leads found by id, e-mail or phone (exact), newest first: how an erasure request is matched to its rows. */
export async function findLeads(sql: SqlRunner, query: string): Promise<{ id: string; created_at: string }[]> {
  const q = query.trim();
  if (!q) return sql.all('SELECT id, created_at FROM leads ORDER BY created_at DESC LIMIT 20');
  const phone = q.replace(/[\s-]/g, '');
  const e164 = /^\d{9}$/.test(phone) ? `+48${phone}` : phone;
  return sql.all(
    `SELECT id, created_at FROM leads
     WHERE id = ? OR lower(email) = lower(?) OR phone = ?
     ORDER BY created_at DESC LIMIT 50`,
    [q.toLowerCase(), q, e164],
  );
}

// --- Lists: one page of rows and the total, under the filters of the address (server/admin/lists.ts). ------------

export interface ListPage<T> {
  rows: T[];
  paging: Paging;
}

/** One page of `from` under `filters`, newest first by `order`, with the count of all the rows that match. */
export async function listPage<T>(
  sql: SqlRunner,
  select: string,
  from: string,
  filter: { where: string; params: SqlValue[] },
  order: string,
  page: number,
): Promise<ListPage<T>> {
  const total = Number(
    (await sql.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${from} WHERE ${filter.where}`, filter.params))
      ?.n ?? 0,
  );
  const p = paging(total, page);
  const rows = await sql.all<T>(
    `SELECT ${select} FROM ${from} WHERE ${filter.where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    [...filter.params, p.size, p.offset],
  );
  return { rows, paging: p };
}

export interface LeadListRow {
  id: string;
  created_at: string;
  amount: number;
  term: number;
  term_unit: 'days' | 'months';
}

/** Leads by the time they came; the partner is the one of any of the lead's clicks. */
export const leadList = (sql: SqlRunner, filters: ListFilters, page: number): Promise<ListPage<LeadListRow>> =>
  listPage(
    sql,
    'l.id, l.created_at, l.amount, l.term, l.term_unit',
    'leads l',
    filterSql(filters, {
      time: 'l.created_at',
      partnerMatch: 'EXISTS (SELECT 1 FROM clicks f WHERE f.lead_id = l.id AND f.partner_id = ?)',
    }),
    'l.created_at DESC, l.id DESC',
    page,
  );

export interface ClickListRow {
  click_id: string;
  created_at: string;
  lead_id: string | null;
  lender: string;
  offer_id: number;
  /** The card version the visitor clicked (server/catalogue/); null for clicks from before versions were kept. */
  offer_version: number | string | null;
  partner_id: string | null;
  sub1: string | null;
  utm_source: string | null;
  placement: string;
  conversions: number;
}

export const clickList = (sql: SqlRunner, filters: ListFilters, page: number): Promise<ListPage<ClickListRow>> =>
  listPage(
    sql,
    `k.click_id, k.created_at, k.lead_id, k.lender, k.offer_id, k.offer_version, k.partner_id, k.sub1, k.utm_source,
     k.placement, (SELECT COUNT(*) FROM conversions c WHERE c.click_id = k.click_id) AS conversions`,
    'clicks k',
    filterSql(filters, { time: 'k.created_at', partner: 'k.partner_id', lender: 'k.lender' }),
    'k.created_at DESC, k.click_id DESC',
    page,
  );

export interface ConversionListRow {
  id: string;
  txid: string;
  created_at: string;
  lender: string;
  partner_id: string | null;
  lead_id: string | null;
  status: string;
  approved_at: string | null;
  revenue_minor: number;
  partner_payout_minor: number;
  payable_from: string | null;
  hold_reason: string | null;
}

export const conversionList = (
  sql: SqlRunner,
  filters: ListFilters,
  page: number,
): Promise<ListPage<ConversionListRow>> =>
  listPage(
    sql,
    `c.id, c.txid, c.created_at, c.lender, c.partner_id, c.lead_id, c.status, c.approved_at, c.revenue_minor,
     c.partner_payout_minor, c.payable_from, c.hold_reason`,
    'conversions c',
    filterSql(filters, { time: 'c.created_at', state: 'c.status', partner: 'c.partner_id', lender: 'c.lender' }),
    'c.created_at DESC, c.id DESC',
    page,
  );

export const deliveryList = (sql: SqlRunner, filters: ListFilters, page: number): Promise<ListPage<DeliveryRow>> =>
  listPage(
    sql,
    '*',
    'lead_deliveries',
    filterSql(filters, { time: 'created_at', state: 'status', lender: 'lender' }),
    'created_at DESC, id DESC',
    page,
  );

// --- Partners and lenders: EPC, approval rate, revenue and payouts. ---------------------------------------------

export interface EarningsRow {
  key: string;
  clicks: number;
  conversions: number;
  approved: number;
  rejected: number;
  /** Grosze: what lenders owe us for approved and paid conversions. */
  revenue: number;
  /** Grosze: the partners' share of it. */
  payouts: number;
  /** Grosze: payouts already payable (validation window over, no open hold). */
  payable: number;
}

export async function earnings(
  sql: SqlRunner,
  by: 'partner' | 'lender',
  range: DayRange,
  now: Date,
): Promise<EarningsRow[]> {
  const key = by === 'partner' ? `COALESCE(partner_id, '${NO_VALUE}')` : 'lender';
  const { start, end } = periodBounds(range);
  const clicks = await sql.all<{ k: string; n: number }>(
    `SELECT ${key} AS k, COUNT(*) AS n FROM clicks WHERE created_at >= ? AND created_at < ? GROUP BY ${key}`,
    [start, end],
  );
  const conv = await sql.all<{
    k: string;
    n: number;
    approved: number;
    rejected: number;
    revenue: number;
    payouts: number;
    payable: number;
  }>(
    `SELECT ${key} AS k, COUNT(*) AS n,
            SUM(CASE WHEN approved_at IS NOT NULL THEN 1 ELSE 0 END) AS approved,
            SUM(CASE WHEN status = 'rejected' THEN 1 ELSE 0 END) AS rejected,
            SUM(CASE WHEN status IN ('approved', 'paid') THEN revenue_minor ELSE 0 END) AS revenue,
            SUM(CASE WHEN status IN ('approved', 'paid') THEN partner_payout_minor ELSE 0 END) AS payouts,
            SUM(CASE WHEN status IN ('approved', 'paid') AND hold_reason IS NULL
                       AND payable_from IS NOT NULL AND payable_from <= ?
                     THEN partner_payout_minor ELSE 0 END) AS payable
     FROM conversions
     WHERE created_at >= ? AND created_at < ?
     GROUP BY ${key}`,
    [now.toISOString().slice(0, 10), start, end],
  );
  const rows = new Map<string, EarningsRow>();
  const row = (k: string) =>
    rows.get(k) ??
    rows
      .set(k, { key: k, clicks: 0, conversions: 0, approved: 0, rejected: 0, revenue: 0, payouts: 0, payable: 0 })
      .get(k)!;
  for (const c of clicks) row(c.k).clicks = Number(c.n);
  for (const c of conv)
    Object.assign(row(c.k), {
      conversions: Number(c.n),
      approved: Number(c.approved),
      rejected: Number(c.rejected),
      revenue: Number(c.revenue),
      payouts: Number(c.payouts),
      payable: Number(c.payable),
    });
  return [...rows.values()].sort((a, b) => b.revenue - a.revenue || b.clicks - a.clicks || a.key.localeCompare(b.key));
}

/** Revenue and payouts by Warsaw day of approval, for the chart. */
export async function dailyMoney(
  sql: SqlRunner,
  range: DayRange,
): Promise<Map<string, { revenue: number; payouts: number }>> {
  const { start, end } = periodBounds(range);
  const day = dayKeySql(sql.dialect, 'approved_at');
  const rows = await sql.all<{ d: string; revenue: number; payouts: number }>(
    `SELECT ${day} AS d, SUM(revenue_minor) AS revenue, SUM(partner_payout_minor) AS payouts FROM conversions
     WHERE approved_at IS NOT NULL AND status IN ('approved', 'paid') AND approved_at >= ? AND approved_at < ?
     GROUP BY ${day}`,
    [start, end],
  );
  const byDay = new Map<string, { revenue: number; payouts: number }>();
  for (const r of rows) {
    const d = dayOfKey(sql.dialect, r.d);
    const sum = byDay.get(d) ?? { revenue: 0, payouts: 0 };
    byDay.set(d, { revenue: sum.revenue + Number(r.revenue), payouts: sum.payouts + Number(r.payouts) });
  }
  return byDay;
}

// --- Holds. --------------------------------------------------------------------------------------------------------

export interface HoldRow {
  id: string;
  conversion_id: string;
  reason: string;
  detail: string;
  created_at: string;
  lender: string;
  partner_id: string | null;
  status: string;
  revenue_minor: number;
  lead_id: string | null;
  txid: string;
}

const HOLDS_FROM = 'conversion_holds h JOIN conversions c ON c.id = h.conversion_id';
const HOLD_COLUMNS = `h.id, h.conversion_id, h.reason, h.detail, h.created_at,
  c.lender, c.partner_id, c.status, c.revenue_minor, c.lead_id, c.txid`;

/** Open holds, oldest first (the longest waiting on top), under the filters; the state filter is the reason. */
export function openHoldList(sql: SqlRunner, filters: ListFilters, page: number): Promise<ListPage<HoldRow>> {
  const filter = filterSql(filters, {
    time: 'h.created_at',
    state: 'h.reason',
    partner: 'c.partner_id',
    lender: 'c.lender',
  });
  return listPage(
    sql,
    HOLD_COLUMNS,
    HOLDS_FROM,
    { where: `h.resolved_at IS NULL AND ${filter.where}`, params: filter.params },
    'h.created_at, h.id',
    page,
  );
}

export async function openHolds(sql: SqlRunner): Promise<HoldRow[]> {
  return sql.all<HoldRow>(
    `SELECT h.id, h.conversion_id, h.reason, h.detail, h.created_at,
            c.lender, c.partner_id, c.status, c.revenue_minor, c.lead_id, c.txid
     FROM conversion_holds h JOIN conversions c ON c.id = h.conversion_id
     WHERE h.resolved_at IS NULL
     ORDER BY h.created_at LIMIT 500`,
  );
}

export interface DecidedHold {
  reason: string;
  resolution: 'released' | 'confirmed';
  txid: string;
  lender: string;
  partner_id: string | null;
}

/** A hold already decided, with the conversion it was on: what the page says after a decision. */
export async function decidedHold(sql: SqlRunner, holdId: string): Promise<DecidedHold | null> {
  const row = await sql.get<DecidedHold>(
    `SELECT h.reason, h.resolution, c.txid, c.lender, c.partner_id
     FROM conversion_holds h JOIN conversions c ON c.id = h.conversion_id WHERE h.id = ? AND h.resolved_at IS NOT NULL`,
    [holdId],
  );
  return row ?? null;
}

/**
 * An operator's decision on a hold: 'released' (the rule misfired: the conversion may become payable) or
 * 'confirmed' (the rule was right: the conversion stays unpayable). The conversion's hold_reason is recomputed
 * from its holds that still stand (open or confirmed).
 */
export async function resolveHold(
  sql: SqlRunner,
  holdId: string,
  resolution: 'released' | 'confirmed',
  operatorId: string,
  now: Date,
): Promise<boolean> {
  return sql.transaction(async (tx) => {
    const hold = await tx.get<{ conversion_id: string }>(
      'SELECT conversion_id FROM conversion_holds WHERE id = ? AND resolved_at IS NULL',
      [holdId],
    );
    if (!hold) return false;
    // Decisions on one conversion's holds take turns (a row lock on PostgreSQL), and a hold decided meanwhile
    // is left alone, so two operators at once neither both resolve it nor leave a released reason standing.
    await tx.get(`SELECT id FROM conversions WHERE id = ?${forUpdate(tx.dialect)}`, [hold.conversion_id]);
    const { changes } = await tx.run(
      `UPDATE conversion_holds SET resolved_at = ?, resolution = ?, resolved_by = ?
       WHERE id = ? AND resolved_at IS NULL`,
      [now.toISOString(), resolution, operatorId, holdId],
    );
    if (changes === 0) return false;
    const standing = await tx.all<{ reason: string }>(
      `SELECT reason FROM conversion_holds
       WHERE conversion_id = ? AND (resolved_at IS NULL OR resolution = 'confirmed')
       ORDER BY reason`,
      [hold.conversion_id],
    );
    await tx.run('UPDATE conversions SET hold_reason = ?, updated_at = ? WHERE id = ?', [
      standing.length ? standing.map((h) => h.reason).join(',') : null,
      now.toISOString(),
      hold.conversion_id,
    ]);
    await tx.run(
      `INSERT INTO conversion_events (id, conversion_id, at, from_status, to_status, source, postback_id, note)
       SELECT ?, id, ?, status, status, 'operator', NULL, ? FROM conversions WHERE id = ?`,
      [randomUUID(), now.toISOString(), `hold ${resolution}`, hold.conversion_id],
    );
    return true;
  });
}

// --- Outbound partner postbacks and lender postbacks, for the delivery log; a lead's clicks and conversions. ------

export interface PostbackDeliveryRow {
  id: string;
  created_at: string;
  partner_id: string;
  status: string;
  url: string;
  state: string;
  attempts: number;
  http_status: number | null;
  error: string | null;
  next_attempt_at: string | null;
}

export const partnerPostbackList = (
  sql: SqlRunner,
  filters: ListFilters,
  page: number,
): Promise<ListPage<PostbackDeliveryRow>> =>
  listPage(
    sql,
    'id, created_at, partner_id, status, url, state, attempts, http_status, error, next_attempt_at',
    'postback_deliveries',
    filterSql(filters, { time: 'created_at', state: 'state', partner: 'partner_id' }),
    'created_at DESC, id DESC',
    page,
  );

export interface LenderPostbackRow {
  received_at: string;
  lender: string;
  auth: string;
  click_id: string | null;
  txid: string | null;
  status: string | null;
  outcome: string;
  http_status: number;
}

/** Lender postbacks; they have no partner and no delivery state, so those filters leave them as they are. */
export const lenderPostbackList = (
  sql: SqlRunner,
  filters: ListFilters,
  page: number,
): Promise<ListPage<LenderPostbackRow>> =>
  listPage(
    sql,
    'received_at, lender, auth, click_id, txid, status, outcome, http_status',
    'postback_log',
    filterSql(filters, { time: 'received_at', lender: 'lender' }),
    'received_at DESC, id DESC',
    page,
  );

export interface LeadClickRow {
  click_id: string;
  created_at: string;
  lender: string;
  partner_id: string | null;
  sub1: string | null;
  conversions: {
    id: string;
    status: string;
    txid: string;
    revenue_minor: number;
    hold_reason: string | null;
    events: { at: string; from_status: string | null; to_status: string; source: string }[];
  }[];
  postbacks: { created_at: string; status: string; state: string; http_status: number | null }[];
}

export async function clicksOfLead(sql: SqlRunner, leadId: string): Promise<LeadClickRow[]> {
  const clicks = await sql.all<Omit<LeadClickRow, 'conversions' | 'postbacks'>>(
    'SELECT click_id, created_at, lender, partner_id, sub1 FROM clicks WHERE lead_id = ? ORDER BY created_at',
    [leadId],
  );
  const out: LeadClickRow[] = [];
  for (const click of clicks) {
    const conversions = await sql.all<Omit<LeadClickRow['conversions'][number], 'events'>>(
      'SELECT id, status, txid, revenue_minor, hold_reason FROM conversions WHERE click_id = ? ORDER BY created_at',
      [click.click_id],
    );
    const withEvents = [];
    const postbacks: LeadClickRow['postbacks'] = [];
    for (const c of conversions) {
      withEvents.push({
        ...c,
        events: await sql.all<{ at: string; from_status: string | null; to_status: string; source: string }>(
          'SELECT at, from_status, to_status, source FROM conversion_events WHERE conversion_id = ? ORDER BY at',
          [c.id],
        ),
      });
      postbacks.push(
        ...(await sql.all<LeadClickRow['postbacks'][number]>(
          `SELECT created_at, status, state, http_status FROM postback_deliveries
           WHERE conversion_id = ?
           ORDER BY created_at`,
          [c.id],
        )),
      );
    }
    out.push({ ...click, conversions: withEvents, postbacks });
  }
  return out;
}
