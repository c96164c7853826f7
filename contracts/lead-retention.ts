// How long the browser keeps the lead id (SPEC §3: `leadId`, read also from `lead_id`). SPEC sets no limit; the
// cookies policy promises this one, and every reader and writer of the lead id goes through this file: the
// loader's leadid and leadframe features, the lead frame page on the main site and the site's own pages.
import { LEAD_STORAGE_KEYS } from './lead-keys';
import { normaliseUuidV4 } from './uuid';

// Where a lead id is found, in a module of its own (lead-keys.ts): the loader's core looks for one without this rule.
export { LEAD_PARAM, LEAD_STORAGE_KEYS } from './lead-keys';

/** The lead id is kept at most this many days after it was stored (the cookies policy says so). */
export const LEAD_MAX_AGE_DAYS = 180;
export const LEAD_MAX_AGE_MS = LEAD_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
/** localStorage key beside `leadId`: when it was stored, in ms since the epoch (listed in the cookies policy). */
export const LEAD_STORED_AT_KEY = 'przelewik_lead_at';

/**
 * What to do with a stored lead id, given its companion time stamp:
 * - 'keep': stored less than LEAD_MAX_AGE_MS ago;
 * - 'drop': older than that (remove the id, its older name and the stamp);
 * - 'stamp': no usable stamp (stored before the limit existed, by an older writer, or a stamp in the future):
 *   the clock starts now, so such an id is dropped LEAD_MAX_AGE_DAYS later, never kept for ever.
 */
export type LeadAgeDecision = 'keep' | 'drop' | 'stamp';

export function leadAgeDecision(storedAt: string | null, now: number): LeadAgeDecision {
  if (storedAt === null || !/^\d{1,16}$/.test(storedAt.trim())) return 'stamp';
  const at = Number(storedAt.trim());
  if (at > now) return 'stamp';
  return now - at > LEAD_MAX_AGE_MS ? 'drop' : 'keep';
}

/** The storage calls this file needs (the loader's SafeStorage has them; wrap DOM Storage with domLeadStore). */
export interface LeadStore {
  get(key: string): string | null;
  set(key: string, value: string): unknown;
  remove(key: string): void;
}

/** DOM Storage as a LeadStore; every call may throw (blocked storage), so callers keep them in try/catch. */
export const domLeadStore = (storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): LeadStore => ({
  get: (key) => storage.getItem(key),
  set: (key, value) => storage.setItem(key, value),
  remove: (key) => storage.removeItem(key),
});

/**
 * The stored lead id (normalised), after applying the limit: an expired id is removed with its stamp and null
 * is returned; an id without a stamp gets one now.
 */
export function readStoredLead(store: LeadStore, now: number): string | null {
  let lead: string | null = null;
  for (const key of LEAD_STORAGE_KEYS) lead = lead ?? normaliseUuidV4(store.get(key));
  if (!lead) return null;
  const decision = leadAgeDecision(store.get(LEAD_STORED_AT_KEY), now);
  if (decision === 'drop') {
    for (const key of LEAD_STORAGE_KEYS) store.remove(key);
    store.remove(LEAD_STORED_AT_KEY);
    return null;
  }
  if (decision === 'stamp') store.set(LEAD_STORED_AT_KEY, String(now));
  return lead;
}
