// Feature "push": the push opt-in prompt, the permission and token flow with Firebase Cloud
// Messaging, and POST /set-token. Every decision is in state.ts, texts.ts and layout.ts beside it (pure, table-tested);
// this file only asks them what to do and does it: storage writes, events, console texts, the DOM and the SDK. No push
// failure is ever shown to the visitor or thrown into the page (SPEC §8).
import { EVENTS } from '../../events/catalogue';
import type { Attribution, FeatureContext } from '../../contract';
import { isPersonal } from '../../personal-text';
import type { Dom, Env } from '../../env';
import type { PushApis } from '../../env-apis';
import { arrowShifted, buttonOrder } from './layout';
import {
  MARKER_CANCELLED,
  REQUEST_ACCEPTED_KEY,
  SENT_TOKEN_KEY,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  UPDATED_TOKEN_KEY,
  PUSH_LOG,
  foregroundNotification,
  isRealToken,
  onAccept,
  onDecline,
  onLoad,
  promptWait,
  onPermissionResult,
  onSetTokenResult,
  onToken,
  serviceWorkerStep,
  tokenRecord,
  type Permission,
  type PushEvent,
  type PushLog,
  type ServiceWorkerStatus,
  type StorageWrite,
  type StoredPushState,
} from './state';
import { promptImage, promptTexts } from './texts';
import { sendInContext } from '../../events/context';
import { SERVER_BUSY } from '../../events/client';
import { NO_CONSENT, type ConsentState } from '../../../contracts/consent';
import { SET_TOKEN_ROUTE } from '../../../contracts/push-token';
import { readStoredLead } from '../../../contracts/lead-retention';
import { showPrompt, type ShownPrompt } from './prompt';
import type { PushMessaging } from './messaging';

const sleep = (env: Env, ms: number) => new Promise<void>((resolve) => env.timers.set(resolve, ms));

function asPermission(value: unknown): Permission {
  return value === 'granted' || value === 'denied' ? value : 'default';
}

/**
 * The stored lead id (SPEC §3: leadId, or lead_id from older pages) as every feature reads it: a valid UUID v4
 * within the retention limit, else none. A partner's own script may keep something else under `leadId`; sending
 * it would have the record refused on every page load, so the token goes without a lead instead.
 */
function readLead(env: Env): string | null {
  return readStoredLead(env.local, env.now());
}

function readStored(env: Env): StoredPushState {
  return {
    sent: env.local.get(SENT_TOKEN_KEY),
    updated: env.local.get(UPDATED_TOKEN_KEY),
    requestAccepted: env.local.get(REQUEST_ACCEPTED_KEY),
    leadId: readLead(env),
  };
}

function apply(env: Env, writes: readonly StorageWrite[]): void {
  for (const { key, value } of writes) {
    if (value === null) env.local.remove(key);
    else env.local.set(key, value);
  }
}

/** Google Analytics' client id from its _ga cookie (GA1.1.123.456 → 123.456); '' when there is none. */
export function gaClientId(cookies: string): string {
  const match = /(?:^|;\s*)_ga=GA\d\.\d+\.(\d+\.\d+)/.exec(cookies);
  return match?.[1] ?? '';
}

/** The /set-token form body (SPEC §3): utm_* are the page's own attribution computed at boot (attribution.ts). */
export function recordBody(ctx: FeatureContext, token: string, leadId: string | null): URLSearchParams | null {
  // A utm_* value that looks like personal data (`?utm_term=600100200`) is left out, as events leave it out.
  const utm = (key: keyof Attribution): string => {
    const value = ctx.attribution[key] ?? '';
    return isPersonal(value) ? '' : value;
  };
  const pairs = tokenRecord({
    token,
    gaClientId: gaClientId(ctx.env.cookies.read()),
    domain: new URL(ctx.env.href).hostname,
    leadId,
    country: ctx.config.countryId,
    partnerId: ctx.config.partnerId,
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
    utmContent: utm('utm_content'),
    utmTerm: utm('utm_term'),
  });
  return pairs ? new URLSearchParams(pairs) : null;
}

export class PushFlow {
  private consent: ConsentState = NO_CONSENT;
  private readonly env: Env;
  private messaging: PushMessaging | undefined;
  private registration: ServiceWorkerRegistration | undefined;
  /** One step at a time: a lead arriving mid-way waits for the token flow to finish. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: FeatureContext,
    private readonly dom: Dom,
    private readonly apis: PushApis,
    private readonly loadMessaging: () => Promise<typeof import('./messaging')>,
  ) {
    this.env = ctx.env;
    // Events carry what the current consent allows (loader/events/context.ts), like every other event.
    ctx.signals.onConsent((consent) => (this.consent = consent));
  }

  private log(text: PushLog, detail?: unknown): void {
    if (text === PUSH_LOG.unsupported) this.env.warn(text);
    else if (detail === undefined) this.env.error(text);
    else this.env.error(text, detail instanceof Error ? detail.message : detail);
  }

  private serial(step: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(step).catch((error: unknown) => this.log(PUSH_LOG.handlerError, error));
    return this.queue;
  }

  private async event(event: PushEvent): Promise<void> {
    const data = event.name === EVENTS.pushResponse ? { value: event.value } : {};
    const result = await sendInContext(
      this.env,
      this.ctx.config.hosts.events,
      this.ctx.signals,
      this.consent,
      event.name,
      data,
    );
    if (!result.ok && result.error !== SERVER_BUSY) this.env.warn(`${event.name} not recorded:`, result.error);
  }

  private async open(): Promise<PushMessaging> {
    if (!this.messaging) {
      const { openMessaging } = await this.loadMessaging();
      this.messaging = openMessaging(this.ctx.config.firebase!);
    }
    return this.messaging;
  }

  async start(): Promise<void> {
    const settings = this.ctx.config.firebase!;
    const stored = readStored(this.env);
    const permission = asPermission(this.apis.notification.permission);
    const framed = this.apis.framed();
    // Declined for good, or blocked: nothing can follow, so Firebase is not even fetched (onLoad gives 'none'
    // on these paths whatever support there is; it may still drop a dead token).
    const hopeless = !framed && (stored.sent === MARKER_CANCELLED || permission === 'denied');
    let supported = false;
    if (!framed && !hopeless) {
      const { messagingSupported } = await this.loadMessaging();
      supported = await messagingSupported();
    }
    const action = onLoad(
      stored,
      permission,
      { usePrompt: settings.prompt, supported: supported || hopeless, inIframe: framed },
      this.env.now(),
    );
    apply(this.env, action.writes);
    switch (action.kind) {
      case 'none':
        if (action.log) this.log(action.log);
        return;
      case 'show-prompt':
        await this.apis.whenLoaded();
        await sleep(this.env, promptWait(this.apis.loadedAt(), this.env.now()) ?? action.delayMs);
        await this.prompt();
        return;
      case 'request-permission':
        if (action.event) void this.event(action.event);
        await this.serial(() => this.requestPermission());
        return;
      case 'acquire-token':
        await this.serial(() => this.acquire());
        return;
      case 'update-token':
        await this.serial(() => this.send(action.token, 'update'));
        return;
    }
  }

  /** The lead arrived after load (lead frame, registration): the one-off update of SPEC §4 may be due now. */
  onLead(leadId: string): void {
    void this.serial(async () => {
      const stored = { ...readStored(this.env), leadId };
      if (!isRealToken(stored.sent) || this.apis.notification.permission !== 'granted') return;
      const action = onLoad(stored, 'granted', { usePrompt: false, supported: true, inIframe: false }, this.env.now());
      if (action.kind === 'update-token') await this.send(action.token, 'update', leadId);
    });
  }

  private async prompt(): Promise<void> {
    const { config, env } = this.ctx;
    const cdn = config.hosts.cdn;
    const texts = promptTexts(config.countryId, config);
    // The handlers run on a click, which can only happen once the prompt is shown and `shown` is set.
    let shown: ShownPrompt | undefined;
    try {
      shown = await showPrompt({
        doc: this.dom.document,
        texts,
        iconUrl: promptImage(config.customImg, new URL(env.href).origin, `${cdn}/push/bell.svg`),
        arrowUrl: `${cdn}/push/arrow.svg`,
        stylesheetUrl: `${cdn}/push/prompt.css?v=${__BUILD_ID__}`,
        order: buttonOrder(env.userAgent),
        arrowShifted: arrowShifted(env.userAgent, this.apis.screenWidth()),
        nonce: env.nonce,
        onAllow: () => {
          const answer = onAccept();
          apply(env, answer.writes);
          shown?.remove();
          void this.event(answer.event);
          // Asked inside the click itself: browsers honour a permission request only during a user gesture.
          const asked = this.ask();
          void this.serial(() => this.requestPermission(asked));
        },
        onDecline: () => {
          const answer = onDecline();
          apply(env, answer.writes);
          shown?.remove();
          void this.event(answer.event);
        },
      });
    } catch (error) {
      this.log(PUSH_LOG.promptFailed, error);
    }
  }

  /** Notification.requestPermission(), never throwing synchronously (old Safari wants a callback). */
  private ask(): Promise<string> {
    try {
      return Promise.resolve(this.apis.notification.requestPermission());
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private async requestPermission(asked: Promise<string> = this.ask()): Promise<void> {
    let result: Permission;
    try {
      result = asPermission(await asked);
    } catch (error) {
      this.log(PUSH_LOG.permissionError, error);
      return;
    }
    const step = onPermissionResult(result);
    apply(this.env, step.writes);
    if (step.kind === 'none') {
      this.log(step.log, step.error.message);
      return;
    }
    await this.acquire();
  }

  /** Registers the worker (own scope) and waits for it to be active, at most 10 s (SPEC §4). */
  private async worker(): Promise<ServiceWorkerRegistration | null> {
    if (this.registration?.active) return this.registration;
    const container = this.apis.serviceWorker;
    const startedAt = this.env.now();
    let registration: ServiceWorkerRegistration | undefined;
    try {
      const { workerQuery } = await this.loadMessaging();
      registration = await container.register(`${SERVICE_WORKER_URL}?${workerQuery(this.ctx.config.firebase!)}`, {
        scope: SERVICE_WORKER_SCOPE,
      });
    } catch (error) {
      this.log(PUSH_LOG.swRegistrationFailed, error);
      return null;
    }
    for (;;) {
      const pending = registration.installing ?? registration.waiting;
      const status: ServiceWorkerStatus = registration.active
        ? 'activated'
        : ((pending?.state as ServiceWorkerStatus | undefined) ?? 'redundant');
      const step = serviceWorkerStep(status, startedAt, this.env.now());
      if (step.kind === 'get-token') {
        this.registration = registration;
        return registration;
      }
      if (step.kind === 'give-up') {
        this.log(step.log, step.error?.message);
        return null;
      }
      await new Promise<void>((resolve) => {
        const timer = this.env.timers.set(resolve, step.remainingMs);
        pending?.addEventListener(
          'statechange',
          () => {
            this.env.timers.clear(timer);
            resolve();
          },
          { once: true },
        );
      });
    }
  }

  /** SPEC §4: worker, then getToken, retried once after 1 s; a token equal to the stored one is not re-sent. */
  private async acquire(): Promise<void> {
    const registration = await this.worker();
    if (!registration) return;
    const messaging = await this.open();
    this.listen(messaging, registration);
    for (let attempt = 0; ;) {
      let result: string | null | { error: unknown };
      try {
        result = await messaging.token(registration);
      } catch (error) {
        result = { error };
      }
      const step = onToken(result, this.env.local.get(SENT_TOKEN_KEY), this.env.now(), attempt);
      apply(this.env, step.writes);
      if (step.kind === 'keep') return;
      if (step.kind === 'send-token') return this.send(step.token, 'subscribe');
      if (step.kind === 'give-up') {
        this.log(step.log, step.cause ?? undefined);
        return;
      }
      attempt = step.attempt;
      await sleep(this.env, step.delayMs);
    }
  }

  private listening = false;
  /** SPEC §4: a message while the page is open becomes a system notification (permission permitting). */
  private listen(messaging: PushMessaging, registration: ServiceWorkerRegistration): void {
    if (this.listening) return;
    this.listening = true;
    messaging.onForeground((payload) => {
      try {
        if (this.apis.notification.permission !== 'granted') return;
        const content = foregroundNotification(payload);
        if (!content) return;
        const options: NotificationOptions = { body: content.body, data: { link: content.link ?? this.env.href } };
        if (content.icon) options.icon = content.icon;
        registration
          .showNotification(content.title, options)
          .catch((error: unknown) => this.log(PUSH_LOG.handlerError, error));
      } catch (error) {
        this.log(PUSH_LOG.handlerError, error);
      }
    });
  }

  /** POST /set-token (SPEC §7): a first send, or the update with the lead id. Response body is not read. */
  private async send(
    token: string,
    purpose: 'subscribe' | 'update',
    lead: string | null = readLead(this.env),
  ): Promise<void> {
    const body = recordBody(this.ctx, token, lead);
    if (!body || !this.env.fetch) return;
    let ok: boolean;
    try {
      const response = await this.env.fetch(this.ctx.config.hosts.leadgen + SET_TOKEN_ROUTE, {
        method: 'POST',
        body,
        credentials: 'omit',
        keepalive: true,
      });
      ok = response.ok;
    } catch {
      ok = false;
    }
    const step = onSetTokenResult(ok, { token, purpose, withLead: Boolean(lead) });
    apply(this.env, step.writes);
    if (step.log) this.log(step.log);
  }
}

export async function start(ctx: FeatureContext): Promise<void> {
  const { dom } = ctx.env;
  if (!dom || !ctx.config.firebase) return;
  const push = await ctx.env.push();
  if (!push) {
    ctx.env.warn(PUSH_LOG.unsupported);
    return;
  }
  const flow = new PushFlow(ctx, dom, push, () => import('./messaging'));
  // Not awaited: the prompt waits for the page's load and a second; the loader's other features go on.
  // Lead signals are heard only after the load decision, so a lead known at load is never updated twice.
  void flow
    .start()
    .catch((error: unknown) => ctx.env.error(PUSH_LOG.handlerError, error instanceof Error ? error.message : error))
    .then(() => ctx.signals.onLead((leadId) => flow.onLead(leadId)));
}
