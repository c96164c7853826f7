// Withdrawal of consent, watched by the core (boot.ts): when a consent choice no longer allows a category that was
// allowed on this origin, loader/erase.ts (a chunk of its own, fetched only then) erases every key of that
// category. Which categories were allowed is kept in STORED_CATEGORIES_KEY, so a withdrawal counts also when the
// loader did not see it happen: a partner's consent tool that gives the new choice on the next page, a choice
// changed on our site before the loader ran. Only a choice counts: a page whose consent is not known yet (the
// partner's tool has not answered) erases nothing, or every page would wipe what the visitor allowed. A chunk of
// its own: the core (withdrawal-trigger.ts) fetches it only when a choice allows something or a record exists.
import type { ConsentState } from '../contracts/consent';
import type { PageConfig } from '../contracts/page-config';
import type { Env } from './env';
import type { LoaderSignalsControl } from './signals';

import { STORED_CATEGORIES_KEY, type OptionalCategory } from './erasure-key';

export { STORED_CATEGORIES_KEY };

const CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing'];

/** The categories a stored record names (anything else in it is ignored). */
export const readCategories = (raw: string | null): OptionalCategory[] =>
  CATEGORIES.filter((c) => (raw ?? '').split(',').includes(c));

/**
 * Resolves with whether everything is confirmed gone; if not, the categories stay recorded and the next page erases
 * again.
 */
export type Eraser = (env: Env, config: PageConfig, categories: readonly OptionalCategory[]) => Promise<boolean>;

// The erasure reads cookies, session storage and the browser's storage names: the later capabilities (env.more).
const loadEraser: Eraser = (env, config, categories) =>
  Promise.all([import('./erase'), env.more?.()]).then(([erase]) => erase.eraseCategories(env, config, categories));

export interface WithdrawalWatch {
  /**
   * Every consent source has been read: `chosen` says whether one of them gave a choice (the page config, the stored
   * choice).
   */
  ready(chosen: boolean): void;
}

/** Subscribes before the consent sources are read (queued commands run then); acts once ready() is called. */
export function watchWithdrawals(
  env: Env,
  config: PageConfig,
  signals: Pick<LoaderSignalsControl, 'onChoice' | 'consent'>,
  erase: Eraser = loadEraser,
): WithdrawalWatch {
  let seen: OptionalCategory[] = [];
  let started = false;
  let early = false;
  let chain = Promise.resolve();
  const act = (consent: ConsentState) => {
    chain = chain.then(async () => {
      const allowed = CATEGORIES.filter((c) => consent[c]);
      const had = CATEGORIES.filter(
        (c) => seen.includes(c) || readCategories(env.local.get(STORED_CATEGORIES_KEY)).includes(c),
      );
      seen = allowed;
      const withdrawn = had.filter((c) => !consent[c]);
      let pending: OptionalCategory[] = [];
      if (withdrawn.length > 0) {
        try {
          // A database the SDK still holds open is deleted by the browser once it closes; the next page checks.
          if (!(await erase(env, config, withdrawn))) pending = withdrawn;
        } catch (error) {
          // The record stays, so the next page tries again.
          env.warn('consent withdrawn, but stored data not erased:', error);
          return;
        }
      }
      const record = CATEGORIES.filter((c) => allowed.includes(c) || pending.includes(c)).join(',');
      if (record === (env.local.get(STORED_CATEGORIES_KEY) ?? '')) return;
      if (record) env.local.set(STORED_CATEGORIES_KEY, record);
      else env.local.remove(STORED_CATEGORIES_KEY);
    });
  };
  signals.onChoice((consent) => (started ? act(consent) : (early = true)));
  return {
    ready(chosen) {
      started = true;
      if (chosen || early) act(signals.consent());
    },
  };
}
