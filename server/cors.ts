// CORS by purpose. The loader runs on any partner page, so what it calls (events, the feed, offers, offer config,
// page data) answers any origin, without credentials. Leads, phone leads and partner sign-ups carry personal data
// and come only from our own pages, plus leads and phone leads from the partner sites we know (the origins the
// operator approved in the console, and PARTNER_ORIGINS: server/partners/origins.ts, read at every request from its
// in-memory cache, so an approval applies without a restart), whose pages carry our registration and phone widgets: any
// other origin gets no CORS header and, when the request names its origin, a 403 before anything is read or stored, so
// a plain HTML form on another site cannot create a lead either. The stored lead keeps the origin it came from.
// (/set-token and /webhook sit outside /api/ and send their own `*` header: partner pages post them.)
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEAD_PATH } from '../contracts/lead';
import { PARTNERS_PATH } from '../contracts/partner';
import { PHONE_LEADS_PATH } from '../contracts/phone-lead';
import type { ServerConfig } from './config';
import type { OriginDirectory } from './partners/origins';

/** Endpoints only our own pages (and, for some, our widgets on known partner pages) may call. */
export const SITE_ONLY_PATHS: readonly string[] = [LEAD_PATH, PHONE_LEADS_PATH, PARTNERS_PATH];
/** Of those, what our widgets post from a partner page in PARTNER_ORIGINS. */
export const PARTNER_WIDGET_PATHS: readonly string[] = [LEAD_PATH, PHONE_LEADS_PATH];

const pathOf = (url: string): string => {
  const path = url.split('?')[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/** The operator console's addresses (/admin and below). */
export const isConsoleUrl = (url: string): boolean => /^\/admin(?:[/?#]|$)/.test(url);

export function isSiteOnlyPath(url: string): boolean {
  return SITE_ONLY_PATHS.includes(pathOf(url));
}

/** Whether `origin` may call the site-only endpoint at `url`: ours, or a known partner's for the widget endpoints. */
export function mayPost(
  url: string,
  origin: string,
  requestHost: string | undefined,
  config: Pick<ServerConfig, 'siteOrigins' | 'partnerOrigins'>,
): boolean {
  if (isOwnOrigin(origin, requestHost, config.siteOrigins)) return true;
  return PARTNER_WIDGET_PATHS.includes(pathOf(url)) && (config.partnerOrigins ?? []).includes(origin);
}

/**
 * Whether an Origin header is ours: the host the request was sent to (same-origin; the scheme is not compared,
 * since TLS usually ends at the proxy in front) or one of the configured site origins.
 */
export function isOwnOrigin(origin: string, requestHost: string | undefined, siteOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null" (sandboxed frames, file:)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (siteOrigins.includes(url.origin)) return true;
  return requestHost !== undefined && requestHost !== '' && url.host === requestHost.toLowerCase();
}

/**
 * `partners`: the allow-list of partner origins (database and environment); without it, `config.partnerOrigins`
 * alone. It is read only for the site-only paths, and from its cache.
 */
export async function registerCors(
  api: FastifyInstance,
  config: Pick<ServerConfig, 'siteOrigins' | 'partnerOrigins'>,
  partners?: Pick<OriginDirectory, 'list'>,
): Promise<void> {
  const siteOnly = (request: FastifyRequest): boolean => isSiteOnlyPath(request.url);
  const allowed = async (request: FastifyRequest, origin: string): Promise<boolean> =>
    mayPost(
      request.url,
      origin,
      request.host,
      partners ? { siteOrigins: config.siteOrigins, partnerOrigins: [...(await partners.list())] } : config,
    );
  const delegator = (
    request: FastifyRequest,
    callback: (error: Error | null, options: FastifyCorsOptions) => void,
  ): void => {
    const origin = request.headers.origin;
    const base: FastifyCorsOptions = {
      methods: ['GET', 'POST'],
      maxAge: 86400,
      strictPreflight: false,
      credentials: false,
    };
    // The console is for its own origin only: its preflights (answered by this plugin's catch-all OPTIONS route)
    // get no CORS header at all.
    if (isConsoleUrl(request.url)) return callback(null, { ...base, origin: false });
    if (!siteOnly(request)) return callback(null, { ...base, origin: '*' });
    if (typeof origin !== 'string') return callback(null, { ...base, origin: false });
    // Browsers keep only successful preflights (maxAge), so a page refused before its approval is asked again.
    allowed(request, origin).then(
      (ours) => callback(null, { ...base, origin: ours ? origin : false }),
      (error: Error) => callback(error, base),
    );
  };
  await api.register(cors, { delegator });
  api.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !siteOnly(request)) return;
    const origin = request.headers.origin;
    if (origin === undefined || (await allowed(request, origin))) return;
    return reply.code(403).send({ ok: false, error: 'this endpoint accepts requests only from the site itself' });
  });
}
