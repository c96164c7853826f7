// The operator's side of the partner portal as components: the queue of origins partners asked to add and the
// partners' monthly statements (their routes: ../portal-pages.ts).
import { monthLabel, type Statement } from '../../portal/queries';
import { fmtInt, fmtTime, fmtZl } from '../../web/format';
import { CsrfField, Frame, type FrameProps } from '../../web/frame';
import { Flash, ScrollRegion } from '../../web/parts';
import { renderPage } from '../../web/render';

type Operator = NonNullable<FrameProps['operator']>;

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
    <table class="data" id="origin-request-table">
      <thead>
        <tr>
          <th scope="col">Wysłana</th>
          <th scope="col">Partner</th>
          <th scope="col">Strona</th>
          <th scope="col">Decyzja</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr data-request={r.id} key={r.id}>
            <td>{fmtTime(r.created_at)}</td>
            <td>
              <a href={`/admin/accounts/${encodeURIComponent(r.partner_id)}/`}>{r.partner_id}</a>
            </td>
            <td class="url">{r.origin}</td>
            <td>{canChange ? <Decision row={r} operator={operator} /> : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
      {props.rows.length === 0 ? (
        <p>Nie ma próśb czekających na decyzję.</p>
      ) : (
        <ScrollRegion title="Prośby o dodanie strony">
          <RequestTable {...props} />
        </ScrollRegion>
      )}
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
    <table class="data" id="statement-table">
      <thead>
        <tr>
          <th scope="col">Miesiąc</th>
          <th scope="col">Partner</th>
          <th scope="col" class="num">
            Konwersje
          </th>
          <th scope="col" class="num">
            Kwota
          </th>
          <th scope="col">Stan</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((s) => (
          <tr data-statement={`${s.partner_id}/${s.month}`} key={`${s.partner_id}/${s.month}`}>
            <td>{monthLabel(s.month)}</td>
            <td>{s.partner_id}</td>
            <td class="num">{fmtInt(Number(s.conversions))}</td>
            <td class="num">{fmtZl(Number(s.amount_minor))}</td>
            <td>
              <StatementState statement={s} operator={props.operator} canChange={props.canChange} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
      {props.rows.length === 0 ? (
        <p>Nie ma zestawień z kwotą do wypłaty.</p>
      ) : (
        <ScrollRegion title="Rozliczenia partnerów">
          <StatementTable {...props} />
        </ScrollRegion>
      )}
    </Frame>,
  );
