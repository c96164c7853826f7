// The console's pages of the money trail as components: the funnel, earnings by partner and lender, open holds, the
// delivery log, clicks and conversions (their routes and queries: ../pages.ts, ../queries.ts).
import type { ComponentChildren, VNode } from 'preact';
import { holdDetailText } from '../../affiliate/holds';
import { fmtDay, fmtInt, fmtPct, fmtTime, fmtZl } from '../../web/format';
import { CsrfField, Frame } from '../../web/frame';
import { Chart, DataTable, Flash, num, RangeForm, type Column } from '../../web/parts';
import { renderPage } from '../../web/render';
import type { DayRange } from '../../web/warsaw-days';
import { answerText, authText } from '../answers';
import type { Operator } from '../context';
import {
  DELIVERY_STATUS_LABELS,
  HOLD_REASON_LABELS,
  holdReasonsText,
  label,
  OUTCOME_LABELS,
  POSTBACK_STATE_LABELS,
  STATUS_LABELS,
} from '../labels';
import type { ListFilters, ListShape, Paging } from '../lists';
import {
  DIMENSION_HEADERS,
  DIMENSION_LABELS,
  DIMENSIONS,
  STAGE_LABELS,
  STAGES,
  type ClickListRow,
  type ConversionListRow,
  type Dimension,
  type EarningsRow,
  type FunnelRow,
  type HoldRow,
  type LenderPostbackRow,
  type PostbackDeliveryRow,
  type Stage,
} from '../queries';
import type { DeliveryRow } from '../../consents/delivery';
import { FilterForm, ListPager } from './list-parts';

/** A lead's short id linking to its story, or „–”. */
const LeadLink = ({ id }: { id: string | null }) =>
  id ? <a href={`/admin/leads/${id}/`}>{id.slice(0, 8)}</a> : <>–</>;

const Counts = ({ counts }: { counts: Record<Stage, number> }) => (
  <>
    {STAGES.map((s) => (
      <td class="num">{fmtInt(counts[s])}</td>
    ))}
    <td class="num">{fmtPct(counts.registrations, counts.visits)}</td>
    <td class="num">{fmtPct(counts.accepted, counts.clicks)}</td>
  </>
);

export interface FunnelProps {
  operator: Operator;
  range: DayRange;
  by: Dimension;
  rows: readonly FunnelRow[];
  totals: Record<Stage, number>;
  chart: unknown;
}

/** The funnel: its chart day by day and its table by the chosen breakdown, with the totals. */
export const funnelPage = ({ operator, range, by, rows, totals, chart }: FunnelProps): string =>
  renderPage(
    <Frame title="Lejek" current="/admin/" operator={operator} charts>
      <RangeForm action="/admin/" from={range.from} to={range.to}>
        <p>
          <label for="by">Podział według</label>{' '}
          <select id="by" name="by">
            {DIMENSIONS.map((d) => (
              <option value={d} selected={d === by}>
                {DIMENSION_LABELS[d]}
              </option>
            ))}
          </select>
        </p>
      </RangeForm>
      <section aria-labelledby="chart-title">
        <h2 id="chart-title">Lejek dzień po dniu</h2>
        <Chart
          id="funnel-chart"
          dataId="funnel-data"
          data={chart}
          label={
            'Wykres liniowy: wizyty, rejestracje, kliknięcia, zaakceptowane i wypłacone wnioski w kolejnych dniach ' +
            `od ${fmtDay(range.from)} do ${fmtDay(range.to)}. Te same liczby są w tabeli poniżej.`
          }
        />
      </section>
      <section aria-labelledby="table-title">
        <h2 id="table-title">{`Lejek według: ${DIMENSION_LABELS[by]}`}</h2>
        <DataTable
          title={`Lejek według: ${DIMENSION_LABELS[by]}`}
          id="funnel-table"
          columns={[
            DIMENSION_HEADERS[by],
            ...STAGES.map((s) => num(STAGE_LABELS[s])),
            num('Rejestracje / wizyty'),
            num('Zaakceptowane / kliknięcia'),
          ]}
          rows={rows}
          empty="Brak danych w tym okresie."
          row={(row) => (
            <tr>
              <th scope="row">{by === 'day' ? fmtDay(row.key) : row.key}</th>
              <Counts counts={row.counts} />
            </tr>
          )}
          foot={
            <tr>
              <th scope="row">Razem</th>
              <Counts counts={totals} />
            </tr>
          }
        />
      </section>
    </Frame>,
  );

const EARNINGS_COLUMNS = [
  'Kliknięcia',
  'Konwersje',
  'Zaakceptowane',
  'Odsetek akceptacji',
  'Przychód',
  'EPC',
  'Wypłaty partnerów',
  'Do wypłaty teraz',
].map(num);

function EarningsTable({ id, title, by, rows }: { id: string; title: string; by: string; rows: EarningsRow[] }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <DataTable
        title={title}
        id={`${id}-table`}
        columns={[by, ...EARNINGS_COLUMNS]}
        rows={rows}
        empty="Brak danych w tym okresie."
        row={(r) => (
          <tr data-key={r.key}>
            <th scope="row">{r.key}</th>
            <td class="num">{fmtInt(r.clicks)}</td>
            <td class="num">{fmtInt(r.conversions)}</td>
            <td class="num">{fmtInt(r.approved)}</td>
            <td class="num">{fmtPct(r.approved, r.conversions)}</td>
            <td class="num">{fmtZl(r.revenue)}</td>
            <td class="num">{r.clicks > 0 ? fmtZl(Math.round(r.revenue / r.clicks)) : '–'}</td>
            <td class="num">{fmtZl(r.payouts)}</td>
            <td class="num">{fmtZl(r.payable)}</td>
          </tr>
        )}
      />
    </section>
  );
}

/** Earnings by partner and by lender for a period, with revenue and payouts day by day. */
export const earningsPage = (props: {
  operator: Operator;
  range: DayRange;
  partners: EarningsRow[];
  lenders: EarningsRow[];
  chart: unknown;
}): string =>
  renderPage(
    <Frame title="Partnerzy i pożyczkodawcy" current="/admin/partners/" operator={props.operator} charts>
      <RangeForm action="/admin/partners/" from={props.range.from} to={props.range.to} />
      <p>
        EPC to przychód na jedno kliknięcie. Odsetek akceptacji to zaakceptowane konwersje wśród wszystkich konwersji.
        Kwoty obejmują konwersje zaakceptowane i wypłacone; „do wypłaty teraz” – te, którym minął okres weryfikacji i
        które nie są wstrzymane.
      </p>
      <section aria-labelledby="money-title">
        <h2 id="money-title">Przychód i wypłaty dzień po dniu</h2>
        <Chart
          id="money-chart"
          dataId="money-data"
          data={props.chart}
          label={
            'Wykres liniowy przychodu i wypłat partnerów w kolejnych dniach od ' +
            `${fmtDay(props.range.from)} do ${fmtDay(props.range.to)}, według dnia akceptacji. ` +
            'Sumy są w tabelach poniżej.'
          }
        />
      </section>
      <EarningsTable id="partner" title="Partnerzy" by="Partner" rows={props.partners} />
      <EarningsTable id="lender" title="Pożyczkodawcy" by="Pożyczkodawca" rows={props.lenders} />
    </Frame>,
  );

interface ListProps<Row> {
  operator: Operator;
  shape: ListShape;
  filters: ListFilters;
  rows: readonly Row[];
  paging: Paging;
}

/** A filtered list's page: the frame, what the list is, its filters, its table and its pager. */
function listScreen<Row>(
  screen: { title: string; path: string; filtersLabel: string; intro?: ComponentChildren },
  { operator, shape, filters, rows, paging }: ListProps<Row>,
  table: {
    id: string;
    columns: readonly Column[];
    /** What an empty list says, filtered and not. */
    empty: { filtered: string; none: string };
    row: (row: Row) => VNode;
  },
): string {
  return renderPage(
    <Frame title={screen.title} current={screen.path} operator={operator} times>
      {screen.intro}
      <FilterForm path={screen.path} filters={filters} shape={shape} label={screen.filtersLabel} />
      <DataTable
        title={screen.title}
        id={table.id}
        columns={table.columns}
        rows={rows}
        empty={Object.keys(filters).length > 0 ? table.empty.filtered : table.empty.none}
        row={table.row}
      />
      <ListPager title={screen.title} path={screen.path} filters={filters} paging={paging} />
    </Frame>,
  );
}

interface HoldsProps extends ListProps<HoldRow> {
  /** What the decision just made did, after its redirect. */
  notice: string | null;
  /** The session's form token when the operator may decide; null for an analyst. */
  csrf: string | null;
}

function HoldDecision({
  hold: h,
  filters,
  page,
  csrf,
}: {
  hold: HoldRow;
  filters: ListFilters;
  page: number;
  csrf: string;
}) {
  const what = `${label(HOLD_REASON_LABELS, h.reason)}, konwersja ${h.txid}, partner ${h.partner_id ?? 'brak'}`;
  return (
    <td class="actions">
      <form method="post" action={`/admin/holds/${h.id}/`} class="decision">
        <CsrfField token={csrf} />
        {/* The list's filters and page: the page after the decision shows the same list. */}
        {Object.entries(filters).map(([name, value]) => (
          <input type="hidden" name={name} value={value as string} />
        ))}
        {page > 1 && <input type="hidden" name="page" value={page} />}
        <p>
          <input type="checkbox" id={`confirm-${h.id}`} name="confirm" value="yes" required />{' '}
          <label for={`confirm-${h.id}`}>{`Decyzja o konwersji ${h.txid} jest ostateczna`}</label>
        </p>
        <p>
          <button type="submit" name="resolution" value="released" aria-label={`Zwolnij blokadę: ${what}`}>
            Zwolnij
          </button>{' '}
          <button
            type="submit"
            name="resolution"
            value="confirmed"
            class="danger"
            aria-label={`Potwierdź blokadę: ${what}`}
          >
            Potwierdź
          </button>
        </p>
      </form>
    </td>
  );
}

const HOLD_COLUMNS: readonly Column[] = [
  'Od',
  'Powód',
  'Szczegóły',
  'Transakcja',
  'Partner',
  'Pożyczkodawca',
  'Stan konwersji',
  num('Przychód'),
  'Lead',
];

/** The open holds, each with its decision form for an administrator. */
export const holdsPage = ({ notice, csrf, ...list }: HoldsProps): string =>
  listScreen(
    {
      title: 'Wstrzymane konwersje',
      path: '/admin/holds/',
      filtersLabel: 'Filtry blokad',
      intro: (
        <>
          {notice && <Flash>{notice}</Flash>}
          <p>
            Konwersja z otwartą blokadą nie jest wypłacana partnerowi. „Zwolnij” – reguła się pomyliła, konwersja może
            zostać wypłacona. „Potwierdź” – reguła miała rację, konwersja nie zostanie wypłacona. Decyzji nie można
            cofnąć: przed wysłaniem zaznacz pole potwierdzenia przy konwersji.
          </p>
        </>
      ),
    },
    list,
    {
      id: 'hold-table',
      columns: csrf === null ? HOLD_COLUMNS : [...HOLD_COLUMNS, { label: 'Decyzja', class: 'actions' }],
      empty: {
        filtered: 'Żadna otwarta blokada nie spełnia tych filtrów.',
        none: 'Nie ma konwersji do sprawdzenia.',
      },
      row: (h) => (
        <tr>
          <td>{fmtTime(h.created_at)}</td>
          <td>{label(HOLD_REASON_LABELS, h.reason)}</td>
          <td>{h.detail ? holdDetailText(h.detail) : '–'}</td>
          <td>{h.txid}</td>
          <td>{h.partner_id ?? '–'}</td>
          <td>{h.lender}</td>
          <td>{label(STATUS_LABELS, h.status)}</td>
          <td class="num">{fmtZl(Number(h.revenue_minor))}</td>
          <td>
            <LeadLink id={h.lead_id} />
          </td>
          {csrf !== null && <HoldDecision hold={h} filters={list.filters} page={list.paging.page} csrf={csrf} />}
        </tr>
      ),
    },
  );

/** One list of the delivery log, with its own page in the address. */
interface LogList<Row> {
  rows: readonly Row[];
  paging: Paging;
}

export interface DeliveriesProps {
  operator: Operator;
  shape: ListShape;
  filters: ListFilters;
  leads: LogList<DeliveryRow>;
  partnerPostbacks: LogList<PostbackDeliveryRow>;
  lenderPostbacks: LogList<LenderPostbackRow>;
}

type LogPage = 'leads_page' | 'partner_page' | 'lender_page';

function LogSection({
  id,
  title,
  param,
  filters,
  pages,
  children,
}: {
  id: string;
  title: string;
  param: LogPage;
  filters: ListFilters;
  pages: Record<LogPage, Paging>;
  children: ComponentChildren;
}) {
  // A link to one list's page keeps the other lists' pages.
  const keep = Object.fromEntries(
    Object.entries(pages)
      .filter(([name, p]) => name !== param && p.page > 1)
      .map(([name, p]) => [name, p.page]),
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <ListPager
        title={title}
        path="/admin/deliveries/"
        filters={filters}
        paging={pages[param]}
        param={param}
        keep={keep}
      />
    </section>
  );
}

/** Leads sent to lenders, postbacks to partners and postbacks from lenders: three lists under one set of filters. */
export function deliveriesPage(props: DeliveriesProps): string {
  const { filters } = props;
  const pages = {
    leads_page: props.leads.paging,
    partner_page: props.partnerPostbacks.paging,
    lender_page: props.lenderPostbacks.paging,
  };
  const filtered = Object.keys(filters).length > 0;
  const none = (never: string) => (filtered ? 'Nic nie spełnia tych filtrów.' : never);
  const section = { filters, pages };
  return renderPage(
    <Frame title="Dziennik wysyłek" current="/admin/deliveries/" operator={props.operator} times>
      <p>
        Filtry dotyczą wszystkich trzech list tam, gdzie lista ma takie pole: stan – wysyłek do pożyczkodawców i
        partnerów, partner – postbacków do partnerów, pożyczkodawca – wysyłek wniosków i postbacków od pożyczkodawców.
      </p>
      <FilterForm path="/admin/deliveries/" filters={filters} shape={props.shape} label="Filtry dziennika wysyłek" />
      <LogSection id="leads" title="Wnioski przekazane pożyczkodawcom" param="leads_page" {...section}>
        <DataTable
          title="Wnioski przekazane pożyczkodawcom"
          id="delivery-table"
          columns={['Utworzono', 'Lead', 'Pożyczkodawca', 'Stan', num('Próby'), 'Ostatnia odpowiedź', 'Następna próba']}
          rows={props.leads.rows}
          empty={none('Nie przekazano jeszcze żadnego wniosku.')}
          row={(r) => (
            <tr>
              <td>{fmtTime(r.created_at)}</td>
              <td>
                <LeadLink id={r.lead_id} />
              </td>
              <td>{r.lender}</td>
              <td>{label(DELIVERY_STATUS_LABELS, r.status)}</td>
              <td class="num">{r.attempts}</td>
              <td>{answerText(r.last_status, r.last_error)}</td>
              <td>{fmtTime(r.next_at)}</td>
            </tr>
          )}
        />
      </LogSection>
      <LogSection id="partner-postbacks" title="Postbacki do partnerów" param="partner_page" {...section}>
        <DataTable
          title="Postbacki do partnerów"
          id="partner-postback-table"
          columns={[
            'Utworzono',
            'Partner',
            'Stan konwersji',
            'Adres',
            'Wysyłka',
            num('Próby'),
            'Ostatnia odpowiedź',
            'Następna próba',
          ]}
          rows={props.partnerPostbacks.rows}
          empty={none('Nie wysłano jeszcze żadnego postbacku.')}
          row={(p) => (
            <tr>
              <td>{fmtTime(p.created_at)}</td>
              <td>{p.partner_id}</td>
              <td>{label(STATUS_LABELS, p.status)}</td>
              <td class="url">{p.url}</td>
              <td>{label(POSTBACK_STATE_LABELS, p.state)}</td>
              <td class="num">{p.attempts}</td>
              <td>{answerText(p.http_status, p.error)}</td>
              <td>{fmtTime(p.next_attempt_at)}</td>
            </tr>
          )}
        />
      </LogSection>
      <LogSection id="lender-postbacks" title="Postbacki od pożyczkodawców" param="lender_page" {...section}>
        <DataTable
          title="Postbacki od pożyczkodawców"
          id="lender-postback-table"
          columns={[
            'Otrzymano',
            'Pożyczkodawca',
            'Uwierzytelnienie',
            'Kliknięcie',
            'Transakcja',
            'Stan',
            'Wynik',
            num('Odpowiedź'),
          ]}
          rows={props.lenderPostbacks.rows}
          empty={none('Nie otrzymano jeszcze żadnego postbacku.')}
          row={(p) => (
            <tr>
              <td>{fmtTime(p.received_at)}</td>
              <td>{p.lender}</td>
              <td>{authText(p.auth)}</td>
              <td>{p.click_id?.slice(0, 8) ?? '–'}</td>
              <td>{p.txid ?? '–'}</td>
              <td>{p.status ? label(STATUS_LABELS, p.status) : '–'}</td>
              <td>{label(OUTCOME_LABELS, p.outcome)}</td>
              <td class="num">{p.http_status}</td>
            </tr>
          )}
        />
      </LogSection>
    </Frame>,
  );
}

/** Clicks to lenders, newest first, with the card version the visitor saw. */
export const clicksPage = (props: ListProps<ClickListRow>): string =>
  listScreen({ title: 'Kliknięcia', path: '/admin/clicks/', filtersLabel: 'Filtry kliknięć' }, props, {
    id: 'click-list',
    columns: [
      'Czas',
      'Pożyczkodawca',
      num('Oferta'),
      'Wersja karty',
      'Partner',
      'Sub1',
      'Źródło',
      'Miejsce',
      num('Konwersje'),
      'Lead',
    ],
    empty: { filtered: 'Żadne kliknięcie nie spełnia tych filtrów.', none: 'Nie ma jeszcze kliknięć.' },
    row: (k) => (
      <tr>
        <td>{fmtTime(k.created_at)}</td>
        <td>{k.lender}</td>
        <td class="num">{k.offer_id}</td>
        <td>
          {k.offer_version === null ? (
            '–'
          ) : (
            <a
              href={`/admin/archiwum/?oferta=${k.offer_id}&wersja=${k.offer_version}`}
            >{`wersja ${k.offer_version}`}</a>
          )}
        </td>
        <td>{k.partner_id ?? '–'}</td>
        <td>{k.sub1 ?? '–'}</td>
        <td>{k.utm_source ?? '–'}</td>
        <td>{k.placement}</td>
        <td class="num">{fmtInt(Number(k.conversions))}</td>
        <td>
          <LeadLink id={k.lead_id} />
        </td>
      </tr>
    ),
  });

/** Conversions, newest first, with their state, money, payable day and holds. */
export const conversionsPage = (props: ListProps<ConversionListRow>): string =>
  listScreen(
    {
      title: 'Konwersje',
      path: '/admin/conversions/',
      filtersLabel: 'Filtry konwersji',
      intro: (
        <p>
          Wypłaty partnerów to konwersje w stanie „zaakceptowana” i „wypłacona”; kolumna „Do wypłaty od” mówi, kiedy
          mija okres weryfikacji.
        </p>
      ),
    },
    props,
    {
      id: 'conversion-list',
      columns: [
        'Utworzono',
        'Transakcja',
        'Pożyczkodawca',
        'Partner',
        'Stan',
        'Zaakceptowano',
        num('Przychód'),
        num('Wypłata partnera'),
        'Do wypłaty od',
        'Blokada',
        'Lead',
      ],
      empty: { filtered: 'Żadna konwersja nie spełnia tych filtrów.', none: 'Nie ma jeszcze konwersji.' },
      row: (c) => (
        <tr>
          <td>{fmtTime(c.created_at)}</td>
          <td>{c.txid}</td>
          <td>{c.lender}</td>
          <td>{c.partner_id ?? '–'}</td>
          <td>{label(STATUS_LABELS, c.status)}</td>
          <td>{fmtTime(c.approved_at)}</td>
          <td class="num">{fmtZl(Number(c.revenue_minor))}</td>
          <td class="num">{fmtZl(Number(c.partner_payout_minor))}</td>
          <td>{c.payable_from ? fmtDay(c.payable_from) : '–'}</td>
          <td>{c.hold_reason ? holdReasonsText(c.hold_reason) : '–'}</td>
          <td>
            <LeadLink id={c.lead_id} />
          </td>
        </tr>
      ),
    },
  );
