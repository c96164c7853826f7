// The partner portal at /partner-panel/: server-rendered Polish pages behind a partner's own login, with the
// console's frame, headers and rules (server/admin/routes.ts): strict CSP, no-store, noindex, same-origin POSTs
// carrying the session's CSRF token, the same lockout and the app's write rate limits. Its cookie lives under
// /partner-panel/ only and names a partner_sessions row, so it opens nothing under /admin/. Every read goes
// through server/portal/queries.ts with the session's partner id; a row of another partner answers 404 like an
// unknown one.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkPartnerOrigins } from '../../contracts/partner-status';
import { warsawDay } from '../../contracts/law';
import { audit } from '../audit/audit';
import { CSV_BOM, csvLine, money, type Cell } from '../web/csv';
import {
  fmtDay,
  fmtInt,
  fmtTime,
  fmtZl,
  html,
  jsonBlock,
  page,
  scrollRegion,
  type Html,
  type NavItem,
} from '../web/html';
import { warsawTime, daysOf, type DayRange, readRange } from '../web/warsaw-days';
import type { Sender } from '../affiliate/deliveries';
import { expandTemplate, MACROS, validateTemplate } from '../affiliate/macros';
import { postbackHostAllowed } from '../affiliate/ssrf';
import { queueMail } from '../mail/outbox';
import { findPartner } from '../partners/store';
import type { SqlRunner } from '../storage/sql';
import {
  accountByEmail,
  endPartnerSession,
  findPartnerSession,
  issueLink,
  LOGIN_LINK_MINUTES,
  newPortalToken,
  peekLink,
  portalLogin,
  useLink,
  type PartnerSession,
} from './auth';
import { DEFAULT_TARGET, targetsOf, type LinkTarget } from '../../loader/features/mount/targets';
import { destinationOf, TARGET_LABELS, WIDGET_CHOICES } from '../../site/components/snippet';
import { loginLinkMail } from './mail-texts';
import { BRAND, linkGonePage, portalLoginPage, portalNotFoundPage, portalRefusalPage } from './views/auth-pages';
import { loginArea } from '../web/login';
import {
  closeStatements,
  CONVERSION_STATES,
  monthLabel,
  partnerConversion,
  partnerConversions,
  partnerDeliveries,
  partnerExportRows,
  partnerFigures,
  partnerStatements,
  SUBS,
  totalsOf,
  type Grouping,
  type PartnerRow,
} from './queries';
import { PAGE_POLICY } from '../web/guard';
import { formScope, setAreaCookie } from '../web/forms';

export const PORTAL_PREFIX = '/partner-panel/';
export const PORTAL_SESSION_COOKIE = 'pz_partner';
export const PORTAL_LOGIN_COOKIE = 'pz_partner_login';

export const isPortalPath = (path: string): boolean => path === '/partner-panel' || path.startsWith(PORTAL_PREFIX);

export const PORTAL_NAV: readonly NavItem[] = [
  { href: '/partner-panel/', label: 'Wyniki' },
  { href: '/partner-panel/conversions/', label: 'Konwersje' },
  { href: '/partner-panel/postback/', label: 'Postback' },
  { href: '/partner-panel/snippet/', label: 'Kod na stronę' },
  { href: '/partner-panel/origins/', label: 'Strony' },
  { href: '/partner-panel/statements/', label: 'Rozliczenia' },
];

/** Conversion states in the partner's words. */
export const PARTNER_STATE_LABELS: Record<string, string> = {
  pending: 'oczekuje',
  approved: 'zaakceptowana',
  rejected: 'odrzucona',
  paid: 'wypłacona',
  reversed: 'cofnięta',
};

/**
 * Why a conversion is held, in words a partner may read: what kind of check stopped it, never whom it compared
 * with (the operator's detail names other partners) nor anything about the person.
 */
export const PARTNER_HOLD_TEXT: Record<string, string> = {
  duplicate_person: 'ta sama osoba trafiła do nas wcześniej z innego źródła: sprawdzamy, komu należy się konwersja',
  disposable_email: 'wniosek z jednorazowym adresem e-mail: sprawdzamy, czy złożyła go prawdziwa osoba',
  partner_own_email: 'wniosek z adresem e-mail Twojego konta: własnych wniosków nie rozliczamy',
  ip_burst: 'wiele kliknięć z jednego adresu w krótkim czasie: sprawdzamy ten ruch',
  paid_search: 'kliknięcie z reklamy w wyszukiwarce, na którą Twoje konto nie ma zgody',
};
export const partnerHoldText = (stored: string | null): string =>
  (stored ?? '')
    .split(',')
    .filter(Boolean)
    .map((reason) => PARTNER_HOLD_TEXT[reason] ?? 'sprawdzamy tę konwersję')
    .join('; ');

export const PORTAL_LOGIN_MESSAGES = {
  wrong: 'Nieprawidłowy adres e-mail lub hasło.',
  locked: 'Zbyt wiele nieudanych prób. Logowanie z tego konta lub adresu jest zablokowane na 15 minut.',
  csrf: 'Formularz wygasł. Spróbuj zalogować się ponownie.',
  linkSent: `Jeśli ten adres należy do konta partnera, wysłaliśmy na niego link do logowania. Link działa ${LOGIN_LINK_MINUTES} minut i tylko raz.`,
  linkGone: 'Ten link wygasł albo został już użyty. Zaloguj się hasłem albo poproś o nowy link.',
} as const;

/**
 * The widgets the tag builder offers, with where each sends the reader: the site's builder's table
 * (site/components/snippet.ts), so the two never say different things. Not the card form: it needs a PayU POS id,
 * which the partner page's builder asks for.
 */
const PORTAL_WIDGETS = WIDGET_CHOICES.filter((w) => w.name !== 'credit-card');

const SUB_VALUE = /^[A-Za-z0-9._~-]{1,64}$/;

type Ctx = { request: FastifyRequest; reply: FastifyReply; session: PartnerSession; form: Record<string, string> };

export interface PortalDeps {
  sql: SqlRunner;
  now: () => Date;
  smtpConfigured: boolean;
  kickMail(): void;
  /** POSTBACK_TEST_ALLOW_HOSTS (tests only): the SSRF guard's exemptions, exactly as for the operator's postbacks. */
  postbackAllowHosts: ReadonlySet<string>;
  /** Sends a test postback through the same guarded client as real ones (server/affiliate/deliveries.ts). */
  send: Sender;
}

const send = (reply: FastifyReply, status: number, text: string): FastifyReply =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PAGE_POLICY)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    // The link pages carry their token in the address: it never leaves for another site (and forms still send their
    // origin).
    .header('referrer-policy', 'same-origin')
    .send(text);

export const PORTAL_NOT_FOUND_TITLE = 'Nie ma takiej strony';

/** An unknown portal address, or another partner's row: the same answer, which says nothing about either. */
export const sendPortalNotFound = (reply: FastifyReply): FastifyReply =>
  send(reply, 404, portalNotFoundPage(PORTAL_NOT_FOUND_TITLE));

const csrfField = (ctx: Ctx): Html => html`<input type="hidden" name="_csrf" value="${ctx.session.csrfToken}">`;

const numberCells = (r: PartnerRow): Html =>
  html`<td class="num">${fmtInt(r.clicks)}</td><td class="num">${fmtInt(r.registrations)}</td><td class="num">${fmtInt(r.conversions)}</td>${CONVERSION_STATES.map((s) => html`<td class="num">${fmtInt(r.states[s])}</td>`)}<td class="num">${fmtInt(r.held)}</td><td class="num">${fmtZl(r.earnings)}</td><td class="num">${fmtZl(r.payable)}</td>`;

const GROUP_LABELS: Record<Grouping, string> = {
  day: 'dzień',
  sub1: 'sub1',
  sub2: 'sub2',
  sub3: 'sub3',
  sub4: 'sub4',
  sub5: 'sub5',
};

const rangeQuery = (range: DayRange, extra: Record<string, string> = {}) =>
  new URLSearchParams({ from: range.from, to: range.to, ...extra }).toString();

export async function portalRoutes(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { sql, now } = deps;
  await app.register(async (scope) => {
    await formScope(scope);
    const area = loginArea({
      prefix: PORTAL_PREFIX,
      loginPath: '/partner-panel/login/',
      sessionCookie: PORTAL_SESSION_COOKIE,
      loginCookie: PORTAL_LOGIN_COOKIE,
      findSession: (id, at) => findPartnerSession(sql, id, at),
      newToken: newPortalToken,
      now,
      send,
      refusal: portalRefusalPage,
      name: 'portal',
    });
    const showLogin = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      message: string | null,
      email = '',
      notice: string | null = null,
    ) => area.showLogin(request, reply, status, (csrf) => portalLoginPage(csrf, message, email, notice));
    const { preLogin, startSession } = area;
    const authed = (request: FastifyRequest, reply: FastifyReply): Promise<Ctx | null> => area.authed(request, reply);
    const frame = (
      ctx: Ctx,
      status: number,
      title: string,
      current: string,
      body: Html,
      opts: { charts?: boolean; times?: boolean } = {},
    ) =>
      send(
        ctx.reply,
        status,
        page({
          title,
          current,
          brand: BRAND,
          partner: {
            nav: PORTAL_NAV,
            logoutAction: '/partner-panel/logout/',
            who: `partner ${ctx.session.partnerId}`,
            csrfToken: ctx.session.csrfToken,
          },
          ...opts,
          body,
        }),
      );

    // --- Signing in. -----------------------------------------------------------------------------------------------

    scope.get('/partner-panel/login/', async (request, reply) => {
      if (await area.session(request)) return reply.redirect(PORTAL_PREFIX, 303);
      return showLogin(request, reply, 200, null);
    });

    scope.post('/partner-panel/login/', async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      if (!preLogin(request, form)) return showLogin(request, reply, 403, PORTAL_LOGIN_MESSAGES.csrf);
      const email = typeof form.email === 'string' ? form.email : '';
      const result = await portalLogin(
        sql,
        email,
        typeof form.password === 'string' ? form.password : '',
        request.ip,
        now(),
      );
      if (!result.ok) {
        request.log.warn({ reason: result.reason }, 'partner login refused');
        return showLogin(
          request,
          reply,
          result.reason === 'locked' ? 429 : 401,
          PORTAL_LOGIN_MESSAGES[result.reason],
          email.slice(0, 254),
        );
      }
      return startSession(request, reply, result.sessionId);
    });

    // A one-time link goes only to an account's own address; the page says the same whether or not one exists.
    scope.post('/partner-panel/link/', async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      if (!preLogin(request, form)) return showLogin(request, reply, 403, PORTAL_LOGIN_MESSAGES.csrf);
      const account = await accountByEmail(sql, typeof form.email === 'string' ? form.email : '');
      if (account) {
        const at = now();
        const origin = `${request.protocol}://${request.host}`;
        await sql.transaction(async (tx) => {
          const token = await issueLink(tx, account.partnerId, account.email, 'login', at);
          if (token)
            await queueMail(
              tx,
              loginLinkMail(account.email, `${origin}/partner-panel/link/open/?t=${token}`),
              deps.smtpConfigured,
              at,
            );
        });
        deps.kickMail();
      }
      return showLogin(request, reply, 200, null, '', PORTAL_LOGIN_MESSAGES.linkSent);
    });

    // Opening a link shows a button; only its POST uses the token, so a mail scanner that fetches links uses none.
    const linkPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      kind: 'invite' | 'login',
      problem: string | null = null,
    ) => {
      const token = String(
        (request.method === 'GET'
          ? (request.query as Record<string, unknown>).t
          : ((request.body ?? {}) as Record<string, string>).t) ?? '',
      );
      const link = await peekLink(sql, token, now());
      if (!link || link.purpose !== kind) return send(reply, 410, linkGonePage(PORTAL_LOGIN_MESSAGES.linkGone));
      const csrf = newPortalToken();
      setAreaCookie(request, reply, PORTAL_PREFIX, PORTAL_LOGIN_COOKIE, csrf, 3600);
      const body =
        kind === 'invite'
          ? html`<p>Ustaw hasło do panelu partnera <strong>${link.partnerId}</strong>. Hasło ma co najmniej 12 znaków; najlepiej kilka słów, których nie używasz nigdzie indziej.</p>
<form method="post" action="/partner-panel/invite/" class="card login"><input type="hidden" name="_csrf" value="${csrf}"><input type="hidden" name="t" value="${token}">
${problem ? html`<p class="error" role="alert" id="password-error">${problem}</p>` : ''}
<p><label for="password">Nowe hasło</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="12" maxlength="1024" aria-describedby="password-hint${problem ? ' password-error' : ''}"${problem ? html` aria-invalid="true"` : ''}>
<span class="hint" id="password-hint">Co najmniej 12 znaków, bez spacji na początku i na końcu.</span></p>
<p><button type="submit">Ustaw hasło i wejdź do panelu</button></p></form>`
          : html`<form method="post" action="/partner-panel/link/open/" class="card login"><input type="hidden" name="_csrf" value="${csrf}"><input type="hidden" name="t" value="${token}">
<p>Zaloguj się do panelu partnera <strong>${link.partnerId}</strong> tym jednorazowym linkiem.</p>
<p><button type="submit">Zaloguj się</button></p></form>`;
      return send(
        reply,
        problem ? 400 : 200,
        page({ title: kind === 'invite' ? 'Ustaw hasło' : 'Logowanie linkiem', brand: BRAND, body }),
      );
    };
    scope.get('/partner-panel/invite/', (request, reply) => linkPage(request, reply, 'invite'));
    scope.get('/partner-panel/link/open/', (request, reply) => linkPage(request, reply, 'login'));

    const passwordProblemPl = (problem: string) =>
      problem.includes('at least')
        ? 'Hasło musi mieć co najmniej 12 znaków.'
        : problem.includes('space')
          ? 'Hasło nie może zaczynać się ani kończyć spacją.'
          : 'Tego hasła nie da się ustawić: wybierz inne.';
    const useLinkRoute = (kind: 'invite' | 'login') => async (request: FastifyRequest, reply: FastifyReply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      if (!preLogin(request, form)) return showLogin(request, reply, 403, PORTAL_LOGIN_MESSAGES.csrf);
      const link = await peekLink(sql, String(form.t ?? ''), now());
      if (!link || link.purpose !== kind) return linkPage(request, reply, kind);
      const result = await useLink(sql, String(form.t), kind === 'invite' ? String(form.password ?? '') : null, now());
      if (!result.ok && result.reason === 'password')
        return linkPage(request, reply, kind, passwordProblemPl(result.problem ?? ''));
      if (!result.ok) return linkPage(request, reply, kind);
      return startSession(request, reply, result.sessionId);
    };
    scope.post('/partner-panel/invite/', useLinkRoute('invite'));
    scope.post('/partner-panel/link/open/', useLinkRoute('login'));

    scope.post('/partner-panel/logout/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      return area.logout(request, reply, (id) => endPartnerSession(sql, id));
    });

    // --- Numbers. --------------------------------------------------------------------------------------------------

    scope.get('/partner-panel/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const query = request.query as Record<string, unknown>;
      const range = readRange(query, now());
      const by: Grouping = (['day', ...SUBS] as readonly string[]).includes(String(query.by))
        ? (query.by as Grouping)
        : 'day';
      const id = ctx.session.partnerId;
      const rows = await partnerFigures(sql, id, range, by, now());
      const daily = by === 'day' ? rows : await partnerFigures(sql, id, range, 'day', now());
      const byDay = new Map(daily.map((r) => [r.key, r]));
      const days = daysOf(range);
      const chart = {
        days,
        series: [
          { label: 'Kliknięcia', values: days.map((d) => byDay.get(d)?.clicks ?? 0) },
          { label: 'Rejestracje', values: days.map((d) => byDay.get(d)?.registrations ?? 0) },
          { label: 'Konwersje', values: days.map((d) => byDay.get(d)?.conversions ?? 0) },
          {
            label: 'Zaakceptowane',
            values: days.map((d) => (byDay.get(d)?.states.approved ?? 0) + (byDay.get(d)?.states.paid ?? 0)),
          },
        ],
      };
      const totals = totalsOf(rows);
      const head = html`<th scope="col" class="num">Kliknięcia</th><th scope="col" class="num">Rejestracje</th><th scope="col" class="num">Konwersje</th>${CONVERSION_STATES.map((s) => html`<th scope="col" class="num">${PARTNER_STATE_LABELS[s]}</th>`)}<th scope="col" class="num">Wstrzymane</th><th scope="col" class="num">Zarobek</th><th scope="col" class="num">Do wypłaty teraz</th>`;
      const body = html`<form method="get" action="/partner-panel/" class="filters">
<p><label for="from">Od</label> <input id="from" name="from" type="date" value="${range.from}"></p>
<p><label for="to">Do</label> <input id="to" name="to" type="date" value="${range.to}"></p>
<p><label for="by">Podział według</label> <select id="by" name="by">${(['day', ...SUBS] as Grouping[]).map((g) => html`<option value="${g}"${g === by ? html` selected` : ''}>${GROUP_LABELS[g]}</option>`)}</select></p>
<p><button type="submit">Pokaż</button></p>
</form>
<p>Dni liczymy według czasu polskiego. Kliknięcia liczymy w dniu kliknięcia, rejestracje w dniu wniosku (przypisane do partnera pierwszego kliknięcia czytelnika), konwersje w dniu, w którym pożyczkodawca je zgłosił, w ich obecnym stanie. Zarobek to suma Twoich wypłat z konwersji zaakceptowanych i wypłaconych; do wypłaty teraz – ta jego część, której okres weryfikacji minął i która nie jest wstrzymana.</p>
<section aria-labelledby="chart-title">
<h2 id="chart-title">Dzień po dniu</h2>
<div id="partner-chart" class="chart" data-chart="partner-data" role="img" aria-label="Wykres liniowy: kliknięcia, rejestracje, konwersje i zaakceptowane konwersje w kolejnych dniach od ${fmtDay(range.from)} do ${fmtDay(range.to)}. Te same liczby są w tabeli poniżej."></div>
${jsonBlock('partner-data', chart)}
</section>
<section aria-labelledby="table-title">
<h2 id="table-title">Według: ${GROUP_LABELS[by]}</h2>
${scrollRegion(
  `Wyniki według: ${GROUP_LABELS[by]}`,
  html`<table class="data" id="partner-table">
<thead><tr><th scope="col">${by === 'day' ? 'Dzień' : by}</th>${head}</tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="12">Brak danych w tym okresie.</td></tr>` : rows.map((r) => html`<tr data-key="${r.key}"><th scope="row">${by === 'day' ? fmtDay(r.key) : r.key}</th>${numberCells(r)}</tr>`)}</tbody>
<tfoot><tr data-key="total"><th scope="row">Razem</th>${numberCells(totals)}</tr></tfoot>
</table>`,
)}
</section>
<section aria-labelledby="export-title"><h2 id="export-title">Eksport CSV</h2>
<p>Plik otwiera się w Excelu: UTF-8, kolumny rozdzielone średnikiem, kwoty z przecinkiem dziesiętnym, czas polski. Tekst zaczynający się od =, +, - lub @ dostaje na początku apostrof, żeby arkusz nie potraktował go jak formuły.</p>
<ul><li><a href="/partner-panel/export/csv/?${rangeQuery(range, { co: 'clicks' })}" download>Pobierz kliknięcia (CSV)</a></li>
<li><a href="/partner-panel/export/csv/?${rangeQuery(range, { co: 'conversions' })}" download>Pobierz konwersje (CSV)</a></li></ul>
</section>`;
      return frame(ctx, 200, 'Wyniki', '/partner-panel/', body, { charts: true });
    });

    scope.get('/partner-panel/conversions/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const range = readRange(request.query as Record<string, unknown>, now());
      const rows = await partnerConversions(sql, ctx.session.partnerId, range);
      const body = html`<form method="get" action="/partner-panel/conversions/" class="filters">
<p><label for="from">Od</label> <input id="from" name="from" type="date" value="${range.from}"></p>
<p><label for="to">Do</label> <input id="to" name="to" type="date" value="${range.to}"></p>
<p><button type="submit">Pokaż</button></p></form>
${scrollRegion(
  'Konwersje',
  html`<table class="data" id="conversion-table"><thead><tr><th scope="col">Zgłoszona</th><th scope="col">Pożyczkodawca</th><th scope="col">Stan</th><th scope="col">Sub-id</th><th scope="col" class="num">Twoja wypłata</th><th scope="col">Powód wstrzymania</th><th scope="col">Szczegóły</th></tr></thead>
<tbody>${
    rows.length === 0
      ? html`<tr><td colspan="7">Brak konwersji w tym okresie.</td></tr>`
      : rows.map(
          (c) =>
            html`<tr data-conversion="${c.id}"><td>${fmtTime(c.created_at)}</td><td>${c.lender}</td><td>${PARTNER_STATE_LABELS[c.status] ?? c.status}</td><td>${
              SUBS.filter((s) => c[s])
                .map((s) => `${s}=${c[s]}`)
                .join(', ') || '–'
            }</td><td class="num">${fmtZl(Number(c.partner_payout_minor))}</td><td>${c.hold_reason ? partnerHoldText(c.hold_reason) : '–'}</td><td><a href="/partner-panel/conversions/${encodeURIComponent(c.id)}/" aria-label="Szczegóły konwersji z ${fmtTime(c.created_at)}">Pokaż</a></td></tr>`,
        )
  }</tbody></table>`,
)}`;
      return frame(ctx, 200, 'Konwersje', '/partner-panel/conversions/', body, { times: true });
    });

    scope.get('/partner-panel/conversions/:id/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const id = String((request.params as { id: string }).id).slice(0, 100);
      const c = await partnerConversion(sql, ctx.session.partnerId, id);
      if (!c) return sendPortalNotFound(reply);
      const body = html`<dl class="facts">
<dt>Zgłoszona</dt><dd>${fmtTime(c.created_at)}</dd>
<dt>Pożyczkodawca</dt><dd>${c.lender}</dd>
<dt>Stan</dt><dd>${PARTNER_STATE_LABELS[c.status] ?? c.status}</dd>
<dt>Identyfikator kliknięcia (click_id)</dt><dd>${c.click_id}</dd>
${SUBS.map((s) => html`<dt>${s}</dt><dd>${c[s] ?? '–'}</dd>`)}
<dt>Twoja wypłata</dt><dd>${fmtZl(Number(c.partner_payout_minor))}</dd>
<dt>Do wypłaty od</dt><dd>${c.payable_from ? fmtDay(c.payable_from) : '–'}</dd>
<dt>Wstrzymana</dt><dd>${c.hold_reason ? partnerHoldText(c.hold_reason) : 'nie'}</dd>
</dl><p><a href="/partner-panel/conversions/">Wróć do konwersji</a></p>`;
      return frame(ctx, 200, 'Konwersja', '/partner-panel/conversions/', body, { times: true });
    });

    scope.get('/partner-panel/export/csv/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const query = request.query as Record<string, unknown>;
      const kind = query.co === 'clicks' || query.co === 'conversions' ? query.co : null;
      if (!kind)
        return frame(
          ctx,
          400,
          'Nie ma takiego eksportu',
          '/partner-panel/',
          html`<p role="alert">Wybierz, co pobrać: kliknięcia albo konwersje.</p><p><a href="/partner-panel/">Wróć do wyników</a></p>`,
        );
      const range = readRange(query, now());
      return reply
        .code(200)
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${kind === 'clicks' ? 'klikniecia' : 'konwersje'}_${range.from}_${range.to}.csv"`,
        )
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(Readable.from(exportCsv(sql, ctx.session.partnerId, range, kind)));
    });

    // --- Postback. -------------------------------------------------------------------------------------------------

    const postbackPage = async (
      ctx: Ctx,
      status: number,
      value: string | null,
      error: string | null,
      notice: Html | null,
    ) => {
      const partner = await findPartner(sql, ctx.session.partnerId);
      const current = value ?? partner?.postbackUrl ?? '';
      const log = await partnerDeliveries(sql, ctx.session.partnerId);
      const body = html`${notice ?? ''}<p>Po każdej zmianie stanu Twojej konwersji wywołujemy (GET) Twój adres postbacku. Makra w nawiasach klamrowych zastępujemy wartościami (zakodowanymi jak część adresu):</p>
<ul class="macros">${MACROS.map((m) => html`<li><code>{${m}}</code> – ${MACRO_TEXT[m]}</li>`)}</ul>
<p>Wysyłamy tylko na publiczne adresy internetowe: adres w sieci prywatnej, localhost lub przekierowanie nie zadziała. Odpowiedź 2xx oznacza dostarczenie; inaczej ponawiamy próbę z rosnącym odstępem.</p>
${error ? html`<p class="error" role="alert" id="postback-error">${error}</p>` : ''}
<form method="post" action="/partner-panel/postback/" class="settings">${csrfField(ctx)}
<p><label for="postback_url">Adres postbacku</label>
<input id="postback_url" name="postback_url" type="url" maxlength="2000" autocomplete="off" value="${current}" aria-describedby="postback-hint${error ? ' postback-error' : ''}"${error ? html` aria-invalid="true"` : ''}>
<span class="hint" id="postback-hint">Np. https://tracker.twojastrona.pl/pb?cid={click_id}&amp;s1={sub1}&amp;status={status}&amp;payout={payout}. Pozostaw puste, żeby wyłączyć postbacki.</span></p>
<p><button type="submit">Zapisz adres</button></p></form>
<form method="post" action="/partner-panel/postback/test/" class="settings">${csrfField(ctx)}
<p>Testowy postback wywoła zapisany adres z przykładowymi wartościami: <code>click_id=test-…</code>, <code>status=approved</code>, <code>payout=0.00</code>, <code>txid=test</code>.</p>
<p><button type="submit"${partner?.postbackUrl ? '' : html` disabled`}>Wyślij testowy postback</button></p></form>
<section aria-labelledby="log-title"><h2 id="log-title">Dziennik postbacków</h2>
${scrollRegion(
  'Dziennik postbacków',
  html`<table class="data" id="delivery-table"><thead><tr><th scope="col">Czas</th><th scope="col">Rodzaj</th><th scope="col">Stan</th><th scope="col" class="num">Próby</th><th scope="col">Odpowiedź</th><th scope="col">Adres</th></tr></thead>
<tbody>${log.length === 0 ? html`<tr><td colspan="6">Nie wysłaliśmy jeszcze żadnego postbacku.</td></tr>` : log.map((d) => html`<tr data-delivery="${d.kind}"><td>${fmtTime(d.created_at)}</td><td>${d.kind === 'test' ? 'test' : `konwersja: ${PARTNER_STATE_LABELS[d.status ?? ''] ?? d.status}`}</td><td>${DELIVERY_LABELS[d.state] ?? d.state}</td><td class="num">${fmtInt(d.attempts)}</td><td>${d.http_status !== null ? `HTTP ${d.http_status}` : ''}${d.error ? ` ${d.error}` : ''}${d.http_status === null && !d.error ? '–' : ''}</td><td class="url">${d.url}</td></tr>`)}</tbody></table>`,
)}
</section>`;
      return frame(ctx, status, 'Postback', '/partner-panel/postback/', body, { times: true });
    };

    scope.get('/partner-panel/postback/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const q = request.query as Record<string, unknown>;
      const notice = q.zapisano === '1' ? html`<p class="notice" role="status">Zapisano adres postbacku.</p>` : null;
      return postbackPage(ctx, 200, null, null, notice);
    });

    scope.post('/partner-panel/postback/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const raw = String(ctx.form.postback_url ?? '')
        .trim()
        .slice(0, 2100);
      let url: string | null = null;
      if (raw) {
        const checked = validateTemplate(raw);
        if (!checked.ok)
          return postbackPage(
            ctx,
            400,
            raw,
            `Tego adresu nie zapiszemy: musi zaczynać się od https:// (albo http://), nie może zawierać spacji, nazwy użytkownika ani hasła, a makra mogą stać tylko po nazwie hosta. Dozwolone makra: ${MACROS.map((m) => `{${m}}`).join(' ')}.`,
            null,
          );
        if (!(await postbackHostAllowed(checked.template, deps.postbackAllowHosts)))
          return postbackPage(
            ctx,
            400,
            raw,
            'Ten adres prowadzi do sieci prywatnej albo do naszego serwera: podaj publiczny adres swojego trackera.',
            null,
          );
        url = checked.template;
      }
      const id = ctx.session.partnerId;
      const at = now().toISOString();
      const before = await sql.get<{ url_template: string }>(
        'SELECT url_template FROM partner_postbacks WHERE partner_id = ?',
        [id],
      );
      if (url === null) await sql.run('DELETE FROM partner_postbacks WHERE partner_id = ?', [id]);
      else {
        await sql.run(
          `INSERT INTO partner_postbacks (partner_id, url_template, enabled, created_at, updated_at) VALUES (?, ?, 1, ?, ?)
           ON CONFLICT (partner_id) DO UPDATE SET url_template = excluded.url_template, enabled = 1, updated_at = excluded.updated_at`,
          [id, url, at, at],
        );
      }
      await audit(
        sql,
        { id: `partner:${id}` },
        'partner-postback',
        id,
        now(),
        { postbackUrl: before?.url_template ?? null },
        { postbackUrl: url },
      );
      return reply.redirect('/partner-panel/postback/?zapisano=1', 303);
    });

    scope.post('/partner-panel/postback/test/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const id = ctx.session.partnerId;
      const partner = await findPartner(sql, id);
      if (!partner?.postbackUrl) return postbackPage(ctx, 409, null, 'Najpierw zapisz adres postbacku.', null);
      const testId = randomUUID();
      const url = expandTemplate(partner.postbackUrl, {
        click_id: `test-${testId.slice(0, 8)}`,
        sub1: 'test',
        sub2: '',
        sub3: '',
        sub4: '',
        sub5: '',
        status: 'approved',
        payout: '0.00',
        currency: 'PLN',
        txid: 'test',
        aff_id: id,
        pid: id,
      });
      // The same guarded client as real postbacks: the address is checked again at connect time.
      const result = await deps.send(url);
      const delivered = result.kind === 'answered' && result.status >= 200 && result.status < 300;
      const state = delivered ? 'delivered' : result.kind === 'refused' ? 'refused' : 'failed';
      const httpStatus = result.kind === 'answered' ? result.status : null;
      const error =
        result.kind === 'answered' ? (delivered ? null : `HTTP ${result.status}`) : result.error.slice(0, 200);
      await sql.run(
        'INSERT INTO partner_test_postbacks (id, partner_id, created_at, url, state, http_status, error) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [testId, id, now().toISOString(), url, state, httpStatus, error],
      );
      const notice = delivered
        ? html`<p class="notice" role="status">Testowy postback dostarczony: Twój serwer odpowiedział HTTP ${httpStatus}.</p>`
        : html`<p class="error" role="alert">Testowy postback nie został dostarczony: ${result.kind === 'answered' ? `Twój serwer odpowiedział HTTP ${httpStatus}` : result.kind === 'refused' ? 'adres nie jest publiczny' : `brak odpowiedzi (${error})`}.</p>`;
      return postbackPage(ctx, 200, null, null, notice);
    });

    // --- The tag to paste. -----------------------------------------------------------------------------------------

    scope.get('/partner-panel/snippet/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const q = request.query as Record<string, unknown>;
      const chosen = PORTAL_WIDGETS.find((w) => w.name === q.widget) ?? PORTAL_WIDGETS[0]!;
      const errors: string[] = [];
      const targets = targetsOf(chosen.name);
      let target: LinkTarget = DEFAULT_TARGET;
      // A widget that never leaves the page has no such setting: a value left from another widget is not a mistake.
      if (typeof q.target === 'string' && q.target !== '' && targets.length > 0) {
        if ((targets as readonly string[]).includes(q.target)) target = q.target as LinkTarget;
        else
          errors.push(
            `Nasze strony otwierają się: ten widżet przyjmuje tylko „${targets.map((t) => TARGET_LABELS[t]).join('” albo „')}”. W kodzie zostało „${TARGET_LABELS[DEFAULT_TARGET]}”.`,
          );
      }
      const subs: [string, string][] = [];
      for (const s of SUBS) {
        const value = typeof q[s] === 'string' ? (q[s] as string).trim() : '';
        if (!value) continue;
        if (SUB_VALUE.test(value)) subs.push([s, value]);
        else
          errors.push(
            `${s}: tylko litery, cyfry i znaki . _ ~ - (do 64 znaków). Tej wartości nie wstawiliśmy do kodu.`,
          );
      }
      const origin = `${request.protocol}://${request.host}`;
      const id = ctx.session.partnerId;
      const attrs = [
        `data-widget="${chosen.name}"`,
        ...(target === DEFAULT_TARGET ? [] : [`data-target="${target}"`]),
        ...subs.map(([k, v]) => `data-${k}="${v}"`),
      ].join(' ');
      const code = `<script>window.pageConfig = { providerId: "${id}" };</script>\n<script async src="${origin}/loader.js"></script>\n<div ${attrs}></div>`;
      const body = html`<p>Twój identyfikator partnera: <strong>${id}</strong>. Wklej kod w miejscu strony, w którym ma się pojawić widżet; skrypt wystarczy raz na stronie. Sub-id (sub1–sub5) to Twoje własne oznaczenia, np. miejsca na stronie albo kampanii: zobaczysz je w wynikach, w konwersjach i w postbackach.</p>
${errors.length ? html`<div class="error" role="alert"><ul>${errors.map((e) => html`<li>${e}</li>`)}</ul></div>` : ''}
<form method="get" action="/partner-panel/snippet/" class="settings">
<p><label for="widget">Widżet</label> <select id="widget" name="widget">${PORTAL_WIDGETS.map((w) => html`<option value="${w.name}"${w === chosen ? html` selected` : ''}>${w.label}</option>`)}</select></p>
${targets.length > 0 ? html`<p><label for="target">Nasze strony otwierają się</label> <select id="target" name="target" aria-describedby="goes">${targets.map((t) => html`<option value="${t}"${t === target ? html` selected` : ''}>${TARGET_LABELS[t]}</option>`)}</select></p>` : ''}
${SUBS.map((s) => html`<p><label for="${s}">${s} (opcjonalnie)</label> <input id="${s}" name="${s}" type="text" maxlength="64" pattern="[A-Za-z0-9._~\\-]{1,64}" value="${typeof q[s] === 'string' ? (q[s] as string).slice(0, 64) : ''}"></p>`)}
<p><button type="submit">Przygotuj kod</button></p></form>
<section aria-labelledby="code-title"><h2 id="code-title">Kod do wklejenia</h2>
<p id="goes">${destinationOf({ widget: chosen.name, target })}</p>
<pre class="code" id="snippet-code" tabindex="0" aria-label="Kod do wklejenia">${code}</pre>
<p><button type="button" data-copy="snippet-code">Kopiuj kod</button> <span data-copied="snippet-code" role="status"></span></p>
</section>`;
      return frame(ctx, 200, 'Kod na stronę', '/partner-panel/snippet/', body, { charts: true });
    });

    // --- Approved origins and requests for new ones. ---------------------------------------------------------------

    const originsPage = async (ctx: Ctx, status: number, error: string | null, notice: string | null, value = '') => {
      const partner = await findPartner(sql, ctx.session.partnerId);
      const requests = await sql.all<{ origin: string; created_at: string; status: string }>(
        'SELECT origin, created_at, status FROM partner_origin_requests WHERE partner_id = ? ORDER BY created_at DESC LIMIT 50',
        [ctx.session.partnerId],
      );
      const body = html`${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}<p>Nasze formularze i ramka identyfikatora działają tylko na zatwierdzonych stronach. Na innej stronie widżet pokaże informację, że nie jest jeszcze aktywny.</p>
<h2>Zatwierdzone strony</h2>
${partner && partner.origins.length > 0 ? html`<ul id="origin-list">${partner.origins.map((o) => html`<li class="url">${o}</li>`)}</ul>` : html`<p id="origin-list">Nie masz jeszcze zatwierdzonej strony.</p>`}
<h2>Poproś o dodanie strony</h2>
${error ? html`<p class="error" role="alert" id="origin-error">${error}</p>` : ''}
<form method="post" action="/partner-panel/origins/" class="settings">${csrfField(ctx)}
<p><label for="origin">Adres strony</label> <input id="origin" name="origin" type="url" required maxlength="300" value="${value}" aria-describedby="origin-hint${error ? ' origin-error' : ''}"${error ? html` aria-invalid="true"` : ''}>
<span class="hint" id="origin-hint">Schemat i host, np. https://blog.example.pl. Prośbę rozpatruje nasz zespół.</span></p>
<p><button type="submit">Wyślij prośbę</button></p></form>
${requests.length ? scrollRegion('Twoje prośby', html`<table class="data" id="origin-requests"><thead><tr><th scope="col">Wysłana</th><th scope="col">Strona</th><th scope="col">Stan</th></tr></thead><tbody>${requests.map((r) => html`<tr><td>${fmtTime(r.created_at)}</td><td class="url">${r.origin}</td><td>${REQUEST_LABELS[r.status] ?? r.status}</td></tr>`)}</tbody></table>`) : ''}`;
      return frame(ctx, status, 'Strony', '/partner-panel/origins/', body, { times: true });
    };

    scope.get('/partner-panel/origins/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      return originsPage(
        ctx,
        200,
        null,
        (request.query as Record<string, unknown>).wyslano === '1'
          ? 'Prośba wysłana: damy znać, gdy strona zostanie zatwierdzona.'
          : null,
      );
    });

    scope.post('/partner-panel/origins/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const raw = String(ctx.form.origin ?? '')
        .trim()
        .slice(0, 300);
      const checked = checkPartnerOrigins(raw);
      if (!checked.ok || checked.origins.length !== 1)
        return originsPage(
          ctx,
          400,
          `Tego adresu nie przyjmiemy: ${checked.ok ? 'podaj jeden adres.' : checked.errors.join(' ')}`,
          null,
          raw,
        );
      const origin = checked.origins[0]!;
      const partner = await findPartner(sql, ctx.session.partnerId);
      if (partner?.origins.includes(origin))
        return originsPage(ctx, 400, `Strona ${origin} jest już zatwierdzona.`, null, raw);
      await sql.run(
        "INSERT INTO partner_origin_requests (id, partner_id, origin, created_at, status) VALUES (?, ?, ?, ?, 'pending') ON CONFLICT (partner_id, origin, status) DO NOTHING",
        [randomUUID(), ctx.session.partnerId, origin, now().toISOString()],
      );
      return reply.redirect('/partner-panel/origins/?wyslano=1', 303);
    });

    // --- Monthly statements. ---------------------------------------------------------------------------------------

    scope.get('/partner-panel/statements/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      const partner = await findPartner(sql, ctx.session.partnerId);
      if (partner)
        await closeStatements(sql, partner.id, warsawDay(now()), warsawDay(new Date(partner.createdAt)), now());
      const rows = await partnerStatements(sql, ctx.session.partnerId);
      const body = html`<p>Po zakończeniu każdego miesiąca przygotowujemy zestawienie konwersji zaakceptowanych w tym miesiącu i kwoty do wypłaty (suma Twoich wypłat z tych konwersji). Gdy przelejemy pieniądze, zestawienie zmienia stan na „wypłacone”.</p>
${scrollRegion(
  'Rozliczenia miesięczne',
  html`<table class="data" id="statement-table"><thead><tr><th scope="col">Miesiąc</th><th scope="col" class="num">Konwersje</th><th scope="col" class="num">Kwota</th><th scope="col">Stan</th></tr></thead>
<tbody>${rows.length === 0 ? html`<tr><td colspan="4">Nie ma jeszcze zamkniętego miesiąca.</td></tr>` : rows.map((s) => html`<tr data-month="${s.month}"><th scope="row">${monthLabel(s.month)}</th><td class="num">${fmtInt(s.conversions)}</td><td class="num">${fmtZl(s.amount_minor)}</td><td>${s.paid_at ? `wypłacone ${fmtTime(s.paid_at)}` : s.amount_minor > 0 ? 'do wypłaty' : 'nic do wypłaty'}</td></tr>`)}</tbody></table>`,
)}`;
      return frame(ctx, 200, 'Rozliczenia', '/partner-panel/statements/', body, { times: true });
    });
  });
}

const MACRO_TEXT: Record<(typeof MACROS)[number], string> = {
  click_id: 'identyfikator kliknięcia',
  sub1: 'Twój sub1',
  sub2: 'Twój sub2',
  sub3: 'Twój sub3',
  sub4: 'Twój sub4',
  sub5: 'Twój sub5',
  status: 'stan konwersji: pending, approved, rejected, paid albo reversed',
  payout: 'Twoja wypłata z konwersji, z kropką dziesiętną (40.00)',
  currency: 'waluta (PLN)',
  txid: 'identyfikator transakcji u pożyczkodawcy',
  aff_id: 'aff_id z adresu strony, jeśli był',
  pid: 'pid z adresu strony, jeśli był',
};
const DELIVERY_LABELS: Record<string, string> = {
  pending: 'w kolejce',
  delivered: 'dostarczony',
  failed: 'nieudany',
  refused: 'odrzucony (adres niepubliczny)',
};
const REQUEST_LABELS: Record<string, string> = {
  pending: 'czeka na decyzję',
  approved: 'zatwierdzona',
  rejected: 'odrzucona',
};

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** The partner's CSV: its own rows only, formulas neutralised by the console's CSV writer (server/web/csv.ts). */
async function* exportCsv(
  sql: SqlRunner,
  partnerId: string,
  range: DayRange,
  kind: 'clicks' | 'conversions',
): AsyncGenerator<string> {
  const subs = ['Sub1', 'Sub2', 'Sub3', 'Sub4', 'Sub5'];
  const headers =
    kind === 'clicks'
      ? [
          'Identyfikator kliknięcia',
          'Czas',
          'Dzień',
          'Pożyczkodawca',
          'Oferta',
          ...subs,
          'Źródło (utm_source)',
          'Kwota (zł)',
          'Okres',
          'Jednostka okresu',
        ]
      : [
          'Identyfikator kliknięcia',
          'Zgłoszona',
          'Dzień',
          'Pożyczkodawca',
          ...subs,
          'Stan',
          'Zaakceptowana',
          'Twoja wypłata (zł)',
          'Waluta',
          'Do wypłaty od',
          'Powód wstrzymania',
        ];
  yield CSV_BOM + csvLine(headers);
  for await (const rows of partnerExportRows(sql, partnerId, range, kind)) {
    yield rows
      .map((r) => {
        const when = warsawTime(text(r.time_));
        const subCells: Cell[] = SUBS.map((s) => text(r[s]));
        const cells: Cell[] =
          kind === 'clicks'
            ? [
                text(r.key_),
                when,
                when.slice(0, 10),
                text(r.lender),
                num(r.offer_id),
                ...subCells,
                text(r.utm_source),
                num(r.amount),
                num(r.term),
                r.term_unit === 'months' ? 'miesiące' : r.term_unit === 'days' ? 'dni' : null,
              ]
            : [
                text(r.click_id),
                when,
                when.slice(0, 10),
                text(r.lender),
                ...subCells,
                PARTNER_STATE_LABELS[String(r.status)] ?? text(r.status),
                r.approved_at ? warsawTime(String(r.approved_at)) : null,
                money(num(r.partner_payout_minor)),
                text(r.currency),
                text(r.payable_from),
                r.hold_reason ? partnerHoldText(String(r.hold_reason)) : null,
              ];
        return csvLine(cells);
      })
      .join('');
  }
}
