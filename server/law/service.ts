// The law in force for the server: `lawOn(today in Warsaw, rates shipped + recorded)`, kept current without a
// restart. Recorded rates are re-read every minute (another server process may have recorded one) and at once after
// this process records one; the day is checked on every use, so the law changes at midnight Warsaw time on the day a
// rate takes effect. Every surface the server answers with offers asks `shown()`, so an offer that breaks the law of
// the day is gone from the API at once, before the pages are re-rendered (server/law/site-render.ts).
import { lawKey, lawOn, pricingLaw, warsawDay, type Law, type PricingLaw } from '../../contracts/law';
import { offerProblems, type Offer } from '../../contracts/offer';
import type { SqlRunner } from '../storage/sql';
import { recordedRates, type RecordedRate } from './store';

export interface LawService {
  /** The law in force now. */
  today(): Law;
  /** Its part the cost model reads, as page data and API answers carry it. */
  pricing(): PricingLaw;
  /** The offers that may be shown today, in their order. */
  shown<T extends Offer>(offers: readonly T[]): T[];
  /** Why `offer` may not be shown today (empty: it may). */
  problems(offer: Offer): string[];
  /** The rates operators recorded, as last read. */
  recorded(): readonly RecordedRate[];
  /** Re-reads the recorded rates now. */
  refresh(): Promise<void>;
  /** Calls `listener` whenever the law's figures change (a recorded rate, or a day on which another rate applies). */
  onChange(listener: (law: Law, previous: Law) => void): () => void;
  close(): void;
}

export interface LawServiceOptions {
  now?: () => Date;
  /** How often recorded rates are re-read (default one minute). */
  refreshMs?: number;
  /** Where a failed read is reported (the server's log). */
  warn?: (message: string) => void;
}

export async function createLawService(sql: SqlRunner, options: LawServiceOptions = {}): Promise<LawService> {
  const now = options.now ?? (() => new Date());
  const warn = options.warn ?? (() => {});
  let rates: RecordedRate[] = await recordedRates(sql);
  let current = lawOn(warsawDay(now()), rates);
  let key = lawKey(current);
  let pricing = pricingLaw(current);
  let checkedAt = now().getTime();
  const listeners = new Set<(law: Law, previous: Law) => void>();
  const verdicts = new WeakMap<Offer, { key: string; problems: string[] }>();

  const recompute = (day: string): void => {
    const previous = current;
    current = lawOn(day, rates);
    pricing = pricingLaw(current);
    const next = lawKey(current);
    if (next === key) return;
    key = next;
    for (const listener of listeners) {
      try {
        listener(current, previous);
      } catch (error) {
        warn(`law change listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const today = (): Law => {
    const t = now().getTime();
    // The Warsaw day is worked out at most once a second: this runs on every answer that lists offers.
    if (t - checkedAt >= 1000 || t < checkedAt) {
      checkedAt = t;
      const day = warsawDay(new Date(t));
      if (day !== current.day) recompute(day);
    }
    return current;
  };

  const refresh = async (): Promise<void> => {
    rates = await recordedRates(sql);
    recompute(warsawDay(now()));
  };

  const timer = setInterval(() => {
    refresh().catch((error: unknown) =>
      warn(`recorded NBP rates could not be read: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, options.refreshMs ?? 60_000);
  timer.unref?.();

  const problems = (offer: Offer): string[] => {
    today();
    const kept = verdicts.get(offer);
    if (kept && kept.key === key) return kept.problems;
    const found = offerProblems(offer, current);
    verdicts.set(offer, { key, problems: found });
    return found;
  };

  return {
    today,
    pricing: () => {
      today();
      return pricing;
    },
    shown: (offers) => offers.filter((offer) => problems(offer).length === 0),
    problems,
    recorded: () => rates,
    refresh,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => clearInterval(timer),
  };
}
