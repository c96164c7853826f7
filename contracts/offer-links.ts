// Links to a lender go through our transition page (SPEC §2 /transition/), from the site and from widgets the
// loader mounts on partner pages alike, so the lead id and click ids are carried on the same way.
import type { Offer } from './offer';

/** The call to action of a lender card; `origin` is the main site's ('' on the site itself). */
export function transitionHref(offer: Pick<Offer, 'offer_id'>, amount: number, termDays: number, origin = ''): string {
  return `${origin}/transition/?offer=${offer.offer_id}&amount=${amount}&term=${termDays}`;
}

/** GET {main host}/api/offers: the offers the /offers/ page lists, in its order, with the sliders' defaults. */
export const OFFERS_API = '/api/offers';
export interface OffersAnswer {
  offers: Offer[];
  defaults: { amount: number; termDays: number };
}
