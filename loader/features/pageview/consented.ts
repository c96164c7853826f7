// The page view's part that only consent needs (index.ts; a chunk fetched with the first consent given): the first
// view sent with that consent, the view sent again as page_view_consented when consent widens, and the stored ids
// removed when analytics consent is withdrawn.
import { NO_CONSENT, type ConsentState } from '../../../contracts/consent-base';
import { EVENTS } from '../../events/catalogue';
import type { Env } from '../../env';

/** Sends the view as `event` with what `consent` allows, after the views sent before it (index.ts). */
export type SendView = (event: string, consent: ConsentState) => Promise<void>;

/**
 * Hears each consent from now on. `sent`: the view went already, before any consent; otherwise the first consent
 * heard sends it. Each call resolves once what it sent has been sent (or failed).
 */
export function consentedViews(env: Env, send: SendView, sent: boolean): (consent: ConsentState) => Promise<void> {
  let sentWith: ConsentState | undefined = sent ? NO_CONSENT : undefined;
  let previous = sentWith;
  return (consent) => {
    if (previous?.analytics && !consent.analytics) {
      // The ids' module is loaded already: analytics consent was given, and events under it read the ids.
      import('../../events/ids')
        .then(({ forgetIds }) => forgetIds(env))
        .catch((error: unknown) => env.warn('session ids not removed:', error));
    }
    previous = consent;
    if (!sentWith) {
      sentWith = consent;
      return send(EVENTS.pageView, consent);
    }
    if (!((consent.analytics && !sentWith.analytics) || (consent.marketing && !sentWith.marketing)))
      return Promise.resolve();
    sentWith = {
      analytics: sentWith.analytics || consent.analytics,
      marketing: sentWith.marketing || consent.marketing,
    };
    return send(EVENTS.pageViewConsented, consent);
  };
}
