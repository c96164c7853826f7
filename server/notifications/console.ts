// The console's page of transfer-status notifications (/admin/powiadomienia/, both roles read it): per lender and
// Warsaw day, how many were sent, are waiting (quiet hours, retries), failed, and how many tokens FCM called dead.
import type { FastifyInstance } from 'fastify';
import { findLender } from '../../contracts/lenders';
import { dayKeySql, dayOfKey, periodBounds, readRange } from '../web/warsaw-days';
import { fmtDay, fmtInt, html, page, scrollRegion } from '../web/html';
import { operatorOf } from '../admin/context';
import type { Authed, ConsoleContext } from '../admin/context';
import type { SqlRunner } from '../storage/sql';
import { QUIET_FROM_HOUR, QUIET_UNTIL_HOUR } from './quiet';

export const NOTIFICATIONS_PATH = '/admin/powiadomienia/';
const COUNTS = ['sent', 'queued', 'failed', 'dead'] as const;
type Count = (typeof COUNTS)[number];
export const COUNT_LABELS: Record<Count, string> = {
  sent: 'Wysłane',
  queued: 'W kolejce',
  failed: 'Nieudane',
  dead: 'Martwe tokeny',
};

export interface NotificationRow {
  lender: string;
  day: string;
  counts: Record<Count, number>;
}

/** Counts per lender and Warsaw day of the notification's creation, newest day first. */
export async function notificationCounts(
  sql: SqlRunner,
  range: { from: string; to: string },
): Promise<NotificationRow[]> {
  const { start, end } = periodBounds(range);
  const key = dayKeySql(sql.dialect, 'n.created_at');
  const waiting = await sql.all<{ lender: string; k: string; n: number }>(
    `SELECT n.lender, ${key} AS k, COUNT(*) AS n FROM push_notifications n WHERE n.created_at >= ? AND n.created_at < ? AND n.state = 'queued' GROUP BY n.lender, ${key}`,
    [start, end],
  );
  const sends = await sql.all<{ lender: string; k: string; state: string; n: number }>(
    `SELECT n.lender, ${key} AS k, s.state, COUNT(*) AS n FROM push_sends s JOIN push_notifications n ON n.id = s.notification_id
     WHERE n.created_at >= ? AND n.created_at < ? GROUP BY n.lender, ${key}, s.state`,
    [start, end],
  );
  const rows = new Map<string, NotificationRow>();
  const row = (lender: string, k: string) => {
    const day = dayOfKey(sql.dialect, k);
    const id = `${lender}\u0000${day}`;
    let found = rows.get(id);
    if (!found) rows.set(id, (found = { lender, day, counts: { sent: 0, queued: 0, failed: 0, dead: 0 } }));
    return found;
  };
  for (const w of waiting) row(w.lender, w.k).counts.queued += Number(w.n);
  for (const s of sends) {
    const count: Count | undefined =
      s.state === 'pending'
        ? 'queued'
        : s.state === 'sent'
          ? 'sent'
          : s.state === 'failed'
            ? 'failed'
            : s.state === 'dead'
              ? 'dead'
              : undefined;
    if (count) row(s.lender, s.k).counts[count] += Number(s.n);
  }
  return [...rows.values()].sort((a, b) =>
    a.day === b.day ? a.lender.localeCompare(b.lender) : a.day < b.day ? 1 : -1,
  );
}

export async function notificationConsolePages(
  app: FastifyInstance,
  { storage, now, send }: ConsoleContext,
  authed: Authed,
  deps: { configured: boolean; notifyRejected: boolean },
): Promise<void> {
  app.get(NOTIFICATIONS_PATH, async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const range = readRange(request.query as Record<string, unknown>, now());
    const rows = await notificationCounts(storage.sql, range);
    const totals = Object.fromEntries(COUNTS.map((c) => [c, rows.reduce((sum, r) => sum + r.counts[c], 0)])) as Record<
      Count,
      number
    >;
    const body = html`${
      deps.configured
        ? html`<p>Powiadomienia o statusie wysyłamy przez Firebase Cloud Messaging, gdy pożyczkodawca zgłosi zaakceptowanie wniosku lub wypłatę${deps.notifyRejected ? ' albo odmowę' : ''}: najwyżej jedno o każdym statusie na lead, tylko przy zgodzie na powiadomienia, nigdy między ${QUIET_FROM_HOUR}:00 a ${QUIET_UNTIL_HOUR}:00 (wtedy czekają do ${QUIET_UNTIL_HOUR}:00).</p>`
        : html`<p class="notice">Serwer nie ma konta usługi Firebase (zmienna FIREBASE_SERVICE_ACCOUNT), więc powiadomienia nie są wysyłane ani kolejkowane.</p>`
    }
<form method="get" action="${NOTIFICATIONS_PATH}" class="filters">
<p><label for="from">Od</label> <input id="from" name="from" type="date" value="${range.from}"></p>
<p><label for="to">Do</label> <input id="to" name="to" type="date" value="${range.to}"></p>
<p><button type="submit">Pokaż</button></p>
</form>
<p class="muted">Dzień to dzień zgłoszenia statusu przez pożyczkodawcę. „W kolejce” to powiadomienia czekające na koniec ciszy nocnej albo na kolejną próbę; „Martwe tokeny” to przeglądarki, które według FCM nie przyjmują już powiadomień – nie wysyłamy do nich więcej.</p>
${scrollRegion(
  'Powiadomienia według pożyczkodawcy i dnia',
  html`<table class="data" id="notifications-table">
<thead><tr><th scope="col">Dzień</th><th scope="col">Pożyczkodawca</th>${COUNTS.map((c) => html`<th scope="col" class="num">${COUNT_LABELS[c]}</th>`)}</tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="6">Brak powiadomień w tym okresie.</td></tr>` : rows.map((r) => html`<tr data-lender="${r.lender}" data-day="${r.day}"><th scope="row">${fmtDay(r.day)}</th><td>${findLender(r.lender)?.name ?? r.lender}</td>${COUNTS.map((c) => html`<td class="num" data-count="${c}">${fmtInt(r.counts[c])}</td>`)}</tr>`)}</tbody>
<tfoot><tr><th scope="row" colspan="2">Razem</th>${COUNTS.map((c) => html`<td class="num">${fmtInt(totals[c])}</td>`)}</tr></tfoot>
</table>`,
)}`;
    return send(
      reply,
      200,
      page({ title: 'Powiadomienia push', current: NOTIFICATIONS_PATH, operator: operatorOf(ctx), body }),
    );
  });
}
