// The partner's numbers: results by day or sub-id, its conversions, one conversion, the CSV export.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { daysOf, readRange, type DayRange } from '../web/warsaw-days';
import { exportCsv } from './export-csv';
import {
  partnerConversion,
  partnerConversions,
  partnerFigures,
  totalsOf,
  type Grouping,
  type PartnerRow,
} from './queries';
import { send, sendPortalNotFound, type PortalKit } from './shared';
import {
  conversionPage,
  conversionsPage,
  figuresPage,
  GROUPINGS,
  unknownExportPage,
  type Chart,
} from './views/figures';

/** The chart's series, one value a day of the period (days without a row count zero). */
function chartOf(range: DayRange, daily: readonly PartnerRow[]): Chart {
  const byDay = new Map(daily.map((r) => [r.key, r]));
  const days = daysOf(range);
  return {
    days,
    series: [
      { label: 'Kliknięcia', values: days.map((d) => byDay.get(d)?.clicks ?? 0) },
      { label: 'Rejestracje', values: days.map((d) => byDay.get(d)?.registrations ?? 0) },
      { label: 'Konwersje', values: days.map((d) => byDay.get(d)?.conversions ?? 0) },
      {
        label: 'Zaakceptowane',
        values: days.map((d) => (byDay.get(d)?.states.approved ?? 0) + (byDay.get(d)?.states.paid ?? 0)),
      },
    ],
  };
}

function resultsRoute(scope: FastifyInstance, { deps, authed }: PortalKit): void {
  const { sql, now } = deps;
  scope.get('/partner-panel/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const query = request.query as Record<string, unknown>;
    const range = readRange(query, now());
    const by: Grouping = (GROUPINGS as readonly string[]).includes(String(query.by)) ? (query.by as Grouping) : 'day';
    const id = ctx.session.partnerId;
    const rows = await partnerFigures(sql, id, range, by, now());
    const daily = by === 'day' ? rows : await partnerFigures(sql, id, range, 'day', now());
    const page = figuresPage(ctx, { range, by, rows, totals: totalsOf(rows), chart: chartOf(range, daily) });
    return send(reply, 200, page);
  });
}

function conversionRoutes(scope: FastifyInstance, { deps, authed }: PortalKit): void {
  const { sql, now } = deps;
  scope.get('/partner-panel/conversions/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const range = readRange(request.query as Record<string, unknown>, now());
    const rows = await partnerConversions(sql, ctx.session.partnerId, range);
    return send(reply, 200, conversionsPage(ctx, range, rows));
  });

  scope.get('/partner-panel/conversions/:id/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const id = String((request.params as { id: string }).id).slice(0, 100);
    const c = await partnerConversion(sql, ctx.session.partnerId, id);
    if (!c) return sendPortalNotFound(reply);
    return send(reply, 200, conversionPage(ctx, c));
  });
}

function exportRoute(scope: FastifyInstance, { deps, authed }: PortalKit): void {
  scope.get('/partner-panel/export/csv/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const query = request.query as Record<string, unknown>;
    const kind = query.co === 'clicks' || query.co === 'conversions' ? query.co : null;
    if (!kind) return send(reply, 400, unknownExportPage(ctx));
    const range = readRange(query, deps.now());
    const file = `${kind === 'clicks' ? 'klikniecia' : 'konwersje'}_${range.from}_${range.to}.csv`;
    return reply
      .code(200)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(Readable.from(exportCsv(deps.sql, ctx.session.partnerId, range, kind)));
  });
}

export function figuresRoutes(scope: FastifyInstance, kit: PortalKit): void {
  resultsRoute(scope, kit);
  conversionRoutes(scope, kit);
  exportRoute(scope, kit);
}
