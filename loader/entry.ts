// dist/loader.js: the script partners paste (<script async src=".../loader.js">). Kept tiny: it guards against
// a second copy, works out where it was served from, builds the Env and imports the core (dist/loader/core.js).
// The only file that reads window, document and navigator (DESIGN.md, "Globals at one edge"). It never throws
// into the host page.
import { safeCookies, safeStorage, uuidFromBytes, type Env } from './env';
import type { boot } from './boot';

/** Every console line the loader writes starts with this, so partners can tell whose it is. */
const LOG_PREFIX = '[przelewik]';

/** Set on window by the first copy of the snippet; a second copy sees it and does nothing. */
const GUARD = '__przelewikLoader';

/** The CSP nonce to give what we inject: our own tag's, else any nonced script's (browsers hide the attribute). */
function pageNonce(doc: Document): string | undefined {
  const own = doc.currentScript;
  const nonce = (own instanceof HTMLScriptElement && own.nonce) || doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  return nonce || undefined;
}

/** The URL this script was served from: currentScript, or the last script whose src ends in loader.js. */
function scriptSrc(doc: Document): string | undefined {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  const scripts = doc.querySelectorAll<HTMLScriptElement>('script[src*="loader.js"]');
  return scripts[scripts.length - 1]?.src;
}

(function main(win: Window & { pageConfig?: unknown; [GUARD]?: string }, doc: Document) {
  const report = (error: unknown) => {
    try {
      console.error(LOG_PREFIX, error);
    } catch {
      /* nothing left to tell */
    }
  };
  try {
    if (win[GUARD]) return;
    win[GUARD] = __BUILD_ID__;
    const src = scriptSrc(doc);
    if (!src) return;
    const base = new URL('./', src).href;
    const cryptoApi = win.crypto;
    const env: Env = {
      href: win.location.href,
      referrer: doc.referrer,
      local: safeStorage(() => win.localStorage),
      session: safeStorage(() => win.sessionStorage),
      now: () => Date.now(),
      uuid: () => (typeof cryptoApi.randomUUID === 'function' ? cryptoApi.randomUUID() : uuidFromBytes(cryptoApi.getRandomValues(new Uint8Array(16)))),
      fetch: typeof win.fetch === 'function' ? win.fetch.bind(win) : undefined,
      warn: (...args) => console.warn(LOG_PREFIX, ...args),
      error: (...args) => console.error(LOG_PREFIX, ...args),
      cookies: safeCookies(() => doc),
      userAgent: win.navigator?.userAgent ?? '',
      nonce: pageNonce(doc),
      scriptData: doc.currentScript instanceof HTMLScriptElement ? { ...doc.currentScript.dataset } : undefined,
      win,
      doc,
    };
    // The URL is worked out at run time, so Rollup leaves this import() as it is (STACK.md, trap 5).
    // ?v= pins the core to this build: core.js is cached for a year, loader.js for minutes.
    import(/* @vite-ignore */ `${base}loader/core.js?v=${__BUILD_ID__}`)
      .then((core: { boot: typeof boot }) => core.boot(env, win.pageConfig, base))
      .catch(report);
  } catch (error) {
    report(error);
  }
})(window, document);
