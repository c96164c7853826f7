// The catalogue's list page as components: the message of the last change, the law's refusals of the day, the
// lenders' table and the offers' table (its route and the catalogue's reading: console.ts); and the page of a record
// that is not there.
import type { CatalogueStatus } from '../../contracts/catalogue';
import type { Offer } from '../../contracts/offer';
import { fmtTime } from '../web/format';
import { Frame, type FrameProps } from '../web/frame';
import { Flash, ScrollRegion } from '../web/parts';
import type { LenderVersion, OfferVersion } from './store';

/** What the list shows: the pages' addresses, the labels and number formats it shares with the other screens. */
export interface ListTerms {
  cataloguePage: string;
  lenderPage: string;
  archivePage: string;
  statusLabels: Readonly<Record<CatalogueStatus, string>>;
  lenderStatusLabels: Readonly<Record<CatalogueStatus, string>>;
  pct: (value: number) => string;
  zlWhole: (value: number) => string;
  termWord: (offer: Pick<Offer, 'term'>) => string;
}

export interface CatalogueListProps {
  terms: ListTerms;
  lenders: readonly LenderVersion[];
  offers: readonly OfferVersion[];
  names: ReadonlyMap<string, string>;
  /** Active offers the law of the day keeps off every list, each a line. */
  refused: readonly string[];
}

const Head = ({ labels }: { labels: readonly string[] }) => (
  <thead>
    <tr>
      {labels.map((label) => (
        <th scope="col">{label}</th>
      ))}
      <th scope="col" class="actions">
        Działania
      </th>
    </tr>
  </thead>
);

function LenderTable({ terms, lenders, offers }: CatalogueListProps) {
  return (
    <ScrollRegion title="Pożyczkodawcy">
      <table class="data">
        <Head labels={['Nazwa', 'Stan', 'Wersja', 'Od', 'Oferty']} />
        <tbody>
          {lenders.map((l) => (
            <tr>
              <td>{l.lender.name}</td>
              <td>{terms.lenderStatusLabels[l.status]}</td>
              <td>{String(l.version)}</td>
              <td>{fmtTime(l.effectiveAt)}</td>
              <td>{String(offers.filter((o) => o.offer.lenderId === l.lender.id && o.status !== 'retired').length)}</td>
              <td class="actions">
                <a href={`${terms.lenderPage}${l.lender.id}/`}>
                  Edytuj<span class="visually-hidden">{` ${l.lender.name}`}</span>
                </a>{' '}
                <a href={`${terms.cataloguePage}nowa/?pozyczkodawca=${l.lender.id}`}>
                  Dodaj ofertę<span class="visually-hidden">{` ${l.lender.name}`}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function OfferRow({ terms, v, names }: { terms: ListTerms; v: OfferVersion; names: ReadonlyMap<string, string> }) {
  const o = v.offer;
  const { pct, zlWhole } = terms;
  const id = String(o.offer_id);
  return (
    <tr>
      <td>{id}</td>
      <td>{names.get(o.lenderId) ?? o.name}</td>
      <td>{o.kind === 'short' ? 'chwilówka' : 'ratalna'}</td>
      <td>{`${zlWhole(o.amount.min)}–${zlWhole(o.amount.max)}, ${o.term.min}–${o.term.max} ${terms.termWord(o)}`}</td>
      <td>{pct(o.pricing.interestYearlyPct)}</td>
      <td>
        {pct(o.pricing.commissionPct) +
          (o.pricing.commissionYearlyPct ? ` + ${pct(o.pricing.commissionYearlyPct)}/rok` : '')}
      </td>
      <td>{pct(o.rrsoPct)}</td>
      <td>{terms.statusLabels[v.status]}</td>
      <td>{String(v.version)}</td>
      <td>{fmtTime(v.effectiveAt)}</td>
      <td class="actions">
        <a href={`${terms.cataloguePage}${id}/`}>
          Edytuj<span class="visually-hidden">{` ofertę ${id}`}</span>
        </a>{' '}
        <a href={`${terms.cataloguePage}${id}/historia/`}>
          Historia<span class="visually-hidden">{` oferty ${id}`}</span>
        </a>
      </td>
    </tr>
  );
}

/** The list page's body below the message of the last change. */
export function CatalogueList(props: CatalogueListProps) {
  const { terms } = props;
  return (
    <>
      <p>
        {'Każda zmiana zapisuje nową wersję z chwilą, od której obowiązuje; poprzednie wersje zostają w historii i w '}
        <a href={terms.archivePage}>archiwum kart</a>
        {'. Strony, widżety partnerów i kolejność ofert leada pokazują nową wersję w ciągu minuty, bez wdrożenia.'}
      </p>
      {props.refused.length > 0 && (
        <div class="notice" role="alert">
          <p>Aktywne oferty, których prawo na dziś nie pozwala pokazać (nie ma ich na żadnej liście):</p>
          <ul>
            {props.refused.map((line) => (
              <li>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <h2>Pożyczkodawcy</h2>
      <p>
        <a href={`${terms.lenderPage}nowy/`}>Dodaj pożyczkodawcę</a>
      </p>
      <LenderTable {...props} />
      <h2>Oferty</h2>
      <ScrollRegion title="Oferty">
        <table class="data">
          <Head
            labels={[
              'Nr',
              'Pożyczkodawca',
              'Rodzaj',
              'Kwoty i okresy',
              'Oprocentowanie',
              'Prowizja',
              'RRSO przykładu',
              'Stan',
              'Wersja',
              'Od',
            ]}
          />
          <tbody>
            {props.offers.map((v) => (
              <OfferRow terms={terms} v={v} names={props.names} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

/** The list page: the message of the last change, when there is one, above the list. */
export function ListPage({
  operator,
  saved,
  ...list
}: CatalogueListProps & { operator: NonNullable<FrameProps['operator']>; saved: string | null }) {
  return (
    <Frame title="Oferty i pożyczkodawcy" current={list.terms.cataloguePage} operator={operator} times>
      {saved !== null && (
        <Flash>
          {`Zapisano nową wersję (${saved.replace(':', ', wersja ')}). Listy i widżety już ją pokazują, strony ` +
            'zostaną przeliczone w tle w ciągu kilku sekund.'}
        </Flash>
      )}
      <CatalogueList {...list} />
    </Frame>
  );
}

/** A record that is not there (or a form without its lender), with the way back to the list. */
export function NotFoundPage({
  operator,
  what,
  cataloguePage,
}: {
  operator: NonNullable<FrameProps['operator']>;
  what: string;
  cataloguePage: string;
}) {
  return (
    <Frame title="Nie znaleziono" current={cataloguePage} operator={operator}>
      <p role="alert">{what}</p>
      <p>
        <a href={cataloguePage}>Wróć do ofert</a>
      </p>
    </Frame>
  );
}
