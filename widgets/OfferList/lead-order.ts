// Whether a list shows the registered lead's order: a pure check the list and the /offers/ island's frame share,
// in a module of its own so the island's first screen loads it without the cards or the cost model.
import type { LoanRequest } from '../../contracts/loan-limits';
import type { OfferSort } from './listChoice';

/** The default order, for the very loan the lead's feed ordered the offers for. */
export function leadOrderShown(
  sort: OfferSort,
  list: { amount: number; term: number; termUnit?: LoanRequest['unit']; orderedFor?: LoanRequest | null },
): boolean {
  const given = list.orderedFor;
  return (
    sort === 'cheapest' &&
    given != null &&
    given.amount === list.amount &&
    given.term === list.term &&
    given.unit === (list.termUnit ?? 'days')
  );
}
