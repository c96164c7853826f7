// An offer's history as a component (its route: console.ts): every stored version with its terms, who saved it and
// why, each linked to its card in the archive.
import { fmtTime } from '../web/format';
import { Frame, type FrameProps } from '../web/frame';
import { ScrollRegion } from '../web/parts';
import type { OfferVersion } from './store';
import { ARCHIVE_PAGE, CATALOGUE_PAGE, pct, STATUS_LABELS } from './terms';

const COLUMNS = ['Wersja', 'Od', 'Stan', 'Oprocentowanie', 'Prowizja', 'RRSO przykładu', 'Kto', 'Powód'];

function VersionRow({ id, v }: { id: number; v: OfferVersion }) {
  const { pricing } = v.offer;
  return (
    <tr>
      <td>{String(v.version)}</td>
      <td>{fmtTime(v.effectiveAt)}</td>
      <td>{STATUS_LABELS[v.status]}</td>
      <td>{pct(pricing.interestYearlyPct)}</td>
      <td>
        {pct(pricing.commissionPct) + (pricing.commissionYearlyPct ? ` + ${pct(pricing.commissionYearlyPct)}/rok` : '')}
      </td>
      <td>{pct(v.offer.rrsoPct)}</td>
      <td>{v.author}</td>
      <td>{v.note ?? ''}</td>
      <td class="actions">
        <a href={`${ARCHIVE_PAGE}?oferta=${id}&wersja=${v.version}`}>
          Pokaż<span class="visually-hidden">{` wersję ${v.version}`}</span>
        </a>
      </td>
    </tr>
  );
}

export function HistoryPage({
  operator,
  id,
  versions,
}: {
  operator: NonNullable<FrameProps['operator']>;
  id: number;
  versions: readonly OfferVersion[];
}) {
  return (
    <Frame title={`Historia oferty ${id}`} current={CATALOGUE_PAGE} operator={operator} times>
      <p>
        <a href={`${CATALOGUE_PAGE}${id}/`}>Edytuj ofertę</a>
      </p>
      <ScrollRegion title="Wersje oferty">
        <table class="data">
          <thead>
            <tr>
              {COLUMNS.map((label) => (
                <th scope="col">{label}</th>
              ))}
              <th scope="col" class="actions">
                Karta
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <VersionRow id={id} v={v} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Frame>
  );
}
