// What a lender receives when a visitor follows an offer: the lender's own address from our offer list with the
// loan, our click reference (in the lender's sub-id parameter), the lead id and attribution added. Pure; the
// server's click endpoint builds it after recording the click (server/affiliate/routes.ts).
import type { LoanRequest } from './loan-limits';
import { LEAD_PARAM } from './lead-keys';
import { normaliseUuidV4 } from './uuid';

/**
 * The query parameters a lender receives from us (README, "Hand-off to the lender"). Nothing personal: the loan
 * the visitor chose, our reference of this click, the lead id (a random UUID) and attribution.
 */
export const HANDOFF_PARAMS = {
  amount: 'amount',
  term: 'term',
  termUnit: 'term_unit',
  clickId: 'click_id',
  leadId: LEAD_PARAM,
} as const;

/** Ad click ids a lender's own attribution may need (same names as in the traffic cookies). */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'yclid'] as const;
/** The ones a paid search ad adds (Google Ads, Microsoft Ads): the click ledger records the first one present. */
export const PAID_SEARCH_PARAMS = [
  'gclid',
  'gbraid',
  'wbraid',
  'msclkid',
] as const satisfies readonly (typeof CLICK_ID_PARAMS)[number][];

export interface HandOff {
  leadId: string | null;
  clickIds: Record<string, string>;
  source: string;
  /** The loan the visitor chose on our site; only the parts we know are passed. */
  loan?: Partial<LoanRequest>;
  /** Our reference of this click (a UUID v4 the click ledger made). */
  clickId?: string | null;
  /** The lender's parameter for our click reference (its sub-id), `click_id` unless the lender names another. */
  clickParam?: string;
}

/**
 * The lender's address with the loan, our click reference, the lead id, the ad click ids and our source added;
 * the lender's own parameters are kept, ours replace any of the same name.
 */
export function lenderUrl(base: string, ids: HandOff): string {
  const url = new URL(base);
  const loan = ids.loan ?? {};
  if (loan.amount !== undefined) url.searchParams.set(HANDOFF_PARAMS.amount, String(loan.amount));
  if (loan.term !== undefined && loan.unit !== undefined) {
    url.searchParams.set(HANDOFF_PARAMS.term, String(loan.term));
    url.searchParams.set(HANDOFF_PARAMS.termUnit, loan.unit);
  }
  const clickId = normaliseUuidV4(ids.clickId);
  if (clickId) url.searchParams.set(ids.clickParam ?? HANDOFF_PARAMS.clickId, clickId);
  if (ids.leadId) url.searchParams.set(HANDOFF_PARAMS.leadId, ids.leadId);
  for (const [name, value] of Object.entries(ids.clickIds)) url.searchParams.set(name, value);
  url.searchParams.set('utm_source', ids.source);
  url.searchParams.set('utm_medium', 'comparison');
  return url.href;
}

/** Our name in the lender's utm_source: the brand's short name in lower case (a site test compares them). */
export const HANDOFF_SOURCE = 'przelewik';
