// The affiliate loop's wire formats: the partner's values (sub1–sub5, aff_id, pid and the placing partner's id) as
// they travel from a partner page to our transition page and into the click ledger, and the click query itself
// (GET /api/click/{offer_id}?…), built by the transition page (clickHref) and read by the server (readClickQuery).
// Pure: strings in, strings out; used by the loader's widgets, the site's transition page and the server.
import type { UTM_FIELDS } from './event';
import { CLICK_ID_PARAMS } from './handoff';
import { textProblem } from './input-safety';
import { loanPartsFromQuery, loanQueryParams, type LoanRequest } from './loan-limits';
import { LEAD_PARAM } from './lead-keys';
import { cleanPartnerId } from './partner-id';
import { looksPersonal } from './personal-data';
import { normaliseUuidV4 } from './uuid';

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
export function cleanPartnerValue(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim();
  if (!PARTNER_VALUE.test(value) || looksPersonal(value)) return null;
  return value;
}

/** A partner parameter's value under its rule: sub-ids as cleanPartnerValue, aff_id and pid as partner ids. */
export function cleanPartnerParam(name: PartnerParam, raw: string | null | undefined): string | null {
  return (PARTNER_ID_PARAMS as readonly string[]).includes(name)
    ? (cleanPartnerId(raw?.trim()) ?? null)
    : cleanPartnerValue(raw);
}

/**
 * The partner values of a partner page: the page address's query first, then the widget element's `data-sub1`,
 * `data-aff-id`… (dataset keys sub1, affId, pid), so the page a visitor came through wins over the partner's
 * defaults. Values that fail `cleanPartnerValue` are reported in `dropped` (names only) for one warning.
 */
export function readPartnerParams(
  search: string,
  dataset: Readonly<Record<string, string | undefined>> = {},
): { params: PartnerParams; dropped: string[] } {
  const query = new URLSearchParams(search);
  const params: PartnerParams = {};
  const dropped: string[] = [];
  for (const name of PARTNER_PARAMS) {
    const datasetKey = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    for (const raw of [query.get(name), dataset[datasetKey]]) {
      if (raw === null || raw === undefined) continue;
      const value = cleanPartnerParam(name, raw);
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

/**
 * GET {main}/api/click/{offer_id}?…: records the click in the ledger and answers 302 to the lender with our
 * click id in the lender's sub-id parameter. Recording before the redirect means no click can reach a lender
 * without its ledger row, whatever the browser does with beacons.
 */
export const CLICK_PATH = '/api/click';
/** An ad click id's value (gclid, fbclid…): what survives a URL unencoded, at most 200 characters. */
export const CLICK_ID_VALUE = /^[\w.\-~]{1,200}$/;
/** Attribution the click ledger keeps, when the transition link carries it. */
export const CLICK_UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const satisfies readonly (typeof UTM_FIELDS)[number][];
const UTM_MAX = 100;

/** A click's query, read: every value under its rule, anything refused left out. */
export interface ClickQuery {
  leadId: string | null;
  /** Ad click ids (CLICK_ID_PARAMS) by name. */
  clickIds: Record<string, string>;
  /** The loan the link carried: a term only with its unit. */
  loan: Partial<LoanRequest>;
  /** sub1–sub5, aff_id, pid. */
  partner: PartnerParams;
  /** The partner id that placed the widget (PROVIDER_PARAM), null without one. */
  partnerId: string | null;
  utm: Partial<Record<(typeof CLICK_UTM_PARAMS)[number], string>>;
  /** Null when the query names none (the server counts that as the transition page). */
  placement: ClickPlacement | null;
}

/** A utm_* value the ledger may keep: short, no control characters, nothing that looks personal. */
function cleanUtm(raw: string | null): string | null {
  const value = raw?.trim();
  return value && textProblem(value, UTM_MAX) === null && !looksPersonal(value) ? value : null;
}

/** The loan of a transition link or click (`?amount=&term=&unit=`): only valid parts, and a term only with its unit. */
export function loanFromQuery(search: string): Partial<LoanRequest> {
  const parts = loanPartsFromQuery(search);
  return parts.term !== undefined && parts.unit === undefined
    ? parts.amount === undefined
      ? {}
      : { amount: parts.amount }
    : parts;
}

/** The ad click id a value may be sent as, or null. */
export const cleanClickId = (raw: string | null | undefined): string | null =>
  raw && CLICK_ID_VALUE.test(raw) ? raw : null;

/**
 * Reads a click's query, or the transition link's (it carries the same partner values, utm_* and placement), by the
 * rules of this module: what the transition page forwards and what the server records are the same values.
 */
export function readClickQuery(search: string): ClickQuery {
  const query = new URLSearchParams(search);
  const clickIds: Record<string, string> = {};
  for (const name of CLICK_ID_PARAMS) {
    const value = cleanClickId(query.get(name));
    if (value) clickIds[name] = value;
  }
  const partner: PartnerParams = {};
  for (const name of PARTNER_PARAMS) {
    const value = cleanPartnerParam(name, query.get(name));
    if (value) partner[name] = value;
  }
  const utm: ClickQuery['utm'] = {};
  for (const name of CLICK_UTM_PARAMS) {
    const value = cleanUtm(query.get(name));
    if (value) utm[name] = value;
  }
  const placement = query.get(PLACEMENT_PARAM);
  return {
    leadId: normaliseUuidV4(query.get(LEAD_PARAM)),
    clickIds,
    loan: loanFromQuery(search),
    partner,
    partnerId: cleanPartnerId(query.get(PROVIDER_PARAM)?.trim()) ?? null,
    utm,
    placement: (CLICK_PLACEMENTS as readonly (string | null)[]).includes(placement)
      ? (placement as ClickPlacement)
      : null,
  };
}

/** The ledger's partner: the network's aff_id, else pid, else the partner id that placed the widget. */
export const clickPartnerId = (click: Pick<ClickQuery, 'partner' | 'partnerId'>): string | null =>
  click.partner.aff_id ?? click.partner.pid ?? click.partnerId;

/**
 * The address that takes the visitor on: our click endpoint, which records the click and answers with a redirect to
 * the lender. Nothing personal is on it: the loan, the pseudonymous lead id, ad click ids and the partner's own
 * tracking values. Values are written as given: they come from readClickQuery or our own storage.
 */
export function clickHref(offerId: number, click: ClickQuery): string {
  const params = new URLSearchParams();
  const { amount, term, unit } = click.loan;
  if (amount !== undefined && term !== undefined && unit !== undefined)
    for (const [k, v] of loanQueryParams({ amount, term, unit })) params.set(k, v);
  else if (amount !== undefined) params.set('amount', String(amount));
  if (click.leadId) params.set(LEAD_PARAM, click.leadId);
  for (const [name, value] of Object.entries(click.clickIds)) params.set(name, value);
  for (const [name, value] of partnerQuery(click.partner)) params.set(name, value);
  if (click.partnerId) params.set(PROVIDER_PARAM, click.partnerId);
  for (const name of CLICK_UTM_PARAMS) if (click.utm[name]) params.set(name, click.utm[name]);
  if (click.placement) params.set(PLACEMENT_PARAM, click.placement);
  return `${CLICK_PATH}/${offerId}?${params.toString()}`;
}
