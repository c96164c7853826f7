// The guard between our code and third parties (Amplitude events, FingerprintJS tags): personal data — PESEL,
// phone, ID card, bank account (IBAN/NRB), card numbers, email — never leaves in their calls (ARCHITECTURE.md,
// goal 1). It errs on the side of dropping: any run of 9 or more digits is treated as personal (a Polish phone
// has 9, PESEL 11, a card 12–19, an account 26), so analytics values that need long numbers (timestamps) must
// be sent as ISO strings. The detector itself is personal-text.ts.
import { personalDataIn } from './personal-text';

export { personalDataIn } from './personal-text';

/** SPEC §9: string values are cut at 4096 characters. */
export const MAX_STRING_LENGTH = 4096;
/** SPEC §9: at most 1000 properties per event. */
export const MAX_PROPERTIES = 1000;
/** Deeper nesting than this is dropped: no event of ours needs it, and it bounds the work. */
const MAX_DEPTH = 4;
/** Property names that announce personal data, whatever the value looks like (English and Polish). */
const PERSONAL_KEY =
  /pesel|phone|telefon|^tel$|_tel$|mobile_?(?:phone|number|no)|e-?mail|iban|nrb|account(?:_?(?:number|no))?$|konto|card(?:_?(?:number|no))?$|karta|cvc|cvv|id_?card|dowod|dowód|passport|paszport|first_?name|last_?name|surname|imie|imię|nazwisko|address|adres|street|ulica|birth|urodz|password|haslo|hasło/i;

export type Scalar = string | number | boolean | null;
export type CleanValue = Scalar | CleanValue[] | { [key: string]: CleanValue };

export interface Scrubbed {
  properties: Record<string, CleanValue>;
  /** Paths of what was removed (`a.b`, `list[2]`), for one console warning; values are never repeated. */
  removed: string[];
}

/**
 * Copies event properties without anything personal: a property whose name or value looks personal is removed,
 * strings are cut at 4096 characters, at most 1000 properties are kept, functions and the like are dropped.
 */
export function scrubProperties(input: unknown): Scrubbed {
  const removed: string[] = [];
  let count = 0;
  const clean = (value: unknown, path: string, depth: number): CleanValue | undefined => {
    if (value === null || typeof value === 'boolean') return value;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return undefined;
      if (Number.isInteger(value) && Math.abs(value) >= 1e8) return void removed.push(path);
      return value;
    }
    if (typeof value === 'string') {
      if (personalDataIn(value)) return void removed.push(path);
      return value.length > MAX_STRING_LENGTH ? value.slice(0, MAX_STRING_LENGTH) : value;
    }
    if (depth >= MAX_DEPTH || typeof value !== 'object') return void removed.push(path);
    if (Array.isArray(value)) {
      const out: CleanValue[] = [];
      value.forEach((item, index) => {
        const cleaned = clean(item, `${path}[${index}]`, depth + 1);
        if (cleaned !== undefined) out.push(cleaned);
      });
      return out;
    }
    const out: Record<string, CleanValue> = {};
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (count >= MAX_PROPERTIES) {
        removed.push(at);
        continue;
      }
      if (PERSONAL_KEY.test(key) || personalDataIn(key)) {
        removed.push(at);
        continue;
      }
      const cleaned = clean(item, at, depth + 1);
      if (cleaned === undefined) continue;
      out[key] = cleaned;
      count++;
    }
    return out;
  };
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { properties: {}, removed: input === undefined || input === null ? [] : ['(properties)'] };
  const properties = clean(input, '', 0);
  return { properties: (properties as Record<string, CleanValue> | undefined) ?? {}, removed };
}

/** An event name we may send: short, plain, and carrying nothing personal. */
export function safeEventName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 100 || personalDataIn(trimmed)) return undefined;
  return trimmed;
}
