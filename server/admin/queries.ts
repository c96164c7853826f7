// What the console pages read. Each stage of the funnel is one query grouped by the chosen dimension; the stages
// are joined in code, so a stage whose table has no such dimension shows as empty instead of breaking the page.
import type { SqlRunner } from '../storage/sql';
import { consentsOfLead, type ConsentRow } from '../consents/ledger';
import type { DeliveryRow } from '../consents/delivery';

export const DIMENSIONS = ['day', 'partner', 'subid', 'source'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const DIMENSION_LABELS: Record<Dimension, string> = { day: 'dzień', partner: 'partner', subid: 'sub-id (sub1)', source: 'źródło' };

export const STAGES = ['visits', 'registrations', 'clicks', 'accepted', 'paid'] as const;
export type Stage = (typeof STAGES)[number];
export const STAGE_LABELS: Record<Stage, string> = { visits: 'Wizyty', registrations: 'Rejestracje', clicks: 'Kliknięcia', accepted: 'Zaakceptowane', paid: 'Wypłacone' };

export interface FunnelRow {
  key: string;
  counts: Record<Stage, number>;
}

export interface FunnelRange {
  /** ISO date, inclusive. */
  from: string;
  /** ISO date, inclusive. */
  to: string;
}

/** Per stage: the SQL that counts it, with `{key}` for the dimension expression and `{time}` for its time column. */
export interface StageQuery {
  table: string;
  time: string;
  where: string;
  keys: Partial<Record<Dimension, string>>;
}

export const NO_VALUE = '(brak)';

export const STAGE_QUERIES: Record<Stage, StageQuery | null> = {
  visits: {
    table: 'events',
    time: 'received_at',
    where: "event = 'page_view'",
    keys: { day: 'substr(received_at, 1, 10)', source: 'utm_source' },
  },
  registrations: {
    table: 'leads',
    time: 'created_at',
    where: '1 = 1',
    keys: { day: 'substr(created_at, 1, 10)' },
  },
  clicks: null,
  accepted: null,
  paid: null,
};

export async function funnel(sql: SqlRunner, dimension: Dimension, range: FunnelRange, queries: Record<Stage, StageQuery | null> = STAGE_QUERIES): Promise<FunnelRow[]> {
  const rows = new Map<string, FunnelRow>();
  const end = `${range.to}T23:59:59.999Z`;
  for (const stage of STAGES) {
    const q = queries[stage];
    if (!q) continue;
    const key = q.keys[dimension];
    const keyExpr = key ? `COALESCE(${key}, '${NO_VALUE}')` : `'${NO_VALUE}'`;
    const found = await sql.all<{ k: string; n: number }>(
      `SELECT ${keyExpr} AS k, COUNT(*) AS n FROM ${q.table} WHERE ${q.where} AND ${q.time} >= ? AND ${q.time} <= ? GROUP BY ${keyExpr}`,
      [range.from, end],
    );
    for (const { k, n } of found) {
      const row = rows.get(k) ?? { key: k, counts: { visits: 0, registrations: 0, clicks: 0, accepted: 0, paid: 0 } };
      row.counts[stage] += Number(n);
      rows.set(k, row);
    }
  }
  return [...rows.values()].sort((a, b) => (dimension === 'day' ? a.key.localeCompare(b.key) : b.counts.visits - a.counts.visits || a.key.localeCompare(b.key)));
}

/** Every day of the range, for the chart's x axis (days without data are zeros, not gaps). */
export function daysOf(range: FunnelRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= Date.parse(`${range.to}T00:00:00Z`) && days.length < 400; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

export interface LeadRow {
  id: string;
  created_at: string;
  amount: number;
  term: number;
  term_unit: string;
  birth_date: string;
  phone: string | null;
  email: string | null;
  consents_version: string;
  origin: string | null;
}

export interface LeadStory {
  lead: LeadRow;
  erasedAt: string | null;
  consents: ConsentRow[];
  events: { received_at: string; event: string; domain: string | null; utm_source: string | null; data: string }[];
  webhooks: { received_at: string; state_type: string }[];
  deliveries: DeliveryRow[];
}

export async function leadStory(sql: SqlRunner, leadId: string): Promise<LeadStory | null> {
  const lead = await sql.get<LeadRow>('SELECT id, created_at, amount, term, term_unit, birth_date, phone, email, consents_version, origin FROM leads WHERE id = ?', [leadId]);
  if (!lead) return null;
  const erased = await sql.get<{ erased_at: string }>('SELECT erased_at FROM lead_erasures WHERE lead_id = ?', [leadId]);
  return {
    lead,
    erasedAt: erased?.erased_at ?? null,
    consents: await consentsOfLead(sql, leadId),
    events: await sql.all('SELECT received_at, event, domain, utm_source, data FROM events WHERE data LIKE ? ORDER BY received_at LIMIT 500', [`%${leadId}%`]),
    webhooks: await sql.all('SELECT received_at, state_type FROM lead_webhooks WHERE lead_id = ? ORDER BY received_at', [leadId]),
    deliveries: await sql.all<DeliveryRow>('SELECT * FROM lead_deliveries WHERE lead_id = ? ORDER BY created_at', [leadId]),
  };
}

/** Leads found by id, e-mail or phone (exact), newest first: how an erasure request is matched to its rows. */
export async function findLeads(sql: SqlRunner, query: string): Promise<{ id: string; created_at: string }[]> {
  const q = query.trim();
  if (!q) return sql.all('SELECT id, created_at FROM leads ORDER BY created_at DESC LIMIT 20');
  const phone = q.replace(/[\s-]/g, '');
  const e164 = /^\d{9}$/.test(phone) ? `+48${phone}` : phone;
  return sql.all('SELECT id, created_at FROM leads WHERE id = ? OR lower(email) = lower(?) OR phone = ? ORDER BY created_at DESC LIMIT 50', [q.toLowerCase(), q, e164]);
}

export async function deliveryLog(sql: SqlRunner, limit = 200): Promise<DeliveryRow[]> {
  return sql.all<DeliveryRow>('SELECT * FROM lead_deliveries ORDER BY created_at DESC LIMIT ?', [limit]);
}
