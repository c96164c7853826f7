// The partner's site settings: the tag to paste, its approved origins and requests for new ones, its statements.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkPartnerOrigins } from '../../contracts/partner-status';
import { warsawDay } from '../../contracts/law';
import { DEFAULT_TARGET, targetsOf, type LinkTarget } from '../../loader/features/mount/targets';
import { TARGET_LABELS, WIDGET_CHOICES } from '../../site/components/snippet';
import { findPartner } from '../partners/store';
import type { SqlRunner } from '../storage/sql';
import { closeStatements, partnerStatements, SUBS } from './queries';
import { send, type Ctx, type PortalKit } from './shared';
import { originsPage, statementsPage, type OriginRequest } from './views/origins';
import { snippetPage } from './views/snippet';

/**
 * The widgets the tag builder offers, with where each sends the reader: the site's builder's table
 * (site/components/snippet.ts), so the two never say different things. Not the card form: it needs a PayU POS id,
 * which the partner page's builder asks for.
 */
const PORTAL_WIDGETS = WIDGET_CHOICES.filter((w) => w.name !== 'credit-card');

const SUB_VALUE = /^[A-Za-z0-9._~-]{1,64}$/;

/** The link target asked for: one the widget offers, else the default with a message saying so. */
function readTarget(asked: unknown, targets: readonly LinkTarget[], errors: string[]): LinkTarget {
  // A widget that never leaves the page has no such setting: a value left from another widget is not a mistake.
  if (typeof asked !== 'string' || asked === '' || targets.length === 0) return DEFAULT_TARGET;
  if ((targets as readonly string[]).includes(asked)) return asked as LinkTarget;
  const offered = targets.map((t) => TARGET_LABELS[t]).join('” albo „');
  errors.push(
    `Nasze strony otwierają się: ten widżet przyjmuje tylko „${offered}”.` +
      ` W kodzie zostało „${TARGET_LABELS[DEFAULT_TARGET]}”.`,
  );
  return DEFAULT_TARGET;
}

function snippetRoute(scope: FastifyInstance, { authed }: PortalKit): void {
  scope.get('/partner-panel/snippet/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const q = request.query as Record<string, unknown>;
    const chosen = PORTAL_WIDGETS.find((w) => w.name === q.widget) ?? PORTAL_WIDGETS[0]!;
    const errors: string[] = [];
    const targets = targetsOf(chosen.name);
    const target = readTarget(q.target, targets, errors);
    const subs: [string, string][] = [];
    const typed: Record<string, string> = {};
    for (const s of SUBS) {
      if (typeof q[s] === 'string') typed[s] = (q[s] as string).slice(0, 64);
      const value = typeof q[s] === 'string' ? (q[s] as string).trim() : '';
      if (!value) continue;
      if (SUB_VALUE.test(value)) subs.push([s, value]);
      else
        errors.push(`${s}: tylko litery, cyfry i znaki . _ ~ - (do 64 znaków). Tej wartości nie wstawiliśmy do kodu.`);
    }
    const origin = `${request.protocol}://${request.host}`;
    const attrs = [
      `data-widget="${chosen.name}"`,
      ...(target === DEFAULT_TARGET ? [] : [`data-target="${target}"`]),
      ...subs.map(([k, v]) => `data-${k}="${v}"`),
    ].join(' ');
    const code = [
      `<script>window.pageConfig = { providerId: "${ctx.session.partnerId}" };</script>`,
      `<script async src="${origin}/loader.js"></script>`,
      `<div ${attrs}></div>`,
    ].join('\n');
    const page = snippetPage(ctx, { widgets: PORTAL_WIDGETS, chosen, targets, target, typed, errors, code });
    return send(reply, 200, page);
  });
}

async function showOrigins(
  sql: SqlRunner,
  ctx: Ctx,
  status: number,
  error: string | null,
  notice: string | null,
  value = '',
) {
  const partner = await findPartner(sql, ctx.session.partnerId);
  const requests = await sql.all<OriginRequest>(
    `SELECT origin, created_at, status FROM partner_origin_requests
     WHERE partner_id = ? ORDER BY created_at DESC LIMIT 50`,
    [ctx.session.partnerId],
  );
  const page = originsPage(ctx, { origins: partner?.origins ?? [], requests, error, notice, value });
  return send(ctx.reply, status, page);
}

function originRoutes(scope: FastifyInstance, { deps, authed }: PortalKit): void {
  const { sql, now } = deps;
  scope.get('/partner-panel/origins/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const sent = (request.query as Record<string, unknown>).wyslano === '1';
    return showOrigins(
      sql,
      ctx,
      200,
      null,
      sent ? 'Prośba wysłana: damy znać, gdy strona zostanie zatwierdzona.' : null,
    );
  });

  scope.post('/partner-panel/origins/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const raw = String(ctx.form.origin ?? '')
      .trim()
      .slice(0, 300);
    const checked = checkPartnerOrigins(raw);
    if (!checked.ok || checked.origins.length !== 1) {
      const why = checked.ok ? 'podaj jeden adres.' : checked.errors.join(' ');
      return showOrigins(sql, ctx, 400, `Tego adresu nie przyjmiemy: ${why}`, null, raw);
    }
    const origin = checked.origins[0]!;
    const partner = await findPartner(sql, ctx.session.partnerId);
    if (partner?.origins.includes(origin))
      return showOrigins(sql, ctx, 400, `Strona ${origin} jest już zatwierdzona.`, null, raw);
    await sql.run(
      `INSERT INTO partner_origin_requests (id, partner_id, origin, created_at, status) VALUES (?, ?, ?, ?, 'pending')
       ON CONFLICT (partner_id, origin, status) DO NOTHING`,
      [randomUUID(), ctx.session.partnerId, origin, now().toISOString()],
    );
    return reply.redirect('/partner-panel/origins/?wyslano=1', 303);
  });
}

function statementsRoute(scope: FastifyInstance, { deps, authed }: PortalKit): void {
  const { sql, now } = deps;
  scope.get('/partner-panel/statements/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const partner = await findPartner(sql, ctx.session.partnerId);
    if (partner)
      await closeStatements(sql, partner.id, warsawDay(now()), warsawDay(new Date(partner.createdAt)), now());
    const rows = await partnerStatements(sql, ctx.session.partnerId);
    return send(reply, 200, statementsPage(ctx, rows));
  });
}

export function siteRoutes(scope: FastifyInstance, kit: PortalKit): void {
  snippetRoute(scope, kit);
  originRoutes(scope, kit);
  statementsRoute(scope, kit);
}
