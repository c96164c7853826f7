// The transition link: links to a lender go through our transition page (SPEC §2 /transition/), from the site's
// cards (transitionHref) and from the widgets the loader mounts on partner pages (transitionPath, with the partner's
// values added by contracts/affiliate.ts), so the lead id and click ids are carried on the same way. The page
// reads it back with transitionOfferId and loanFromQuery (contracts/affiliate.ts).
import { loanQueryParams, type LoanRequest } from './loan-limits';
import type { PricingLaw } from './law';
import type { Offer, TermUnit } from './offer';

export const TRANSITION_PATH = '/transition/';
/** The query name of the offer a transition link leads to. */
export const TRANSITION_OFFER_PARAM = 'offer';

/** `/transition/?offer=ID&amount=&term=` plus `&unit=months` for a term in months (no unit means days). */
export function transitionPath(offerId: number, loan: LoanRequest): string {
  const params = new URLSearchParams([[TRANSITION_OFFER_PARAM, String(offerId)], ...loanQueryParams(loan)]);
  return `${TRANSITION_PATH}?${params.toString()}`;
}

/** The call to action of a lender card on the site. `origin` is the main site's ('' on the site itself). */
export function transitionHref(
  offer: Pick<Offer, 'offer_id'>,
  amount: number,
  term: number,
  origin = '',
  unit: TermUnit = 'days',
): string {
  return `${origin}${transitionPath(offer.offer_id, { amount, term, unit })}`;
}

/** The offer id of a transition link's query as written (matched against the page's own offer list), or null. */
export function transitionOfferId(search: string): string | null {
  return new URLSearchParams(search).get(TRANSITION_OFFER_PARAM);
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
