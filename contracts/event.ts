// POST {events host}/api/event (SPEC §7): a JSON body of the caller's data plus utm_*, session_id,
// client_id, domain and referer. The loader builds it; the server validates it with the same rules.
import { removePersonalData } from './personal-data';
import { err, ok, type Result } from './result';
import { isCanonicalUuidV4 } from './uuid';

export const EVENT_PATH = '/api/event';
/** Bodies above this are refused with 413 before they are parsed. */
export const EVENT_BODY_LIMIT_BYTES = 16 * 1024;
// A lower-case first letter, then letters, digits, underscores: snake_case and SPEC §4's camelCase ('pushUp').
export const EVENT_NAME_PATTERN = /^[a-z][A-Za-z0-9_]{0,63}$/;
const MAX_STRING = 2048;
const MAX_DATA_KEYS = 50;
/** The ids the loader makes (loader/events/ids.ts): only those are stored. */
const ID_FIELDS: ReadonlySet<string> = new Set(['session_id', 'client_id']);

/** The fields every event carries besides the caller's data (SPEC §3, "Event payload"). */
export const CONTEXT_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'session_id',
  'client_id',
  'domain',
  'referer',
] as const;
export type ContextField = (typeof CONTEXT_FIELDS)[number];

export type EventScalar = string | number | boolean | null;
export type EventBody = {
  /** Event name from the catalogue in loader/events/catalogue.ts, e.g. `page_view`. */
  event: string;
} & Partial<Record<ContextField, string>> & { [key: string]: EventScalar | undefined };

export interface ValidEvent {
  event: string;
  context: Partial<Record<ContextField, string>>;
  /** The caller's own fields, flat scalars only, without values that looked like personal data. */
  data: Record<string, EventScalar>;
  /** How many of the caller's fields were removed because they looked like personal data (contracts/personal-data.ts). */
  removedPersonal: number;
}

const isContextField = (key: string): key is ContextField => (CONTEXT_FIELDS as readonly string[]).includes(key);

/** Checks an event body from the wire. Returns a message fit for a 400 answer on failure. */
export function validateEventBody(body: unknown): Result<ValidEvent> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return err('body must be a JSON object');
  const record = body as Record<string, unknown>;
  const name = record.event;
  if (typeof name !== 'string' || !EVENT_NAME_PATTERN.test(name)) {
    return err('event must be a name of letters, digits and underscores starting with a lower-case letter (at most 64)');
  }
  const context: Partial<Record<ContextField, string>> = {};
  const data: Record<string, EventScalar> = {};
  let dataKeys = 0;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'event') continue;
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(key)) return err(`field name "${key.slice(0, 70)}" is not allowed`);
    if (isContextField(key)) {
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'string') return err(`${key} must be a string`);
      if (value.length > MAX_STRING) return err(`${key} is longer than ${MAX_STRING} characters`);
      if (ID_FIELDS.has(key) && !isCanonicalUuidV4(value)) return err(`${key} must be a lower-case UUID v4 with dashes, as the loader makes it`);
      context[key] = value;
      continue;
    }
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (value.length > MAX_STRING) return err(`${key} is longer than ${MAX_STRING} characters`);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return err(`${key} must be a finite number`);
    } else if (typeof value !== 'boolean' && value !== null) {
      return err(`${key} must be a string, number, boolean or null`);
    }
    data[key] = value as EventScalar;
    if (++dataKeys > MAX_DATA_KEYS) return err(`at most ${MAX_DATA_KEYS} data fields are allowed`);
  }
  const { kept, removed } = removePersonalData(data);
  return ok({ event: name, context, data: kept, removedPersonal: removed });
}
