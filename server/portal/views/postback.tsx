// The partner's postback page: the macros, the address form, the test button and the log of postbacks sent.
// Routes: server/portal/postback-routes.ts.
import { MACROS } from '../../affiliate/macros';
import { fmtInt, fmtTime } from '../../web/format';
import { CsrfField, Frame } from '../../web/frame';
import { DataTable, Flash, num } from '../../web/parts';
import { renderPage } from '../../web/render';
import type { PartnerDelivery } from '../queries';
import { PARTNER_STATE_LABELS, partnerBar, type Ctx } from '../shared';
import { BRAND } from './auth-pages';

const MACRO_TEXT: Record<(typeof MACROS)[number], string> = {
  click_id: 'identyfikator kliknięcia',
  sub1: 'Twój sub1',
  sub2: 'Twój sub2',
  sub3: 'Twój sub3',
  sub4: 'Twój sub4',
  sub5: 'Twój sub5',
  status: 'stan konwersji: pending, approved, rejected, paid albo reversed',
  payout: 'Twoja wypłata z konwersji, z kropką dziesiętną (40.00)',
  currency: 'waluta (PLN)',
  txid: 'identyfikator transakcji u pożyczkodawcy',
  aff_id: 'aff_id z adresu strony, jeśli był',
  pid: 'pid z adresu strony, jeśli był',
};

const DELIVERY_LABELS: Record<string, string> = {
  pending: 'w kolejce',
  delivered: 'dostarczony',
  failed: 'nieudany',
  refused: 'odrzucony (adres niepubliczny)',
};

/** A message above the page: an error is an alert. */
export interface Notice {
  error: boolean;
  text: string;
}

const answerOf = (d: PartnerDelivery): string =>
  `${d.http_status !== null ? `HTTP ${d.http_status}` : ''}${d.error ? ` ${d.error}` : ''}` +
  (d.http_status === null && !d.error ? '–' : '');

function DeliveryLog({ log }: { log: readonly PartnerDelivery[] }) {
  return (
    <DataTable
      title="Dziennik postbacków"
      id="delivery-table"
      columns={['Czas', 'Rodzaj', 'Stan', num('Próby'), 'Odpowiedź', 'Adres']}
      rows={log}
      empty="Nie wysłaliśmy jeszcze żadnego postbacku."
      row={(d) => (
        <tr data-delivery={d.kind} key={d.id}>
          <td>{fmtTime(d.created_at)}</td>
          <td>{d.kind === 'test' ? 'test' : `konwersja: ${PARTNER_STATE_LABELS[d.status ?? ''] ?? d.status}`}</td>
          <td>{DELIVERY_LABELS[d.state] ?? d.state}</td>
          <td class="num">{fmtInt(d.attempts)}</td>
          <td>{answerOf(d)}</td>
          <td class="url">{d.url}</td>
        </tr>
      )}
    />
  );
}

const HINT =
  'Np. https://tracker.twojastrona.pl/pb?cid={click_id}&s1={sub1}&status={status}&payout={payout}. ' +
  'Pozostaw puste, żeby wyłączyć postbacki.';

function AddressForm({ csrf, value, error }: { csrf: string; value: string; error: string | null }) {
  return (
    <form method="post" action="/partner-panel/postback/" class="settings">
      <CsrfField token={csrf} />
      <p>
        <label for="postback_url">Adres postbacku</label>
        <input
          id="postback_url"
          name="postback_url"
          type="url"
          maxLength={2000}
          autocomplete="off"
          value={value}
          aria-describedby={`postback-hint${error ? ' postback-error' : ''}`}
          aria-invalid={error ? 'true' : undefined}
        />
        <span class="hint" id="postback-hint">
          {HINT}
        </span>
      </p>
      <p>
        <button type="submit">Zapisz adres</button>
      </p>
    </form>
  );
}

export interface PostbackProps {
  value: string;
  saved: boolean;
  error: string | null;
  notice: Notice | null;
  log: readonly PartnerDelivery[];
}

export const postbackPage = (ctx: Ctx, { value, saved, error, notice, log }: PostbackProps): string =>
  renderPage(
    <Frame title="Postback" current="/partner-panel/postback/" brand={BRAND} partner={partnerBar(ctx)} times>
      {notice && <Flash error={notice.error}>{notice.text}</Flash>}
      <p>
        Po każdej zmianie stanu Twojej konwersji wywołujemy (GET) Twój adres postbacku. Makra w nawiasach klamrowych
        zastępujemy wartościami (zakodowanymi jak część adresu):
      </p>
      <ul class="macros">
        {MACROS.map((m) => (
          <li key={m}>
            <code>{`{${m}}`}</code>
            {` – ${MACRO_TEXT[m]}`}
          </li>
        ))}
      </ul>
      <p>
        Wysyłamy tylko na publiczne adresy internetowe: adres w sieci prywatnej, localhost lub przekierowanie nie
        zadziała. Odpowiedź 2xx oznacza dostarczenie; inaczej ponawiamy próbę z rosnącym odstępem.
      </p>
      {error && (
        <p class="error" role="alert" id="postback-error">
          {error}
        </p>
      )}
      <AddressForm csrf={ctx.session.csrfToken} value={value} error={error} />
      <form method="post" action="/partner-panel/postback/test/" class="settings">
        <CsrfField token={ctx.session.csrfToken} />
        <p>
          Testowy postback wywoła zapisany adres z przykładowymi wartościami: <code>click_id=test-…</code>,{' '}
          <code>status=approved</code>, <code>payout=0.00</code>, <code>txid=test</code>.
        </p>
        <p>
          <button type="submit" disabled={!saved}>
            Wyślij testowy postback
          </button>
        </p>
      </form>
      <section aria-labelledby="log-title">
        <h2 id="log-title">Dziennik postbacków</h2>
        <DeliveryLog log={log} />
      </section>
    </Frame>,
  );
