// The client router: internal links navigate without a reload; each page is a lazily loaded chunk and its data
// a prerendered payload (route-data.ts). It drives the progress bar, scrolls (SPEC §2), guards chunk failures
// (SPEC §8) and keeps the head in step. Decisions live in navigation.ts; this file only wires them to the DOM.
import { checkMiddleware } from './middleware';
import { matchRoute } from './match';
import {
  chunkFailureAction,
  CHUNK_RELOAD_KEY,
  clientNavigationTarget,
  scrollPlan,
  withTrailingSlash,
} from './navigation';
import { Progress } from './progress';
import type { RouteDataResult } from './route-data';
import type { ShellControls, View } from './Shell';
import { PAGES, type PageName } from '../pages';
import type { ErrorData } from '../pages/ErrorPage';
import type { Head, PageModule } from '../pages/types';
import { ROUTES, type RouteDef } from '../routes';
import { applyHead } from './head';
import { pageStyleList, showPageStyles } from './page-styles';
import { clearGoing, markGoing, SKELETON_AFTER_MS, SKELETON_ATTR } from './nav-feedback';
import { revealFarSections } from './far-sections';

export interface RouterDeps {
  win: Window;
  doc: Document;
  controls: ShellControls;
  loadData(path: string): Promise<RouteDataResult>;
  /** Page chunk loader (PAGES by default; tests may break it to simulate a failed chunk). */
  loadPage?(key: PageName): Promise<PageModule>;
  /** Starts fetching every chunk of a page side by side, ahead of its import (app.tsx: from the manifest). */
  preloadPage?(key: PageName): void;
}

/** How long data fetched on a visitor's intent (a pointer or focus on a link) serves the navigation that follows. */
export const PREFETCH_FRESH_MS = 30_000;

class ChunkError extends Error {}

/** Shown when a page's chunk or data cannot be loaded (and a reload already happened within 60 s). */
export const LOAD_FAILED = 'Nie udało się wczytać strony';

/** Loads a page's chunk; a failure is a ChunkError (a deploy may have replaced it: the caller reloads once). */
type PageLoader = (key: PageName) => Promise<PageModule>;

const errorViewOf = async (page: PageLoader, url: URL, data: ErrorData, route?: RouteDef): Promise<View> => ({
  key: 'error',
  page: await page('error'),
  props: { route: route ?? { path: url.pathname, page: 'home', name: 'Błąd' }, params: {}, data },
  url: url.href,
});

interface Resolver {
  resolve(url: URL): Promise<{ view: View; head: Head; status: number }>;
  prefetch(href: string): void;
}

/**
 * What an address shows (the view, its head and status), from the data and chunks fetched on the visitor's intent
 * when they are fresh, else fetched now.
 */
function pageResolver(
  win: Window,
  page: PageLoader,
  loadData: RouterDeps['loadData'],
  preloadPage: RouterDeps['preloadPage'],
  progress: Progress,
  isShown: (pathAndQuery: string) => boolean,
): Resolver {
  // A page's data and chunks asked for on the visitor's intent, before the click: the click's navigation takes them.
  const ahead = new Map<string, { at: number; data: Promise<RouteDataResult>; module: Promise<PageModule> }>();
  function takeAhead(path: string) {
    const found = ahead.get(path);
    ahead.delete(path);
    return found && Date.now() - found.at <= PREFETCH_FRESH_MS ? found : undefined;
  }
  async function resolve(url: URL): Promise<{ view: View; head: Head; status: number }> {
    const match = matchRoute(ROUTES, url.pathname);
    if (!match) {
      const view = await errorViewOf(page, url, { status: 404 });
      return { view, head: view.page.head(view.props), status: 404 };
    }
    const middleware = checkMiddleware(match.route);
    if (!middleware.ok) {
      const data = { status: middleware.status, message: middleware.message };
      const view = await errorViewOf(page, url, data, match.route);
      return { view, head: view.page.head(view.props), status: middleware.status };
    }
    progress.increase(20);
    const early = takeAhead(url.pathname);
    if (!early) preloadPage?.(match.route.page);
    const [data, module] = await Promise.all([
      early?.data ?? loadData(url.pathname),
      early?.module ?? page(match.route.page),
    ]);
    if (!data.ok) {
      const view = await errorViewOf(
        page,
        url,
        data.status === 404 ? { status: 404 } : { status: data.status || 503, message: LOAD_FAILED, lang: 'pl' },
        match.route,
      );
      return { view, head: view.page.head(view.props), status: data.status };
    }
    const key = data.payload.page;
    const mod = key === match.route.page ? module : await page(key);
    const view: View = {
      key,
      page: mod,
      props: { route: match.route, params: match.params, data: data.payload.data },
      url: url.href,
    };
    return { view, head: middleware.apply(mod.head(view.props)), status: 200 };
  }
  /** A pointer, finger or focus on a link: its page's chunks and data are fetched now, for the click that follows. */
  function prefetch(href: string): void {
    const url = withTrailingSlash(new URL(href, win.location.href));
    if (url.origin !== win.location.origin || isShown(url.pathname + url.search)) return;
    const known = ahead.get(url.pathname);
    if (known && Date.now() - known.at <= PREFETCH_FRESH_MS) return;
    const match = matchRoute(ROUTES, url.pathname);
    if (!match || !checkMiddleware(match.route).ok) return;
    preloadPage?.(match.route.page);
    const module = page(match.route.page);
    module.catch(() => undefined); // the navigation, if any, reports it
    ahead.set(url.pathname, { at: Date.now(), data: loadData(url.pathname), module });
  }
  return { resolve, prefetch };
}

/** To the top, or to the #hash's element once the page is there (with every section's real height above it). */
function scrollFor(win: Window, doc: Document, hash: string): void {
  const plan = scrollPlan(hash);
  if (plan.type === 'top') {
    win.scrollTo({ top: 0, left: 0 });
    return;
  }
  win.setTimeout(() => {
    const target = doc.getElementById(plan.id);
    if (target) revealFarSections(doc); // real heights above the target, so the smooth scroll ends on it
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else win.scrollTo({ top: 0, left: 0 });
  }, plan.delayMs);
}

/** A chunk that failed to load: reload the target from the server once a minute at most (a new deploy). */
function reloadedForChunk(win: Window, url: URL): boolean {
  let last: string | null = null;
  try {
    last = win.sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    /* storage blocked: treat as no guard */
  }
  if (chunkFailureAction(last, Date.now()) !== 'reload' || win.navigator.onLine === false) return false;
  try {
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    /* a reload loop is still bounded by the browser */
  }
  // A new deploy replaced the chunk: load the target page from the server, fresh.
  win.location.assign(url.href);
  return true;
}

/** Plain clicks on internal links go through the router, marked at once. */
function listenForLinks(win: Window, doc: Document, navigate: (href: string) => Promise<void>): void {
  doc.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const target = clientNavigationTarget(
      {
        href: anchor.href,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        rel: anchor.getAttribute('rel'),
        button: event.button,
        modifier: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
      },
      win.location.href,
    );
    if (!target) return;
    // Offline: stay on this page, so nothing the visitor typed is lost (the notice tells them why).
    if (win.navigator.onLine === false) {
      event.preventDefault();
      return;
    }
    event.preventDefault();
    markGoing(anchor); // visible at once, before any chunk or data is fetched (site/app/nav-feedback.ts)
    void navigate(target.href);
  });
}

export function startRouter({
  win,
  doc,
  controls,
  loadData,
  loadPage = (key) => PAGES[key](),
  preloadPage,
}: RouterDeps): {
  navigate(url: string): Promise<void>;
  prefetch(url: string): void;
} {
  const progress = new Progress(
    { set: (fn, ms) => win.setTimeout(fn, ms), clear: (h) => win.clearTimeout(h as number) },
    () => Date.now(),
    controls.progress,
  );
  let current = 0;
  // The page on screen (path and query); a history step that changes only the #hash stays on it.
  let shown = win.location.pathname + win.location.search;

  const page: PageLoader = async (key) => {
    try {
      return await loadPage(key);
    } catch (error) {
      throw new ChunkError(error instanceof Error ? error.message : String(error));
    }
  };
  const { resolve, prefetch } = pageResolver(win, page, loadData, preloadPage, progress, (at) => at === shown);

  const show = (view: View, head: Head, url: URL, mode: 'push' | 'pop'): void => {
    // The page brings its own CSS (the prerendered HTML inlines it; here it is added once per page key); a browser
    // that can take none under the page's CSP (no constructed stylesheets) loads the page instead.
    if (!showPageStyles(doc, view.key, pageStyleList(view.page)))
      return win.location[mode === 'push' ? 'assign' : 'replace'](url.href);
    if (mode === 'push') win.history.pushState({}, '', url.href);
    controls.show(view);
    applyHead(doc, head, view);
  };

  async function failed(error: unknown, url: URL, mode: 'push' | 'pop'): Promise<void> {
    progress.fail();
    clearGoing(doc);
    controls.fetchState({ pending: false, error: LOAD_FAILED, timestamp: Date.now() });
    if (error instanceof ChunkError && reloadedForChunk(win, url)) return;
    console.error('[przelewik] navigation failed:', error);
    try {
      const view = await errorViewOf(page, url, { status: 500, message: LOAD_FAILED, lang: 'pl' });
      show(view, view.page.head(view.props), url, mode);
    } catch {
      win.location.assign(url.href); // even the error page chunk is gone: let the server answer
    }
  }

  async function navigate(href: string, mode: 'push' | 'pop' = 'push'): Promise<void> {
    const url = withTrailingSlash(new URL(href, win.location.href));
    const id = ++current;
    progress.start();
    // Not ready soon: the old page gives way to a skeleton (Layout.css), until this or a newer page is shown.
    const slow = win.setTimeout(() => {
      if (id === current) doc.getElementById('main')?.setAttribute(SKELETON_ATTR, '');
    }, SKELETON_AFTER_MS);
    const settle = () => {
      win.clearTimeout(slow);
      if (id === current) doc.getElementById('main')?.removeAttribute(SKELETON_ATTR);
    };
    controls.fetchState({ pending: true, error: null, timestamp: null });
    try {
      const { view, head, status } = await resolve(url);
      if (id !== current) return win.clearTimeout(slow); // a newer navigation won
      controls.fetchState({ pending: false, error: status >= 500 ? LOAD_FAILED : null, timestamp: Date.now() });
      show(view, head, url, mode);
      shown = url.pathname + url.search;
      progress.finish();
      clearGoing(doc);
      settle();
      // Let screen readers and keyboard users start at the new content.
      doc.getElementById('main')?.focus({ preventScroll: true });
      scrollFor(win, doc, url.hash);
    } catch (error) {
      if (id !== current) return;
      settle();
      await failed(error, url, mode);
    }
  }

  listenForLinks(win, doc, navigate);
  win.addEventListener('popstate', () => {
    // Back/forward between #hashes of the same page (FAQ items, lender hub): the browser has already moved;
    // reloading the view would reset widgets that follow the hash and pull the focus to <main>.
    if (win.location.pathname + win.location.search === shown) return;
    void navigate(win.location.href, 'pop');
  });

  return { navigate: (url) => navigate(url), prefetch };
}
