// The context fields every event carries (SPEC §3 "Event payload"), limited by what the visitor consented to:
// - always: domain, referer, and the utm_* written in the page's own address (read, never stored);
// - analytics consent: session_id and client_id, kept in local storage (loader/events/ids.ts; the cookies policy lists both
//   as analytics storage, so nothing is stored before that consent);
// - marketing consent: utm_* from this page view's attribution (the traffic feature), instead of the address's.
import type { ConsentState } from '../../contracts/consent';
import type { Env, Timers } from '../env';
import { currentIds } from './ids';
import type { Attribution, LoaderSignals } from '../contract';
import type { EventContext } from './client';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const UTM_MAX = 200;

/** The utm_* parameters of an address (each cut at 200 characters); {} for an address that does not parse. */
export function urlUtm(href: string): Attribution {
  const utm: Attribution = {};
  try {
    const params = new URL(href).searchParams;
    for (const key of UTM_KEYS) {
      const value = params.get(key);
      if (value) utm[key] = value.slice(0, UTM_MAX);
    }
  } catch {
    /* no utm from an address that does not parse */
  }
  return utm;
}

/**
 * The context for an event sent now. Reads (and, with analytics consent, refreshes) the stored ids; otherwise
 * touches no storage. `attribution` is used only under marketing consent.
 */
export function eventContext(env: Env, consent: ConsentState, attribution?: Attribution): EventContext {
  let domain = '';
  try {
    domain = new URL(env.href).hostname;
  } catch {
    /* left out below */
  }
  const context: EventContext = { ...(consent.marketing && attribution ? attribution : urlUtm(env.href)) };
  if (domain) context.domain = domain;
  if (env.referrer) context.referer = env.referrer;
  if (consent.analytics) {
    const ids = currentIds(env);
    context.session_id = ids.sessionId;
    context.client_id = ids.clientId;
  }
  return context;
}

/** How long an event sent under marketing consent waits for the traffic feature's attribution (it starts later). */
export const ATTRIBUTION_WAIT_MS = 2000;

/** This view's attribution once the traffic feature has it, or undefined after ATTRIBUTION_WAIT_MS. */
export function awaitAttribution(signals: LoaderSignals, timers: Timers, waitMs: number = ATTRIBUTION_WAIT_MS): Promise<Attribution | undefined> {
  return new Promise((resolve) => {
    const timer = timers.set(() => resolve(undefined), waitMs);
    signals.onAttribution((utm) => {
      timers.clear(timer);
      resolve(utm);
    });
  });
}
