// The partner's CSV export: its own clicks or conversions of a period, streamed row by row.
import { CSV_BOM, csvLine, money, type Cell } from '../web/csv';
import type { SqlRunner } from '../storage/sql';
import { warsawTime, type DayRange } from '../web/warsaw-days';
import { partnerExportRows, SUBS } from './queries';
import { PARTNER_STATE_LABELS, partnerHoldText } from './shared';

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** The partner's CSV: its own rows only, formulas neutralised by the console's CSV writer (server/web/csv.ts). */
export async function* exportCsv(
  sql: SqlRunner,
  partnerId: string,
  range: DayRange,
  kind: 'clicks' | 'conversions',
): AsyncGenerator<string> {
  const subs = ['Sub1', 'Sub2', 'Sub3', 'Sub4', 'Sub5'];
  const headers =
    kind === 'clicks'
      ? [
          'Identyfikator kliknięcia',
          'Czas',
          'Dzień',
          'Pożyczkodawca',
          'Oferta',
          ...subs,
          'Źródło (utm_source)',
          'Kwota (zł)',
          'Okres',
          'Jednostka okresu',
        ]
      : [
          'Identyfikator kliknięcia',
          'Zgłoszona',
          'Dzień',
          'Pożyczkodawca',
          ...subs,
          'Stan',
          'Zaakceptowana',
          'Twoja wypłata (zł)',
          'Waluta',
          'Do wypłaty od',
          'Powód wstrzymania',
        ];
  yield CSV_BOM + csvLine(headers);
  for await (const rows of partnerExportRows(sql, partnerId, range, kind)) {
    yield rows
      .map((r) => {
        const when = warsawTime(text(r.time_));
        const subCells: Cell[] = SUBS.map((s) => text(r[s]));
        const cells: Cell[] =
          kind === 'clicks'
            ? [
                text(r.key_),
                when,
                when.slice(0, 10),
                text(r.lender),
                num(r.offer_id),
                ...subCells,
                text(r.utm_source),
                num(r.amount),
                num(r.term),
                r.term_unit === 'months' ? 'miesiące' : r.term_unit === 'days' ? 'dni' : null,
              ]
            : [
                text(r.click_id),
                when,
                when.slice(0, 10),
                text(r.lender),
                ...subCells,
                PARTNER_STATE_LABELS[String(r.status)] ?? text(r.status),
                r.approved_at ? warsawTime(String(r.approved_at)) : null,
                money(num(r.partner_payout_minor)),
                text(r.currency),
                text(r.payable_from),
                r.hold_reason ? partnerHoldText(String(r.hold_reason)) : null,
              ];
        return csvLine(cells);
      })
      .join('');
  }
}
