// What the client entry decides on a first load, as functions of plain values (tested in first-load.test.ts):
// where the page's data comes from, and what a failed chunk of the first page does.
import { CONTENT_DIR, contentKey } from '../../contracts/page-data';
import { chunkFailureAction, CHUNK_RELOAD_KEY } from './chunk-guard';
import { isRoutePayload, type RoutePayload } from './route-payload';
import type { PageModule } from '../pages/types';

/** The page's data as the HTML carries it in #pz-data, or null when it is missing or not a payload. */
export function parseInlinePayload(text: string | null | undefined): RoutePayload | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isRoutePayload(value) ? value : null;
  } catch {
    return null;
  }
}

/** Where the published copy of a page's data lives: /content/{key}.json (SPEC §7 "Static assets"). */
export const contentUrl = (apiBase: string, path: string): string => `${apiBase}${CONTENT_DIR}${contentKey(path)}.json`;

/**
 * Where the first page's data came from. Inline, a page with islands carries only its islands' part (the page's
 * `islandData`); the published JSON always carries the whole page data, which the islands cannot read as it is.
 */
export interface InitialPayload {
  payload: RoutePayload;
  source: 'inline' | 'islands' | 'content';
}

/**
 * The first page's data: inline when the HTML has it; else the page's published island data, which the boot script
 * fetched with the chunks for a page that does not carry it (`islands`, a page's `inlineData: false`; undefined
 * when that failed); else the published JSON (a page cached or rewritten by a proxy without its inline data, or
 * island data that could not be had). Null when none can be had.
 */
export async function initialPayload(
  inline: string | null | undefined,
  apiBase: string,
  path: string,
  fetchJson: (url: string) => Promise<unknown>,
  islands?: Promise<unknown>,
): Promise<InitialPayload | null> {
  const parsed = parseInlinePayload(inline);
  if (parsed) return { payload: parsed, source: 'inline' };
  const published = await islands;
  if (isRoutePayload(published)) return { payload: published, source: 'islands' };
  try {
    const fetched = await fetchJson(contentUrl(apiBase, path));
    return isRoutePayload(fetched) ? { payload: fetched, source: 'content' } : null;
  } catch {
    return null;
  }
}

/**
 * What a page's HTML carries inline for its hydration, from the page's whole data: for a page with islands, each
 * island's props under its name (the page's `islandData`), else the whole data. The prerender writes it, and the
 * client rebuilds it from the published JSON when the HTML came without it, so an island reads the same props on
 * both paths.
 */
export const hydrationData = (page: Pick<PageModule, 'islands' | 'islandData'>, data: unknown): unknown =>
  page.islands ? (page.islandData?.(data) ?? null) : data;

export interface ReloadGuardDeps {
  read(): string | null;
  write(value: string): void;
  now(): number;
  online: boolean;
}

/**
 * A chunk of the first page failed to load (a deploy replaced it, a flaky network). SPEC §8: reload once, so the
 * new HTML names the new chunks; a second failure within the guard's minute does not reload again (no loop), and
 * an offline browser does not reload into the browser's own error page.
 */
export function firstChunkFailure(deps: ReloadGuardDeps): 'reload' | 'stay' {
  let last: string | null;
  try {
    last = deps.read();
  } catch {
    last = null;
  }
  if (!deps.online || chunkFailureAction(last, deps.now()) !== 'reload') return 'stay';
  try {
    deps.write(String(deps.now()));
  } catch {
    // Storage blocked: without a record a reload could repeat, so do not reload at all.
    return 'stay';
  }
  return 'reload';
}

export { CHUNK_RELOAD_KEY };
