// Feature "tags": the partner's or our own Google Tag Manager container and Meta pixel,
// only when their ids are configured and after marketing consent. Google Consent Mode v2:
// the default (all denied) goes into the data layer before the container script is added, then an 'update'
// with the visitor's consent, again on every change. Meta's pixel gets 'grant' / 'revoke' the same way.
// Scripts carry the page's CSP nonce; a blocked script is one warning and nothing else.
import type { FeatureContext } from '../../contract';
import type { Dom } from '../../env';
import { addScript } from './script';
import { CONSENT_MODE_DEFAULT, consentModeUpdate, DATA_LAYER, gtmScriptUrl, META_PIXEL_URL } from './consent-mode';

type Command = (...args: unknown[]) => void;
interface MetaQueue extends Command {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: MetaQueue;
  loaded: boolean;
  version: string;
}

/** Google's gtag(): pushes its `arguments` object, which is what GTM reads (an array would be ignored). */
function gtagFor(layer: unknown[]): Command {
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params -- GTM reads the Arguments object itself; an array is ignored.
    layer.push(arguments);
  };
}

/** Meta's fbq() queue, as its official snippet makes it; an existing one (the partner's own pixel) is reused. */
function metaQueue(dom: Dom): { fbq: MetaQueue; created: boolean } {
  const existing = dom.global('fbq');
  if (typeof existing === 'function') return { fbq: existing as MetaQueue, created: false };
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as MetaQueue;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  dom.setGlobal('fbq', fbq);
  if (dom.global('_fbq') == null) dom.setGlobal('_fbq', fbq);
  return { fbq, created: true };
}

export function start({ env, config, signals }: FeatureContext): void {
  const { dom } = env;
  const containerId = config.gtm?.containerId;
  const metaId = config.pixels?.meta;
  if (!dom || (!containerId && !metaId)) return;
  const doc = dom.document;

  if (containerId) {
    const existing = dom.global(DATA_LAYER);
    const layer = (existing ?? []) as unknown[];
    if (existing == null) dom.setGlobal(DATA_LAYER, layer);
    const gtag = gtagFor(layer);
    gtag('consent', 'default', { ...CONSENT_MODE_DEFAULT });
    signals.onConsent((consent) => gtag('consent', 'update', consentModeUpdate(consent)));
    layer.push({ 'gtm.start': env.now(), event: 'gtm.js' });
    addScript(doc, gtmScriptUrl(containerId), {
      nonce: env.nonce,
      onError: () => env.warn('Google Tag Manager could not be loaded (blocked or offline); the page is not affected.'),
    });
  }

  if (metaId) {
    const { fbq, created } = metaQueue(dom);
    signals.onConsent((consent) => fbq('consent', consent.marketing ? 'grant' : 'revoke'));
    fbq('init', metaId);
    fbq('track', 'PageView');
    if (created)
      addScript(doc, META_PIXEL_URL, {
        nonce: env.nonce,
        onError: () => env.warn('Meta pixel could not be loaded (blocked or offline); the page is not affected.'),
      });
  }
}
