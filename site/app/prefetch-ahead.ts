// What the client fetches ahead once the page is idle (docs/performance.md, "Navigation never slower than a load"),
// in a chunk of its own so the first screen's JavaScript does not carry it.
import { nextTask } from './next-task';
import { preloadModules } from './preload';
import { routePrefetch, type Manifest } from './route-data';
import { MANIFEST_PATH } from './runtime';

/** How many pages are fetched ahead for the first screen: the one most of its links and GET forms lead to. */
const PREFETCH_PAGES = 1;

/** Links added per task: each starts a request, a millisecond or more of a phone's main thread. */
const LINKS_PER_TASK = 2;

/**
 * The prefetch links a few per task, so the 15–20 of them are no one long task (docs/performance.md, "What the main
 * thread does during a first load").
 */
async function prefetchInTurns(paths: readonly string[]): Promise<void> {
  for (let i = 0; i < paths.length; i += LINKS_PER_TASK) {
    if (i) await nextTask();
    preloadModules(document, paths.slice(i, i + LINKS_PER_TASK), 'prefetch');
  }
}

/**
 * Called once every island is live and the browser is idle. Into the HTTP cache at the lowest priority: the router's
 * chunks (listed in the routes' manifest), and the chunks and data of the page most links on the screen lead to
 * (found through the same manifest), so a tap on one waits for no network. Nothing of it runs before a tap. Not on
 * a connection that asks to save data.
 */
export function prefetchAhead(root: HTMLElement, linkTarget: (anchor: HTMLAnchorElement) => URL | null): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const manifestUrl = MANIFEST_PATH;
  const manifest = import(/* @vite-ignore */ manifestUrl).then(
    (mod: { default: Manifest }) => mod.default,
    () => null,
  );
  const router = manifest.then((known) => prefetchInTurns(known?.router ?? []));
  if (typeof IntersectionObserver === 'undefined') return;
  // Which links are on the screen, from the observer's first report: no layout is read on the main thread.
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect();
    const votes = new Map<string, number>();
    for (const entry of entries) {
      const target = entry.isIntersecting && destination(entry.target, linkTarget);
      if (target && target.pathname !== location.pathname)
        votes.set(target.pathname, (votes.get(target.pathname) ?? 0) + 1);
    }
    // The most linked first; among equals, the first on the page (a Map keeps the order of insertion).
    const targets = [...votes].sort((a, b) => b[1] - a[1]).slice(0, PREFETCH_PAGES);
    void Promise.all([manifest, router]).then(([known]) =>
      prefetchInTurns(targets.flatMap(([path]) => routePrefetch(known, path))),
    );
  });
  // A form that searches with GET leads to its action as a link does: the hero's „Sprawdź oferty” is one.
  for (const element of root.querySelectorAll('a[href], form[action]')) observer.observe(element);
}

/** Where a link, or a form sent with GET to this site, leads; null for anything else. */
function destination(element: Element, linkTarget: (anchor: HTMLAnchorElement) => URL | null): URL | null {
  if (element instanceof HTMLAnchorElement) return linkTarget(element);
  if (!(element instanceof HTMLFormElement) || element.method !== 'get') return null;
  const target = new URL(element.action, location.href);
  return target.origin === location.origin ? target : null;
}
