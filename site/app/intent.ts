// What the client does with a visitor's intent on a link, in a chunk fetched once the first screen is live (so the
// first screen's JavaScript does not carry it): the visit's loan carried into links to priced pages, the router and
// the target page warmed by a pointer, finger or focus, and plain clicks taken by the router. A click on a link that
// comes before this chunk is held by the entry (site/client.tsx) and handed to `follow`.
import { currentVisitLoan, withVisitLoan } from './visit-loan';
import { clearGoing, markGoing } from './nav-feedback';
import { clientNavigationTarget } from './navigation';

export { prefetchAhead } from './prefetch-ahead';
export { startLateIslands } from './late-islands';

interface IntentDeps {
  /** The router's chunk (once started, the router takes clicks itself). */
  loadApp(): Promise<{ prefetch(url: string): void }>;
  navigate(url: string): Promise<void>;
  /** Whether the router has started (it then listens for clicks by itself). */
  appStarted(): boolean;
}

/** Where a plain click on the link takes the client router, or null when the browser follows it itself. */
export const linkTarget = (anchor: HTMLAnchorElement): URL | null =>
  clientNavigationTarget(
    {
      href: anchor.href,
      target: anchor.getAttribute('target'),
      download: anchor.hasAttribute('download'),
      rel: anchor.getAttribute('rel'),
      button: 0,
      modifier: false,
      defaultPrevented: false,
    },
    location.href,
  );

const internalLink = (event: Event): HTMLAnchorElement | null => {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

/** The visit's loan into a link to a priced page, before the browser, a new tab or the router reads its address. */
function carryLoan(anchor: HTMLAnchorElement): void {
  const next = withVisitLoan(anchor.getAttribute('href') ?? '', currentVisitLoan(location.search), location.href);
  if (next) anchor.setAttribute('href', next);
}

/** Goes where a plain click on `anchor` goes: by the router, or by the browser. */
function go(anchor: HTMLAnchorElement, target: URL | null, deps: IntentDeps): void {
  if (!target) {
    location.assign(anchor.href);
    return;
  }
  if (navigator.onLine === false) return; // stay: nothing the visitor typed is lost (the notice says why)
  markGoing(anchor); // at once, in the tap's own task: the router's chunk may still be on its way
  void deps.navigate(target.href);
}

/** A plain click the entry held before this chunk was here (already prevented): carried on as it would have been. */
export function follow(anchor: HTMLAnchorElement, deps: IntentDeps): void {
  carryLoan(anchor);
  go(anchor, linkTarget(anchor), deps);
}

/** The router's click handling until the router runs (it then listens by itself). */
function onClick(event: MouseEvent, deps: IntentDeps): void {
  if (deps.appStarted()) return;
  const anchor = internalLink(event);
  if (!anchor) return;
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
    location.href,
  );
  if (!target) return;
  event.preventDefault();
  go(anchor, target, deps);
}

/** Installs the listeners; called once. */
export function installIntent(deps: IntentDeps): void {
  document.addEventListener('click', (event) => onClick(event, deps));
  // Back to this page from the browser's cache: no link is still on its way.
  addEventListener('pageshow', () => clearGoing(document));
  // Capture: ahead of every other listener, so the address is right whoever reads it.
  for (const type of ['pointerdown', 'focusin', 'click', 'auxclick', 'contextmenu'])
    document.addEventListener(
      type,
      (event) => {
        const anchor = internalLink(event);
        if (anchor) carryLoan(anchor);
      },
      true,
    );
  // A pointer, a finger or the keyboard on a link: the router now, and the target's data and chunks, so the click
  // finds them on the way or ready.
  const warm = (event: Event) => {
    const anchor = internalLink(event);
    const target = anchor && linkTarget(anchor);
    if (target)
      void deps.loadApp().then(
        (router) => router.prefetch(target.href),
        () => undefined,
      );
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin'])
    document.addEventListener(type, warm, { passive: true });
}
