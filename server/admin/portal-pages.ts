// The operator's side of the partner portal: the queue of origins partners asked to add (approving one adds it to
// the partner's approved origins at once, as the partner form does), the partners' monthly statements with the
// action that marks one paid, and an invitation to the portal for a partner approved before it existed. Every
// change is audited with its before and after.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { warsawDay } from '../../contracts/law';
import { queueMail } from '../mail/outbox';
import { approvalMail } from '../partners/mail-texts';
import { findPartner, listPartners, settingsOf, updatePartner } from '../partners/store';
import { issueLink } from '../portal/auth';
import { closeStatements, type Statement } from '../portal/queries';
import { originRequestsPage, statementsPage, type OriginRequest } from './views/portal-pages';
import { noPartner, type PartnerConsoleDeps } from './partner-pages';
import type { Authed, ConsoleContext, ConsoleEnv } from './context';
import { canChange, consoleEnv, operatorOf } from './context';
import { notFound, sendMessage } from './views/message';
import { audit } from '../audit/audit';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type Env = ConsoleEnv<PartnerConsoleDeps>;

export async function portalConsolePages(
  app: FastifyInstance,
  context: ConsoleContext,
  authed: Authed,
  deps: PartnerConsoleDeps,
): Promise<void> {
  const env: Env = consoleEnv(context, authed, deps);
  app.get('/admin/origin-requests/', (request, reply) => originRequestsIndex(env, request, reply));
  app.post('/admin/origin-requests/:id/approve/', (request, reply) => decide(env, 'approved', request, reply));
  app.post('/admin/origin-requests/:id/reject/', (request, reply) => decide(env, 'rejected', request, reply));
  app.get('/admin/statements/', (request, reply) => statementsIndex(env, request, reply));
  app.post('/admin/statements/:partner/:month/paid/', (request, reply) => markPaid(env, request, reply));
  app.post('/admin/accounts/:id/invite/', (request, reply) => invite(env, request, reply));
}

async function originRequestsIndex(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const rows = await sql.all<OriginRequest>(
    'SELECT id, partner_id, origin, created_at FROM partner_origin_requests ' +
      "WHERE status = 'pending' ORDER BY created_at, id LIMIT 200",
  );
  const done = (request.query as Record<string, unknown>).decyzja;
  return send(reply, 200, originRequestsPage({ operator: operatorOf(ctx), canChange: canChange(ctx), rows, done }));
}

async function decide(env: Env, decision: 'approved' | 'rejected', request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, authed, deps } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = String((request.params as { id: string }).id).slice(0, 100);
  const row = await sql.get<{ partner_id: string; origin: string }>(
    "SELECT partner_id, origin FROM partner_origin_requests WHERE id = ? AND status = 'pending'",
    [id],
  );
  const partner = row ? await findPartner(sql, row.partner_id) : null;
  if (!row || !partner)
    return notFound(env, ctx, 'Nie ma takiej prośby', 'Tej prośby nie ma albo już ją rozpatrzono.', {
      href: '/admin/origin-requests/',
      linkText: 'Wróć do próśb',
    });
  const { changes } = await sql.run(
    "UPDATE partner_origin_requests SET status = ?, decided_at = ?, decided_by = ? WHERE id = ? AND status = 'pending'",
    [decision, now().toISOString(), ctx.session.operator.id, id],
  );
  if (changes > 0 && decision === 'approved' && !partner.origins.includes(row.origin)) {
    const changed = await updatePartner(
      sql,
      partner.id,
      { ...settingsOf(partner), origins: [...partner.origins, row.origin] },
      now(),
    );
    deps.directory.invalidate();
    if (changed)
      await audit(
        sql,
        ctx.session.operator,
        'partner-change',
        partner.id,
        now(),
        settingsOf(changed.before),
        settingsOf(changed.after),
      );
  }
  if (changes > 0)
    await audit(
      sql,
      ctx.session.operator,
      `origin-request-${decision}`,
      partner.id,
      now(),
      { origin: row.origin, status: 'pending' },
      { origin: row.origin, status: decision },
    );
  return reply.redirect(`/admin/origin-requests/?decyzja=${decision}`, 303);
}

async function statementsIndex(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, send, authed } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const today = warsawDay(now());
  for (const p of await listPartners(sql))
    await closeStatements(sql, p.id, today, warsawDay(new Date(p.createdAt)), now());
  const rows = await sql.all<Statement>(
    'SELECT partner_id, month, conversions, amount_minor, currency, created_at, paid_at FROM partner_statements ' +
      'WHERE amount_minor > 0 OR paid_at IS NOT NULL ORDER BY month DESC, partner_id LIMIT 500',
  );
  return send(reply, 200, statementsPage({ operator: operatorOf(ctx), canChange: canChange(ctx), rows }));
}

async function markPaid(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, authed } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const { partner, month } = request.params as { partner: string; month: string };
  const { changes } = MONTH.test(month)
    ? await sql.run(
        'UPDATE partner_statements SET paid_at = ?, paid_by = ? WHERE partner_id = ? AND month = ? AND paid_at IS NULL',
        [now().toISOString(), ctx.session.operator.id, partner.slice(0, 100), month],
      )
    : { changes: 0 };
  if (changes === 0)
    return notFound(env, ctx, 'Nie ma takiego zestawienia', 'Tego zestawienia nie ma albo jest już wypłacone.', {
      href: '/admin/statements/',
      linkText: 'Wróć do rozliczeń',
    });
  await audit(
    sql,
    ctx.session.operator,
    'statement-paid',
    `${partner} ${month}`,
    now(),
    { paid: false },
    { paid: true },
  );
  return reply.redirect('/admin/statements/', 303);
}

// A partner approved before the portal existed gets its invitation here (the approval message with the link).
async function invite(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, authed, deps } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const partner = await findPartner(sql, String((request.params as { id: string }).id).slice(0, 100));
  if (!partner) return noPartner(env, ctx);
  const siteOrigin = `${request.protocol}://${request.host}`;
  const queued = await sql.transaction(async (tx) => {
    const token = await issueLink(tx, partner.id, partner.email, 'invite', now());
    if (!token) return false;
    const signup = {
      id: 0,
      created_at: partner.createdAt,
      name: partner.name,
      email: partner.email,
      website: partner.website,
      traffic_type: '',
      status: 'approved' as const,
      decided_at: null,
      decision_reason: null,
      partner_id: partner.id,
    };
    await queueMail(
      tx,
      {
        ...approvalMail(signup, partner, siteOrigin, `${siteOrigin}/partner-panel/invite/?t=${token}`),
        kind: 'portal-invite',
        subject: 'Zaproszenie do panelu partnera Przelewika',
      },
      deps.smtpConfigured,
      now(),
    );
    return true;
  });
  if (!queued)
    return sendMessage(env, ctx, 409, {
      title: 'Nie wysłano zaproszenia',
      current: '/admin/accounts/',
      alert: true,
      text:
        `Adres ${partner.email} jest już loginem innego partnera w panelu partnera: jeden adres loguje do ` +
        'jednego partnera. Zmień adres kontaktowy jednego z nich.',
      href: `/admin/accounts/${encodeURIComponent(partner.id)}/`,
      linkText: 'Wróć do partnera',
    });
  deps.kickMail();
  await audit(sql, ctx.session.operator, 'portal-invite', partner.id, now());
  return reply.redirect(`/admin/accounts/${encodeURIComponent(partner.id)}/?zaproszono=1`, 303);
}
