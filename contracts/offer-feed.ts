// The lead's ordered offer feed (SPEC §3 "Offer", "Offer-feed request"; §5; §7; §8): the feed answers a list of
// offer ids for a lead, the configuration list holds the offers (items carry offer_id), and orderOffers puts the
// configuration items in the feed's order. Any feed failure resolves to null silently: the caller then keeps
// its default order.
import { isRecord } from './record';

/** The server's feed and configuration endpoints (their hosts come from the page config or the site). */
export const FEED_PATH = '/api/feed';
export const OFFER_CONFIG_PATH = '/api/offer-config';
/** A feed longer than this is not a feed (the configuration list holds at most 200 offers). */
const MAX_FEED_IDS = 500;

export interface FeedItem {
  offer_id: number;
}

/** A feed entry as an offer id: a positive integer, or its decimal string; anything else is null. */
function feedId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The configuration items in the feed's order (DESIGN.md: a decision as a pure function). Ids missing from the
 * configuration are skipped, and so are repeated ids; items the feed does not name are left out.
 * @returns null when either list is not a list, or the feed holds something that is not an offer id.
 */
export function orderOffers<T extends FeedItem>(feed: unknown, config: unknown): T[] | null {
  if (!Array.isArray(feed) || !Array.isArray(config) || feed.length > MAX_FEED_IDS) return null;
  const byId = new Map<number, T>();
  for (const item of config) {
    if (isRecord(item) && typeof item.offer_id === 'number' && !byId.has(item.offer_id))
      byId.set(item.offer_id, item as unknown as T);
  }
  const ordered: T[] = [];
  const seen = new Set<number>();
  for (const entry of feed) {
    const id = feedId(entry);
    if (id === null) return null;
    const item = byId.get(id);
    if (item && !seen.has(id)) ordered.push(item);
    seen.add(id);
  }
  return ordered;
}

export interface FeedRequest {
  /** The lead (SPEC §3); required unless custom_endpoint is given. */
  lead_id?: string | null | undefined;
  /** Replaces the feed host when given. */
  custom_endpoint?: string | null | undefined;
  /** Where the offer configuration list lives. */
  configURL?: string | null | undefined;
  /** Other pass-through parameters, sent with lead_id in the feed's query. */
  params?: Record<string, string>;
}

export interface FeedDeps {
  fetch: typeof fetch | undefined;
  /** The feed host used when no custom_endpoint is given (e.g. https://przelewik.pl/api/feed). */
  feedUrl: string;
  /** SPEC §5: a missing lead_id/custom_endpoint or configURL is logged here. */
  error(...args: unknown[]): void;
}

async function getJson(doFetch: typeof fetch, url: string): Promise<unknown> {
  const response = await doFetch(url, { credentials: 'omit', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * Fetches the lead's feed and the configuration list, and orders the configuration by the feed.
 * @returns undefined (after logging an error) when the request lacks what SPEC §5 requires; null on any feed
 *   error, silently (SPEC §8); otherwise the configuration items in feed order.
 */
export async function fetchOrderedOffers<T extends FeedItem>(
  request: FeedRequest,
  deps: FeedDeps,
): Promise<T[] | null | undefined> {
  if ((!request.lead_id && !request.custom_endpoint) || !request.configURL) {
    deps.error('offer feed needs lead_id (or custom_endpoint) and configURL');
    return undefined;
  }
  try {
    if (!deps.fetch) return null;
    const url = new URL(request.custom_endpoint || deps.feedUrl);
    // lead_id first (SPEC §7: the feed's params include lead_id), then the pass-through ones, which cannot replace it.
    if (request.lead_id) url.searchParams.set('lead_id', request.lead_id);
    for (const [name, value] of Object.entries(request.params ?? {}))
      if (name !== 'lead_id') url.searchParams.set(name, value);
    const [feed, config] = await Promise.all([getJson(deps.fetch, url.href), getJson(deps.fetch, request.configURL)]);
    return orderOffers<T>(feed, config);
  } catch {
    return null;
  }
}

/**
 * `items` with those the feed named first, in the feed's order, then the rest in their own order: a lead sees
 * every card, the likeliest first.
 */
export function applyFeedOrder<T extends FeedItem>(items: readonly T[], ordered: readonly FeedItem[]): T[] {
  const rank = new Map<number, number>();
  ordered.forEach((item, index) => {
    if (!rank.has(item.offer_id)) rank.set(item.offer_id, index);
  });
  const named = items
    .filter((item) => rank.has(item.offer_id))
    .sort((a, b) => rank.get(a.offer_id)! - rank.get(b.offer_id)!);
  return [...named, ...items.filter((item) => !rank.has(item.offer_id))];
}
