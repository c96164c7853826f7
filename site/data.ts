// Page data, built from the content source at build time (prerender) — never shipped inside page chunks.
// Each page key has a loader: (route, params) → the page's data, or undefined when the params fail page
// validation (→ 404). Param routes list the params to prerender.
import { HOME } from './content/home';
import type { PageName } from './pages';
import type { ErrorData } from './pages/ErrorPage';
import type { PageKey, RouteDef } from './routes';

export interface DataSource {
  load(route: RouteDef, params: Record<string, string>): unknown | undefined;
  /** Param sets to prerender, for routes with parameters. */
  params?(): Record<string, string>[];
}

const placeholder: DataSource = { load: () => ({}) };

export const DATA: Record<PageKey, DataSource> = {
  'home': { load: () => HOME },
  'blog-list': placeholder,
  'blog-article': { load: () => undefined, params: () => [] },
  'cookies-policy': placeholder,
  'offers': placeholder,
  'landing-offers': placeholder,
  'partner': placeholder,
  'partners-list': placeholder,
  'privacy-policy': { load: (_route, params) => (params.id ? undefined : {}), params: () => [] },
  'terms': { load: (_route, params) => (params.id ? undefined : {}), params: () => [] },
  'registration': placeholder,
  'transition': placeholder,
  'category': placeholder,
};

export const notFoundData: ErrorData = { status: 404 };

/** Fills a route pattern with params: ('/blog/:id/', {id: 'x'}) → '/blog/x/'; optional params may be left out. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  const parts = pattern.split('/').filter(Boolean).flatMap((part) => {
    if (!part.startsWith(':')) return [part];
    const name = part.slice(1).replace(/\?$/, '');
    const value = params[name];
    return value === undefined ? [] : [encodeURIComponent(value)];
  });
  return parts.length ? `/${parts.join('/')}/` : '/';
}

export interface PrerenderEntry {
  path: string;
  route: RouteDef;
  params: Record<string, string>;
  page: PageName;
  data: unknown;
}

/** Every page the build writes: each fixed route, each param set of a param route. */
export function prerenderEntries(routes: readonly RouteDef[]): PrerenderEntry[] {
  const entries: PrerenderEntry[] = [];
  for (const route of routes) {
    const source = DATA[route.page];
    const paramSets = [...(route.path.includes(':') && !route.path.includes('?') ? [] : [{}]), ...(source.params?.() ?? [])];
    for (const params of paramSets) {
      const data = source.load(route, params);
      if (data === undefined) throw new Error(`${route.path} with ${JSON.stringify(params)}: its data source refused params it listed`);
      entries.push({ path: fillPath(route.path, params), route, params, page: route.page, data });
    }
  }
  return entries;
}
