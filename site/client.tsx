// The site's client entry. The prerendered page is complete HTML; this hydrates only its islands (site/app/
// islands.ts): the first screen's at once, the rest when the browser is idle after `load`. The client router and
// the full page tree come on the first internal link the visitor follows (app.tsx); the loader, with the site's
// page config, boots when the browser is idle (docs/performance.md, "What loads when").
import { h, hydrate, render, type ComponentType } from 'preact';
// Every page's islands use hooks: with Preact's core, not a file of their own (the hero takes them without compat).
import 'preact/hooks';
import { noteEarlyInput, replayEarlyInput } from './app/early-input';
import { openCookieSettings } from '../widgets/CookieConsent/open';
import { installTypography } from '../widgets/text/install';
import { parseRuntimeConfig, type RuntimeConfig } from './app/runtime';
import { ISLAND_ATTR } from './app/Island';
import { planIslands, type IslandName } from './app/islands';
import { firstChunkFailure, hydrationData, initialPayload, CHUNK_RELOAD_KEY } from './app/first-load';
import type { RoutePayload } from './app/route-data';
import { localeCookie } from './app/locale';
import { setNavigator } from './app/navigate';
import { markGoing } from './app/nav-feedback';
import { currentVisitLoan, withVisitLoan } from './app/visit-loan';
import { nextTask } from './app/next-task';
import { hydrateInTurns } from './app/hydrate-turns';
import { asksForConsent } from './app/consent-mark';
import { isSamePageAnchor, revealFarSections } from './app/far-sections';
import type { Hydrate } from './app/late-islands';
import { PAGES } from './pages';

/** An island chunk: its component; the props are the page data's entry under the island's name. */
interface IslandModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- islands of every props type share one registry.
  default: ComponentType<any>;
}

const ISLANDS: Record<Exclude<IslandName, 'page'>, () => Promise<IslandModule>> = {
  hero: () => import('./islands/hero'),
  offers: () => import('./islands/offers'),
  'all-offers': () => import('./islands/all-offers'),
  faq: () => import('./islands/faq'),
  consent: () => import('./islands/consent'),
  offline: () => import('./islands/offline'),
};

type IntentModule = typeof import('./app/intent');

/** Mark on #app for tests and the bench: the first screen's islands are live (site/app/late-islands.ts: every one). */
const INTERACTIVE_ATTR = 'data-interactive';

/** `__pzIslands`: the page's published island data, fetched by the boot script (site/document.ts). */
type Win = Window & { __przelewikNavigate?: (url: string) => Promise<void>; __pzIslands?: Promise<unknown> };

/** A chunk of the first page failed: reload once (SPEC §8), guarded against loops. */
function onChunkFailure(error: unknown): void {
  const action = firstChunkFailure({
    read: () => sessionStorage.getItem(CHUNK_RELOAD_KEY),
    write: (value) => sessionStorage.setItem(CHUNK_RELOAD_KEY, value),
    now: () => Date.now(),
    online: navigator.onLine !== false,
  });
  if (action === 'reload') location.reload();
  else console.error('[przelewik] a part of the page could not be loaded:', error);
}

/**
 * The page's data: inline in the HTML, or the page's published island data (fetched by the boot script with the
 * chunks), or the published JSON turned into what the HTML would carry.
 */
async function readPayload(runtime: RuntimeConfig): Promise<RoutePayload> {
  const initial = await initialPayload(
    document.getElementById('pz-data')?.textContent,
    runtime.apiBase,
    location.pathname,
    (url) =>
      fetch(url).then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
      ),
    (window as Win).__pzIslands,
  );
  if (!initial || !(initial.payload.page in PAGES))
    throw new Error('the page carries no valid #pz-data and /content/ has none for it');
  return initial.source === 'content'
    ? { ...initial.payload, data: hydrationData(await PAGES[initial.payload.page](), initial.payload.data) }
    : initial.payload;
}

/** Hydrates one island at most once (a second call returns the first one's job). */
function islandHydrator(payload: RoutePayload, hydrated: Map<HTMLElement, Promise<void>>): Hydrate {
  const vnodeOf = async (name: IslandName, extra: object) => {
    if (name === 'page') {
      const [mod, island] = await Promise.all([PAGES[payload.page](), import('./islands/page')]);
      return h(mod.default, island.pageProps(location.pathname, payload.data));
    }
    const mod = await ISLANDS[name]();
    const props = (payload.data as Record<string, object | undefined> | null)?.[name] ?? {};
    return h(mod.default, { ...props, ...extra });
  };
  return (el, extra = {}) => {
    const known = hydrated.get(el);
    if (known) return known;
    const name = el.getAttribute(ISLAND_ATTR) as IslandName;
    const job = (async () => {
      let vnode;
      try {
        vnode = await vnodeOf(name, extra);
      } catch (error) {
        onChunkFailure(error); // a chunk that did not load: a reload fetches the new HTML and its chunks
        return;
      }
      // Each island renders in a task of its own, not in the one that evaluated the page's modules (one long task
      // on a slow phone otherwise: docs/performance.md, "Hydration in short tasks").
      await nextTask();
      const early = noteEarlyInput(el);
      try {
        // Its parts left for later (site/components/Later.tsx), each in a task of its own, before what was typed
        // into them is replayed.
        await hydrateInTurns(() => hydrate(vnode, el));
      } catch (error) {
        // A render error is not cured by a reload: this island keeps its server HTML, the others go on.
        console.error(`[przelewik] the "${name}" island could not start; it stays as the server sent it:`, error);
      }
      replayEarlyInput(early);
    })();
    hydrated.set(el, job);
    return job;
  };
}

interface AppHandle {
  loadApp(): Promise<{ navigate(url: string): Promise<void>; prefetch(url: string): void }>;
  navigate(url: string): Promise<void>;
  appStarted(): boolean;
}

/** The router and the full page tree, fetched on the first navigation (or a visitor's intent). */
function appLoader(root: HTMLElement, runtime: RuntimeConfig, hydrated: Map<HTMLElement, Promise<void>>): AppHandle {
  let app: ReturnType<AppHandle['loadApp']> | null = null;
  let started = false;
  const loadApp = () =>
    (app ??= import('./app/app').then(
      ({ startApp }) => {
        started = true;
        return startApp({ root, runtime, unmountIslands: () => hydrated.forEach((_job, el) => render(null, el)) });
      },
      (error: unknown) => {
        app = null;
        throw error;
      },
    ));
  const navigate = (url: string) =>
    loadApp().then(
      (router) => router.navigate(url),
      () => location.assign(url), // the router's chunk is gone (a deploy): let the server answer
    );
  return { loadApp, navigate, appStarted: () => started };
}

/** A plain left click on a link of this site that leads to another page: the intent chunk (or the router) takes it. */
function heldLink(event: MouseEvent): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.origin !== location.origin) return null;
  return isSamePageAnchor(anchor.href, location.href) ? null : anchor;
}

/**
 * The listeners the first screen needs: the prerendered footer's cookie settings button, jumps to anchors of this
 * page, and a link followed before the intent chunk (site/app/intent.ts) is here, which waits for it.
 */
function listenFirst(
  root: HTMLElement,
  gate: HTMLElement | undefined,
  hydrated: ReadonlyMap<HTMLElement, Promise<void>>,
  hydrateIsland: Hydrate,
  intent: { ready(): boolean; follow(anchor: HTMLAnchorElement): void },
): void {
  const staticSettings = root.querySelector('[data-cookie-settings]');
  document.addEventListener('click', (event) => {
    // The prerendered footer's button (once the Shell renders the page, its Layout's own button opens the settings).
    const settings = (event.target as Element | null)?.closest?.('[data-cookie-settings]');
    if (settings && settings === staticSettings) {
      if (gate && !hydrated.has(gate)) void hydrateIsland(gate, { openAtStart: true });
      else openCookieSettings();
      return;
    }
    const anchor = intent.ready() ? null : heldLink(event);
    if (!anchor) return;
    event.preventDefault();
    // The visit's loan into its address now, whatever follows it (the intent chunk's listeners do so from then on).
    const withLoan = withVisitLoan(anchor.getAttribute('href') ?? '', currentVisitLoan(location.search), location.href);
    if (withLoan) anchor.setAttribute('href', withLoan);
    markGoing(anchor); // at once, in the tap's own task
    intent.follow(anchor);
  });
  // A jump to an anchor of this page: every section gets its real height first (far-sections.ts), before the
  // browser (or the FAQ, on hashchange) scrolls.
  document.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && isSamePageAnchor(anchor.href, location.href))
        revealFarSections(document);
    },
    true,
  );
  addEventListener('hashchange', () => revealFarSections(document));
}

async function start(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) return;
  installTypography();
  const cookie = localeCookie(document.cookie, location.protocol === 'https:');
  if (cookie) document.cookie = cookie;
  const runtime = parseRuntimeConfig(document.getElementById('pz-runtime')?.textContent);
  const payload = await readPayload(runtime);

  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)];
  const plan = planIslands(elements.map((el) => el.getAttribute(ISLAND_ATTR)));
  if (plan.unknown.length) console.warn('[przelewik] unknown island(s) left static:', plan.unknown.join(', '));
  const hydrated = new Map<HTMLElement, Promise<void>>();
  const hydrateIsland = islandHydrator(payload, hydrated);
  const app = appLoader(root, runtime, hydrated);
  setNavigator(app.navigate);
  (window as Win).__przelewikNavigate = app.navigate;

  let intent: Promise<IntentModule> | null = null;
  let intentReady = false;
  const loadIntent = () =>
    (intent ??= import('./app/intent').then(
      (mod) => {
        if (!intentReady) mod.installIntent(app);
        intentReady = true;
        return mod;
      },
      (error: unknown) => {
        intent = null;
        throw error;
      },
    ));
  const gate = elements.find((el) => el.getAttribute(ISLAND_ATTR) === 'consent');
  listenFirst(root, gate, hydrated, hydrateIsland, {
    ready: () => intentReady,
    follow: (anchor) =>
      void loadIntent().then(
        (mod) => mod.follow(anchor, app),
        () => location.assign(anchor.href),
      ),
  });

  await Promise.all(plan.load.map((index) => hydrateIsland(elements[index]!)));
  root.setAttribute(INTERACTIVE_ATTR, '');
  performance.mark?.(INTERACTIVE_ATTR); // the bench splits what a first visit fetches at this moment
  // A click then finds the listeners there (until then listenFirst holds it); the late islands come with them.
  void loadIntent().then(
    (mod) =>
      mod.startLateIslands({
        root,
        runtime,
        elements,
        idle: plan.idle,
        hydrateIsland,
        asksForConsent: () => asksForConsent(document),
        prefetchNext: () => mod.prefetchAhead(root, mod.linkTarget),
      }),
    onChunkFailure, // without it no banner and no late island: a reload fetches the new HTML and its chunks
  );
}

start().catch((error: unknown) => console.error('[przelewik] hydration failed:', error));
