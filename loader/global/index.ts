// The page side of consent and the public global (README, "The public global"), wired once at boot:
// - consent, latest wins: window.pageConfig.consent (parsed by boot), then the CookieConsent widget's stored
//   choice (CONSENT_KEY), then 'consent' commands queued in window.przelewik, then later pushes, the widget's
//   CONSENT_EVENT and a choice changed in another tab (the storage event);
// - window.przelewik: the queue stub partners paste before the loader is drained in order, and its push is
//   replaced so later commands run at once, by the commands' runner (run.ts, a chunk): boot fetches it where commands
//   were queued; elsewhere a stand-in push fetches it with the first command. A bad command gives one console
//   warning and is skipped; nothing throws.
import {
  CONSENT_EVENT,
  CONSENT_KEY,
  NO_CONSENT,
  parseConsentInput,
  type ConsentState,
} from '../../contracts/consent-base';
import type { PageConfig } from '../../contracts/page-config';
import type { Env } from '../env';
import type { LoaderSignalsControl } from '../signals';
import { GLOBAL_NAME } from './name';

/** The commands' reader and runner (run.ts): a chunk of its own, fetched only by a page that pushes commands. */
export type CommandRunner = typeof import('./run');

export { GLOBAL_NAME };

/**
 * Whether boot fetches the runner before anything starts: the page queued commands before the loader came (they count
 * from the start), or its global is not a queue at all (the runner says so). A missing or empty queue needs nothing.
 */
export const needsRunner = (env: Env): boolean => {
  const queue = env.dom?.global(GLOBAL_NAME);
  return queue !== undefined && !(Array.isArray(queue) && queue.length === 0);
};

/**
 * The consent in the widget's stored choice `raw` (contracts/consent.ts, fetched only for a page with one: partner
 * pages never have one; our own site does once a visitor chose), or undefined when there is none to count.
 */
export const storedConsent = (env: Env, raw: string | null): Promise<ConsentState | undefined> =>
  raw
    ? import('../../contracts/consent').then(
        (rules) => rules.parseStoredConsent(raw, env.now()),
        (error: unknown) => void env.warn('stored consent not read:', error),
      )
    : Promise.resolve(undefined);

/**
 * Reads every consent source and sets the global up. `stored` is the widget's stored choice (storedConsent), read by
 * boot before anything starts. The global is the runner's to set up (run.ts: drained in order, its push replaced):
 * at once where boot has it (`runner`: commands were queued); on a page whose queue is empty or missing, a stand-in
 * push fetches it with the first command, and pushes wait for it in their order.
 */
export function connectPage(
  env: Env,
  config: PageConfig,
  signals: LoaderSignalsControl,
  runner?: CommandRunner,
  stored?: ConsentState,
): void {
  if (stored) signals.setConsent(stored);
  const { dom } = env;
  if (!dom) return;
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
      void storedConsent(env, newValue).then((consent) => signals.setConsent(consent ?? NO_CONSENT));
    });
  } catch {
    /* a page without events still has the consent it started with */
  }
  if (runner) return void runner.connectGlobal(env, config, signals);
  let loading: Promise<(raw: unknown) => void> | undefined;
  const connect = () => (loading ??= import('./run').then((loaded) => loaded.connectGlobal(env, config, signals)));
  const ignored = (error: unknown) => env.warn('przelewik.push: ignored a command:', error);
  try {
    const queue = dom.global(GLOBAL_NAME) ?? [];
    if (Array.isArray(queue) && queue.length === 0) {
      // Same array: code that kept a reference to the stub still reaches the loader.
      queue.push = (...commands: unknown[]) => (void connect().then((push) => commands.forEach(push), ignored), 0);
      if (dom.setGlobal(GLOBAL_NAME, queue)) return;
    }
  } catch {
    /* a frozen queue: the runner says so */
  }
  // Anything else (a queue the runner could not be fetched for, a refused global): the runner's one warning.
  connect().catch(ignored);
}
