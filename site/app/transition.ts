// Pure parts of the transition page: which ids travel to the lender, and how the address is built.
import { loanPartsFromQuery, type LoanRequest } from '../../contracts/loan-limits';
import { readStoredLead } from '../../contracts/lead-retention';
import { normaliseUuidV4 } from '../../contracts/uuid';

/**
 * The query parameters a lender receives from us (README, "Hand-off to the lender"). Nothing personal: the loan
 * the visitor chose, our reference of this click, the lead id (a random UUID) and attribution.
 */
export const HANDOFF_PARAMS = {
  amount: 'amount',
  term: 'term',
  termUnit: 'term_unit',
  clickId: 'click_id',
  leadId: 'lead_id',
} as const;

/** Ad click ids a lender's own attribution may need (same names as in the traffic cookies). */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'yclid'] as const;

/**
 * The lead id from local storage: `leadId`, or the older `lead_id` (SPEC §3); dashes optional. One older than the
 * retention limit (contracts/lead-retention.ts) reads as none, and is removed where the storage allows.
 */
export function readLeadId(storage: (Pick<Storage, 'getItem'> & Partial<Pick<Storage, 'setItem' | 'removeItem'>>) | null, now: number = Date.now()): string | null {
  if (!storage) return null;
  try {
    return readStoredLead({ get: (key) => storage.getItem(key), set: (key, value) => storage.setItem?.(key, value), remove: (key) => storage.removeItem?.(key) }, now);
  } catch {
    return null;
  }
}

/**
 * The lead of this page: a lead_id in its address first (carried on our links from partner pages, where the
 * browser keeps the lead frame from our storage; README), else local storage.
 */
export function currentLeadId(search: string, storage: Pick<Storage, 'getItem'> | null): string | null {
  return normaliseUuidV4(new URLSearchParams(search).get('lead_id')) ?? readLeadId(storage);
}

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

/** The loan the transition link carries (`?amount=&term=&unit=`): only the parts that are valid, so a lender never gets a guess. */
export function loanFromTransitionQuery(search: string): Partial<LoanRequest> {
  const parts = loanPartsFromQuery(search);
  // A term means nothing without its unit; loanPartsFromQuery gives a unit whenever the address's is valid or absent.
  return parts.term !== undefined && parts.unit === undefined ? { ...(parts.amount === undefined ? {} : { amount: parts.amount }) } : parts;
}

/** A UUID v4 from 16 random bytes (crypto.getRandomValues), for browsers without crypto.randomUUID (http pages, older Safari). */
export function uuidV4FromBytes(bytes: Uint8Array): string {
  const b = Array.from(bytes.slice(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface HandOff {
  leadId: string | null;
  clickIds: Record<string, string>;
  source: string;
  /** The loan the visitor chose on our site; only the parts we know are passed. */
  loan?: Partial<LoanRequest>;
  /** Our reference of this click (a fresh UUID v4 per visit of the transition page). */
  clickId?: string | null;
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
  if (clickId) url.searchParams.set(HANDOFF_PARAMS.clickId, clickId);
  if (ids.leadId) url.searchParams.set(HANDOFF_PARAMS.leadId, ids.leadId);
  for (const [name, value] of Object.entries(ids.clickIds)) url.searchParams.set(name, value);
  url.searchParams.set('utm_source', ids.source);
  url.searchParams.set('utm_medium', 'comparison');
  return url.href;
}
