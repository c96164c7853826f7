// Where a page's data comes from (SPEC §7 "Static assets"): the build writes /manifest.js (the prerendered
// routes) and one /{route}/payload.js per route; client navigation checks the manifest and imports the route's
// payload; a route that is not in it falls back to the API (GET /api/page-data?path=…), which serves the same
// JSON the build published under /content/{key}.json.
import { PAGE_DATA_API } from '../../contracts/page-data';
import type { PageName } from '../pages';
import type { HttpClient } from './http';

export { CONTENT_DIR, contentKey } from '../../contracts/page-data';
export { MANIFEST_PATH } from './runtime';
import { MANIFEST_PATH } from './runtime';
export const PAYLOAD_FILE = 'payload.js';
/** A page's islands' props, beside its HTML, for a page that does not carry them inline (site/pages/types.ts). */
export const ISLANDS_FILE = 'islands.json';

export interface Manifest {
  buildId: string;
  routes: string[];
  /** Every chunk a page's code needs besides what the client entry loaded (absolute paths), so a navigation fetches
   * them side by side: `files` once, and per page name the indexes of its chunks in `files`. */
  chunks?: { files: string[]; pages: Partial<Record<PageName, number[]>>; routes?: Record<string, PageName> };
  /** The client router's chunks (site/app/app.tsx and what it imports, absolute paths), prefetched when the browser
   * is idle; here rather than in every page's HTML, which must fit its first round trip. */
  router?: string[];
}

/** What to prefetch for a link to `path`: its page's chunks and its payload, by the manifest (none for a route it
 * does not list). */
export function routePrefetch(manifest: Manifest | null, path: string): string[] {
  const page = manifest?.chunks?.routes?.[path];
  if (!manifest || !page || !manifest.routes.includes(path)) return [];
  return [...pageChunks(manifest, page), `${path}${PAYLOAD_FILE}?v=${manifest.buildId}`];
}

export type { RoutePayload } from './route-payload';
import { isRoutePayload, type RoutePayload } from './route-payload';

export type RouteDataResult = { ok: true; payload: RoutePayload } | { ok: false; status: number; error: string };

export interface RouteDataDeps {
  importModule(url: string): Promise<{ default: unknown }>;
  http: HttpClient;
}

/** The paths of a page's chunks in a manifest (none when the manifest does not list them: an older build). */
export function pageChunks(manifest: Manifest | null, page: PageName): string[] {
  const chunks = manifest?.chunks;
  if (!chunks || !Array.isArray(chunks.files)) return [];
  const indexes = chunks.pages?.[page];
  if (!Array.isArray(indexes)) return [];
  return indexes
    .map((index) => chunks.files[index])
    .filter((path): path is string => typeof path === 'string' && /^\/assets\/[\w.-]+\.js$/.test(path));
}

export function createRouteData(deps: RouteDataDeps) {
  let manifest: Promise<Manifest | null> | null = null;
  const getManifest = () =>
    (manifest ??= deps.importModule(MANIFEST_PATH).then(
      (mod) => mod.default as Manifest,
      () => {
        manifest = null; // try again next time (offline, deploy in progress)
        return null;
      },
    ));

  const load = async function load(path: string): Promise<RouteDataResult> {
    const known = await getManifest();
    if (known?.routes.includes(path)) {
      try {
        const mod = await deps.importModule(`${path}${PAYLOAD_FILE}?v=${known.buildId}`);
        if (isRoutePayload(mod.default)) return { ok: true, payload: mod.default };
      } catch {
        /* fall through to the API */
      }
    }
    const result = await deps.http.get<unknown>(`${PAGE_DATA_API}?path=${encodeURIComponent(path)}`);
    if (!result.ok) return { ok: false, status: result.status, error: result.error };
    return isRoutePayload(result.value)
      ? { ok: true, payload: result.value }
      : { ok: false, status: 502, error: 'bad page data' };
  };
  /** A page's chunks, from the manifest (fetched if it is not yet here). */
  const chunksOf = async (page: PageName): Promise<string[]> => pageChunks(await getManifest(), page);
  return Object.assign(load, { chunksOf });
}
