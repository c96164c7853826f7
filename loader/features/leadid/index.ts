// Feature "leadid" (SPEC §3, §5): the lead id this page already knows, from a `lead_id` parameter of its address
// or from local storage (`leadId`, or the older `lead_id`), normalised, told to the other features by signals.
// It needs no consent: it only reads what our own site stored for the visitor's application, or what the link
// the visitor followed carries. On our main site a lead id carried in the address (our links from partner pages
// carry it: docs/identity.md) is kept under `leadId`, so the offers and transition pages know the lead on the
// next page too, and then taken out of the address bar, so it is not bookmarked, shared or sent on as a referrer.
import { LEAD_STORAGE_KEYS, readStoredLead } from '../../../contracts/lead-retention';
import { normaliseUuidV4 } from '../../../contracts/uuid';
import type { SafeStorage } from '../../env';
import type { FeatureContext } from '../../contract';

/** The address parameter that carries a lead id to our pages (and the lenders', see site/app/transition.ts). */
export const LEAD_PARAM = 'lead_id';

export interface PageLead {
  /** The lead id to use: the address's, else the stored one. */
  leadId: string | null;
  fromUrl: string | null;
  stored: string | null;
  /** The address had a lead_id that is not a UUID v4. */
  badParam: boolean;
}

/** Where the page's lead comes from (a pure function of the address and the storage). */
export function pageLead(href: string, local: Pick<SafeStorage, 'get'>): PageLead {
  let raw: string | null = null;
  try {
    raw = new URL(href).searchParams.get(LEAD_PARAM);
  } catch {
    raw = null;
  }
  const fromUrl = normaliseUuidV4(raw);
  let stored: string | null = null;
  for (const key of LEAD_STORAGE_KEYS) stored = stored ?? normaliseUuidV4(local.get(key));
  return { leadId: fromUrl ?? stored, fromUrl, stored, badParam: raw !== null && raw !== '' && !fromUrl };
}

/** Whether the page is on the main site (the same origin as the page config's main host). */
export function onMainSite(href: string, mainHost: string): boolean {
  try {
    return new URL(href).origin === new URL(mainHost).origin;
  } catch {
    return false;
  }
}

export function start({ env, config, signals }: FeatureContext): void | Promise<void> {
  // The retention limit first (contracts/lead-retention.ts): an expired lead id is removed before anyone reads it.
  readStoredLead(env.local, env.now());
  const lead = pageLead(env.href, env.local);
  if (lead.badParam) env.warn(`ignored the ${LEAD_PARAM} address parameter: not a UUID v4`);
  if (lead.leadId) signals.setLead(lead.leadId);
  // Only our main site keeps a lead id from its address (main-site.ts, fetched there only).
  const fromUrl = lead.fromUrl;
  if (fromUrl && onMainSite(env.href, config.hosts.main)) {
    return import('./main-site').then((mainSite) => mainSite.keepAddressLead(env, fromUrl, lead.stored)).catch((error: unknown) => env.warn(`${LEAD_PARAM} not kept:`, error));
  }
}
