// The console's page of transfer-status notifications (/admin/powiadomienia/, both roles read it): per lender and
// Warsaw day, how many were sent, are waiting (quiet hours, retries), failed, and how many tokens FCM called dead.
import type { FastifyInstance } from 'fastify';
import { dayKeySql, dayOfKey, periodBounds, readRange } from '../web/warsaw-days';
import { notificationsPage, type Count, type NotificationRow } from './console-view';
import { operatorOf } from '../admin/context';
import type { Authed, ConsoleContext } from '../admin/context';
import type { SqlRunner } from '../storage/sql';

export const NOTIFICATIONS_PATH = '/admin/powiadomienia/';
/** Counts per lender and Warsaw day of the notification's creation, newest day first. */
export async function notificationCounts(
  sql: SqlRunner,
  range: { from: string; to: string },
): Promise<NotificationRow[]> {
  const { start, end } = periodBounds(range);
  const key = dayKeySql(sql.dialect, 'n.created_at');
  const waiting = await sql.all<{ lender: string; k: string; n: number }>(
    `SELECT n.lender, ${key} AS k, COUNT(*) AS n FROM push_notifications n
     WHERE n.created_at >= ? AND n.created_at < ? AND n.state = 'queued'
     GROUP BY n.lender, ${key}`,
    [start, end],
  );
  const sends = await sql.all<{ lender: string; k: string; state: string; n: number }>(
    `SELECT n.lender, ${key} AS k, s.state, COUNT(*) AS n
     FROM push_sends s JOIN push_notifications n ON n.id = s.notification_id
     WHERE n.created_at >= ? AND n.created_at < ?
     GROUP BY n.lender, ${key}, s.state`,
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
    return send(
      reply,
      200,
      notificationsPage({ path: NOTIFICATIONS_PATH, operator: operatorOf(ctx), ...deps, range, rows }),
    );
  });
}
