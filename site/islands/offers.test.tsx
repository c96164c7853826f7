// @vitest-environment jsdom
// A category page's offers island: hydrating keeps the server's cards (the same DOM nodes, priced for the page's
// loan), and a changed loan renders the list for that loan; both are read back and checked against the cost model
// (tests/disclosure/cards.ts), before and after hydration.
import { FIXTURE_LAW, FIXTURE_PRICING_LAW } from '../../contracts/law-fixture';
import { act, fireEvent, waitFor } from '@testing-library/preact';
import { hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFERS } from '../../contracts/lenders';
import type { Offer } from '../../contracts/offer';
import { checkCard, rawCard, type RawCard, type Request } from '../../tests/disclosure/cards';
import { OffersBrowser } from '../components/OffersBrowser';
import OffersIsland, { loadOfferList } from './offers';

/** Types an amount into the slider's number field and leaves it, as a visitor does (the slider moves in stops). */
function enterAmount(field: HTMLInputElement, zl: number): void {
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  field.value = String(zl);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

const byId = new Map(OFFERS.map((o) => [o.offer_id, o]));
const offerOf = (card: RawCard): Offer => byId.get(Number(card.data['offer-id']))!;
const problemsIn = (root: ParentNode, request: Request) =>
  [...root.querySelectorAll('article.pz-card')]
    .map(rawCard)
    .flatMap((card) => checkCard(card, offerOf(card), FIXTURE_LAW, request));

const props = {
  offers: [...OFFERS],
  law: FIXTURE_PRICING_LAW,
  defaults: { amount: 1500, termDays: 30 },
  heading: 'Oferty w tej kategorii',
};

function serverHtml(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<OffersBrowser {...props} />);
  document.body.appendChild(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

// Rendering every lender's card in jsdom takes seconds on a busy two-core machine: more than vitest's default 5 s.
describe('the offers island of a category page', { timeout: 30_000 }, () => {
  it('hydrates the controls and leaves the server’s cards as they are, priced for the page’s loan', async () => {
    const root = serverHtml();
    const before = [...root.querySelectorAll('article.pz-card')];
    expect(before).toHaveLength(OFFERS.length);
    expect(problemsIn(root, { amount: 1500, term: 30, unit: 'days' })).toEqual([]);
    await act(() => hydrate(<OffersIsland {...props} />, root));
    const after = [...root.querySelectorAll('article.pz-card')];
    // the very same nodes
    expect(after.length === before.length && after.every((node, i) => node === before[i])).toBe(true);
    expect(root.querySelector('.pz-offers__list')?.hasAttribute('aria-busy')).toBe(false);
    expect(problemsIn(root, { amount: 1500, term: 30, unit: 'days' })).toEqual([]);
    // The controls are live.
    const toggle = root.querySelector<HTMLButtonElement>('.pz-offers__toggle')!;
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    render(null, root);
  });

  it('another loan renders the list for that loan, from the cost model', async () => {
    const root = serverHtml();
    await act(() => hydrate(<OffersIsland {...props} />, root));
    const amount = root.querySelector<HTMLInputElement>('input[aria-label="Kwota pożyczki w złotych"]')!;
    await act(() => {
      enterAmount(amount, 2500);
    });
    await waitFor(() =>
      expect(root.querySelector('.pz-offerlist__count')?.textContent).toContain('2\u00a0500\u00a0zł'),
    );
    expect(root.querySelector('.pz-offers__list')?.hasAttribute('aria-busy')).toBe(false);
    expect(problemsIn(root, { amount: 2500, term: 30, unit: 'days' })).toEqual([]);
    expect(root.querySelectorAll('article.pz-card')).toHaveLength(OFFERS.length);
    render(null, root);
  });

  it('a loan in the address is priced at once, not left to the server’s cards', async () => {
    window.history.replaceState(null, '', '/pozyczki/?amount=3000&term=20');
    const root = serverHtml();
    await act(() => hydrate(<OffersIsland {...props} />, root));
    await waitFor(() =>
      expect(root.querySelector('.pz-offerlist__count')?.textContent).toContain('3\u00a0000\u00a0zł'),
    );
    expect(problemsIn(root, { amount: 3000, term: 20, unit: 'days' })).toEqual([]);
    render(null, root);
  });

  it('fetches the list’s chunk once', async () => {
    const [a, b] = [loadOfferList(), loadOfferList()];
    expect(a).toBe(b);
    expect(typeof (await a).OfferList).toBe('function');
  });
});
