// dist/loader.js: the script partners paste (<script async src=".../loader.js">). Kept tiny: it guards against
// a second copy, works out where it was served from, reads what only its own tag can tell (nonce, data-*) while it
// runs, and imports the core (dist/loader/core.js), which builds the capabilities from the window (env.ts,
// browserEnv). With env.ts, the only file that reads window, document and navigator (DESIGN.md, "Globals at one
// edge"). It never throws into the host page.
import { LOG_PREFIX, type ScriptTag } from './env';
import type { bootPage } from './boot-page';

/** Set on window by the first copy of the snippet; a second copy sees it and does nothing. */
const GUARD = '__przelewikLoader';

/** The last script whose src names loader.js: where this script came from when currentScript is not ours to read. */
function lastLoaderSrc(doc: Document): string | undefined {
  const scripts = doc.querySelectorAll<HTMLScriptElement>('script[src*="loader.js"]');
  return scripts[scripts.length - 1]?.src;
}

(function main(win: Window & { [GUARD]?: string }, doc: Document) {
  const report = (error: unknown) => console.error(LOG_PREFIX, error);
  try {
    if (win[GUARD]) return;
    win[GUARD] = __BUILD_ID__;
    // document.currentScript is ours only now, while this script runs: read before the import.
    // A classic script's own tag (an SVG <script> never loads us): no instanceof check needed.
    const own = doc.currentScript as HTMLScriptElement | null;
    const src = own?.src || lastLoaderSrc(doc);
    if (!src) return;
    const base = new URL('./', src).href;
    // The CSP nonce to give what we inject: our own tag's, else any nonced script's (browsers hide the attribute).
    const nonce = own?.nonce || doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
    const tag: ScriptTag = { nonce, data: own ? { ...own.dataset } : undefined };
    // The URL is worked out at run time, so Rollup leaves this import() as it is (STACK.md, trap 5).
    // ?v= pins the core to this build: core.js is cached for a year, loader.js for minutes.
    import(/* @vite-ignore */ `${base}loader/core.js?v=${__BUILD_ID__}`)
      .then((core: { bootPage: typeof bootPage }) => core.bootPage(win, tag, base))
      .catch(report);
  } catch (error) {
    report(error);
  }
})(window, document);
