// The console's pages. Each reads through server/admin/queries.ts and renders with server/web/html.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DAYS, MONTHS, pluralPl } from '../../contracts/format';
import { normaliseUuidV4 } from '../../contracts/uuid';
import { linkSecret, withdrawalPath } from '../consents/ledger';
import { holdDetailText } from '../affiliate/holds';
import { answerText, authText } from './answers';
import { eraseLead } from './erasure';
import { contactRequestsFound } from './work-pages';
import { canChange, operatorOf } from './context';
import { fmtDay, fmtInt, fmtPct, fmtTime, fmtZl, html, jsonBlock, page, scrollRegion, type Html } from '../web/html';
import {
  clickList,
  conversionList,
  dailyMoney,
  decidedHold,
  deliveryList,
  DIMENSION_HEADERS,
  DIMENSION_LABELS,
  DIMENSIONS,
  earnings,
  findLeads,
  funnel,
  leadList,
  lenderPostbackList,
  leadStory,
  openHoldList,
  partnerPostbackList,
  resolveHold,
  STAGE_LABELS,
  STAGES,
  type DecidedHold,
  type Dimension,
  type EarningsRow,
} from './queries';
import { filterForm, listHref, pager, readFilters, readPage, type ListFilters, type ListShape } from './lists';
import type { Authed, AuthedRequest, ConsoleContext } from './context';
import { audit } from '../audit/audit';
import { daysOf, readRange } from '../web/warsaw-days';

/** The longest search term read: an e-mail address is at most 254 characters. */
const SEARCH_MAX = 254;
export const SEARCH_MOVED =
  'Wyszukiwanie działa teraz tylko przez formularz poniżej – szukany tekst nie trafia już do adresu strony.';

const csrfField = (ctx: AuthedRequest): Html =>
  html`<input type="hidden" name="_csrf" value="${ctx.session.csrfToken}">`;

export const DELIVERY_STATUS_LABELS: Record<string, string> = {
  pending: 'w kolejce',
  delivered: 'dostarczony',
  failed: 'nieudany',
  refused: 'wstrzymany (brak zgody)',
};
export const HOLD_REASON_LABELS: Record<string, string> = {
  duplicate_person: 'ta sama osoba od kilku partnerów',
  disposable_email: 'jednorazowy adres e-mail',
  partner_own_email: 'e-mail partnera jako lead',
  ip_burst: 'seria kliknięć z jednego adresu',
  paid_search: 'reklama w wyszukiwarce bez zgody',
  amount_differs: 'inna kwota pożyczki niż w linku partnera',
};
/** The query parameter naming the hold just decided, so the page after the redirect can say what happened. */
const DECIDED_PARAM = 'decyzja';

/** „Zwolniono blokadę … konwersji TX-1 (kasomir, partner p1): …” – what a decision did, to which conversion. */
export function decisionMessage(hold: DecidedHold): string {
  const what = `blokadę „${HOLD_REASON_LABELS[hold.reason] ?? hold.reason}” konwersji ${hold.txid} (${hold.lender}, ${hold.partner_id ? `partner ${hold.partner_id}` : 'bez partnera'})`;
  return hold.resolution === 'released'
    ? `Zwolniono ${what}: jeśli nie ma innych blokad, konwersja może zostać wypłacona.`
    : `Potwierdzono ${what}: konwersja nie zostanie wypłacona partnerowi.`;
}

const LEADS_SHAPE: ListShape = { partner: true };
const HOLDS_SHAPE: ListShape = { states: HOLD_REASON_LABELS, stateLabel: 'Powód', partner: true, lender: true };
const DELIVERIES_SHAPE: ListShape = {
  states: { pending: 'w kolejce', delivered: 'dostarczony', failed: 'nieudany', refused: 'wstrzymany lub odrzucony' },
  partner: true,
  lender: true,
};
const CLICKS_SHAPE: ListShape = { partner: true, lender: true };

/** A conversion's standing hold reasons ("disposable_email,ip_burst", as stored) in the operator's words. */
export const holdReasonsText = (stored: string): string =>
  stored
    .split(',')
    .filter(Boolean)
    .map((reason) => HOLD_REASON_LABELS[reason] ?? reason)
    .join(', ');

export const STATUS_LABELS: Record<string, string> = {
  pending: 'oczekuje',
  approved: 'zaakceptowana',
  rejected: 'odrzucona',
  paid: 'wypłacona',
  reversed: 'cofnięta',
};
const CONVERSIONS_SHAPE: ListShape = { states: STATUS_LABELS, partner: true, lender: true };
const POSTBACK_STATE_LABELS: Record<string, string> = {
  pending: 'w kolejce',
  delivered: 'dostarczony',
  failed: 'nieudany',
  refused: 'odrzucony (adres niepubliczny)',
};
const OUTCOME_LABELS: Record<string, string> = {
  applied: 'zastosowany',
  duplicate: 'powtórzony',
  unknown_click: 'nieznane kliknięcie',
  unknown_lender: 'nieznany pożyczkodawca',
  forbidden: 'odrzucony (podpis)',
  invalid: 'błędny',
  refused_transition: 'niedozwolona zmiana stanu',
};

function earningsTable(id: string, title: string, label: string, rows: EarningsRow[]): Html {
  return scrollRegion(
    title,
    html`<table class="data" id="${id}"><thead><tr><th scope="col">${label}</th><th scope="col" class="num">Kliknięcia</th><th scope="col" class="num">Konwersje</th><th scope="col" class="num">Zaakceptowane</th><th scope="col" class="num">Odsetek akceptacji</th><th scope="col" class="num">Przychód</th><th scope="col" class="num">EPC</th><th scope="col" class="num">Wypłaty partnerów</th><th scope="col" class="num">Do wypłaty teraz</th></tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="9">Brak danych w tym okresie.</td></tr>` : rows.map((r) => html`<tr data-key="${r.key}"><th scope="row">${r.key}</th><td class="num">${fmtInt(r.clicks)}</td><td class="num">${fmtInt(r.conversions)}</td><td class="num">${fmtInt(r.approved)}</td><td class="num">${fmtPct(r.approved, r.conversions)}</td><td class="num">${fmtZl(r.revenue)}</td><td class="num">${r.clicks > 0 ? fmtZl(Math.round(r.revenue / r.clicks)) : '–'}</td><td class="num">${fmtZl(r.payouts)}</td><td class="num">${fmtZl(r.payable)}</td></tr>`)}</tbody></table>`,
  );
}

const PURPOSE_LABELS: Record<string, string> = {
  terms: 'regulamin',
  privacy: 'przetwarzanie danych',
  marketing: 'marketing',
  sharing: 'przekazanie wniosku',
};
const CHANNEL_LABELS: Record<string, string> = {
  web: 'strona',
  email: 'e-mail',
  phone: 'telefon/SMS',
  api: 'API pożyczkodawcy',
};

// Lead search posts its term: a phone number or an e-mail in a GET address would stay in the browser's history,
// in proxy and access logs and in Referer headers. The list without a term stays a plain GET, with its filters
// (a period and a partner: nothing personal) and its page in the address.
async function leadsPage(
  { sql, send }: PageDeps,
  ctx: AuthedRequest,
  reply: FastifyReply,
  asked: { term: string } | { filters: ListFilters; page: number },
  notice: Html | null,
) {
  const term = 'term' in asked ? asked.term : '';
  const filters = 'filters' in asked ? asked.filters : {};
  const list = 'filters' in asked ? await leadList(sql, asked.filters, asked.page) : null;
  const found = list ? list.rows : await findLeads(sql, term);
  const body = html`${notice}<form method="post" action="/admin/leads/" class="filters" role="search" aria-label="Szukaj leada">${csrfField(ctx)}<p><label for="q">Identyfikator leada, e-mail lub telefon</label> <input id="q" name="q" type="search" autocomplete="off" maxlength="${SEARCH_MAX}" value="${term}"></p><p><button type="submit">Szukaj</button></p></form>
${list ? filterForm('/admin/leads/', filters, LEADS_SHAPE, 'Filtry listy leadów') : ''}
<h2>${term ? 'Znalezione leady' : 'Ostatnie leady'}</h2>
${found.length === 0 ? html`<p>${list && Object.keys(filters).length ? 'Żaden lead nie spełnia tych filtrów.' : 'Nic nie znaleziono.'}</p>` : html`<ul class="leads">${found.map((l) => html`<li><a href="/admin/leads/${l.id}/">${l.id}</a> – ${fmtTime(l.created_at)}</li>`)}</ul>`}
${term ? await contactRequestsFound(sql, ctx, term) : ''}
${list ? pager('Leady', '/admin/leads/', filters, list.paging) : ''}
${term ? html`<p><a href="/admin/leads/">Pokaż ostatnie leady</a></p>` : ''}`;
  return send(
    reply,
    200,
    page({ title: 'Leady', current: '/admin/leads/', operator: operatorOf(ctx), times: true, body }),
  );
}

/** What every console page handler reads: the database, the clock, the answer frame and the session check. */
interface PageDeps {
  sql: ConsoleContext['storage']['sql'];
  now: ConsoleContext['now'];
  send: ConsoleContext['send'];
  authed: Authed;
}

async function funnelPage(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, send, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = request.query as Record<string, unknown>;
  const range = readRange(query, now());
  const by: Dimension = (DIMENSIONS as readonly string[]).includes(String(query.by)) ? (query.by as Dimension) : 'day';
  const rows = await funnel(sql, by, range);
  const daily = by === 'day' ? rows : await funnel(sql, 'day', range);
  const byDay = new Map(daily.map((row) => [row.key, row.counts]));
  const days = daysOf(range);
  const chart = {
    days,
    series: STAGES.map((stage) => ({
      label: STAGE_LABELS[stage],
      values: days.map((d) => byDay.get(d)?.[stage] ?? 0),
    })),
  };
  const totals = Object.fromEntries(
    STAGES.map((s) => [s, rows.reduce((sum, row) => sum + row.counts[s], 0)]),
  ) as Record<(typeof STAGES)[number], number>;
  const body = html`<form method="get" action="/admin/" class="filters">
<p><label for="from">Od</label> <input id="from" name="from" type="date" value="${range.from}"></p>
<p><label for="to">Do</label> <input id="to" name="to" type="date" value="${range.to}"></p>
<p><label for="by">Podział według</label> <select id="by" name="by">${DIMENSIONS.map((d) => html`<option value="${d}"${d === by ? html` selected` : ''}>${DIMENSION_LABELS[d]}</option>`)}</select></p>
<p><button type="submit">Pokaż</button></p>
</form>
<section aria-labelledby="chart-title">
<h2 id="chart-title">Lejek dzień po dniu</h2>
<div id="funnel-chart" class="chart" data-chart="funnel-data" role="img" aria-label="Wykres liniowy: wizyty, rejestracje, kliknięcia, zaakceptowane i wypłacone wnioski w kolejnych dniach od ${fmtDay(range.from)} do ${fmtDay(range.to)}. Te same liczby są w tabeli poniżej."></div>
${jsonBlock('funnel-data', chart)}
</section>
<section aria-labelledby="table-title">
<h2 id="table-title">Lejek według: ${DIMENSION_LABELS[by]}</h2>
${scrollRegion(
  `Lejek według: ${DIMENSION_LABELS[by]}`,
  html`<table class="data" id="funnel-table">
<thead><tr><th scope="col">${DIMENSION_HEADERS[by]}</th>${STAGES.map((s) => html`<th scope="col" class="num">${STAGE_LABELS[s]}</th>`)}<th scope="col" class="num">Rejestracje / wizyty</th><th scope="col" class="num">Zaakceptowane / kliknięcia</th></tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="8">Brak danych w tym okresie.</td></tr>` : rows.map((row) => html`<tr><th scope="row">${by === 'day' ? fmtDay(row.key) : row.key}</th>${STAGES.map((s) => html`<td class="num">${fmtInt(row.counts[s])}</td>`)}<td class="num">${fmtPct(row.counts.registrations, row.counts.visits)}</td><td class="num">${fmtPct(row.counts.accepted, row.counts.clicks)}</td></tr>`)}</tbody>
<tfoot><tr><th scope="row">Razem</th>${STAGES.map((s) => html`<td class="num">${fmtInt(totals[s])}</td>`)}<td class="num">${fmtPct(totals.registrations, totals.visits)}</td><td class="num">${fmtPct(totals.accepted, totals.clicks)}</td></tr></tfoot>
</table>`,
)}
</section>`;
  return send(reply, 200, page({ title: 'Lejek', current: '/admin/', operator: operatorOf(ctx), charts: true, body }));
}

async function earningsPage(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, send, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const range = readRange(request.query as Record<string, unknown>, now());
  const [partners, lenders, money] = [
    await earnings(sql, 'partner', range, now()),
    await earnings(sql, 'lender', range, now()),
    await dailyMoney(sql, range),
  ];
  const days = daysOf(range);
  const chart = {
    days,
    series: [
      { label: 'Przychód (zł)', values: days.map((d) => (money.get(d)?.revenue ?? 0) / 100) },
      { label: 'Wypłaty partnerów (zł)', values: days.map((d) => (money.get(d)?.payouts ?? 0) / 100) },
    ],
  };
  const body = html`<form method="get" action="/admin/partners/" class="filters">
<p><label for="from">Od</label> <input id="from" name="from" type="date" value="${range.from}"></p>
<p><label for="to">Do</label> <input id="to" name="to" type="date" value="${range.to}"></p>
<p><button type="submit">Pokaż</button></p></form>
<p>EPC to przychód na jedno kliknięcie. Odsetek akceptacji to zaakceptowane konwersje wśród wszystkich konwersji. Kwoty obejmują konwersje zaakceptowane i wypłacone; „do wypłaty teraz” – te, którym minął okres weryfikacji i które nie są wstrzymane.</p>
<section aria-labelledby="money-title"><h2 id="money-title">Przychód i wypłaty dzień po dniu</h2>
<div id="money-chart" class="chart" data-chart="money-data" role="img" aria-label="Wykres liniowy przychodu i wypłat partnerów w kolejnych dniach od ${fmtDay(range.from)} do ${fmtDay(range.to)}, według dnia akceptacji. Sumy są w tabelach poniżej."></div>
${jsonBlock('money-data', chart)}</section>
<section aria-labelledby="partners-title"><h2 id="partners-title">Partnerzy</h2>${earningsTable('partner-table', 'Partnerzy', 'Partner', partners)}</section>
<section aria-labelledby="lenders-title"><h2 id="lenders-title">Pożyczkodawcy</h2>${earningsTable('lender-table', 'Pożyczkodawcy', 'Pożyczkodawca', lenders)}</section>`;
  return send(
    reply,
    200,
    page({
      title: 'Partnerzy i pożyczkodawcy',
      current: '/admin/partners/',
      operator: operatorOf(ctx),
      charts: true,
      body,
    }),
  );
}

async function holdsPage(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = request.query as Record<string, unknown>;
  const filters = readFilters(query, HOLDS_SHAPE);
  const { rows: holds, paging: p } = await openHoldList(sql, filters, readPage(query));
  // After a decision the page says what happened to which conversion (the redirect names the hold).
  const decidedId = query[DECIDED_PARAM];
  const decided = typeof decidedId === 'string' && decidedId.length <= 64 ? await decidedHold(sql, decidedId) : null;
  // Each decision form carries the list's filters and page, so the page after the decision shows the same list.
  const keep = html`${Object.entries(filters).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}${p.page > 1 ? html`<input type="hidden" name="page" value="${p.page}">` : ''}`;
  const body = html`${decided ? html`<p class="notice" role="status">${decisionMessage(decided)}</p>` : ''}<p>Konwersja z otwartą blokadą nie jest wypłacana partnerowi. „Zwolnij” – reguła się pomyliła, konwersja może zostać wypłacona. „Potwierdź” – reguła miała rację, konwersja nie zostanie wypłacona. Decyzji nie można cofnąć: przed wysłaniem zaznacz pole potwierdzenia przy konwersji.</p>
${filterForm('/admin/holds/', filters, HOLDS_SHAPE, 'Filtry blokad')}
${scrollRegion(
  'Wstrzymane konwersje',
  html`<table class="data" id="hold-table"><thead><tr><th scope="col">Od</th><th scope="col">Powód</th><th scope="col">Szczegóły</th><th scope="col">Transakcja</th><th scope="col">Partner</th><th scope="col">Pożyczkodawca</th><th scope="col">Stan konwersji</th><th scope="col" class="num">Przychód</th><th scope="col">Lead</th>${canChange(ctx) ? html`<th scope="col" class="actions">Decyzja</th>` : ''}</tr></thead>
<tbody>${
    holds.length === 0
      ? html`<tr><td colspan="${canChange(ctx) ? 10 : 9}">${Object.keys(filters).length ? 'Żadna otwarta blokada nie spełnia tych filtrów.' : 'Nie ma konwersji do sprawdzenia.'}</td></tr>`
      : holds.map(
          (
            h,
          ) => html`<tr><td>${fmtTime(h.created_at)}</td><td>${HOLD_REASON_LABELS[h.reason] ?? h.reason}</td><td>${h.detail ? holdDetailText(h.detail) : '–'}</td><td>${h.txid}</td><td>${h.partner_id ?? '–'}</td><td>${h.lender}</td><td>${STATUS_LABELS[h.status] ?? h.status}</td><td class="num">${fmtZl(Number(h.revenue_minor))}</td><td>${h.lead_id ? html`<a href="/admin/leads/${h.lead_id}/">${h.lead_id.slice(0, 8)}</a>` : '–'}</td>
${
  canChange(ctx)
    ? html`<td class="actions"><form method="post" action="/admin/holds/${h.id}/" class="decision">${csrfField(ctx)}${keep}<p><input type="checkbox" id="confirm-${h.id}" name="confirm" value="yes" required> <label for="confirm-${h.id}">Decyzja o konwersji ${h.txid} jest ostateczna</label></p>
<p><button type="submit" name="resolution" value="released" aria-label="Zwolnij blokadę: ${HOLD_REASON_LABELS[h.reason] ?? h.reason}, konwersja ${h.txid}, partner ${h.partner_id ?? 'brak'}">Zwolnij</button> <button type="submit" name="resolution" value="confirmed" class="danger" aria-label="Potwierdź blokadę: ${HOLD_REASON_LABELS[h.reason] ?? h.reason}, konwersja ${h.txid}, partner ${h.partner_id ?? 'brak'}">Potwierdź</button></p></form></td>`
    : ''
}</tr>`,
        )
  }</tbody></table>`,
)}
${pager('Wstrzymane konwersje', '/admin/holds/', filters, p)}`;
  return send(
    reply,
    200,
    page({ title: 'Wstrzymane konwersje', current: '/admin/holds/', operator: operatorOf(ctx), times: true, body }),
  );
}

async function decideHold(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, send, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = String((request.params as { id: string }).id).slice(0, 64);
  const resolution = ctx.form.resolution;
  if (resolution !== 'released' && resolution !== 'confirmed')
    return send(
      reply,
      400,
      page({
        title: 'Nie zapisano decyzji',
        current: '/admin/holds/',
        operator: operatorOf(ctx),
        body: html`<p role="alert">Wybierz „Zwolnij” albo „Potwierdź”.</p><p><a href="/admin/holds/">Wróć do listy</a></p>`,
      }),
    );
  // The decision cannot be undone: without the ticked confirmation nothing changes (this works without JavaScript).
  if (ctx.form.confirm !== 'yes')
    return send(
      reply,
      400,
      page({
        title: 'Nie zapisano decyzji',
        current: '/admin/holds/',
        operator: operatorOf(ctx),
        body: html`<p role="alert">Decyzji nie zapisano: zaznacz pole potwierdzenia przy konwersji, a potem wybierz „Zwolnij” albo „Potwierdź”.</p><p><a href="/admin/holds/">Wróć do listy</a></p>`,
      }),
    );
  const done = await resolveHold(sql, id, resolution, ctx.session.operator.id, now());
  if (!done)
    return send(
      reply,
      404,
      page({
        title: 'Nie ma takiej blokady',
        current: '/admin/holds/',
        operator: operatorOf(ctx),
        body: html`<p>Tej blokady nie ma albo już ją rozpatrzono.</p><p><a href="/admin/holds/">Wróć do listy</a></p>`,
      }),
    );
  await audit(sql, ctx.session.operator, `hold-${resolution}`, id, now(), { hold: 'open' }, { hold: resolution });
  return reply.redirect(
    listHref('/admin/holds/', readFilters(ctx.form, HOLDS_SHAPE), { page: readPage(ctx.form), [DECIDED_PARAM]: id }),
    303,
  );
}

async function deliveriesPage(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = request.query as Record<string, unknown>;
  const filters = readFilters(query, DELIVERIES_SHAPE);
  // Three lists on one page, each with its own page in the address; a link to one list's page keeps the others'.
  const pages = {
    leads_page: readPage(query, 'leads_page'),
    partner_page: readPage(query, 'partner_page'),
    lender_page: readPage(query, 'lender_page'),
  };
  const { rows, paging: pl } = await deliveryList(sql, filters, pages.leads_page);
  const { rows: partnerPostbacks, paging: pp } = await partnerPostbackList(sql, filters, pages.partner_page);
  const { rows: lenderPostbacks, paging: pr } = await lenderPostbackList(sql, filters, pages.lender_page);
  const others = (own: keyof typeof pages) =>
    Object.fromEntries(
      Object.entries({ leads_page: pl.page, partner_page: pp.page, lender_page: pr.page }).filter(
        ([name, n]) => name !== own && n > 1,
      ),
    );
  const filtered = Object.keys(filters).length > 0;
  const body = html`<p>Filtry dotyczą wszystkich trzech list tam, gdzie lista ma takie pole: stan – wysyłek do pożyczkodawców i partnerów, partner – postbacków do partnerów, pożyczkodawca – wysyłek wniosków i postbacków od pożyczkodawców.</p>
${filterForm('/admin/deliveries/', filters, DELIVERIES_SHAPE, 'Filtry dziennika wysyłek')}
<section aria-labelledby="leads-title"><h2 id="leads-title">Wnioski przekazane pożyczkodawcom</h2>
${scrollRegion(
  'Wnioski przekazane pożyczkodawcom',
  html`<table class="data" id="delivery-table"><thead><tr><th scope="col">Utworzono</th><th scope="col">Lead</th><th scope="col">Pożyczkodawca</th><th scope="col">Stan</th><th scope="col" class="num">Próby</th><th scope="col">Ostatnia odpowiedź</th><th scope="col">Następna próba</th></tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="7">${filtered ? 'Nic nie spełnia tych filtrów.' : 'Nie przekazano jeszcze żadnego wniosku.'}</td></tr>` : rows.map((r) => html`<tr><td>${fmtTime(r.created_at)}</td><td><a href="/admin/leads/${r.lead_id}/">${r.lead_id.slice(0, 8)}</a></td><td>${r.lender}</td><td>${DELIVERY_STATUS_LABELS[r.status] ?? r.status}</td><td class="num">${r.attempts}</td><td>${answerText(r.last_status, r.last_error)}</td><td>${fmtTime(r.next_at)}</td></tr>`)}</tbody></table>`,
)}
${pager('Wnioski przekazane pożyczkodawcom', '/admin/deliveries/', filters, pl, 'leads_page', others('leads_page'))}</section>
<section aria-labelledby="partner-postbacks-title"><h2 id="partner-postbacks-title">Postbacki do partnerów</h2>
${scrollRegion(
  'Postbacki do partnerów',
  html`<table class="data" id="partner-postback-table"><thead><tr><th scope="col">Utworzono</th><th scope="col">Partner</th><th scope="col">Stan konwersji</th><th scope="col">Adres</th><th scope="col">Wysyłka</th><th scope="col" class="num">Próby</th><th scope="col">Ostatnia odpowiedź</th><th scope="col">Następna próba</th></tr></thead>
<tbody>${partnerPostbacks.length === 0 ? html`<tr><td colspan="8">${filtered ? 'Nic nie spełnia tych filtrów.' : 'Nie wysłano jeszcze żadnego postbacku.'}</td></tr>` : partnerPostbacks.map((p) => html`<tr><td>${fmtTime(p.created_at)}</td><td>${p.partner_id}</td><td>${STATUS_LABELS[p.status] ?? p.status}</td><td class="url">${p.url}</td><td>${POSTBACK_STATE_LABELS[p.state] ?? p.state}</td><td class="num">${p.attempts}</td><td>${answerText(p.http_status, p.error)}</td><td>${fmtTime(p.next_attempt_at)}</td></tr>`)}</tbody></table>`,
)}
${pager('Postbacki do partnerów', '/admin/deliveries/', filters, pp, 'partner_page', others('partner_page'))}</section>
<section aria-labelledby="lender-postbacks-title"><h2 id="lender-postbacks-title">Postbacki od pożyczkodawców</h2>
${scrollRegion(
  'Postbacki od pożyczkodawców',
  html`<table class="data" id="lender-postback-table"><thead><tr><th scope="col">Otrzymano</th><th scope="col">Pożyczkodawca</th><th scope="col">Uwierzytelnienie</th><th scope="col">Kliknięcie</th><th scope="col">Transakcja</th><th scope="col">Stan</th><th scope="col">Wynik</th><th scope="col" class="num">Odpowiedź</th></tr></thead>
<tbody>${lenderPostbacks.length === 0 ? html`<tr><td colspan="8">${filtered ? 'Nic nie spełnia tych filtrów.' : 'Nie otrzymano jeszcze żadnego postbacku.'}</td></tr>` : lenderPostbacks.map((p) => html`<tr><td>${fmtTime(p.received_at)}</td><td>${p.lender}</td><td>${authText(p.auth)}</td><td>${p.click_id?.slice(0, 8) ?? '–'}</td><td>${p.txid ?? '–'}</td><td>${p.status ? (STATUS_LABELS[p.status] ?? p.status) : '–'}</td><td>${OUTCOME_LABELS[p.outcome] ?? p.outcome}</td><td class="num">${p.http_status}</td></tr>`)}</tbody></table>`,
)}
${pager('Postbacki od pożyczkodawców', '/admin/deliveries/', filters, pr, 'lender_page', others('lender_page'))}</section>`;
  return send(
    reply,
    200,
    page({ title: 'Dziennik wysyłek', current: '/admin/deliveries/', operator: operatorOf(ctx), times: true, body }),
  );
}

async function clicksPage(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = request.query as Record<string, unknown>;
  const filters = readFilters(query, CLICKS_SHAPE);
  const { rows, paging: p } = await clickList(sql, filters, readPage(query));
  const body = html`${filterForm('/admin/clicks/', filters, CLICKS_SHAPE, 'Filtry kliknięć')}
${scrollRegion(
  'Kliknięcia',
  html`<table class="data" id="click-list"><thead><tr><th scope="col">Czas</th><th scope="col">Pożyczkodawca</th><th scope="col" class="num">Oferta</th><th scope="col">Wersja karty</th><th scope="col">Partner</th><th scope="col">Sub1</th><th scope="col">Źródło</th><th scope="col">Miejsce</th><th scope="col" class="num">Konwersje</th><th scope="col">Lead</th></tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="10">${Object.keys(filters).length ? 'Żadne kliknięcie nie spełnia tych filtrów.' : 'Nie ma jeszcze kliknięć.'}</td></tr>` : rows.map((k) => html`<tr><td>${fmtTime(k.created_at)}</td><td>${k.lender}</td><td class="num">${k.offer_id}</td><td>${k.offer_version === null ? '–' : html`<a href="/admin/archiwum/?oferta=${String(k.offer_id)}&amp;wersja=${String(k.offer_version)}">wersja ${String(k.offer_version)}</a>`}</td><td>${k.partner_id ?? '–'}</td><td>${k.sub1 ?? '–'}</td><td>${k.utm_source ?? '–'}</td><td>${k.placement}</td><td class="num">${fmtInt(Number(k.conversions))}</td><td>${k.lead_id ? html`<a href="/admin/leads/${k.lead_id}/">${k.lead_id.slice(0, 8)}</a>` : '–'}</td></tr>`)}</tbody></table>`,
)}
${pager('Kliknięcia', '/admin/clicks/', filters, p)}`;
  return send(
    reply,
    200,
    page({ title: 'Kliknięcia', current: '/admin/clicks/', operator: operatorOf(ctx), times: true, body }),
  );
}

async function conversionsPage(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = request.query as Record<string, unknown>;
  const filters = readFilters(query, CONVERSIONS_SHAPE);
  const { rows, paging: p } = await conversionList(sql, filters, readPage(query));
  const body = html`<p>Wypłaty partnerów to konwersje w stanie „zaakceptowana” i „wypłacona”; kolumna „Do wypłaty od” mówi, kiedy mija okres weryfikacji.</p>
${filterForm('/admin/conversions/', filters, CONVERSIONS_SHAPE, 'Filtry konwersji')}
${scrollRegion(
  'Konwersje',
  html`<table class="data" id="conversion-list"><thead><tr><th scope="col">Utworzono</th><th scope="col">Transakcja</th><th scope="col">Pożyczkodawca</th><th scope="col">Partner</th><th scope="col">Stan</th><th scope="col">Zaakceptowano</th><th scope="col" class="num">Przychód</th><th scope="col" class="num">Wypłata partnera</th><th scope="col">Do wypłaty od</th><th scope="col">Blokada</th><th scope="col">Lead</th></tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="11">${Object.keys(filters).length ? 'Żadna konwersja nie spełnia tych filtrów.' : 'Nie ma jeszcze konwersji.'}</td></tr>` : rows.map((c) => html`<tr><td>${fmtTime(c.created_at)}</td><td>${c.txid}</td><td>${c.lender}</td><td>${c.partner_id ?? '–'}</td><td>${STATUS_LABELS[c.status] ?? c.status}</td><td>${fmtTime(c.approved_at)}</td><td class="num">${fmtZl(Number(c.revenue_minor))}</td><td class="num">${fmtZl(Number(c.partner_payout_minor))}</td><td>${c.payable_from ? fmtDay(c.payable_from) : '–'}</td><td>${c.hold_reason ? holdReasonsText(c.hold_reason) : '–'}</td><td>${c.lead_id ? html`<a href="/admin/leads/${c.lead_id}/">${c.lead_id.slice(0, 8)}</a>` : '–'}</td></tr>`)}</tbody></table>`,
)}
${pager('Konwersje', '/admin/conversions/', filters, p)}`;
  return send(
    reply,
    200,
    page({ title: 'Konwersje', current: '/admin/conversions/', operator: operatorOf(ctx), times: true, body }),
  );
}

async function leadListPage(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = request.query as Record<string, unknown>;
  // An old bookmark or link with the term in its address: the term is neither searched, shown nor logged.
  const oldAddress = Object.hasOwn(query, 'q');
  return leadsPage(
    d,
    ctx,
    reply,
    { filters: readFilters(query, LEADS_SHAPE), page: readPage(query) },
    oldAddress ? html`<p class="notice" role="status">${SEARCH_MOVED}</p>` : null,
  );
}

async function leadSearch(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const q = typeof ctx.form.q === 'string' ? ctx.form.q.trim().slice(0, SEARCH_MAX) : '';
  return leadsPage(d, ctx, reply, { term: q }, null);
}

async function leadPage(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = normaliseUuidV4((request.params as { id: string }).id);
  const story = id ? await leadStory(sql, id) : null;
  if (!story)
    return send(
      reply,
      404,
      page({
        title: 'Nie ma takiego leada',
        current: '/admin/leads/',
        operator: operatorOf(ctx),
        body: html`<p>Ten lead nie istnieje albo jego dane usunięto (po usunięciu lead dostaje nowy, losowy identyfikator).</p><p><a href="/admin/leads/">Wróć do wyszukiwania</a></p>`,
      }),
    );
  const secret = await linkSecret(sql);
  const { lead } = story;
  const erased = story.erasedAt !== null;
  const body = html`${erased ? html`<p class="notice" role="status">Dane osobowe tego leada usunięto ${fmtTime(story.erasedAt)}. Zdarzenia zostały zachowane bez danych identyfikujących.</p>` : ''}
<section aria-labelledby="lead-title"><h2 id="lead-title">Wniosek</h2>
<dl class="facts">
<dt>Identyfikator</dt><dd id="lead-id">${lead.id}</dd>
<dt>Utworzono</dt><dd>${fmtTime(lead.created_at)}</dd>
<dt>Kwota i okres</dt><dd>${fmtInt(lead.amount)}\u00a0zł, ${pluralPl(lead.term, lead.term_unit === 'months' ? MONTHS : DAYS)}</dd>
<dt>Data urodzenia</dt><dd>${lead.birth_date ? fmtDay(lead.birth_date) : '(usunięta)'}</dd>
<dt>Telefon</dt><dd>${lead.phone ?? '–'}</dd>
<dt>E-mail</dt><dd>${lead.email ?? '–'}</dd>
<dt>Wersja treści zgód</dt><dd>${lead.consents_version}</dd>
</dl></section>
<section aria-labelledby="consents-title"><h2 id="consents-title">Zgody</h2>
${scrollRegion(
  'Zgody',
  html`<table class="data" id="consent-table"><thead><tr><th scope="col">Cel</th><th scope="col">Kanał</th><th scope="col">Pożyczkodawca</th><th scope="col">Wersja tekstu</th><th scope="col">Udzielona</th><th scope="col">Adres (skrócony)</th><th scope="col">Przeglądarka</th><th scope="col">Wycofana</th><th scope="col">Link do wycofania</th></tr></thead>
<tbody>${story.consents.length === 0 ? html`<tr><td colspan="9">Brak zapisanych zgód.</td></tr>` : story.consents.map((c) => html`<tr><td>${PURPOSE_LABELS[c.purpose] ?? c.purpose}</td><td>${CHANNEL_LABELS[c.channel] ?? c.channel}</td><td>${c.lender === '*' ? '–' : c.lender}</td><td>${c.text_version}</td><td>${fmtTime(c.given_at)}</td><td>${c.ip_prefix ?? '–'}</td><td>${c.user_agent ?? '–'}</td><td>${fmtTime(c.withdrawn_at)}</td><td>${c.withdrawn_at ? '–' : html`<a href="${withdrawalPath(secret, c.id)}">link</a>`}</td></tr>`)}</tbody></table>`,
)}</section>
<section aria-labelledby="events-title"><h2 id="events-title">Zdarzenia</h2>
${scrollRegion(
  'Zdarzenia',
  html`<table class="data" id="event-table"><thead><tr><th scope="col">Czas</th><th scope="col">Zdarzenie</th><th scope="col">Domena</th><th scope="col">Źródło</th></tr></thead>
<tbody>${
    story.events.length + story.webhooks.length === 0
      ? html`<tr><td colspan="4">Brak zdarzeń.</td></tr>`
      : [
          ...story.events.map(
            (e) =>
              html`<tr><td>${fmtTime(e.received_at)}</td><td>${e.event}</td><td>${e.domain ?? '–'}</td><td>${e.utm_source ?? '–'}</td></tr>`,
          ),
          ...story.webhooks.map(
            (w) => html`<tr><td>${fmtTime(w.received_at)}</td><td>${w.state_type}</td><td>–</td><td>–</td></tr>`,
          ),
        ]
  }</tbody></table>`,
)}</section>
<section aria-labelledby="clicks-title"><h2 id="clicks-title">Kliknięcia, konwersje i postbacki</h2>
${
  story.clicks.length === 0
    ? html`<p>Brak kliknięć do pożyczkodawców.</p>`
    : html`${scrollRegion(
        'Kliknięcia, konwersje i postbacki',
        html`<table class="data" id="click-table"><thead><tr><th scope="col">Kliknięcie</th><th scope="col">Pożyczkodawca</th><th scope="col">Partner / sub1</th><th scope="col">Konwersje (historia stanów)</th><th scope="col">Postbacki do partnera</th></tr></thead>
<tbody>${story.clicks.map(
          (
            c,
          ) => html`<tr><td>${fmtTime(c.created_at)}<br><code>${c.click_id.slice(0, 8)}</code></td><td>${c.lender}</td><td>${c.partner_id ?? '–'} / ${c.sub1 ?? '–'}</td>
<td>${c.conversions.length === 0 ? '–' : c.conversions.map((v) => html`<p>${v.txid}: <strong>${STATUS_LABELS[v.status] ?? v.status}</strong>, ${fmtZl(Number(v.revenue_minor))}${v.hold_reason ? html` (wstrzymana: ${holdReasonsText(v.hold_reason)})` : ''}<br>${v.events.map((e, i) => html`${i > 0 ? '; ' : ''}${fmtTime(e.at)} ${e.from_status ? (STATUS_LABELS[e.from_status] ?? e.from_status) : 'nowa'} → ${STATUS_LABELS[e.to_status] ?? e.to_status}`)}</p>`)}</td>
<td>${c.postbacks.length === 0 ? '–' : c.postbacks.map((p) => html`${fmtTime(p.created_at)} ${STATUS_LABELS[p.status] ?? p.status}: ${POSTBACK_STATE_LABELS[p.state] ?? p.state}${p.http_status ? html` (${p.http_status})` : ''}<br>`)}</td></tr>`,
        )}</tbody></table>`,
      )}`
}</section>
<section aria-labelledby="deliveries-title"><h2 id="deliveries-title">Przekazania do pożyczkodawców</h2>
${scrollRegion(
  'Przekazania do pożyczkodawców',
  html`<table class="data" id="lead-delivery-table"><thead><tr><th scope="col">Pożyczkodawca</th><th scope="col">Stan</th><th scope="col" class="num">Próby</th><th scope="col">Dostarczono</th></tr></thead>
<tbody>${story.deliveries.length === 0 ? html`<tr><td colspan="4">Wniosku nie przekazano.</td></tr>` : story.deliveries.map((d) => html`<tr><td>${d.lender}</td><td>${DELIVERY_STATUS_LABELS[d.status] ?? d.status}</td><td class="num">${d.attempts}</td><td>${fmtTime(d.delivered_at)}</td></tr>`)}</tbody></table>`,
)}</section>
${
  erased || !canChange(ctx)
    ? ''
    : html`<section aria-labelledby="erase-title" class="danger"><h2 id="erase-title">Usunięcie danych (RODO art. 17)</h2>
<p>Usuwa datę urodzenia, telefon, e-mail, adresy i przeglądarki zapisane przy zgodach, tokeny powiadomień i dane porzuconych wizyt. Zdarzenia, kliknięcia i konwersje zostają, ale pod nowym, losowym identyfikatorem, którego nie da się powiązać z tą osobą. Tej operacji nie można cofnąć.</p>
<form method="post" action="/admin/leads/${lead.id}/erase/">${csrfField(ctx)}
<p><input type="checkbox" id="confirm" name="confirm" value="yes" required> <label for="confirm">Potwierdzam, że osoba, której dotyczą dane, złożyła żądanie ich usunięcia.</label></p>
<p><button type="submit" class="danger">Usuń dane osobowe</button></p></form></section>`
}`;
  return send(
    reply,
    200,
    page({
      title: `Lead ${lead.id.slice(0, 8)}`,
      current: '/admin/leads/',
      operator: operatorOf(ctx),
      times: true,
      body,
    }),
  );
}

async function eraseLeadData(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, send, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = normaliseUuidV4((request.params as { id: string }).id);
  if (!id || ctx.form.confirm !== 'yes')
    return send(
      reply,
      400,
      page({
        title: 'Nie usunięto danych',
        operator: operatorOf(ctx),
        body: html`<p role="alert">Zaznacz potwierdzenie żądania, aby usunąć dane.</p><p><a href="/admin/leads/${id ?? ''}/">Wróć do leada</a></p>`,
      }),
    );
  const result = await eraseLead(sql, id, ctx.session.operator.id, now());
  if (!result)
    return send(
      reply,
      404,
      page({
        title: 'Nie ma takiego leada',
        operator: operatorOf(ctx),
        body: html`<p>Ten lead nie istnieje albo jego dane już usunięto.</p>`,
      }),
    );
  await audit(
    sql,
    ctx.session.operator,
    'erase-lead',
    result.newId,
    now(),
    { personalData: 'present' },
    { personalData: 'erased', eventsKept: result.events },
  );
  return reply.redirect(`/admin/leads/${result.newId}/`, 303);
}

export async function consolePages(
  app: FastifyInstance,
  { storage, now, send }: ConsoleContext,
  authed: Authed,
): Promise<void> {
  const d: PageDeps = { sql: storage.sql, now, send, authed };
  app.get('/admin/', (request, reply) => funnelPage(d, request, reply));
  app.get('/admin/partners/', (request, reply) => earningsPage(d, request, reply));
  app.get('/admin/holds/', (request, reply) => holdsPage(d, request, reply));
  app.post('/admin/holds/:id/', (request, reply) => decideHold(d, request, reply));
  app.get('/admin/deliveries/', (request, reply) => deliveriesPage(d, request, reply));
  app.get('/admin/clicks/', (request, reply) => clicksPage(d, request, reply));
  app.get('/admin/conversions/', (request, reply) => conversionsPage(d, request, reply));
  app.get('/admin/leads/', (request, reply) => leadListPage(d, request, reply));
  app.post('/admin/leads/', { config: { forAnalysts: true } }, (request, reply) => leadSearch(d, request, reply));
  app.get('/admin/leads/:id/', (request, reply) => leadPage(d, request, reply));
  app.post('/admin/leads/:id/erase/', (request, reply) => eraseLeadData(d, request, reply));
}
