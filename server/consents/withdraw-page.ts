// /consents/withdraw/?t=TOKEN: the link a visitor gets to take back a consent, without logging in. GET shows what
// the consent was and a button (a link preview or a mail scanner fetching the URL must not withdraw anything);
// POST from that page withdraws it and confirms. The token is the consent id signed with a server key. The page
// itself: withdraw-view.tsx.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { linkSecret, readWithdrawalToken, withdrawConsent, WITHDRAW_PATH, type ConsentRow } from './ledger';
import type { Storage } from '../storage/types';
import type { SqlRunner } from '../storage/sql';
import { sameOrigin, sendPage } from '../web/guard';
import { formScope } from '../web/forms';
import { withdrawPage, type WithdrawView } from './withdraw-view';

const PURPOSES: Record<string, string> = {
  terms: 'akceptacja regulaminu',
  privacy: 'przetwarzanie danych w celu przedstawienia ofert',
  marketing: 'informacje handlowe',
  sharing: 'przekazanie wniosku pożyczkodawcy',
  push: 'powiadomienia w przeglądarce o statusie pożyczki i przelewu',
};
const CHANNELS: Record<string, string> = { web: '', email: ' e-mailem', phone: ' telefonicznie i SMS-em', api: '' };

const describe = (c: ConsentRow) =>
  `${PURPOSES[c.purpose] ?? c.purpose}${CHANNELS[c.channel] ?? ''}` +
  (c.lender !== '*' ? ` (pożyczkodawca: ${c.lender})` : '');

// The site-wide Referrer-Policy (strict-origin-when-cross-origin) already keeps the token out of other sites' logs;
// 'no-referrer' would make the browser send "Origin: null" with the form, which the origin check refuses.
const send = (reply: FastifyReply, status: number, view: WithdrawView) => sendPage(reply, status, withdrawPage(view));

/** The consent a link names, when its token is ours. */
async function findConsent(sql: SqlRunner, token: unknown): Promise<ConsentRow | undefined> {
  const id = readWithdrawalToken(await linkSecret(sql), token);
  return id ? sql.get<ConsentRow>('SELECT * FROM consent_records WHERE id = ?', [id]) : undefined;
}

/** GET: what the consent was, and the button; nothing changes yet. */
async function showRoute(sql: SqlRunner, request: FastifyRequest, reply: FastifyReply) {
  const token = (request.query as Record<string, unknown>).t;
  const consent = await findConsent(sql, token);
  if (!consent) return send(reply, 404, { message: 'invalid' });
  if (consent.withdrawn_at) return send(reply, 200, { message: 'already' });
  return send(reply, 200, {
    consent: describe(consent),
    givenOn: consent.given_at.slice(0, 10),
    action: WITHDRAW_PATH,
    token: String(token),
  });
}

/** POST from that page: withdraws the consent and says so. */
async function withdrawRoute(sql: SqlRunner, now: () => Date, request: FastifyRequest, reply: FastifyReply) {
  const form = (request.body ?? {}) as Record<string, string>;
  if (!sameOrigin(request)) return send(reply, 403, { message: 'invalid' });
  const consent = await findConsent(sql, form.t);
  if (!consent) return send(reply, 404, { message: 'invalid' });
  const withdrawn = await withdrawConsent(sql, consent.id, now());
  return send(reply, 200, { message: withdrawn ? 'done' : 'already' });
}

export const consentWithdrawRoute: FastifyPluginAsync<{ storage: Storage; now?: () => Date }> = async (
  scope,
  { storage, now = () => new Date() },
) => {
  await formScope(scope, { bodyLimit: 2048, cookies: false });
  scope.get(WITHDRAW_PATH, (request, reply) => showRoute(storage.sql, request, reply));
  scope.post(WITHDRAW_PATH, (request, reply) => withdrawRoute(storage.sql, now, request, reply));
};
