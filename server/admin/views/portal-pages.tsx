// The operator's side of the partner portal as components: the queue of origins partners asked to add and the
// partners' monthly statements (their routes: ../portal-pages.ts).
import { monthLabel, type Statement } from '../../portal/queries';
import { fmtInt, fmtTime, fmtZl } from '../../web/format';
import { CsrfField, Frame } from '../../web/frame';
import { DataTable, Flash, num } from '../../web/parts';
import { renderPage } from '../../web/render';
import type { Operator } from '../context';

export interface OriginRequest {
  id: string;
  partner_id: string;
  origin: string;
  created_at: string;
}

function Decision({ row: r, operator }: { row: OriginRequest; operator: Operator }) {
  return (
    <>
      <form method="post" action={`/admin/origin-requests/${r.id}/approve/`} class="inline">
        <CsrfField token={operator.csrfToken} />
        <button type="submit" aria-label={`Zatwierdź ${r.origin} dla ${r.partner_id}`}>
          Zatwierdź
        </button>
      </form>{' '}
      <form method="post" action={`/admin/origin-requests/${r.id}/reject/`} class="inline">
        <CsrfField token={operator.csrfToken} />
        <button type="submit" class="danger" aria-label={`Odrzuć ${r.origin} dla ${r.partner_id}`}>
          Odrzuć
        </button>
      </form>
    </>
  );
}

interface RequestsProps {
  operator: Operator;
  canChange: boolean;
  rows: readonly OriginRequest[];
}

function RequestTable({ operator, canChange, rows }: RequestsProps) {
  return (
    <DataTable
      title="Prośby o dodanie strony"
      id="origin-request-table"
      columns={['Wysłana', 'Partner', 'Strona', 'Decyzja']}
      rows={rows}
      empty="Nie ma próśb czekających na decyzję."
      emptyAlone
      row={(r) => (
        <tr data-request={r.id} key={r.id}>
          <td>{fmtTime(r.created_at)}</td>
          <td>
            <a href={`/admin/accounts/${encodeURIComponent(r.partner_id)}/`}>{r.partner_id}</a>
          </td>
          <td class="url">{r.origin}</td>
          <td>{canChange ? <Decision row={r} operator={operator} /> : '–'}</td>
        </tr>
      )}
    />
  );
}

const DONE: Record<'approved' | 'rejected', string> = {
  approved: 'Strona dodana do zatwierdzonych stron partnera: działa od razu.',
  rejected: 'Prośba odrzucona.',
};

/** The origins partners asked to add, with the approve and reject buttons for an administrator. */
export const originRequestsPage = (props: RequestsProps & { done: unknown }): string =>
  renderPage(
    <Frame title="Prośby o dodanie strony" current="/admin/origin-requests/" operator={props.operator} times>
      {(props.done === 'approved' || props.done === 'rejected') && <Flash>{DONE[props.done]}</Flash>}
      <p>
        Strony, które partnerzy poprosili dodać w panelu partnera. Zatwierdzona strona trafia do listy stron partnera od
        razu, bez restartu serwera.
      </p>
      <RequestTable {...props} />
    </Frame>,
  );

function StatementState({
  statement: s,
  operator,
  canChange,
}: { statement: Statement } & Omit<StatementsProps, 'rows'>) {
  if (s.paid_at) return <>{`wypłacone ${fmtTime(s.paid_at)}`}</>;
  if (!canChange) return <>do wypłaty</>;
  return (
    <form
      method="post"
      action={`/admin/statements/${encodeURIComponent(s.partner_id)}/${s.month}/paid/`}
      class="inline"
    >
      <CsrfField token={operator.csrfToken} />
      <button type="submit" aria-label={`Oznacz jako wypłacone: ${s.partner_id}, ${monthLabel(s.month)}`}>
        Oznacz jako wypłacone
      </button>
    </form>
  );
}

interface StatementsProps {
  operator: Operator;
  canChange: boolean;
  rows: readonly Statement[];
}

function StatementTable(props: StatementsProps) {
  return (
    <DataTable
      title="Rozliczenia partnerów"
      id="statement-table"
      columns={['Miesiąc', 'Partner', num('Konwersje'), num('Kwota'), 'Stan']}
      rows={props.rows}
      empty="Nie ma zestawień z kwotą do wypłaty."
      emptyAlone
      row={(s) => (
        <tr data-statement={`${s.partner_id}/${s.month}`} key={`${s.partner_id}/${s.month}`}>
          <td>{monthLabel(s.month)}</td>
          <td>{s.partner_id}</td>
          <td class="num">{fmtInt(Number(s.conversions))}</td>
          <td class="num">{fmtZl(Number(s.amount_minor))}</td>
          <td>
            <StatementState statement={s} operator={props.operator} canChange={props.canChange} />
          </td>
        </tr>
      )}
    />
  );
}

/** The partners' statements of closed months, with the action that marks one paid. */
export const statementsPage = (props: StatementsProps): string =>
  renderPage(
    <Frame title="Rozliczenia partnerów" current="/admin/statements/" operator={props.operator} times>
      <p>
        Zestawienia zamkniętych miesięcy: konwersje partnera zaakceptowane w danym miesiącu i suma ich wypłat partnera
        zapisanych w rejestrze. Po przelewie oznacz zestawienie jako wypłacone – partner zobaczy to w swoim panelu.
      </p>
      <StatementTable {...props} />
    </Frame>,
  );
