// The core's part of honouring a withdrawal (the rest is erasure-watch.ts and erase.ts, chunks fetched only when
// needed): a page with no optional consent and no record of one fetches nothing; otherwise the watch is fetched and
// hears every consent choice from then on. Kept this small because it runs on every partner page before consent.
import type { PageConfig } from '../contracts/page-config';
import type { Env } from './env';
import { STORED_CATEGORIES_KEY } from './erasure-key';
import type { LoaderSignalsControl } from './signals';

/**
 * Subscribes before the consent sources are read, so a choice among them (a stored choice, a queued command) counts;
 * the returned check is boot's for a choice known without one (the page config's, a stored choice that expired).
 * The watch is fetched once a choice allows something or a record exists, and acts on the consent of that moment.
 */
export function triggerWithdrawals(env: Env, config: PageConfig, signals: LoaderSignalsControl): () => void {
  let loading: Promise<void> | undefined;
  const check = () => {
    const consent = signals.consent();
    if (consent.analytics || consent.marketing || env.local.get(STORED_CATEGORIES_KEY))
      loading ??= import('./erasure-watch').then(
        (watch) => watch.watchWithdrawals(env, config, signals).ready(true),
        env.warn,
      );
  };
  signals.onChoice(check);
  return check;
}
