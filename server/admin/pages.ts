// The console's pages. Each reads through server/admin/queries.ts and renders with server/admin/html.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseUuidV4 } from '../../contracts/uuid';
import { linkSecret, withdrawalPath } from '../consents/ledger';
import { audit } from './auth';
import { eraseLead } from './erasure';
import { fmtInt, fmtPct, fmtTime, html, jsonBlock, page, type Html } from './html';
import { daysOf, deliveryLog, DIMENSION_LABELS, DIMENSIONS, findLeads, funnel, leadStory, STAGE_LABELS, STAGES, type Dimension, type FunnelRange } from './queries';
import type { AuthedRequest, ConsoleContext } from './routes';

type Authed = (request: FastifyRequest, reply: FastifyReply) => Promise<AuthedRequest | null>;

const DAY = 86_400_000;
const isoDay = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null);

/** The range asked for, or the last 30 days; at most 366 days. */
export function readRange(query: Record<string, unknown>, now: Date): FunnelRange {
  const today = now.toISOString().slice(0, 10);
  const to = isoDay(query.to) ?? today;
  let from = isoDay(query.from) ?? new Date(Date.parse(to) - 29 * DAY).toISOString().slice(0, 10);
  if (from > to) from = to;
  if (Date.parse(to) - Date.parse(from) > 365 * DAY) from = new Date(Date.parse(to) - 365 * DAY).toISOString().slice(0, 10);
  return { from, to };
}

const operatorOf = (ctx: AuthedRequest) => ({ email: ctx.session.operator.email, csrfToken: ctx.session.csrfToken });
const csrfField = (ctx: AuthedRequest): Html => html`<input type="hidden" name="_csrf" value="${ctx.session.csrfToken}">`;

export const DELIVERY_STATUS_LABELS: Record<string, string> = { pending: 'w kolejce', delivered: 'dostarczony', failed: 'nieudany', refused: 'wstrzymany (brak zgody)' };
const PURPOSE_LABELS: Record<string, string> = { terms: 'regulamin', privacy: 'przetwarzanie danych', marketing: 'marketing', sharing: 'przekazanie wniosku' };
const CHANNEL_LABELS: Record<string, string> = { web: 'strona', email: 'e-mail', phone: 'telefon/SMS', api: 'API pożyczkodawcy' };

export async function consolePages(app: FastifyInstance, { storage, now, send }: ConsoleContext, authed: Authed): Promise<void> {
  const sql = storage.sql;

  app.get('/admin/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const query = request.query as Record<string, unknown>;
    const range = readRange(query, now());
    const by: Dimension = (DIMENSIONS as readonly string[]).includes(String(query.by)) ? (query.by as Dimension) : 'day';
    const rows = await funnel(sql, by, range);
    const daily = by === 'day' ? rows : await funnel(sql, 'day', range);
    const byDay = new Map(daily.map((row) => [row.key, row.counts]));
    const days = daysOf(range);
    const chart = { days, series: STAGES.map((stage) => ({ label: STAGE_LABELS[stage], values: days.map((d) => byDay.get(d)?.[stage] ?? 0) })) };
    const totals = Object.fromEntries(STAGES.map((s) => [s, rows.reduce((sum, row) => sum + row.counts[s], 0)])) as Record<(typeof STAGES)[number], number>;
    const body = html`<form method="get" action="/admin/" class="filters">
<p><label for="from">Od</label> <input id="from" name="from" type="date" value="${range.from}"></p>
<p><label for="to">Do</label> <input id="to" name="to" type="date" value="${range.to}"></p>
<p><label for="by">Podział według</label> <select id="by" name="by">${DIMENSIONS.map((d) => html`<option value="${d}"${d === by ? html` selected` : ''}>${DIMENSION_LABELS[d]}</option>`)}</select></p>
<p><button type="submit">Pokaż</button></p>
</form>
<section aria-labelledby="chart-title">
<h2 id="chart-title">Lejek dzień po dniu</h2>
<div id="funnel-chart" class="chart" role="img" aria-label="Wykres liniowy: wizyty, rejestracje, kliknięcia, zaakceptowane i wypłacone wnioski w kolejnych dniach od ${range.from} do ${range.to}. Te same liczby są w tabeli poniżej."></div>
${jsonBlock('funnel-data', chart)}
</section>
<section aria-labelledby="table-title">
<h2 id="table-title">Lejek według: ${DIMENSION_LABELS[by]}</h2>
<table class="data" id="funnel-table">
<thead><tr><th scope="col">${DIMENSION_LABELS[by]}</th>${STAGES.map((s) => html`<th scope="col" class="num">${STAGE_LABELS[s]}</th>`)}<th scope="col" class="num">Rejestracje / wizyty</th><th scope="col" class="num">Zaakceptowane / kliknięcia</th></tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="8">Brak danych w tym okresie.</td></tr>` : rows.map((row) => html`<tr><th scope="row">${row.key}</th>${STAGES.map((s) => html`<td class="num">${fmtInt(row.counts[s])}</td>`)}<td class="num">${fmtPct(row.counts.registrations, row.counts.visits)}</td><td class="num">${fmtPct(row.counts.accepted, row.counts.clicks)}</td></tr>`)}</tbody>
<tfoot><tr><th scope="row">Razem</th>${STAGES.map((s) => html`<td class="num">${fmtInt(totals[s])}</td>`)}<td class="num">${fmtPct(totals.registrations, totals.visits)}</td><td class="num">${fmtPct(totals.accepted, totals.clicks)}</td></tr></tfoot>
</table>
</section>`;
    return send(reply, 200, page({ title: 'Lejek', current: '/admin/', operator: operatorOf(ctx), charts: true, body }));
  });

  app.get('/admin/deliveries/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const rows = await deliveryLog(sql);
    const body = html`<section aria-labelledby="leads-title"><h2 id="leads-title">Wnioski przekazane pożyczkodawcom</h2>
<table class="data" id="delivery-table"><thead><tr><th scope="col">Utworzono</th><th scope="col">Lead</th><th scope="col">Pożyczkodawca</th><th scope="col">Stan</th><th scope="col" class="num">Próby</th><th scope="col">Ostatnia odpowiedź</th><th scope="col">Następna próba</th></tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="7">Nie przekazano jeszcze żadnego wniosku.</td></tr>` : rows.map((r) => html`<tr><td>${fmtTime(r.created_at)}</td><td><a href="/admin/leads/${r.lead_id}/">${r.lead_id.slice(0, 8)}</a></td><td>${r.lender}</td><td>${DELIVERY_STATUS_LABELS[r.status] ?? r.status}</td><td class="num">${r.attempts}</td><td>${r.last_status ?? '–'}${r.last_error ? html` (${r.last_error})` : ''}</td><td>${fmtTime(r.next_at)}</td></tr>`)}</tbody></table></section>`;
    return send(reply, 200, page({ title: 'Dziennik wysyłek', current: '/admin/deliveries/', operator: operatorOf(ctx), body }));
  });

  app.get('/admin/leads/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const q = String((request.query as Record<string, unknown>).q ?? '').slice(0, 254);
    const found = await findLeads(sql, q);
    const body = html`<form method="get" action="/admin/leads/" class="filters"><p><label for="q">Identyfikator leada, e-mail lub telefon</label> <input id="q" name="q" type="search" value="${q}"></p><p><button type="submit">Szukaj</button></p></form>
<h2>${q ? 'Znalezione leady' : 'Ostatnie leady'}</h2>
${found.length === 0 ? html`<p>Nic nie znaleziono.</p>` : html`<ul class="leads">${found.map((l) => html`<li><a href="/admin/leads/${l.id}/">${l.id}</a> – ${fmtTime(l.created_at)}</li>`)}</ul>`}`;
    return send(reply, 200, page({ title: 'Leady', current: '/admin/leads/', operator: operatorOf(ctx), body }));
  });

  app.get('/admin/leads/:id/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const id = normaliseUuidV4((request.params as { id: string }).id);
    const story = id ? await leadStory(sql, id) : null;
    if (!story) return send(reply, 404, page({ title: 'Nie ma takiego leada', current: '/admin/leads/', operator: operatorOf(ctx), body: html`<p>Ten lead nie istnieje albo jego dane usunięto (po usunięciu lead dostaje nowy, losowy identyfikator).</p><p><a href="/admin/leads/">Wróć do wyszukiwania</a></p>` }));
    const secret = await linkSecret(sql);
    const { lead } = story;
    const erased = story.erasedAt !== null;
    const body = html`${erased ? html`<p class="notice" role="status">Dane osobowe tego leada usunięto ${fmtTime(story.erasedAt)}. Zdarzenia zostały zachowane bez danych identyfikujących.</p>` : ''}
<section aria-labelledby="lead-title"><h2 id="lead-title">Wniosek</h2>
<dl class="facts">
<dt>Identyfikator</dt><dd id="lead-id">${lead.id}</dd>
<dt>Utworzono</dt><dd>${fmtTime(lead.created_at)}</dd>
<dt>Kwota i okres</dt><dd>${fmtInt(lead.amount)} zł, ${lead.term} ${lead.term_unit === 'months' ? 'mies.' : 'dni'}</dd>
<dt>Data urodzenia</dt><dd>${lead.birth_date || '(usunięta)'}</dd>
<dt>Telefon</dt><dd>${lead.phone ?? '–'}</dd>
<dt>E-mail</dt><dd>${lead.email ?? '–'}</dd>
<dt>Wersja treści zgód</dt><dd>${lead.consents_version}</dd>
</dl></section>
<section aria-labelledby="consents-title"><h2 id="consents-title">Zgody</h2>
<table class="data" id="consent-table"><thead><tr><th scope="col">Cel</th><th scope="col">Kanał</th><th scope="col">Pożyczkodawca</th><th scope="col">Wersja tekstu</th><th scope="col">Udzielona</th><th scope="col">Adres (skrócony)</th><th scope="col">Przeglądarka</th><th scope="col">Wycofana</th><th scope="col">Link do wycofania</th></tr></thead>
<tbody>${story.consents.length === 0 ? html`<tr><td colspan="9">Brak zapisanych zgód.</td></tr>` : story.consents.map((c) => html`<tr><td>${PURPOSE_LABELS[c.purpose] ?? c.purpose}</td><td>${CHANNEL_LABELS[c.channel] ?? c.channel}</td><td>${c.lender === '*' ? '–' : c.lender}</td><td>${c.text_version}</td><td>${fmtTime(c.given_at)}</td><td>${c.ip_prefix ?? '–'}</td><td>${c.user_agent ?? '–'}</td><td>${fmtTime(c.withdrawn_at)}</td><td>${c.withdrawn_at ? '–' : html`<a href="${withdrawalPath(secret, c.id)}">link</a>`}</td></tr>`)}</tbody></table></section>
<section aria-labelledby="events-title"><h2 id="events-title">Zdarzenia</h2>
<table class="data" id="event-table"><thead><tr><th scope="col">Czas</th><th scope="col">Zdarzenie</th><th scope="col">Domena</th><th scope="col">Źródło</th></tr></thead>
<tbody>${story.events.length + story.webhooks.length === 0 ? html`<tr><td colspan="4">Brak zdarzeń.</td></tr>` : [
      ...story.events.map((e) => html`<tr><td>${fmtTime(e.received_at)}</td><td>${e.event}</td><td>${e.domain ?? '–'}</td><td>${e.utm_source ?? '–'}</td></tr>`),
      ...story.webhooks.map((w) => html`<tr><td>${fmtTime(w.received_at)}</td><td>${w.state_type}</td><td>–</td><td>–</td></tr>`),
    ]}</tbody></table></section>
<section aria-labelledby="deliveries-title"><h2 id="deliveries-title">Przekazania do pożyczkodawców</h2>
<table class="data" id="lead-delivery-table"><thead><tr><th scope="col">Pożyczkodawca</th><th scope="col">Stan</th><th scope="col" class="num">Próby</th><th scope="col">Dostarczono</th></tr></thead>
<tbody>${story.deliveries.length === 0 ? html`<tr><td colspan="4">Wniosku nie przekazano.</td></tr>` : story.deliveries.map((d) => html`<tr><td>${d.lender}</td><td>${DELIVERY_STATUS_LABELS[d.status] ?? d.status}</td><td class="num">${d.attempts}</td><td>${fmtTime(d.delivered_at)}</td></tr>`)}</tbody></table></section>
${erased ? '' : html`<section aria-labelledby="erase-title" class="danger"><h2 id="erase-title">Usunięcie danych (RODO art. 17)</h2>
<p>Usuwa datę urodzenia, telefon, e-mail, adresy i przeglądarki zapisane przy zgodach, tokeny powiadomień i dane porzuconych wizyt. Zdarzenia, kliknięcia i konwersje zostają, ale pod nowym, losowym identyfikatorem, którego nie da się powiązać z tą osobą. Tej operacji nie można cofnąć.</p>
<form method="post" action="/admin/leads/${lead.id}/erase/">${csrfField(ctx)}
<p><input type="checkbox" id="confirm" name="confirm" value="yes" required> <label for="confirm">Potwierdzam, że osoba, której dotyczą dane, złożyła żądanie ich usunięcia.</label></p>
<p><button type="submit" class="danger">Usuń dane osobowe</button></p></form></section>`}`;
    return send(reply, 200, page({ title: `Lead ${lead.id.slice(0, 8)}`, current: '/admin/leads/', operator: operatorOf(ctx), body }));
  });

  app.post('/admin/leads/:id/erase/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const id = normaliseUuidV4((request.params as { id: string }).id);
    if (!id || ctx.form.confirm !== 'yes') return send(reply, 400, page({ title: 'Nie usunięto danych', operator: operatorOf(ctx), body: html`<p role="alert">Zaznacz potwierdzenie żądania, aby usunąć dane.</p><p><a href="/admin/leads/${id ?? ''}/">Wróć do leada</a></p>` }));
    const result = await eraseLead(sql, id, ctx.session.operator.id, now());
    if (!result) return send(reply, 404, page({ title: 'Nie ma takiego leada', operator: operatorOf(ctx), body: html`<p>Ten lead nie istnieje albo jego dane już usunięto.</p>` }));
    await audit(sql, ctx.session.operator, 'erase-lead', result.newId, now());
    return reply.redirect(`/admin/leads/${result.newId}/`, 303);
  });
}
