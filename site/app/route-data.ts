// Where a page's data comes from (SPEC §7 "Static assets"): the build writes /manifest.js (the prerendered
// routes) and one /{route}/payload.js per route; client navigation checks the manifest and imports the route's
// payload; a route that is not in it falls back to the API (GET /api/page-data?path=…), which serves the same
// JSON the build published under /content/{key}.json.
import { PAGE_DATA_API } from '../../contracts/page-data';
import type { PageName } from '../pages';
import type { HttpClient } from './http';

export { CONTENT_DIR, contentKey } from '../../contracts/page-data';
export const MANIFEST_PATH = '/manifest.js';
export const PAYLOAD_FILE = 'payload.js';

export interface Manifest {
  buildId: string;
  routes: string[];
}

/** What a route's payload holds: which page shows it, and the page's data. */
export interface RoutePayload {
  page: PageName;
  data: unknown;
}

export function isRoutePayload(value: unknown): value is RoutePayload {
  return (
    typeof value === 'object' && value !== null && typeof (value as RoutePayload).page === 'string' && 'data' in value
  );
}

export type RouteDataResult = { ok: true; payload: RoutePayload } | { ok: false; status: number; error: string };

export interface RouteDataDeps {
  importModule(url: string): Promise<{ default: unknown }>;
  http: HttpClient;
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

  return async function load(path: string): Promise<RouteDataResult> {
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
}
