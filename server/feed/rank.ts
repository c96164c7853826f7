// The lead's offer feed (SPEC §3, §7: GET {feed host}?lead_id= answers an ordered list of offer ids): offers
// ranked for one lead from what it asked for and the lenders' limits, best fit first. A pure function of the
// lead, the offers and the day, so the same inputs always give the same order.
import { fitsOffer, loanCost, termInDays, type Offer } from '../../contracts/offer';
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
  /** Total cost of the asked loan (Infinity when the offer does not lend it). */
  cost: number;
}

/**
 * Offer ids for the lead, best fit first: lenders that take the lead's age, then offers that lend the asked
 * amount for the asked term, then the more accepting lenders (KRD/BIK), then the cheaper loan (first loan
 * priced as the lead's first with that lender), then our recommended rank and the offer id.
 * @param today ISO day (YYYY-MM-DD) on which ages are counted.
 */
export function rankOffers(lead: LeadProfile, offers: readonly Offer[], today: string): number[] {
  const age = ageOn(lead.birthDate, today);
  const scored: Scored[] = offers.map((offer) => {
    // The term in the offer's own unit: as asked when the units agree; days asked of a months offer count a started
    // month as a month (30 days → 1, 31 → 2), as the offer cards count it; months asked of a days offer, in days.
    const term =
      offer.term.unit === lead.termUnit ? lead.term : offer.term.unit === 'months' ? Math.ceil(lead.termDays / 30) : termInDays(lead.term, lead.termUnit);
    const fits = fitsOffer(offer, lead.amount, term);
    return {
      offer,
      ageOut: age >= offer.age.min && age <= offer.age.max ? 0 : 1,
      loanOut: fits ? 0 : 1,
      acceptance: acceptance(offer),
      cost: fits ? loanCost(offer, lead.amount, term).totalCost : Number.POSITIVE_INFINITY,
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
