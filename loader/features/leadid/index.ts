// Feature "leadid" (SPEC §3, §5): the lead id this page already knows, from a `lead_id` parameter of its address
// or from local storage (`leadId`, or the older `lead_id`), normalised, told to the other features by signals.
// It needs no consent: it only reads what our own site stored for the visitor's application, or what the link
// the visitor followed carries. On our main site a lead id carried in the address (our links from partner pages
// carry it: docs/identity.md) is kept under `leadId`, so the offers and transition pages know the lead on the
// next page too, and then taken out of the address bar, so it is not bookmarked, shared or sent on as a referrer.
import { LEAD_PARAM, readStoredLead } from '../../../contracts/lead-retention';
import { httpOrigin, parseUrl } from '../../../contracts/origin';
import { normaliseUuidV4 } from '../../../contracts/uuid';
import type { SafeStorage } from '../../env';
import type { FeatureContext } from '../../contract';

export interface PageLead {
  /** The lead id to use: the address's, else the stored one. */
  leadId: string | null;
  fromUrl: string | null;
  stored: string | null;
  /** The address had a lead_id that is not a UUID v4. */
  badParam: boolean;
}

/**
 * Where the page's lead comes from: the address, else the storage, read through the retention limit
 * (contracts/lead-retention.ts), so an expired lead id is removed before anyone reads it.
 */
export function pageLead(href: string, local: Pick<SafeStorage, 'get' | 'set' | 'remove'>, now: number): PageLead {
  const raw = parseUrl(href)?.searchParams.get(LEAD_PARAM) ?? null;
  const fromUrl = normaliseUuidV4(raw);
  const stored = readStoredLead(local, now);
  return { leadId: fromUrl ?? stored, fromUrl, stored, badParam: raw !== null && raw !== '' && !fromUrl };
}

/** Whether the page is on the main site (the same origin as the page config's main host). */
export function onMainSite(href: string, mainHost: string): boolean {
  const main = httpOrigin(mainHost);
  return main !== null && httpOrigin(href) === main;
}

export function start({ env, config, signals }: FeatureContext): void | Promise<void> {
  const lead = pageLead(env.href, env.local, env.now());
  if (lead.badParam) env.warn(`ignored the ${LEAD_PARAM} address parameter: not a UUID v4`);
  if (lead.leadId) signals.setLead(lead.leadId);
  // Only our main site keeps a lead id from its address (main-site.ts, fetched there only).
  const fromUrl = lead.fromUrl;
  if (fromUrl && onMainSite(env.href, config.hosts.main)) {
    return import('./main-site')
      .then((mainSite) => mainSite.keepAddressLead(env, fromUrl, lead.stored))
      .catch((error: unknown) => env.warn(`${LEAD_PARAM} not kept:`, error));
  }
}
