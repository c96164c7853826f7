// The 'event' command's checks (commands.ts reads the others): a lower-case name without personal data (the server
// refuses one too, contracts/event.ts) and flat props without personal data.
import { CONTEXT_FIELDS, EVENT_NAME_PATTERN, type EventScalar } from '../../contracts/event';
import { eventNameLooksPersonal } from '../../contracts/personal-data';
import { err, ok, type Result } from '../../contracts/result';
import { isPersonal } from '../personal-text';
import { kindOf, readCommand, type Command } from './commands';

const MAX_PROPS = 20;
const MAX_TEXT = 500;
const PROP_NAME = /^[a-z][a-z0-9_]{0,39}$/i;
/** Keys that would carry personal data (the quality bar: never in analytics events). */
const PERSONAL_KEY =
  /phone|^tel|pesel|mail|iban|account|konto|card|karta|dowod|address|adres|first_?name|last_?name|full_?name|surname|nazwisko|imie/i;
/** A run of 9+ digits (a phone, PESEL, account or card number) anywhere in a value. */
const LONG_NUMBER = /\d[\d\s-]{7,}\d/;

function parseProps(raw: unknown): Result<Record<string, EventScalar>> {
  if (raw === undefined || raw === null) return ok({});
  if (typeof raw !== 'object' || Array.isArray(raw)) return err(`props must be an object, not ${kindOf(raw)}`);
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_PROPS) return err(`at most ${MAX_PROPS} props`);
  const props: Record<string, EventScalar> = {};
  for (const [key, value] of entries) {
    if (!PROP_NAME.test(key) || key === 'event' || (CONTEXT_FIELDS as readonly string[]).includes(key))
      return err(`prop "${key.slice(0, 40)}" is not allowed`);
    if (PERSONAL_KEY.test(key)) return err(`prop "${key}" looks like personal data, which events never carry`);
    if (typeof value === 'string') {
      if (value.length > MAX_TEXT) return err(`prop "${key}" is longer than ${MAX_TEXT} characters`);
      if (LONG_NUMBER.test(value) || value.includes('@'))
        return err(`prop "${key}" looks like personal data, which events never carry`);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return err(`prop "${key}" must be a finite number`);
    } else if (typeof value !== 'boolean' && value !== null) {
      return err(`prop "${key}" must be a string, number, boolean or null`);
    }
    props[key] = value as EventScalar;
  }
  return ok(props);
}

/** An event command's name and props, checked. */
export function parseEvent([arg, extra]: readonly [unknown, unknown]): Result<Extract<Command, { kind: 'event' }>> {
  if (typeof arg !== 'string' || !EVENT_NAME_PATTERN.test(arg))
    return err("'event' needs a lower-case name of letters, digits and _ (at most 64)");
  // The warning never repeats the name: it would put the number in the console.
  if (eventNameLooksPersonal(arg, isPersonal))
    return err("'event' name looks like personal data, which events never carry: name the action, not the person");
  const props = parseProps(extra);
  return props.ok ? ok({ kind: 'event', name: arg, props: props.value }) : err(`'event' ${arg}: ${props.error}`);
}

/** One pushed value into a command, its event checked too (what the loader ends up doing, in one call). */
export function parseCommand(raw: unknown): Result<Command> {
  const read = readCommand(raw);
  return read.ok && read.value.kind === 'event' ? parseEvent(read.value.args) : (read as Result<Command>);
}
