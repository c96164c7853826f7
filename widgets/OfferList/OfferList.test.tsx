// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../contracts/offer';
import { OFFERS } from '../../site/content/lenders';
import { OfferList } from './OfferList';
import { countText, DEFAULT_FILTERS, filterOffers, hasActiveFilters, sortOffers, termInOfferUnit, type OfferFilters, type OfferSort } from './useOfferList';

const NBSP = '\u00a0';
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');
const hrefFor = (offer: Offer) => `/transition/?offer=${offer.offer_id}&amount=1500&term=30`;
const ids = (offers: readonly Offer[]) => offers.map((offer) => offer.offer_id);
const cardNames = () => screen.queryAllByRole('article').map((card) => card.querySelector('.pz-card__name')?.textContent);
const status = () => plain(screen.getByRole('status').textContent);
const byId = (id: number) => OFFERS.find((offer) => offer.offer_id === id)!;
/** Picks an option as a browser does, ending with a real "change" event (fireEvent.change sends "input" under preact/compat). */
const choose = (select: HTMLElement, value: string) => {
  (select as HTMLSelectElement).value = value;
  fireEvent(select, new Event('change', { bubbles: true }));
};

describe('OfferList', () => {
  it('lists a card per offer in an ordered list under its heading, and says how many', () => {
    render(<OfferList offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} heading="Oferty dla Ciebie" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Oferty dla Ciebie' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Oferty dla Ciebie' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(OFFERS.map((o) => o.name));
    expect(status()).toBe('Znaleźliśmy 12 ofert');
    const links = screen.getAllByRole('link');
    expect(links[0]!.getAttribute('href')).toBe('/transition/?offer=101&amount=1500&term=30');
    expect(links[0]!.getAttribute('aria-label')).toBe('Przejdź do pożyczkodawcy Kasomir');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('puts the cards at h2 when the list has no heading of its own', () => {
    render(<OfferList offers={OFFERS.slice(0, 2)} amount={1500} term={30} hrefFor={hrefFor} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Kasomir', 'Portfelik']);
  });

  it('prices instalment offers in months when the visitor chose days, and short ones in days when months', () => {
    const { rerender } = render(<OfferList offers={[byId(110), byId(101)]} amount={2000} term={30} termUnit="days" hrefFor={hrefFor} />);
    const [ratomir, kasomir] = screen.getAllByRole('article');
    // 30 days is one month; Ratomir lends for 3–36 months.
    expect(plain(ratomir!.querySelector('.pz-card__note')?.textContent)).toBe('Ta oferta: od 3 miesięcy. Pokazujemy koszt dla 2 000 zł na 3 miesiące.');
    expect(kasomir!.querySelector('.pz-card__note')).toBeNull();
    rerender(<OfferList offers={[byId(110), byId(101)]} amount={2000} term={12} termUnit="months" hrefFor={hrefFor} />);
    const [ratomir12, kasomir12] = screen.getAllByRole('article');
    expect(ratomir12!.querySelector('.pz-card__note')).toBeNull();
    expect(plain(kasomir12!.querySelector('.pz-card__note')?.textContent)).toBe('Ta oferta: do 30 dni. Pokazujemy koszt dla 2 000 zł na 30 dni.');
  });

  it('re-computes the cards when the amount or term changes', () => {
    const { rerender } = render(<OfferList offers={[byId(101)]} amount={1500} term={30} hrefFor={hrefFor} />);
    const cost = () => plain(document.querySelector('.pz-card__cost')?.textContent);
    expect(cost()).toBe('Koszt: 0 zł');
    rerender(<OfferList offers={[byId(101)]} amount={4000} term={30} hrefFor={hrefFor} />);
    expect(cost()).toBe('Koszt: 482,20 zł');
  });

  it('sorts with a labelled select and tells the caller', () => {
    const onSortChange = vi.fn();
    render(<OfferList offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} showControls onSortChange={onSortChange} />);
    const select = screen.getByRole('combobox', { name: 'Sortuj' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['polecane', 'najniższe RRSO', 'najwyższa kwota']);
    choose(select, 'rrso');
    expect(onSortChange).toHaveBeenLastCalledWith('rrso');
    expect(cardNames().slice(0, 3)).toEqual(['Pogodna Rata', 'Złoty Most', 'Wiewiórka']);
    choose(select, 'amount');
    expect(cardNames().slice(0, 3)).toEqual(['Złoty Most', 'Pogodna Rata', 'Ratomir']);
    // The numbers on the cards follow the order.
    expect(plain(screen.getAllByRole('article')[0]!.querySelector('.pz-card__rank')?.textContent)).toBe('Miejsce 1');
  });

  it('keeps a controlled sort until the caller changes it', () => {
    const onSortChange = vi.fn();
    render(<OfferList offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} showControls sort="amount" onSortChange={onSortChange} />);
    expect(cardNames()[0]).toBe('Złoty Most');
    choose(screen.getByRole('combobox', { name: 'Sortuj' }), 'rrso');
    expect(onSortChange).toHaveBeenCalledWith('rrso');
    expect(cardNames()[0]).toBe('Złoty Most');
  });

  it('filters with checkboxes under "Pokaż tylko" and a kind select, announcing the count', () => {
    const onFiltersChange = vi.fn();
    render(<OfferList offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} showControls onFiltersChange={onFiltersChange} />);
    const group = screen.getByRole('group', { name: 'Pokaż tylko' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'pierwsza pożyczka za darmo',
      'bez sprawdzania BIK',
      'tylko dowód osobisty',
      'dla obcokrajowców',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'bez sprawdzania BIK' }));
    expect(cardNames()).toEqual(['Jaskółka', 'Dębowy Grosz', 'Skarbczyk', 'Wiewiórka']);
    expect(status()).toBe('Znaleźliśmy 4 oferty');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, noBik: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'pierwsza pożyczka za darmo' }));
    expect(cardNames()).toEqual(['Jaskółka']);
    expect(status()).toBe('Znaleźliśmy 1 ofertę');
    const kind = screen.getByRole('combobox', { name: 'Rodzaj pożyczki' }) as HTMLSelectElement;
    expect([...kind.options].map((o) => o.textContent)).toEqual(['wszystkie', 'chwilówki', 'pożyczki na raty']);
    choose(kind, 'instalment');
    expect(cardNames()).toEqual([]);
    expect(status()).toBe('Znaleźliśmy 0 ofert');
  });

  it('offers to clear the filters that left nothing, and then shows everything again', () => {
    const onFiltersChange = vi.fn();
    render(
      <OfferList offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} showControls defaultFilters={{ onlyFree: true, kind: 'instalment' }} onFiltersChange={onFiltersChange} />,
    );
    expect(screen.getByText('Żadna oferta nie pasuje do wybranych filtrów.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(DEFAULT_FILTERS);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(status()).toBe('Znaleźliśmy 12 ofert');
    expect((screen.getByRole('checkbox', { name: 'pierwsza pożyczka za darmo' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Rodzaj pożyczki' }) as HTMLSelectElement).value).toBe('all');
    expect(screen.queryByRole('button', { name: 'Wyczyść filtry' })).toBeNull();
    // The button is gone; focus goes to the results rather than to the top of the page.
    expect(document.activeElement?.className).toBe('pz-offerlist__results');
  });

  it('says when there are no offers at all, without a clear-filters button', () => {
    render(<OfferList offers={[]} amount={1500} term={30} hrefFor={hrefFor} showControls />);
    expect(screen.getByText('Nie mamy teraz ofert do pokazania.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(status()).toBe('Znaleźliśmy 0 ofert');
  });

  it('shows busy skeleton cards while loading', () => {
    const { container } = render(<OfferList offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} state="loading" />);
    expect(status()).toBe('Wczytujemy oferty…');
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(container.querySelectorAll('.pz-offerlist__skeleton')).toHaveLength(3);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says loading failed and retries on request', () => {
    const onRetry = vi.fn();
    render(<OfferList offers={[]} amount={1500} term={30} hrefFor={hrefFor} state="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Nie udało się wczytać ofert.');
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Znaleźliśmy/)).toBeNull();
  });

  it.each([
    [1, 'Znaleźliśmy 1 ofertę'],
    [3, 'Znaleźliśmy 3 oferty'],
    [5, 'Znaleźliśmy 5 ofert'],
    [12, 'Znaleźliśmy 12 ofert'],
  ])('announces %d offers as "%s"', (count, text) => {
    render(<OfferList offers={OFFERS.slice(0, count)} amount={1500} term={30} hrefFor={hrefFor} />);
    expect(status()).toBe(text);
  });
});

describe('countText', () => {
  it.each([
    [0, 'ofert'],
    [1, 'ofertę'],
    [2, 'oferty'],
    [4, 'oferty'],
    [5, 'ofert'],
    [11, 'ofert'],
    [12, 'ofert'],
    [14, 'ofert'],
    [21, 'ofert'],
    [22, 'oferty'],
    [25, 'ofert'],
    [102, 'oferty'],
    [112, 'ofert'],
    [1000, 'ofert'],
  ])('%d → %s', (count, word) => {
    expect(countText(count)).toBe(`Znaleźliśmy ${new Intl.NumberFormat('pl-PL').format(count)}${NBSP}${word}`);
  });
});

/** Made-up offers for the tie rules: A and C tie on RRSO and on the maximum amount. */
const variant = (id: number, rrsoPct: number, max: number): Offer => ({ ...byId(101), offer_id: id, rrsoPct, amount: { min: 100, max, step: 100 } });
const A = variant(1, 50, 5000);
const B = variant(2, 20, 3000);
const C = variant(3, 50, 5000);
const D = variant(4, 10, 10000);

describe('sortOffers', () => {
  it.each([
    [[A, B, C, D], 'recommended', [1, 2, 3, 4]],
    [[D, C, B, A], 'recommended', [4, 3, 2, 1]],
    [[A, B, C, D], 'rrso', [4, 2, 1, 3]],
    [[C, B, A, D], 'rrso', [4, 2, 3, 1]],
    [[A, B, C, D], 'amount', [4, 1, 3, 2]],
    [[C, B, A, D], 'amount', [4, 3, 1, 2]],
    [[], 'rrso', []],
  ] as [Offer[], OfferSort, number[]][])('%#: %s', (offers, sort, expected) => {
    expect(ids(sortOffers(offers, sort, 1500, 30))).toEqual(expected);
  });

  it.each([
    ['recommended', [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]],
    ['rrso', [111, 109, 112, 110, 108, 105, 106, 103, 102, 101, 104, 107]],
    ['amount', [109, 111, 110, 112, 101, 105, 108, 102, 106, 103, 104, 107]],
  ] as [OfferSort, number[]][])('the site offers by %s', (sort, expected) => {
    expect(ids(sortOffers(OFFERS, sort, 1500, 30))).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    const given = [A, B, C, D];
    sortOffers(given, 'rrso', 1500, 30);
    expect(ids(given)).toEqual([1, 2, 3, 4]);
  });
});

describe('filterOffers', () => {
  it.each([
    [{}, [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]],
    [{ onlyFree: true }, [101, 102, 103, 104]],
    [{ noBik: true }, [104, 106, 107, 112]],
    [{ idOnly: true }, [102, 104, 105, 107, 112]],
    [{ foreigners: true }, [102, 104, 105, 108, 111]],
    [{ kind: 'short' }, [101, 102, 103, 104, 105, 106, 107, 108]],
    [{ kind: 'instalment' }, [109, 110, 111, 112]],
    [{ onlyFree: true, noBik: true }, [104]],
    [{ idOnly: true, foreigners: true }, [102, 104, 105]],
    [{ noBik: true, kind: 'instalment' }, [112]],
    [{ onlyFree: true, kind: 'instalment' }, []],
    [{ onlyFree: false, noBik: false, idOnly: false, foreigners: false, kind: 'all' }, [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]],
  ] as [Partial<OfferFilters>, number[]][])('%j → %j', (filters, expected) => {
    expect(ids(filterOffers(OFFERS, filters))).toEqual(expected);
  });

  it.each([
    [{}, false],
    [DEFAULT_FILTERS, false],
    [{ noBik: true }, true],
    [{ kind: 'short' }, true],
    [{ kind: 'all', foreigners: false }, false],
  ] as [Partial<OfferFilters>, boolean][])('hasActiveFilters(%j) = %s', (filters, expected) => {
    expect(hasActiveFilters(filters)).toBe(expected);
  });
});

describe('termInOfferUnit', () => {
  const days = { term: { unit: 'days' as const, min: 5, max: 30, step: 1 } };
  const months = { term: { unit: 'months' as const, min: 3, max: 36, step: 1 } };
  it.each([
    [30, 'days', days, 30],
    [30, 'days', months, 1],
    [31, 'days', months, 2],
    [5, 'days', months, 1],
    [90, 'days', months, 3],
    [91, 'days', months, 4],
    [12, 'months', months, 12],
    [1, 'months', days, 30],
    [3, 'months', days, 91],
    [12, 'months', days, 365],
  ] as const)('%d %s for an offer in %o → %d', (term, unit, offer, expected) => {
    expect(termInOfferUnit(term, unit, offer)).toBe(expected);
  });
});
