// What the client does once the first screen is live: when the browser is idle after `load`, the cookie banner, then
// the other islands and the loader, then the router and the next page into the cache. It comes in the intent chunk
// (site/app/intent.ts), fetched as soon as the first screen is live, so the first screen's JavaScript does not
// carry it (docs/performance.md, "What loads when").
import { ISLAND_ATTR } from './Island';
import { preloadModules } from './preload';
import type { RuntimeConfig } from './runtime';

/** Hydrates one island at most once (a second call returns the first one's job). */
export type Hydrate = (el: HTMLElement, extra?: object) => Promise<void>;

/** Mark on #app for tests and the bench: every island is live. */
const HYDRATED_ATTR = 'data-hydrated';

/** How long the late islands and the loader wait for the cookie banner to be on the screen, at most. */
const BANNER_WAIT_MS = 3000;

export interface LateIslands {
  root: HTMLElement;
  runtime: RuntimeConfig;
  /** Every island of the page, and the indexes of those left for now (site/app/islands.ts). */
  elements: HTMLElement[];
  idle: number[];
  hydrateIsland: Hydrate;
  /** The head script's mark that this visitor must be asked (site/app/consent-mark.ts, with the entry). */
  asksForConsent(): boolean;
  /** Once every island is live: the router and the next page into the cache (site/app/prefetch-ahead.ts). */
  prefetchNext(): void;
}

/** Runs after `load`, when the main thread is free (or after 2 s at the latest). */
function afterLoadIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** The site's page config and the loader, as a partner page includes them (README, "The snippet"). */
function startLoader(): void {
  for (const src of ['/page-config.js', '/loader.js']) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // in order: the config is set before the loader reads it
    document.head.appendChild(script);
  }
}

function hydrateLate(late: LateIslands): void {
  const { root, runtime, elements, idle, hydrateIsland } = late;
  // The cookie banner first: for a visitor who has not chosen yet it is the largest thing on a phone's first
  // screen (its paint is the page's LCP), so it does not wait behind the loader and the other late islands.
  const isConsent = (index: number) => elements[index]!.getAttribute(ISLAND_ATTR) === 'consent';
  const consent = idle.filter(isConsent);
  // Its gate, the banner and their imports together: one round trip, not a chain of four (gate → banner → …). The
  // head script's mark says whether this visitor must be asked (the stored choice's parser stays with the gate).
  if (consent.length && late.asksForConsent()) preloadModules(document, runtime.consentChunks ?? []);
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const first = Promise.all(consent.map((index) => hydrateIsland(elements[index]!, { onSettled: settle })));
  if (!consent.length) settle();
  // At most BANNER_WAIT_MS: a banner chunk that hangs, or a gate already started by a click, holds nothing up.
  void Promise.race([settled, new Promise((resolve) => setTimeout(resolve, BANNER_WAIT_MS))]).then(() => {
    const rest = idle.filter((index) => !isConsent(index)).map((index) => hydrateIsland(elements[index]!));
    void Promise.all([first, ...rest]).then(() => {
      root.setAttribute(HYDRATED_ATTR, '');
      afterLoadIdle(late.prefetchNext);
    });
    startLoader();
  });
}

/** Once the browser is idle after `load`: the late islands, the loader and the prefetch, in that order. */
export function startLateIslands(late: LateIslands): void {
  afterLoadIdle(() => hydrateLate(late));
}
