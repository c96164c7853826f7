// What visitors' pages report back, as the console shows it: field speed (p75 per page template and partner, a
// chart per metric) and loader errors on partner pages (routes and queries: ../field-speed.ts, ../loader-errors.ts).
import { pluralPl, type PluralForms } from '../../../contracts/format';
import { fmtInt, fmtTime } from '../../web/format';
import { Frame } from '../../web/frame';
import { Chart, DataTable, num } from '../../web/parts';
import { renderPage } from '../../web/render';
import type { Operator } from '../context';

const LOADS: PluralForms = { one: 'wczytanie', few: 'wczytania', many: 'wczytań' };
const REPORTS: PluralForms = { one: 'zgłoszenie', few: 'zgłoszenia', many: 'zgłoszeń' };

/** A metric as the field-speed page shows it: its name with unit, its budget and its values in words. */
export interface SpeedMetric {
  key: string;
  /** „LCP (ms)”. */
  label: string;
  budget: string;
  format: (value: number | null) => string;
  data: unknown;
}

/** One row of p75 figures: a page template or a partner, the page loads measured, and p75 per metric. */
export interface SpeedFigures {
  key: string;
  loads: number;
  p75: Record<string, number | null>;
}

function SpeedTable({
  title,
  head,
  rows,
  metrics,
  empty,
}: {
  title: string;
  head: string;
  rows: readonly SpeedFigures[];
  metrics: readonly SpeedMetric[];
  empty: string;
}) {
  return (
    <DataTable
      title={title}
      columns={[head, num('Wczytania'), ...metrics.map((m) => num(`p75 ${m.label.split(' ')[0]!}`))]}
      rows={rows}
      empty={empty}
      emptyAlone
      row={(r) => (
        <tr>
          <td>{r.key}</td>
          <td class="num">{fmtInt(r.loads)}</td>
          {metrics.map((m) => (
            <td class="num">{m.format(r.p75[m.key] ?? null)}</td>
          ))}
        </tr>
      )}
    />
  );
}

/** Field speed: p75 per page template and per partner over `days`, then a chart per metric with its budget. */
export const fieldSpeedPage = (props: {
  operator: Operator;
  current: string;
  days: number;
  loads: number;
  templates: readonly SpeedFigures[];
  partners: readonly SpeedFigures[];
  metrics: readonly SpeedMetric[];
}): string =>
  renderPage(
    <Frame title="Szybkość u odwiedzających" current={props.current} operator={props.operator} charts>
      <p>
        {'Szybkość stron u prawdziwych odwiedzających, którzy zgodzili się na pliki analityczne, na naszej stronie ' +
          `i u partnerów, w ostatnich ${props.days} dniach: ${pluralPl(props.loads, LOADS)} z pomiarem. p75 to ` +
          'wartość, której nie przekracza 75% pomiarów. Budżet: CLS jak w '}
        <code>npm run bench</code>
        {' (0), pozostałe według progów „dobrze” Core Web Vitals (LCP 2,5 s, INP 200 ms, TTFB 800 ms).'}
      </p>
      {[
        { by: 'rodzaju strony', head: 'Rodzaj strony', rows: props.templates, empty: 'Brak pomiarów.' },
        { by: 'partnera', head: 'Partner', rows: props.partners, empty: 'Brak pomiarów ze stron partnerów.' },
      ].map((t) => (
        <>
          <h2>{`Według ${t.by}`}</h2>
          <SpeedTable
            title={`Szybkość według ${t.by}`}
            head={t.head}
            rows={t.rows}
            metrics={props.metrics}
            empty={t.empty}
          />
        </>
      ))}
      {props.metrics.map((m) => (
        <section aria-labelledby={`chart-${m.key}-title`}>
          <h2 id={`chart-${m.key}-title`}>{`${m.label}: p75 dzień po dniu`}</h2>
          <Chart
            id={`chart-${m.key}`}
            dataId={`speed-${m.key}`}
            data={m.data}
            label={
              `Wykres liniowy p75 ${m.label} według rodzaju strony w kolejnych dniach, z linią budżetu ${m.budget}. ` +
              'Wartości p75 z całego okresu są w tabeli powyżej.'
            }
          />
        </section>
      ))}
    </Frame>,
  );

export interface LoaderErrorGroup {
  partner: string;
  feature: string;
  reports: number;
  /** Page loads with this failure, estimated: each report counts 1 / its sample rate. */
  estimated: number;
  errorClasses: string[];
  versions: string[];
  domains: string[];
  lastAt: string;
}

/** Loader failures on partner pages over `days`, by partner and feature. */
export function loaderErrorsPage(props: {
  operator: Operator;
  current: string;
  days: number;
  groups: readonly LoaderErrorGroup[];
}): string {
  const total = props.groups.reduce((sum, g) => sum + g.reports, 0);
  return renderPage(
    <Frame title="Błędy loadera" current={props.current} operator={props.operator} times={props.groups.length > 0}>
      <p>
        {`Funkcje loadera, które zawiodły na stronach partnerów w ostatnich ${props.days} dniach: ` +
          `${pluralPl(total, REPORTS)}. Strona zgłasza najwyżej jeden błąd na wczytanie i tylko w wylosowanej ` +
          'części wczytań (LOADER_ERROR_SAMPLE_RATE), więc „wczytań z błędem” to szacunek. Zgłoszenie nie zawiera ' +
          'adresu strony, treści błędu ani danych odwiedzającego.'}
      </p>
      <DataTable
        title="Błędy loadera według partnera i funkcji"
        columns={[
          'Partner',
          'Funkcja',
          num('Zgłoszenia'),
          num('Wczytań z błędem (szacunek)'),
          'Rodzaj błędu',
          'Wersja loadera',
          'Domeny',
          'Ostatnie',
        ]}
        rows={props.groups}
        empty="Brak zgłoszeń."
        emptyAlone
        row={(g) => (
          <tr>
            <td>{g.partner}</td>
            <td>{g.feature}</td>
            <td class="num">{fmtInt(g.reports)}</td>
            <td class="num">{fmtInt(g.estimated)}</td>
            <td>{g.errorClasses.join(', ')}</td>
            <td>{g.versions.join(', ')}</td>
            <td>{g.domains.join(', ')}</td>
            <td>{fmtTime(g.lastAt)}</td>
          </tr>
        )}
      />
    </Frame>,
  );
}
