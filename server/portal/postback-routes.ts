// The partner's postback: its address (checked as the operator's are, SSRF guard included), a test call, the log.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit/audit';
import { expandTemplate, MACROS, validateTemplate } from '../affiliate/macros';
import { postbackHostAllowed } from '../affiliate/ssrf';
import { findPartner } from '../partners/store';
import type { SqlRunner } from '../storage/sql';
import { partnerDeliveries } from './queries';
import { send, type Ctx, type PortalKit } from './shared';
import { postbackPage, type Notice } from './views/postback';

const BAD_TEMPLATE =
  'Tego adresu nie zapiszemy: musi zaczynać się od https:// (albo http://), nie może zawierać spacji, nazwy ' +
  'użytkownika ani hasła, a makra mogą stać tylko po nazwie hosta. Dozwolone makra: ';
const PRIVATE_HOST =
  'Ten adres prowadzi do sieci prywatnej albo do naszego serwera: podaj publiczny adres swojego trackera.';

async function showPostback(
  sql: SqlRunner,
  ctx: Ctx,
  status: number,
  value: string | null,
  error: string | null,
  notice: Notice | null,
) {
  const partner = await findPartner(sql, ctx.session.partnerId);
  const log = await partnerDeliveries(sql, ctx.session.partnerId);
  const page = postbackPage(ctx, {
    value: value ?? partner?.postbackUrl ?? '',
    saved: Boolean(partner?.postbackUrl),
    error,
    notice,
    log,
  });
  return send(ctx.reply, status, page);
}

/** Stores the address (null: none), with the change in the audit log under the partner's own name. */
async function saveAddress(sql: SqlRunner, id: string, url: string | null, at: Date): Promise<void> {
  const when = at.toISOString();
  const before = await sql.get<{ url_template: string }>(
    'SELECT url_template FROM partner_postbacks WHERE partner_id = ?',
    [id],
  );
  if (url === null) await sql.run('DELETE FROM partner_postbacks WHERE partner_id = ?', [id]);
  else {
    await sql.run(
      `INSERT INTO partner_postbacks (partner_id, url_template, enabled, created_at, updated_at) VALUES (?, ?, 1, ?, ?)
       ON CONFLICT (partner_id)
       DO UPDATE SET url_template = excluded.url_template, enabled = 1, updated_at = excluded.updated_at`,
      [id, url, when, when],
    );
  }
  await audit(
    sql,
    { id: `partner:${id}` },
    'partner-postback',
    id,
    at,
    { postbackUrl: before?.url_template ?? null },
    { postbackUrl: url },
  );
}

function addressRoutes(scope: FastifyInstance, { deps, authed }: PortalKit): void {
  const { sql, now } = deps;
  scope.get('/partner-panel/postback/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const saved = (request.query as Record<string, unknown>).zapisano === '1';
    return showPostback(sql, ctx, 200, null, null, saved ? { error: false, text: 'Zapisano adres postbacku.' } : null);
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
        return showPostback(sql, ctx, 400, raw, `${BAD_TEMPLATE}${MACROS.map((m) => `{${m}}`).join(' ')}.`, null);
      if (!(await postbackHostAllowed(checked.template, deps.postbackAllowHosts)))
        return showPostback(sql, ctx, 400, raw, PRIVATE_HOST, null);
      url = checked.template;
    }
    await saveAddress(sql, ctx.session.partnerId, url, now());
    return reply.redirect('/partner-panel/postback/?zapisano=1', 303);
  });
}

function testRoute(scope: FastifyInstance, { deps, authed }: PortalKit): void {
  const { sql, now } = deps;
  scope.post('/partner-panel/postback/test/', async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const id = ctx.session.partnerId;
    const partner = await findPartner(sql, id);
    if (!partner?.postbackUrl) return showPostback(sql, ctx, 409, null, 'Najpierw zapisz adres postbacku.', null);
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
      `INSERT INTO partner_test_postbacks (id, partner_id, created_at, url, state, http_status, error)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [testId, id, now().toISOString(), url, state, httpStatus, error],
    );
    const why =
      result.kind === 'answered'
        ? `Twój serwer odpowiedział HTTP ${httpStatus}`
        : result.kind === 'refused'
          ? 'adres nie jest publiczny'
          : `brak odpowiedzi (${error})`;
    const notice: Notice = delivered
      ? { error: false, text: `Testowy postback dostarczony: Twój serwer odpowiedział HTTP ${httpStatus}.` }
      : { error: true, text: `Testowy postback nie został dostarczony: ${why}.` };
    return showPostback(sql, ctx, 200, null, null, notice);
  });
}

export function postbackRoutes(scope: FastifyInstance, kit: PortalKit): void {
  addressRoutes(scope, kit);
  testRoute(scope, kit);
}
