// Writing the lead id with its time stamp (lead-retention.ts says how long it is kept): a module of its own, so
// the loader's core, which only reads the id before any consent, does not carry the writer; the lead frame, the
// main site's address hand-off and the registration page load it.
import { LEAD_STORAGE_KEYS, LEAD_STORED_AT_KEY, leadAgeDecision, type LeadStore } from './lead-retention';
import { normaliseUuidV4 } from './uuid';

/** Stores a lead id under `leadId` with the time it was stored (a new or different id restarts the clock). */
export function storeLead(store: LeadStore, leadId: string, now: number): void {
  const previous = normaliseUuidV4(store.get(LEAD_STORAGE_KEYS[0]));
  store.set(LEAD_STORAGE_KEYS[0], leadId);
  if (previous !== normaliseUuidV4(leadId) || leadAgeDecision(store.get(LEAD_STORED_AT_KEY), now) !== 'keep')
    store.set(LEAD_STORED_AT_KEY, String(now));
}
