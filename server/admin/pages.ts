// The console's pages of the money trail and the leads: each route reads through server/admin/queries.ts and
// renders its component (views/ledger-pages.tsx, views/lead-pages.tsx).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseUuidV4 } from '../../contracts/uuid';
import { linkSecret, withdrawalPath } from '../consents/ledger';
import { eraseLead } from './erasure';
import { contactRequestsFound } from './work-pages';
import { canChange, consoleEnv, operatorOf } from './context';
import { HOLD_REASON_LABELS, STATUS_LABELS } from './labels';
import {
  clickList,
  conversionList,
  dailyMoney,
  decidedHold,
  deliveryList,
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
} from './queries';
import { listHref, readFilters, readPage, type ListFilters, type ListShape } from './lists';
import type { Authed, AuthedRequest, ConsoleContext, ConsoleEnv } from './context';
import { audit } from '../audit/audit';
import { daysOf, readRange } from '../web/warsaw-days';
import { clicksPage, conversionsPage, deliveriesPage, earningsPage, funnelPage, holdsPage } from './views/ledger-pages';
import { leadPage, leadsPage, SEARCH_MAX } from './views/lead-pages';
import { notFound, sendMessage } from './views/message';

export const SEARCH_MOVED =
  'Wyszukiwanie działa teraz tylko przez formularz poniżej – szukany tekst nie trafia już do adresu strony.';

/** The query parameter naming the hold just decided, so the page after the redirect can say what happened. */
const DECIDED_PARAM = 'decyzja';

/** What a decision did, to which conversion: „Zwolniono blokadę … konwersji TX-1 (kasomir, partner p1): …”. */
export function decisionMessage(hold: DecidedHold): string {
  const what =
    `blokadę „${HOLD_REASON_LABELS[hold.reason] ?? hold.reason}” konwersji ${hold.txid} ` +
    `(${hold.lender}, ${hold.partner_id ? `partner ${hold.partner_id}` : 'bez partnera'})`;
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
const CONVERSIONS_SHAPE: ListShape = { states: STATUS_LABELS, partner: true, lender: true };

type PageDeps = ConsoleEnv;

const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

// Lead search posts its term: a phone number or an e-mail in a GET address would stay in the browser's history,
// in proxy and access logs and in Referer headers. The list without a term stays a plain GET, with its filters
// (a period and a partner: nothing personal) and its page in the address.
async function sendLeads(
  { sql, send }: PageDeps,
  ctx: AuthedRequest,
  asked: { term: string } | { filters: ListFilters; page: number },
  notice: string | null,
) {
  const list = 'filters' in asked ? await leadList(sql, asked.filters, asked.page) : null;
  const term = 'term' in asked ? asked.term : '';
  return send(
    ctx.reply,
    200,
    leadsPage({
      operator: operatorOf(ctx),
      notice,
      term,
      found: list ? list.rows : await findLeads(sql, term),
      list: list && 'filters' in asked ? { shape: LEADS_SHAPE, filters: asked.filters, paging: list.paging } : null,
      contacts: term ? await contactRequestsFound(sql, ctx, term) : null,
    }),
  );
}

async function funnelRoute({ sql, now, send, authed }: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = queryOf(request);
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
  return send(reply, 200, funnelPage({ operator: operatorOf(ctx), range, by, rows, totals, chart }));
}

async function earningsRoute({ sql, now, send, authed }: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const range = readRange(queryOf(request), now());
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
  return send(reply, 200, earningsPage({ operator: operatorOf(ctx), range, partners, lenders, chart }));
}

async function holdsRoute({ sql, send, authed }: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = queryOf(request);
  const filters = readFilters(query, HOLDS_SHAPE);
  const { rows, paging } = await openHoldList(sql, filters, readPage(query));
  // After a decision the page says what happened to which conversion (the redirect names the hold).
  const decidedId = query[DECIDED_PARAM];
  const decided = typeof decidedId === 'string' && decidedId.length <= 64 ? await decidedHold(sql, decidedId) : null;
  return send(
    reply,
    200,
    holdsPage({
      operator: operatorOf(ctx),
      notice: decided ? decisionMessage(decided) : null,
      shape: HOLDS_SHAPE,
      filters,
      rows,
      paging,
      csrf: canChange(ctx) ? ctx.session.csrfToken : null,
    }),
  );
}

async function decideHold(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = String((request.params as { id: string }).id).slice(0, 64);
  const resolution = ctx.form.resolution;
  const back = { current: '/admin/holds/', href: '/admin/holds/', linkText: 'Wróć do listy' };
  if (resolution !== 'released' && resolution !== 'confirmed')
    return sendMessage(d, ctx, 400, {
      title: 'Nie zapisano decyzji',
      text: 'Wybierz „Zwolnij” albo „Potwierdź”.',
      alert: true,
      ...back,
    });
  // The decision cannot be undone: without the ticked confirmation nothing changes (this works without JavaScript).
  if (ctx.form.confirm !== 'yes')
    return sendMessage(d, ctx, 400, {
      title: 'Nie zapisano decyzji',
      text:
        'Decyzji nie zapisano: zaznacz pole potwierdzenia przy konwersji, ' +
        'a potem wybierz „Zwolnij” albo „Potwierdź”.',
      alert: true,
      ...back,
    });
  const done = await resolveHold(sql, id, resolution, ctx.session.operator.id, now());
  if (!done) return notFound(d, ctx, 'Nie ma takiej blokady', 'Tej blokady nie ma albo już ją rozpatrzono.', back);
  await audit(sql, ctx.session.operator, `hold-${resolution}`, id, now(), { hold: 'open' }, { hold: resolution });
  return reply.redirect(
    listHref('/admin/holds/', readFilters(ctx.form, HOLDS_SHAPE), { page: readPage(ctx.form), [DECIDED_PARAM]: id }),
    303,
  );
}

async function deliveriesRoute({ sql, send, authed }: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = queryOf(request);
  const filters = readFilters(query, DELIVERIES_SHAPE);
  // Three lists on one page, each with its own page in the address.
  const [leads, partnerPostbacks, lenderPostbacks] = [
    await deliveryList(sql, filters, readPage(query, 'leads_page')),
    await partnerPostbackList(sql, filters, readPage(query, 'partner_page')),
    await lenderPostbackList(sql, filters, readPage(query, 'lender_page')),
  ];
  return send(
    reply,
    200,
    deliveriesPage({
      operator: operatorOf(ctx),
      shape: DELIVERIES_SHAPE,
      filters,
      leads,
      partnerPostbacks,
      lenderPostbacks,
    }),
  );
}

async function clicksRoute({ sql, send, authed }: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = queryOf(request);
  const filters = readFilters(query, CLICKS_SHAPE);
  const { rows, paging } = await clickList(sql, filters, readPage(query));
  return send(reply, 200, clicksPage({ operator: operatorOf(ctx), shape: CLICKS_SHAPE, filters, rows, paging }));
}

async function conversionsRoute({ sql, send, authed }: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const query = queryOf(request);
  const filters = readFilters(query, CONVERSIONS_SHAPE);
  const { rows, paging } = await conversionList(sql, filters, readPage(query));
  return send(
    reply,
    200,
    conversionsPage({ operator: operatorOf(ctx), shape: CONVERSIONS_SHAPE, filters, rows, paging }),
  );
}

async function leadListRoute(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await d.authed(request, reply);
  if (!ctx) return reply;
  const query = queryOf(request);
  // An old bookmark or link with the term in its address: the term is neither searched, shown nor logged.
  const oldAddress = Object.hasOwn(query, 'q');
  return sendLeads(
    d,
    ctx,
    { filters: readFilters(query, LEADS_SHAPE), page: readPage(query) },
    oldAddress ? SEARCH_MOVED : null,
  );
}

async function leadSearch(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await d.authed(request, reply);
  if (!ctx) return reply;
  const q = typeof ctx.form.q === 'string' ? ctx.form.q.trim().slice(0, SEARCH_MAX) : '';
  return sendLeads(d, ctx, { term: q }, null);
}

const BACK_TO_LEADS = { href: '/admin/leads/', linkText: 'Wróć do wyszukiwania' };

async function leadRoute(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = normaliseUuidV4((request.params as { id: string }).id);
  const story = id ? await leadStory(sql, id) : null;
  if (!story)
    return notFound(
      d,
      ctx,
      'Nie ma takiego leada',
      'Ten lead nie istnieje albo jego dane usunięto (po usunięciu lead dostaje nowy, losowy identyfikator).',
      BACK_TO_LEADS,
    );
  const secret = await linkSecret(sql);
  return send(
    reply,
    200,
    leadPage({
      operator: operatorOf(ctx),
      story,
      withdrawal: (consentId) => withdrawalPath(secret, consentId),
      canErase: story.erasedAt === null && canChange(ctx),
    }),
  );
}

async function eraseLeadData(d: PageDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, authed } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = normaliseUuidV4((request.params as { id: string }).id);
  if (!id || ctx.form.confirm !== 'yes')
    return sendMessage(d, ctx, 400, {
      title: 'Nie usunięto danych',
      text: 'Zaznacz potwierdzenie żądania, aby usunąć dane.',
      alert: true,
      href: `/admin/leads/${id ?? ''}/`,
      linkText: 'Wróć do leada',
    });
  const result = await eraseLead(sql, id, ctx.session.operator.id, now());
  if (!result)
    return notFound(
      d,
      ctx,
      'Nie ma takiego leada',
      'Ten lead nie istnieje albo jego dane już usunięto.',
      BACK_TO_LEADS,
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

export async function consolePages(app: FastifyInstance, context: ConsoleContext, authed: Authed): Promise<void> {
  const d: PageDeps = consoleEnv(context, authed);
  app.get('/admin/', (request, reply) => funnelRoute(d, request, reply));
  app.get('/admin/partners/', (request, reply) => earningsRoute(d, request, reply));
  app.get('/admin/holds/', (request, reply) => holdsRoute(d, request, reply));
  app.post('/admin/holds/:id/', (request, reply) => decideHold(d, request, reply));
  app.get('/admin/deliveries/', (request, reply) => deliveriesRoute(d, request, reply));
  app.get('/admin/clicks/', (request, reply) => clicksRoute(d, request, reply));
  app.get('/admin/conversions/', (request, reply) => conversionsRoute(d, request, reply));
  app.get('/admin/leads/', (request, reply) => leadListRoute(d, request, reply));
  app.post('/admin/leads/', { config: { forAnalysts: true } }, (request, reply) => leadSearch(d, request, reply));
  app.get('/admin/leads/:id/', (request, reply) => leadRoute(d, request, reply));
  app.post('/admin/leads/:id/erase/', (request, reply) => eraseLeadData(d, request, reply));
}
