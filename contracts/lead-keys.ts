// Where a lead id is found (SPEC §3): its storage keys and its address parameter, with no imports, so the loader's
// core can tell whether a page may know a lead without carrying the retention rule (lead-retention.ts), and the
// partner links' code names the parameter without it.

/** Local storage keys of the lead id (SPEC §3): written under the first, read from both. */
export const LEAD_STORAGE_KEYS = ['leadId', 'lead_id'] as const;

/**
 * The address parameter that carries a lead id to our main site's pages (our links from partner pages), on to our
 * click endpoint and to the lender (contracts/affiliate.ts, contracts/handoff.ts).
 */
export const LEAD_PARAM = 'lead_id';
