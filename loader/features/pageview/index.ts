// Feature "pageview" (consent: none): one page_view per page load (POST /api/event), with what consent allows
// (loader/events/context.ts): before any consent no ids and nothing stored; with analytics consent session_id and
// client_id; with marketing consent the view's attribution from the traffic feature as utm_*.
// When consent widens later on the same page, the view is sent once more as page_view_consented (same view_id),
// with what the new consent allows, so it counts as if consent had been there from the start; page views are
// counted by page_view only. A withdrawal of analytics consent removes the stored ids.
import type { ConsentState } from '../../../contracts/consent';
import { parseUrl } from '../../../contracts/origin';
import { EVENTS } from '../../events/catalogue';
import { sendInContext } from '../../events/context';
import { SERVER_BUSY } from '../../events/client';
import type { FeatureContext } from '../../contract';

/** Starts tracking this page view; resolves once the first page_view has been sent (or failed). */
export function track({ env, config, signals }: FeatureContext): Promise<void> {
  const data = { path: parseUrl(env.href)?.pathname ?? '', view_id: env.uuid() };
  let chain: Promise<void> = Promise.resolve();
  const send = (event: string, consent: ConsentState): Promise<void> =>
    (chain = chain.then(async () => {
      const result = await sendInContext(env, config.hosts.events, signals, consent, event, data);
      if (!result.ok && result.error !== SERVER_BUSY) env.warn('page view not recorded:', result.error);
    }));

  let first: Promise<void> | undefined;
  let sentWith: ConsentState = { analytics: false, marketing: false };
  let previous: ConsentState | undefined;
  signals.onConsent((consent) => {
    if (previous?.analytics && !consent.analytics) {
      // The ids' module is loaded already: analytics consent was given, and events under it read the ids.
      import('../../events/ids')
        .then(({ forgetIds }) => forgetIds(env))
        .catch((error: unknown) => env.warn('session ids not removed:', error));
    }
    previous = consent;
    if (!first) {
      sentWith = consent;
      first = send(EVENTS.pageView, consent);
      return;
    }
    const gained = (consent.analytics && !sentWith.analytics) || (consent.marketing && !sentWith.marketing);
    if (!gained) return;
    sentWith = {
      analytics: sentWith.analytics || consent.analytics,
      marketing: sentWith.marketing || consent.marketing,
    };
    void send(EVENTS.pageViewConsented, consent);
  });
  return first ?? Promise.resolve();
}

export function start(ctx: FeatureContext): void {
  // Not awaited: under marketing consent the view waits for its source, which the traffic feature (started after
  // this one, plugins.ts) classifies; without it, it goes at once with the page's own attribution.
  void track(ctx);
}
