// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../contracts/offer';
import { OFFERS } from '../../site/content/lenders';
import { LenderCard } from './LenderCard';
import {
  amountRangeText,
  cardFigures,
  decisionText,
  formatCost,
  formatGrosze,
  formatRrso,
  freeFirstLoanText,
  registerTexts,
  requirementTexts,
  termRangeText,
} from './useLenderCard';

const NBSP = '\u00a0';
/** Amounts and counts are written with no-break spaces (Intl, pluralPl): `nb` for a lone figure, `plain` to read a sentence. */
const nb = (text: string) => text.replace(/ /g, NBSP);
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');
const offer = (id: number): Offer => {
  const found = OFFERS.find((o) => o.offer_id === id);
  if (!found) throw new Error(`no offer ${id}`);
  return found;
};
const KASOMIR = offer(101); // short, first loan free up to 3 000 zł / 30 days
const LIPOWA = offer(105); // short, 300–5 000 zł, 10–61 days, no promotion
const ZLOTY_MOST = offer(109); // instalment, 1 000–25 000 zł, 6–48 months
const figure = (card: HTMLElement, label: string) =>
  [...card.querySelectorAll('.pz-card__figure')].find((el) => el.querySelector('dt')?.textContent === label)?.querySelector('dd')?.textContent?.replace(/\u00a0/g, ' ');

describe('LenderCard', () => {
  it('shows the lender, the kind and the key figures for the chosen amount and term', () => {
    render(<LenderCard offer={KASOMIR} amount={4000} term={30} href="/transition/?offer=101&amount=4000&term=30" />);
    const card = screen.getByRole('article', { name: 'Kasomir' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Kasomir' })).toBeTruthy();
    expect(within(card).getByText('Chwilówka')).toBeTruthy();
    expect(figure(card, 'Kwota')).toBe('4 000 zł na 30 dni');
    // 4 000 zł for 30 days: interest 49,32 zł + commission 432,88 zł (loanCost), more than the free first loan allows.
    expect(figure(card, 'Do spłaty')).toBe('4 482,20 zł');
    expect(figure(card, 'RRSO')).toBe('299,40%');
    expect(plain(card.querySelector('.pz-card__cost')?.textContent)).toBe('Koszt: 482,20 zł');
    expect(within(card).queryByText(/Rata:/)).toBeNull();
    expect(card.querySelector('.pz-card__note')).toBeNull();
  });

  it('shows a free first loan as "Koszt: 0 zł" with a badge and its limits', () => {
    render(<LenderCard offer={KASOMIR} amount={1500} term={30} href="/transition/?offer=101&amount=1500&term=30" />);
    const card = screen.getByRole('article');
    expect(plain(card.querySelector('.pz-card__cost')?.textContent)).toBe('Koszt: 0 zł');
    expect(figure(card, 'Do spłaty')).toBe('1 500,00 zł');
    expect(plain(card.querySelector('.pz-card__promo')?.textContent)).toBe('Pierwsza pożyczka za darmo do 3 000 zł na 30 dni');
  });

  it('prices a repeat customer at full cost and drops the first-loan badge', () => {
    render(<LenderCard offer={KASOMIR} amount={1500} term={30} firstLoan={false} href="/transition/?offer=101" />);
    const card = screen.getByRole('article');
    expect(card.querySelector('.pz-card__promo')).toBeNull();
    expect(plain(card.querySelector('.pz-card__cost')?.textContent)).not.toBe('Koszt: 0 zł');
  });

  it('shows the monthly instalment of an instalment loan, in months', () => {
    render(<LenderCard offer={ZLOTY_MOST} amount={10000} term={24} href="/transition/?offer=109" />);
    const card = screen.getByRole('article', { name: 'Złoty Most' });
    expect(within(card).getByText('Pożyczka na raty')).toBeTruthy();
    expect(figure(card, 'Kwota')).toBe('10 000 zł na 24 miesiące');
    expect(figure(card, 'Do spłaty')).toBe('12 779,86 zł');
    expect(figure(card, 'RRSO')).toBe('27,77%');
    expect(plain(card.querySelector('.pz-card__cost')?.textContent)).toBe('Koszt: 2 779,86 zł Rata: 532,49 zł miesięcznie');
    expect(plain(card.querySelector('.pz-card__terms')?.textContent)).toContain('od 6 do 48 miesięcy');
  });

  it('shows the nearest figures the offer lends, with a note, when the choice does not fit', () => {
    render(<LenderCard offer={LIPOWA} amount={100} term={5} href="/transition/?offer=105" />);
    const card = screen.getByRole('article');
    expect(plain(card.querySelector('.pz-card__note')?.textContent)).toBe('Ta oferta: od 300 zł, od 10 dni. Pokazujemy koszt dla 300 zł na 10 dni.');
    expect(figure(card, 'Kwota')).toBe('300 zł na 10 dni');
    expect(figure(card, 'Do spłaty')).toBe('332,05 zł');
  });

  it('lists the limits, the requirements, the decision time and the highlights', () => {
    render(<LenderCard offer={LIPOWA} amount={2000} term={30} href="/transition/?offer=105" />);
    const terms = screen.getByRole('list', { name: 'Warunki oferty' });
    expect(within(terms).getAllByRole('listitem').map((li) => plain(li.textContent))).toEqual([
      'Kwota pożyczki: od 300 zł do 5 000 zł',
      'Okres spłaty: od 10 do 61 dni',
      'Decyzja w 20 minut',
    ]);
    const reqs = screen.getByRole('list', { name: 'Wymagania' });
    expect(within(reqs).getAllByRole('listitem').map((li) => plain(li.textContent))).toEqual([
      'Wiek: 18–75 lat',
      'Sprawdza BIK i KRD',
      'Tylko dowód osobisty',
      'Dla obcokrajowców',
      'Akceptuje wpisy w BIK/KRD',
    ]);
    const highlights = screen.getByRole('list', { name: 'Zalety oferty' });
    expect(within(highlights).getAllByRole('listitem').map((li) => li.textContent)).toEqual(LIPOWA.highlights);
  });

  it('has the representative example in the page, folded in a closed <details>', () => {
    const { container } = render(<LenderCard offer={ZLOTY_MOST} amount={5000} term={12} href="/transition/?offer=109" />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Przykład reprezentatywny');
    expect(details.textContent).toContain(ZLOTY_MOST.representativeExample);
    expect(details.querySelector('p')?.textContent).toBe(ZLOTY_MOST.representativeExample);
    fireEvent.click(details.querySelector('summary')!);
    expect(details.open).toBe(true);
  });

  it('leads to our transition page through a link named with the lender', () => {
    render(<LenderCard offer={KASOMIR} amount={1500} term={30} href="/transition/?offer=101&amount=1500&term=30" />);
    const link = screen.getByRole('link', { name: 'Przejdź do pożyczkodawcy Kasomir' });
    expect(link.getAttribute('href')).toBe('/transition/?offer=101&amount=1500&term=30');
    expect(link.getAttribute('rel')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('never renders a javascript: link', () => {
    render(<LenderCard offer={KASOMIR} amount={1500} term={30} href="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('draws the logo badge hidden from screen readers, and takes a heading level and a rank', () => {
    const { container } = render(<LenderCard offer={KASOMIR} amount={1500} term={30} href="/transition/" headingLevel={2} rank={1} />);
    const logo = container.querySelector<HTMLElement>('.pz-card__logo')!;
    expect(logo.getAttribute('aria-hidden')).toBe('true');
    expect(logo.textContent).toBe('KS');
    expect(logo.style.background).toBe('rgb(11, 93, 59)');
    expect(screen.getByRole('heading', { level: 2, name: 'Kasomir' })).toBeTruthy();
    expect(container.querySelector('.pz-card__rank')?.textContent).toBe('Miejsce 1');
  });

  it('re-computes when the amount changes', () => {
    const { rerender } = render(<LenderCard offer={KASOMIR} amount={1500} term={30} href="/transition/" />);
    expect(plain(document.querySelector('.pz-card__cost')?.textContent)).toBe('Koszt: 0 zł');
    rerender(<LenderCard offer={KASOMIR} amount={4000} term={30} href="/transition/" />);
    expect(plain(document.querySelector('.pz-card__cost')?.textContent)).toBe('Koszt: 482,20 zł');
  });
});

describe('formats', () => {
  it.each([
    [2241.1, '2 241,10 zł'],
    [0.5, '0,50 zł'],
    [1500, '1 500,00 zł'],
    [12779.86, '12 779,86 zł'],
  ])('formatGrosze(%d) = %s', (amount, text) => expect(formatGrosze(amount)).toBe(nb(text)));

  it.each([
    [0, '0 zł'],
    [482.2, '482,20 zł'],
  ])('formatCost(%d) = %s', (amount, text) => expect(formatCost(amount)).toBe(nb(text)));

  it.each([
    [12.34, '12,34%'],
    [299.4, '299,40%'],
    [0, '0,00%'],
    [1234.5, '1 234,50%'],
  ])('formatRrso(%d) = %s', (pct, text) => expect(formatRrso(pct)).toBe(nb(text)));
});

describe('ranges and plural forms', () => {
  const range = (min: number, max: number, unit: 'days' | 'months') => ({ term: { unit, min, max, step: 1 } });
  it.each([
    [5, 30, 'days', 'od 5 do 30 dni'],
    [1, 2, 'days', 'od 1 do 2 dni'],
    [1, 1, 'days', '1 dzień'],
    [3, 36, 'months', 'od 3 do 36 miesięcy'],
    [3, 24, 'months', 'od 3 do 24 miesięcy'],
    [1, 1, 'months', '1 miesiąc'],
    [6, 6, 'months', '6 miesięcy'],
  ] as const)('term %d–%d %s → %s', (min, max, unit, text) => expect(plain(termRangeText(range(min, max, unit)))).toBe(text));

  it('keeps a number and its unit together', () => {
    expect(termRangeText(range(3, 36, 'months'))).toBe(`od 3 do 36${NBSP}miesięcy`);
    expect(decisionText(15)).toBe(`Decyzja w 15${NBSP}minut`);
  });

  it('writes the amount range', () => {
    expect(amountRangeText({ amount: { min: 100, max: 5000, step: 100 } })).toBe(`od 100${NBSP}zł do 5${NBSP}000${NBSP}zł`);
  });

  it.each([
    [1, 'Decyzja w 1 minutę'],
    [2, 'Decyzja w 2 minuty'],
    [4, 'Decyzja w 4 minuty'],
    [5, 'Decyzja w 5 minut'],
    [12, 'Decyzja w 12 minut'],
    [15, 'Decyzja w 15 minut'],
    [22, 'Decyzja w 22 minuty'],
    [25, 'Decyzja w 25 minut'],
    [90, 'Decyzja w 90 minut'],
    [60, 'Decyzja w 1 godzinę'],
    [120, 'Decyzja w 2 godziny'],
    [0, 'Decyzja od ręki'],
  ])('%d minutes → %s', (minutes, text) => expect(plain(decisionText(minutes))).toBe(text));

  it.each([
    [{ maxAmount: 3000, maxDays: 30 }, 'do 3 000 zł na 30 dni'],
    [{ maxAmount: 1000, maxDays: 1 }, 'do 1 000 zł na 1 dzień'],
    [null, null],
  ])('free first loan %j → %s', (firstLoanFree, text) => expect(plain(freeFirstLoanText({ firstLoanFree })) ?? null).toBe(text));
});

describe('registers and requirements', () => {
  const checks = (bik: boolean, krd: boolean, big: boolean, erif: boolean) => ({ bik, krd, big, erif });
  it.each([
    [checks(true, true, false, false), ['Sprawdza BIK i KRD']],
    [checks(true, true, true, true), ['Sprawdza BIK, KRD, BIG i ERIF']],
    [checks(false, true, true, false), ['Bez sprawdzania BIK', 'Sprawdza KRD i BIG']],
    [checks(false, false, true, false), ['Bez sprawdzania BIK', 'Sprawdza BIG']],
    [checks(true, false, false, false), ['Sprawdza BIK']],
    [checks(false, false, false, false), ['Bez sprawdzania BIK i baz dłużników']],
  ])('%j → %j', (given, texts) => expect(registerTexts(given)).toEqual(texts));

  it('adds documents and who is accepted only when they apply', () => {
    expect(requirementTexts(KASOMIR)).toEqual([`Wiek: 18–75${NBSP}lat`, 'Sprawdza BIK, KRD i BIG']);
    expect(requirementTexts(offer(112))).toEqual([
      `Wiek: 18–75${NBSP}lat`,
      'Bez sprawdzania BIK',
      'Sprawdza KRD, BIG i ERIF',
      'Tylko dowód osobisty',
      'Akceptuje wpisy w BIK/KRD',
    ]);
  });
});

describe('cardFigures', () => {
  it.each([
    // offer, amount, term, figures for, note
    [101, 1500, 30, 1500, 30, null],
    [105, 100, 5, 300, 10, 'Ta oferta: od 300 zł, od 10 dni. Pokazujemy koszt dla 300 zł na 10 dni.'],
    [107, 3000, 20, 1500, 20, 'Ta oferta: do 1 500 zł. Pokazujemy koszt dla 1 500 zł na 20 dni.'],
    [101, 2000, 45, 2000, 30, 'Ta oferta: do 30 dni. Pokazujemy koszt dla 2 000 zł na 30 dni.'],
    [109, 1500, 1, 1500, 6, 'Ta oferta: od 6 miesięcy. Pokazujemy koszt dla 1 500 zł na 6 miesięcy.'],
    [112, 20000, 30, 10000, 24, 'Ta oferta: do 10 000 zł, do 24 miesięcy. Pokazujemy koszt dla 10 000 zł na 24 miesiące.'],
    [109, 1500, 5.2, 1500, 6, null],
  ])('offer %d, %d zł for %d → %d zł for %d', (id, amount, term, nearAmount, nearTerm, note) => {
    const figures = cardFigures(offer(id), amount, term);
    expect([figures.amount, figures.term, figures.fits, plain(figures.note) ?? null]).toEqual([nearAmount, nearTerm, note === null, note]);
  });
});
