// The lead of the page a visitor is on: a module of its own, small, so the offers page's first screen (which
// orders its cards for the lead: lead-offers.ts) does not load the transition page's hand-off code.
import { LEAD_PARAM, readStoredLead } from '../../contracts/lead-retention';
import { normaliseUuidV4 } from '../../contracts/uuid';

/**
 * The lead id from local storage: `leadId`, or the older `lead_id` (SPEC §3); dashes optional. One older than the
 * retention limit (contracts/lead-retention.ts) reads as none, and is removed where the storage allows.
 */
export function readLeadId(
  storage: (Pick<Storage, 'getItem'> & Partial<Pick<Storage, 'setItem' | 'removeItem'>>) | null,
  now: number = Date.now(),
): string | null {
  if (!storage) return null;
  try {
    return readStoredLead(
      {
        get: (key) => storage.getItem(key),
        set: (key, value) => storage.setItem?.(key, value),
        remove: (key) => storage.removeItem?.(key),
      },
      now,
    );
  } catch {
    return null;
  }
}

/**
 * The lead of this page: a lead_id in its address first (carried on our links from partner pages, where the
 * browser keeps the lead frame from our storage; README), else local storage.
 */
export function currentLeadId(search: string, storage: Pick<Storage, 'getItem'> | null): string | null {
  return normaliseUuidV4(new URLSearchParams(search).get(LEAD_PARAM)) ?? readLeadId(storage);
}
