// The lead's offer feed (SPEC §3, §7: GET {feed host}?lead_id= answers an ordered list of offer ids): offers
// ranked for one lead from what it asked for and the lenders' limits, best fit first. A pure function of the
// lead, the offers and the day, so the same inputs always give the same order.
import { loanFigures, quoteLoan, type Offer } from '../../contracts/offer';
import type { PricingLaw } from '../../contracts/law';
import type { LeadProfile } from '../storage/types';

/** Whole years between an ISO birth date and an ISO day (the birthday itself counts). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * How readily a lender lends to someone with a register entry: accepting a negative history counts most, then
 * not checking KRD, then not checking BIK. We do not ask leads about their history, so the more accepting lender
 * is the one more likely to pay out.
 */
export function acceptance(offer: Pick<Offer, 'acceptsNegativeHistory' | 'checks'>): number {
  return (offer.acceptsNegativeHistory ? 4 : 0) + (offer.checks.krd ? 0 : 2) + (offer.checks.bik ? 0 : 1);
}

interface Scored {
  offer: Offer;
  /** 0: the lender lends to someone of this age; 1: it does not (last, whatever else fits). */
  ageOut: number;
  /** 0: the asked amount and term are within the offer; 1: they are not. */
  loanOut: number;
  acceptance: number;
  /** Total cost of the loan the offer would give: the asked one, or its nearest (as the site's cards price it). */
  cost: number;
}

/**
 * Offer ids for the lead, best fit first: lenders that take the lead's age, then offers that lend the asked
 * amount for the asked term, then the more accepting lenders (KRD/BIK), then the cheaper loan by the total cost
 * of the loan each offer would give (contracts/offer.ts loanFigures, first loan priced as the lead's first with
 * that lender; an offer that does not fit by its nearest loan, as its card on the site prices it), then our
 * recommended rank and the offer id. The site keeps this order inside its two groups (fitting, then not).
 * @param today ISO day (YYYY-MM-DD) on which ages are counted.
 * @param law the law of the day, under which the loans are priced.
 */
export function rankOffers(lead: LeadProfile, offers: readonly Offer[], today: string, law: PricingLaw): number[] {
  const age = ageOn(lead.birthDate, today);
  const scored: Scored[] = offers.map((offer) => {
    // The lead's term in its own unit, converted to the offer's whole days or months as the cards do (termInUnit).
    const quote = quoteLoan(offer, lead.amount, lead.term, lead.termUnit);
    return {
      offer,
      ageOut: age >= offer.age.min && age <= offer.age.max ? 0 : 1,
      loanOut: quote.fits ? 0 : 1,
      acceptance: acceptance(offer),
      cost: loanFigures(offer, quote.amount, quote.term, law).totalCost,
    };
  });
  scored.sort(
    (a, b) =>
      a.ageOut - b.ageOut ||
      a.loanOut - b.loanOut ||
      b.acceptance - a.acceptance ||
      (a.cost === b.cost ? 0 : a.cost < b.cost ? -1 : 1) ||
      a.offer.recommendedRank - b.offer.recommendedRank ||
      a.offer.offer_id - b.offer.offer_id,
  );
  return scored.map((s) => s.offer.offer_id);
}
