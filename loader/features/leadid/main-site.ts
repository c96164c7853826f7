// Our main site keeps a lead id carried in its address (our links from partner pages carry it: docs/identity.md)
// under `leadId`, so the offers and transition pages know the lead on the next page too, and then takes it out of
// the address bar, so it is not bookmarked, shared or sent on as a referrer. Fetched on the main site only.
import { LEAD_PARAM, LEAD_STORAGE_KEYS } from '../../../contracts/lead-retention';
import { storeLead } from '../../../contracts/lead-store';
import { normaliseUuidV4 } from '../../../contracts/uuid';
import type { Env } from '../../env';

/** `href` without the lead_id parameter (other parameters and the hash kept); null when it has none. */
export function withoutLeadParam(href: string): string | null {
  try {
    const url = new URL(href);
    if (!url.searchParams.has(LEAD_PARAM)) return null;
    url.searchParams.delete(LEAD_PARAM);
    return url.href;
  } catch {
    return null;
  }
}

/** Keeps `leadId` (from the address) unless it is the stored one, then cleans the address once it is kept. */
export function keepAddressLead(env: Env, leadId: string, stored: string | null): void {
  if (leadId !== stored) storeLead(env.local, leadId, env.now());
  // Out of the address bar only once it is kept: where storage is refused, the address is all the page has.
  const clean = withoutLeadParam(env.href);
  // The router's own history state stays as it is (Dom.replaceUrl keeps it).
  if (
    clean &&
    env.dom &&
    normaliseUuidV4(env.local.get(LEAD_STORAGE_KEYS[0])) === leadId &&
    !env.dom.replaceUrl(clean)
  ) {
    env.warn(`could not take ${LEAD_PARAM} out of the address`);
  }
}
