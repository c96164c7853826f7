// The server's lender cards put in another order where they are: a new sort of /offers/ for the page's own loan
// moves the same elements and renumbers the ranked ones, so it needs neither the list's chunk nor a render of the
// cards (docs/performance.md, "Lab INP"). The orders come with the page (`cardOrders` in site/pages/Offers.tsx,
// from the list's own `sortOffers`), so they are the ones the list would render. No cost model here, and the page
// imports only a type from it, so it stays inside the island's chunk rather than becoming a shared one.
import { SORT_LABELS, type OfferSort } from '../../widgets/OfferList/listChoice';
import type { Offer } from '../../contracts/offer';

/** For each order the visitor can pick: the offer ids, as the list shows them for the page's loan. */
export type CardOrders = Partial<Record<OfferSort, number[]>>;

/** Every order the visitor can pick. */
const SORTS = Object.keys(SORT_LABELS) as OfferSort[];

/**
 * The orders that can be used with these offers: each must list every offer once. Anything else (a page from
 * another build, a rewritten page) is left out with one warning, and the list's chunk renders that order instead.
 */
export function usableOrders(orders: unknown, offers: readonly Offer[]): CardOrders {
  if (orders === undefined) return {};
  const ids = new Set(offers.map((offer) => offer.offer_id));
  const usable: CardOrders = {};
  const rejected: string[] = [];
  const given = orders !== null && typeof orders === 'object' ? (orders as Record<string, unknown>) : {};
  for (const [sort, order] of Object.entries(given)) {
    const fits =
      (SORTS as string[]).includes(sort) &&
      Array.isArray(order) &&
      order.length === ids.size &&
      new Set(order).size === ids.size &&
      order.every((id) => ids.has(id as number));
    if (fits) usable[sort as OfferSort] = order as number[];
    else rejected.push(sort);
  }
  if (rejected.length || given !== orders)
    console.warn(
      `[przelewik] the page's card orders do not match its offers (${rejected.join(', ') || 'not an object'});` +
        ' the list renders them instead',
    );
  return usable;
}

/**
 * Puts the cards under `container` in `order` (offer ids), within each of their lists, and numbers the ranked list's
 * cards from 1. Only the elements out of place move. False, with nothing changed, when a card is not in `order`.
 */
export function reorderCards(container: ParentNode, order: readonly number[]): boolean {
  const place = new Map(order.map((id, i) => [id, i]));
  const lists = [...container.querySelectorAll('.pz-offerlist__list')];
  const items = lists.map((list) =>
    [...list.children].map((item) => ({
      item,
      at: place.get(Number(item.querySelector('[data-offer-id]')?.getAttribute('data-offer-id'))),
    })),
  );
  if (items.some((list) => list.some(({ at }) => at === undefined))) return false;
  lists.forEach((list, n) => {
    const sorted = items[n]!.sort((a, b) => a.at! - b.at!).map(({ item }) => item);
    sorted.forEach((item, i) => {
      if (list.children[i] !== item) list.insertBefore(item, list.children[i] ?? null);
      if (list.tagName === 'OL') setRank(item, i + 1);
    });
  });
  return true;
}

/** The rank's number is the last text of `.pz-card__rank` (after the words read out before it). */
function setRank(item: Element, rank: number): void {
  const number = item.querySelector('.pz-card__rank')?.lastChild;
  if (number?.nodeType === 3 && number.nodeValue !== String(rank)) number.nodeValue = String(rank);
}
