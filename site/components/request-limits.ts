// The sliders' limits on the offers and category pages, apart from the frame's component so the page data
// (site/data.ts) can place a page's loan on the very grid the sliders use, without loading a component.
import { LOAN_LIMITS, termLimits } from '../../contracts/loan-limits';
import type { Offer, TermUnit } from '../../contracts/offer';
import type { LoanLimits } from '../../widgets/LoanSliders/useLoanSliders';
import { limitsFromOffers } from '../../widgets/LoanSliders/offer-limits';

/**
 * The sliders span the whole range a visitor may ask for in the chosen unit (contracts/loan-limits.ts), not
 * only what this page's offers lend: the request is kept as asked, and the list says which lenders cannot
 * give it, instead of the slider quietly changing it. The steps are the offers' own (every offer can lend
 * the values shown).
 */
export function requestLimits(unit: TermUnit, offers: readonly Pick<Offer, 'amount' | 'term'>[] = []): LoanLimits {
  const fromOffers = limitsFromOffers(offers, unit, { amount: LOAN_LIMITS.amount, term: termLimits(unit) });
  return {
    amount: { ...LOAN_LIMITS.amount, step: fromOffers.amount.step },
    term: { ...termLimits(unit), step: fromOffers.term.step },
    termUnit: unit,
  };
}
