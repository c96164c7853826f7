// The order of every offer list and of the lead's feed: the visitor's interest, nothing else. Offers that lend
// the loan asked for come first, then the lowest total cost of that loan (the one cost model, loanFigures), then
// the lowest RRSO, then the offer id so equal offers never swap places. A paid placement is labelled, never moved.
// The words every list uses to say so are here too, so the site, the partner widgets and the server say the same.
import type { LoanRequest } from './loan-limits';
import type { PricingLaw } from './law';
import { loanFigures, quoteLoan, roundPct, roundToGrosz, type Offer, type QuotedLoan } from './offer';

export * from './offer-order-text';

/** What the order compares of one offer. */
export interface OrderKey {
  offer_id: number;
  /** The offer lends the loan asked for (and, in the lead's feed, to someone of the lead's age). */
  fits: boolean;
  /** Total cost of the loan the offer would give: the asked one, or its nearest when it does not fit. */
  totalCost: number;
  /** RRSO of that loan, per cent. */
  rrsoPct: number;
}

/** The visitor's order of two offers: fitting first, then cheaper, then lower RRSO (both as shown), then the id. */
export function compareForVisitor(a: OrderKey, b: OrderKey): number {
  return (
    Number(b.fits) - Number(a.fits) ||
    roundToGrosz(a.totalCost) - roundToGrosz(b.totalCost) ||
    roundPct(a.rrsoPct) - roundPct(b.rrsoPct) ||
    a.offer_id - b.offer_id
  );
}

export interface OrderOptions {
  /** Price each loan as the visitor's first with that lender (default true, as the cards do). */
  firstLoan?: boolean;
  /** Whether the lender lends to this visitor at all (the lead's feed: its age); default every offer. */
  eligible?: (offer: Offer) => boolean;
}

/** The order key of `offer` for `request`, with the loan it was priced for. */
export function orderKey(
  offer: Offer,
  request: LoanRequest,
  law: PricingLaw,
  options: OrderOptions = {},
): OrderKey & { quote: QuotedLoan } {
  const quote = quoteLoan(offer, request.amount, request.term, request.unit);
  const loan = loanFigures(offer, quote.amount, quote.term, law, { firstLoan: options.firstLoan ?? true });
  const eligible = options.eligible ? options.eligible(offer) : true;
  return {
    offer_id: offer.offer_id,
    fits: quote.fits && eligible,
    totalCost: loan.totalCost,
    rrsoPct: loan.rrsoPct,
    quote,
  };
}

/** `offers` in the visitor's order for `request`, priced under `law` (a new array; the input is left as it was). */
export function orderForVisitor<T extends Offer>(
  offers: readonly T[],
  request: LoanRequest,
  law: PricingLaw,
  options: OrderOptions = {},
): T[] {
  return offers
    .map((offer) => ({ offer, key: orderKey(offer, request, law, options) }))
    .sort((a, b) => compareForVisitor(a.key, b.key))
    .map((entry) => entry.offer);
}
