// The commands partner pages push into the public global window.przelewik (README, "The public global"):
//   ['consent', {analytics: true, marketing: false}]   (or true / false / 'all' / 'none', as pageConfig.consent)
//   ['event', 'name', {flat: 'props'}]                 (name as contracts/event.ts; props optional)
//   ['lead', 'uuid-v4']                                 (the lead id the partner's own form got back)
// Pure: each pushed value becomes a command or a reason to warn about (one warning per bad command). An event's
// name and props are checked by event-command.ts.
import { parseConsentInput, type ConsentState } from '../../contracts/consent';
import type { EventScalar } from '../../contracts/event';
import { err, ok, type Result } from '../../contracts/result';
import { normaliseUuidV4 } from '../../contracts/uuid';

export type Command =
  | { kind: 'consent'; consent: ConsentState }
  | { kind: 'event'; name: string; props: Record<string, EventScalar> }
  | { kind: 'lead'; leadId: string };

/** A command as read at once: an event still unchecked (event-command.ts checks it). */
export type PushedCommand = Exclude<Command, { kind: 'event' }> | { kind: 'event'; args: readonly [unknown, unknown] };

/** What a bad value looks like in a warning, short and without echoing data back. */
export const kindOf = (value: unknown): string =>
  Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value;

/** One pushed value into a command; the error says why it was ignored (for the one console warning). */
export function readCommand(raw: unknown): Result<PushedCommand> {
  if (!Array.isArray(raw) || typeof raw[0] !== 'string')
    return err(`a command is an array like ['event', 'name'], not ${kindOf(raw)}`);
  const [name, arg, extra] = raw as [string, unknown, unknown];
  switch (name) {
    case 'consent': {
      const consent = parseConsentInput(arg);
      return consent
        ? ok({ kind: 'consent', consent })
        : err("'consent' needs true, false, 'all', 'none' or {analytics: boolean, marketing: boolean}");
    }
    case 'event':
      return ok({ kind: 'event', args: [arg, extra] });
    case 'lead': {
      const leadId = normaliseUuidV4(arg);
      return leadId ? ok({ kind: 'lead', leadId }) : err("'lead' needs a UUID v4");
    }
    default:
      return err(`unknown command '${name.slice(0, 40)}' (known: consent, event, lead)`);
  }
}
