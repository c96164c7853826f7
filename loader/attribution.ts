// The page view's attribution, computed once at boot (boot.ts) and handed to whoever needs it: the event channel
// (page view, pushed events, push events) through signals, the push token record through the feature context.
// Pure. Reads nothing stored, so it needs no consent; the traffic feature refines it under marketing consent
// (the sourcebuster classification: organic, referral, kept source), and events then carry that instead.
// A value that looks like personal data (`?utm_term=600100200`) is left out here, once, so no event and no push
// token record carries it; the events' context is checked again on its way out (events/context.ts).
import { parseUrl } from '../contracts/origin';
import type { PageConfig } from '../contracts/page-config';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX, ATTRIBUTION_PARAMS } from '../contracts/page-config-wire';
import type { Attribution } from './contract';

/** Each value is cut at this many characters: a config's attribution field's longest (one value, one export). */
export { ATTRIBUTION_MAX as UTM_MAX };

/**
 * The page's own attribution: each utm_* of its address, else the page config's matching field (src, mdm, cmp,
 * cnt, trm), cut at 200 characters; fields neither gives are left out. An address that does not parse: the page
 * config's fields alone.
 */
export function pageAttribution(
  href: string,
  config: Pick<PageConfig, 'src' | 'mdm' | 'cmp' | 'cnt' | 'trm'>,
): Attribution {
  const params = parseUrl(href)?.searchParams;
  const utm: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const key = ATTRIBUTION_PARAMS[field];
    const value = params?.get(key) || config[field]?.trim();
    if (value) utm[key] = value.slice(0, ATTRIBUTION_MAX);
  }
  return utm;
}
