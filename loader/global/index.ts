// The page side of consent and the public global (README, "The public global"), wired once at boot:
// - consent, latest wins: window.pageConfig.consent (parsed by boot), then the CookieConsent widget's stored
//   choice (CONSENT_KEY), then 'consent' commands queued in window.przelewik, then later pushes, the widget's
//   CONSENT_EVENT and a choice changed in another tab (the storage event);
// - window.przelewik: the queue stub partners paste before the loader is drained in order, and its push is
//   replaced so later commands run at once. A bad command gives one console warning and is skipped; nothing throws.
import { CONSENT_EVENT, CONSENT_KEY, NO_CONSENT, parseConsentInput, parseStoredConsent } from '../../contracts/consent';
import type { PageConfig } from '../../contracts/page-config';
import type { Env } from '../env';
import { sendInContext } from '../events/context';
import type { LoaderSignalsControl } from '../signals';
import { readCommand, type PushedCommand } from './commands';

/** The one public global (README). */
export const GLOBAL_NAME = 'przelewik';

const IGNORED = 'przelewik.push: ignored a command:';

export function runCommand(env: Env, config: PageConfig, signals: LoaderSignalsControl, command: PushedCommand): void {
  if (command.kind === 'consent') signals.setConsent(command.consent);
  else if (command.kind === 'lead') signals.setLead(command.leadId);
  else {
    // The consent of the moment it was pushed; events keep their order (one module, resolved in turn).
    const consent = signals.consent();
    void import('./event-command')
      .then(async ({ parseEvent }) => {
        const event = parseEvent(command.args);
        if (!event.ok) return env.warn(`${IGNORED} ${event.error}`);
        const result = await sendInContext(env, config.hosts.events, signals, consent, event.value.name, event.value.props);
        if (!result.ok) env.warn(`event "${event.value.name}" not recorded:`, result.error);
      })
      .catch((error: unknown) => env.warn(IGNORED, error));
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

/** Reads every consent source, drains the queue and installs the live global. */
export function connectPage(env: Env, config: PageConfig, signals: LoaderSignalsControl): void {
  const stored = parseStoredConsent(env.local.get(CONSENT_KEY), env.now());
  if (stored) signals.setConsent(stored);
  const { dom } = env;
  if (!dom) return;
  const push = (raw: unknown) => pushCommand(env, config, signals, raw);
  try {
    const existing = dom.global(GLOBAL_NAME);
    if (existing !== undefined && !Array.isArray(existing)) {
      env.warn(`window.${GLOBAL_NAME} is not the loader's command queue; its commands are not read`);
    } else {
      const queue: unknown[] = (existing as unknown[] | undefined) ?? [];
      const pending = queue.splice(0, queue.length);
      // Same array, new push: code that kept a reference to the stub still reaches the loader.
      Object.defineProperty(queue, 'push', { value: (...commands: unknown[]) => (commands.forEach(push), 0), configurable: true, writable: true });
      if (!dom.setGlobal(GLOBAL_NAME, queue)) throw new Error('the page refused it');
      pending.forEach(push);
    }
  } catch (error) {
    env.warn(`window.${GLOBAL_NAME} could not be set up:`, error);
  }
  try {
    dom.listen(CONSENT_EVENT, (event) => {
      const consent = parseConsentInput((event as CustomEvent<unknown>).detail);
      if (consent) signals.setConsent(consent);
      else env.warn(`${CONSENT_EVENT}: ignored an event without a consent choice`);
    });
    // A choice made or withdrawn in another tab of our site.
    dom.listen('storage', (event) => {
      const { key, newValue } = event as StorageEvent;
      if (key !== CONSENT_KEY) return;
      signals.setConsent(parseStoredConsent(newValue, env.now()) ?? NO_CONSENT);
    });
  } catch {
    /* a page without events still has the consent it started with */
  }
}
