// Links the pages build, in one small module (page chunks import it without pulling in any widget).
import type { Offer } from '../../contracts/offer';

/** The call to action of a lender card: our transition page, which carries the lead on to the lender. */
export function transitionHref(offer: Pick<Offer, 'offer_id'>, amount: number, termDays: number): string {
  return `/transition/?offer=${offer.offer_id}&amount=${amount}&term=${termDays}`;
}
