// The partner's values (sub1–sub5, aff_id, pid) and the link to our transition page that carries them: the part of
// the affiliate format (affiliate.ts) a partner widget's first paint needs. Its checks take the personal-data
// detector as an argument, so the loader fetches the detector only for a value that could hold personal data
// (loader/features/mount/personal-check.ts); affiliate.ts binds the full one for the site and the server.
import { cleanPartnerId } from './partner-id';
import type { PersonalTest } from './personal-data';

/** A partner's own tracking values, passed back to it in postbacks as {sub1}…{sub5}. */
export const SUB_ID_PARAMS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const;
/**
 * Who the partner is, as an affiliate network's link names it: `aff_id` (the usual name) or `pid` (the older one);
 * both are kept as sent, under the partner id rule (contracts/partner-id.ts).
 */
export const PARTNER_ID_PARAMS = ['aff_id', 'pid'] as const;
export const PARTNER_PARAMS = [...SUB_ID_PARAMS, ...PARTNER_ID_PARAMS] as const;
export type PartnerParam = (typeof PARTNER_PARAMS)[number];
export type PartnerParams = Partial<Record<PartnerParam, string>>;
/** The query name of the partner id that placed a widget (window.pageConfig's providerId) on links and clicks. */
export const PROVIDER_PARAM = 'provider';
/** Where a click came from: our transition page, or straight from a widget (kept for reports). */
export const CLICK_PLACEMENTS = ['transition', 'widget'] as const;
export type ClickPlacement = (typeof CLICK_PLACEMENTS)[number];
/** The query name of a link's or click's placement. */
export const PLACEMENT_PARAM = 'placement';

/**
 * A partner value: 1–100 printable characters without white space, quotes, angle brackets or backslashes (ids,
 * campaign codes, their own click ids, `a|b` or `k=v&x` lists). Whatever it holds, it is URL-encoded on the way out.
 */
export const PARTNER_VALUE = /^[^\s"'<>\\`\u0000-\u001f\u007f]{1,100}$/u;

/**
 * One sub-id accepted or refused: the right shape and nothing that looks like personal data (a partner putting
 * an e-mail address or phone number in sub1 must not make us store or forward it).
 */
export function cleanPartnerValue(raw: string | null | undefined, isPersonal: PersonalTest): string | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim();
  if (!PARTNER_VALUE.test(value) || isPersonal(value)) return null;
  return value;
}

/** A partner parameter's value under its rule: sub-ids as cleanPartnerValue, aff_id and pid as partner ids. */
export function cleanPartnerParam(
  name: PartnerParam,
  raw: string | null | undefined,
  isPersonal: PersonalTest,
): string | null {
  return (PARTNER_ID_PARAMS as readonly string[]).includes(name)
    ? (cleanPartnerId(raw?.trim()) ?? null)
    : cleanPartnerValue(raw, isPersonal);
}

/**
 * The partner values of a partner page: the page address's query first, then the widget element's `data-sub1`,
 * `data-aff-id`… (dataset keys sub1, affId, pid), so the page a visitor came through wins over the partner's
 * defaults. Values that fail `cleanPartnerValue` are reported in `dropped` (names only) for one warning.
 */
export function readPartnerParams(
  search: string,
  dataset: Readonly<Record<string, string | undefined>>,
  isPersonal: PersonalTest,
): { params: PartnerParams; dropped: string[] } {
  const query = new URLSearchParams(search);
  const params: PartnerParams = {};
  const dropped: string[] = [];
  for (const name of PARTNER_PARAMS) {
    const datasetKey = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    for (const raw of [query.get(name), dataset[datasetKey]]) {
      if (raw === null || raw === undefined) continue;
      const value = cleanPartnerParam(name, raw, isPersonal);
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
 * keeps them), plus the partner id that placed it (PROVIDER_PARAM) and the placement when given.
 */
export function withPartnerParams(
  href: string,
  params: PartnerParams,
  more: { partnerId?: string | undefined; placement?: ClickPlacement } = {},
): string {
  const entries = partnerQuery(params);
  const partnerId = cleanPartnerId(more.partnerId);
  if (partnerId) entries.push([PROVIDER_PARAM, partnerId]);
  if (more.placement) entries.push([PLACEMENT_PARAM, more.placement]);
  if (entries.length === 0) return href;
  const [path, query = ''] = href.split('?', 2) as [string, string?];
  const search = new URLSearchParams(query);
  for (const [name, value] of entries) search.set(name, value);
  return `${path}?${search.toString()}`;
}
