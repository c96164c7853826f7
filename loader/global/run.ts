// What window.przelewik.push does with a command (index.ts wires it): consent, the lead id, an event (checked by
// event-command.ts). With those two, a chunk of its own: most partner pages push nothing.
import type { PageConfig } from '../../contracts/page-config';
import type { Env } from '../env';
import { sendInContext } from '../events/context';
import { SERVER_BUSY } from '../events/client';
import type { LoaderSignalsControl } from '../signals';
import { readCommand, type PushedCommand } from './commands';
import { parseEvent } from './event-command';

const IGNORED = 'przelewik.push: ignored a command:';

export function runCommand(env: Env, config: PageConfig, signals: LoaderSignalsControl, command: PushedCommand): void {
  if (command.kind === 'consent') signals.setConsent(command.consent);
  else if (command.kind === 'lead') signals.setLead(command.leadId);
  else {
    const event = parseEvent(command.args);
    if (!event.ok) return env.warn(`${IGNORED} ${event.error}`);
    void sendInContext(env, config.hosts.events, signals, signals.consent(), event.value.name, event.value.props).then(
      (result) => {
        if (!result.ok && result.error !== SERVER_BUSY)
          env.warn(`event "${event.value.name}" not recorded:`, result.error);
      },
    );
  }
}

/** Parses and runs one pushed value; a bad one is one warning. Never throws. */
export function pushCommand(env: Env, config: PageConfig, signals: LoaderSignalsControl, raw: unknown): void {
  try {
    const parsed = readCommand(raw);
    if (parsed.ok) runCommand(env, config, signals, parsed.value);
    else env.warn(`${IGNORED} ${parsed.error}`);
  } catch (error) {
    env.warn(IGNORED, error);
  }
}
