// The commands partner pages push into the public global window.przelewik (README, "The public global"):
//   ['consent', {analytics: true, marketing: false}]   (or true / false / 'all' / 'none', as pageConfig.consent)
//   ['event', 'name', {flat: 'props'}]                 (name as contracts/event.ts; props optional)
//   ['lead', 'uuid-v4']                                 (the lead id the partner's own form got back)
// Pure: each pushed value becomes a command or a reason to warn about (one warning per bad command).
import { parseConsentInput, type ConsentState } from '../../contracts/consent';
import { CONTEXT_FIELDS, EVENT_NAME_PATTERN, type EventScalar } from '../../contracts/event';
import { err, ok, type Result } from '../../contracts/result';
import { normaliseUuidV4 } from '../../contracts/uuid';

export type Command =
  | { kind: 'consent'; consent: ConsentState }
  | { kind: 'event'; name: string; props: Record<string, EventScalar> }
  | { kind: 'lead'; leadId: string };

const MAX_PROPS = 20;
const MAX_TEXT = 500;
const PROP_NAME = /^[a-z][a-z0-9_]{0,39}$/i;
/** Keys that would carry personal data (the quality bar: never in analytics events). */
const PERSONAL_KEY = /phone|^tel|pesel|mail|iban|account|konto|card|karta|dowod|address|adres|first_?name|last_?name|full_?name|surname|nazwisko|imie/i;
/** A run of 9+ digits (a phone, PESEL, account or card number) anywhere in a value. */
const LONG_NUMBER = /\d[\d\s-]{7,}\d/;

/** What a bad value looks like in a warning, short and without echoing data back. */
const kindOf = (value: unknown): string => (Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value);

function parseProps(raw: unknown): Result<Record<string, EventScalar>> {
  if (raw === undefined || raw === null) return ok({});
  if (typeof raw !== 'object' || Array.isArray(raw)) return err(`props must be an object, not ${kindOf(raw)}`);
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_PROPS) return err(`at most ${MAX_PROPS} props`);
  const props: Record<string, EventScalar> = {};
  for (const [key, value] of entries) {
    if (!PROP_NAME.test(key) || key === 'event' || (CONTEXT_FIELDS as readonly string[]).includes(key)) return err(`prop "${key.slice(0, 40)}" is not allowed`);
    if (PERSONAL_KEY.test(key)) return err(`prop "${key}" looks like personal data, which events never carry`);
    if (typeof value === 'string') {
      if (value.length > MAX_TEXT) return err(`prop "${key}" is longer than ${MAX_TEXT} characters`);
      if (LONG_NUMBER.test(value) || value.includes('@')) return err(`prop "${key}" looks like personal data, which events never carry`);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return err(`prop "${key}" must be a finite number`);
    } else if (typeof value !== 'boolean' && value !== null) {
      return err(`prop "${key}" must be a string, number, boolean or null`);
    }
    props[key] = value as EventScalar;
  }
  return ok(props);
}

/** One pushed value into a command; the error says why it was ignored (for the one console warning). */
export function parseCommand(raw: unknown): Result<Command> {
  if (!Array.isArray(raw) || typeof raw[0] !== 'string') return err(`a command is an array like ['event', 'name'], not ${kindOf(raw)}`);
  const [name, arg, extra] = raw as [string, unknown, unknown];
  switch (name) {
    case 'consent': {
      const consent = parseConsentInput(arg);
      return consent ? ok({ kind: 'consent', consent }) : err("'consent' needs true, false, 'all', 'none' or {analytics: boolean, marketing: boolean}");
    }
    case 'event': {
      if (typeof arg !== 'string' || !EVENT_NAME_PATTERN.test(arg)) return err("'event' needs a lower-case name of letters, digits and _ (at most 64)");
      const props = parseProps(extra);
      return props.ok ? ok({ kind: 'event', name: arg, props: props.value }) : err(`'event' ${arg}: ${props.error}`);
    }
    case 'lead': {
      const leadId = normaliseUuidV4(arg);
      return leadId ? ok({ kind: 'lead', leadId }) : err("'lead' needs a UUID v4");
    }
    default:
      return err(`unknown command '${name.slice(0, 40)}' (known: consent, event, lead)`);
  }
}
