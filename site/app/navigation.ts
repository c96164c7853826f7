// Pure decisions of the client router (tested with tables in navigation.test.ts).

/** SPEC §2, §9: after navigating to a #hash, wait this long, then smooth-scroll to the element. */
export const SCROLL_TO_HASH_DELAY_MS = 300;
// The chunk guard lives in a module of its own: the client entry needs it, and not the router's other decisions.
export { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, chunkFailureAction } from './chunk-guard';

export interface LinkClick {
  href: string;
  target: string | null;
  download: boolean;
  rel: string | null;
  button: number;
  modifier: boolean;
  defaultPrevented: boolean;
}

/** The URL to navigate to on the client, or null to let the browser follow the link itself. */
export function clientNavigationTarget(click: LinkClick, current: string): URL | null {
  if (click.defaultPrevented || click.button !== 0 || click.modifier || click.download) return null;
  if (click.target && click.target !== '_self') return null;
  if (click.rel && /\bexternal\b/.test(click.rel)) return null;
  let url: URL;
  try {
    url = new URL(click.href, current);
  } catch {
    return null;
  }
  const here = new URL(current);
  if (url.origin !== here.origin) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null; // files: /sitemap.xml, /favicon.svg
  if (url.pathname.startsWith('/api/')) return null;
  // Same page, only the hash differs: the browser scrolls by itself.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url;
}

/** The client router never produces a path without a trailing slash (SPEC §2): it adds it, query kept. */
export function withTrailingSlash(url: URL): URL {
  if (url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname)) return url;
  const fixed = new URL(url.href);
  fixed.pathname = `${url.pathname}/`;
  return fixed;
}

export type ScrollPlan = { type: 'top' } | { type: 'hash'; id: string; delayMs: number };

/** SPEC §2: navigation scrolls to the top, or, when the target has a hash, smooth-scrolls to it after 300 ms. */
export function scrollPlan(hash: string): ScrollPlan {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return { type: 'top' };
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    /* keep it as it is */
  }
  return { type: 'hash', id, delayMs: SCROLL_TO_HASH_DELAY_MS };
}
