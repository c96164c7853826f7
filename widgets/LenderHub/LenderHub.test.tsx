// @vitest-environment jsdom
import { FIXTURE_PRICING_LAW as LAW } from '../../contracts/law-fixture';
import { act, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../contracts/offer';
import { lendersWithOffers } from '../../contracts/lenders';
import { lawOn } from '../../contracts/law';
import { orderForVisitor } from '../../contracts/offer-order';

const HUB_LENDERS = lendersWithOffers();
import { LenderHub } from './LenderHub';

const hrefFor = (offer: Offer) => `/transition/?offer=${offer.offer_id}&amount=1500&term=30`;
const EXAMPLE = { amount: 1500, termDays: 30 };
const KASOMIR = HUB_LENDERS.find((l) => l.id === 'kasomir')!;

const setHash = (hash: string) =>
  act(() => {
    window.history.replaceState(null, '', `/partners-list/${hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LenderHub', () => {
  it('with no #hash shows the directory, each lender linked by its #anchor', () => {
    render(<LenderHub law={LAW} lenders={HUB_LENDERS} hrefFor={hrefFor} example={EXAMPLE} />);
    expect(
      screen.getByRole('heading', { level: 2, name: `Pożyczkodawcy w porównaniu (${HUB_LENDERS.length})` }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Kasomir' });
    expect(link.getAttribute('href')).toBe('#kasomir');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(HUB_LENDERS.length);
    const kasomir = link.closest('li')!;
    expect(kasomir.querySelector('[data-example-rrso]')?.textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Przykład reprezentatywny: RRSO 297,61% (2 000 zł na 30 dni)',
    );
  });

  it('sets the lender’s description with Polish no-break spaces (digit groups, „zł”, one-letter words)', () => {
    render(<LenderHub law={LAW} lenders={HUB_LENDERS} hrefFor={hrefFor} example={EXAMPLE} selected="zloty-most" />);
    const description = document.querySelector('.pz-hub__description')!.textContent!;
    expect(description).toContain('do 25\u00a0000\u00a0zł');
    expect(description).not.toMatch(/\d \d|\d zł/);
  });

  it('prices each card for the hub’s loan; an offer that does not lend it says so and prices its nearest loan', () => {
    render(<LenderHub law={LAW} lenders={HUB_LENDERS} hrefFor={hrefFor} example={EXAMPLE} selected="zloty-most" />);
    const card = document.querySelector<HTMLElement>('#zloty-most .pz-card')!;
    expect(card.dataset).toMatchObject({ amount: '1500', term: '6', termUnit: 'months', fits: 'false' });
    expect(card.querySelector('.pz-card__limit')?.textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Ta firma pożycza na min. 6 miesięcy.',
    );
    expect(
      document
        .querySelector('.pz-hub__meta + .pz-hub__meta, .pz-hub__site + .pz-hub__meta')
        ?.textContent?.replace(/\u00a0/g, ' '),
    ).toMatch(/^1 oferta w porównaniu\. Koszty na kartach policzone dla 1 500 zł na 30 dni;/);
  });

  it('opens a lender from the #hash, with its facts, offers priced as cards and the representative example', () => {
    window.history.replaceState(null, '', '/partners-list/#kasomir');
    render(<LenderHub law={LAW} lenders={HUB_LENDERS} hrefFor={hrefFor} example={EXAMPLE} />);
    const detail = document.getElementById('kasomir')!;
    expect(within(detail).getByRole('heading', { level: 2, name: 'Kasomir' })).toBeTruthy();
    expect(detail.querySelector('.pz-hub__meta')?.textContent?.replace(/\u00a0/g, ' ')).toBe(
      `${KASOMIR.legalName} · na rynku od ${KASOMIR.founded} r.`,
    );
    expect(detail.querySelector('.pz-hub__facts')?.textContent?.replace(/\u00a0/g, ' ')).toBe(
      'RodzajChwilówkaKwotado 5 000 złPrzykład reprezentatywnyRRSO 297,61% (2 000 zł na 30 dni)Decyzjazwykle w 15 minut',
    );
    // No bare "RRSO od": the only RRSO outside the cards is the example's, labelled as such.
    expect(detail.textContent).not.toMatch(/RRSO\s+od/);
    expect(within(detail).getAllByText(/Przykład reprezentatywny/).length).toBeGreaterThan(0);
    const cta = within(detail)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href')?.startsWith('/transition/'));
    expect(cta?.getAttribute('href')).toBe(`/transition/?offer=${KASOMIR.offers[0]!.offer_id}&amount=1500&term=30`);
    // One view at a time: the directory is gone, a link leads back.
    expect(screen.queryByRole('heading', { name: /Pożyczkodawcy w porównaniu/ })).toBeNull();
    expect(within(detail).getByRole('link', { name: '← Wszyscy pożyczkodawcy' }).getAttribute('href')).toBe(
      '#pozyczkodawcy',
    );
  });

  it('follows the hash as it changes: a lender, then back to the directory with focus on its heading', async () => {
    render(<LenderHub law={LAW} lenders={HUB_LENDERS} hrefFor={hrefFor} example={EXAMPLE} />);
    await setHash('#kasomir');
    const name = screen.getByRole('heading', { level: 2, name: 'Kasomir' });
    expect(document.activeElement).toBe(name);
    await setHash('#pozyczkodawcy');
    const title = screen.getByRole('heading', { name: /Pożyczkodawcy w porównaniu/ });
    expect(document.activeElement).toBe(title);
    expect(document.getElementById('kasomir')).toBeNull();
  });

  it('an unknown or hostile hash shows the directory', () => {
    window.history.replaceState(null, '', '/partners-list/#%3Cimg%20src%3Dx%3E');
    render(<LenderHub law={LAW} lenders={HUB_LENDERS} hrefFor={hrefFor} example={EXAMPLE} />);
    expect(screen.getByRole('heading', { name: /Pożyczkodawcy w porównaniu/ })).toBeTruthy();
  });

  it('controlled: shows the lender it is told to', () => {
    render(<LenderHub law={LAW} lenders={HUB_LENDERS} hrefFor={hrefFor} example={EXAMPLE} selected="kasomir" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Kasomir' })).toBeTruthy();
  });

  it('loading, error with retry, and empty states', () => {
    const retry = vi.fn();
    const { rerender } = render(
      <LenderHub law={LAW} lenders={[]} state="loading" hrefFor={hrefFor} example={EXAMPLE} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Wczytujemy listę pożyczkodawców…');
    rerender(<LenderHub law={LAW} lenders={[]} state="error" onRetry={retry} hrefFor={hrefFor} example={EXAMPLE} />);
    expect(screen.getByRole('alert').textContent).toContain('Nie udało się wczytać listy pożyczkodawców');
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(retry).toHaveBeenCalledOnce();
    rerender(<LenderHub law={LAW} lenders={[]} hrefFor={hrefFor} example={EXAMPLE} />);
    expect(screen.getByText('Nie mamy jeszcze pożyczkodawców do pokazania. Zajrzyj tu wkrótce.')).toBeTruthy();
  });
});

describe('LenderHub and other anchors', () => {
  it('the skip link’s #main leaves the open lender and the focus alone', async () => {
    render(<LenderHub law={LAW} lenders={HUB_LENDERS} hrefFor={hrefFor} example={EXAMPLE} />);
    await setHash('#kasomir');
    await setHash('#main');
    expect(document.getElementById('kasomir')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: /Pożyczkodawcy w porównaniu/ })).toBeNull();
  });
});

describe('LenderHub: the warning, the order line and paid placements', () => {
  const WARNING = lawOn('2026-11-28').advertising!.warning;

  it('shows the warning it is given and the order line above the lenders, and each lender’s offers in the visitor’s order', () => {
    // A lender with two offers, the dearer one first in its data.
    const base = KASOMIR.offers[0]!;
    const many = {
      ...KASOMIR,
      offers: [
        { ...base, offer_id: 901, firstLoanFree: null },
        { ...base, offer_id: 902 },
      ],
    };
    const { container } = render(
      <LenderHub law={LAW} lenders={[many]} hrefFor={hrefFor} example={EXAMPLE} selected="kasomir" warning={WARNING} />,
    );
    expect(container.querySelector('.pz-credit-warning')?.textContent).toBe(WARNING);
    expect(container.querySelector('.pz-order-line a')?.getAttribute('href')).toBe(
      '/terms-and-conditions/#kolejnosc-ofert',
    );
    expect(container.querySelector('.pz-intermediary')).toBeNull();
    const shown = [...container.querySelectorAll(`article.pz-card`)].map((a) =>
      Number(a.getAttribute('data-offer-id')),
    );
    expect(shown).toEqual([902, 901]);
    expect(shown).toEqual(
      orderForVisitor(many.offers, { amount: 1500, term: 30, unit: 'days' }, LAW).map((o) => o.offer_id),
    );
  });

  it('labels a paid placement, says so in the line, and on a partner page names who compares', () => {
    const lenders = HUB_LENDERS.map((l) =>
      l.id === 'kasomir' ? { ...l, offers: l.offers.map((o) => ({ ...o, paidPlacement: true })) } : l,
    );
    const { container } = render(
      <LenderHub
        law={LAW}
        lenders={lenders}
        hrefFor={hrefFor}
        example={EXAMPLE}
        selected="kasomir"
        partner
        siteLink={(path) => `https://przelewik.example${path}`}
      />,
    );
    expect(within(container.querySelector('#kasomir') as HTMLElement).getAllByText('Reklama').length).toBeGreaterThan(
      0,
    );
    expect(container.querySelector('.pz-order-line')?.textContent).toContain('Oferty „Reklama” są płatne');
    expect(container.querySelector('.pz-intermediary a')?.getAttribute('href')).toBe(
      'https://przelewik.example/terms-and-conditions/',
    );
    expect(container.querySelector('.pz-credit-warning')).toBeNull();
  });
});
