// The console's partner screens as components: the sign-up queue and one sign-up with its approve and reject forms,
// the partners list and a partner's edit form, the mail outbox (their routes: ../partner-pages.ts).
import { Fragment } from 'preact';
import { TRAFFIC_TYPES } from '../../../contracts/partner';
import type { MailStatus, OutboxRow } from '../../mail/outbox';
import type { PartnerView, SignupRow } from '../../partners/store';
import { fmtTime } from '../../web/format';
import { CsrfField, Frame } from '../../web/frame';
import { DataTable, Flash, num } from '../../web/parts';
import { renderPage } from '../../web/render';
import type { Operator } from '../context';

/** The values of the approve or edit form, as shown. */
export interface FormValues {
  partner_id: string;
  origins: string;
  postback_url: string;
  share_percent: string;
  allow_paid_search: boolean;
  status: 'active' | 'paused';
}

/** Fields of the partner form, as posted. */
export type PartnerFormField = 'partner_id' | 'origins' | 'postback_url' | 'share_percent' | 'status' | 'reason';
export type FormErrors = Partial<Record<PartnerFormField, string>>;

const SIGNUP_STATUS_LABELS: Record<string, string> = {
  pending: 'czeka na decyzję',
  approved: 'przyjęte',
  rejected: 'odrzucone',
};
const PARTNER_STATUS_LABELS: Record<string, string> = { active: 'aktywny', paused: 'wstrzymany' };
const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  waiting: 'czeka na konfigurację SMTP',
  pending: 'w kolejce do wysłania',
  sent: 'wysłana',
  failed: 'nieudana (koniec prób)',
};
const MAIL_KIND_LABELS: Record<string, string> = {
  'signup-approved': 'przyjęcie zgłoszenia',
  'signup-rejected': 'odrzucenie zgłoszenia',
  'portal-invite': 'zaproszenie do panelu partnera',
  'portal-login-link': 'link do logowania w panelu partnera',
};

const trafficLabel = (type: string): string => TRAFFIC_TYPES[type as keyof typeof TRAFFIC_TYPES] ?? type;

/** A field's error and the attributes that tie the field to it (and to its hint). */
const FieldError = ({ errors, field }: { errors: FormErrors; field: PartnerFormField }) =>
  errors[field] ? (
    <span class="field-error" id={`${field}-error`}>
      {errors[field]}
    </span>
  ) : null;
function described(errors: FormErrors, field: PartnerFormField, hint?: string) {
  const ids = [hint, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': errors[field] ? ('true' as const) : undefined };
}

const ErrorSummary = ({ errors }: { errors: FormErrors }) =>
  Object.keys(errors).length === 0 ? null : (
    <div class="error" role="alert">
      <p>Nie zapisano – popraw zaznaczone pola:</p>
      <ul>
        {Object.values(errors).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );

function IdField({ values, errors }: { values: FormValues; errors: FormErrors }) {
  return (
    <p>
      <label for="partner_id">Identyfikator partnera</label>
      <input
        id="partner_id"
        name="partner_id"
        type="text"
        required
        maxLength={100}
        autocomplete="off"
        value={values.partner_id}
        {...described(errors, 'partner_id', 'partner_id-hint')}
      />
      <span class="hint" id="partner_id-hint">
        Trafia do kliknięć i postbacków (aff_id, providerId). Nie da się go później zmienić.
      </span>
      <FieldError errors={errors} field="partner_id" />
    </p>
  );
}

function StatusFields({ values, errors }: { values: FormValues; errors: FormErrors }) {
  return (
    <fieldset>
      <legend>Stan</legend>
      <p>
        <input id="status-active" name="status" type="radio" value="active" checked={values.status === 'active'} />{' '}
        <label for="status-active">aktywny – formularze działają na jego stronach</label>
      </p>
      <p>
        <input id="status-paused" name="status" type="radio" value="paused" checked={values.status === 'paused'} />{' '}
        <label for="status-paused">wstrzymany – jego strony pokazują informację zamiast formularzy</label>
      </p>
      <FieldError errors={errors} field="status" />
    </fieldset>
  );
}

/** The settings fields shared by the approve and edit forms. */
function SettingsFields({ values, errors, withId }: { values: FormValues; errors: FormErrors; withId: boolean }) {
  return (
    <>
      {withId && <IdField values={values} errors={errors} />}
      <p>
        <label for="origins">Adresy stron partnera (jeden w wierszu)</label>
        <textarea id="origins" name="origins" rows={3} {...described(errors, 'origins', 'origins-hint')}>
          {values.origins}
        </textarea>
        <span class="hint" id="origins-hint">
          Tylko schemat, host i ewentualnie port, np. https://blog.example.pl. Tylko https:// (http:// dla localhost i
          127.0.0.1). Zmiana działa od razu, bez restartu serwera.
        </span>
        <FieldError errors={errors} field="origins" />
      </p>
      <p>
        <label for="postback_url">Adres postbacku (opcjonalnie)</label>
        <input
          id="postback_url"
          name="postback_url"
          type="url"
          maxLength={2000}
          autocomplete="off"
          value={values.postback_url}
          {...described(errors, 'postback_url', 'postback-hint')}
        />
        <span class="hint" id="postback-hint">
          Np. https://tracker.partner.pl/pb?cid={'{click_id}'}&amp;status={'{status}'}&amp;payout={'{payout}'}. Wysyłamy
          tylko na adresy publiczne.
        </span>
        <FieldError errors={errors} field="postback_url" />
      </p>
      <p>
        <label for="share_percent">Udział partnera w przychodzie (%)</label>
        <input
          id="share_percent"
          name="share_percent"
          type="number"
          min="0"
          max="100"
          step="1"
          required
          value={values.share_percent}
          {...described(errors, 'share_percent')}
        />
        <FieldError errors={errors} field="share_percent" />
      </p>
      <p>
        <input
          id="allow_paid_search"
          name="allow_paid_search"
          type="checkbox"
          value="yes"
          checked={values.allow_paid_search}
        />{' '}
        <label for="allow_paid_search">Może kierować ruch z reklam w wyszukiwarce (gclid, msclkid)</label>
      </p>
      <StatusFields values={values} errors={errors} />
    </>
  );
}

function SignupFacts({ signup: s }: { signup: SignupRow }) {
  return (
    <dl class="facts">
      <dt>Zgłoszono</dt>
      <dd>{fmtTime(s.created_at)}</dd>
      <dt>Imię i nazwisko lub firma</dt>
      <dd>{s.name}</dd>
      <dt>E-mail</dt>
      <dd>{s.email}</dd>
      <dt>Strona</dt>
      <dd>{s.website}</dd>
      <dt>Źródło ruchu</dt>
      <dd>{trafficLabel(s.traffic_type)}</dd>
      <dt>Stan</dt>
      <dd>
        {SIGNUP_STATUS_LABELS[s.status] ?? s.status}
        {s.partner_id && (
          <>
            {' (partner '}
            <a href={`/admin/accounts/${encodeURIComponent(s.partner_id)}/`}>{s.partner_id}</a>)
          </>
        )}
      </dd>
      {s.decision_reason && (
        <>
          <dt>Powód odrzucenia</dt>
          <dd>{s.decision_reason}</dd>
        </>
      )}
    </dl>
  );
}

export interface SignupPageProps {
  operator: Operator;
  signup: SignupRow;
  values: FormValues;
  errors: FormErrors;
  rejectError: string | null;
  reason: string;
}

function ApproveSection({ operator, signup, values, errors }: SignupPageProps) {
  return (
    <section aria-labelledby="approve-title">
      <h2 id="approve-title">Przyjmij jako partnera</h2>
      <ErrorSummary errors={errors} />
      <form method="post" action={`/admin/signups/${signup.id}/approve/`} class="settings">
        <CsrfField token={operator.csrfToken} />
        <SettingsFields values={values} errors={errors} withId />
        <p>Po przyjęciu zgłaszający dostanie e-mail z identyfikatorem, listą stron i kodem do wklejenia.</p>
        <p>
          <button type="submit">Przyjmij partnera</button>
        </p>
      </form>
    </section>
  );
}

function RejectSection({ operator, signup, rejectError, reason }: SignupPageProps) {
  return (
    <section aria-labelledby="reject-title" class="danger">
      <h2 id="reject-title">Odrzuć zgłoszenie</h2>
      {rejectError && (
        <p class="error" role="alert" id="reason-error">
          {rejectError}
        </p>
      )}
      <form method="post" action={`/admin/signups/${signup.id}/reject/`} class="settings">
        <CsrfField token={operator.csrfToken} />
        <p>
          <label for="reason">Powód (trafi do zgłaszającego w e-mailu)</label>
          <textarea
            id="reason"
            name="reason"
            rows={3}
            required
            minLength={5}
            maxLength={1000}
            aria-invalid={rejectError ? 'true' : undefined}
            aria-describedby={rejectError ? 'reason-error' : undefined}
          >
            {reason}
          </textarea>
        </p>
        <p>
          <button type="submit" class="danger">
            Odrzuć zgłoszenie
          </button>
        </p>
      </form>
    </section>
  );
}

/** One sign-up: its facts, and while it waits, the approve and reject forms. */
export const signupPage = (props: SignupPageProps): string =>
  renderPage(
    <Frame title={`Zgłoszenie: ${props.signup.name}`} current="/admin/signups/" operator={props.operator} times>
      <SignupFacts signup={props.signup} />
      {props.signup.status === 'pending' ? (
        <>
          <ApproveSection {...props} />
          <RejectSection {...props} />
        </>
      ) : (
        <p>
          <a href="/admin/signups/">Wróć do zgłoszeń</a>
        </p>
      )}
    </Frame>,
  );

export interface EditPageProps {
  operator: Operator;
  partner: PartnerView;
  values: FormValues;
  errors: FormErrors;
  notice: string | null;
}

function PartnerFacts({ partner }: { partner: PartnerView }) {
  return (
    <dl class="facts">
      <dt>Identyfikator</dt>
      <dd>{partner.id}</dd>
      <dt>Nazwa</dt>
      <dd>{partner.name}</dd>
      <dt>E-mail</dt>
      <dd>{partner.email}</dd>
      <dt>Strona ze zgłoszenia</dt>
      <dd>{partner.website}</dd>
      <dt>Ostatnia zmiana</dt>
      <dd>{fmtTime(partner.updatedAt)}</dd>
    </dl>
  );
}

/** A partner's settings form and the portal invitation. */
export const editPage = ({ operator, partner, values, errors, notice }: EditPageProps): string => {
  const path = `/admin/accounts/${encodeURIComponent(partner.id)}/`;
  return renderPage(
    <Frame title={`Partner ${partner.id}`} current="/admin/accounts/" operator={operator} times>
      {notice && <Flash>{notice}</Flash>}
      <PartnerFacts partner={partner} />
      <ErrorSummary errors={errors} />
      <form method="post" action={path} class="settings">
        <CsrfField token={operator.csrfToken} />
        <SettingsFields values={values} errors={errors} withId={false} />
        <p>
          <button type="submit">Zapisz ustawienia</button> <a href="/admin/accounts/">Anuluj</a>
        </p>
      </form>
      <section aria-labelledby="portal-title">
        <h2 id="portal-title">Panel partnera</h2>
        <form method="post" action={`${path}invite/`} class="settings">
          <CsrfField token={operator.csrfToken} />
          <p>Wyślij na {partner.email} zaproszenie do panelu partnera: link do ustawienia hasła, ważny 7 dni.</p>
          <p>
            <button type="submit">Wyślij zaproszenie do panelu</button>
          </p>
        </form>
      </section>
    </Frame>,
  );
};

function OutboxStatus({ mail: m }: { mail: OutboxRow }) {
  const label = MAIL_STATUS_LABELS[m.status] ?? m.status;
  if (m.status === 'sent') return <>{`${label} ${fmtTime(m.sent_at)}`}</>;
  if (m.status === 'pending' && m.next_attempt_at)
    return <>{`${label}, następna próba ${fmtTime(m.next_attempt_at)}`}</>;
  return <>{label}</>;
}

function OutboxAction({ mail: m, operator, smtp }: { mail: OutboxRow; operator: Operator; smtp: boolean }) {
  if (m.status === 'sent') return <>–</>;
  if (!smtp) return <>brak SMTP</>;
  return (
    <form method="post" action={`/admin/outbox/${m.id}/resend/`}>
      <CsrfField token={operator.csrfToken} />
      <button type="submit" aria-label={`Wyślij wiadomość „${m.subject}” do ${m.to_address}`}>
        {m.status === 'waiting' ? 'Wyślij' : 'Wyślij ponownie'}
      </button>
    </form>
  );
}

function OutboxTable({ rows, operator, smtp }: { rows: readonly OutboxRow[]; operator: Operator; smtp: boolean }) {
  return (
    <DataTable
      title="Poczta wychodząca"
      id="outbox-table"
      columns={['Utworzono', 'Do', 'Temat', 'Stan', num('Próby'), 'Ostatni błąd', 'Działanie']}
      rows={rows}
      empty="Nie ma jeszcze żadnych wiadomości."
      emptyAlone
      row={(m) => (
        <tr data-mail={m.id} key={m.id}>
          <td>{fmtTime(m.created_at)}</td>
          <td class="url">{m.to_address}</td>
          <td>
            {m.subject}
            <br />
            <span class="muted">{MAIL_KIND_LABELS[m.kind] ?? m.kind}</span>
          </td>
          <td>
            <OutboxStatus mail={m} />
          </td>
          <td class="num">{m.attempts}</td>
          <td class="url">{m.last_error ?? '–'}</td>
          <td>
            <OutboxAction mail={m} operator={operator} smtp={smtp} />
          </td>
        </tr>
      )}
    />
  );
}

/** The mail outbox: every message, its state, and the resend button while SMTP is configured. */
export const outboxPage = (props: {
  operator: Operator;
  rows: readonly OutboxRow[];
  smtp: boolean;
  resent: OutboxRow | undefined;
}): string =>
  renderPage(
    <Frame title="Poczta wychodząca" current="/admin/outbox/" operator={props.operator} times>
      {props.resent && <Flash>Wiadomość „{props.resent.subject}” jest w kolejce do wysłania.</Flash>}
      {props.smtp ? (
        <p>
          Wiadomości wysyłamy przez serwer SMTP ze zmiennej SMTP_URL. Nieudane próby ponawiamy coraz rzadziej; po
          ostatniej wiadomość zostaje tu jako nieudana i można ją wysłać ponownie.
        </p>
      ) : (
        <p class="notice">
          Serwer nie ma skonfigurowanego SMTP (zmienna SMTP_URL), więc wiadomości czekają tutaj. Po ustawieniu SMTP_URL
          i ponownym uruchomieniu serwera wyślesz je przyciskiem „Wyślij”.
        </p>
      )}
      <OutboxTable rows={props.rows} operator={props.operator} smtp={props.smtp} />
    </Frame>,
  );

function PendingTable({ pending }: { pending: readonly SignupRow[] }) {
  return (
    <DataTable
      title="Zgłoszenia czekające na decyzję"
      id="signup-table"
      columns={['Zgłoszono', 'Kto', 'Strona', 'Źródło ruchu', 'Decyzja']}
      rows={pending}
      empty="Nie ma nowych zgłoszeń."
      emptyAlone
      row={(s) => (
        <tr key={s.id}>
          <td>{fmtTime(s.created_at)}</td>
          <td>
            {s.name}
            <br />
            <span class="url">{s.email}</span>
          </td>
          <td class="url">{s.website}</td>
          <td>{trafficLabel(s.traffic_type)}</td>
          <td>
            <a href={`/admin/signups/${s.id}/`} aria-label={`Rozpatrz zgłoszenie: ${s.name}`}>
              Rozpatrz
            </a>
          </td>
        </tr>
      )}
    />
  );
}

function DecidedTable({ decided }: { decided: readonly SignupRow[] }) {
  return (
    <DataTable
      title="Ostatnie decyzje"
      id="decided-table"
      columns={['Decyzja', 'Kto', 'Strona', 'Wynik']}
      rows={decided}
      empty="Nie podjęto jeszcze żadnej decyzji."
      emptyAlone
      row={(s) => (
        <tr key={s.id}>
          <td>{fmtTime(s.decided_at)}</td>
          <td>
            <a href={`/admin/signups/${s.id}/`}>{s.name}</a>
          </td>
          <td class="url">{s.website}</td>
          <td>
            {SIGNUP_STATUS_LABELS[s.status] ?? s.status}
            {s.partner_id && `: ${s.partner_id}`}
          </td>
        </tr>
      )}
    />
  );
}

/** The sign-up queue: the sign-ups waiting for a decision and the latest decisions. */
export const signupsPage = (props: {
  operator: Operator;
  notice: string | null;
  pending: readonly SignupRow[];
  decided: readonly SignupRow[];
}): string =>
  renderPage(
    <Frame title="Zgłoszenia partnerów" current="/admin/signups/" operator={props.operator} times>
      {props.notice && <Flash>{props.notice}</Flash>}
      <section aria-labelledby="pending-title">
        <h2 id="pending-title">Czekają na decyzję ({props.pending.length})</h2>
        <PendingTable pending={props.pending} />
      </section>
      <section aria-labelledby="decided-title">
        <h2 id="decided-title">Ostatnie decyzje</h2>
        <DecidedTable decided={props.decided} />
      </section>
    </Frame>,
  );

function PartnerTable({ partners }: { partners: readonly PartnerView[] }) {
  return (
    <DataTable
      title="Partnerzy"
      id="partner-table"
      columns={['Partner', 'Stan', 'Strony', 'Postback', num('Udział'), 'Zmiana']}
      rows={partners}
      empty=""
      row={(p) => (
        <tr data-partner={p.id} key={p.id}>
          <th scope="row">
            {p.id}
            <br />
            <span class="muted">{p.name}</span>
          </th>
          <td>{PARTNER_STATUS_LABELS[p.status]}</td>
          <td class="url">
            {p.origins.length === 0
              ? '–'
              : p.origins.map((o, i) => (
                  <Fragment key={o}>
                    {i > 0 && <br />}
                    {o}
                  </Fragment>
                ))}
          </td>
          <td class="url">{p.postbackUrl ?? '–'}</td>
          <td class="num">{p.sharePercent}%</td>
          <td>
            <a href={`/admin/accounts/${encodeURIComponent(p.id)}/`} aria-label={`Edytuj partnera ${p.id}`}>
              Edytuj
            </a>
          </td>
        </tr>
      )}
    />
  );
}

/** The partners approved in the console, and the origins of the server's configuration. */
export const accountsPage = (props: {
  operator: Operator;
  partners: readonly PartnerView[];
  saved: PartnerView | undefined;
  envOrigins: readonly string[];
}): string =>
  renderPage(
    <Frame title="Konta partnerów" current="/admin/accounts/" operator={props.operator}>
      {props.saved && (
        <Flash>Zapisano ustawienia partnera {props.saved.id}. Zmiana adresów stron działa od razu.</Flash>
      )}
      {props.partners.length === 0 ? (
        <p>
          Nie ma jeszcze partnerów przyjętych w konsoli. Przyjmiesz ich na stronie{' '}
          <a href="/admin/signups/">Zgłoszenia partnerów</a>.
        </p>
      ) : (
        <PartnerTable partners={props.partners} />
      )}
      <section aria-labelledby="env-title">
        <h2 id="env-title">Strony z konfiguracji serwera</h2>
        <p>
          Te adresy pochodzą ze zmiennej PARTNER_ORIGINS i zawsze są dozwolone; zmienia się je w konfiguracji serwera,
          nie tutaj.
        </p>
        {props.envOrigins.length === 0 ? (
          <p>Brak (PARTNER_ORIGINS nie jest ustawione).</p>
        ) : (
          <ul class="origins">
            {props.envOrigins.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        )}
      </section>
    </Frame>,
  );
