// The capabilities the loader and its features get from the browser, built by entry.ts (the only file that reads
// window, document, navigator, storage, timers and fetch): narrow interfaces, never the window itself. Features
// take an Env, so they run in Node tests with fakes. globals.test.ts fails on a feature that reaches a global.
import { UUID_V4_BYTES, uuidV4FromBytes } from '../contracts/uuid';
import type { LaterApis, SafeStorage } from './env-apis';
import { guarded, safeStorage } from './env-guard';

export type { CookieJar, SafeStorage, TimerId, Timers } from './env-apis';

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

/**
 * The capabilities over the real page: the one place (with entry.ts) that reads the browser's globals. Those only
 * features use (LaterApis) come with `more()`: the Env has every field once the core has awaited it.
 */
export function browserEnv(win: Window, tag: ScriptTag): Env {
  const env = {
    href: win.location.href,
    referrer: win.document.referrer,
    local: safeStorage(() => win.localStorage),
    // Neither reads `this`: the functions themselves, not wrappers.
    now: Date.now,
    random: Math.random,
    // getRandomValues rather than randomUUID, which http pages lack: one way everywhere.
    uuid: () => uuidV4FromBytes(win.crypto.getRandomValues(new Uint8Array(UUID_V4_BYTES))),
    fetch: typeof win.fetch === 'function' ? win.fetch.bind(win) : undefined,
    warn: (...args: unknown[]) => console.warn(LOG_PREFIX, ...messages(args)),
    error: (...args: unknown[]) => console.error(LOG_PREFIX, ...messages(args)),
    nonce: tag.nonce,
    scriptData: tag.data,
    dom: windowDom(win),
    more: () => import('./env-more').then((edge) => void Object.assign(env, edge.laterApis(win))),
  } as Env;
  return env;
}

export interface Env extends LaterApis {
  /** location.href of the page the loader runs on. */
  href: string;
  referrer: string;
  local: SafeStorage;
  now(): number;
  uuid(): string;
  /**
   * Math.random, for the few values that are random by contract (the sbjs promo code, the error reports' sample: the
   * reporter runs where a partner's CSP allows only loader.js, core.js and report.js, so it needs no later chunk).
   */
  random(): number;
  /** fetch bound to the window, or undefined where there is none. */
  fetch: typeof fetch | undefined;
  /** console.warn / console.error with the loader's "[przelewik]" prefix; an Error is written as its message. */
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
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
   * Adds the capabilities of LaterApis to this Env (env-more.ts, in the chunk that comes with consent); absent where
   * they are there from the start (Node tests). Awaited before a feature that needs consent starts, and before the
   * retry after a busy server and a withdrawal's erasure: nothing else uses them.
   */
  more?(): Promise<void>;
}

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
