// The context fields every event carries (SPEC §3 "Event payload"), limited by what the visitor consented to:
// - always: domain, referer, and the page's own attribution as utm_* (attribution.ts: computed once at boot, read,
//   never stored);
// - analytics consent: session_id and client_id, kept in local storage (ids.ts; the cookies policy lists both as
//   analytics storage, so nothing is stored before that consent);
// - marketing consent: utm_* from this page view's classification by the traffic feature, instead of the page's own.
// Whatever its source (the address, the traffic cookie, the referrer), a value that looks like personal data is not
// sent. The rule is short, as the core must stay within 6 KB before consent: 9 or more digits in a row, spaced or
// not (a phone, PESEL, card or account number), or an `@` (an e-mail address). The server applies the fuller rule
// (contracts/event.ts, contextWithoutPersonal) and counts what it removes; nothing is warned here, for the same size.
import type { ConsentState } from '../../contracts/consent';
import type { EventScalar } from '../../contracts/event';
import { parseUrl } from '../../contracts/origin';
import { err, type Result } from '../../contracts/result';
import type { Attribution, LoaderSignals } from '../contract';
import type { Env } from '../env';
import { eventBody, sendEvent, type EventContext } from './client';

/** 9 or more digits, spaced or not (a phone, PESEL, card or account number), or an e-mail address. */
const PERSONAL = /\d([ ./-]?\d){8}|@/;

/** The session and client ids an event carries under analytics consent (ids.ts). */
export interface EventIds {
  sessionId: string;
  clientId: string;
}

/** The context for an event sent now with `source` as its utm_* and, under analytics consent, `ids`. */
export function eventContext(env: Env, consent: ConsentState, source: Attribution, ids?: EventIds): EventContext {
  const domain = parseUrl(env.href)?.hostname;
  // What comes from the visitor's addresses (the utm_* values, the referrer, where a form page may have put
  // `?tel=…`) is left out when it looks like personal data. The domain and the ids are ours: added after.
  const context: EventContext = { ...source, referer: env.referrer };
  for (const key in context)
    if (PERSONAL.test(context[key as keyof EventContext]!)) delete context[key as keyof EventContext];
  if (domain) context.domain = domain;
  if (consent.analytics && ids) {
    context.session_id = ids.sessionId;
    context.client_id = ids.clientId;
  }
  return context;
}

/**
 * Sends one event with what `consent` allows, as soon as its traffic source is known (signals.sourceFor: at once
 * without marketing consent, else once the traffic feature has classified the view or failed to). Under analytics
 * consent it reads and refreshes the stored ids (ids.ts, a chunk of its own: no page needs it before that consent);
 * otherwise it touches no storage. Never throws.
 */
export async function sendInContext(
  env: Env,
  eventsHost: string,
  signals: Pick<LoaderSignals, 'sourceFor'>,
  consent: ConsentState,
  event: string,
  data: Record<string, EventScalar | undefined>,
): Promise<Result<unknown>> {
  const source = await signals.sourceFor(consent);
  let ids: EventIds | undefined;
  if (consent.analytics) {
    try {
      ids = (await import('./ids')).currentIds(env);
    } catch (error) {
      return err(`ids not loaded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return sendEvent(env, eventsHost, eventBody(event, data, eventContext(env, consent, source, ids)));
}
