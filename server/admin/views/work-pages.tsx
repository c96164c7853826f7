// The console's working screens as components: the call-back queue („Prośby o telefon”), the audit trail („Dziennik
// zmian”), and the lead search's contact requests (routes, queries: ../work-pages.ts).
import type { ComponentChildren } from 'preact';
import { callbackDeadline } from '../../../contracts/callback-hours';
import type { CallbackHours } from '../../../contracts/callback-hours';
import { auditActionLabel, type AuditRow } from '../../audit/audit';
import {
  CALLBACK_ACTION_LABELS,
  CALLBACK_FILTER_LABELS,
  CALLBACK_FILTERS,
  CALLBACK_STATE_LABELS,
  isOverdue,
  isWaiting,
  nextCallbackStates,
  waitedText,
  type CallbackChange,
  type CallbackFilter,
  type CallbackRow,
  type CallbackState,
  type FoundPartnerSignup,
  type FoundPhoneLead,
} from '../callbacks';
import { fmtDay, fmtTime } from '../../web/format';
import { CsrfField, Frame } from '../../web/frame';
import { DataTable, DateFields, Pager } from '../../web/parts';
import { renderPage } from '../../web/render';
import type { Operator } from '../context';

// A state the code no longer knows is shown as stored.
const stateLabel = (state: string): string => CALLBACK_STATE_LABELS[state as CallbackState] ?? state;

function CallbackActions({ row, filter, csrf }: { row: CallbackRow; filter: CallbackFilter; csrf: string }) {
  const next = nextCallbackStates(row.state);
  if (next.length === 0) return <td class="actions">–</td>;
  const label = (to: CallbackState) =>
    row.state === 'no_answer' && to === 'no_answer' ? 'Znowu nie odebrano' : CALLBACK_ACTION_LABELS[to];
  return (
    <td class="actions">
      <form method="post" action={`/admin/callbacks/${row.id}/`} class="decision">
        <CsrfField token={csrf} />
        <input type="hidden" name="stan" value={filter} />
        <p>
          {next.map((to) => (
            <>
              <button
                type="submit"
                name="state"
                value={to}
                class={to === 'done' ? 'secondary' : undefined}
                aria-label={`${label(to)}: prośba nr ${row.id}`}
              >
                {label(to)}
              </button>{' '}
            </>
          ))}
        </p>
      </form>
    </td>
  );
}

interface QueueProps {
  rows: readonly CallbackRow[];
  changes: ReadonlyMap<number, readonly CallbackChange[]>;
  at: Date;
  callbackHours: CallbackHours;
  filter: CallbackFilter;
  /** The session's form token when the operator may change states; null for an analyst. */
  csrf: string | null;
}

function CallbackTableRow({
  row,
  changes,
  at,
  callbackHours,
  filter,
  csrf,
}: Omit<QueueProps, 'rows'> & { row: CallbackRow }) {
  const overdue = isOverdue(row.created_at, row.state, at, callbackHours);
  const history = changes.get(row.id) ?? [];
  const waiting = isWaiting(row.state);
  return (
    <tr data-id={row.id} class={overdue ? 'overdue' : undefined}>
      <th scope="row">{row.id}</th>
      <td>{fmtTime(row.created_at)}</td>
      <td class="phone">{row.phone}</td>
      <td>
        {CALLBACK_STATE_LABELS[row.state]}
        {overdue && ' '}
        {overdue && <strong class="late">po terminie</strong>}
      </td>
      <td>{waiting ? waitedText(at.getTime() - Date.parse(row.created_at)) : '–'}</td>
      <td>{waiting ? fmtTime(callbackDeadline(new Date(row.created_at), callbackHours).toISOString()) : '–'}</td>
      <td>
        {history.length === 0 ? (
          '–'
        ) : (
          <ol class="history">
            {history.map((c) => (
              <li>
                {`${fmtTime(c.at)}: ${stateLabel(c.from_state)} → ${stateLabel(c.to_state)} ` +
                  `(${c.email ?? 'konto usunięte'})`}
              </li>
            ))}
          </ol>
        )}
      </td>
      {csrf !== null && <CallbackActions row={row} filter={filter} csrf={csrf} />}
    </tr>
  );
}

const CALLBACK_COLUMNS = ['Nr', 'Zgłoszona', 'Telefon', 'Stan', 'Czeka', 'Oddzwonić do', 'Historia'];

function CallbackTable(props: QueueProps) {
  return (
    <DataTable
      title="Prośby o telefon"
      id="callback-table"
      columns={
        props.csrf === null ? CALLBACK_COLUMNS : [...CALLBACK_COLUMNS, { label: 'Zmień stan', class: 'actions' }]
      }
      rows={props.rows}
      empty="Nie ma próśb w tym widoku."
      row={(row) => <CallbackTableRow {...props} row={row} key={row.id} />}
    />
  );
}

/** The call-back queue: the request just moved, the promise, the state filter, the table and its pager. */
export function callbacksPage(
  props: QueueProps & {
    operator: Operator;
    promise: string;
    total: number;
    moved: { id: number; state: CallbackState } | null;
    page: number;
    pageCount: number;
  },
): string {
  return renderPage(
    <Frame title="Prośby o telefon" current="/admin/callbacks/" operator={props.operator} times>
      {props.moved && (
        <p class="notice" role="status">
          {`Prośba nr ${props.moved.id}: stan „${CALLBACK_STATE_LABELS[props.moved.state]}”.`}
        </p>
      )}
      <p>
        {`Prośby o telefon z formularza na stronie. Obiecujemy: „${props.promise}” (CALLBACK_HOURS). Prośba, do ` +
          `której nikt nie zadzwonił w tym czasie, jest oznaczona „po terminie”. Nieodebrany telefon można ponawiać.`}
      </p>
      <form method="get" action="/admin/callbacks/" class="filters">
        <p>
          <label for="stan">Stan</label>{' '}
          <select id="stan" name="stan">
            {CALLBACK_FILTERS.map((f) => (
              <option value={f} selected={f === props.filter}>
                {CALLBACK_FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </p>
        <p>
          <button type="submit">Pokaż</button>
        </p>
      </form>
      <p id="callback-count">{`Liczba próśb w tym widoku: ${props.total}.`}</p>
      <CallbackTable {...props} />
      <Pager path="/admin/callbacks/" params={{ stan: props.filter }} page={props.page} count={props.pageCount} />
    </Frame>,
  );
}

const Json = ({ text }: { text: string | null }) => (text ? <code class="json">{text}</code> : <>–</>);

const whoDid = (r: AuditRow): string =>
  r.email ??
  (r.operator_id === 'command-line'
    ? 'wiersz poleceń (npm run admin)'
    : r.operator_id
      ? 'konto usunięte'
      : 'nieznane konto');

function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  return (
    <DataTable
      title="Dziennik zmian"
      id="audit-table"
      columns={['Czas', 'Operator', 'Czynność', 'Dotyczy', 'Przed', 'Po']}
      rows={rows}
      empty="Brak wpisów w tym okresie."
      row={(r) => (
        <tr>
          <td>{fmtTime(r.at)}</td>
          <td>{whoDid(r)}</td>
          <td data-action={r.action}>{auditActionLabel(r.action)}</td>
          <td class="url">{r.subject}</td>
          <td>
            <Json text={r.before} />
          </td>
          <td>
            <Json text={r.after} />
          </td>
        </tr>
      )}
    />
  );
}

function Select({
  id,
  label,
  all,
  value,
  options,
}: {
  id: string;
  label: string;
  all: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
}): ComponentChildren {
  return (
    <p>
      <label for={id}>{label}</label>{' '}
      <select id={id} name={id}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option value={o.value} selected={o.value === value}>
            {o.label}
          </option>
        ))}
      </select>
    </p>
  );
}

/** The audit trail: who, when, what, with the filters by operator, action and days, the table and its pager. */
export function auditTrailPage(props: {
  operator: Operator;
  operators: readonly { id: string; email: string }[];
  actions: readonly string[];
  operatorId: string | null;
  action: string | null;
  from: string;
  to: string;
  total: number;
  rows: readonly AuditRow[];
  params: Record<string, string>;
  page: number;
  pageCount: number;
}): string {
  return renderPage(
    <Frame title="Dziennik zmian" current="/admin/audit/" operator={props.operator} times>
      <p>
        Każda czynność w konsoli: kto, kiedy, co i jaki był stan przed nią i po niej. Dane osobowe są w dzienniku
        zamaskowane.
      </p>
      <form method="get" action="/admin/audit/" class="filters">
        <Select
          id="operator"
          label="Operator"
          all="wszyscy"
          value={props.operatorId}
          options={props.operators.map((o) => ({ value: o.id, label: o.email }))}
        />
        <Select
          id="czynnosc"
          label="Czynność"
          all="wszystkie"
          value={props.action}
          options={props.actions.map((a) => ({ value: a, label: auditActionLabel(a) }))}
        />
        <DateFields from={props.from} to={props.to} />
        <p>
          <button type="submit">Pokaż</button>
        </p>
      </form>
      <p id="audit-count">{`Liczba wpisów od ${fmtDay(props.from)} do ${fmtDay(props.to)}: ${props.total}.`}</p>
      <AuditTable rows={props.rows} />
      <Pager path="/admin/audit/" params={props.params} page={props.page} count={props.pageCount} />
    </Frame>,
  );
}

/** The erasure form of one contact request found by the lead search (administrators only). */
function EraseForm({
  action,
  id,
  csrf,
  label,
  text,
}: {
  action: string;
  id: string;
  csrf: string;
  label: string;
  text: string;
}) {
  return (
    <form method="post" action={action} class="erase">
      <CsrfField token={csrf} />
      <p>
        <input type="checkbox" id={`confirm-${id}`} name="confirm" value="yes" required />{' '}
        <label for={`confirm-${id}`}>Osoba złożyła żądanie usunięcia danych</label>
      </p>
      <p>
        <button type="submit" class="danger" aria-label={label}>
          {text}
        </button>
      </p>
    </form>
  );
}

/**
 * The lead search's results among call-back requests and partner sign-ups, each with its erasure form when `csrf` is
 * given (administrators). Phones come already formatted for the page.
 */
export interface ContactRequestsProps {
  phoneLeads: readonly FoundPhoneLead[];
  partnerSignups: readonly FoundPartnerSignup[];
  csrf: string | null;
}

export function ContactRequests({ phoneLeads, partnerSignups, csrf }: ContactRequestsProps) {
  return (
    <>
      <h2>Prośby o telefon</h2>
      {phoneLeads.length === 0 ? (
        <p>Nic nie znaleziono.</p>
      ) : (
        <ul class="leads">
          {phoneLeads.map((p) => (
            <li>
              {`Prośba nr ${p.id} z ${fmtTime(p.created_at)}, ${p.phone}, stan: ${CALLBACK_STATE_LABELS[p.state]}`}
              {csrf !== null && (
                <EraseForm
                  action={`/admin/callbacks/${p.id}/erase/`}
                  id={`phone-${p.id}`}
                  csrf={csrf}
                  label={`Usuń prośbę o telefon nr ${p.id}`}
                  text="Usuń prośbę"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <h2>Zgłoszenia partnerów</h2>
      {partnerSignups.length === 0 ? (
        <p>Nic nie znaleziono.</p>
      ) : (
        <ul class="leads">
          {partnerSignups.map((s) => (
            <li>
              {`Zgłoszenie nr ${s.id} z ${fmtTime(s.created_at)}: ${s.name}, ${s.email}, ${s.website}`}
              {csrf !== null && (
                <EraseForm
                  action={`/admin/partner-signups/${s.id}/erase/`}
                  id={`signup-${s.id}`}
                  csrf={csrf}
                  label={`Usuń zgłoszenie partnera nr ${s.id}`}
                  text="Usuń zgłoszenie"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
