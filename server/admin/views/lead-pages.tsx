// The console's lead pages as components: the lead list with its search, and one lead's story (its request,
// consents, events, clicks with their conversions and postbacks, deliveries, and the erasure form).
// Routes: ../pages.ts.
import type { ComponentChildren } from 'preact';
import { DAYS, MONTHS, pluralPl } from '../../../contracts/format';
import { fmtDay, fmtInt, fmtTime, fmtZl } from '../../web/format';
import { CsrfField, Frame } from '../../web/frame';
import { DataTable, Flash, num } from '../../web/parts';
import { renderPage } from '../../web/render';
import type { Operator } from '../context';
import {
  CHANNEL_LABELS,
  DELIVERY_STATUS_LABELS,
  holdReasonsText,
  label,
  POSTBACK_STATE_LABELS,
  PURPOSE_LABELS,
  STATUS_LABELS,
} from '../labels';
import type { ListFilters, ListShape, Paging } from '../lists';
import type { LeadClickRow, LeadStory } from '../queries';
import { FilterForm, ListPager } from './list-parts';
import { ContactRequests, type ContactRequestsProps } from './work-pages';

/** The longest search term read: an e-mail address is at most 254 characters. */
export const SEARCH_MAX = 254;

export interface LeadsProps {
  operator: Operator;
  /** Said above the search (an old address with the term in it). */
  notice: string | null;
  /** What was searched for; empty on the list. */
  term: string;
  found: readonly { id: string; created_at: string }[];
  /** The list's filters and page; null for a search's results. */
  list: { shape: ListShape; filters: ListFilters; paging: Paging } | null;
  /** A search's results among call-back requests and partner sign-ups. */
  contacts: ContactRequestsProps | null;
}

function SearchForm({ csrf, term }: { csrf: string; term: string }) {
  return (
    <form method="post" action="/admin/leads/" class="filters" role="search" aria-label="Szukaj leada">
      <CsrfField token={csrf} />
      <p>
        <label for="q">Identyfikator leada, e-mail lub telefon</label>{' '}
        <input id="q" name="q" type="search" autocomplete="off" maxLength={SEARCH_MAX} value={term} />
      </p>
      <p>
        <button type="submit">Szukaj</button>
      </p>
    </form>
  );
}

/** The latest leads (filtered, in pages) or a search's results, with the search form on top. */
export function leadsPage({ operator, notice, term, found, list, contacts }: LeadsProps): string {
  const filtered = list !== null && Object.keys(list.filters).length > 0;
  return renderPage(
    <Frame title="Leady" current="/admin/leads/" operator={operator} times>
      {notice && <Flash>{notice}</Flash>}
      <SearchForm csrf={operator.csrfToken} term={term} />
      {list && (
        <FilterForm path="/admin/leads/" filters={list.filters} shape={list.shape} label="Filtry listy leadów" />
      )}
      <h2>{term ? 'Znalezione leady' : 'Ostatnie leady'}</h2>
      {found.length === 0 ? (
        <p>{filtered ? 'Żaden lead nie spełnia tych filtrów.' : 'Nic nie znaleziono.'}</p>
      ) : (
        <ul class="leads">
          {found.map((l) => (
            <li>
              <a href={`/admin/leads/${l.id}/`}>{l.id}</a>
              {` – ${fmtTime(l.created_at)}`}
            </li>
          ))}
        </ul>
      )}
      {contacts && <ContactRequests {...contacts} />}
      {list && <ListPager title="Leady" path="/admin/leads/" filters={list.filters} paging={list.paging} />}
      {term && (
        <p>
          <a href="/admin/leads/">Pokaż ostatnie leady</a>
        </p>
      )}
    </Frame>,
  );
}

function LeadFacts({ lead }: { lead: LeadStory['lead'] }) {
  return (
    <section aria-labelledby="lead-title">
      <h2 id="lead-title">Wniosek</h2>
      <dl class="facts">
        <dt>Identyfikator</dt>
        <dd id="lead-id">{lead.id}</dd>
        <dt>Utworzono</dt>
        <dd>{fmtTime(lead.created_at)}</dd>
        <dt>Kwota i okres</dt>
        <dd>{`${fmtInt(lead.amount)}\u00a0zł, ${pluralPl(lead.term, lead.term_unit === 'months' ? MONTHS : DAYS)}`}</dd>
        <dt>Data urodzenia</dt>
        <dd>{lead.birth_date ? fmtDay(lead.birth_date) : '(usunięta)'}</dd>
        <dt>Telefon</dt>
        <dd>{lead.phone ?? '–'}</dd>
        <dt>E-mail</dt>
        <dd>{lead.email ?? '–'}</dd>
        <dt>Wersja treści zgód</dt>
        <dd>{lead.consents_version}</dd>
      </dl>
    </section>
  );
}

/** A section of the story: its heading and what it holds. */
function Part({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function Consents({ story, withdrawal }: { story: LeadStory; withdrawal: (consentId: string) => string }) {
  return (
    <DataTable
      title="Zgody"
      id="consent-table"
      columns={[
        'Cel',
        'Kanał',
        'Pożyczkodawca',
        'Wersja tekstu',
        'Udzielona',
        'Adres (skrócony)',
        'Przeglądarka',
        'Wycofana',
        'Link do wycofania',
      ]}
      rows={story.consents}
      empty="Brak zapisanych zgód."
      row={(c) => (
        <tr>
          <td>{label(PURPOSE_LABELS, c.purpose)}</td>
          <td>{label(CHANNEL_LABELS, c.channel)}</td>
          <td>{c.lender === '*' ? '–' : c.lender}</td>
          <td>{c.text_version}</td>
          <td>{fmtTime(c.given_at)}</td>
          <td>{c.ip_prefix ?? '–'}</td>
          <td>{c.user_agent ?? '–'}</td>
          <td>{fmtTime(c.withdrawn_at)}</td>
          <td>{c.withdrawn_at ? '–' : <a href={withdrawal(c.id)}>link</a>}</td>
        </tr>
      )}
    />
  );
}

function Events({ story }: { story: LeadStory }) {
  const rows = [
    ...story.events.map((e) => [fmtTime(e.received_at), e.event, e.domain ?? '–', e.utm_source ?? '–']),
    ...story.webhooks.map((w) => [fmtTime(w.received_at), w.state_type, '–', '–']),
  ];
  return (
    <DataTable
      title="Zdarzenia"
      id="event-table"
      columns={['Czas', 'Zdarzenie', 'Domena', 'Źródło']}
      rows={rows}
      empty="Brak zdarzeń."
      row={(cells) => (
        <tr>
          {cells.map((cell) => (
            <td>{cell}</td>
          ))}
        </tr>
      )}
    />
  );
}

const stateName = (status: string | null): string => (status ? label(STATUS_LABELS, status) : 'nowa');

function ClickConversions({ click }: { click: LeadClickRow }) {
  if (click.conversions.length === 0) return <>–</>;
  return (
    <>
      {click.conversions.map((v) => (
        <p>
          {`${v.txid}: `}
          <strong>{label(STATUS_LABELS, v.status)}</strong>
          {`, ${fmtZl(Number(v.revenue_minor))}`}
          {v.hold_reason && ` (wstrzymana: ${holdReasonsText(v.hold_reason)})`}
          <br />
          {v.events.map((e) => `${fmtTime(e.at)} ${stateName(e.from_status)} → ${stateName(e.to_status)}`).join('; ')}
        </p>
      ))}
    </>
  );
}

function Clicks({ story }: { story: LeadStory }) {
  return (
    <DataTable
      title="Kliknięcia, konwersje i postbacki"
      id="click-table"
      columns={[
        'Kliknięcie',
        'Pożyczkodawca',
        'Partner / sub1',
        'Konwersje (historia stanów)',
        'Postbacki do partnera',
      ]}
      rows={story.clicks}
      empty="Brak kliknięć do pożyczkodawców."
      emptyAlone
      row={(c) => (
        <tr>
          <td>
            {fmtTime(c.created_at)}
            <br />
            <code>{c.click_id.slice(0, 8)}</code>
          </td>
          <td>{c.lender}</td>
          <td>{`${c.partner_id ?? '–'} / ${c.sub1 ?? '–'}`}</td>
          <td>
            <ClickConversions click={c} />
          </td>
          <td>
            {c.postbacks.length === 0
              ? '–'
              : c.postbacks.map((p) => (
                  <>
                    {`${fmtTime(p.created_at)} ${label(STATUS_LABELS, p.status)}: ` +
                      label(POSTBACK_STATE_LABELS, p.state) +
                      (p.http_status ? ` (${p.http_status})` : '')}
                    <br />
                  </>
                ))}
          </td>
        </tr>
      )}
    />
  );
}

function EraseSection({ leadId, csrf }: { leadId: string; csrf: string }) {
  return (
    <section aria-labelledby="erase-title" class="danger">
      <h2 id="erase-title">Usunięcie danych (RODO art. 17)</h2>
      <p>
        Usuwa datę urodzenia, telefon, e-mail, adresy i przeglądarki zapisane przy zgodach, tokeny powiadomień i dane
        porzuconych wizyt. Zdarzenia, kliknięcia i konwersje zostają, ale pod nowym, losowym identyfikatorem, którego
        nie da się powiązać z tą osobą. Tej operacji nie można cofnąć.
      </p>
      <form method="post" action={`/admin/leads/${leadId}/erase/`}>
        <CsrfField token={csrf} />
        <p>
          <input type="checkbox" id="confirm" name="confirm" value="yes" required />{' '}
          <label for="confirm">Potwierdzam, że osoba, której dotyczą dane, złożyła żądanie ich usunięcia.</label>
        </p>
        <p>
          <button type="submit" class="danger">
            Usuń dane osobowe
          </button>
        </p>
      </form>
    </section>
  );
}

export interface LeadProps {
  operator: Operator;
  story: LeadStory;
  /** A consent's withdrawal link. */
  withdrawal: (consentId: string) => string;
  /** Whether to offer the erasure (an administrator, and data not erased yet). */
  canErase: boolean;
}

/** One lead's story, from its request to its conversions, and the erasure of its personal data. */
export const leadPage = ({ operator, story, withdrawal, canErase }: LeadProps): string =>
  renderPage(
    <Frame title={`Lead ${story.lead.id.slice(0, 8)}`} current="/admin/leads/" operator={operator} times>
      {story.erasedAt !== null && (
        <Flash>
          {`Dane osobowe tego leada usunięto ${fmtTime(story.erasedAt)}. ` +
            'Zdarzenia zostały zachowane bez danych identyfikujących.'}
        </Flash>
      )}
      <LeadFacts lead={story.lead} />
      <Part id="consents" title="Zgody">
        <Consents story={story} withdrawal={withdrawal} />
      </Part>
      <Part id="events" title="Zdarzenia">
        <Events story={story} />
      </Part>
      <Part id="clicks" title="Kliknięcia, konwersje i postbacki">
        <Clicks story={story} />
      </Part>
      <Part id="deliveries" title="Przekazania do pożyczkodawców">
        <DataTable
          title="Przekazania do pożyczkodawców"
          id="lead-delivery-table"
          columns={['Pożyczkodawca', 'Stan', num('Próby'), 'Dostarczono']}
          rows={story.deliveries}
          empty="Wniosku nie przekazano."
          row={(d) => (
            <tr>
              <td>{d.lender}</td>
              <td>{label(DELIVERY_STATUS_LABELS, d.status)}</td>
              <td class="num">{d.attempts}</td>
              <td>{fmtTime(d.delivered_at)}</td>
            </tr>
          )}
        />
      </Part>
      {canErase && <EraseSection leadId={story.lead.id} csrf={operator.csrfToken} />}
    </Frame>,
  );
