// The partner's approved sites with the form asking for a new one, and its monthly statements.
// Routes: server/portal/site-routes.ts.
import { fmtInt, fmtTime, fmtZl } from '../../web/format';
import { CsrfField, Frame } from '../../web/frame';
import { DataTable, Flash, num } from '../../web/parts';
import { renderPage } from '../../web/render';
import { monthLabel, type Statement } from '../queries';
import { partnerBar, type Ctx } from '../shared';
import { BRAND } from './auth-pages';

const REQUEST_LABELS: Record<string, string> = {
  pending: 'czeka na decyzję',
  approved: 'zatwierdzona',
  rejected: 'odrzucona',
};

export interface OriginRequest {
  origin: string;
  created_at: string;
  status: string;
}

export interface OriginsProps {
  origins: readonly string[];
  requests: readonly OriginRequest[];
  error: string | null;
  notice: string | null;
  value: string;
}

function RequestForm({ csrf, error, value }: { csrf: string; error: string | null; value: string }) {
  return (
    <form method="post" action="/partner-panel/origins/" class="settings">
      <CsrfField token={csrf} />
      <p>
        <label for="origin">Adres strony</label>{' '}
        <input
          id="origin"
          name="origin"
          type="url"
          required
          maxLength={300}
          value={value}
          aria-describedby={`origin-hint${error ? ' origin-error' : ''}`}
          aria-invalid={error ? 'true' : undefined}
        />
        <span class="hint" id="origin-hint">
          Schemat i host, np. https://blog.example.pl. Prośbę rozpatruje nasz zespół.
        </span>
      </p>
      <p>
        <button type="submit">Wyślij prośbę</button>
      </p>
    </form>
  );
}

function Requests({ requests }: { requests: readonly OriginRequest[] }) {
  return (
    <DataTable
      title="Twoje prośby"
      id="origin-requests"
      columns={['Wysłana', 'Strona', 'Stan']}
      rows={requests}
      empty=""
      emptyAlone
      row={(r) => (
        <tr key={`${r.origin} ${r.created_at}`}>
          <td>{fmtTime(r.created_at)}</td>
          <td class="url">{r.origin}</td>
          <td>{REQUEST_LABELS[r.status] ?? r.status}</td>
        </tr>
      )}
    />
  );
}

export const originsPage = (ctx: Ctx, { origins, requests, error, notice, value }: OriginsProps): string =>
  renderPage(
    <Frame title="Strony" current="/partner-panel/origins/" brand={BRAND} partner={partnerBar(ctx)} times>
      {notice && <Flash>{notice}</Flash>}
      <p>
        Nasze formularze i ramka identyfikatora działają tylko na zatwierdzonych stronach. Na innej stronie widżet
        pokaże informację, że nie jest jeszcze aktywny.
      </p>
      <h2>Zatwierdzone strony</h2>
      {origins.length > 0 ? (
        <ul id="origin-list">
          {origins.map((o) => (
            <li class="url" key={o}>
              {o}
            </li>
          ))}
        </ul>
      ) : (
        <p id="origin-list">Nie masz jeszcze zatwierdzonej strony.</p>
      )}
      <h2>Poproś o dodanie strony</h2>
      {error && (
        <p class="error" role="alert" id="origin-error">
          {error}
        </p>
      )}
      <RequestForm csrf={ctx.session.csrfToken} error={error} value={value} />
      {requests.length > 0 && <Requests requests={requests} />}
    </Frame>,
  );

const statementState = (s: Statement): string =>
  s.paid_at ? `wypłacone ${fmtTime(s.paid_at)}` : s.amount_minor > 0 ? 'do wypłaty' : 'nic do wypłaty';

export const statementsPage = (ctx: Ctx, rows: readonly Statement[]): string =>
  renderPage(
    <Frame title="Rozliczenia" current="/partner-panel/statements/" brand={BRAND} partner={partnerBar(ctx)} times>
      <p>
        Po zakończeniu każdego miesiąca przygotowujemy zestawienie konwersji zaakceptowanych w tym miesiącu i kwoty do
        wypłaty (suma Twoich wypłat z tych konwersji). Gdy przelejemy pieniądze, zestawienie zmienia stan na
        „wypłacone”.
      </p>
      <DataTable
        title="Rozliczenia miesięczne"
        id="statement-table"
        columns={['Miesiąc', num('Konwersje'), num('Kwota'), 'Stan']}
        rows={rows}
        empty="Nie ma jeszcze zamkniętego miesiąca."
        row={(s) => (
          <tr data-month={s.month} key={s.month}>
            <th scope="row">{monthLabel(s.month)}</th>
            <td class="num">{fmtInt(s.conversions)}</td>
            <td class="num">{fmtZl(s.amount_minor)}</td>
            <td>{statementState(s)}</td>
          </tr>
        )}
      />
    </Frame>,
  );
