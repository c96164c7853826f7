// The capabilities the loader and its features get from the browser, built by entry.ts (the only file that reads
// window, document, navigator, storage, timers and fetch): narrow interfaces, never the window itself. Features
// take an Env, so they run in Node tests with fakes. globals.test.ts fails on a feature that reaches a global.
import { UUID_V4_BYTES, uuidV4FromBytes } from '../contracts/uuid';
import type { ErasureApis, PushApis } from './env-apis';

/** Storage that never throws (Safari private mode, blocked cookies, quota): failures read as null / false. */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/** What the console gets for a warning's parts: an error as its message (a stack means nothing to a partner). */
export const messages = (args: unknown[]): unknown[] => args.map((arg) => (arg instanceof Error ? arg.message : arg));

/** Every console line the loader writes starts with this, so partners can tell whose it is. */
export const LOG_PREFIX = '[przelewik]';

/** What only the loader's own script tag can tell, read by entry.ts while it runs (document.currentScript). */
export interface ScriptTag {
  /** The CSP nonce to give what we inject. */
  nonce: string | undefined;
  /** The tag's data-* attributes. */
  data: Readonly<Record<string, string | undefined>> | undefined;
}

/** The capabilities over the real page: the one place (with entry.ts) that reads the browser's globals. */
export function browserEnv(win: Window, tag: ScriptTag): Env {
  const doc = win.document;
  const cryptoApi = win.crypto;
  return {
    href: win.location.href,
    referrer: doc.referrer,
    local: safeStorage(() => win.localStorage),
    session: safeStorage(() => win.sessionStorage),
    // Neither reads `this`: the functions themselves, not wrappers.
    now: Date.now,
    random: Math.random,
    // getRandomValues rather than randomUUID, which http pages lack: one way everywhere.
    uuid: () => uuidV4FromBytes(cryptoApi.getRandomValues(new Uint8Array(UUID_V4_BYTES))),
    timers: windowTimers(win),
    fetch: typeof win.fetch === 'function' ? win.fetch.bind(win) : undefined,
    warn: (...args) => console.warn(LOG_PREFIX, ...messages(args)),
    error: (...args) => console.error(LOG_PREFIX, ...messages(args)),
    cookies: safeCookies(() => doc),
    userAgent: win.navigator?.userAgent ?? '',
    nonce: tag.nonce,
    scriptData: tag.data,
    dom: windowDom(win),
    push: () => import('./env-push').then((edge) => edge.windowPush(win)),
    erasure: () => import('./env-erase').then((edge) => edge.windowErasure(win)),
  };
}

export interface Env {
  /** location.href of the page the loader runs on. */
  href: string;
  referrer: string;
  local: SafeStorage;
  session: SafeStorage;
  now(): number;
  uuid(): string;
  /** Math.random, for the few values that are random by contract (the sbjs promo code). */
  random(): number;
  timers: Timers;
  /** fetch bound to the window, or undefined where there is none. */
  fetch: typeof fetch | undefined;
  /** console.warn / console.error with the loader's "[przelewik]" prefix; an Error is written as its message. */
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  /** document.cookie, read and written safely (a sandboxed frame throws): read() gives '' on failure. */
  cookies: CookieJar;
  /** navigator.userAgent, '' where there is none. */
  userAgent: string;
  /** The data-* attributes of our own script tag (`data-aff-id`, `data-sub1`…), as a dataset; absent when unknown. */
  scriptData?: Readonly<Record<string, string | undefined>>;
  /** The CSP nonce of the script tag that loaded us (or of any nonced script), for what the loader injects. */
  nonce: string | undefined;
  /**
   * The page, for the few features that must insert or find elements or hear the page's events (widgets, the lead
   * frame, tag scripts, the push prompt, the public global). Undefined in Node tests; a feature that needs it checks.
   */
  dom: Dom | undefined;
  /**
   * The browser's notification APIs and page state, for push only (fetched when asked); undefined where the browser has
   * no notifications.
   */
  push(): Promise<PushApis | undefined>;
  /**
   * What a withdrawal of consent needs to find and erase every optional key (fetched only then); absent in Node tests.
   */
  erasure?(): Promise<ErasureApis>;
}

/** setTimeout / clearTimeout of the page. */
export interface Timers {
  set(run: () => void, ms: number): TimerId;
  clear(id: TimerId | undefined): void;
}
export type TimerId = ReturnType<typeof setTimeout>;

/** What features may do with the page, instead of the whole window. */
export interface Dom {
  /** The page's document: to find widget elements and insert ours (frames, scripts, the prompt). */
  document: Document;
  /**
   * Listens on the page's window ('message', 'click', 'load', 'pagehide', 'storage', our custom events); returns the
   * cleanup.
   */
  listen(type: string, listener: (event: Event) => void, options?: boolean | AddEventListenerOptions): () => void;
  /** Reads a property of the page's window: our public global, GTM's data layer, Meta's fbq. */
  global(name: string): unknown;
  /** Sets one; false when the page refuses it (a frozen window, a read-only property). */
  setGlobal(name: string, value: unknown): boolean;
  /** Replaces the address in the address bar, keeping the page's history state; false when the browser refuses. */
  replaceUrl(href: string): boolean;
  /** Goes to another page (location.assign). */
  navigate(href: string): void;
}

/** `run` with whatever it throws read as `fallback`: the one try/catch of every capability below that may throw. */
const guarded =
  <A extends unknown[], T>(run: (...args: A) => T, fallback: T) =>
  (...args: A): T => {
    try {
      return run(...args);
    } catch {
      return fallback;
    }
  };

/** The Dom capability over a real window (entry.ts; jsdom tests). Every call that could throw is caught. */
export function windowDom(win: Window): Dom {
  const props = win as unknown as Record<string, unknown>;
  return {
    document: win.document,
    listen(type, listener, options) {
      win.addEventListener(type, listener, options);
      return () => win.removeEventListener(type, listener, options);
    },
    global: (name) => props[name],
    setGlobal: guarded((name: string, value: unknown) => ((props[name] = value), props[name] === value), false),
    replaceUrl: guarded((href: string) => (win.history.replaceState(win.history.state, '', href), true), false),
    navigate: (href) => win.location.assign(href),
  };
}

/** The page's timers, bound to its window. */
export const windowTimers = (win: Window): Timers => ({
  set: (run, ms) => win.setTimeout(run, ms) as unknown as TimerId,
  clear: (id) => win.clearTimeout(id as unknown as number),
});

export interface CookieJar {
  /** The whole cookie string ("a=1; b=2"), '' when cookies cannot be read. */
  read(): string;
  /** Writes one Set-Cookie-style string ("name=value; Path=/; Max-Age=…"); false when it throws. */
  write(cookie: string): boolean;
}

/** Wraps document.cookie access that may throw (sandboxed frames, disabled cookies). */
export function safeCookies(get: () => Document | undefined): CookieJar {
  return {
    read: guarded(() => get()?.cookie ?? '', ''),
    // A missing document throws here too: false, as for a refused write.
    write: guarded((cookie: string) => ((get()!.cookie = cookie), true), false),
  };
}

/** Wraps a Storage getter that may itself throw (document.domain sandboxing, disabled storage). */
export function safeStorage(get: () => Storage | null | undefined): SafeStorage {
  // A missing storage throws at the call too (null has no getItem): read as the fallback.
  return {
    get: guarded((key: string) => get()!.getItem(key), null),
    set: guarded((key: string, value: string) => (get()!.setItem(key, value), true), false),
    remove: guarded((key: string) => get()!.removeItem(key), undefined),
  };
}
