// What the partner offer list shows, for both of its renderers: the browser's (widgets/offer-list.tsx, when our
// server could not answer) and the server's (offer-list-html.tsx, the usual first paint). One function, so the
// two cannot drift apart.
import type { Offer } from '../../../contracts/offer';
import type { PricingLaw } from '../../../contracts/law';
import type { OfferListProps } from '../../../widgets/OfferList/OfferList';
import { orderForVisitor } from '../../../contracts/offer-order';
import type { OfferListWidget } from './props';

/**
 * The partner's limit keeps the first offers of the visitor's order for the asked loan, as the list then shows them.
 */
export function shownOffers(offers: readonly Offer[], spec: OfferListWidget, law: PricingLaw): Offer[] {
  return orderForVisitor(offers, { amount: spec.amount, term: spec.term, unit: spec.termUnit }, law).slice(
    0,
    spec.limit,
  );
}

/**
 * The list's props that come from the options and the law of the day (its advertising warning, null before the
 * rules apply), for a partner's page: with our intermediary notice.
 */
export function listProps(
  spec: OfferListWidget,
  warning: string | null,
): Pick<OfferListProps, 'amount' | 'term' | 'termUnit' | 'heading' | 'warning' | 'partner'> {
  return {
    amount: spec.amount,
    term: spec.term,
    termUnit: spec.termUnit,
    heading: spec.heading,
    warning,
    partner: true,
  };
}
