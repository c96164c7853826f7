// The console's working screens: the call-back queue („Prośby o telefon”), the audit trail („Dziennik zmian”), and
// the erasure of call-back requests and partner sign-ups found by the lead search. Phone numbers appear on these
// pages only: never in an address, a log line or the audit trail (which keeps states, not numbers).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callbackPromise, warsawDayStart } from '../../contracts/callback-hours';
import { formatPolishMobile } from '../../contracts/checks/phone';
import type { SqlRunner } from '../storage/sql';
import { audit, auditChoices, auditPage } from '../audit/audit';
import {
  CALLBACK_FILTERS,
  CALLBACK_STATE_LABELS,
  callbackQueue,
  erasePartnerSignup,
  erasePhoneLead,
  findContactRequests,
  isCallbackState,
  moveCallback,
  type CallbackFilter,
} from './callbacks';
import { readPage } from '../web/format';
import { notFound, sendMessage } from './views/message';
import { auditTrailPage, callbacksPage, type ContactRequestsProps } from './views/work-pages';
import { canChange, consoleEnv, operatorOf } from './context';
import type { Authed, AuthedRequest, ConsoleContext, ConsoleEnv } from './context';

export const CALLBACK_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 50;
const DAY = 86_400_000;
/** The query parameter naming the request just moved, so the page after the redirect says what happened. */
const MOVED_PARAM = 'zmiana';

const shownPhone = (phone: string): string => (/^\+48\d{9}$/.test(phone) ? formatPolishMobile(phone) : phone);
const requestId = (raw: unknown): number | null =>
  typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : null;

/**
 * The lead search's results among call-back requests and partner sign-ups, each with its erasure form (administrators).
 */
export async function contactRequestsFound(
  sql: SqlRunner,
  ctx: AuthedRequest,
  term: string,
): Promise<ContactRequestsProps> {
  const { phoneLeads, partnerSignups } = await findContactRequests(sql, term);
  return {
    phoneLeads: phoneLeads.map((p) => ({ ...p, phone: shownPhone(p.phone) })),
    partnerSignups,
    csrf: canChange(ctx) ? ctx.session.csrfToken : null,
  };
}

type WorkDeps = ConsoleEnv;

/** A short answer after a change, with the link back to the list it came from. */
const answer = (
  d: WorkDeps,
  ctx: AuthedRequest,
  status: number,
  message: { title: string; text: string; role?: 'alert' | 'status'; back: 'callbacks' | 'leads' },
) => {
  const [current, linkText] =
    message.back === 'callbacks' ? ['/admin/callbacks/', 'Wróć do listy'] : ['/admin/leads/', 'Wróć do wyszukiwania'];
  const { back: _back, ...shown } = message;
  return sendMessage(d, ctx, status, { current, href: current, linkText, times: true, ...shown });
};

async function callbacksRoute(d: WorkDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await d.authed(request, reply);
  if (!ctx) return reply;
  const query = request.query as Record<string, unknown>;
  const filter: CallbackFilter = (CALLBACK_FILTERS as readonly unknown[]).includes(query.stan)
    ? (query.stan as CallbackFilter)
    : 'waiting';
  const first = await callbackQueue(d.sql, filter, 0, 0);
  const pageCount = Math.max(1, Math.ceil(first.total / CALLBACK_PAGE_SIZE));
  const pageNo = readPage(query.strona, pageCount);
  const { rows, total, changes } = await callbackQueue(
    d.sql,
    filter,
    CALLBACK_PAGE_SIZE,
    (pageNo - 1) * CALLBACK_PAGE_SIZE,
  );
  const movedId = requestId(query[MOVED_PARAM]);
  const moved =
    movedId === null
      ? undefined
      : await d.sql.get<{ state: string }>('SELECT state FROM phone_leads WHERE id = ?', [movedId]);
  return d.send(
    reply,
    200,
    callbacksPage({
      operator: operatorOf(ctx),
      promise: callbackPromise(d.callbackHours),
      moved: movedId !== null && moved && isCallbackState(moved.state) ? { id: movedId, state: moved.state } : null,
      filter,
      total,
      rows: rows.map((r) => ({ ...r, phone: shownPhone(r.phone) })),
      changes,
      at: d.now(),
      callbackHours: d.callbackHours,
      csrf: canChange(ctx) ? ctx.session.csrfToken : null,
      page: pageNo,
      pageCount,
    }),
  );
}

async function moveCallbackRoute(d: WorkDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await d.authed(request, reply);
  if (!ctx) return reply;
  const id = requestId((request.params as { id: string }).id);
  const to = ctx.form.state;
  const filter = (CALLBACK_FILTERS as readonly unknown[]).includes(ctx.form.stan) ? ctx.form.stan! : 'waiting';
  if (id === null || !isCallbackState(to) || to === 'new')
    return answer(d, ctx, 400, {
      title: 'Nie zmieniono stanu',
      text: 'Wybierz nowy stan prośby przyciskiem w jej wierszu.',
      role: 'alert',
      back: 'callbacks',
    });
  const result = await moveCallback(d.sql, id, to, ctx.session.operator.id, d.now());
  if (!result.ok && result.reason === 'missing')
    return notFound(d, ctx, 'Nie ma takiej prośby', 'Tej prośby nie ma: mogła zostać usunięta.', {
      href: '/admin/callbacks/',
      linkText: 'Wróć do listy',
    });
  if (!result.ok)
    return answer(d, ctx, 409, {
      title: 'Nie zmieniono stanu',
      text:
        `Prośba nr ${id} ma już stan „${CALLBACK_STATE_LABELS[result.from!]}”, z którego nie można przejść do ` +
        `„${CALLBACK_STATE_LABELS[to]}”. Ktoś mógł ją właśnie zmienić.`,
      role: 'alert',
      back: 'callbacks',
    });
  await audit(
    d.sql,
    ctx.session.operator,
    'callback-state',
    `phone_lead:${id}`,
    d.now(),
    { state: result.from },
    { state: result.to },
  );
  return reply.redirect(
    `/admin/callbacks/?${new URLSearchParams({ stan: filter, [MOVED_PARAM]: String(id) }).toString()}`,
    303,
  );
}

/**
 * What an erasure route erases: `what` in both genders' words („Prośba … została usunięta”, „Zgłoszenie … zostało
 * usunięte”).
 */
interface Erasure {
  what: { name: string; erased: string; missing: string };
  action: 'erase-phone-lead' | 'erase-partner-signup';
  erase: (sql: SqlRunner, id: number) => Promise<{ created_at: string; state?: string } | null>;
}

async function eraseRoute(d: WorkDeps, { what, action, erase }: Erasure, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await d.authed(request, reply);
  if (!ctx) return reply;
  const id = requestId((request.params as { id: string }).id);
  if (id === null || ctx.form.confirm !== 'yes')
    return answer(d, ctx, 400, {
      title: 'Nie usunięto danych',
      text: 'Zaznacz potwierdzenie żądania, aby usunąć dane.',
      role: 'alert',
      back: 'leads',
    });
  const erased = await erase(d.sql, id);
  if (!erased)
    return answer(d, ctx, 404, {
      title: 'Nic nie usunięto',
      text: `${what.name} nr ${id} ${what.missing}.`,
      back: 'leads',
    });
  await audit(
    d.sql,
    ctx.session.operator,
    action,
    `${action === 'erase-phone-lead' ? 'phone_lead' : 'partner_signup'}:${id}`,
    d.now(),
    { created_at: erased.created_at, ...(erased.state ? { state: erased.state } : {}) },
    { erased: true },
  );
  return answer(d, ctx, 200, {
    title: 'Dane usunięte',
    text: `${what.name} nr ${id} ${what.erased} razem z danymi osobowymi.`,
    role: 'status',
    back: 'leads',
  });
}

const PHONE_ERASURE: Erasure = {
  what: { name: 'Prośba o telefon', erased: 'została usunięta', missing: 'nie istnieje albo już ją usunięto' },
  action: 'erase-phone-lead',
  erase: erasePhoneLead,
};
const SIGNUP_ERASURE: Erasure = {
  what: { name: 'Zgłoszenie partnera', erased: 'zostało usunięte', missing: 'nie istnieje albo już je usunięto' },
  action: 'erase-partner-signup',
  erase: erasePartnerSignup,
};

const isoDay = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : null;

async function auditRoute(d: WorkDeps, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await d.authed(request, reply);
  if (!ctx) return reply;
  const query = request.query as Record<string, unknown>;
  const choices = await auditChoices(d.sql);
  const operatorId =
    typeof query.operator === 'string' && choices.operators.some((o) => o.id === query.operator)
      ? query.operator
      : null;
  const action = typeof query.czynnosc === 'string' && choices.actions.includes(query.czynnosc) ? query.czynnosc : null;
  const today = d.now().toISOString().slice(0, 10);
  const to = isoDay(query.to) ?? today;
  let from = isoDay(query.from) ?? new Date(Date.parse(to) - 29 * DAY).toISOString().slice(0, 10);
  if (from > to) from = to;
  // Whole days in Polish time, as the page shows times: from the first day's midnight to the midnight after the last.
  const filter = {
    operatorId,
    action,
    from: warsawDayStart(from).toISOString(),
    to: warsawDayStart(new Date(Date.parse(to) + DAY).toISOString().slice(0, 10)).toISOString(),
  };
  const counted = await auditPage(d.sql, filter, 0, 0);
  const pageCount = Math.max(1, Math.ceil(counted.total / AUDIT_PAGE_SIZE));
  const pageNo = readPage(query.strona, pageCount);
  const { rows, total } = await auditPage(d.sql, filter, AUDIT_PAGE_SIZE, (pageNo - 1) * AUDIT_PAGE_SIZE);
  const params: Record<string, string> = {
    from,
    to,
    ...(operatorId ? { operator: operatorId } : {}),
    ...(action ? { czynnosc: action } : {}),
  };
  return d.send(
    reply,
    200,
    auditTrailPage({
      operator: operatorOf(ctx),
      operators: choices.operators,
      actions: choices.actions,
      operatorId,
      action,
      from,
      to,
      total,
      rows,
      params,
      page: pageNo,
      pageCount,
    }),
  );
}

export async function workPages(app: FastifyInstance, context: ConsoleContext, authed: Authed): Promise<void> {
  const d: WorkDeps = consoleEnv(context, authed);
  app.get('/admin/callbacks/', (request, reply) => callbacksRoute(d, request, reply));
  app.post('/admin/callbacks/:id/', (request, reply) => moveCallbackRoute(d, request, reply));
  app.post('/admin/callbacks/:id/erase/', (request, reply) => eraseRoute(d, PHONE_ERASURE, request, reply));
  app.post('/admin/partner-signups/:id/erase/', (request, reply) => eraseRoute(d, SIGNUP_ERASURE, request, reply));
  app.get('/admin/audit/', (request, reply) => auditRoute(d, request, reply));
}
