// POST {events host}/api/event (SPEC §7): a JSON body of the caller's data plus utm_*, session_id,
// client_id, domain and referer. The loader builds it; the server validates it with the same rules.
// Personal data is kept out of the context and the name by one decision each (contextWithoutPersonal here,
// eventNameLooksPersonal in personal-data.ts), run with the detector of the side that calls it: the one in
// contracts/personal-data.ts on the server (the authority), the loader's smaller one (loader/personal-text.ts) for
// the partner's event names; the loader's core checks the context it sends with a short rule of its own
// (loader/events/context.ts).
import { CONTEXT_FIELDS, type ContextField } from './event-fields';
import { eventNameLooksPersonal, looksPersonal, removePersonalData, type PersonalTest } from './personal-data';
import { err, ok, type Result } from './result';
import { isCanonicalUuidV4 } from './uuid';

// The path and the context's field names live in event-fields.ts: the loader's core sends events without the checks.
export { CONTEXT_FIELDS, EVENT_PATH, UTM_FIELDS, type ContextField } from './event-fields';

/** Bodies above this are refused with 413 before they are parsed. */
export const EVENT_BODY_LIMIT_BYTES = 16 * 1024;
// A lower-case first letter, then letters, digits, underscores: snake_case and SPEC §4's camelCase ('pushUp').
export const EVENT_NAME_PATTERN = /^[a-z][A-Za-z0-9_]{0,63}$/;
const MAX_STRING = 2048;
const MAX_DATA_KEYS = 50;
/** The ids the loader makes (loader/events/ids.ts): only those are stored. */
const ID_FIELDS: ReadonlySet<string> = new Set(['session_id', 'client_id']);

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
  /**
   * How many fields were removed or cut because they looked like personal data (contracts/personal-data.ts): the
   * caller's data fields, and the context fields (utm_*, domain; the referer counts when it was cut).
   */
  removedPersonal: number;
}

const isContextField = (key: string): key is ContextField => (CONTEXT_FIELDS as readonly string[]).includes(key);

/** What a text needs before any detector can find personal data in it: a digit, an @, or a %-escape of one. */
const MAY_BE_PERSONAL = /[\d@%]/;

/** A URL's text as a person reads it: %-escapes and + decoded (a malformed escape leaves the text as it is). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The referer without personal data: whole when it carries none; else without its query and fragment (where a
 * form page puts `?tel=…`) when that is enough; else '' (left out). Read decoded, as a person would read it.
 */
export function refererWithoutPersonal(referer: string, isPersonal: PersonalTest): string {
  // Every detector needs a digit or an @ (which may arrive %-escaped): most referrers have none and skip the decoding.
  if (!MAY_BE_PERSONAL.test(referer) || !isPersonal(decoded(referer))) return referer;
  const page = referer.replace(/[?#][\s\S]*$/, '');
  return isPersonal(decoded(page)) ? '' : page;
}

/**
 * The context without personal data: a utm_* or domain value that looks personal is left out, the referer is cut
 * back (refererWithoutPersonal); the ids are UUIDs, checked as such, not free text. `removed` names each field
 * left out or cut, never its value.
 */
export function contextWithoutPersonal(
  context: Partial<Record<ContextField, string>>,
  isPersonal: PersonalTest,
): { context: Partial<Record<ContextField, string>>; removed: ContextField[] } {
  // Every event passes here (the hottest route): a value without a digit, an @ or a %-escape is skipped at once,
  // and the context is copied only when something is left out.
  let kept = context;
  const removed: ContextField[] = [];
  for (const key of CONTEXT_FIELDS) {
    const value = context[key];
    if (!value || !MAY_BE_PERSONAL.test(value) || ID_FIELDS.has(key)) continue;
    const clean = key === 'referer' ? refererWithoutPersonal(value, isPersonal) : isPersonal(value) ? '' : value;
    if (clean === value) continue;
    if (kept === context) kept = { ...context };
    removed.push(key);
    if (clean) kept[key] = clean;
    else delete kept[key];
  }
  return { context: kept, removed };
}

/** Checks an event body from the wire. Returns a message fit for a 400 answer on failure. */
export function validateEventBody(body: unknown): Result<ValidEvent> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return err('body must be a JSON object');
  const record = body as Record<string, unknown>;
  const name = record.event;
  if (typeof name !== 'string' || !EVENT_NAME_PATTERN.test(name)) {
    return err(
      'event must be a name of letters, digits and underscores starting with a lower-case letter (at most 64)',
    );
  }
  // A name is stored as it is, so one that carries personal data is refused, not renamed; the answer never repeats it.
  if (eventNameLooksPersonal(name, looksPersonal)) {
    return err(
      'event must not carry personal data (a phone, PESEL, ID card, account or card number, an e-mail address): ' +
        'name the action, not the person',
    );
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
      if (ID_FIELDS.has(key) && !isCanonicalUuidV4(value))
        return err(`${key} must be a lower-case UUID v4 with dashes, as the loader makes it`);
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
  const clean = contextWithoutPersonal(context, looksPersonal);
  return ok({ event: name, context: clean.context, data: kept, removedPersonal: removed + clean.removed.length });
}
