// data-widget="offer-list" rendered in the browser: offers priced by the one cost model for the loan in the options,
// each card linking to our /transition/ page with the loan it priced and the partner's sub-ids. With data-category,
// the offers of that loan category of our site (the page /pozyczki/{category}/ publishes them); otherwise
// GET /api/offers. The usual first paint is our server's HTML of the same list (first-paint.ts); this chunk loads
// only when the server could not answer, and then shows the error state with "Spróbuj ponownie" if it cannot either.
import { useMemo } from 'react';
import { readPricingLaw, validateOfferList, type Offer } from '../../../../contracts/offer';
import type { PricingLaw } from '../../../../contracts/law';
import { OFFERS_API } from '../../../../contracts/offer-links';
import { lenderCardCss } from '../../../../widgets/LenderCard/LenderCard';
import { OfferList, offerListCss, type OfferListState } from '../../../../widgets/OfferList/OfferList';
import type { FeatureContext } from '../../../contract';
import type { OfferListWidget } from '../props';
import { fetchJson, pageContent, useRemote, type WidgetProps } from '../runtime';
import { partnerLinks, transitionLinks } from '../links';
import { listProps, shownOffers } from '../offer-list-view';

export const css = offerListCss + lenderCardCss;

/**
 * The offers, the law of the day they are priced under and its advertising warning, as our site published them or our
 * server answered.
 */
export interface PricedList {
  offers: Offer[];
  law: PricingLaw;
  warning: string | null;
}

/** A warning as data: a string, or null (not yet in force); anything else is treated as none. */
const warningOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The offers of a page's data or of GET /api/offers, with their law and warning; null when the offers or the law are
 * missing or invalid.
 */
function readList(data: { offers?: unknown; law?: unknown; warning?: unknown } | null | undefined): {
  list: PricedList | null;
  error: string;
} {
  const checked = validateOfferList(data?.offers);
  const law = readPricingLaw(data?.law);
  if (!checked.ok) return { list: null, error: checked.error };
  if (!law) return { list: null, error: 'the list carries no valid law of the day to price it under' };
  return { list: { offers: checked.value, law, warning: warningOf(data?.warning) }, error: '' };
}

/** The offers to list: the category's when it names one of ours (else one warning and all offers), or all. */
export async function fetchOffers(ctx: FeatureContext, category?: string): Promise<PricedList | null> {
  if (category !== undefined) {
    const page = await pageContent(ctx, `/pozyczki/${category}/`);
    const { list } = readList(page);
    if (list) return list;
    ctx.env.warn(`widget "offer-list": ignored invalid data-category (no loan category "${category}")`);
  }
  const body = await fetchJson(ctx, ctx.config.hosts.main + OFFERS_API);
  const { list, error } = readList(body as { offers?: unknown; law?: unknown; warning?: unknown } | null);
  if (!list) ctx.env.warn('offers not shown:', error);
  return list;
}

export function Widget({ spec, ctx }: WidgetProps<OfferListWidget>) {
  const [load, retry] = useRemote(() =>
    fetchOffers(ctx, spec.category).then(
      (list) => list && { ...list, offers: shownOffers(list.offers, spec, list.law) },
    ),
  );
  // The lender gets the loan the card priced (the asked one in the offer's unit, or the nearest it lends).
  // The partner's sub-ids and id travel on our link to the transition page, where the click ledger records them.
  const hrefFor = useMemo(() => transitionLinks(ctx, spec.subIds), []);
  // The order rule and our terms are pages of our site: absolute links on the partner's page.
  const siteLink = useMemo(() => partnerLinks(ctx, spec.subIds), []);
  return (
    <OfferList
      offers={load.state === 'ready' ? load.value.offers : []}
      law={load.state === 'ready' ? load.value.law : null}
      state={load.state as OfferListState}
      onRetry={retry}
      hrefFor={hrefFor}
      siteLink={siteLink}
      {...listProps(spec, load.state === 'ready' ? load.value.warning : null)}
    />
  );
}
