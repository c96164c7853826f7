// What window.przelewik.push does with a command (index.ts wires it): consent, the lead id, an event (checked by
// event-command.ts). With those two, a chunk of its own: most partner pages push nothing.
import type { PageConfig } from '../../contracts/page-config';
import type { Env } from '../env';
import { sendInContext } from '../events/context';
import { SERVER_BUSY } from '../events/client';
import type { LoaderSignalsControl } from '../signals';
import { readCommand, type PushedCommand } from './commands';
import { parseEvent } from './event-command';
import { GLOBAL_NAME } from './name';

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

/**
 * Sets the public global up (index.ts calls it): the stub queue partners paste before the loader is drained in order,
 * and its push replaced, so later commands run at once; a global that is not an array is left alone, with one
 * warning. Returns what runs one pushed value. Never throws.
 */
export function connectGlobal(env: Env, config: PageConfig, signals: LoaderSignalsControl): (raw: unknown) => void {
  const push = (raw: unknown) => pushCommand(env, config, signals, raw);
  try {
    const existing = env.dom?.global(GLOBAL_NAME);
    if (existing !== undefined && !Array.isArray(existing)) {
      env.warn(`window.${GLOBAL_NAME} is not an array: its commands are not read`);
    } else {
      const queue: unknown[] = (existing as unknown[] | undefined) ?? [];
      const pending = queue.splice(0, queue.length);
      // Same array, new push: code that kept a reference to the stub still reaches the loader.
      Object.defineProperty(queue, 'push', {
        value: (...commands: unknown[]) => (commands.forEach(push), 0),
        configurable: true,
        writable: true,
      });
      if (!env.dom?.setGlobal(GLOBAL_NAME, queue)) throw new Error('refused');
      pending.forEach(push);
    }
  } catch (error) {
    env.warn(`window.${GLOBAL_NAME} could not be set up:`, error);
  }
  return push;
}
