// The lazily loaded half of the mount feature: Preact and the widgets, rendered into a shadow root per element.
// Fetched only when the page has [data-widget] elements. Styles go in as <style nonce> inside the shadow root.
import { useCallback, useEffect, useState } from 'react';
import { render } from 'react-dom';
import { validateOfferList, type Offer, type QuotedLoan } from '../../../contracts/offer';
import { OFFERS_API, transitionHref } from '../../../contracts/offer-links';
import { readPartnerParams, withPartnerParams, type PartnerParams } from '../../../contracts/affiliate';
import { AmountSlider, amountSliderCss } from '../../../widgets/AmountSlider/AmountSlider';
import { lenderCardCss } from '../../../widgets/LenderCard/LenderCard';
import { OfferList, offerListCss, type OfferListState } from '../../../widgets/OfferList/OfferList';
import { sortOffers } from '../../../widgets/OfferList/useOfferList';
import { installTypography } from '../../../widgets/text/install';
import type { Env } from '../../env';
import type { FeatureContext } from '../../plugins';
import type { AmountSliderWidget, OfferListWidget, WidgetSpec } from './props';
import shadowCss from './shadow.css?inline';

// Polish no-break spaces in the widgets' texts, as on our own site (docs/writing.md); this is our bundle's Preact,
// not the partner's, so nothing on their page changes.
installTypography();

const CSS: Record<WidgetSpec['widget'], string> = {
  'amount-slider': amountSliderCss,
  'offer-list': offerListCss + lenderCardCss,
};

/** The amount slider as a GET form to the main site's registration, as the site's hero does. */
function EmbeddedSlider({ spec, main }: { spec: AmountSliderWidget; main: string }) {
  return (
    <form className="pz-embed__form" method="get" action={`${main}/reg/`}>
      <AmountSlider label={spec.label} min={spec.min} max={spec.max} step={spec.step} defaultValue={spec.value} name="amount" />
      <button className="pz-embed__cta" type="submit">
        {spec.cta}
      </button>
    </form>
  );
}

type OffersLoad = { state: 'loading' } | { state: 'error' } | { state: 'ready'; offers: Offer[] };

/** Offers from GET {main}/api/offers; a failure is the list's own error state with „Spróbuj ponownie”. */
export async function fetchOffers(env: Env, main: string): Promise<Offer[] | null> {
  if (!env.fetch) return null;
  try {
    const response = await env.fetch(main + OFFERS_API, { credentials: 'omit' });
    if (!response.ok) return null;
    const body = (await response.json()) as { offers?: unknown };
    const checked = validateOfferList(body?.offers);
    if (!checked.ok) env.warn('offers not shown:', checked.error);
    return checked.ok ? checked.value : null;
  } catch {
    return null;
  }
}

function EmbeddedOffers({ spec, env, main, partner, provider }: { spec: OfferListWidget; env: Env; main: string; partner: PartnerParams; provider: string | undefined }) {
  const [load, setLoad] = useState<OffersLoad>({ state: 'loading' });
  const fetchNow = useCallback(() => {
    setLoad({ state: 'loading' });
    // The partner's limit keeps the offers that lend the asked loan first, as the list then shows them.
    const request = { amount: spec.amount, term: spec.term, unit: spec.termUnit };
    void fetchOffers(env, main).then((offers) =>
      setLoad(offers ? { state: 'ready', offers: sortOffers(offers, 'recommended', request).slice(0, spec.limit) } : { state: 'error' }),
    );
  }, []);
  useEffect(fetchNow, []);
  // The lender gets the loan the card priced (the asked one in the offer's unit, or the nearest it lends).
  // The partner's sub-ids and id travel on our link to the transition page, where the click ledger records them.
  const hrefFor = useCallback((offer: Offer, loan: QuotedLoan) => withPartnerParams(transitionHref(offer, loan.amount, loan.term, main, loan.unit), partner, { provider, placement: 'widget' }), []);
  return (
    <OfferList
      offers={load.state === 'ready' ? load.offers : []}
      state={load.state as OfferListState}
      onRetry={fetchNow}
      amount={spec.amount}
      term={spec.term}
      termUnit={spec.termUnit}
      hrefFor={hrefFor}
      heading={spec.heading}
    />
  );
}

/** Renders one widget into a new open shadow root of `host`; throws when the element cannot take one. */
export function mountWidget({ env, config }: FeatureContext, host: HTMLElement, spec: WidgetSpec): void {
  const doc = host.ownerDocument;
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  if (env.nonce) style.nonce = env.nonce;
  style.textContent = shadowCss + CSS[spec.widget];
  const container = doc.createElement('div');
  container.lang = 'pl';
  container.className = 'pz-embed';
  root.append(style, container);
  const main = config.hosts.main;
  if (spec.widget === 'amount-slider') {
    render(<EmbeddedSlider spec={spec} main={main} />, container);
    return;
  }
  // sub1–sub5 and aff_id/pid: from the partner page's address first, else the widget's data-sub1… attributes, else
  // those of the loader's own script tag.
  let search = '';
  try {
    search = new URL(env.href).search;
  } catch {
    /* an odd page address carries no partner values */
  }
  const { params, dropped } = readPartnerParams(search, { ...env.scriptData, ...host.dataset });
  if (dropped.length > 0) env.warn(`partner values not passed on (wrong shape or personal data): ${[...new Set(dropped)].join(', ')}`);
  render(<EmbeddedOffers spec={spec} env={env} main={main} partner={params} provider={config.providerId} />, container);
}
