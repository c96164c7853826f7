// What the app's parts share, made once before any route: the law of the day, the catalogue, the pages re-rendered
// when either changes what they may show, the partner origins, the mail outbox's sender, the lead deliveries'
// settings, the notifications' queue. Each is a small function; buildApp (server/app.ts) calls appServices.
import type { FastifyInstance } from 'fastify';
import { parseAffiliateConfig, type AffiliateConfig } from './affiliate/config';
import { keyedHash } from './affiliate/ledger';
import { HASH_KEY_SECRET } from './affiliate/routes';
import { createCatalogueService, type CatalogueService } from './catalogue/service';
import type { ServerConfig } from './config';
import { parseDeliveryConfig, type DeliveryConfig } from './consents/delivery-config';
import { offerLenders, type OfferOwner } from './consents/offers';
import { createLawService, type LawService } from './law/service';
import { siteRenderer, type SiteRenderer } from './law/site-render';
import { parseMailConfig, type MailConfig } from './mail/config';
import { deliverDueMail, smtpSender, type MailSender } from './mail/outbox';
import { startDeliveryWorker } from './affiliate/deliveries';
import { parsePushConfig, type PushConfig } from './notifications/config';
import type { PushSender } from './notifications/fcm';
import { notificationService, type NotificationService } from './notifications';
import { originDirectory, type OriginDirectory } from './partners/origins';
import type { SiteContent } from './site-content';
import { storedSecret } from './storage/secrets';
import type { Storage } from './storage/types';

/** What the services are made from (buildApp's options, server/app.ts, add the HTTP side's). */
export interface ServiceOptions {
  storage: Storage;
  /** Lender postback secrets, payout terms, fraud rules (affiliate/config.ts); none configured by default. */
  affiliate?: AffiliateConfig;
  /** LEAD_DELIVERY_* settings (server/consents/delivery-config.ts): which lenders take leads by API. */
  deliveryEnv?: Record<string, string | undefined>;
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
}

export interface AppServices {
  affiliate: AffiliateConfig;
  law: LawService;
  catalogue: CatalogueService;
  renderer: SiteRenderer | undefined;
  /** Partner origins allowed to post leads and to frame the lead frame: the console's, plus PARTNER_ORIGINS. */
  partnerOrigins: OriginDirectory;
  mail: { configured: boolean; kick: () => void };
  partnerEmailHash: (email: string) => Promise<string>;
  lenders: () => Promise<ReadonlyMap<number, OfferOwner>>;
  delivery: DeliveryConfig;
  notifications: NotificationService;
}

const warnTo = (app: FastifyInstance) => ({ warn: (message: string) => app.log.warn(message) });

async function lawAndCatalogue(
  app: FastifyInstance,
  storage: Storage,
  { law: givenLaw, catalogue: givenCatalogue }: Pick<ServiceOptions, 'law' | 'catalogue'>,
): Promise<{ law: LawService; catalogue: CatalogueService }> {
  const law = givenLaw ?? (await createLawService(storage.sql, warnTo(app)));
  if (!givenLaw) app.addHook('onClose', async () => law.close());
  const catalogue = givenCatalogue ?? (await createCatalogueService(storage.sql, warnTo(app)));
  if (!givenCatalogue) app.addHook('onClose', async () => catalogue.close());
  return { law, catalogue };
}

/**
 * The pages follow the law of the day: re-rendered in the background when it changes what they may show (at start,
 * when a recorded rate takes effect, at midnight), and every cache of published data starts again after it.
 */
function pagesFollowingTheLaw(
  app: FastifyInstance,
  root: string,
  buildDir: string,
  content: SiteContent,
  { law, catalogue }: { law: LawService; catalogue: CatalogueService },
): SiteRenderer {
  const renderer = siteRenderer({
    distDir: root,
    buildDir,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
    onRendered: () => content.changed(),
    catalogue: () => catalogue.published(),
  });
  const stop = law.onChange((now, before) => {
    app.log.warn(
      `law in force changed: NBP reference rate ${now.nbpRate.pct}% since ${now.nbpRate.since} ` +
        `(was ${before.nbpRate.pct}%), maximum interest ${now.maxInterestYearlyPct}%`,
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
  return renderer;
}

/** Mail to applicants and partners: sent through SMTP when configured, else kept in the outbox (mail/outbox.ts). */
function mailSending(
  app: FastifyInstance,
  storage: Storage,
  { mail = parseMailConfig({}), mailSender }: Pick<ServiceOptions, 'mail' | 'mailSender'>,
): AppServices['mail'] {
  const sendMail = mailSender ?? (mail.smtpUrl ? smtpSender(mail.smtpUrl) : null);
  if (!sendMail) return { configured: false, kick: () => {} };
  const worker = startDeliveryWorker(
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
  );
  app.addHook('onReady', async () => worker.kick());
  app.addHook('onClose', async () => {
    worker.stop();
    await worker.idle();
  });
  return { configured: true, kick: () => worker.kick() };
}

/** A partner's e-mail as the ledger keeps it: hashed with the affiliate key (the operator's, else the stored one). */
function partnerEmailHashing(storage: Storage, hashKey: string | null): (email: string) => Promise<string> {
  let emailKey: Promise<string> | null = null;
  return async (email) => {
    emailKey ??= hashKey !== null ? Promise.resolve(hashKey) : storedSecret(storage.sql, HASH_KEY_SECRET);
    return keyedHash(await emailKey, `email:${email.trim().toLowerCase()}`);
  };
}

/** LEAD_DELIVERY_* settings: which lenders take leads by API (none unless one is set). */
async function leadDelivery(
  deliveryEnv: Record<string, string | undefined>,
  lenders: () => Promise<ReadonlyMap<number, OfferOwner>>,
): Promise<DeliveryConfig> {
  const wantsDelivery = Object.keys(deliveryEnv).some((name) => name.startsWith('LEAD_DELIVERY_'));
  return wantsDelivery
    ? parseDeliveryConfig(
        deliveryEnv,
        [...(await lenders()).values()].map((o) => o.lender),
      )
    : { lenders: new Map(), backoffMs: 60_000 };
}

export async function appServices(
  app: FastifyInstance,
  root: string,
  content: SiteContent,
  config: ServerConfig,
  options: ServiceOptions,
): Promise<AppServices> {
  const { storage, affiliate = parseAffiliateConfig({}), push = parsePushConfig({}) } = options;
  const { law, catalogue } = await lawAndCatalogue(app, storage, options);
  const renderer = options.siteRender
    ? pagesFollowingTheLaw(app, root, options.siteRender.buildDir, content, { law, catalogue })
    : undefined;
  const partnerOrigins = originDirectory(storage.sql, config.partnerOrigins, config.partnerOriginsTtlMs);
  const mail = mailSending(app, storage, options);
  const lenders = offerLenders(root);
  return {
    affiliate,
    law,
    catalogue,
    renderer,
    partnerOrigins,
    mail,
    partnerEmailHash: partnerEmailHashing(storage, affiliate.hashKey),
    lenders,
    delivery: await leadDelivery(options.deliveryEnv ?? {}, lenders),
    notifications: notificationService(
      {
        sql: storage.sql,
        config: push,
        linkOrigin: push.linkOrigin ?? config.siteOrigins[0] ?? 'http://localhost:3000',
        ...(options.pushSender ? { sender: options.pushSender } : {}),
        ...(options.pushNow ? { now: options.pushNow } : {}),
      },
      app.log,
    ),
  };
}
