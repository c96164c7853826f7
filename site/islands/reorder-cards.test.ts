// @vitest-environment jsdom
// The server's cards moved to another order in place: which orders are taken from the page's data, and what moves.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFERS } from '../../contracts/lenders';
import { reorderCards, usableOrders } from './reorder-cards';

const ids = OFFERS.map((offer) => offer.offer_id);

afterEach(() => vi.restoreAllMocks());

describe('usableOrders', () => {
  it.each<[string, unknown, string[], number]>([
    ['every order listing every offer once', { cheapest: ids, rrso: [...ids].reverse() }, ['cheapest', 'rrso'], 0],
    ['none given', undefined, [], 0],
    ['an offer missing', { cheapest: ids, rrso: ids.slice(1) }, ['cheapest'], 1],
    ['an offer twice', { amount: [ids[0], ...ids.slice(0, -1)] }, [], 1],
    ['an unknown id', { amount: [...ids.slice(1), 99999] }, [], 1],
    ['an unknown order', { newest: ids, cheapest: ids }, ['cheapest'], 1],
    ['not a list', { cheapest: 'all' }, [], 1],
    ['not an object', 'cheapest', [], 1],
    ['null', null, [], 1],
  ])('%s', (_name, orders, kept, warnings) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(Object.keys(usableOrders(orders, OFFERS))).toEqual(kept);
    expect(warn).toHaveBeenCalledTimes(warnings);
  });
});

/** A ranked list of cards 1, 2, 3 and an unranked one of 4, 5, as the list renders them. */
function lists(): HTMLElement {
  const card = (id: number, rank?: number) =>
    `<li><article class="pz-card" data-offer-id="${id}">` +
    (rank ? `<span class="pz-card__rank"><span class="pz-card__sr">Miejsce </span>${rank}</span>` : '') +
    '</article></li>';
  const root = document.createElement('div');
  root.innerHTML =
    `<ol class="pz-offerlist__list">${card(1, 1)}${card(2, 2)}${card(3, 3)}</ol>` +
    `<ul class="pz-offerlist__list">${card(4)}${card(5)}</ul>`;
  return root;
}
const shown = (root: HTMLElement) =>
  [...root.querySelectorAll('article')].map((card) => {
    const rank = card.querySelector('.pz-card__rank')?.textContent;
    return rank ? `${card.dataset.offerId}:${rank}` : card.dataset.offerId;
  });

describe('reorderCards', () => {
  it('orders each list by the order given and numbers the ranked one from 1', () => {
    const root = lists();
    const nodes = [...root.querySelectorAll('li')];
    expect(reorderCards(root, [3, 1, 2, 5, 4])).toBe(true);
    expect(shown(root)).toEqual(['3:Miejsce 1', '1:Miejsce 2', '2:Miejsce 3', '5', '4']);
    expect([...root.querySelectorAll('li')].every((li) => nodes.includes(li))).toBe(true);
    expect(reorderCards(root, [1, 2, 3, 4, 5])).toBe(true);
    expect(shown(root)).toEqual(['1:Miejsce 1', '2:Miejsce 2', '3:Miejsce 3', '4', '5']);
  });

  it('moves only the cards out of place', () => {
    const root = lists();
    const moved: Node[] = [];
    for (const list of root.querySelectorAll('.pz-offerlist__list')) {
      const insert = list.insertBefore.bind(list);
      list.insertBefore = <T extends Node>(node: T, child: Node | null): T => (moved.push(node), insert(node, child));
    }
    reorderCards(root, [1, 3, 2, 4, 5]);
    expect(moved.map((li) => (li as Element).querySelector('article')!.dataset.offerId)).toEqual(['3']);
    expect(shown(root)).toEqual(['1:Miejsce 1', '3:Miejsce 2', '2:Miejsce 3', '4', '5']);
  });

  it('changes nothing when a card on the page is not in the order', () => {
    const root = lists();
    const before = root.innerHTML;
    expect(reorderCards(root, [3, 2, 1, 5])).toBe(false);
    expect(root.innerHTML).toBe(before);
  });
});
