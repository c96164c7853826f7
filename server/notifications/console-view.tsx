// The console's page of transfer-status notifications, as a component (its route and query: console.ts).
import { findLender } from '../../contracts/lenders';
import { fmtDay, fmtInt } from '../web/format';
import { Frame, type FrameProps } from '../web/frame';
import { DataTable, num, RangeForm } from '../web/parts';
import { renderPage } from '../web/render';
import { QUIET_FROM_HOUR, QUIET_UNTIL_HOUR } from './quiet';

export const COUNTS = ['sent', 'queued', 'failed', 'dead'] as const;
export type Count = (typeof COUNTS)[number];
export const COUNT_LABELS: Record<Count, string> = {
  sent: 'Wysłane',
  queued: 'W kolejce',
  failed: 'Nieudane',
  dead: 'Martwe tokeny',
};

export interface NotificationRow {
  lender: string;
  day: string;
  counts: Record<Count, number>;
}

function Intro({ configured, notifyRejected }: { configured: boolean; notifyRejected: boolean }) {
  if (!configured)
    return (
      <p class="notice">
        Serwer nie ma konta usługi Firebase (zmienna FIREBASE_SERVICE_ACCOUNT), więc powiadomienia nie są wysyłane ani
        kolejkowane.
      </p>
    );
  return (
    <p>
      {`Powiadomienia o statusie wysyłamy przez Firebase Cloud Messaging, gdy pożyczkodawca zgłosi zaakceptowanie ` +
        `wniosku lub wypłatę${notifyRejected ? ' albo odmowę' : ''}: najwyżej jedno o każdym statusie na lead, tylko ` +
        `przy zgodzie na powiadomienia, nigdy między ${QUIET_FROM_HOUR}:00 a ${QUIET_UNTIL_HOUR}:00 (wtedy czekają ` +
        `do ${QUIET_UNTIL_HOUR}:00).`}
    </p>
  );
}

function CountsTable({ rows }: { rows: readonly NotificationRow[] }) {
  const total = (c: Count) => rows.reduce((sum, r) => sum + r.counts[c], 0);
  return (
    <DataTable
      title="Powiadomienia według pożyczkodawcy i dnia"
      id="notifications-table"
      columns={['Dzień', 'Pożyczkodawca', ...COUNTS.map((c) => num(COUNT_LABELS[c]))]}
      rows={rows}
      empty="Brak powiadomień w tym okresie."
      row={(r) => (
        <tr data-lender={r.lender} data-day={r.day} key={`${r.lender} ${r.day}`}>
          <th scope="row">{fmtDay(r.day)}</th>
          <td>{findLender(r.lender)?.name ?? r.lender}</td>
          {COUNTS.map((c) => (
            <td class="num" data-count={c} key={c}>
              {fmtInt(r.counts[c])}
            </td>
          ))}
        </tr>
      )}
      foot={
        <tr>
          <th scope="row" colSpan={2}>
            Razem
          </th>
          {COUNTS.map((c) => (
            <td class="num" key={c}>
              {fmtInt(total(c))}
            </td>
          ))}
        </tr>
      }
    />
  );
}

interface PageProps {
  path: string;
  operator: FrameProps['operator'];
  configured: boolean;
  notifyRejected: boolean;
  range: { from: string; to: string };
  rows: readonly NotificationRow[];
}

export const notificationsPage = (props: PageProps): string => renderPage(<NotificationsPage {...props} />);

function NotificationsPage(props: PageProps) {
  return (
    <Frame title="Powiadomienia push" current={props.path} operator={props.operator}>
      <Intro configured={props.configured} notifyRejected={props.notifyRejected} />
      <RangeForm action={props.path} from={props.range.from} to={props.range.to} />
      <p class="muted">
        Dzień to dzień zgłoszenia statusu przez pożyczkodawcę. „W kolejce” to powiadomienia czekające na koniec ciszy
        nocnej albo na kolejną próbę; „Martwe tokeny” to przeglądarki, które według FCM nie przyjmują już powiadomień –
        nie wysyłamy do nich więcej.
      </p>
      <CountsTable rows={props.rows} />
    </Frame>
  );
}
