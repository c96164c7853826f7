// What the partner offer list shows, for both of its renderers: the browser's (widgets/offer-list.tsx, when our
// server could not answer) and the server's (offer-list-html.tsx, the usual first paint). One function, so the
// two cannot drift apart.
import type { Offer } from '../../../contracts/offer';
import type { PricingLaw } from '../../../contracts/law';
import type { OfferListProps } from '../../../widgets/OfferList/OfferList';
import { sortOffers } from '../../../widgets/OfferList/useOfferList';
import type { OfferListWidget } from './props';

/** The partner's limit keeps the offers that lend the asked loan first, as the list then shows them. */
export function shownOffers(offers: readonly Offer[], spec: OfferListWidget, law: PricingLaw): Offer[] {
  return sortOffers(offers, 'recommended', { amount: spec.amount, term: spec.term, unit: spec.termUnit }, law).slice(0, spec.limit);
}

/** The list's props that come from the options. */
export function listProps(spec: OfferListWidget): Pick<OfferListProps, 'amount' | 'term' | 'termUnit' | 'heading'> {
  return { amount: spec.amount, term: spec.term, termUnit: spec.termUnit, heading: spec.heading };
}
