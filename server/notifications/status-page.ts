// The page a transfer-status notification opens: /powiadomienia/status/?t=TOKEN (link.ts), reached with a signed,
// expiring link that names the notification, never the lead. It says in plain Polish what the lender reported and
// when, what happens next, and how to turn notifications off (the consent ledger's withdrawal link, which also
// deletes the browser's token on our side). Server-rendered like the consent pages: no script, noindex, no-store;
// the page itself is status-view.tsx.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { findLender } from '../../contracts/lenders';
import { linkSecret, withdrawalPath } from '../consents/ledger';
import type { SqlRunner } from '../storage/sql';
import { readStatusToken, statusLinkSecret, STATUS_PATH } from './link';
import { standingPushConsent } from './queue';
import type { NotifiedStatus } from './texts';
import { sendPage } from '../web/guard';
import { statusPage, type StatusView } from './status-view';

const day = new Intl.DateTimeFormat('pl-PL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});
const hour = new Intl.DateTimeFormat('pl-PL', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
});
/** „28 listopada 2026 o godz. 18:05” in Polish time. */
export const whenPl = (iso: string): string => `${day.format(new Date(iso))} o godz. ${hour.format(new Date(iso))}`;

/** What the lender reported, as one sentence. */
export function reportedSentence(status: NotifiedStatus, lender: string, at: string): string {
  const told = `Pożyczkodawca ${lender} poinformował nas ${whenPl(at)}, że`;
  if (status === 'paid') return `${told} wypłacił pożyczkę: przelew na Twoje konto został wysłany.`;
  if (status === 'approved') return `${told} zaakceptował Twój wniosek o pożyczkę.`;
  return `${told} nie udzieli Ci tej pożyczki.`;
}

const send = (reply: FastifyReply, status: number, view: StatusView) =>
  sendPage(reply, status, statusPage(view), 'no-referrer');

/** GET: the notification the link names, as the lender reported it; a message when the link cannot be read. */
async function statusRoute(sql: SqlRunner, now: () => Date, request: FastifyRequest, reply: FastifyReply) {
  const reading = readStatusToken(await statusLinkSecret(sql), (request.query as Record<string, unknown>).t, now());
  if (!reading.ok)
    return send(reply, reading.reason === 'expired' ? 410 : 404, {
      message: reading.reason === 'expired' ? 'expired' : 'invalid',
    });
  const n = await sql.get<{ lead_id: string; status: NotifiedStatus; lender: string; reported_at: string }>(
    'SELECT lead_id, status, lender, reported_at FROM push_notifications WHERE id = ?',
    [reading.id],
  );
  if (!n) return send(reply, 404, { message: 'gone' });
  const lender = findLender(n.lender)?.name ?? n.lender;
  const consent = await standingPushConsent(sql, n.lead_id);
  return send(reply, 200, {
    status: n.status,
    reported: reportedSentence(n.status, lender, n.reported_at),
    withdrawHref: consent ? withdrawalPath(await linkSecret(sql), consent.id) : null,
  });
}

export const statusPageRoute: FastifyPluginAsync<{ sql: SqlRunner; now?: () => Date }> = async (
  app,
  { sql, now = () => new Date() },
) => {
  app.get(STATUS_PATH, (request, reply) => statusRoute(sql, now, request, reply));
};
