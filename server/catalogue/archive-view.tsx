// The archive of offer cards as components (its route: console.ts): the form that picks an offer and a moment (or
// a version) and a loan, and the card as that version said it, priced by the law of that day.
import { roundPct, type LoanFigures } from '../../contracts/offer';
import { fmtTime } from '../web/format';
import { Frame, type FrameProps } from '../web/frame';
import { Problems } from './form-view';
import type { OfferVersion } from './store';
import { ARCHIVE_PAGE, day, pct, STATUS_LABELS, termWord, zl, zlWhole } from './terms';

/** A version shown: the model's RRSO of its example, the loan asked for and its figures under the law of `lawDay`. */
export interface ArchiveCard {
  version: OfferVersion;
  exampleRrsoPct: number;
  lawDay: string;
  figures: Pick<LoanFigures, 'amount' | 'term' | 'interest' | 'fees' | 'totalCost' | 'totalToRepay' | 'rrsoPct'>;
}

export interface ArchivePageProps {
  operator: NonNullable<FrameProps['operator']>;
  /** Every offer to pick from, with its label. */
  offers: readonly { id: number; label: string }[];
  /** What the form was sent with. */
  query: { id: number | null; when: string; amount: string; term: string };
  problems: readonly string[];
  card: ArchiveCard | null;
}

function Terms({ version: v, exampleRrsoPct }: Pick<ArchiveCard, 'version' | 'exampleRrsoPct'>) {
  const o = v.offer;
  const { pricing, firstLoanFree: free } = o;
  return (
    <dl class="facts">
      <dt>Rodzaj</dt>
      <dd>{o.kind === 'short' ? 'chwilówka, spłata jednorazowa' : 'pożyczka ratalna'}</dd>
      <dt>Kwoty i okresy</dt>
      <dd>{`${zlWhole(o.amount.min)}–${zlWhole(o.amount.max)}, ${o.term.min}–${o.term.max} ${termWord(o)}`}</dd>
      <dt>Oprocentowanie</dt>
      <dd>{`${pct(pricing.interestYearlyPct)} w skali roku`}</dd>
      <dt>Prowizja</dt>
      <dd>
        {`${pct(pricing.commissionPct)} kwoty` +
          (pricing.commissionYearlyPct ? ` + ${pct(pricing.commissionYearlyPct)} kwoty za rok` : '')}
      </dd>
      <dt>Darmowa pierwsza pożyczka</dt>
      <dd>{free ? `do ${zlWhole(free.maxAmount)} na ${free.maxDays} dni` : 'nie'}</dd>
      <dt>RRSO przykładu</dt>
      <dd>{`${pct(o.rrsoPct)} (model kosztów: ${pct(exampleRrsoPct)}, wyliczone na ${day(o.example.date)})`}</dd>
      <dt>Przykład reprezentatywny</dt>
      <dd>{o.representativeExample}</dd>
      <dt>Wyróżniki</dt>
      <dd>{o.highlights.join(' · ') || '–'}</dd>
    </dl>
  );
}

function Card({ card }: { card: ArchiveCard }) {
  const { version: v, figures } = card;
  const o = v.offer;
  return (
    <section aria-labelledby="card-title">
      <h2 id="card-title">{`Karta oferty ${o.offer_id} (${o.name}), wersja ${v.version}`}</h2>
      <p>
        {`Wersja obowiązywała od ${fmtTime(v.effectiveAt)} (${v.author}${v.note ? `: ${v.note}` : ''}). Stan: `}
        <strong>{STATUS_LABELS[v.status]}</strong>
        {`${v.status === 'active' ? '' : ' – karty nie było wtedy na listach'}.`}
      </p>
      <Terms version={v} exampleRrsoPct={card.exampleRrsoPct} />
      <h3>
        {`Koszt pożyczki ${zlWhole(figures.amount)} na ${figures.term} ${termWord(o)} według tej wersji i prawa ` +
          `z ${day(card.lawDay)}`}
      </h3>
      <dl class="facts">
        <dt>Odsetki</dt>
        <dd>{zl(figures.interest)}</dd>
        <dt>Prowizja i opłaty</dt>
        <dd>{zl(figures.fees)}</dd>
        <dt>Całkowity koszt</dt>
        <dd>{zl(figures.totalCost)}</dd>
        <dt>Do spłaty</dt>
        <dd>{zl(figures.totalToRepay)}</dd>
        <dt>RRSO</dt>
        <dd>{pct(roundPct(figures.rrsoPct))}</dd>
      </dl>
    </section>
  );
}

function ArchiveForm({ offers, query }: Pick<ArchivePageProps, 'offers' | 'query'>) {
  return (
    <form method="get" action={ARCHIVE_PAGE} class="stack">
      <p>
        <label for="a-offer">Oferta</label>{' '}
        <select id="a-offer" name="oferta" required>
          {offers.map((o) => (
            <option value={String(o.id)} selected={o.id === query.id}>
              {o.label}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label for="a-when">Chwila (czas polski)</label>{' '}
        <input id="a-when" name="kiedy" type="datetime-local" step="1" value={query.when} />
      </p>
      <p>
        <label for="a-amount">Kwota (zł, opcjonalnie)</label>{' '}
        <input id="a-amount" name="kwota" inputMode="decimal" value={query.amount} />{' '}
        <label for="a-term">Okres (opcjonalnie)</label>{' '}
        <input id="a-term" name="okres" inputMode="numeric" value={query.term} />
      </p>
      <p>
        <button type="submit">Pokaż kartę</button>
      </p>
    </form>
  );
}

export function ArchivePage({ operator, offers, query, problems, card }: ArchivePageProps) {
  return (
    <Frame title="Archiwum kart ofert" current={ARCHIVE_PAGE} operator={operator} times>
      <p>
        {'Co mówiła karta oferty w wybranej chwili: wersja, która wtedy obowiązywała, jej warunki, przykład ' +
          'reprezentatywny i koszt wybranej pożyczki, przeliczone z zapisanej wersji według prawa z tego dnia. ' +
          'Kliknięcia w rejestrze mają numer wersji, którą widział odwiedzający.'}
      </p>
      {problems.length > 0 && <Problems title="Nie można pokazać karty:" problems={problems} />}
      <ArchiveForm offers={offers} query={query} />
      {card && <Card card={card} />}
    </Frame>
  );
}
