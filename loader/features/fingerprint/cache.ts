// The visitor fingerprint cache (SPEC §3 "Visitor fingerprint id: cached in local storage under fgPro").
// Format: JSON {"visitorId": "…", "requestId": "…", "at": <ms since epoch>}. An entry younger than
// FINGERPRINT_CACHE_DAYS is reused and FingerprintJS Pro is not called again: one identification per visitor
// per 30 days keeps both the vendor's quota and the visitor's exposure small.

export const FINGERPRINT_CACHE_KEY = 'fgPro';
/** SPEC §9: "Heartbeat retention 30 days" — how long an identification stays good. */
export const FINGERPRINT_CACHE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** FingerprintJS visitor ids are 20 alphanumerics; request ids are "<ms>.<6 chars>". Kept a little loose. */
const VISITOR_ID = /^[A-Za-z0-9]{8,64}$/;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

export interface FingerprintEntry {
  visitorId: string;
  requestId: string;
  /** When it was obtained (ms since epoch). */
  at: number;
}

/** The cached entry if it is well-formed and still fresh at `now`, else null (a broken one is simply replaced). */
export function readFingerprintCache(raw: string | null, now: number): FingerprintEntry | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { visitorId, requestId, at } = value as Record<string, unknown>;
  if (typeof visitorId !== 'string' || !VISITOR_ID.test(visitorId)) return null;
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) return null;
  if (typeof at !== 'number' || !Number.isFinite(at) || at > now) return null;
  return now - at < FINGERPRINT_CACHE_DAYS * DAY_MS ? { visitorId, requestId, at } : null;
}

/** The string to store, or null when the SDK's answer is not what we expect (nothing half-written is kept). */
export function fingerprintCacheValue(
  result: { visitorId?: unknown; requestId?: unknown },
  now: number,
): string | null {
  const { visitorId, requestId } = result;
  if (typeof visitorId !== 'string' || !VISITOR_ID.test(visitorId)) return null;
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) return null;
  return JSON.stringify({ visitorId, requestId, at: now } satisfies FingerprintEntry);
}
