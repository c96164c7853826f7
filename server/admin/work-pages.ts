// The console's working screens: the call-back queue („Prośby o telefon”), the audit trail („Dziennik zmian”), and
// the erasure of call-back requests and partner sign-ups found by the lead search. Phone numbers appear on these
// pages only: never in an address, a log line or the audit trail (which keeps states, not numbers).
import type { FastifyInstance } from 'fastify';
import { callbackDeadline, callbackPromise, warsawDayStart } from '../../contracts/callback-hours';
import { formatPolishMobile } from '../../contracts/checks/phone';
import type { SqlRunner } from '../storage/sql';
import { audit, auditActionLabel, auditChoices, auditPage } from '../audit/audit';
import {
  CALLBACK_ACTION_LABELS,
  CALLBACK_FILTER_LABELS,
  CALLBACK_FILTERS,
  CALLBACK_STATE_LABELS,
  callbackQueue,
  erasePartnerSignup,
  erasePhoneLead,
  findContactRequests,
  isCallbackState,
  isOverdue,
  isWaiting,
  moveCallback,
  nextCallbackStates,
  waitedText,
  type CallbackFilter,
} from './callbacks';
import { fmtDay, fmtTime, html, page as framePage, pager, readPage, scrollRegion, type Html } from '../web/html';
import { canChange, operatorOf } from './context';
import type { Authed, AuthedRequest, ConsoleContext } from './context';

const page = (ctx: AuthedRequest, title: string, current: string, body: Html): string =>
  framePage({ title, current, operator: operatorOf(ctx), times: true, body });

export const CALLBACK_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 50;
const DAY = 86_400_000;
/** The query parameter naming the request just moved, so the page after the redirect says what happened. */
const MOVED_PARAM = 'zmiana';

const csrfField = (ctx: AuthedRequest): Html =>
  html`<input type="hidden" name="_csrf" value="${ctx.session.csrfToken}">`;
const shownPhone = (phone: string): string => (/^\+48\d{9}$/.test(phone) ? formatPolishMobile(phone) : phone);
const requestId = (raw: unknown): number | null =>
  typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : null;

/**
 * The lead search's results among call-back requests and partner sign-ups, each with its erasure form (administrators).
 */
export async function contactRequestsFound(sql: SqlRunner, ctx: AuthedRequest, term: string): Promise<Html> {
  const { phoneLeads, partnerSignups } = await findContactRequests(sql, term);
  const confirm = (id: string) =>
    html`<p><input type="checkbox" id="confirm-${id}" name="confirm" value="yes" required> <label for="confirm-${id}">Osoba złożyła żądanie usunięcia danych</label></p>`;
  return html`<h2>Prośby o telefon</h2>
${
  phoneLeads.length === 0
    ? html`<p>Nic nie znaleziono.</p>`
    : html`<ul class="leads">${phoneLeads.map(
        (p) =>
          html`<li>Prośba nr ${p.id} z ${fmtTime(p.created_at)}, ${shownPhone(p.phone)}, stan: ${CALLBACK_STATE_LABELS[p.state]}${
            canChange(ctx)
              ? html`
<form method="post" action="/admin/callbacks/${p.id}/erase/" class="erase">${csrfField(ctx)}${confirm(`phone-${p.id}`)}<p><button type="submit" class="danger" aria-label="Usuń prośbę o telefon nr ${p.id}">Usuń prośbę</button></p></form>`
              : ''
          }</li>`,
      )}</ul>`
}
<h2>Zgłoszenia partnerów</h2>
${
  partnerSignups.length === 0
    ? html`<p>Nic nie znaleziono.</p>`
    : html`<ul class="leads">${partnerSignups.map(
        (s) =>
          html`<li>Zgłoszenie nr ${s.id} z ${fmtTime(s.created_at)}: ${s.name}, ${s.email}, ${s.website}${
            canChange(ctx)
              ? html`
<form method="post" action="/admin/partner-signups/${s.id}/erase/" class="erase">${csrfField(ctx)}${confirm(`signup-${s.id}`)}<p><button type="submit" class="danger" aria-label="Usuń zgłoszenie partnera nr ${s.id}">Usuń zgłoszenie</button></p></form>`
              : ''
          }</li>`,
      )}</ul>`
}`;
}

export async function workPages(
  app: FastifyInstance,
  { storage, now, send, callbackHours }: ConsoleContext,
  authed: Authed,
): Promise<void> {
  const sql = storage.sql;
  const promise = callbackPromise(callbackHours);
  const back = (href: string, label: string) => html`<p><a href="${href}">${label}</a></p>`;

  app.get('/admin/callbacks/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const query = request.query as Record<string, unknown>;
    const filter: CallbackFilter = (CALLBACK_FILTERS as readonly unknown[]).includes(query.stan)
      ? (query.stan as CallbackFilter)
      : 'waiting';
    const first = await callbackQueue(sql, filter, 0, 0);
    const pageCount = Math.max(1, Math.ceil(first.total / CALLBACK_PAGE_SIZE));
    const pageNo = readPage(query.strona, pageCount);
    const { rows, total, changes } = await callbackQueue(
      sql,
      filter,
      CALLBACK_PAGE_SIZE,
      (pageNo - 1) * CALLBACK_PAGE_SIZE,
    );
    const at = now();
    const movedId = requestId(query[MOVED_PARAM]);
    const moved =
      movedId === null
        ? undefined
        : await sql.get<{ state: string }>('SELECT state FROM phone_leads WHERE id = ?', [movedId]);
    const change = canChange(ctx);
    const body = html`${moved && isCallbackState(moved.state) ? html`<p class="notice" role="status">Prośba nr ${movedId}: stan „${CALLBACK_STATE_LABELS[moved.state]}”.</p>` : ''}
<p>Prośby o telefon z formularza na stronie. Obiecujemy: „${promise}” (CALLBACK_HOURS). Prośba, do której nikt nie zadzwonił w tym czasie, jest oznaczona „po terminie”. Nieodebrany telefon można ponawiać.</p>
<form method="get" action="/admin/callbacks/" class="filters">
<p><label for="stan">Stan</label> <select id="stan" name="stan">${CALLBACK_FILTERS.map((f) => html`<option value="${f}"${f === filter ? html` selected` : ''}>${CALLBACK_FILTER_LABELS[f]}</option>`)}</select></p>
<p><button type="submit">Pokaż</button></p></form>
<p id="callback-count">Liczba próśb w tym widoku: ${total}.</p>
${scrollRegion(
  'Prośby o telefon',
  html`<table class="data" id="callback-table"><thead><tr><th scope="col">Nr</th><th scope="col">Zgłoszona</th><th scope="col">Telefon</th><th scope="col">Stan</th><th scope="col">Czeka</th><th scope="col">Oddzwonić do</th><th scope="col">Historia</th>${change ? html`<th scope="col" class="actions">Zmień stan</th>` : ''}</tr></thead>
<tbody>${
    rows.length === 0
      ? html`<tr><td colspan="${change ? 8 : 7}">Nie ma próśb w tym widoku.</td></tr>`
      : rows.map((r) => {
          const overdue = isOverdue(r.created_at, r.state, at, callbackHours);
          const history = changes.get(r.id) ?? [];
          return html`<tr data-id="${r.id}"${overdue ? html` class="overdue"` : ''}><th scope="row">${r.id}</th><td>${fmtTime(r.created_at)}</td><td class="phone">${shownPhone(r.phone)}</td>
<td>${CALLBACK_STATE_LABELS[r.state]}${overdue ? html` <strong class="late">po terminie</strong>` : ''}</td>
<td>${isWaiting(r.state) ? waitedText(at.getTime() - Date.parse(r.created_at)) : '–'}</td>
<td>${isWaiting(r.state) ? fmtTime(callbackDeadline(new Date(r.created_at), callbackHours).toISOString()) : '–'}</td>
<td>${history.length === 0 ? '–' : html`<ol class="history">${history.map((c) => html`<li>${fmtTime(c.at)}: ${CALLBACK_STATE_LABELS[c.from_state] ?? c.from_state} → ${CALLBACK_STATE_LABELS[c.to_state] ?? c.to_state} (${c.email ?? 'konto usunięte'})</li>`)}</ol>`}</td>
${change ? html`<td class="actions">${nextCallbackStates(r.state).length === 0 ? '–' : html`<form method="post" action="/admin/callbacks/${r.id}/" class="decision">${csrfField(ctx)}<input type="hidden" name="stan" value="${filter}"><p>${nextCallbackStates(r.state).map((to) => html`<button type="submit" name="state" value="${to}"${to === 'done' ? html` class="secondary"` : ''} aria-label="${r.state === 'no_answer' && to === 'no_answer' ? 'Znowu nie odebrano' : CALLBACK_ACTION_LABELS[to]}: prośba nr ${r.id}">${r.state === 'no_answer' && to === 'no_answer' ? 'Znowu nie odebrano' : CALLBACK_ACTION_LABELS[to]}</button> `)}</p></form>`}</td>` : ''}</tr>`;
        })
  }</tbody></table>`,
)}
${pager('/admin/callbacks/', { stan: filter }, pageNo, pageCount)}`;
    return send(reply, 200, page(ctx, 'Prośby o telefon', '/admin/callbacks/', body));
  });

  app.post('/admin/callbacks/:id/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const id = requestId((request.params as { id: string }).id);
    const to = ctx.form.state;
    const filter = (CALLBACK_FILTERS as readonly unknown[]).includes(ctx.form.stan) ? ctx.form.stan! : 'waiting';
    if (id === null || !isCallbackState(to) || to === 'new')
      return send(
        reply,
        400,
        page(
          ctx,
          'Nie zmieniono stanu',
          '/admin/callbacks/',
          html`<p role="alert">Wybierz nowy stan prośby przyciskiem w jej wierszu.</p>${back('/admin/callbacks/', 'Wróć do listy')}`,
        ),
      );
    const result = await moveCallback(sql, id, to, ctx.session.operator.id, now());
    if (!result.ok && result.reason === 'missing')
      return send(
        reply,
        404,
        page(
          ctx,
          'Nie ma takiej prośby',
          '/admin/callbacks/',
          html`<p>Tej prośby nie ma: mogła zostać usunięta.</p>${back('/admin/callbacks/', 'Wróć do listy')}`,
        ),
      );
    if (!result.ok)
      return send(
        reply,
        409,
        page(
          ctx,
          'Nie zmieniono stanu',
          '/admin/callbacks/',
          html`<p role="alert">Prośba nr ${id} ma już stan „${CALLBACK_STATE_LABELS[result.from!]}”, z którego nie można przejść do „${CALLBACK_STATE_LABELS[to]}”. Ktoś mógł ją właśnie zmienić.</p>${back('/admin/callbacks/', 'Wróć do listy')}`,
        ),
      );
    await audit(
      sql,
      ctx.session.operator,
      'callback-state',
      `phone_lead:${id}`,
      now(),
      { state: result.from },
      { state: result.to },
    );
    return reply.redirect(
      `/admin/callbacks/?${new URLSearchParams({ stan: filter, [MOVED_PARAM]: String(id) }).toString()}`,
      303,
    );
  });

  /** `what` in both genders' words: „Prośba … została usunięta”, „Zgłoszenie … zostało usunięte”. */
  const eraseRoute = (
    path: string,
    what: { name: string; erased: string; missing: string },
    action: string,
    erase: (id: number) => Promise<{ created_at: string; state?: string } | null>,
  ) =>
    app.post(path, async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const id = requestId((request.params as { id: string }).id);
      if (id === null || ctx.form.confirm !== 'yes')
        return send(
          reply,
          400,
          page(
            ctx,
            'Nie usunięto danych',
            '/admin/leads/',
            html`<p role="alert">Zaznacz potwierdzenie żądania, aby usunąć dane.</p>${back('/admin/leads/', 'Wróć do wyszukiwania')}`,
          ),
        );
      const erased = await erase(id);
      if (!erased)
        return send(
          reply,
          404,
          page(
            ctx,
            'Nic nie usunięto',
            '/admin/leads/',
            html`<p>${what.name} nr ${id} ${what.missing}.</p>${back('/admin/leads/', 'Wróć do wyszukiwania')}`,
          ),
        );
      await audit(
        sql,
        ctx.session.operator,
        action,
        `${action === 'erase-phone-lead' ? 'phone_lead' : 'partner_signup'}:${id}`,
        now(),
        { created_at: erased.created_at, ...(erased.state ? { state: erased.state } : {}) },
        { erased: true },
      );
      return send(
        reply,
        200,
        page(
          ctx,
          'Dane usunięte',
          '/admin/leads/',
          html`<p role="status">${what.name} nr ${id} ${what.erased} razem z danymi osobowymi.</p>${back('/admin/leads/', 'Wróć do wyszukiwania')}`,
        ),
      );
    });
  eraseRoute(
    '/admin/callbacks/:id/erase/',
    { name: 'Prośba o telefon', erased: 'została usunięta', missing: 'nie istnieje albo już ją usunięto' },
    'erase-phone-lead',
    (id) => erasePhoneLead(sql, id),
  );
  eraseRoute(
    '/admin/partner-signups/:id/erase/',
    { name: 'Zgłoszenie partnera', erased: 'zostało usunięte', missing: 'nie istnieje albo już je usunięto' },
    'erase-partner-signup',
    (id) => erasePartnerSignup(sql, id),
  );

  app.get('/admin/audit/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const query = request.query as Record<string, unknown>;
    const choices = await auditChoices(sql);
    const operatorId =
      typeof query.operator === 'string' && choices.operators.some((o) => o.id === query.operator)
        ? query.operator
        : null;
    const action =
      typeof query.czynnosc === 'string' && choices.actions.includes(query.czynnosc) ? query.czynnosc : null;
    const day = (v: unknown) =>
      typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : null;
    const today = now().toISOString().slice(0, 10);
    const to = day(query.to) ?? today;
    let from = day(query.from) ?? new Date(Date.parse(to) - 29 * DAY).toISOString().slice(0, 10);
    if (from > to) from = to;
    // Whole days in Polish time, as the page shows times: from the first day's midnight to the midnight after the last.
    const filter = {
      operatorId,
      action,
      from: warsawDayStart(from).toISOString(),
      to: warsawDayStart(new Date(Date.parse(to) + DAY).toISOString().slice(0, 10)).toISOString(),
    };
    const counted = await auditPage(sql, filter, 0, 0);
    const pageCount = Math.max(1, Math.ceil(counted.total / AUDIT_PAGE_SIZE));
    const pageNo = readPage(query.strona, pageCount);
    const { rows, total } = await auditPage(sql, filter, AUDIT_PAGE_SIZE, (pageNo - 1) * AUDIT_PAGE_SIZE);
    const params: Record<string, string> = {
      from,
      to,
      ...(operatorId ? { operator: operatorId } : {}),
      ...(action ? { czynnosc: action } : {}),
    };
    const json = (text: string | null) => (text ? html`<code class="json">${text}</code>` : '–');
    const body = html`<p>Każda czynność w konsoli: kto, kiedy, co i jaki był stan przed nią i po niej. Dane osobowe są w dzienniku zamaskowane.</p>
<form method="get" action="/admin/audit/" class="filters">
<p><label for="operator">Operator</label> <select id="operator" name="operator"><option value="">wszyscy</option>${choices.operators.map((o) => html`<option value="${o.id}"${o.id === operatorId ? html` selected` : ''}>${o.email}</option>`)}</select></p>
<p><label for="czynnosc">Czynność</label> <select id="czynnosc" name="czynnosc"><option value="">wszystkie</option>${choices.actions.map((a) => html`<option value="${a}"${a === action ? html` selected` : ''}>${auditActionLabel(a)}</option>`)}</select></p>
<p><label for="from">Od</label> <input id="from" name="from" type="date" value="${from}"></p>
<p><label for="to">Do</label> <input id="to" name="to" type="date" value="${to}"></p>
<p><button type="submit">Pokaż</button></p></form>
<p id="audit-count">Liczba wpisów od ${fmtDay(from)} do ${fmtDay(to)}: ${total}.</p>
${scrollRegion(
  'Dziennik zmian',
  html`<table class="data" id="audit-table"><thead><tr><th scope="col">Czas</th><th scope="col">Operator</th><th scope="col">Czynność</th><th scope="col">Dotyczy</th><th scope="col">Przed</th><th scope="col">Po</th></tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="6">Brak wpisów w tym okresie.</td></tr>` : rows.map((r) => html`<tr><td>${fmtTime(r.at)}</td><td>${r.email ?? (r.operator_id === 'command-line' ? 'wiersz poleceń (npm run admin)' : r.operator_id ? 'konto usunięte' : 'nieznane konto')}</td><td data-action="${r.action}">${auditActionLabel(r.action)}</td><td class="url">${r.subject}</td><td>${json(r.before)}</td><td>${json(r.after)}</td></tr>`)}</tbody></table>`,
)}
${pager('/admin/audit/', params, pageNo, pageCount)}`;
    return send(reply, 200, page(ctx, 'Dziennik zmian', '/admin/audit/', body));
  });
}
