// Pure parts of the transition page: which ids travel to the lender, and how the address is built.
import { readStoredLead } from '../../contracts/lead-retention';
import { normaliseUuidV4 } from '../../contracts/uuid';

/** Ad click ids a lender's own attribution may need (same names as in the traffic cookies). */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'yclid'] as const;

/**
 * The lead id from local storage: `leadId`, or the older `lead_id` (SPEC §3); dashes optional. One older than the
 * retention limit (contracts/lead-retention.ts) reads as none, and is removed where the storage allows.
 */
export function readLeadId(storage: (Pick<Storage, 'getItem'> & Partial<Pick<Storage, 'setItem' | 'removeItem'>>) | null, now: number = Date.now()): string | null {
  if (!storage) return null;
  try {
    return readStoredLead({ get: (key) => storage.getItem(key), set: (key, value) => storage.setItem?.(key, value), remove: (key) => storage.removeItem?.(key) }, now);
  } catch {
    return null;
  }
}

/**
 * The lead of this page: a lead_id in its address first (carried on our links from partner pages, where the
 * browser keeps the lead frame from our storage; README), else local storage.
 */
export function currentLeadId(search: string, storage: Pick<Storage, 'getItem'> | null): string | null {
  return normaliseUuidV4(new URLSearchParams(search).get('lead_id')) ?? readLeadId(storage);
}

/** Click ids from this page's query, else from the click-id cookie written by the traffic feature. */
export function readClickIds(search: string, cookies: string): Record<string, string> {
  const found: Record<string, string> = {};
  const query = new URLSearchParams(search);
  const jar = cookies.split(/;\s*/).find((c) => c.startsWith('sbjs_clid='));
  const stored = new Map<string, string>();
  if (jar) {
    try {
      for (const pair of decodeURIComponent(jar.slice('sbjs_clid='.length)).split('|||')) {
        const [key, ...rest] = pair.split('=');
        if (key) stored.set(key, rest.join('='));
      }
    } catch {
      /* a malformed cookie carries nothing */
    }
  }
  for (const name of CLICK_ID_PARAMS) {
    const value = query.get(name) ?? stored.get(name);
    if (value && /^[\w.\-~]{1,200}$/.test(value)) found[name] = value;
  }
  return found;
}

/** The lender's address with our lead id, the click ids and our source name added (existing params kept). */
export function lenderUrl(base: string, ids: { leadId: string | null; clickIds: Record<string, string>; source: string }): string {
  const url = new URL(base);
  if (ids.leadId) url.searchParams.set('lead_id', ids.leadId);
  for (const [name, value] of Object.entries(ids.clickIds)) url.searchParams.set(name, value);
  url.searchParams.set('utm_source', ids.source);
  url.searchParams.set('utm_medium', 'comparison');
  return url.href;
}
