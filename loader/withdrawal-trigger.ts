// The core's part of honouring a withdrawal (the rest is erasure-watch.ts and erase.ts, chunks fetched only when
// needed): a page with no optional consent and no record of one fetches nothing; otherwise the watch is fetched and
// hears every consent choice from then on. Kept this small because it runs on every partner page before consent.
import type { PageConfig } from '../contracts/page-config';
import type { Env } from './env';
import { STORED_CATEGORIES_KEY } from './erasure-key';
import type { LoaderSignalsControl } from './signals';

/**
 * Subscribes before the consent sources are read; the returned function says they are read, and whether one gave a
 * choice.
 */
export function triggerWithdrawals(
  env: Env,
  config: PageConfig,
  signals: LoaderSignalsControl,
): (chosen: boolean) => void {
  // 0: sources not read yet; 1: a choice came before that; 2: read.
  let state = 0;
  let loading: Promise<void> | undefined;
  const check = () => {
    const consent = signals.consent();
    if (!loading && (consent.analytics || consent.marketing || env.local.get(STORED_CATEGORIES_KEY)))
      loading = import('./erasure-watch').then(
        (watch) => watch.watchWithdrawals(env, config, signals).ready(true),
        env.warn,
      );
  };
  signals.onChoice(() => (state > 1 ? check() : (state = 1)));
  return (chosen) => {
    if (chosen || state) check();
    state = 2;
  };
}
