// @vitest-environment jsdom
import { FIXTURE_PRICING_LAW as LAW } from '../../contracts/law-fixture';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { options } from 'preact';
import type { Offer } from '../../contracts/offer';
import { OFFERS } from '../../contracts/lenders';
import { OfferList } from './OfferList';
import { lawOn } from '../../contracts/law';
import { orderLineText } from '../../contracts/offer-order';
import {
  countText,
  DEFAULT_FILTERS,
  filterOffers,
  hasActiveFilters,
  listOffers,
  orderListed,
  priceOffers,
  sortOffers,
  termInOfferUnit,
  type OfferFilters,
  type OfferSort,
} from './useOfferList';

const NBSP = '\u00a0';
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');
const hrefFor = (offer: Offer) => `/transition/?offer=${offer.offer_id}&amount=1500&term=30`;
const ids = (offers: readonly Offer[]) => offers.map((offer) => offer.offer_id);
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => card.querySelector('.pz-card__name')?.textContent);
const status = () => plain(screen.getByRole('status').textContent);
const byId = (id: number) => OFFERS.find((offer) => offer.offer_id === id)!;
/** The shown text of a card's figure, found by its data-figure name. */
const figure = (card: Element, name: string) => plain(card.querySelector(`[data-figure="${name}"] dd`)?.textContent);
const DAYS_30 = { amount: 1500, term: 30, unit: 'days' } as const;
/**
 * Picks an option as a browser does, ending with a real "change" event (fireEvent.change sends "input" under
 * preact/compat).
 */
const choose = (select: HTMLElement, value: string) => {
  (select as HTMLSelectElement).value = value;
  fireEvent(select, new Event('change', { bubbles: true }));
};

describe('OfferList', () => {
  it('lists the offers that lend the request in an ordered list under its heading, counts only those, and the rest below', () => {
    render(
      <OfferList law={LAW} offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} heading="Oferty dla Ciebie" />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Oferty dla Ciebie' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Oferty dla Ciebie' });
    expect(list.tagName).toBe('OL');
    // 1 500 zł for 30 days: the eight short-term offers lend it (the instalment ones start at 3 or 6 months), in the
    // visitor's order: the three free first loans, then by cost: Skarbczyk 107,88 zł, Modra Kasa 135,21 zł, Dębowy
    // Grosz 178,96 zł (13,5%), Lipowa Kasa 179,58 zł (14%), Jaskółka 180,20 zł (14,5%).
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('data-offer-id')),
    ).toEqual(['101', '102', '103', '107', '108', '106', '105', '104']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      sortOffers(OFFERS, 'cheapest', DAYS_30, LAW).map((o) => o.name),
    );
    expect(status()).toBe('Znaleźliśmy 8 ofert dla 1 500 zł na 30 dni');
    const other = screen.getByRole('region', { name: 'Oferty dla innej kwoty lub okresu' });
    expect(within(other).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(plain(other.querySelector('.pz-offerlist__other-intro')?.textContent)).toMatch(
      /^Te firmy nie pożyczą 1 500 zł na 30 dni\./,
    );
    expect(
      within(other)
        .getAllByRole('article')
        .map((a) => [a.getAttribute('data-offer-id'), a.getAttribute('data-fits')]),
    ).toEqual([
      ['111', 'false'],
      ['112', 'false'],
      ['110', 'false'],
      ['109', 'false'],
    ]);
    // Ranks only for the offers that lend what was asked for.
    expect(other.querySelector('.pz-card__rank')).toBeNull();
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/transition/'));
    expect(links[0]!.getAttribute('href')).toBe('/transition/?offer=101&amount=1500&term=30');
    expect(links[0]!.getAttribute('aria-label')).toBe('Przejdź do pożyczkodawcy Kasomir');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('tells the link builder which loan each card prices', () => {
    const loans: string[] = [];
    render(
      <OfferList
        law={LAW}
        offers={[byId(101), byId(109)]}
        amount={1500}
        term={30}
        hrefFor={(o, loan) => (loans.push(`${o.offer_id}:${loan.amount}/${loan.term} ${loan.unit}`), '/transition/')}
      />,
    );
    expect(loans).toEqual(['101:1500/30 days', '109:1500/6 months']);
  });

  it('puts the cards at h2 when the list has no heading of its own', () => {
    render(<OfferList law={LAW} offers={OFFERS.slice(0, 2)} amount={1500} term={30} hrefFor={hrefFor} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Kasomir', 'Portfelik']);
  });

  it('prices instalment offers in months when the visitor chose days, and short ones in days when months', () => {
    const { rerender } = render(
      <OfferList law={LAW} offers={[byId(110), byId(101)]} amount={2000} term={30} termUnit="days" hrefFor={hrefFor} />,
    );
    // 30 days is one month; Ratomir lends for 3–36 months, so it goes below Kasomir, which lends 2 000 zł for 30 days.
    const [kasomir, ratomir] = screen.getAllByRole('article');
    expect(plain(ratomir!.querySelector('.pz-card__note')?.textContent)).toBe(
      'Ta firma pożycza na min. 3 miesiące. Pokazujemy koszt najbliższej pożyczki, jakiej udziela: 2 000 zł na 3 miesiące.',
    );
    expect(kasomir!.querySelector('.pz-card__note')).toBeNull();
    rerender(
      <OfferList
        law={LAW}
        offers={[byId(110), byId(101)]}
        amount={2000}
        term={12}
        termUnit="months"
        hrefFor={hrefFor}
      />,
    );
    const [ratomir12, kasomir12] = screen.getAllByRole('article');
    expect(ratomir12!.querySelector('.pz-card__note')).toBeNull();
    expect({ ...ratomir12!.dataset }).toMatchObject({ amount: '2000', term: '12', termUnit: 'months', fits: 'true' });
    expect(plain(kasomir12!.querySelector('.pz-card__note')?.textContent)).toBe(
      'Ta firma pożycza na maks. 30 dni. Pokazujemy koszt najbliższej pożyczki, jakiej udziela: 2 000 zł na 30 dni.',
    );
    expect(status()).toBe('Znaleźliśmy 1 ofertę dla 2 000 zł na 12 miesięcy');
  });

  it('re-computes the cards when the amount or term changes', () => {
    const { rerender } = render(<OfferList law={LAW} offers={[byId(101)]} amount={1500} term={30} hrefFor={hrefFor} />);
    const cost = () => figure(screen.getByRole('article'), 'totalCost');
    expect(cost()).toBe('0 zł');
    rerender(<OfferList law={LAW} offers={[byId(101)]} amount={4000} term={30} hrefFor={hrefFor} />);
    expect(cost()).toBe('480,54 zł');
  });

  it('keeps the browser from restoring its sort and filters into fields the list does not apply', () => {
    render(<OfferList law={LAW} offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} showControls />);
    const fields = [...screen.getAllByRole('combobox'), ...screen.getAllByRole('checkbox')];
    expect(fields.length).toBeGreaterThan(2);
    // The form says it for every field (HTML allows the attribute on a form, not on a checkbox); selects say it too.
    for (const field of fields) expect((field as HTMLInputElement).form?.getAttribute('autocomplete')).toBe('off');
    for (const field of screen.getAllByRole('checkbox')) expect(field.hasAttribute('autocomplete')).toBe(false);
  });

  it('sorts with a labelled select and tells the caller', () => {
    const onSortChange = vi.fn();
    render(
      <OfferList
        law={LAW}
        offers={OFFERS}
        amount={1500}
        term={30}
        hrefFor={hrefFor}
        showControls
        onSortChange={onSortChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sortuj' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'najtańsze dla Twojej kwoty',
      'najniższe RRSO',
      'najwyższa kwota',
    ]);
    choose(select, 'rrso');
    expect(onSortChange).toHaveBeenLastCalledWith('rrso');
    // RRSO of each card's own loan (1 500 zł, 30 days): three free first loans at 0,00%, then Skarbczyk 133,87%, Modra
    // Kasa 185,78%.
    expect(cardNames().slice(0, 5)).toEqual(['Kasomir', 'Portfelik', 'Groszownia', 'Skarbczyk', 'Modra Kasa']);
    const rrso = screen
      .getAllByRole('article')
      .slice(0, 8)
      .map((card) => Number(figure(card, 'rrso')!.replace(/\s/g, '').replace(',', '.').replace('%', '')));
    expect(rrso).toEqual([...rrso].sort((a, b) => a - b));
    choose(select, 'amount');
    // Lipowa Kasa and Modra Kasa lend as much: the cheaper loan first.
    expect(cardNames().slice(0, 3)).toEqual(['Kasomir', 'Modra Kasa', 'Lipowa Kasa']);
    // Offers that cannot lend 1 500 zł for 30 days stay below, whatever the order.
    expect(cardNames().slice(8)).toEqual(['Złoty Most', 'Pogodna Rata', 'Ratomir', 'Wiewiórka']);
    // The numbers on the cards follow the order.
    expect(plain(screen.getAllByRole('article')[0]!.querySelector('.pz-card__rank')?.textContent)).toBe('Miejsce 1');
  });

  it('keeps a controlled sort until the caller changes it', () => {
    const onSortChange = vi.fn();
    render(
      <OfferList
        law={LAW}
        offers={OFFERS}
        amount={1500}
        term={30}
        hrefFor={hrefFor}
        showControls
        sort="amount"
        onSortChange={onSortChange}
      />,
    );
    expect(cardNames()[1]).toBe('Modra Kasa');
    choose(screen.getByRole('combobox', { name: 'Sortuj' }), 'rrso');
    expect(onSortChange).toHaveBeenCalledWith('rrso');
    expect(cardNames()[1]).toBe('Modra Kasa');
  });

  it('filters with checkboxes under "Pokaż tylko" and a kind select, announcing the count', () => {
    const onFiltersChange = vi.fn();
    render(
      <OfferList
        law={LAW}
        offers={OFFERS}
        amount={1500}
        term={30}
        hrefFor={hrefFor}
        showControls
        onFiltersChange={onFiltersChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Pokaż tylko' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['pierwsza pożyczka za darmo', 'tylko dowód osobisty', 'dla obcokrajowców']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'tylko dowód osobisty' }));
    expect(cardNames()).toEqual(['Portfelik', 'Skarbczyk', 'Lipowa Kasa', 'Jaskółka', 'Wiewiórka']);
    expect(status()).toBe('Znaleźliśmy 4 oferty dla 1 500 zł na 30 dni');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, idOnly: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'pierwsza pożyczka za darmo' }));
    expect(cardNames()).toEqual(['Portfelik', 'Jaskółka']);
    expect(status()).toBe('Znaleźliśmy 2 oferty dla 1 500 zł na 30 dni');
    const kind = screen.getByRole('combobox', { name: 'Rodzaj pożyczki' }) as HTMLSelectElement;
    expect([...kind.options].map((o) => o.textContent)).toEqual(['wszystkie', 'chwilówki', 'pożyczki na raty']);
    choose(kind, 'instalment');
    expect(cardNames()).toEqual([]);
    expect(status()).toBe('Znaleźliśmy 0 ofert dla 1 500 zł na 30 dni');
  });

  it('offers to clear the filters that left nothing, and then shows everything again', () => {
    const onFiltersChange = vi.fn();
    render(
      <OfferList
        law={LAW}
        offers={OFFERS}
        amount={1500}
        term={30}
        hrefFor={hrefFor}
        showControls
        defaultFilters={{ onlyFree: true, kind: 'instalment' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(screen.getByText('Żadna oferta nie pasuje do wybranych filtrów.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(DEFAULT_FILTERS);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(status()).toBe('Znaleźliśmy 8 ofert dla 1 500 zł na 30 dni');
    expect((screen.getByRole('checkbox', { name: 'pierwsza pożyczka za darmo' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByRole('combobox', { name: 'Rodzaj pożyczki' }) as HTMLSelectElement).value).toBe('all');
    expect(screen.queryByRole('button', { name: 'Wyczyść filtry' })).toBeNull();
    // The button is gone; focus goes to the results rather than to the top of the page.
    expect(document.activeElement?.className).toBe('pz-offerlist__results');
  });

  it('says when there are no offers at all, without a clear-filters button', () => {
    render(<OfferList law={LAW} offers={[]} amount={1500} term={30} hrefFor={hrefFor} showControls />);
    expect(screen.getByText('Nie mamy teraz ofert do pokazania.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(status()).toBe('Znaleźliśmy 0 ofert dla 1 500 zł na 30 dni');
  });

  it('shows busy skeleton cards while loading', () => {
    const { container } = render(
      <OfferList law={LAW} offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} state="loading" />,
    );
    expect(status()).toBe('Wczytujemy oferty…');
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(container.querySelectorAll('.pz-offerlist__skeleton')).toHaveLength(3);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says loading failed and retries on request', () => {
    const onRetry = vi.fn();
    render(
      <OfferList law={LAW} offers={[]} amount={1500} term={30} hrefFor={hrefFor} state="error" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Nie udało się wczytać ofert.');
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Znaleźliśmy/)).toBeNull();
  });

  it.each([
    [1, 'Znaleźliśmy 1 ofertę'],
    [3, 'Znaleźliśmy 3 oferty'],
    [5, 'Znaleźliśmy 5 ofert'],
    [12, 'Znaleźliśmy 8 ofert'],
  ])('announces the first %d offers as "%s"', (count, text) => {
    render(<OfferList law={LAW} offers={OFFERS.slice(0, count)} amount={1500} term={30} hrefFor={hrefFor} />);
    expect(status()).toBe(`${text} dla 1 500 zł na 30 dni`);
  });

  it('puts the same labels on the fitting offers the figures make cheapest, and none below', () => {
    render(<OfferList law={LAW} offers={OFFERS} amount={1500} term={90} hrefFor={hrefFor} />);
    // 1 500 zł for 90 days: only Wiewiórka (14%, 221,71 zł) and Ratomir (14,5%, 222,97 zł) lend it (3 months): the
    // labels go to the cheaper one only.
    const [first, second, ...rest] = screen.getAllByRole('article');
    expect(within(first!).getByRole('list', { name: 'Wyróżnienia' }).textContent).toBe('Najniższe RRSONajniższy koszt');
    expect(second!.querySelector('.pz-card__labels')).toBeNull();
    for (const card of [first!, second!]) {
      expect(plain(card.querySelector('.pz-card__note')?.textContent)).toBe(
        'Spłata w miesięcznych ratach: koszt na 3 miesiące (wybrano 90 dni).',
      );
    }
    expect(rest).toHaveLength(10);
    for (const card of rest) {
      expect(card.querySelector('.pz-card__labels')).toBeNull();
      expect(plain(card.querySelector('.pz-card__limit')?.textContent)).toMatch(
        /^Ta firma pożycza (?:do \d[\d ]* zł )?na (?:maks|min)\. \d+ (?:dni|miesięcy|miesiące)\.$/,
      );
    }
    expect(status()).toBe('Znaleźliśmy 2 oferty dla 1 500 zł na 90 dni');
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

  it.each([
    [{ amount: 1500, term: 30, unit: 'days' }, 'Znaleźliśmy 3 oferty dla 1 500 zł na 30 dni'],
    [{ amount: 25000, term: 48, unit: 'months' }, 'Znaleźliśmy 3 oferty dla 25 000 zł na 48 miesięcy'],
    [{ amount: 2000, term: 1, unit: 'days' }, 'Znaleźliśmy 3 oferty dla 2 000 zł na 1 dzień'],
  ] as const)('says which loan it counts: %j', (request, text) => {
    expect(plain(countText(3, request))).toBe(text);
  });
});

/** Made-up offers for the tie rules: A and C are the same loan at the same price; B is cheaper, D lends more. */
const variant = (id: number, commissionPct: number, max: number): Offer => ({
  ...byId(105),
  offer_id: id,
  pricing: { interestYearlyPct: 15, commissionPct },
  amount: { min: 100, max, step: 100 },
});
const A = variant(1, 10, 5000);
const B = variant(2, 5, 3000);
const C = variant(3, 10, 5000);
const D = variant(4, 2, 10000);

describe('OfferList: the warning, the order line and paid placements', () => {
  const WARNING = lawOn('2026-11-28').advertising!.warning;

  it('shows the warning of the day it is given, above the cards, at normal size', () => {
    const { container } = render(
      <OfferList
        law={LAW}
        offers={OFFERS}
        amount={1500}
        term={30}
        hrefFor={hrefFor}
        heading="Oferty"
        warning={WARNING}
      />,
    );
    const warning = screen.getByText(WARNING);
    expect(warning.tagName).toBe('P');
    expect(warning.className).toBe('pz-credit-warning');
    // Before the first card, after the heading.
    const firstCard = container.querySelector('article')!;
    expect(warning.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no warning before the rules apply', () => {
    expect(lawOn('2026-11-19').advertising).toBeNull();
    const { container } = render(
      <OfferList
        law={LAW}
        offers={OFFERS}
        amount={1500}
        term={30}
        hrefFor={hrefFor}
        warning={lawOn('2026-11-19').advertising?.warning ?? null}
      />,
    );
    expect(container.querySelector('.pz-credit-warning')).toBeNull();
    // The order line is there whatever the day.
    expect(container.querySelector('.pz-order-line')).not.toBeNull();
  });

  it('says in one line how the list is ordered, with a link to the rule, and that no place is paid', () => {
    render(<OfferList law={LAW} offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} showControls />);
    const line = document.querySelector('.pz-order-line')!;
    expect(plain(line.textContent)).toBe(`${orderLineText('cheapest', false)} Zasady kolejności`);
    expect(
      within(line as HTMLElement)
        .getByRole('link', { name: 'Zasady kolejności' })
        .getAttribute('href'),
    ).toBe('/terms-and-conditions/#kolejnosc-ofert');
    expect(screen.queryByText('Reklama')).toBeNull();
    // The line follows the order the visitor picks.
    choose(screen.getByRole('combobox', { name: 'Sortuj' }), 'rrso');
    expect(plain(document.querySelector('.pz-order-line')!.textContent)).toMatch(/^Kolejność: najniższe RRSO/);
  });

  it('labels a paid placement "Reklama" on its card, says so in the line, and does not move it', () => {
    const paidId = 112;
    const offers = OFFERS.map((o) => (o.offer_id === paidId ? { ...o, paidPlacement: true } : o));
    render(<OfferList law={LAW} offers={offers} amount={1500} term={30} hrefFor={hrefFor} />);
    const card = document.querySelector(`article[data-offer-id="${paidId}"]`) as HTMLElement;
    expect(within(card).getByText('Reklama')).toBeTruthy();
    expect(screen.getAllByText('Reklama')).toHaveLength(1);
    expect(plain(document.querySelector('.pz-order-line')!.textContent)).toContain(
      'Oferty „Reklama” są płatne; nie zmienia to ich miejsca.',
    );
    expect(screen.getAllByRole('article').map((a) => Number(a.getAttribute('data-offer-id')))).toEqual(
      ids(sortOffers(OFFERS, 'cheapest', DAYS_30, LAW)),
    );
  });

  it('adds who compares and how we are paid on a partner page, linking our terms', () => {
    render(
      <OfferList
        law={LAW}
        offers={OFFERS}
        amount={1500}
        term={30}
        hrefFor={hrefFor}
        partner
        siteLink={(path) => `https://przelewik.example${path}`}
      />,
    );
    const notice = document.querySelector('.pz-intermediary') as HTMLElement;
    expect(plain(notice.textContent)).toMatch(
      /^Porównanie przygotowuje Przelewik sp\. z o\.o\. \(Przelewik\), pośrednik kredytowy\. .*prowizję płacą nam pożyczkodawcy/,
    );
    expect(within(notice).getByRole('link', { name: 'Regulamin' }).getAttribute('href')).toBe(
      'https://przelewik.example/terms-and-conditions/',
    );
    expect(
      within(document.querySelector('.pz-order-line') as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('https://przelewik.example/terms-and-conditions/#kolejnosc-ofert');
  });
});

describe('sortOffers', () => {
  it.each([
    // The visitor's order: lowest total cost, then RRSO, then the id, whatever the order given.
    [[A, B, C, D], 'cheapest', [4, 2, 1, 3]],
    [[D, C, B, A], 'cheapest', [4, 2, 1, 3]],
    [[A, B, C, D], 'rrso', [4, 2, 1, 3]],
    // Ties of the chosen figure follow the visitor's order, not the order given.
    [[C, B, A, D], 'rrso', [4, 2, 1, 3]],
    [[A, B, C, D], 'amount', [4, 1, 3, 2]],
    [[C, B, A, D], 'amount', [4, 1, 3, 2]],
    [[], 'rrso', []],
  ] as [Offer[], OfferSort, number[]][])('%#: %s', (offers, sort, expected) => {
    expect(ids(sortOffers(offers, sort, DAYS_30, LAW))).toEqual(expected);
  });

  it('puts an offer that cannot lend the amount after every one that can, in any order', () => {
    // B lends at most 3 000 zł: for 4 000 zł it goes last although it is the cheapest.
    for (const sort of ['cheapest', 'rrso', 'amount'] as const) {
      expect(ids(sortOffers([B, A, C, D], sort, { amount: 4000, term: 30, unit: 'days' }, LAW)).at(-1), sort).toBe(2);
    }
  });

  it.each([
    // Free first loans (0,00 zł) first, then the cheapest paid loans; below: the instalment offers by their nearest
    // loan's cost.
    ['cheapest', [101, 102, 103, 107, 108, 106, 105, 104, 111, 112, 110, 109]],
    // Free first loans (0,00%) first, then Skarbczyk 132,80%, Modra Kasa 185,78%, Dębowy Grosz 294,05%, Lipowa Kasa
    // 295,82%, Jaskółka 297,60%; below: the instalment offers by their nearest loan.
    ['rrso', [101, 102, 103, 107, 108, 106, 105, 104, 111, 109, 112, 110]],
    ['amount', [101, 108, 105, 102, 106, 103, 104, 107, 109, 111, 110, 112]],
  ] as [OfferSort, number[]][])('the site offers for 1 500 zł and 30 days by %s', (sort, expected) => {
    expect(ids(sortOffers(OFFERS, sort, DAYS_30, LAW))).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    const given = [A, B, C, D];
    sortOffers(given, 'rrso', DAYS_30, LAW);
    expect(ids(given)).toEqual([1, 2, 3, 4]);
  });
});

describe('priceOffers and orderListed: a new order without pricing again', () => {
  it('orders the offers priced once exactly as listOffers does, with fresh labels each time', () => {
    const priced = priceOffers(OFFERS, DAYS_30, LAW);
    for (const sort of ['cheapest', 'rrso', 'amount', 'cheapest', 'rrso'] as const) {
      const again = orderListed(priced, sort, DAYS_30);
      const fresh = listOffers(OFFERS, sort, DAYS_30, LAW);
      expect(again.fitting.map((l) => [l.offer.offer_id, l.labels])).toEqual(
        fresh.fitting.map((l) => [l.offer.offer_id, l.labels]),
      );
      expect(ids(again.other.map((l) => l.offer))).toEqual(ids(fresh.other.map((l) => l.offer)));
    }
    // The priced list itself is never labelled or reordered.
    expect(priced.every((l) => l.labels.length === 0)).toBe(true);
    expect(priced.map((l) => l.offer.offer_id)).toEqual(OFFERS.map((o) => o.offer_id));
  });
});

describe('LenderCard in a list: a new order renders no figure again', () => {
  it('moves the same card elements and creates none of their figures again', () => {
    const hrefFor = (offer: Offer) => `/transition/?offer=${offer.offer_id}`;
    const { container, rerender } = render(
      <OfferList law={LAW} offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} sort="cheapest" />,
    );
    const before = new Map([...container.querySelectorAll('article')].map((a) => [a.dataset.offerId, a]));
    // Every figures list a render creates passes through Preact's vnode hook: count them during the new order.
    let figureLists = 0;
    const previous = options.vnode;
    options.vnode = (vnode) => {
      if (vnode.type === 'dl') figureLists++;
      previous?.(vnode);
    };
    try {
      rerender(<OfferList law={LAW} offers={OFFERS} amount={1500} term={30} hrefFor={hrefFor} sort="rrso" />);
    } finally {
      options.vnode = previous;
    }
    const after = [...container.querySelectorAll('article')];
    expect(after.map((a) => a.dataset.offerId)).not.toEqual([...before.keys()]);
    for (const article of after) expect(before.get(article.dataset.offerId)).toBe(article);
    expect(figureLists).toBe(0);
    // Another loan does price them again.
    options.vnode = (vnode) => {
      if (vnode.type === 'dl') figureLists++;
      previous?.(vnode);
    };
    try {
      rerender(<OfferList law={LAW} offers={OFFERS} amount={2000} term={30} hrefFor={hrefFor} sort="rrso" />);
    } finally {
      options.vnode = previous;
    }
    expect(figureLists).toBeGreaterThan(0);
  });
});

describe('listOffers', () => {
  it.each([
    // request → fitting ids, other ids
    [{ amount: 1500, term: 30, unit: 'days' }, [101, 102, 103, 104, 105, 106, 107, 108], [109, 110, 111, 112]],
    [{ amount: 1500, term: 90, unit: 'days' }, [110, 112], [101, 102, 103, 104, 105, 106, 107, 108, 109, 111]],
    [{ amount: 25000, term: 48, unit: 'months' }, [109], [101, 102, 103, 104, 105, 106, 107, 108, 110, 111, 112]],
    [{ amount: 2000, term: 2, unit: 'months' }, [105, 106, 108], [101, 102, 103, 104, 107, 109, 110, 111, 112]],
  ] as const)('%j → %j fit', (request, fitting, other) => {
    const listed = listOffers(OFFERS, 'cheapest', request, LAW);
    const sorted = (list: typeof listed.fitting) => ids(list.map((l) => l.offer)).sort((a, b) => a - b);
    expect(sorted(listed.fitting)).toEqual(fitting);
    expect(sorted(listed.other)).toEqual(other);
  });

  it('labels the cheapest fitting offers only, and nothing when one offer fits', () => {
    const { fitting, other } = listOffers(OFFERS, 'rrso', DAYS_30, LAW);
    expect(fitting.filter((l) => l.labels.length > 0).map((l) => l.offer.offer_id)).toEqual([101, 102, 103]);
    expect(other.every((l) => l.labels.length === 0)).toBe(true);
    expect(listOffers(OFFERS, 'rrso', { amount: 25000, term: 48, unit: 'months' }, LAW).fitting[0]!.labels).toEqual([]);
    // Repeat customers: no free loan, so the lowest RRSO and the lowest cost can be different offers.
    const paid = listOffers(OFFERS, 'rrso', DAYS_30, LAW, false).fitting;
    expect(paid.filter((l) => l.labels.includes('Najniższe RRSO')).map((l) => l.offer.offer_id)).toEqual([107]);
    expect(paid.filter((l) => l.labels.includes('Najniższy koszt')).map((l) => l.offer.offer_id)).toEqual([107]);
  });

  it('a "best" label names one winner, or says it is shared; one every fitting offer would share is given to none', () => {
    // Three free first loans cost nothing at 1 500 zł for 30 days: they share both labels, and say so.
    const free = listOffers(OFFERS, 'cheapest', DAYS_30, LAW).fitting.filter((l) => l.labels.length > 0);
    expect(free.length).toBeGreaterThan(1);
    for (const l of free) expect(l.labels).toEqual(['Najniższe RRSO (ex aequo)', 'Najniższy koszt (ex aequo)']);
    // One winner: the label alone.
    const paid = listOffers(OFFERS, 'rrso', DAYS_30, LAW, false).fitting;
    expect(paid.find((l) => l.offer.offer_id === 107)!.labels).toEqual(['Najniższe RRSO', 'Najniższy koszt']);
    // Two offers with the very same figures: a label both would share tells nothing apart.
    const twin = { ...byId(105), offer_id: 9105 };
    const twins = listOffers(
      [byId(105), twin],
      'cheapest',
      { amount: 2000, term: 30, unit: 'days' },
      LAW,
      false,
    ).fitting;
    expect(twins.map((l) => l.labels)).toEqual([[], []]);
  });
});

describe('filterOffers', () => {
  it.each([
    [{}, [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]],
    [{ onlyFree: true }, [101, 102, 103, 104]],
    [{ idOnly: true }, [102, 104, 105, 107, 112]],
    [{ foreigners: true }, [102, 104, 105, 108, 111]],
    [{ kind: 'short' }, [101, 102, 103, 104, 105, 106, 107, 108]],
    [{ kind: 'instalment' }, [109, 110, 111, 112]],
    [{ onlyFree: true, idOnly: true }, [102, 104]],
    [{ idOnly: true, foreigners: true }, [102, 104, 105]],
    [{ idOnly: true, kind: 'instalment' }, [112]],
    [{ onlyFree: true, kind: 'instalment' }, []],
    [
      { onlyFree: false, idOnly: false, foreigners: false, kind: 'all' },
      [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112],
    ],
  ] as [Partial<OfferFilters>, number[]][])('%j → %j', (filters, expected) => {
    expect(ids(filterOffers(OFFERS, filters))).toEqual(expected);
  });

  it.each([
    [{}, false],
    [DEFAULT_FILTERS, false],
    [{ idOnly: true }, true],
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
    [91, 'days', months, 3],
    [92, 'days', months, 4],
    [12, 'months', months, 12],
    [1, 'months', days, 30],
    [3, 'months', days, 91],
    [12, 'months', days, 365],
  ] as const)('%d %s for an offer in %o → %d', (term, unit, offer, expected) => {
    expect(termInOfferUnit(term, unit, offer)).toBe(expected);
  });
});
