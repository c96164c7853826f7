// The console's CSV export page and its refusal of an unknown kind, as components (routes and files: ../export.ts).
import { Frame } from '../../web/frame';
import { DateFields, MessagePage } from '../../web/parts';
import { renderPage } from '../../web/render';
import type { DayRange } from '../../web/warsaw-days';
import type { Operator } from '../context';

/** What an export form offers: each kind's value and the operator's word for it. */
export interface ExportChoice {
  value: string;
  label: string;
}

/** The export form: what to download and for which days, sent as GET to the file's address. */
export const exportPage = (props: {
  operator: Operator;
  page: string;
  file: string;
  param: string;
  kinds: readonly ExportChoice[];
  chosen: string;
  range: DayRange;
}): string =>
  renderPage(
    <Frame title="Eksport CSV" current={props.page} operator={props.operator}>
      <p>
        Plik CSV otwiera się w Excelu dwukrotnym kliknięciem: kodowanie UTF-8, kolumny rozdzielone średnikiem, kwoty w
        złotych z przecinkiem dziesiętnym (1234,50), czas polski (Europe/Warsaw). Okres obejmuje oba dni, liczone według
        czasu polskiego. Tekst zaczynający się od =, +, - lub @ dostaje na początku apostrof, żeby arkusz nie
        potraktował go jak formuły.
      </p>
      <form method="get" action={props.file} class="filters">
        <p>
          <label for="co">Co pobrać</label>{' '}
          <select id="co" name={props.param}>
            {props.kinds.map((k) => (
              <option value={k.value} selected={k.value === props.chosen}>
                {k.label}
              </option>
            ))}
          </select>
        </p>
        <DateFields from={props.range.from} to={props.range.to} />
        <p>
          <button type="submit">Pobierz CSV</button>
        </p>
      </form>
      <p>
        Leady w pliku nie mają danych kontaktowych ani daty urodzenia: osobę znajdziesz po identyfikatorze w
        wyszukiwarce na stronie „Leady”. Prośby o oddzwonienie mają numer telefonu, bo bez niego nie da się oddzwonić:
        przechowuj ten plik tylko tak długo, jak jest potrzebny. Każde pobranie jest zapisywane w dzienniku działań
        konsoli.
      </p>
    </Frame>,
  );

/** An export the console does not have: which kinds there are, and the way back. */
export const unknownExportPage = (props: { operator: Operator; page: string; kinds: readonly ExportChoice[] }) =>
  renderPage(
    <MessagePage
      title="Nie ma takiego eksportu"
      current={props.page}
      operator={props.operator}
      alert
      text={`Wybierz, co pobrać: ${props.kinds.map((k) => k.label.toLowerCase()).join(', ')}.`}
      href={props.page}
      linkText="Wróć do eksportu"
    />,
  );
