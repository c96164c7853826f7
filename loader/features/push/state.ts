// Push opt-in decisions (SPEC §3, §4, §8, §9) as pure functions of stored strings, permission and time.
// The shell that talks to Firebase, the DOM and storage asks these what to do and does exactly that;
// every answer lists its storage writes, analytics event and console text, so nothing is decided twice.
import { pushTokenForm, type PushTokenInput } from '../../../contracts/push-token';

/** SPEC §9: the prompt is added 1 s after load. */
export const PROMPT_DELAY_MS = 1000;
/** SPEC §9: how long to wait for the messaging service worker to become active. */
export const SW_ACTIVATION_WAIT_MS = 10_000;
/** SPEC §9: a failed token request is retried once, after this delay. */
export const TOKEN_RETRY_DELAY_MS = 1000;
/** SPEC §4: retried once, so at most two attempts in all. */
export const TOKEN_MAX_RETRIES = 1;
// SPEC §9's token refresh after 7 days, installation pending timeout (10 s) and auth token margin (1 hour) are
// Firebase's own: its getToken renews an older token, its Installations SDK keeps the other two (README.md).

/** SPEC §3 storage keys. */
export const SENT_TOKEN_KEY = 'sentFirebaseMessagingToken';
export const UPDATED_TOKEN_KEY = 'updatedFirebaseMessagingToken';
export const REQUEST_ACCEPTED_KEY = 'requestFCMAccepted';
/** SPEC §3: the value stored under REQUEST_ACCEPTED_KEY once permission is granted. */
export const REQUEST_ACCEPTED_VALUE = 'true';
/** SPEC §3: consent markers kept under SENT_TOKEN_KEY in place of a token; never sent as one. */
export const MARKER_CONFIRMED = 'CONFIRMED BY USER';
export const MARKER_CANCELLED = 'CANCELLED BY USER';
export type PushStorageKey = typeof SENT_TOKEN_KEY | typeof UPDATED_TOKEN_KEY | typeof REQUEST_ACCEPTED_KEY;

/** SPEC §4: the messaging service worker file. */
export const SERVICE_WORKER_URL = '/firebase-messaging-sw.js';
/** SPEC §4 "own scope": Firebase's default scope, so it never takes over a service worker the site has at '/'. */
export const SERVICE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

/** SPEC §8 console-only logs, word for word (the misspellings are the SPEC's). */
export const PUSH_LOG = {
  unsupported: 'Firebase not supported this browser',
  handlerError: 'error in handler',
  tokenError: 'An error occurred while retrieving token',
  permissionError: 'Unable to get permission to notify',
  setTokenFailed: '/set-token is unsuccessfull',
  updateTokenFailed: 'update token is unsuccessfull',
  swRegistrationFailed: 'ServiceWorker registration failed',
  promptFailed: 'problems with notification text prompt',
  swNotActivated: 'Service worker for getToken not activated',
} as const;
export type PushLog = (typeof PUSH_LOG)[keyof typeof PUSH_LOG];

/** SPEC §8 push error codes (Firebase Messaging's own names). */
export const PUSH_ERROR = {
  permissionBlocked: 'permission-blocked',
  permissionDefault: 'permission-default',
  unsupportedBrowser: 'unsupported-browser',
  tokenSubscribeFailed: 'token-subscribe-failed',
  tokenUpdateFailed: 'token-update-failed',
  failedServiceWorkerRegistration: 'failed-service-worker-registration',
} as const;
export type PushErrorCode = (typeof PUSH_ERROR)[keyof typeof PUSH_ERROR];
/** SPEC §8, word for word. */
export const PERMISSION_BLOCKED_MESSAGE = 'The notification permission was not granted and blocked instead.';
/** Firebase Messaging's wording for the same case when the dialog was dismissed (SPEC §8 names only the code). */
export const PERMISSION_DEFAULT_MESSAGE = 'The notification permission was not granted and dismissed instead.';

export interface PushError {
  code: PushErrorCode;
  message: string;
}

/** SPEC §4 analytics events. */
export const PUSH_EVENT = { up: 'pushUp', response: 'pushResponse' } as const;
export type PushEvent = { name: typeof PUSH_EVENT.up } | { name: typeof PUSH_EVENT.response; value: 'Yes' | 'No' };

export type Permission = 'default' | 'granted' | 'denied';

/** A storage write; value null removes the key. */
export interface StorageWrite {
  key: PushStorageKey;
  value: string | null;
}

/** What the push keys of local storage hold at load (read through SafeStorage, so null when unreadable). */
export interface StoredPushState {
  sent: string | null;
  updated: string | null;
  requestAccepted: string | null;
  /** The lead id (storage key leadId); null means known to be absent, so the one-off update waits for a lead. */
  leadId?: string | null | undefined;
}

export interface LoadOptions {
  /** The caller wants the custom prompt rather than the browser's dialog straight away. */
  usePrompt: boolean;
  /** Firebase Messaging's isSupported() answer. */
  supported: boolean;
  /** Running inside a frame, where browsers refuse notification permission requests. */
  inIframe: boolean;
}

export interface ServiceWorkerPlan {
  url: typeof SERVICE_WORKER_URL;
  scope: typeof SERVICE_WORKER_SCOPE;
  activationWaitMs: number;
}

const SERVICE_WORKER: ServiceWorkerPlan = {
  url: SERVICE_WORKER_URL,
  scope: SERVICE_WORKER_SCOPE,
  activationWaitMs: SW_ACTIVATION_WAIT_MS,
};

export type LoadAction =
  | { kind: 'none'; writes: StorageWrite[]; log: PushLog | null }
  | { kind: 'show-prompt'; writes: StorageWrite[]; delayMs: number; at: number }
  | { kind: 'request-permission'; writes: StorageWrite[]; event: PushEvent | null }
  | { kind: 'acquire-token'; writes: StorageWrite[]; serviceWorker: ServiceWorkerPlan }
  /** POST the stored token again, now with the lead id; on success set UPDATED_TOKEN_KEY (onSetTokenResult). */
  | { kind: 'update-token'; writes: StorageWrite[]; token: string };

export function isMarker(value: string | null | undefined): boolean {
  return value === MARKER_CONFIRMED || value === MARKER_CANCELLED;
}

/** A value that may be sent to /set-token: a non-empty string that is not a consent marker. */
export function isRealToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && !isMarker(value);
}

const put = (key: PushStorageKey, value: string): StorageWrite => ({ key, value });
const drop = (key: PushStorageKey): StorageWrite => ({ key, value: null });

/**
 * SPEC §2: the prompt shows 1 s after the page's `load` event, however late the loader and Firebase got ready.
 * @param loadedAt when `load` fired (ms, the clock of `now`), or null while it has not.
 * @returns how long to wait from `now`, or null to wait for `load` first.
 */
export function promptWait(loadedAt: number | null, now: number): number | null {
  if (loadedAt === null || !Number.isFinite(loadedAt)) return null;
  return Math.max(0, loadedAt + PROMPT_DELAY_MS - now);
}

/** The decision on page load (SPEC §4). */
export function onLoad(stored: StoredPushState, permission: Permission, opts: LoadOptions, now: number): LoadAction {
  // SPEC §4: the prompt appears only where messaging is supported; a frame cannot ask for permission at all.
  if (!opts.supported || opts.inIframe) return { kind: 'none', writes: [], log: PUSH_LOG.unsupported };
  if (stored.sent === MARKER_CANCELLED) return { kind: 'none', writes: [], log: null };

  const writes: StorageWrite[] = [];
  let sent = stored.sent;
  // A token outlives its permission only on paper: once permission is reset or blocked it is dead, so forget it.
  if (isRealToken(sent) && permission !== 'granted') {
    writes.push(drop(SENT_TOKEN_KEY));
    sent = null;
  }

  if (permission === 'denied') return { kind: 'none', writes, log: null };

  if (permission === 'granted') {
    if (stored.requestAccepted !== REQUEST_ACCEPTED_VALUE)
      writes.push(put(REQUEST_ACCEPTED_KEY, REQUEST_ACCEPTED_VALUE));
    if (isRealToken(sent)) {
      const leadKnownMissing = stored.leadId === null || stored.leadId === '';
      if (stored.updated === null && !leadKnownMissing) return { kind: 'update-token', writes, token: sent };
    }
    // Already confirmed, or granted: re-run acquisition; an unchanged token is not re-sent (onToken).
    return { kind: 'acquire-token', writes, serviceWorker: SERVICE_WORKER };
  }

  // permission === 'default'
  // The visitor said yes in our prompt but the browser's dialog was dismissed: ask the browser again.
  if (sent === MARKER_CONFIRMED) return { kind: 'request-permission', writes, event: null };
  if (opts.usePrompt) return { kind: 'show-prompt', writes, delayMs: PROMPT_DELAY_MS, at: now + PROMPT_DELAY_MS };
  return { kind: 'request-permission', writes, event: { name: PUSH_EVENT.up } };
}

export interface PromptAnswer {
  writes: StorageWrite[];
  hidePrompt: true;
  event: PushEvent;
  next: 'request-permission' | 'none';
}

/** SPEC §4 accept click: remember consent, hide, ask the browser, then the token path. */
export function onAccept(): PromptAnswer {
  return {
    writes: [put(SENT_TOKEN_KEY, MARKER_CONFIRMED)],
    hidePrompt: true,
    event: { name: PUSH_EVENT.response, value: 'Yes' },
    next: 'request-permission',
  };
}

/** SPEC §4 decline or close click (the same thing): both keys say cancelled, so the prompt never returns. */
export function onDecline(): PromptAnswer {
  return {
    writes: [put(SENT_TOKEN_KEY, MARKER_CANCELLED), put(UPDATED_TOKEN_KEY, MARKER_CANCELLED)],
    hidePrompt: true,
    event: { name: PUSH_EVENT.response, value: 'No' },
    next: 'none',
  };
}

export type PermissionStep =
  | { kind: 'register-service-worker'; writes: StorageWrite[]; serviceWorker: ServiceWorkerPlan }
  | { kind: 'none'; writes: StorageWrite[]; log: PushLog; error: PushError };

/** SPEC §4: what Notification.requestPermission() answered decides the next step. */
export function onPermissionResult(result: Permission): PermissionStep {
  if (result === 'granted') {
    return {
      kind: 'register-service-worker',
      writes: [put(REQUEST_ACCEPTED_KEY, REQUEST_ACCEPTED_VALUE)],
      serviceWorker: SERVICE_WORKER,
    };
  }
  const error: PushError =
    result === 'denied'
      ? { code: PUSH_ERROR.permissionBlocked, message: PERMISSION_BLOCKED_MESSAGE }
      : { code: PUSH_ERROR.permissionDefault, message: PERMISSION_DEFAULT_MESSAGE };
  return { kind: 'none', writes: [], log: PUSH_LOG.permissionError, error };
}

/** The registration's state as the shell observes it; 'registration-failed' when register() rejected. */
export type ServiceWorkerStatus =
  'registration-failed' | 'installing' | 'installed' | 'activating' | 'activated' | 'redundant';

export type ServiceWorkerStep =
  | { kind: 'get-token'; attempt: 0 }
  | { kind: 'wait'; remainingMs: number }
  | { kind: 'give-up'; log: PushLog; error: PushError | null };

/** SPEC §4: wait for the worker to be active, at most SW_ACTIVATION_WAIT_MS after registering began. */
export function serviceWorkerStep(status: ServiceWorkerStatus, startedAt: number, now: number): ServiceWorkerStep {
  if (status === 'activated') return { kind: 'get-token', attempt: 0 };
  if (status === 'registration-failed' || status === 'redundant') {
    return {
      kind: 'give-up',
      log: PUSH_LOG.swRegistrationFailed,
      error: { code: PUSH_ERROR.failedServiceWorkerRegistration, message: PUSH_LOG.swRegistrationFailed },
    };
  }
  const remainingMs = startedAt + SW_ACTIVATION_WAIT_MS - now;
  return remainingMs > 0
    ? { kind: 'wait', remainingMs }
    : { kind: 'give-up', log: PUSH_LOG.swNotActivated, error: null };
}

/** What getToken() gave: the token, nothing, or what it threw. */
export type TokenResult = string | null | { error: unknown };

export type TokenStep =
  | { kind: 'keep'; writes: StorageWrite[] }
  | { kind: 'send-token'; writes: StorageWrite[]; token: string }
  | { kind: 'retry'; writes: StorageWrite[]; attempt: number; delayMs: number; at: number }
  | { kind: 'give-up'; writes: StorageWrite[]; log: PushLog; cause: unknown };

/**
 * SPEC §4 token handling. `stored` is SENT_TOKEN_KEY's value, `attempt` counts from 0.
 * Equal → not re-sent; new → sent (stored on success); none or error → retried once, then the stored token goes.
 */
export function onToken(result: TokenResult, stored: string | null, now: number, attempt: number): TokenStep {
  if (typeof result === 'string' && isRealToken(result)) {
    return result === stored ? { kind: 'keep', writes: [] } : { kind: 'send-token', writes: [], token: result };
  }
  if (attempt < TOKEN_MAX_RETRIES) {
    return {
      kind: 'retry',
      writes: [],
      attempt: attempt + 1,
      delayMs: TOKEN_RETRY_DELAY_MS,
      at: now + TOKEN_RETRY_DELAY_MS,
    };
  }
  // Only a real token is removed: a consent marker must survive, or the visitor would be asked again.
  const writes = isRealToken(stored) ? [drop(SENT_TOKEN_KEY)] : [];
  const cause = result !== null && typeof result === 'object' ? result.error : result;
  return { kind: 'give-up', writes, log: PUSH_LOG.tokenError, cause };
}

export interface SetTokenContext {
  token: string;
  /** 'subscribe': first send of a new token; 'update': the one-off re-send with the lead id. */
  purpose: 'subscribe' | 'update';
  /** Whether the request carried a lead id. */
  withLead: boolean;
}

export type SetTokenStep = { writes: StorageWrite[]; log: PushLog | null; error: PushError | null };

/**
 * SPEC §4, §7: success means the token is stored. UPDATED_TOKEN_KEY holds the token that has reached the
 * server with a lead id; a token first sent without one is left unmarked, so the update re-sends it once.
 */
export function onSetTokenResult(ok: boolean, ctx: SetTokenContext): SetTokenStep {
  if (!isRealToken(ctx.token)) return { writes: [], log: null, error: null };
  if (ctx.purpose === 'update') {
    return ok
      ? { writes: [put(UPDATED_TOKEN_KEY, ctx.token)], log: null, error: null }
      : {
          writes: [],
          log: PUSH_LOG.updateTokenFailed,
          error: { code: PUSH_ERROR.tokenUpdateFailed, message: PUSH_LOG.updateTokenFailed },
        };
  }
  if (!ok) {
    return {
      writes: [],
      log: PUSH_LOG.setTokenFailed,
      error: { code: PUSH_ERROR.tokenSubscribeFailed, message: PUSH_LOG.setTokenFailed },
    };
  }
  return {
    writes: [
      put(SENT_TOKEN_KEY, ctx.token),
      ctx.withLead ? put(UPDATED_TOKEN_KEY, ctx.token) : drop(UPDATED_TOKEN_KEY),
    ],
    log: null,
    error: null,
  };
}

/** The parts of an FCM message (MessagePayload) a foreground notification uses. */
export interface FcmPayload {
  data?: Record<string, string> | undefined;
  notification?:
    | { title?: string | undefined; body?: string | undefined; icon?: string | undefined; image?: string | undefined }
    | undefined;
  fcmOptions?: { link?: string | undefined } | undefined;
}

export interface NotificationContent {
  title: string;
  body: string;
  icon?: string;
  link?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Only web links open from a click; javascript: and the like never do. */
function webLink(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §4: a foreground message becomes a system notification from its data part, or from its notification
 * part when it has no data. Null when there is nothing to show.
 */
export function foregroundNotification(payload: FcmPayload): NotificationContent | null {
  const data = payload.data && Object.keys(payload.data).length > 0 ? payload.data : undefined;
  const note = payload.notification ?? {};
  const title = data ? (text(data.title) ?? text(note.title)) : text(note.title);
  const body = data ? (text(data.body) ?? text(note.body)) : text(note.body);
  if (title === undefined && body === undefined) return null;
  const icon = (data && text(data.icon)) ?? text(note.icon);
  const link = webLink(
    (data && (text(data.link) ?? text(data.click_action) ?? text(data.url))) ?? text(payload.fcmOptions?.link),
  );
  const content: NotificationContent = { title: title ?? '', body: body ?? '' };
  if (icon !== undefined) content.icon = icon;
  if (link !== undefined) content.link = link;
  return content;
}

/**
 * The /set-token form body (contracts/push-token.ts) as pairs for URLSearchParams; null for a consent marker or empty
 * token.
 */
export function tokenRecord(fields: PushTokenInput): [string, string][] | null {
  return isRealToken(fields.token) ? pushTokenForm(fields) : null;
}
