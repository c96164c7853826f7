// The partner's numbers: the results page (chart, table by day or sub-id, CSV links), the conversions list and one
// conversion. Routes: server/portal/figures-routes.ts.
import { fmtDay, fmtInt, fmtTime, fmtZl } from '../../web/format';
import { Frame } from '../../web/frame';
import { Chart, DataTable, num, RangeForm } from '../../web/parts';
import { renderPage } from '../../web/render';
import type { DayRange } from '../../web/warsaw-days';
import { CONVERSION_STATES, SUBS, type Grouping, type PartnerConversion, type PartnerRow } from '../queries';
import { BRAND } from './auth-pages';
import { PARTNER_STATE_LABELS, partnerBar, partnerHoldText, type Ctx } from '../shared';

export const GROUPINGS: readonly Grouping[] = ['day', ...SUBS];

const GROUP_LABELS: Record<Grouping, string> = {
  day: 'dzień',
  sub1: 'sub1',
  sub2: 'sub2',
  sub3: 'sub3',
  sub4: 'sub4',
  sub5: 'sub5',
};

const rangeQuery = (range: DayRange, extra: Record<string, string> = {}) =>
  new URLSearchParams({ from: range.from, to: range.to, ...extra }).toString();

export interface Chart {
  days: string[];
  series: { label: string; values: number[] }[];
}

function NumberCells({ row }: { row: PartnerRow }) {
  return (
    <>
      <td class="num">{fmtInt(row.clicks)}</td>
      <td class="num">{fmtInt(row.registrations)}</td>
      <td class="num">{fmtInt(row.conversions)}</td>
      {CONVERSION_STATES.map((s) => (
        <td class="num" key={s}>
          {fmtInt(row.states[s])}
        </td>
      ))}
      <td class="num">{fmtInt(row.held)}</td>
      <td class="num">{fmtZl(row.earnings)}</td>
      <td class="num">{fmtZl(row.payable)}</td>
    </>
  );
}

function Filters({ range, by }: { range: DayRange; by: Grouping }) {
  return (
    <RangeForm action="/partner-panel/" from={range.from} to={range.to}>
      <p>
        <label for="by">Podział według</label>{' '}
        <select id="by" name="by">
          {GROUPINGS.map((g) => (
            <option value={g} selected={g === by} key={g}>
              {GROUP_LABELS[g]}
            </option>
          ))}
        </select>
      </p>
    </RangeForm>
  );
}

function FiguresTable({ rows, totals, by }: { rows: readonly PartnerRow[]; totals: PartnerRow; by: Grouping }) {
  return (
    <DataTable
      title={`Wyniki według: ${GROUP_LABELS[by]}`}
      id="partner-table"
      columns={[
        by === 'day' ? 'Dzień' : by,
        ...['Kliknięcia', 'Rejestracje', 'Konwersje'].map(num),
        ...CONVERSION_STATES.map((s) => num(PARTNER_STATE_LABELS[s]!)),
        ...['Wstrzymane', 'Zarobek', 'Do wypłaty teraz'].map(num),
      ]}
      rows={rows}
      empty="Brak danych w tym okresie."
      row={(r) => (
        <tr data-key={r.key} key={r.key}>
          <th scope="row">{by === 'day' ? fmtDay(r.key) : r.key}</th>
          <NumberCells row={r} />
        </tr>
      )}
      foot={
        <tr data-key="total">
          <th scope="row">Razem</th>
          <NumberCells row={totals} />
        </tr>
      }
    />
  );
}

function ExportLinks({ range }: { range: DayRange }) {
  return (
    <section aria-labelledby="export-title">
      <h2 id="export-title">Eksport CSV</h2>
      <p>
        Plik otwiera się w Excelu: UTF-8, kolumny rozdzielone średnikiem, kwoty z przecinkiem dziesiętnym, czas polski.
        Tekst zaczynający się od =, +, - lub @ dostaje na początku apostrof, żeby arkusz nie potraktował go jak formuły.
      </p>
      <ul>
        <li>
          <a href={`/partner-panel/export/csv/?${rangeQuery(range, { co: 'clicks' })}`} download>
            Pobierz kliknięcia (CSV)
          </a>
        </li>
        <li>
          <a href={`/partner-panel/export/csv/?${rangeQuery(range, { co: 'conversions' })}`} download>
            Pobierz konwersje (CSV)
          </a>
        </li>
      </ul>
    </section>
  );
}

export interface FiguresProps {
  range: DayRange;
  by: Grouping;
  rows: readonly PartnerRow[];
  totals: PartnerRow;
  chart: Chart;
}

export const figuresPage = (ctx: Ctx, { range, by, rows, totals, chart }: FiguresProps): string =>
  renderPage(
    <Frame title="Wyniki" current="/partner-panel/" brand={BRAND} partner={partnerBar(ctx)} charts>
      <Filters range={range} by={by} />
      <p>
        Dni liczymy według czasu polskiego. Kliknięcia liczymy w dniu kliknięcia, rejestracje w dniu wniosku (przypisane
        do partnera pierwszego kliknięcia czytelnika), konwersje w dniu, w którym pożyczkodawca je zgłosił, w ich
        obecnym stanie. Zarobek to suma Twoich wypłat z konwersji zaakceptowanych i wypłaconych; do wypłaty teraz – ta
        jego część, której okres weryfikacji minął i która nie jest wstrzymana.
      </p>
      <section aria-labelledby="chart-title">
        <h2 id="chart-title">Dzień po dniu</h2>
        <Chart
          id="partner-chart"
          dataId="partner-data"
          data={chart}
          label={
            `Wykres liniowy: kliknięcia, rejestracje, konwersje i zaakceptowane konwersje w kolejnych dniach od ` +
            `${fmtDay(range.from)} do ${fmtDay(range.to)}. Te same liczby są w tabeli poniżej.`
          }
        />
      </section>
      <section aria-labelledby="table-title">
        <h2 id="table-title">{`Według: ${GROUP_LABELS[by]}`}</h2>
        <FiguresTable rows={rows} totals={totals} by={by} />
      </section>
      <ExportLinks range={range} />
    </Frame>,
  );

const subsOf = (c: PartnerConversion): string =>
  SUBS.filter((s) => c[s])
    .map((s) => `${s}=${c[s]}`)
    .join(', ') || '–';

function ConversionRow({ c }: { c: PartnerConversion }) {
  return (
    <tr data-conversion={c.id}>
      <td>{fmtTime(c.created_at)}</td>
      <td>{c.lender}</td>
      <td>{PARTNER_STATE_LABELS[c.status] ?? c.status}</td>
      <td>{subsOf(c)}</td>
      <td class="num">{fmtZl(Number(c.partner_payout_minor))}</td>
      <td>{c.hold_reason ? partnerHoldText(c.hold_reason) : '–'}</td>
      <td>
        <a
          href={`/partner-panel/conversions/${encodeURIComponent(c.id)}/`}
          aria-label={`Szczegóły konwersji z ${fmtTime(c.created_at)}`}
        >
          Pokaż
        </a>
      </td>
    </tr>
  );
}

const CONVERSION_HEADS = ['Zgłoszona', 'Pożyczkodawca', 'Stan', 'Sub-id'] as const;

export const conversionsPage = (ctx: Ctx, range: DayRange, rows: readonly PartnerConversion[]): string =>
  renderPage(
    <Frame title="Konwersje" current="/partner-panel/conversions/" brand={BRAND} partner={partnerBar(ctx)} times>
      <RangeForm action="/partner-panel/conversions/" from={range.from} to={range.to} />
      <DataTable
        title="Konwersje"
        id="conversion-table"
        columns={[...CONVERSION_HEADS, num('Twoja wypłata'), 'Powód wstrzymania', 'Szczegóły']}
        rows={rows}
        empty="Brak konwersji w tym okresie."
        row={(c) => <ConversionRow c={c} key={c.id} />}
      />
    </Frame>,
  );

export const conversionPage = (ctx: Ctx, c: PartnerConversion): string =>
  renderPage(
    <Frame title="Konwersja" current="/partner-panel/conversions/" brand={BRAND} partner={partnerBar(ctx)} times>
      <dl class="facts">
        <dt>Zgłoszona</dt>
        <dd>{fmtTime(c.created_at)}</dd>
        <dt>Pożyczkodawca</dt>
        <dd>{c.lender}</dd>
        <dt>Stan</dt>
        <dd>{PARTNER_STATE_LABELS[c.status] ?? c.status}</dd>
        <dt>Identyfikator kliknięcia (click_id)</dt>
        <dd>{c.click_id}</dd>
        {SUBS.map((s) => [<dt key={`${s}-t`}>{s}</dt>, <dd key={`${s}-d`}>{c[s] ?? '–'}</dd>])}
        <dt>Twoja wypłata</dt>
        <dd>{fmtZl(Number(c.partner_payout_minor))}</dd>
        <dt>Do wypłaty od</dt>
        <dd>{c.payable_from ? fmtDay(c.payable_from) : '–'}</dd>
        <dt>Wstrzymana</dt>
        <dd>{c.hold_reason ? partnerHoldText(c.hold_reason) : 'nie'}</dd>
      </dl>
      <p>
        <a href="/partner-panel/conversions/">Wróć do konwersji</a>
      </p>
    </Frame>,
  );

export const unknownExportPage = (ctx: Ctx): string =>
  renderPage(
    <Frame title="Nie ma takiego eksportu" current="/partner-panel/" brand={BRAND} partner={partnerBar(ctx)}>
      <p role="alert">Wybierz, co pobrać: kliknięcia albo konwersje.</p>
      <p>
        <a href="/partner-panel/">Wróć do wyników</a>
      </p>
    </Frame>,
  );
