// The HTTP server: the built site and loader from dist/, and the API. Everything is wired here; each
// endpoint lives in routes/ and gets the storage it needs as an argument.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { eventRoute } from './routes/event';
import { healthRoute } from './routes/healthz';
import { pageDataRoute } from './routes/page-data';
import { partnersRoute } from './routes/partners';
import { leadsRoute } from './routes/leads';
import { setTokenRoute } from './routes/set-token';
import { feedRoutes } from './routes/feed';
import { leadFrameRoute } from './routes/lead-frame';
import { webhookRoute } from './routes/webhook';
import { offersRoute } from './routes/offers';
import { widgetHtmlRoute } from './routes/widget-html';
import { pricedPageHook } from './routes/priced-page';
import { phoneLeadsRoute } from './routes/phone-leads';
import { privateLogger } from './log';
import { DEFAULT_CONFIG, type ServerConfig } from './config';
import { registerCors } from './cors';
import { registerLimits, serverOptions } from './limits';
import { partnerFormRoute } from './routes/partner-form';
import { registerAffiliate } from './affiliate';
import { parseAffiliateConfig, type AffiliateConfig } from './affiliate/config';
import { securityHeaders } from './security-headers';
import { allowedMethods, collectRoutes, requestPath, staticFileExists } from './method-not-allowed';
import { slashRedirect } from './slash';
import { registerInputGate } from './input-gate';
import { malformedRequestAnswers, publicMessage } from './malformed';
import { isPublicPath } from './static-guard';
import { pageConfigRoute, sitePageOrigins, type SitePageConfig } from './site-page-config';
import type { Storage } from './storage/types';
import { StorageUnavailableError } from './storage/unavailable';
import { adminRoutes, isConsolePath, sendConsoleNotFound } from './admin/routes';
import { leadSharingRoute } from './routes/lead-sharing';
import { consentWithdrawRoute } from './routes/consent-withdraw';
import { startDeliveryWorker, type Fetcher } from './consents/delivery';
import { parseDeliveryConfig, type DeliveryConfig } from './consents/delivery-config';
import { offerLenders } from './consents/offers';
import { createCatalogueService, type CatalogueService } from './catalogue/service';
import { createLawService, type LawService } from './law/service';
import { siteRenderer } from './law/site-render';
import { siteContent } from './site-content';
import { originDirectory } from './partners/origins';
import { partnerStatusRoute } from './routes/partner-status';
import { parseMailConfig, type MailConfig } from './mail/config';
import { deliverDueMail, smtpSender, type MailSender } from './mail/outbox';
import { httpSender, startDeliveryWorker as startWorker } from './affiliate/deliveries';
import { isPortalPath, portalRoutes, sendPortalNotFound } from './portal/routes';
import { HASH_KEY_SECRET } from './affiliate/routes';
import { keyedHash } from './affiliate/ledger';
import { storedSecret } from './storage/secrets';
import { parsePushConfig, type PushConfig } from './notifications/config';
import type { PushSender } from './notifications/fcm';
import { registerNotifications } from './notifications';
import type { ServerMetrics } from './metrics/metrics';

export interface AppOptions {
  storage: Storage;
  /** The built site (npm run build). */
  distDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Proxies, limits, timeouts, site origins (config.ts; main.ts reads them from the environment). */
  config?: ServerConfig;
  /** Lender postback secrets, payout terms, fraud rules (affiliate/config.ts); none configured by default. */
  affiliate?: AffiliateConfig;
  /** LEAD_DELIVERY_* settings (server/consents/delivery-config.ts): which lenders take leads by API. */
  deliveryEnv?: Record<string, string | undefined>;
  /** How lead deliveries reach lenders (tests pass their own). */
  fetcher?: Fetcher;
  /** Our own pages' page config (site-page-config.ts; main.ts reads it from the environment). */
  sitePageConfig?: SitePageConfig;
  /** The law in force (server/law/service.ts); made from the storage's recorded rates when not given. */
  law?: LawService;
  /** The catalogue of lenders and offers (server/catalogue/service.ts); made from the storage when not given. */
  catalogue?: CatalogueService;
  /** Re-renders the pages when the law of the day changes what they may show (main.ts gives the build's). */
  siteRender?: { buildDir: string };
  /** SMTP_URL, MAIL_FROM and retries (mail/config.ts); without SMTP_URL mail waits in the outbox. */
  mail?: MailConfig;
  /** How mail is sent (tests pass their own); by default nodemailer to SMTP_URL. */
  mailSender?: MailSender;
  /** FIREBASE_SERVICE_ACCOUNT and the PUSH_* settings (notifications/config.ts): transfer-status notifications. */
  push?: PushConfig;
  /**
   * How notifications are sent (tests pass their own), and the queue's clock; by default firebase-admin and the time.
   */
  pushSender?: PushSender;
  pushNow?: () => Date;
  /** The operator's Prometheus metrics (server/metrics/): what requests count, served by main.ts on its own port. */
  metrics?: ServerMetrics;
}

const YEAR = 31536000;

/** Cache rules: hashed assets forever; loader features are versioned by ?v=; the loader and HTML briefly. */
export function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return `public, max-age=${YEAR}, immutable`;
  if (path.startsWith('/loader/')) return `public, max-age=${YEAR}, immutable`;
  if (path === '/loader.js') return 'public, max-age=300, stale-while-revalidate=3600';
  if (path.endsWith('.html') || path.endsWith('/')) return 'no-cache';
  return 'public, max-age=3600';
}

export async function buildApp({
  storage,
  distDir,
  logger = false,
  config = DEFAULT_CONFIG,
  affiliate = parseAffiliateConfig({}),
  deliveryEnv = {},
  fetcher = fetch,
  sitePageConfig = {},
  mail = parseMailConfig({}),
  mailSender,
  law: givenLaw,
  catalogue: givenCatalogue,
  siteRender,
  push = parsePushConfig({}),
  pushSender,
  pushNow,
  metrics,
}: AppOptions): Promise<FastifyInstance> {
  const root = resolve(distDir);
  const app = Fastify({ logger: privateLogger(logger), ...serverOptions(config), ...malformedRequestAnswers });
  const content = siteContent(root);
  const law = givenLaw ?? (await createLawService(storage.sql, { warn: (message) => app.log.warn(message) }));
  if (!givenLaw) app.addHook('onClose', async () => law.close());
  const catalogue =
    givenCatalogue ?? (await createCatalogueService(storage.sql, { warn: (message) => app.log.warn(message) }));
  if (!givenCatalogue) app.addHook('onClose', async () => catalogue.close());
  // The pages follow the law of the day: re-rendered in the background when it changes what they may show (at start,
  // when a recorded rate takes effect, at midnight), and every cache of published data starts again after it.
  const renderer = siteRender
    ? siteRenderer({
        distDir: root,
        buildDir: siteRender.buildDir,
        log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
        onRendered: () => content.changed(),
        catalogue: () => catalogue.published(),
      })
    : undefined;
  if (renderer) {
    const stop = law.onChange((now, before) => {
      app.log.warn(
        `law in force changed: NBP reference rate ${now.nbpRate.pct}% since ${now.nbpRate.since} (was ${before.nbpRate.pct}%), maximum interest ${now.maxInterestYearlyPct}%`,
      );
      void renderer.ensure(now, law.recorded());
    });
    // An operator's change of a lender or an offer (this process's or another's, read within a minute).
    const stopCatalogue = catalogue.onChange(() => {
      app.log.info('catalogue changed: re-rendering the pages');
      void renderer.ensure(law.today(), law.recorded());
    });
    app.addHook('onClose', async () => {
      stop();
      stopCatalogue();
    });
    app.addHook('onReady', async () => {
      void renderer.ensure(law.today(), law.recorded());
    });
  }
  await registerLimits(app, config);
  // Partner origins allowed to post leads and to frame the lead frame: the console's, plus PARTNER_ORIGINS.
  const partnerOrigins = originDirectory(storage.sql, config.partnerOrigins, config.partnerOriginsTtlMs);
  // Mail to applicants and partners: sent through SMTP when configured, else kept in the outbox (mail/outbox.ts).
  const sendMail = mailSender ?? (mail.smtpUrl ? smtpSender(mail.smtpUrl) : null);
  const mailWorker = sendMail
    ? startWorker(
        () =>
          deliverDueMail(
            storage.sql,
            sendMail,
            mail,
            () => new Date(),
            (id, code, final) =>
              app.log.warn(
                { mail: id, code, final },
                final ? 'mail not sent, no attempts left' : 'mail not sent, will retry',
              ),
          ),
        (error) => app.log.error({ error: error instanceof Error ? error.message : String(error) }, 'mail pass failed'),
        30_000,
      )
    : null;
  if (mailWorker) {
    app.addHook('onReady', async () => mailWorker.kick());
    app.addHook('onClose', async () => {
      mailWorker.stop();
      await mailWorker.idle();
    });
  }
  let emailKey: Promise<string> | null = null;
  const partnerEmailHash = async (email: string): Promise<string> => {
    emailKey ??=
      affiliate.hashKey !== null ? Promise.resolve(affiliate.hashKey) : storedSecret(storage.sql, HASH_KEY_SECRET);
    return keyedHash(await emailKey, `email:${email.trim().toLowerCase()}`);
  };

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

  // Every route declared from here on, for 405 answers (server/method-not-allowed.ts).
  const routes = collectRoutes(app);

  // POST /api/event in its own context, outside the site's: none of the hooks below run for it, only the few
  // things its answers need, each set cheaply (routes/event.ts explains what and why).
  await eventRoute(app, storage, { config });

  // Everything else shares one context: its hooks (security headers, trailing-slash redirects, build statuses)
  // run on every answer of these routes, static files and the 404 page, and never on the event route's.
  await app.register(async (site) => {
    // CSP, framing, HSTS, Referrer-Policy, Permissions-Policy, nosniff and friends (server/security-headers.ts).
    await securityHeaders(site, root, '/404.html', sitePageOrigins(sitePageConfig), content);

    // NUL, control characters and lone surrogates refused at every door before any route (server/input-gate.ts).
    registerInputGate(site);
    site.addHook('onRequest', slashRedirect);
    await healthRoute(site, storage);
    const lenders = offerLenders(root);
    const wantsDelivery = Object.keys(deliveryEnv).some((name) => name.startsWith('LEAD_DELIVERY_'));
    const delivery: DeliveryConfig = wantsDelivery
      ? parseDeliveryConfig(
          deliveryEnv,
          [...(await lenders()).values()].map((o) => o.lender),
        )
      : { lenders: new Map(), backoffMs: 60_000 };
    // CORS by purpose (cors.ts): what the loader calls is open to partner origins, lead endpoints only to ours.
    await site.register(async (api) => {
      await registerCors(api, config, partnerOrigins);
      await partnerStatusRoute(api, config, partnerOrigins);
      await pageDataRoute(api, root);
      await partnersRoute(api, storage);
      await leadsRoute(api, storage);
      await feedRoutes(api, storage, content, law);
      await offersRoute(api, content, law);
      await widgetHtmlRoute(api, content, law);
      await phoneLeadsRoute(api, storage);
      await leadSharingRoute(api, { storage, delivery, offers: lenders, fetcher });
    });
    // Transfer-status notifications: the queue the postbacks fill, its sender, the status page (server/notifications/).
    const notifications = await registerNotifications(site, storage.sql, push, {
      linkOrigin: push.linkOrigin ?? config.siteOrigins[0] ?? 'http://localhost:3000',
      ...(pushSender ? { sender: pushSender } : {}),
      ...(pushNow ? { now: pushNow } : {}),
    });
    // The operator console and the visitors' consent withdrawal links (server/admin/, server/consents/).
    await adminRoutes(site, storage, undefined, {
      notifications: { configured: notifications.configured, notifyRejected: notifications.notifyRejected },
      callbackHours: config.callbackHours,
      law: { law, renderer },
      catalogue: { catalogue, law },
      partners: {
        directory: partnerOrigins,
        smtpConfigured: sendMail !== null,
        kickMail: () => mailWorker?.kick(),
        postbackAllowHosts: affiliate.testAllowHosts,
        emailHash: partnerEmailHash,
      },
    });
    // The partner portal (server/portal/): each partner's own numbers, postback, tag, pages and statements.
    await portalRoutes(site, {
      sql: storage.sql,
      now: () => new Date(),
      smtpConfigured: sendMail !== null,
      kickMail: () => mailWorker?.kick(),
      postbackAllowHosts: affiliate.testAllowHosts,
      send: httpSender(affiliate.testAllowHosts),
    });
    await consentWithdrawRoute(site, storage);
    if (delivery.lenders.size > 0) {
      const stop = startDeliveryWorker(storage.sql, delivery, fetcher, (error) =>
        site.log.error({ err: error }, 'lead delivery run failed'),
      );
      site.addHook('onClose', async () => stop());
    }
    await setTokenRoute(site, storage);
    // Lead identity across sites: the hidden lead frame page and the abandoned-visit webhook.
    await leadFrameRoute(site, undefined, partnerOrigins);
    await webhookRoute(site, storage);
    await partnerFormRoute(site, storage);
    // The click ledger, lender postbacks and partner postbacks (docs/affiliate.md).
    await registerAffiliate(
      site,
      storage.sql,
      affiliate,
      root,
      undefined,
      { shown: (offers) => law.shown(offers), version: () => content.version() },
      (move) => notifications.onMoved(move),
      metrics ? (outcome) => metrics.postback(outcome) : undefined,
    );
    // The site's own page config, read by the loader on our pages as on a partner's.
    await pageConfigRoute(site, sitePageConfig);

    if (!existsSync(join(root, 'index.html')))
      throw new Error(`${root} holds no built site: run "npm run build" first`);
    // Pages the build rendered as errors (a route naming unknown middleware: 500, SPEC §8) keep their status.
    const statusFile = join(root, '_status.json');
    const statuses = existsSync(statusFile)
      ? (JSON.parse(readFileSync(statusFile, 'utf8')) as Record<string, number>)
      : {};
    site.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0] ?? '';
      const status = statuses[path];
      if (status && reply.statusCode === 200) reply.code(status);
      // The partner API's type definitions (/przelewik.d.ts) are text, not the MPEG stream `.ts` names.
      if (path.endsWith('.d.ts') && reply.statusCode === 200) reply.type('text/plain; charset=utf-8');
      return payload;
    });
    // A priced page asked for with a loan in its address: sent marked, so no figure of another loan is painted.
    pricedPageHook(site, content);
    await site.register(fastifyStatic, {
      root,
      prefix: '/',
      index: ['index.html'],
      redirect: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // Build leftovers and dotfiles are not part of the site (server/static-guard.ts).
      allowedPath: (pathname) => isPublicPath(pathname),
      setHeaders(res, filePath) {
        // filePath may be the precompressed twin (index.html.br): rules follow the file it stands for.
        const rel =
          '/' +
          filePath
            .slice(root.length + 1)
            .replace(/\\/g, '/')
            .replace(/\.(br|gz)$/, '');
        res.setHeader('vary', 'Accept-Encoding');
        res.setHeader('cache-control', cacheControl(rel.endsWith('index.html') ? rel.slice(0, -10) : rel));
        // Partner pages import the loader's ES-module chunks cross-origin, which browsers fetch in CORS mode.
        if (rel.startsWith('/loader/') || rel.startsWith('/assets/') || rel === '/loader.js')
          res.setHeader('access-control-allow-origin', '*');
      },
    });

    let notFoundPage: string | null = null;
    site.setNotFoundHandler((request, reply) => {
      const allow = allowedMethods(requestPath(request.url), routes, (path) => staticFileExists(root, path));
      if (allow.length > 0 && !allow.includes(request.method)) {
        return reply.code(405).header('allow', allow.join(', ')).send({ ok: false, error: 'method not allowed' });
      }
      const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
      if (!wantsHtml) return reply.code(404).send({ ok: false, error: 'not found' });
      // The console's own addresses get its Polish page in its frame, not the public site's.
      if (isConsolePath(requestPath(request.url))) return sendConsoleNotFound(reply);
      if (isPortalPath(requestPath(request.url))) return sendPortalNotFound(reply);
      notFoundPage ??= readFileSync(join(root, '404.html'), 'utf8');
      return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notFoundPage);
    });
  });

  return app;
}
