// The lead's offer feed (SPEC §3, §7: GET {feed host}?lead_id= answers an ordered list of offer ids): offers
// ranked for one lead by the visitor's order for the loan it asked for. A pure function of the
// lead, the offers and the day, so the same inputs always give the same order.
import type { Offer } from '../../contracts/offer';
import { orderForVisitor } from '../../contracts/offer-order';
import type { PricingLaw } from '../../contracts/law';
import type { LeadProfile } from '../storage/types';

/** Whole years between an ISO birth date and an ISO day (the birthday itself counts). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * Offer ids for the lead in the visitor's order (contracts/offer-order.ts), for the lead's own loan: offers that
 * lend it, from lenders that lend to someone of the lead's age, first; then the lowest total cost of the loan each
 * offer would give (first loan priced as the lead's first with that lender; an offer that does not fit by its
 * nearest loan, as its card on the site prices it); then the lowest RRSO; then the offer id. Which registers a
 * lender checks plays no part: the cheaper loan is the better one for the lead.
 * @param today ISO day (YYYY-MM-DD) on which ages are counted.
 * @param law the law of the day, under which the loans are priced.
 */
export function rankOffers(lead: LeadProfile, offers: readonly Offer[], today: string, law: PricingLaw): number[] {
  const age = ageOn(lead.birthDate, today);
  const request = { amount: lead.amount, term: lead.term, unit: lead.termUnit };
  return orderForVisitor(offers, request, law, {
    eligible: (offer) => age >= offer.age.min && age <= offer.age.max,
  }).map((offer) => offer.offer_id);
}
