// A page that is one island (registration, offers, the partner page, …): its own chunk, with the route it is on.
import { matchRoute } from '../app/match';
import type { PageProps } from '../pages/types';
import { ROUTES } from '../routes';

export function pageProps(path: string, data: unknown): PageProps {
  const match = matchRoute(ROUTES, path);
  return { route: match?.route ?? { path, page: 'home', name: '' }, params: match?.params ?? {}, data };
}
