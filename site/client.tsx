// The site's client entry: reads the page the server sent (its data is inline), loads that page's chunk,
// hydrates, then hands navigation to the client router.
import { hydrateRoot } from 'react-dom/client';
import { createHttpClient, parseRuntimeConfig } from './app/http';
import { localeCookie } from './app/locale';
import { setNavigator } from './app/navigate';
import { matchRoute } from './app/match';
import { createRouteData, isRoutePayload } from './app/route-data';
import { startRouter } from './app/router';
import { Shell, type ShellControls, type View } from './app/Shell';
import { PAGES } from './pages';
import { ROUTES } from './routes';

async function start(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) return;
  const cookie = localeCookie(document.cookie, location.protocol === 'https:');
  if (cookie) document.cookie = cookie;
  const runtime = parseRuntimeConfig(document.getElementById('pz-runtime')?.textContent);
  let initial: unknown;
  try {
    initial = JSON.parse(document.getElementById('pz-data')?.textContent ?? 'null');
  } catch {
    initial = null;
  }
  if (!isRoutePayload(initial) || !(initial.page in PAGES)) throw new Error('the page carries no valid #pz-data');
  const match = matchRoute(ROUTES, location.pathname);
  const route = match?.route ?? { path: location.pathname, page: 'home' as const, name: '' };
  const page = await PAGES[initial.page]();
  const view: View = { key: initial.page, page, props: { route, params: match?.params ?? {}, data: initial.data }, url: location.href };
  const loadData = createRouteData({ http: createHttpClient(runtime, fetch.bind(window)), importModule: (url) => import(/* @vite-ignore */ url) });
  const onReady = (controls: ShellControls) => {
    const router = startRouter({ win: window, doc: document, controls, loadData });
    setNavigator(router.navigate);
    // Exposed for debugging and the e2e tests: navigate as a link click would.
    (window as Window & { __przelewikNavigate?: (url: string) => Promise<void> }).__przelewikNavigate = router.navigate;
    // Marks the moment the page became interactive (tests and the bench wait for it).
    root.setAttribute('data-hydrated', '');
  };
  hydrateRoot(root, <Shell initial={view} onReady={onReady} />);
}

start().catch((error: unknown) => console.error('[przelewik] hydration failed:', error));
