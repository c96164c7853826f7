// The affiliate loop's shared vocabulary: the partner's tracking values (sub1–sub5, aff_id, pid) as they travel
// from a partner page to our transition page and into the click ledger, and the click endpoint's address.
// Pure: strings in, strings out; used by the loader's widgets, the site's transition page and the server.
import { looksPersonal } from './personal-data';

/** A partner's own tracking values, passed back to it in postbacks as {sub1}…{sub5}. */
export const SUB_ID_PARAMS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const;
/** Who the partner is: `aff_id` (the usual name) or `pid` (the older one); both are kept as sent. */
export const PARTNER_ID_PARAMS = ['aff_id', 'pid'] as const;
export const PARTNER_PARAMS = [...SUB_ID_PARAMS, ...PARTNER_ID_PARAMS] as const;
export type PartnerParam = (typeof PARTNER_PARAMS)[number];
export type PartnerParams = Partial<Record<PartnerParam, string>>;

/**
 * A partner value: 1–100 printable characters without white space, quotes, angle brackets or backslashes (ids,
 * campaign codes, their own click ids, `a|b` or `k=v&x` lists). Whatever it holds, it is URL-encoded on the way out.
 */
export const PARTNER_VALUE = /^[^\s"'<>\\`\u0000-\u001f\u007f]{1,100}$/u;

/**
 * One value accepted or refused: the right shape and nothing that looks like personal data (a partner putting
 * an e-mail address or phone number in sub1 must not make us store or forward it).
 */
export function cleanPartnerValue(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim();
  if (!PARTNER_VALUE.test(value) || looksPersonal(value)) return null;
  return value;
}

/**
 * The partner values of a partner page: the page address's query first, then the widget element's `data-sub1`,
 * `data-aff-id`… (dataset keys sub1, affId, pid), so the page a visitor came through wins over the partner's
 * defaults. Values that fail `cleanPartnerValue` are reported in `dropped` (names only) for one warning.
 */
export function readPartnerParams(search: string, dataset: Readonly<Record<string, string | undefined>> = {}): { params: PartnerParams; dropped: string[] } {
  const query = new URLSearchParams(search);
  const params: PartnerParams = {};
  const dropped: string[] = [];
  for (const name of PARTNER_PARAMS) {
    const datasetKey = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    for (const raw of [query.get(name), dataset[datasetKey]]) {
      if (raw === null || raw === undefined) continue;
      const value = cleanPartnerValue(raw);
      if (value) {
        params[name] = value;
        break;
      }
      dropped.push(name);
    }
  }
  return { params, dropped };
}

/** Partner values as query entries, in a fixed order, for a link to our transition page. */
export function partnerQuery(params: PartnerParams): [string, string][] {
  return PARTNER_PARAMS.flatMap((name) => (params[name] ? [[name, params[name]] as [string, string]] : []));
}

/**
 * The link to our transition page with the partner's values added (the lender never gets them; the click ledger
 * keeps them), plus `provider` (the page configuration's partner id) and `placement` when given.
 */
export function withPartnerParams(href: string, params: PartnerParams, more: { provider?: string | undefined; placement?: ClickPlacement } = {}): string {
  const entries = partnerQuery(params);
  const provider = cleanPartnerValue(more.provider);
  if (provider) entries.push(['provider', provider]);
  if (more.placement) entries.push(['placement', more.placement]);
  if (entries.length === 0) return href;
  const [path, query = ''] = href.split('?', 2) as [string, string?];
  const search = new URLSearchParams(query);
  for (const [name, value] of entries) search.set(name, value);
  return `${path}?${search.toString()}`;
}

/**
 * GET {main}/api/click/{offer_id}?…: records the click in the ledger and answers 302 to the lender with our
 * click id in the lender's sub-id parameter. Recording before the redirect means no click can reach a lender
 * without its ledger row, whatever the browser does with beacons.
 */
export const CLICK_PATH = '/api/click';
/** Where a click came from: our transition page, or straight from a widget (kept for reports). */
export const CLICK_PLACEMENTS = ['transition', 'widget'] as const;
export type ClickPlacement = (typeof CLICK_PLACEMENTS)[number];
