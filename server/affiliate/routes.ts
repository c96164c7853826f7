// The affiliate ledger's HTTP side (docs/affiliate.md):
// - GET /api/click/{offer_id}?…   records the click, then 302 to the lender with our click id in its sub-id parameter;
// - GET|POST /api/postback/{lender} a lender's conversion report (token or HMAC), idempotent, logged;
// - GET|PUT /api/affiliate/partners/{partner_id} a partner's postback template and rules (bearer token; off without
// one).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CLICK_PATH, clickPartnerId, readClickQuery } from '../../contracts/affiliate';
import { HANDOFF_SOURCE, lenderUrl } from '../../contracts/handoff';
import { PARTNER_ID } from '../../contracts/partner-id';
import { findUnsafeInput } from '../../contracts/input-safety';
import { validateOfferList, type Offer } from '../../contracts/offer';
import { contentKey, CONTENT_DIR } from '../../contracts/page-data';
import { originOf } from '../input';
import { storedSecret } from '../storage/secrets';
import { forUpdate, type SqlRunner } from '../storage/sql';
import type { AffiliateConfig } from './config';
import type { DeliveryWorker } from './deliveries';
import { PAID_SEARCH_PARAMS } from './holds';
import { LAW_FILE, type BuiltLaw } from '../../contracts/csp-files';
import { applyPostback, keyedHash, logPostback, recordClick } from './ledger';
import { validateTemplate } from './macros';
import { isPublicAddress, literalHost } from './ssrf';
import { verifyPostback } from './postback-auth';
import {
  POSTBACK_PATH,
  POSTBACK_PROOF_PARAMS,
  readPostbackFields,
  SIGNATURE_HEADER,
  TOKEN_HEADER,
} from '../../contracts/postback';

/** The lender's report: one home in contracts/postback.ts (its path, fields, proof names and reader). */
export { POSTBACK_PATH, readPostbackFields };
export const PARTNER_SETTINGS_PATH = '/api/affiliate/partners';
/** Lenders batch their postbacks: one lender's server may send many a minute from one address. */
export const POSTBACK_RATE_PER_MINUTE = 1_200;
const POSTBACK_BODY_LIMIT_BYTES = 4 * 1024;
/** Name of the ledger's hash key in server_secrets, when AFFILIATE_HASH_KEY is not set. */
export const HASH_KEY_SECRET = 'affiliate-hash-key';

type Params = [string, string][];

/** The request's parameters: the query, then a form or JSON body (values as text). */
function paramsOf(request: FastifyRequest): Params {
  const out: Params = [...new URLSearchParams(request.url.split('?')[1] ?? '').entries()];
  const body = request.body;
  if (body instanceof URLSearchParams) out.push(...body.entries());
  else if (typeof body === 'object' && body !== null) {
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string' || typeof value === 'number') out.push([name, String(value)]);
    }
  }
  return out;
}

export interface AffiliateDeps {
  sql: SqlRunner;
  config: AffiliateConfig;
  distDir: string;
  deliveries: DeliveryWorker;
  now?: () => Date;
  /**
   * The offers the law of the day lets us show (server/law/service.ts), and the version of the published pages: a click
   * on an offer the law now refuses goes back to the list, and the list is read again after the pages change.
   */
  shownToday?: { shown: (offers: Offer[]) => Offer[]; version: () => number };
  /** Told of every move a postback applied (transfer-status notifications queue theirs: server/notifications/). */
  onMoved?: (move: { conversionId: string; lender: string; status: string; at: Date }) => Promise<void>;
  /** Told of every postback received, by the outcome its log row records (the operator's metrics: server/metrics/). */
  onPostback?: (outcome: string) => void;
}

/** What the affiliate's routes share: the published offers with their card versions, the hash key, the clock. */
interface AffiliateState {
  deps: AffiliateDeps;
  now: () => Date;
  /** The offers the published pages list that the law of the day allows; read again after the pages change. */
  loadOffers: () => Promise<Offer[]>;
  /** The version of an offer the published pages show (their _law.json); null without one. */
  cardVersion: (offerId: number) => number | null;
  hashKey: () => Promise<string>;
  ipHash: (request: FastifyRequest) => Promise<string | null>;
}

function affiliateState(deps: AffiliateDeps): AffiliateState {
  let offers: Offer[] | undefined;
  /** The version of each offer the published pages show (their _law.json), by offer id. */
  let cardVersions: Record<string, number> = {};
  let offersVersion = 0;
  const loadOffers = async (): Promise<Offer[]> => {
    const version = deps.shownToday?.version() ?? 0;
    if (version !== offersVersion) offers = undefined;
    offersVersion = version;
    if (!offers) {
      const page = JSON.parse(
        await readFile(join(deps.distDir, CONTENT_DIR, `${contentKey('/offers/')}.json`), 'utf8'),
      ) as { data?: { offers?: unknown } };
      const checked = validateOfferList(page.data?.offers);
      if (!checked.ok) throw new Error(checked.error);
      offers = checked.value;
      try {
        const built = JSON.parse(await readFile(join(deps.distDir, LAW_FILE), 'utf8')) as Partial<BuiltLaw>;
        cardVersions = built.versions && typeof built.versions === 'object' ? built.versions : {};
      } catch {
        cardVersions = {}; // a build without the file: clicks record no version
      }
    }
    return deps.shownToday ? deps.shownToday.shown(offers) : offers;
  };
  // The hash key: the operator's, else the one kept in the database (read once; a failed read is tried again).
  let storedKey: Promise<string> | null = null;
  const hashKey = (): Promise<string> =>
    deps.config.hashKey !== null
      ? Promise.resolve(deps.config.hashKey)
      : (storedKey ??= storedSecret(deps.sql, HASH_KEY_SECRET).catch((error: unknown) => {
          storedKey = null;
          throw error;
        }));
  return {
    deps,
    now: deps.now ?? (() => new Date()),
    loadOffers,
    cardVersion: (offerId) => (Number.isInteger(cardVersions[String(offerId)]) ? cardVersions[String(offerId)]! : null),
    hashKey,
    ipHash: async (request) => (request.ip ? keyedHash(await hashKey(), `ip:${request.ip}`) : null),
  };
}

/** GET /api/click/{offer_id}: the click recorded, then 302 to the lender with our click id. */
const clickRoute: FastifyPluginAsync<AffiliateState> = async (app, state) => {
  const { sql } = state.deps;
  app.get(`${CLICK_PATH}/:offer`, async (request, reply) => {
    const offerId = Number((request.params as { offer: string }).offer);
    const search = request.url.split('?')[1] ?? '';
    let list: Offer[];
    try {
      list = await state.loadOffers();
    } catch (error) {
      request.log.error(
        { error: error instanceof Error ? error.message : String(error) },
        'offers data missing or invalid',
      );
      return reply.code(503).send({ ok: false, error: 'offers are not available' });
    }
    const offer = Number.isInteger(offerId) ? list.find((o) => o.offer_id === offerId) : undefined;
    // An offer we no longer list: back to the current list, never to an address the request names.
    if (!offer) return reply.code(302).header('cache-control', 'no-store').redirect('/offers/');
    const click = readClickQuery(search);
    const { leadId, clickIds, loan, partner, utm } = click;
    const term = loan.term ?? null;
    const clickId = randomUUID();
    await recordClick(sql, await state.hashKey(), {
      clickId,
      createdAt: state.now().toISOString(),
      leadId,
      offerId: offer.offer_id,
      lender: offer.lenderId,
      partnerId: clickPartnerId(click),
      affId: partner.aff_id ?? null,
      pid: partner.pid ?? null,
      subs: [
        partner.sub1 ?? null,
        partner.sub2 ?? null,
        partner.sub3 ?? null,
        partner.sub4 ?? null,
        partner.sub5 ?? null,
      ],
      utm: { source: utm.utm_source ?? null, medium: utm.utm_medium ?? null, campaign: utm.utm_campaign ?? null },
      paidSearch: PAID_SEARCH_PARAMS.find((name) => clickIds[name]) ?? null,
      amount: loan.amount ?? null,
      term,
      termUnit: term === null ? null : (loan.unit ?? null),
      placement: click.placement ?? 'transition',
      origin: originOf(request),
      ip: request.ip ?? null,
      offerVersion: state.cardVersion(offer.offer_id),
    });
    const target = lenderUrl(offer.url, {
      leadId,
      clickIds,
      source: HANDOFF_SOURCE,
      loan,
      clickId,
      ...(offer.clickParam ? { clickParam: offer.clickParam } : {}),
    });
    return reply
      .code(302)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .redirect(target);
  });
};

type PostbackLog = (entry: Parameters<typeof logPostback>[1]) => Promise<void>;

/** A lender's report: authenticated, read, applied once, logged whatever the outcome. */
function postbackHandler(state: AffiliateState, logged: PostbackLog) {
  const { deps } = state;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const lender = (request.params as { lender: string }).lender;
    const params = paramsOf(request);
    const at = state.now();
    const hashed = await state.ipHash(request);
    const secret = deps.config.lenderSecrets.get(lender);
    const base = { lender, method: request.method, ipHash: hashed, receivedAt: at.toISOString() };
    const partialFields = () => {
      const read = readPostbackFields(params);
      return read.ok ? read.value : read.partial;
    };
    if (!secret) {
      await logged({
        ...base,
        auth: 'missing',
        fields: partialFields(),
        outcome: 'unknown_lender',
        httpStatus: 404,
        detail: 'no postback secret for this lender',
      });
      return reply.code(404).send({ ok: false, error: 'unknown lender' });
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const auth = verifyPostback(secret, {
      params,
      token: header(TOKEN_HEADER) ?? params.find(([n]) => n === POSTBACK_PROOF_PARAMS.token)?.[1] ?? null,
      signature: header(SIGNATURE_HEADER) ?? params.find(([n]) => n === POSTBACK_PROOF_PARAMS.signature)?.[1] ?? null,
      nowS: Math.floor(at.getTime() / 1000),
    });
    if (!auth.ok) {
      await logged({
        ...base,
        auth: auth.auth,
        fields: partialFields(),
        outcome: 'forbidden',
        httpStatus: auth.status,
        detail: auth.error,
      });
      request.log.warn({ lender, status: auth.status }, 'postback refused');
      return reply.code(auth.status).send({ ok: false, error: auth.error });
    }
    const read = readPostbackFields(params);
    if (!read.ok) {
      await logged({
        ...base,
        auth: auth.method,
        fields: read.partial,
        outcome: 'invalid',
        httpStatus: 400,
        detail: read.error,
      });
      return reply.code(400).send({ ok: false, error: read.error });
    }
    const answer = await applyPostback(deps.sql, deps.config, lender, read.value, {
      method: request.method,
      auth: auth.method,
      ipHash: hashed,
      now: at,
    });
    deps.onPostback?.(answer.outcome);
    if (answer.outcome === 'unknown_click')
      request.log.warn({ lender }, 'postback for an unknown click (kept for reconciliation)');
    if (answer.queued) deps.deliveries.kick();
    if (answer.outcome === 'applied' && answer.body.conversion_id && deps.onMoved) {
      // The lender's report is stored whatever happens here: a failure to queue its notification is only logged.
      await deps
        .onMoved({ conversionId: answer.body.conversion_id, lender, status: read.value.status, at })
        .catch((error: unknown) =>
          request.log.error(
            { error: error instanceof Error ? error.message : String(error) },
            'notification not queued',
          ),
        );
    }
    return reply.code(answer.httpStatus).send(answer.body);
  };
}

/** GET|POST /api/postback/{lender}, in a scope of their own: only they read form bodies this way. */
const postbackRoutes: FastifyPluginAsync<AffiliateState> = async (scope, state) => {
  const { deps } = state;
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: POSTBACK_BODY_LIMIT_BYTES },
    (_req, body, done) => done(null, new URLSearchParams(body as string)),
  );
  const logged: PostbackLog = async (entry) => {
    await logPostback(deps.sql, entry);
    deps.onPostback?.(entry.outcome);
  };
  // The postback log holds every request: one refused by the input gate (a NUL, a control character) is logged
  // too, with none of its values.
  const onUnsafeInput = async (request: FastifyRequest, problem: string) => {
    const lender = (request.params as { lender?: string } | undefined)?.lender ?? '';
    await logged({
      lender: findUnsafeInput(lender) === null ? lender : '(unreadable)',
      method: request.method,
      auth: 'missing',
      fields: {},
      outcome: 'invalid',
      httpStatus: 400,
      detail: problem,
      ipHash: await state.ipHash(request),
      receivedAt: state.now().toISOString(),
    });
  };
  const options = {
    bodyLimit: POSTBACK_BODY_LIMIT_BYTES,
    config: { rateLimit: { max: POSTBACK_RATE_PER_MINUTE, timeWindow: 60_000 }, onUnsafeInput },
  };
  const handler = postbackHandler(state, logged);
  scope.get(`${POSTBACK_PATH}/:lender`, options, handler);
  scope.post(`${POSTBACK_PATH}/:lender`, options, handler);
};

interface SettingsRow {
  share_percent: number;
  allow_paid_search: number;
  email_hash: string | null;
}

/** A PUT's changes, every field checked before anything is written; an error names the first bad field. */
type SettingsChange =
  | {
      ok: true;
      /** undefined: unchanged; null: removed. */
      postback: { template: string; enabled: number } | null | undefined;
      settingsGiven: boolean;
      share: unknown;
      allowPaidSearch: unknown;
      email: unknown;
    }
  | { ok: false; error: string };

function readSettingsChange(body: Record<string, unknown>, config: AffiliateConfig): SettingsChange {
  let postback: { template: string; enabled: number } | null | undefined;
  if ('postback_url' in body) {
    if (body.postback_url === null) postback = null;
    else {
      const checked = validateTemplate(body.postback_url);
      if (!checked.ok) return { ok: false, error: checked.error };
      // Names are checked when each postback connects (ssrf.ts); an address literal or localhost can be refused now.
      const host = new URL(checked.template.replace(/\{[a-z0-9_]+\}/g, 'x')).hostname.toLowerCase();
      const literal = literalHost(host);
      if (
        !config.testAllowHosts.has(host) &&
        (host === 'localhost' || host.endsWith('.localhost') || (literal !== null && !isPublicAddress(literal)))
      ) {
        return { ok: false, error: 'the postback host must be a public address' };
      }
      postback = { template: checked.template, enabled: body.postback_enabled === false ? 0 : 1 };
    }
  }
  const settingsGiven = 'share_percent' in body || 'allow_paid_search' in body || 'email' in body;
  const share = body.share_percent;
  if (share !== undefined && (typeof share !== 'number' || !Number.isInteger(share) || share < 0 || share > 100))
    return { ok: false, error: 'share_percent must be a whole number from 0 to 100' };
  if (body.allow_paid_search !== undefined && typeof body.allow_paid_search !== 'boolean')
    return { ok: false, error: 'allow_paid_search must be true or false' };
  const email = body.email;
  if (
    email !== undefined &&
    email !== null &&
    (typeof email !== 'string' || !/^[^\s@]{1,64}@[^\s@]{1,190}$/.test(email.trim()))
  )
    return { ok: false, error: 'email must be an e-mail address or null' };
  return { ok: true, postback, settingsGiven, share, allowPaidSearch: body.allow_paid_search, email };
}

/** Both rows in one transaction: a failure halfway leaves the partner as it was. */
async function saveSettings(
  sql: SqlRunner,
  partner: string,
  change: Extract<SettingsChange, { ok: true }>,
  newEmailHash: string | null,
  at: string,
): Promise<void> {
  const { postback, share, allowPaidSearch, email } = change;
  await sql.transaction(async (tx) => {
    if (postback === null) await tx.run('DELETE FROM partner_postbacks WHERE partner_id = ?', [partner]);
    else if (postback !== undefined) {
      await tx.run(
        `INSERT INTO partner_postbacks (partner_id, url_template, enabled, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (partner_id) DO UPDATE SET url_template = excluded.url_template, enabled = excluded.enabled,
           updated_at = excluded.updated_at`,
        [partner, postback.template, postback.enabled, at, at],
      );
    }
    if (!change.settingsGiven) return;
    const current = await tx.get<SettingsRow>(
      `SELECT share_percent, allow_paid_search, email_hash
        FROM partner_settings
        WHERE partner_id = ?${forUpdate(tx.dialect)}`,
      [partner],
    );
    const emailHash = email === undefined ? (current?.email_hash ?? null) : newEmailHash;
    await tx.run(
      `INSERT INTO partner_settings (partner_id, share_percent, allow_paid_search, email_hash, updated_at)
        VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (partner_id) DO UPDATE SET share_percent = excluded.share_percent,
         allow_paid_search = excluded.allow_paid_search, email_hash = excluded.email_hash,
         updated_at = excluded.updated_at`,
      [
        partner,
        typeof share === 'number' ? share : (current?.share_percent ?? 100),
        typeof allowPaidSearch === 'boolean' ? (allowPaidSearch ? 1 : 0) : (current?.allow_paid_search ?? 0),
        emailHash,
        at,
      ],
    );
  });
}

/** Partner settings: for the operator's tools until the console has its own screen. Off unless a token is set. */
const partnerSettingsRoutes: FastifyPluginAsync<AffiliateState> = async (app, state) => {
  const { sql, config } = state.deps;
  const authorised = (request: FastifyRequest): boolean => {
    if (!config.adminToken) return false;
    const given = request.headers.authorization ?? '';
    return given === `Bearer ${config.adminToken}`;
  };
  /** 404 while the settings are off, 401 without the token; null when the request may go on. */
  const refused = (request: FastifyRequest, reply: FastifyReply) => {
    if (!config.adminToken) return reply.code(404).send({ ok: false, error: 'not found' });
    if (!authorised(request))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ ok: false, error: 'a valid bearer token is required' });
    return null;
  };
  app.get(`${PARTNER_SETTINGS_PATH}/:partner`, async (request, reply) => {
    const refusal = refused(request, reply);
    if (refusal) return refusal;
    const partner = (request.params as { partner: string }).partner;
    const template = await sql.get<{ url_template: string; enabled: number }>(
      'SELECT url_template, enabled FROM partner_postbacks WHERE partner_id = ?',
      [partner],
    );
    const settings = await sql.get<SettingsRow>(
      'SELECT share_percent, allow_paid_search, email_hash FROM partner_settings WHERE partner_id = ?',
      [partner],
    );
    return reply.header('cache-control', 'no-store').send({
      ok: true,
      partner_id: partner,
      postback_url: template?.url_template ?? null,
      postback_enabled: template ? template.enabled === 1 : false,
      share_percent: settings?.share_percent ?? 100,
      allow_paid_search: settings?.allow_paid_search === 1,
      email_set: Boolean(settings?.email_hash),
    });
  });
  app.put(`${PARTNER_SETTINGS_PATH}/:partner`, { bodyLimit: 8 * 1024 }, async (request, reply) => {
    const refusal = refused(request, reply);
    if (refusal) return refusal;
    const partner = (request.params as { partner: string }).partner;
    if (!PARTNER_ID.test(partner))
      return reply.code(400).send({ ok: false, error: 'partner id must be 1–100 letters, digits or . - _ ~ :' });
    const body = request.body as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return reply.code(400).send({ ok: false, error: 'expected a JSON object' });
    // Every field is checked before anything is written: a refused request changes nothing.
    const change = readSettingsChange(body, config);
    if (!change.ok) return reply.code(400).send({ ok: false, error: change.error });
    const newEmailHash =
      typeof change.email === 'string'
        ? keyedHash(await state.hashKey(), `email:${change.email.trim().toLowerCase()}`)
        : null;
    await saveSettings(sql, partner, change, newEmailHash, state.now().toISOString());
    return reply.code(200).send({ ok: true });
  });
};

/** The affiliate ledger's routes, each family in a context of its own sharing one state. */
export const affiliateRoutes: FastifyPluginAsync<AffiliateDeps> = async (app, deps) => {
  const state = affiliateState(deps);
  await app.register(clickRoute, state);
  await app.register(postbackRoutes, state);
  await app.register(partnerSettingsRoutes, state);
};
