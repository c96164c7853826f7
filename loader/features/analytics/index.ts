// Feature "analytics": Amplitude (SPEC §3, §7, §9) through @amplitude/analytics-browser, only when
// pageConfig.amplitude is given and after analytics consent. This chunk carries the SDK, so nothing of it is
// fetched otherwise. The user id is the lead id without dashes as soon as it is known; events go through the
// personal-data guard (tracker.ts). Any failure of the SDK or its server stays here.
import { createInstance } from '@amplitude/analytics-browser';
import { EVENTS } from '../../events/catalogue';
import type { FeatureContext } from '../../contract';
import { amplitudeOptions } from './options';
import { createTracker, type Tracker } from './tracker';

/**
 * Window event other code on the page (our widgets, the public global) dispatches to log an analytics event:
 * `new CustomEvent('przelewik:track', { detail: { name: 'offer_click', properties: { offer_id: 7 } } })`.
 */
export const TRACK_EVENT = 'przelewik:track';

/**
 * Amplitude's own console lines, under our prefix and never as errors: a blocked ingestion host is not the page's
 * fault.
 */
function sdkLogger(warn: (...args: unknown[]) => void) {
  const say = (...args: unknown[]) => warn('Amplitude:', ...args);
  return { disable() {}, enable() {}, log() {}, debug() {}, warn: say, error: say };
}

export function start(ctx: FeatureContext): void {
  const { env, config, signals } = ctx;
  const settings = config.amplitude;
  if (!settings) return;
  const client = createInstance();
  const { promise } = client.init(settings.apiKey, undefined, {
    ...amplitudeOptions(settings),
    loggerProvider: sdkLogger(env.warn),
  });
  const tracker: Tracker = createTracker(client, env.warn);
  signals.onLead((id) => tracker.setLead(id));
  let allowed = false;
  signals.onConsent((consent) => {
    allowed = consent.analytics;
    tracker.setConsent(consent.analytics);
  });

  const path = new URL(env.href).pathname;
  tracker.track(EVENTS.pageView, { path });

  const { dom } = env;
  if (dom) {
    dom.listen(TRACK_EVENT, (event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      const { name, properties } =
        typeof detail === 'object' && detail !== null
          ? (detail as { name?: unknown; properties?: unknown })
          : { name: undefined, properties: undefined };
      tracker.track(name, properties);
    });
    // SPEC §9 "transport is http or beacon": what is still queued leaves by beacon when the page goes away.
    dom.listen('pagehide', () => {
      // Withdrawn: the SDK would still save its (empty) queue under AMP_unsent_*, after the erasure.
      if (!allowed) return;
      client.setTransport('beacon');
      client.flush();
    });
  }
  // Not awaited: the features after this one never wait for Amplitude's storage or network.
  promise.catch((error: unknown) =>
    env.warn('Amplitude: could not start:', error instanceof Error ? error.message : error),
  );
}
