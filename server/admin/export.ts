// CSV exports for the accountant and the call-back team: leads, call-back requests, clicks, conversions and partner
// payouts for a period of Warsaw days (inclusive), in the format server/web/csv.ts describes. A GET with the kind
// and the period in its address (nothing personal in it), so an operator who may only read can export too. The
// rows are read in batches by keyset (time, then a unique key) and written as they come: a year of clicks never
// sits in memory. Each export is written to the audit trail with what was exported and for which period.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { SqlRunner, SqlValue } from '../storage/sql';
import { CSV_BOM, csvLine, money, type Cell } from '../web/csv';
import { holdReasonsText, STATUS_LABELS } from './labels';
import { operatorOf, type Authed, type ConsoleContext } from './context';
import { exportPage, unknownExportPage } from './views/export-page';
import { periodBounds, warsawTime, type DayRange, readRange } from '../web/warsaw-days';
import { audit } from '../audit/audit';

type Row = Record<string, unknown>;

export const EXPORT_KINDS = ['leads', 'callbacks', 'clicks', 'conversions', 'payouts'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export interface ExportSpec {
  /** What the operator picks. */
  label: string;
  /** The file name's start (ASCII, so every browser keeps it). */
  file: string;
  headers: readonly string[];
  from: string;
  /** The stored time the period is read by, and the rows' order. */
  time: string;
  /** A unique column: the order among rows of the same time, and where the next batch starts. */
  key: string;
  columns: string;
  where?: string;
  row(r: Row): Cell[];
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const num = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);
const yesNo = (value: unknown): string => (Number(value) === 1 ? 'tak' : 'nie');
const unit = (value: unknown): string | null =>
  value === 'months' ? 'miesiące' : value === 'days' ? 'dni' : text(value);
const time = (value: unknown): string => warsawTime(text(value));
const day = (value: unknown): string => (value ? warsawTime(String(value)).slice(0, 10) : '');

export const EXPORTS: Record<ExportKind, ExportSpec> = {
  leads: {
    label: 'Leady',
    file: 'leady',
    headers: [
      'Identyfikator leada',
      'Utworzono',
      'Dzień',
      'Kwota (zł)',
      'Okres',
      'Jednostka okresu',
      'Partner (pierwsze kliknięcie)',
      'Zgoda marketingowa',
      'Wersja treści zgód',
      'Dane osobowe usunięto',
    ],
    from: 'leads l LEFT JOIN lead_erasures x ON x.lead_id = l.id',
    time: 'l.created_at',
    key: 'l.id',
    columns: `l.id, l.created_at, l.amount, l.term, l.term_unit, l.consent_marketing, l.consents_version, x.erased_at,
      (SELECT f.partner_id FROM clicks f WHERE f.lead_id = l.id ORDER BY f.created_at LIMIT 1) AS partner_id`,
    row: (r) => [
      text(r.id),
      time(r.created_at),
      day(r.created_at),
      num(r.amount),
      num(r.term),
      unit(r.term_unit),
      text(r.partner_id),
      yesNo(r.consent_marketing),
      text(r.consents_version),
      r.erased_at ? time(r.erased_at) : null,
    ],
  },
  callbacks: {
    label: 'Prośby o oddzwonienie',
    file: 'oddzwonienia',
    headers: [
      'Numer zgłoszenia',
      'Utworzono',
      'Dzień',
      'Telefon',
      'Zgoda marketingowa',
      'Wersja treści zgód',
      'Strona',
    ],
    from: 'phone_leads p',
    time: 'p.created_at',
    key: 'p.id',
    columns: 'p.id, p.created_at, p.phone, p.consent_marketing, p.consents_version, p.origin',
    row: (r) => [
      num(r.id),
      time(r.created_at),
      day(r.created_at),
      text(r.phone),
      yesNo(r.consent_marketing),
      text(r.consents_version),
      text(r.origin),
    ],
  },
  clicks: {
    label: 'Kliknięcia',
    file: 'klikniecia',
    headers: [
      'Identyfikator kliknięcia',
      'Czas',
      'Dzień',
      'Lead',
      'Pożyczkodawca',
      'Oferta',
      'Wersja oferty',
      'Partner',
      'Sub1',
      'Źródło (utm_source)',
      'Medium (utm_medium)',
      'Kampania (utm_campaign)',
      'Kwota (zł)',
      'Okres',
      'Jednostka okresu',
      'Miejsce na stronie',
    ],
    from: 'clicks k',
    time: 'k.created_at',
    key: 'k.click_id',
    columns: `k.click_id, k.created_at, k.lead_id, k.lender, k.offer_id, k.offer_version, k.partner_id, k.sub1,
      k.utm_source, k.utm_medium, k.utm_campaign, k.amount, k.term, k.term_unit, k.placement`,
    row: (r) => [
      text(r.click_id),
      time(r.created_at),
      day(r.created_at),
      text(r.lead_id),
      text(r.lender),
      num(r.offer_id),
      num(r.offer_version),
      text(r.partner_id),
      text(r.sub1),
      text(r.utm_source),
      text(r.utm_medium),
      text(r.utm_campaign),
      num(r.amount),
      num(r.term),
      unit(r.term_unit),
      text(r.placement),
    ],
  },
  conversions: {
    label: 'Konwersje',
    file: 'konwersje',
    headers: [
      'Transakcja',
      'Utworzono',
      'Dzień',
      'Pożyczkodawca',
      'Partner',
      'Kliknięcie',
      'Lead',
      'Stan',
      'Zaakceptowano',
      'Przychód (zł)',
      'Wypłata partnera (zł)',
      'Waluta',
      'Do wypłaty od',
      'Wstrzymana',
    ],
    from: 'conversions c',
    time: 'c.created_at',
    key: 'c.id',
    columns: `c.id, c.txid, c.created_at, c.lender, c.partner_id, c.click_id, c.lead_id, c.status, c.approved_at,
      c.revenue_minor, c.partner_payout_minor, c.currency, c.payable_from, c.hold_reason`,
    row: (r) => [
      text(r.txid),
      time(r.created_at),
      day(r.created_at),
      text(r.lender),
      text(r.partner_id),
      text(r.click_id),
      text(r.lead_id),
      STATUS_LABELS[String(r.status)] ?? text(r.status),
      r.approved_at ? time(r.approved_at) : null,
      money(num(r.revenue_minor)),
      money(num(r.partner_payout_minor)),
      text(r.currency),
      text(r.payable_from),
      r.hold_reason ? holdReasonsText(String(r.hold_reason)) : null,
    ],
  },
  payouts: {
    label: 'Wypłaty partnerów',
    file: 'wyplaty',
    headers: [
      'Dzień akceptacji',
      'Zaakceptowano',
      'Partner',
      'Pożyczkodawca',
      'Transakcja',
      'Stan',
      'Przychód (zł)',
      'Wypłata partnera (zł)',
      'Do wypłaty od',
      'Wstrzymana',
      'Wypłacono',
    ],
    from: 'conversions c',
    time: 'c.approved_at',
    key: 'c.id',
    where: "c.approved_at IS NOT NULL AND c.status IN ('approved', 'paid')",
    columns: `c.id, c.approved_at, c.partner_id, c.lender, c.txid, c.status, c.revenue_minor, c.partner_payout_minor,
      c.payable_from, c.hold_reason,
      (SELECT MAX(e.at) FROM conversion_events e WHERE e.conversion_id = c.id AND e.to_status = 'paid') AS paid_at`,
    row: (r) => [
      day(r.approved_at),
      time(r.approved_at),
      text(r.partner_id),
      text(r.lender),
      text(r.txid),
      STATUS_LABELS[String(r.status)] ?? text(r.status),
      money(num(r.revenue_minor)),
      money(num(r.partner_payout_minor)),
      text(r.payable_from),
      r.hold_reason ? holdReasonsText(String(r.hold_reason)) : null,
      r.paid_at ? time(r.paid_at) : null,
    ],
  },
};

/** Rows per query: a batch is read, written out, and let go before the next. */
export const EXPORT_BATCH = 1000;

/** The export's rows for a period, a batch at a time, in (time, key) order. */
export async function* exportRows(
  sql: SqlRunner,
  spec: ExportSpec,
  range: DayRange,
  batch = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  const { start, end } = periodBounds(range);
  let after: { t: SqlValue; k: SqlValue } | null = null;
  for (;;) {
    const next = after ? ` AND (${spec.time} > ? OR (${spec.time} = ? AND ${spec.key} > ?))` : '';
    const params: SqlValue[] = [start, end, ...(after ? [after.t, after.t, after.k] : []), batch];
    const rows: Row[] = await sql.all<Row>(
      `SELECT ${spec.columns}, ${spec.time} AS t_, ${spec.key} AS k_ FROM ${spec.from}
       WHERE ${spec.where ?? '1 = 1'} AND ${spec.time} >= ? AND ${spec.time} < ?${next}
       ORDER BY ${spec.time}, ${spec.key} LIMIT ?`,
      params,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { t: last.t_ as SqlValue, k: last.k_ as SqlValue };
  }
}

/** The whole file as text chunks: the byte order mark and the header line, then one chunk per batch. */
export async function* exportCsv(
  sql: SqlRunner,
  spec: ExportSpec,
  range: DayRange,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(spec.headers);
  for await (const rows of exportRows(sql, spec, range, batch)) yield rows.map((r) => csvLine(spec.row(r))).join('');
}

export const exportFileName = (kind: ExportKind, range: DayRange): string =>
  `${EXPORTS[kind].file}_${range.from}_${range.to}.csv`;

/** The export page's own address and the file's. */
export const EXPORT_PAGE = '/admin/export/';
export const EXPORT_FILE = '/admin/export/csv/';
/** The query parameter naming what to export. */
export const KIND_PARAM = 'co';

const EXPORT_CHOICES = EXPORT_KINDS.map((value) => ({ value, label: EXPORTS[value].label }));

export async function exportPages(
  app: FastifyInstance,
  { storage, now, send }: ConsoleContext,
  authed: Authed,
): Promise<void> {
  const sql = storage.sql;

  app.get(EXPORT_PAGE, async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const query = request.query as Record<string, unknown>;
    const range = readRange(query, now());
    const chosen = (EXPORT_KINDS as readonly string[]).includes(String(query[KIND_PARAM]))
      ? (query[KIND_PARAM] as ExportKind)
      : 'leads';
    const page = exportPage({
      operator: operatorOf(ctx),
      page: EXPORT_PAGE,
      file: EXPORT_FILE,
      param: KIND_PARAM,
      kinds: EXPORT_CHOICES,
      chosen,
      range,
    });
    return send(reply, 200, page);
  });

  app.get(EXPORT_FILE, async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const query = request.query as Record<string, unknown>;
    const kind = query[KIND_PARAM];
    if (!(EXPORT_KINDS as readonly string[]).includes(String(kind))) {
      return send(
        reply,
        400,
        unknownExportPage({ operator: operatorOf(ctx), page: EXPORT_PAGE, kinds: EXPORT_CHOICES }),
      );
    }
    const range = readRange(query, now());
    const spec = EXPORTS[kind as ExportKind];
    await audit(sql, ctx.session.operator, 'export', `${kind as ExportKind} ${range.from}..${range.to}`, now());
    return reply
      .code(200)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(kind as ExportKind, range)}"`)
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(Readable.from(exportCsv(sql, spec, range)));
  });
}
