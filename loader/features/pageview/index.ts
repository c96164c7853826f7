// Feature "pageview" (consent: none): one page_view per page load (POST /api/event), with what consent allows
// (loader/events/context.ts): before any consent no ids and nothing stored; with analytics consent session_id and
// client_id; with marketing consent the view's attribution from the traffic feature as utm_*.
// When consent widens later on the same page, the view is sent once more as page_view_consented (same view_id),
// with what the new consent allows, so it counts as if consent had been there from the start; page views are
// counted by page_view only. A withdrawal of analytics consent removes the stored ids. What consent changes is
// consented.ts, a chunk fetched with the first consent given: before it, the view goes as it is.
import type { ConsentState } from '../../../contracts/consent';
import { parseUrl } from '../../../contracts/origin';
import { EVENTS } from '../../events/catalogue';
import { sendInContext } from '../../events/context';
import { SERVER_BUSY } from '../../events/client';
import type { FeatureContext } from '../../contract';
import type { SendView } from './consented';

/** Starts tracking this page view; resolves once the first page_view has been sent (or failed). */
export function track({ env, config, signals }: FeatureContext): Promise<void> {
  const data = { path: parseUrl(env.href)?.pathname ?? '', view_id: env.uuid() };
  let chain: Promise<void> = Promise.resolve();
  const send: SendView = (event, consent) =>
    (chain = chain.then(async () => {
      const result = await sendInContext(env, config.hosts.events, signals, consent, event, data);
      if (!result.ok && result.error !== SERVER_BUSY) env.warn('page view not recorded:', result.error);
    }));

  let first: Promise<void> | undefined;
  let consented: Promise<(consent: ConsentState) => Promise<void>> | undefined;
  signals.onConsent((consent) => {
    if (!consented && !consent.analytics && !consent.marketing) {
      first ??= send(EVENTS.pageView, consent);
      return;
    }
    // Every consent heard from then on goes to it, in order: the first view, a re-send, a withdrawal.
    const sent = first !== undefined;
    consented ??= import('./consented').then((views) => views.consentedViews(env, send, sent));
    const heard = consented.then(
      (hear) => hear(consent),
      (error: unknown) => env.warn('page view not recorded:', error),
    );
    first ??= heard;
  });
  return first ?? Promise.resolve();
}

export function start(ctx: FeatureContext): void {
  // Not awaited: under marketing consent the view waits for its source, which the traffic feature (started after
  // this one, plugins.ts) classifies; without it, it goes at once with the page's own attribution.
  void track(ctx);
}
