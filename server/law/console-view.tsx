// The console's page of the law in force, as components (its routes: console.ts).
import { ADVERTISING_RULES, NBP_REFERENCE_RATES, type Law } from '../../contracts/law';
import { fmtTime } from '../web/format';
import { CsrfField, Frame, type FrameProps } from '../web/frame';
import { Flash, ScrollRegion } from '../web/parts';
import { renderPage } from '../web/render';
import type { RecordedRate } from './store';

const pl = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct = (value: number): string => `${pl.format(value)}%`;
export const day = (iso: string): string => iso.split('-').reverse().join('.');

export type LawMessage = { saved: string } | { problems: readonly string[] } | null;

function LawSummary({ law }: { law: Law }) {
  const cap = law.nonInterestCap;
  const rule = law.maxInterestRule;
  return (
    <dl class="facts">
      <dt>Stopa referencyjna NBP</dt>
      <dd>
        {`${pct(law.nbpRate.pct)} od ${day(law.nbpRate.since)}`} <small>({law.nbpRate.source})</small>
      </dd>
      <dt>Odsetki maksymalne</dt>
      <dd>
        {`${pct(law.maxInterestYearlyPct)} w skali roku: ${String(rule.times)} × (stopa referencyjna + ` +
          `${pl.format(rule.spreadPp)} p.p.), ${rule.source}`}
      </dd>
      <dt>Maksymalne odsetki za opóźnienie</dt>
      <dd>{`${pct(law.maxLateInterestYearlyPct)} w skali roku, ${law.maxLateInterestRule.source}`}</dd>
      <dt>Pozaodsetkowe koszty</dt>
      <dd>
        {`do ${String(cap.fixedPct)}% kwoty + ${String(cap.yearlyPct)}% kwoty za każdy rok (liczony w dniach), ` +
          `łącznie najwyżej ${String(cap.maxPct)}%; ${cap.source}`}
      </dd>
      <dt>Reklama kredytu</dt>
      <dd>
        {law.advertising
          ? `od ${day(law.advertising.since)}: ostrzeżenie „${law.advertising.warning}”; ${law.advertising.source}`
          : 'bez dodatkowych wymogów'}
      </dd>
    </dl>
  );
}

function Message({ message }: { message: LawMessage }) {
  if (!message) return null;
  if ('saved' in message)
    return (
      <Flash>
        {`Zapisano stopę obowiązującą od ${day(message.saved)}. Strony zostaną przeliczone w tle, listy i widżety ` +
          'już stosują nowe prawo.'}
      </Flash>
    );
  return (
    <div class="notice" role="alert">
      <p>Nie zapisano stopy:</p>
      <ul>
        {message.problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}

function Refused({ today, refused, pagesBehind }: Pick<LawPageProps, 'refused' | 'pagesBehind'> & { today: string }) {
  if (refused.length === 0) return <p>Wszystkie oferty katalogu mieszczą się w limitach obowiązujących dziś.</p>;
  return (
    <div class="notice" role="alert">
      <p>
        <strong>Oferty niepokazywane dziś</strong>
        {` – nie mieszczą się w limitach prawa na ${day(today)}, więc zniknęły ze wszystkich list` +
          `${pagesBehind ? ' (strony są właśnie przeliczane)' : ''}:`}
      </p>
      <ul>
        {refused.map((r) => (
          <li key={r.id}>{`${String(r.id)} ${r.name}: ${r.problems.join(' ')}`}</li>
        ))}
      </ul>
    </div>
  );
}

function RateForm({ action, csrf, form }: { action: string; csrf: string; form: LawPageProps['form'] }) {
  return (
    <form method="post" action={action} class="stack">
      <CsrfField token={csrf} />
      <p>
        <label for="nbp-pct">Stopa referencyjna (%)</label>{' '}
        <input
          id="nbp-pct"
          name="pct"
          inputMode="decimal"
          required
          value={form.pct ?? ''}
          aria-describedby="nbp-pct-hint"
        />{' '}
        <span id="nbp-pct-hint">np. 3,50</span>
      </p>
      <p>
        <label for="nbp-since">Obowiązuje od</label>{' '}
        <input id="nbp-since" name="since" type="date" required value={form.since ?? ''} />
      </p>
      <p>
        <label for="nbp-source">Źródło</label>{' '}
        <input
          id="nbp-source"
          name="source"
          required
          maxLength={500}
          value={form.source ?? ''}
          aria-describedby="nbp-source-hint"
        />{' '}
        <span id="nbp-source-hint">komunikat RPP lub adres strony NBP</span>
      </p>
      <p>
        <button type="submit">Zapisz stopę</button>
      </p>
    </form>
  );
}

const RecordedTable = ({ recorded }: { recorded: readonly RecordedRate[] }) => (
  <ScrollRegion title="Stopy zapisane w konsoli">
    <table>
      <thead>
        <tr>
          <th scope="col">Od</th>
          <th scope="col">Stopa</th>
          <th scope="col">Źródło</th>
          <th scope="col">Zapisano</th>
          <th scope="col">Przez</th>
        </tr>
      </thead>
      <tbody>
        {recorded.map((r) => (
          <tr key={`${r.since} ${r.recordedAt}`}>
            <td>{day(r.since)}</td>
            <td>{pct(r.pct)}</td>
            <td>{r.source}</td>
            <td>{fmtTime(r.recordedAt)}</td>
            <td>{r.recordedBy}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </ScrollRegion>
);

const ShippedHistory = () => (
  <details>
    <summary>Historia stopy referencyjnej dostarczona z aplikacją</summary>
    <ScrollRegion title="Historia stopy referencyjnej">
      <table>
        <thead>
          <tr>
            <th scope="col">Od</th>
            <th scope="col">Stopa</th>
            <th scope="col">Źródło</th>
          </tr>
        </thead>
        <tbody>
          {[...NBP_REFERENCE_RATES].reverse().map((r) => (
            <tr key={r.since}>
              <td>{day(r.since)}</td>
              <td>{pct(r.pct)}</td>
              <td>{r.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
    <p>{`Przepisy o reklamie: ${ADVERTISING_RULES.map((r) => `od ${day(r.since)} – ${r.source}`).join('')}.`}</p>
  </details>
);

interface LawPageProps {
  path: string;
  operator: FrameProps['operator'];
  csrf: string;
  message: LawMessage;
  today: Law;
  refused: readonly { id: number; name: string; problems: string[] }[];
  pagesBehind: boolean;
  recorded: readonly RecordedRate[];
  form: { pct?: string; since?: string; source?: string };
}

function LawPage(props: LawPageProps) {
  const { today, recorded } = props;
  return (
    <Frame title="Prawo w mocy" current={props.path} operator={props.operator} times={recorded.length > 0}>
      <Message message={props.message} />
      <p>
        {`Prawo na dziś, ${day(today.day)} (czas polski). Każda kwota, limit i przykład reprezentatywny na stronach, ` +
          'w widżetach partnerów i w kolejności ofert leada jest liczony według niego.'}
      </p>
      <LawSummary law={today} />
      <Refused today={today.day} refused={props.refused} pagesBehind={props.pagesBehind} />
      <h2>Zapisz nową stopę referencyjną NBP</h2>
      <p>
        Po decyzji Rady Polityki Pieniężnej wpisz nową stopę i dzień, od którego obowiązuje (zwykle dzień po decyzji),
        oraz źródło. Od tego dnia oferty, które przekroczą nowe odsetki maksymalne, znikną z każdej listy bez wdrożenia;
        ten sam dzień zapisany ponownie zastępuje wcześniejszy wpis.
      </p>
      <RateForm action={props.path} csrf={props.csrf} form={props.form} />
      <h2>Stopy zapisane w konsoli</h2>
      {recorded.length === 0 ? (
        <p>Brak: obowiązuje historia dostarczona z aplikacją.</p>
      ) : (
        <RecordedTable recorded={recorded} />
      )}
      <ShippedHistory />
    </Frame>
  );
}

export const lawPage = (props: LawPageProps): string => renderPage(<LawPage {...props} />);
