// @vitest-environment jsdom
// The /offers/ page's island: its frame (sliders, the list's heading, sorting and filters) hydrates over the
// server's HTML and is the same DOM; the count and the cards stay the server's (the same nodes, priced for the
// page's loan) until the loan, the order, the filters or the lead's own order change; then the list's chunk renders
// them. Every card is read back and checked against the cost model (tests/disclosure/cards.ts) before and after.
import { FIXTURE_LAW } from '../../contracts/law-fixture';
import { FIXTURE_PRICING_LAW as LAW } from '../../contracts/law-fixture';
import { act, fireEvent, waitFor } from '@testing-library/preact';
import { hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFeedOrder } from '../../contracts/offer-feed';
import { OFFERS } from '../../contracts/lenders';
import type { Offer } from '../../contracts/offer';
import { checkCard, rawCard, type RawCard, type Request } from '../../tests/disclosure/cards';
import { countText, filterOffers, listOffers, sortOffers } from '../../widgets/OfferList/useOfferList';
import { OffersBrowser } from '../components/OffersBrowser';
import { OfferList } from '../../widgets/OfferList/OfferList';
import { islandData, type OffersData } from '../pages/Offers';
import { transitionHref } from '../app/links';
import AllOffersIsland from './all-offers';
import type { CardOrders } from './reorder-cards';

/** Types an amount into the slider's number field and leaves it, as a visitor does (the slider moves in stops). */
function enterAmount(field: HTMLInputElement, zl: number): void {
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  field.value = String(zl);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

const byId = new Map(OFFERS.map((o) => [o.offer_id, o]));
const offerOf = (card: RawCard): Offer => byId.get(Number(card.data['offer-id']))!;
const cards = (root: ParentNode) => [...root.querySelectorAll('article.pz-card')];
const problemsIn = (root: ParentNode, request: Request) =>
  cards(root)
    .map(rawCard)
    .flatMap((card) => checkCard(card, offerOf(card), FIXTURE_LAW, request));
const shownIds = (root: ParentNode) => cards(root).map((card) => Number(card.getAttribute('data-offer-id')));
const NB = /[\u00a0\u202f]/g;
const countOf = (root: ParentNode) => root.querySelector('.pz-offerlist__count')?.textContent?.replace(NB, ' ');
const live = (root: ParentNode) => root.querySelector('.pz-offerlist__live')!;
/** A choice in a select, as a browser reports it (the testing library's `change` fires `input` for Preact). */
const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

const props = { offers: [...OFFERS], law: LAW, defaults: { amount: 1500, termDays: 30 }, heading: 'Oferty dla Ciebie' };
const DEFAULT: Request = { amount: 1500, term: 30, unit: 'days' };

/** The page's HTML as the prerender writes it: the live list with its controls. */
const serverMarkup = () => renderToString(<OffersBrowser {...props} showControls />);

function serverHtml(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = serverMarkup();
  document.body.appendChild(root);
  return root;
}

async function hydrated(extra: { orders?: CardOrders } = {}): Promise<HTMLElement> {
  const root = serverHtml();
  await act(() => hydrate(<AllOffersIsland {...props} {...extra} />, root));
  return root;
}

/** The orders the page's data carries for the island, built by the page's own `islandData`. */
const pageOrders = (): CardOrders =>
  (
    islandData({ variant: 'offers', ...props, warning: null, disclaimer: '' } as OffersData)['all-offers'] as {
      orders: CardOrders;
    }
  ).orders;

const hrefFor = (offer: Offer, loan: { amount: number; term: number; unit: 'days' | 'months' }) =>
  transitionHref(offer, loan.amount, loan.term, '', loan.unit);

/** Each card's HTML with the element ids (from `useId`, by the card's first place) left out. */
const cardsHtml = (root: ParentNode) =>
  cards(root).map((card) => card.outerHTML.replace(/ (id|aria-labelledby)="[^"]*"/g, ' $1=""'));

/** The ids the list's labels and regions point at are all in the page. */
function danglingReferences(root: HTMLElement): string[] {
  const refs = [...root.querySelectorAll('[aria-labelledby], [aria-controls], [aria-describedby], label[for]')].flatMap(
    (el) =>
      ['aria-labelledby', 'aria-controls', 'aria-describedby', 'for'].flatMap((name) =>
        (el.getAttribute(name) ?? '').split(/\s+/).filter(Boolean),
      ),
  );
  return refs.filter((id) => !root.querySelector(`[id="${id}"]`));
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Rendering every lender's card in jsdom takes seconds on a busy two-core machine: more than vitest's default 5 s.
describe('the offers island of /offers/', { timeout: 30_000 }, () => {
  it('renders the same frame as the live list, with the count and cards left out for the server’s HTML', () => {
    const server = document.createElement('div');
    server.innerHTML = serverMarkup();
    live(server).innerHTML = '';
    const island = document.createElement('div');
    island.innerHTML = renderToString(<AllOffersIsland {...props} />);
    // The sort and kind selects and the three checkboxes under "Pokaż tylko".
    expect(island.querySelectorAll('.pz-offerlist__controls select, .pz-offerlist__controls input')).toHaveLength(5);
    expect(island.innerHTML).toBe(server.innerHTML);
  });

  it('hydrates the controls at once and keeps the server’s count and cards, priced for the page’s loan', async () => {
    const root = serverHtml();
    const before = cards(root);
    const count = root.querySelector('.pz-offerlist__count');
    expect(before).toHaveLength(OFFERS.length);
    expect(problemsIn(root, DEFAULT)).toEqual([]);
    await act(() => hydrate(<AllOffersIsland {...props} />, root));
    const after = cards(root);
    // the very same nodes
    expect(after.length === before.length && after.every((node, i) => node === before[i])).toBe(true);
    expect(root.querySelector('.pz-offerlist__count')).toBe(count);
    expect(live(root).hasAttribute('aria-busy')).toBe(false);
    expect(problemsIn(root, DEFAULT)).toEqual([]);
    expect(danglingReferences(root)).toEqual([]);
    const toggle = root.querySelector<HTMLButtonElement>('.pz-offers__toggle')!;
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    render(null, root);
  });

  it('sorting by RRSO renders the cards in that order, each figure from the cost model, and keeps the select', async () => {
    const root = await hydrated();
    const select = root.querySelector<HTMLSelectElement>('select[id$="-sort"]')!;
    await act(() => choose(select, 'rrso'));
    const expected = sortOffers(OFFERS, 'rrso', DEFAULT, LAW).map((o) => o.offer_id);
    expect(expected).not.toEqual(shownIds(serverHtml()));
    await waitFor(() => expect(shownIds(root)).toEqual(expected));
    expect(root.querySelector('select[id$="-sort"]')).toBe(select); // the control the visitor used is still there
    expect(live(root).hasAttribute('aria-busy')).toBe(false);
    expect(problemsIn(root, DEFAULT)).toEqual([]);
    expect(danglingReferences(root)).toEqual([]);
    render(null, root);
  });

  it('a new order moves the server’s own cards and renumbers them, as the list would render them', async () => {
    const root = await hydrated({ orders: pageOrders() });
    const before = new Set(cards(root));
    const select = root.querySelector<HTMLSelectElement>('select[id$="-sort"]')!;
    for (const sort of ['rrso', 'amount', 'cheapest'] as const) {
      await act(() => choose(select, sort));
      expect(shownIds(root)).toEqual(sortOffers(OFFERS, sort, DEFAULT, LAW).map((o) => o.offer_id));
      expect(cards(root).every((card) => before.has(card))).toBe(true); // the very same elements, moved
      const list = document.createElement('div');
      list.innerHTML = renderToString(<OfferList {...props} amount={1500} term={30} sort={sort} hrefFor={hrefFor} />);
      expect(cardsHtml(root)).toEqual(cardsHtml(list));
      expect(live(root).hasAttribute('aria-busy')).toBe(false);
      expect(root.querySelector('select[id$="-sort"]')).toBe(select);
    }
    expect(problemsIn(root, DEFAULT)).toEqual([]);
    expect(danglingReferences(root)).toEqual([]);
    render(null, root);
  });

  it('orders that do not fit the offers are left out with one warning, and the list renders that order', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const orders = pageOrders();
    const root = await hydrated({ orders: { ...orders, rrso: orders.rrso!.slice(1) } });
    expect(warn).toHaveBeenCalledTimes(1);
    const before = new Set(cards(root));
    await act(() => choose(root.querySelector<HTMLSelectElement>('select[id$="-sort"]')!, 'rrso'));
    const expected = sortOffers(OFFERS, 'rrso', DEFAULT, LAW).map((o) => o.offer_id);
    await waitFor(() => expect(shownIds(root)).toEqual(expected));
    expect(cards(root).some((card) => before.has(card))).toBe(false); // rendered by the list's chunk
    expect(problemsIn(root, DEFAULT)).toEqual([]);
    warn.mockRestore();
    render(null, root);
  });

  it('a filter changes the count and the cards to the offers that pass it', async () => {
    const root = await hydrated();
    const idOnly = [...root.querySelectorAll('label.pz-offerlist__check')]
      .find((label) => label.textContent === 'tylko dowód osobisty')!
      .querySelector('input')!;
    await act(() => {
      fireEvent.click(idOnly);
    });
    const passing = filterOffers(OFFERS, { idOnly: true });
    expect(passing.length).toBeLessThan(OFFERS.length);
    await waitFor(() => expect(cards(root)).toHaveLength(passing.length));
    expect(countOf(root)).toBe(
      countText(listOffers(passing, 'cheapest', DEFAULT, LAW).fitting.length, DEFAULT).replace(NB, ' '),
    );
    expect(shownIds(root)).toEqual(sortOffers(passing, 'cheapest', DEFAULT, LAW).map((o) => o.offer_id));
    expect(problemsIn(root, DEFAULT)).toEqual([]);
    // And back: every offer again, in the visitor's order.
    await act(() => {
      fireEvent.click(idOnly);
    });
    await waitFor(() =>
      expect(shownIds(root)).toEqual(sortOffers(OFFERS, 'cheapest', DEFAULT, LAW).map((o) => o.offer_id)),
    );
    render(null, root);
  });

  it('another loan, then a sort, are priced from the cost model for that loan', async () => {
    const root = await hydrated();
    const amount = root.querySelector<HTMLInputElement>('input[aria-label="Kwota pożyczki w złotych"]')!;
    await act(() => {
      enterAmount(amount, 2500);
    });
    const request: Request = { amount: 2500, term: 30, unit: 'days' };
    await waitFor(() => expect(countOf(root)).toContain('2 500 zł'));
    expect(problemsIn(root, request)).toEqual([]);
    await act(() => choose(root.querySelector<HTMLSelectElement>('select[id$="-sort"]')!, 'rrso'));
    await waitFor(() =>
      expect(shownIds(root)).toEqual(sortOffers(OFFERS, 'rrso', request, LAW).map((o) => o.offer_id)),
    );
    expect(problemsIn(root, request)).toEqual([]);
    render(null, root);
  });

  it('the lead’s own order from its feed, for the page’s loan, replaces the server’s cards, and the line says so', async () => {
    const feed = OFFERS.map((o) => o.offer_id).reverse();
    const fetch = vi.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () => (url.includes('/api/feed') ? feed : OFFERS),
    }));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/offers/?lead_id=8d0b6bd2-5c3e-4a3b-9f6e-3c1a2b4d5e6f');
    const root = await hydrated();
    // The feed orders for the loan the page opened with; the list keeps that order for that loan (in its two groups).
    const expected = sortOffers(
      applyFeedOrder(
        OFFERS,
        feed.map((offer_id) => ({ offer_id })),
      ),
      'cheapest',
      DEFAULT,
      LAW,
      true,
      DEFAULT,
    ).map((o) => o.offer_id);
    expect(expected).not.toEqual(shownIds(root));
    expect(root.querySelector('.pz-order-line')?.textContent).not.toContain('Po rejestracji');
    await waitFor(() => expect(shownIds(root)).toEqual(expected));
    expect(root.querySelector('.pz-order-line')?.textContent).toContain(
      'Po rejestracji firmy, które nie pożyczają osobom w Twoim wieku, są na końcu.',
    );
    expect(
      fetch.mock.calls.some(
        ([url]) => url.includes('lead_id=8d0b6bd2-5c3e-4a3b-9f6e-3c1a2b4d5e6f') && url.includes('amount=1500&term=30'),
      ),
    ).toBe(true);
    expect(problemsIn(root, DEFAULT)).toEqual([]);
    render(null, root);
  });
});
