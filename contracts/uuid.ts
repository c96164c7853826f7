// Lead, session and client ids are UUID v4 (SPEC §3, §5). A lead id is accepted with or without dashes:
// all four in their places, or none at all (a half-dashed value is a typing or copying error, not an id).
// One dash or none after the first group, and the same in the other three places (\1).
const UUID_V4 = /^[\da-f]{8}(-?)[\da-f]{4}\1[4][\da-f]{3}\1[89ab][\da-f]{3}\1[\da-f]{12}$/i;

/** 32 hex digits with the four dashes put in. */
const dashed = (hex: string): string => hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

/** The canonical, lower-case, dashed form of a UUID v4, or null when the value is not one. */
export function normaliseUuidV4(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return UUID_V4.test(trimmed) ? dashed(trimmed.replace(/-/g, '').toLowerCase()) : null;
}

/** How many random bytes uuidV4FromBytes reads: one for each of the 31 digits that are not the version. */
export const UUID_V4_BYTES = 31;

/**
 * A UUID v4 from random bytes (crypto.getRandomValues, which every browser has, http pages too), in the canonical
 * form above: each digit but the version's takes its bits from one byte, the variant's two low bits only; missing
 * bytes count as zero. A template and one replace: the shortest code for the loader's core.
 */
export function uuidV4FromBytes(bytes: Uint8Array): string {
  let i = 0;
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (digit) =>
    (+digit ^ ((bytes[i++] ?? 0) & (15 >> (+digit / 4)))).toString(16),
  );
}

export const isUuidV4 = (value: unknown): value is string => normaliseUuidV4(value) !== null;

/** The analytics user id of a lead (SPEC §3): the lead id without dashes, or null when it is not a UUID v4. */
export function leadUserId(value: unknown): string | null {
  return normaliseUuidV4(value)?.replace(/-/g, '') ?? null;
}

/** What the loader makes for session_id and client_id (loader/events/ids.ts): a UUID v4, lower case, with dashes. */
const CANONICAL_UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isCanonicalUuidV4 = (value: unknown): value is string =>
  typeof value === 'string' && CANONICAL_UUID_V4.test(value);

/** Any UUID (version nibble 1–8) in its dashed form: what an Idempotency-Key header holds. */
const ANY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && ANY_UUID.test(value);
