// Lead, session and client ids are UUID v4 (SPEC §3, §5). A lead id is accepted with or without dashes:
// all four in their places, or none at all (a half-dashed value is a typing or copying error, not an id).
const UUID_V4 =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15})$/i;

/** The canonical, lower-case, dashed form of a UUID v4, or null when the value is not one. */
export function normaliseUuidV4(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!UUID_V4.test(trimmed)) return null;
  const hex = trimmed.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A UUID v4 from 16 random bytes (crypto.getRandomValues), for browsers without crypto.randomUUID (http pages,
 * older Safari): the version and variant bits set, then the canonical form above.
 */
export function uuidV4FromBytes(bytes: Uint8Array): string {
  const b = Array.from(bytes.slice(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  return normaliseUuidV4(
    b
      .map((x) => x.toString(16).padStart(2, '0'))
      .join('')
      .padEnd(32, '0'),
  )!;
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
