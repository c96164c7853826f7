// Links to a lender go through our transition page (SPEC §2 /transition/), from the site and from widgets the
// loader mounts on partner pages alike, so the lead id and click ids are carried on the same way.
import { loanQueryParams } from './loan-limits';
import type { PricingLaw } from './law';
import type { Offer, TermUnit } from './offer';

/**
 * The call to action of a lender card: `/transition/?offer=ID&amount=&term=` plus `&unit=months` for a term in
 * months (no unit means days). `origin` is the main site's ('' on the site itself).
 */
export function transitionHref(offer: Pick<Offer, 'offer_id'>, amount: number, term: number, origin = '', unit: TermUnit = 'days'): string {
  const params = new URLSearchParams([['offer', String(offer.offer_id)], ...loanQueryParams({ amount, term, unit })]);
  return `${origin}/transition/?${params.toString()}`;
}

/** GET {main host}/api/offers: the offers the /offers/ page lists, in its order, with the sliders' defaults. */
export const OFFERS_API = '/api/offers';
export interface OffersAnswer {
  offers: Offer[];
  /** The law of the day the answer was made under (contracts/law.ts): the cards price the offers under it. */
  law: PricingLaw;
  defaults: { amount: number; termDays: number };
  /** The advertising warning of the day the server answered (contracts/law.ts), null before the rules apply. */
  warning: string | null;
}
