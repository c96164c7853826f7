// The site's client entry: finds which page the server sent, loads its chunk and hydrates it.
// (The client-side router that navigates between pages without reloads comes with the site issue.)
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { matchRoute } from './app/match';
import { PAGES, type PageName } from './pages';
import { ROUTES } from './routes';

async function start(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) return;
  const match = matchRoute(ROUTES, location.pathname);
  const declared = document.documentElement.dataset.page as PageName | undefined;
  // The server's choice wins (a 404 page is served at any path); the route gives the params.
  const key: PageName = declared && declared in PAGES ? declared : match ? match.route.page : 'not-found';
  const route = match?.route ?? { path: location.pathname, page: 'home' as const, name: '' };
  const page = await PAGES[key]();
  hydrateRoot(root, <App page={page} props={{ route, params: match?.params ?? {} }} />);
  // Marks the moment the page became interactive (tests and the bench wait for it).
  root.setAttribute('data-hydrated', '');
}

start().catch((error: unknown) => console.error('[przelewik] hydration failed:', error));
