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
import {
  CLICK_PLACEMENTS,
  cleanPartnerParam as cleanParam,
  cleanPartnerValue as cleanValue,
  PARTNER_PARAMS,
  partnerQuery,
  PLACEMENT_PARAM,
  PROVIDER_PARAM,
  readPartnerParams as readParams,
  type ClickPlacement,
  type PartnerParam,
  type PartnerParams,
} from './partner-values';
import { looksPersonal } from './personal-data';
import { normaliseUuidV4 } from './uuid';

// The partner's values and their link, in partner-values.ts (a partner widget's first paint needs them alone).
export {
  SUB_ID_PARAMS,
  PARTNER_ID_PARAMS,
  PARTNER_PARAMS,
  type PartnerParam,
  type PartnerParams,
  PROVIDER_PARAM,
  type ClickPlacement,
  PLACEMENT_PARAM,
  withPartnerParams,
} from './partner-values';

/**
 * One sub-id accepted or refused: the right shape and nothing that looks like personal data (a partner putting
 * an e-mail address or phone number in sub1 must not make us store or forward it).
 */
export const cleanPartnerValue = (raw: string | null | undefined): string | null => cleanValue(raw, looksPersonal);

/** A partner parameter's value under its rule: sub-ids as cleanPartnerValue, aff_id and pid as partner ids. */
export const cleanPartnerParam = (name: PartnerParam, raw: string | null | undefined): string | null =>
  cleanParam(name, raw, looksPersonal);

/**
 * The partner values of a partner page: the page address's query first, then the widget element's `data-sub1`,
 * `data-aff-id`… (dataset keys sub1, affId, pid). Values that fail `cleanPartnerValue` are named in `dropped`.
 */
export const readPartnerParams = (
  search: string,
  dataset: Readonly<Record<string, string | undefined>> = {},
): { params: PartnerParams; dropped: string[] } => readParams(search, dataset, looksPersonal);

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
