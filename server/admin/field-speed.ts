// The console's field-speed page (/admin/szybkosc/): p75 of LCP, INP, CLS and TTFB as real visitors who gave
// analytics consent measured them (web_vitals events, loader/features/speed/), per page template and per partner
// for the last 28 days, with a chart per metric and the budget drawn on it. p75 is the nearest-rank 75th
// percentile: the smallest value at least 75 % of the measurements do not exceed, as CrUX and PageSpeed report it.
import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../storage/sql';
import { operatorOf, type Authed, type ConsoleContext } from './context';
import { fieldSpeedPage } from './views/field-reports';
import { warsawDay } from '../../contracts/law';
import { PARTNER_ID_FIELD } from '../../contracts/partner-id';

export const FIELD_SPEED_PAGE = '/admin/szybkosc/';
export const FIELD_SPEED_DAYS = 28;
export type FieldMetric = 'lcp' | 'inp' | 'cls' | 'ttfb';
export const FIELD_METRICS: readonly FieldMetric[] = ['lcp', 'inp', 'cls', 'ttfb'];

/**
 * The line drawn on each chart. CLS: the bench's Lighthouse target (LIGHTHOUSE_TARGETS.cls in
 * scripts/bench/lighthouse.mjs,
 * checked by field-speed.test.ts). The bench has no field figure for the others, so theirs are the Core Web Vitals
 * "good" limits: LCP 2.5 s, INP 200 ms, TTFB 800 ms.
 */
export const FIELD_BUDGETS: Readonly<Record<FieldMetric, number>> = { lcp: 2500, inp: 200, cls: 0, ttfb: 800 };
const LABELS: Record<FieldMetric, string> = { lcp: 'LCP (ms)', inp: 'INP (ms)', cls: 'CLS', ttfb: 'TTFB (ms)' };

/** Nearest-rank 75th percentile; null for no values. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

export interface SpeedRow {
  key: string;
  /** Page loads with at least one measurement. */
  loads: number;
  p75: Record<FieldMetric, number | null>;
}

interface Measurement {
  day: string;
  template: string;
  partner: string;
  values: Partial<Record<FieldMetric, number>>;
}

export async function measurements(sql: SqlRunner, since: Date): Promise<Measurement[]> {
  const rows = await sql.all<{ received_at: string; data: string }>(
    "SELECT received_at, data FROM events WHERE event = 'web_vitals' AND received_at >= ? LIMIT 200000",
    [since.toISOString()],
  );
  const out: Measurement[] = [];
  for (const row of rows) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(row.data) as Record<string, unknown>;
    } catch {
      continue;
    }
    const values: Partial<Record<FieldMetric, number>> = {};
    for (const metric of FIELD_METRICS)
      if (typeof data[metric] === 'number' && Number.isFinite(data[metric]) && (data[metric] as number) >= 0)
        values[metric] = data[metric] as number;
    if (Object.keys(values).length === 0) continue;
    out.push({
      day: warsawDay(new Date(row.received_at)),
      template: typeof data.template === 'string' ? data.template : 'other',
      partner: typeof data[PARTNER_ID_FIELD] === 'string' ? data[PARTNER_ID_FIELD] : '',
      values,
    });
  }
  return out;
}

/** p75 of each metric for each value of `by`, most page loads first. */
export function speedRows(list: readonly Measurement[], by: (m: Measurement) => string): SpeedRow[] {
  const groups = new Map<string, Measurement[]>();
  for (const m of list) groups.set(by(m), [...(groups.get(by(m)) ?? []), m]);
  return [...groups.entries()]
    .map(([key, items]) => ({
      key,
      loads: items.length,
      p75: Object.fromEntries(
        FIELD_METRICS.map((metric) => [
          metric,
          p75(items.flatMap((i) => (i.values[metric] === undefined ? [] : [i.values[metric]!]))),
        ]),
      ) as Record<FieldMetric, number | null>,
    }))
    .sort((a, b) => b.loads - a.loads || a.key.localeCompare(b.key));
}

const fmt = (metric: FieldMetric, value: number | null): string =>
  value === null
    ? '–'
    : metric === 'cls'
      ? new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 3 }).format(value)
      : `${new Intl.NumberFormat('pl-PL').format(Math.round(value))} ms`;

export async function fieldSpeedPages(
  app: FastifyInstance,
  { storage, now, send }: ConsoleContext,
  authed: Authed,
): Promise<void> {
  app.get(FIELD_SPEED_PAGE, async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const end = now();
    const since = new Date(end.getTime() - FIELD_SPEED_DAYS * 86_400_000);
    const list = await measurements(storage.sql, since);
    const days = Array.from({ length: FIELD_SPEED_DAYS }, (_, i) =>
      warsawDay(new Date(since.getTime() + (i + 1) * 86_400_000)),
    );
    const templates = speedRows(list, (m) => m.template);
    const partners = speedRows(
      list.filter((m) => m.partner !== ''),
      (m) => m.partner,
    );
    const metrics = FIELD_METRICS.map((metric) => ({
      key: metric,
      label: LABELS[metric],
      budget: fmt(metric, FIELD_BUDGETS[metric]),
      format: (value: number | null) => fmt(metric, value),
      data: {
        days,
        series: [
          ...templates.map((t) => ({
            label: `p75 ${t.key}`,
            values: days.map(
              (day) =>
                p75(
                  list
                    .filter((m) => m.day === day && m.template === t.key && m.values[metric] !== undefined)
                    .map((m) => m.values[metric]!),
                ) ?? null,
            ),
          })),
          { label: 'Budżet', values: days.map(() => FIELD_BUDGETS[metric]) },
        ],
      },
    }));
    return send(
      reply,
      200,
      fieldSpeedPage({
        operator: operatorOf(ctx),
        current: FIELD_SPEED_PAGE,
        days: FIELD_SPEED_DAYS,
        loads: list.length,
        templates,
        partners,
        metrics,
      }),
    );
  });
}
