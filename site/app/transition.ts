// Pure parts of the transition page: which ids travel to the lender, and the address of the click that takes them.
import { loanPartsFromQuery, type LoanRequest } from '../../contracts/loan-limits';
import { CLICK_ID_PARAMS } from '../../contracts/handoff';
import { CLICK_PATH, CLICK_PLACEMENTS, cleanPartnerValue, PARTNER_PARAMS } from '../../contracts/affiliate';
import { loanQueryParams } from '../../contracts/loan-limits';

// The hand-off address is built on the server now (GET /api/click records the click first); the builder lives in
// contracts/handoff.ts, re-exported here for the page and its tests.
export { HANDOFF_PARAMS, lenderUrl } from '../../contracts/handoff';
export { currentLeadId, readLeadId } from './lead-id';

/** Click ids from this page's query, else from the click-id cookie written by the traffic feature. */
export function readClickIds(search: string, cookies: string): Record<string, string> {
  const found: Record<string, string> = {};
  const query = new URLSearchParams(search);
  const jar = cookies.split(/;\s*/).find((c) => c.startsWith('sbjs_clid='));
  const stored = new Map<string, string>();
  if (jar) {
    try {
      for (const pair of decodeURIComponent(jar.slice('sbjs_clid='.length)).split('|||')) {
        const [key, ...rest] = pair.split('=');
        if (key) stored.set(key, rest.join('='));
      }
    } catch {
      /* a malformed cookie carries nothing */
    }
  }
  for (const name of CLICK_ID_PARAMS) {
    const value = query.get(name) ?? stored.get(name);
    if (value && /^[\w.\-~]{1,200}$/.test(value)) found[name] = value;
  }
  return found;
}

/**
 * The loan the transition link carries (`?amount=&term=&unit=`): only the parts that are valid, so a lender never gets
 * a guess.
 */
export function loanFromTransitionQuery(search: string): Partial<LoanRequest> {
  const parts = loanPartsFromQuery(search);
  // A term means nothing without its unit; loanPartsFromQuery gives a unit whenever the address's is valid or absent.
  return parts.term !== undefined && parts.unit === undefined ? { ...(parts.amount === undefined ? {} : { amount: parts.amount }) } : parts;
}

/** Attribution the click ledger keeps, when the transition link carries it. */
const ATTRIBUTION_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export interface ClickLink {
  offerId: number;
  leadId: string | null;
  clickIds: Record<string, string>;
  loan: Partial<LoanRequest>;
  /** The transition page's own query: partner values (sub1–sub5, aff_id, pid, provider), utm_*, placement. */
  search: string;
}

/**
 * The address that takes the visitor on: our click endpoint, which records the click (with the partner values the
 * link carried) and answers with a redirect to the lender. Nothing personal is on it: the loan, the pseudonymous
 * lead id, ad click ids and the partner's own tracking values.
 */
export function clickHref(link: ClickLink): string {
  const query = new URLSearchParams(link.search);
  const params = new URLSearchParams();
  const { amount, term, unit } = link.loan;
  if (amount !== undefined && term !== undefined && unit !== undefined) for (const [k, v] of loanQueryParams({ amount, term, unit })) params.set(k, v);
  else if (amount !== undefined) params.set('amount', String(amount));
  if (link.leadId) params.set('lead_id', link.leadId);
  for (const [name, value] of Object.entries(link.clickIds)) params.set(name, value);
  for (const name of [...PARTNER_PARAMS, 'provider'] as const) {
    const value = cleanPartnerValue(query.get(name));
    if (value) params.set(name, value);
  }
  for (const name of ATTRIBUTION_PARAMS) {
    const value = query.get(name)?.trim();
    if (value && value.length <= 100) params.set(name, value);
  }
  const placement = query.get('placement');
  if (placement && (CLICK_PLACEMENTS as readonly string[]).includes(placement)) params.set('placement', placement);
  return `${CLICK_PATH}/${link.offerId}?${params.toString()}`;
}
