// /consents/withdraw/?t=TOKEN: the link a visitor gets to take back a consent, without logging in. GET shows what
// the consent was and a button (a link preview or a mail scanner fetching the URL must not withdraw anything);
// POST from that page withdraws it and confirms. The token is the consent id signed with a server key.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { html, page } from '../web/html';
import { linkSecret, readWithdrawalToken, withdrawConsent, WITHDRAW_PATH, type ConsentRow } from './ledger';
import type { Storage } from '../storage/types';
import { PAGE_POLICY, sameOrigin } from '../web/guard';
import { formScope } from '../web/forms';

const PURPOSES: Record<string, string> = {
  terms: 'akceptacja regulaminu',
  privacy: 'przetwarzanie danych w celu przedstawienia ofert',
  marketing: 'informacje handlowe',
  sharing: 'przekazanie wniosku pożyczkodawcy',
  push: 'powiadomienia w przeglądarce o statusie pożyczki i przelewu',
};
const CHANNELS: Record<string, string> = { web: '', email: ' e-mailem', phone: ' telefonicznie i SMS-em', api: '' };

export const WITHDRAW_TEXTS = {
  title: 'Wycofanie zgody',
  done: 'Zgoda została wycofana. Od tej chwili nie korzystamy z niej; to, co zrobiliśmy wcześniej na jej podstawie, pozostaje zgodne z prawem.',
  already: 'Ta zgoda została już wcześniej wycofana.',
  invalid: 'Ten link jest nieprawidłowy lub niepełny. Skopiuj cały adres z wiadomości albo napisz do nas.',
} as const;

const describe = (c: ConsentRow) =>
  `${PURPOSES[c.purpose] ?? c.purpose}${CHANNELS[c.channel] ?? ''}${c.lender !== '*' ? ` (pożyczkodawca: ${c.lender})` : ''}`;

export const consentWithdrawRoute: FastifyPluginAsync<{ storage: Storage; now?: () => Date }> = async (
  scope,
  { storage, now = () => new Date() },
) => {
  const sql = storage.sql;
  const send = (reply: FastifyReply, status: number, body: ReturnType<typeof html>) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_POLICY)
      .header('cache-control', 'no-store')
      // The site-wide Referrer-Policy (strict-origin-when-cross-origin) already keeps the token out of other sites'
      // logs; 'no-referrer' would make the browser send "Origin: null" with the form, which the origin check refuses.
      .header('x-robots-tag', 'noindex, nofollow')
      .send(page({ title: WITHDRAW_TEXTS.title, brand: 'Przelewik', body }));

  const find = async (token: unknown) => {
    const id = readWithdrawalToken(await linkSecret(sql), token);
    return id ? sql.get<ConsentRow>('SELECT * FROM consent_records WHERE id = ?', [id]) : undefined;
  };

  await formScope(scope, { bodyLimit: 2048, cookies: false });
  scope.get(WITHDRAW_PATH, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).t;
    const consent = await find(token);
    if (!consent) return send(reply, 404, html`<p role="alert">${WITHDRAW_TEXTS.invalid}</p>`);
    if (consent.withdrawn_at) return send(reply, 200, html`<p role="status">${WITHDRAW_TEXTS.already}</p>`);
    return send(
      reply,
      200,
      html`<p>Zgoda: <strong>${describe(consent)}</strong>, udzielona ${consent.given_at.slice(0, 10)}.</p>
<form method="post" action="${WITHDRAW_PATH}"><input type="hidden" name="t" value="${String(token)}">
<p><button type="submit">Wycofuję tę zgodę</button></p></form>`,
    );
  });
  scope.post(WITHDRAW_PATH, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    if (!sameOrigin(request)) return send(reply, 403, html`<p role="alert">${WITHDRAW_TEXTS.invalid}</p>`);
    const consent = await find(form.t);
    if (!consent) return send(reply, 404, html`<p role="alert">${WITHDRAW_TEXTS.invalid}</p>`);
    const withdrawn = await withdrawConsent(sql, consent.id, now());
    return send(reply, 200, html`<p role="status">${withdrawn ? WITHDRAW_TEXTS.done : WITHDRAW_TEXTS.already}</p>`);
  });
};
