// The page a transfer-status notification opens: /powiadomienia/status/?t=TOKEN (link.ts), reached with a signed,
// expiring link that names the notification, never the lead. It says in plain Polish what the lender reported and
// when, what happens next, and how to turn notifications off (the consent ledger's withdrawal link, which also
// deletes the browser's token on our side). Server-rendered like the consent pages: no script, noindex, no-store.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findLender } from '../../contracts/lenders';
import { html, page, type Html } from '../web/html';
import { linkSecret, withdrawalPath } from '../consents/ledger';
import type { SqlRunner } from '../storage/sql';
import { readStatusToken, statusLinkSecret, STATUS_PATH } from './link';
import { standingPushConsent } from './queue';
import type { NotifiedStatus } from './texts';
import { PAGE_POLICY } from '../web/guard';

export const STATUS_TEXTS = {
  title: 'Status Twojej pożyczki',
  invalid: 'Ten link jest nieprawidłowy lub niepełny. Otwórz powiadomienie jeszcze raz albo skopiuj cały adres.',
  expired:
    'Ten link wygasł. Aktualny status pożyczki sprawdzisz u pożyczkodawcy, w wiadomości, którą od niego dostałeś, albo na jego stronie.',
  gone: 'Nie mamy już informacji, do której prowadzi ten link.',
} as const;

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

const NEXT: Record<NotifiedStatus, Html> = {
  paid: html`<p>Przelew między bankami zwykle dociera w ciągu jednego dnia roboczego, a przelew natychmiastowy – w kilka minut. Umowę i harmonogram spłaty pożyczkodawca przesyła w osobnej wiadomości.</p>
<p>Jeśli pieniędzy nie ma na koncie po dwóch dniach roboczych, skontaktuj się bezpośrednio z pożyczkodawcą: to on prowadzi Twoją pożyczkę i widzi przelew.</p>`,
  approved: html`<p>Pożyczkodawca przygotuje umowę i poprosi Cię o jej potwierdzenie. Pieniądze wyśle, gdy umowa zostanie zawarta. Gdy przelew wyjdzie, damy Ci znać kolejnym powiadomieniem.</p>
<p>Przed potwierdzeniem sprawdź w umowie kwotę do spłaty, termin spłaty i RRSO. Umowa podaje też, do kiedy możesz od niej odstąpić bez podawania przyczyny.</p>`,
  rejected: html`<p>Każdy pożyczkodawca ocenia wniosek po swojemu, więc odmowa jednego nie przesądza o decyzji innych. Możesz <a href="/offers/">porównać pozostałe oferty</a>.</p>`,
};

export const statusPageRoute: FastifyPluginAsync<{ sql: SqlRunner; now?: () => Date }> = async (
  app,
  { sql, now = () => new Date() },
) => {
  const send = (reply: FastifyReply, status: number, body: Html) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_POLICY)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(page({ title: STATUS_TEXTS.title, brand: 'Przelewik', body }));

  app.get(STATUS_PATH, async (request, reply) => {
    const reading = readStatusToken(await statusLinkSecret(sql), (request.query as Record<string, unknown>).t, now());
    if (!reading.ok)
      return send(
        reply,
        reading.reason === 'expired' ? 410 : 404,
        html`<p role="alert">${reading.reason === 'expired' ? STATUS_TEXTS.expired : STATUS_TEXTS.invalid}</p>`,
      );
    const n = await sql.get<{ lead_id: string; status: NotifiedStatus; lender: string; reported_at: string }>(
      'SELECT lead_id, status, lender, reported_at FROM push_notifications WHERE id = ?',
      [reading.id],
    );
    if (!n) return send(reply, 404, html`<p role="alert">${STATUS_TEXTS.gone}</p>`);
    const lender = findLender(n.lender)?.name ?? n.lender;
    const consent = await standingPushConsent(sql, n.lead_id);
    const off = consent
      ? html`<p>Kliknij <a href="${withdrawalPath(await linkSecret(sql), consent.id)}">Wyłącz powiadomienia</a> i potwierdź: usuniemy z naszej bazy adres, pod który wysyłamy powiadomienia do Twojej przeglądarki, i nie wyślemy już żadnego.</p>`
      : html`<p>Powiadomienia są już wyłączone: nie wyślemy Ci kolejnych.</p>`;
    return send(
      reply,
      200,
      html`<p class="notice" role="status">${reportedSentence(n.status, lender, n.reported_at)}</p>
<h2>Co dalej</h2>
${NEXT[n.status]}
<p>Te informacje przekazał nam pożyczkodawca. Nie widzimy Twojego konta bankowego ani umowy, więc w sprawie samej pożyczki pisz do pożyczkodawcy.</p>
<h2>Jak wyłączyć powiadomienia</h2>
${off}
<p>Możesz też zablokować powiadomienia w przeglądarce: kliknij ikonę obok adresu strony i przy „Powiadomienia” wybierz „Blokuj”.</p>`,
    );
  });
};
