// The HTTP server: the built site and loader from dist/, and the API. buildApp is the list of registrations: the
// services the parts share (services.ts), the cross-cutting hooks, then one plugin per feature (server/<feature>/),
// each getting what it needs as options.
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { privateLogger } from './log';
import { DEFAULT_CONFIG, type ServerConfig } from './config';
import { registerCors } from './cors';
import { registerLimits, serverOptions } from './limits';
import { affiliatePlugin } from './affiliate';
import { httpSender } from './affiliate/deliveries';
import { securityHeaders } from './security-headers';
import { collectRoutes, type DeclaredRoute } from './method-not-allowed';
import { slashRedirect } from './slash';
import { registerInputGate } from './input-gate';
import { malformedRequestAnswers, publicMessage } from './malformed';
import type { Storage } from './storage/types';
import { StorageUnavailableError } from './storage/unavailable';
import { adminRoutes, isConsolePath, sendConsoleNotFound } from './admin/routes';
import { isPortalPath, portalRoutes, sendPortalNotFound } from './portal/routes';
import type { Fetcher } from './consents/delivery';
import { consentsApi, consentsPlugin } from './consents';
import { siteContent, type SiteContent } from './site-content';
import { notificationsPlugin } from './notifications';
import type { ServerMetrics } from './metrics/metrics';
import { eventRoutes } from './events/routes';
import { feedApi } from './feed';
import { leadFrameRoute } from './lead-frame/route';
import { leadsApi, leadsPlugin } from './leads';
import { partnersApi, partnersPlugin } from './partners';
import { siteApi, sitePlugin } from './site';
import { sitePageOrigins, type SitePageConfig } from './site/page-config';
import { pricedPageHook } from './site/priced-page';
import { builtStatuses, notFoundAnswers, staticFiles } from './site/static-files';
import { appServices, type AppServices, type ServiceOptions } from './services';
import type { ScryptCost } from './accounts/password';

export interface AppOptions extends ServiceOptions {
  /** The built site (npm run build). */
  distDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Proxies, limits, timeouts, site origins (config.ts; main.ts reads them from the environment). */
  config?: ServerConfig;
  /** How lead deliveries reach lenders (tests pass their own). */
  fetcher?: Fetcher;
  /** Our own pages' page config (site/page-config.ts; main.ts reads it from the environment). */
  sitePageConfig?: SitePageConfig;
  /** The operator's Prometheus metrics (server/metrics/): what requests count, served by main.ts on its own port. */
  metrics?: ServerMetrics;
  /**
   * scrypt's cost for the passwords the console and the portal set and for a login without an account: production's
   * (SCRYPT, server/accounts/password.ts) unless given. main.ts never gives it; tests lower it (server/testing/).
   */
  passwordCost?: ScryptCost;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { storage, distDir, logger = false, config = DEFAULT_CONFIG, metrics } = options;
  const root = resolve(distDir);
  const app = Fastify({ logger: privateLogger(logger), ...serverOptions(config), ...malformedRequestAnswers });
  const content = siteContent(root);
  const services = await appServices(app, root, content, config, options);
  await registerLimits(app, config);
  errorAnswers(app, metrics);
  // Every route declared from here on, for 405 answers (server/method-not-allowed.ts).
  const routes = collectRoutes(app);
  // POST /api/event in its own context, outside the site's: none of the site's hooks run for it, only the few
  // things its answers need, each set cheaply (events/routes.ts explains what and why).
  await app.register(eventRoutes, { storage, config });
  // Everything else shares one context: its hooks (security headers, trailing-slash redirects, build statuses)
  // run on every answer of these routes, static files and the 404 page, and never on the event route's.
  await app.register(siteScope, { ...options, root, config, content, services, routes });
  return app;
}

/** JSON errors (`{"ok":false,"error":…}`); a database that cannot take writes is 503 with Retry-After. */
function errorAnswers(app: FastifyInstance, metrics: ServerMetrics | undefined): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // The database cannot take writes for now (restarting, disk full, write queue full): 503, come back later.
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ reason: error.reason }, 'storage unavailable');
      metrics?.unavailable(error.reason);
      return reply
        .code(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ ok: false, error: 'service temporarily unavailable, try again later' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 413 ? 'request body is too large' : status >= 500 ? 'internal error' : publicMessage(error, status);
    return reply.code(status).send({ ok: false, error: message });
  });
}

interface SiteScopeOptions extends AppOptions {
  root: string;
  config: ServerConfig;
  content: SiteContent;
  services: AppServices;
  routes: DeclaredRoute[];
}

/** The site's context: its hooks first, then every feature, the static files and the answer for anything else. */
const siteScope: FastifyPluginAsync<SiteScopeOptions> = async (site, options) => {
  const { storage, root, config, content, services, routes, fetcher = fetch, metrics } = options;
  const { law, partnerOrigins, delivery, notifications, affiliate } = services;
  // CSP, framing, HSTS, Referrer-Policy, Permissions-Policy, nosniff and friends (server/security-headers.ts).
  await securityHeaders(site, root, '/404.html', sitePageOrigins(options.sitePageConfig ?? {}), content);
  // NUL, control characters and lone surrogates refused at every door before any route (server/input-gate.ts).
  registerInputGate(site);
  site.addHook('onRequest', slashRedirect);
  builtStatuses(site, root);
  // A priced page asked for with a loan in its address: sent marked, so no figure of another loan is painted.
  pricedPageHook(site, content);

  await site.register(sitePlugin, { storage, pageConfig: options.sitePageConfig ?? {} });
  // CORS by purpose (cors.ts): what the loader calls is open to partner origins, lead endpoints only to ours.
  await site.register(async (api) => {
    await registerCors(api, config, partnerOrigins);
    await api.register(partnersApi, { storage, config, partners: partnerOrigins });
    await api.register(siteApi, { site: content, law });
    await api.register(leadsApi, { storage });
    await api.register(feedApi, { storage, site: content, law });
    await api.register(consentsApi, { storage, delivery, offers: services.lenders, fetcher });
  });
  // Transfer-status notifications: the status page, the push token record, the queue's sender (server/notifications/).
  await site.register(notificationsPlugin, { storage, service: notifications });
  await consoleAndPortal(site, storage, config, services, options.passwordCost);
  // The visitors' consent withdrawal links and the lead deliveries' worker (server/consents/).
  await site.register(consentsPlugin, { storage, delivery, fetcher });
  // Lead identity across sites: the hidden lead frame page and the abandoned-visit webhook.
  await site.register(leadFrameRoute, { partners: partnerOrigins });
  await site.register(leadsPlugin, { storage });
  await site.register(partnersPlugin, { storage });
  // The click ledger, lender postbacks and partner postbacks (docs/affiliate.md).
  await site.register(affiliatePlugin, {
    sql: storage.sql,
    config: affiliate,
    distDir: root,
    shownToday: { shown: (offers) => law.shown(offers), version: () => content.version() },
    onMoved: (move) => notifications.onMoved(move),
    ...(metrics ? { onPostback: (outcome: string) => metrics.postback(outcome) } : {}),
  });
  await staticFiles(site, root);
  notFoundAnswers(site, root, routes, [
    { owns: isConsolePath, send: sendConsoleNotFound },
    { owns: isPortalPath, send: sendPortalNotFound },
  ]);
};

/** The operator console (server/admin/) and the partner portal (server/portal/). */
async function consoleAndPortal(
  site: FastifyInstance,
  storage: Storage,
  config: ServerConfig,
  { law, renderer, catalogue, partnerOrigins, mail, partnerEmailHash, notifications, affiliate }: AppServices,
  passwordCost: ScryptCost | undefined,
): Promise<void> {
  await adminRoutes(site, storage, undefined, {
    notifications: { configured: notifications.configured, notifyRejected: notifications.notifyRejected },
    callbackHours: config.callbackHours,
    law: { law, renderer },
    catalogue: { catalogue, law },
    partners: {
      directory: partnerOrigins,
      smtpConfigured: mail.configured,
      kickMail: () => mail.kick(),
      postbackAllowHosts: affiliate.testAllowHosts,
      emailHash: partnerEmailHash,
    },
    passwordCost,
  });
  // The partner portal: each partner's own numbers, postback, tag, pages and statements.
  await portalRoutes(site, {
    sql: storage.sql,
    now: () => new Date(),
    smtpConfigured: mail.configured,
    kickMail: () => mail.kick(),
    postbackAllowHosts: affiliate.testAllowHosts,
    send: httpSender(affiliate.testAllowHosts),
    passwordCost,
  });
}
