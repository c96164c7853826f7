// @vitest-environment jsdom
import { FIXTURE_PRICING_LAW as LAW } from '../../contracts/law-fixture';
import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../contracts/offer';
import { formatCost, formatGrosze, formatPct } from '../../contracts/format';
import { OFFERS } from '../../contracts/lenders';
import { LenderCard } from './LenderCard';
import {
  amountRangeText,
  cardFigures,
  decisionText,
  freeFirstLoanText,
  registerTexts,
  requirementTexts,
  termRangeText,
} from './useLenderCard';

const NBSP = '\u00a0';
/**
 * Amounts and counts are written with no-break spaces (Intl, pluralPl): `nb` for a lone figure, `plain` to read a
 * sentence.
 */
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
const SKARBCZYK = offer(107); // short, 100–1 500 zł, example 500 zł for 15 days
/** The shown text of a figure, found by its data-figure name. */
const figure = (card: Element, name: string) => plain(card.querySelector(`[data-figure="${name}"] dd`)?.textContent);

describe('LenderCard', () => {
  it('shows the lender, the kind and every figure of the chosen loan, its RRSO included', () => {
    render(
      <LenderCard
        law={LAW}
        offer={KASOMIR}
        amount={4000}
        term={30}
        href="/transition/?offer=101&amount=4000&term=30"
      />,
    );
    const card = screen.getByRole('article', { name: 'Kasomir' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Kasomir' })).toBeTruthy();
    expect(within(card).getByText('Chwilówka')).toBeTruthy();
    expect(figure(card, 'loan')).toBe('4 000 zł na 30 dni');
    // 4 000 zł for 30 days: interest 4000 × 14,5% × 30/365 = 47,67 zł; fees 4000 × (10% + 10% × 30/365) = 432,876…,
    // held to the art. 36a cap floored to the grosz: 432,87 zł.
    expect(figure(card, 'interest')).toBe('47,67 zł');
    expect(figure(card, 'fees')).toBe('432,87 zł');
    expect(figure(card, 'totalCost')).toBe('480,54 zł');
    expect(figure(card, 'totalToRepay')).toBe('4 480,54 zł');
    // (4 480,54 / 4 000)^(365/30) − 1 = 297,61%
    expect(figure(card, 'rrso')).toBe('297,61%');
    expect(figure(card, 'instalment')).toBeUndefined();
    expect(card.querySelector('.pz-card__note')).toBeNull();
    expect({ ...card.dataset }).toMatchObject({
      offerId: '101',
      amount: '4000',
      term: '30',
      termUnit: 'days',
      firstLoan: 'true',
      fits: 'true',
    });
  });

  it('shows the RRSO of the loan on the screen, not the representative example’s', () => {
    render(<LenderCard law={LAW} offer={SKARBCZYK} amount={1500} term={30} href="/transition/?offer=107" />);
    const card = screen.getByRole('article');
    // 1 500 zł for 30 days: cost 17,88 + 90,00 zł; (1 607,88 / 1 500)^(365/30) − 1 = 132,80%; the example (500 zł, 15
    // days) is 373,18%.
    expect(figure(card, 'rrso')).toBe('132,80%');
    expect(figure(card, 'example-rrso')).toBe('373,18%');
  });

  it('shows a free first loan as 0 zł and RRSO 0,00%, with a badge and its limits', () => {
    render(
      <LenderCard
        law={LAW}
        offer={KASOMIR}
        amount={1500}
        term={30}
        href="/transition/?offer=101&amount=1500&term=30"
      />,
    );
    const card = screen.getByRole('article');
    expect(figure(card, 'totalCost')).toBe('0 zł');
    expect(figure(card, 'interest')).toBe('0 zł');
    expect(figure(card, 'totalToRepay')).toBe('1 500,00 zł');
    expect(figure(card, 'rrso')).toBe('0,00%');
    expect(plain(card.querySelector('.pz-card__promo')?.textContent)).toBe(
      'Pierwsza pożyczka za darmo do 3 000 zł na 30 dni',
    );
  });

  it('prices a repeat customer at full cost and drops the first-loan badge', () => {
    render(
      <LenderCard law={LAW} offer={KASOMIR} amount={1500} term={30} firstLoan={false} href="/transition/?offer=101" />,
    );
    const card = screen.getByRole('article');
    expect(card.querySelector('.pz-card__promo')).toBeNull();
    expect(figure(card, 'totalCost')).not.toBe('0 zł');
    expect(card.dataset.firstLoan).toBe('false');
  });

  it('shows the monthly instalment of an instalment loan, in months', () => {
    render(<LenderCard law={LAW} offer={ZLOTY_MOST} amount={10000} term={24} href="/transition/?offer=109" />);
    const card = screen.getByRole('article', { name: 'Złoty Most' });
    expect(within(card).getByText('Pożyczka na raty')).toBeTruthy();
    expect(figure(card, 'loan')).toBe('10 000 zł na 24 miesiące');
    expect(figure(card, 'totalToRepay')).toBe('12 779,86 zł');
    expect(figure(card, 'rrso')).toBe('27,77%');
    expect(figure(card, 'totalCost')).toBe('2 779,86 zł');
    expect(figure(card, 'instalment')).toBe('532,49 zł (ostatnia 532,59 zł)');
    expect(plain(card.querySelector('.pz-card__terms')?.textContent)).toContain('od 6 do 48 miesięcy');
  });

  it('says what the lender can do and prices the nearest loan when the request does not fit', () => {
    render(<LenderCard law={LAW} offer={LIPOWA} amount={100} term={5} href="/transition/?offer=105" />);
    const card = screen.getByRole('article');
    expect(plain(card.querySelector('.pz-card__note')?.textContent)).toBe(
      'Ta firma pożycza od 300 zł na min. 10 dni. Pokazujemy koszt najbliższej pożyczki, jakiej udziela: 300 zł na 10 dni.',
    );
    expect(figure(card, 'loan')).toBe('300 zł na 10 dni');
    // 300 zł for 10 days at 14% a year: 1,15 zł interest and 30,82 zł fees (the cap, floored).
    expect(figure(card, 'totalToRepay')).toBe('331,97 zł');
    expect({ ...card.dataset }).toMatchObject({ amount: '300', term: '10', fits: 'false' });
  });

  it('says so when the term is counted in the offer’s own unit', () => {
    render(
      <LenderCard
        law={LAW}
        offer={ZLOTY_MOST}
        amount={5000}
        term={180}
        termUnit="days"
        href="/transition/?offer=109"
      />,
    );
    const card = screen.getByRole('article');
    expect(plain(card.querySelector('.pz-card__note')?.textContent)).toBe(
      'Spłata w miesięcznych ratach: koszt na 6 miesięcy (wybrano 180 dni).',
    );
    expect({ ...card.dataset }).toMatchObject({ term: '6', termUnit: 'months', fits: 'true' });
  });

  it('shows the labels the list gives it', () => {
    render(
      <LenderCard
        law={LAW}
        offer={LIPOWA}
        amount={2000}
        term={30}
        href="/transition/"
        labels={['Najniższe RRSO', 'Najniższy koszt']}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Wyróżnienia' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Najniższe RRSO', 'Najniższy koszt']);
  });

  it('lists the limits, the requirements, the decision time and the highlights', () => {
    render(<LenderCard law={LAW} offer={LIPOWA} amount={2000} term={30} href="/transition/?offer=105" />);
    const terms = screen.getByRole('list', { name: 'Warunki oferty' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((li) => plain(li.textContent)),
    ).toEqual(['Kwota pożyczki: od 300 zł do 5 000 zł', 'Okres spłaty: od 10 do 61 dni', 'Decyzja zwykle w 20 minut']);
    const reqs = screen.getByRole('list', { name: 'Wymagania' });
    expect(
      within(reqs)
        .getAllByRole('listitem')
        .map((li) => plain(li.textContent)),
    ).toEqual([
      'Wiek: 18–75 lat',
      'Sprawdza BIK: tak, KRD: tak, BIG: nie, ERIF: nie',
      'Tylko dowód osobisty',
      'Dla obcokrajowców',
    ]);
    const highlights = screen.getByRole('list', { name: 'Zalety oferty' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(LIPOWA.highlights);
  });

  it('shows the representative example unfolded, with the labels of art. 7 ust. 2, from the cost model', () => {
    const { container } = render(
      <LenderCard law={LAW} offer={ZLOTY_MOST} amount={5000} term={12} href="/transition/?offer=109" />,
    );
    expect(container.querySelector('details')).toBeNull();
    const example = container.querySelector<HTMLElement>('.pz-card__example')!;
    expect(example.querySelector('.pz-card__example-title')?.textContent).toBe('Przykład reprezentatywny');
    const rows = [...example.querySelectorAll('.pz-card__row')].map((row) => [
      row.querySelector('dt')?.textContent,
      plain(row.querySelector('dd')?.textContent),
    ]);
    expect(rows).toEqual([
      ['Stopa oprocentowania', '14,50% w skali roku, stała'],
      ['Całkowita kwota kredytu', '10 000,00 zł'],
      ['Całkowity koszt kredytu', '2 779,86 zł'],
      ['w tym odsetki', '1 579,86 zł'],
      ['w tym prowizja i opłaty', '1 200,00 zł'],
      ['Całkowita kwota do zapłaty', '12 779,86 zł'],
      ['Czas obowiązywania umowy', '24 miesiące'],
      ['Raty', '24 miesięczne raty: 23 po 532,49 zł i ostatnia 532,59 zł'],
      ['RRSO', '27,77%'],
    ]);
  });

  it('says a free-first-loan example is for a later loan, and that it is paid once', () => {
    const { container } = render(<LenderCard law={LAW} offer={KASOMIR} amount={1500} term={30} href="/transition/" />);
    expect(plain(container.querySelector('.pz-card__example-title')?.textContent)).toBe(
      'Przykład reprezentatywny dla kolejnej pożyczki (pierwsza do 3 000 zł na 30 dni jest bezpłatna)',
    );
    expect(figure(container.querySelector('article')!, 'example-term')).toBe('30 dni, spłata jednorazowa');
    expect(figure(container.querySelector('article')!, 'example-rrso')).toBe('297,61%');
  });

  it('leads to our transition page through a link named with the lender', () => {
    render(
      <LenderCard
        law={LAW}
        offer={KASOMIR}
        amount={1500}
        term={30}
        href="/transition/?offer=101&amount=1500&term=30"
      />,
    );
    const link = screen.getByRole('link', { name: 'Przejdź do pożyczkodawcy Kasomir' });
    expect(link.getAttribute('href')).toBe('/transition/?offer=101&amount=1500&term=30');
    expect(link.getAttribute('rel')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('never renders a javascript: link', () => {
    render(<LenderCard law={LAW} offer={KASOMIR} amount={1500} term={30} href="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('draws the logo badge hidden from screen readers, and takes a heading level and a rank', () => {
    const { container } = render(
      <LenderCard law={LAW} offer={KASOMIR} amount={1500} term={30} href="/transition/" headingLevel={2} rank={1} />,
    );
    const logo = container.querySelector<HTMLElement>('.pz-card__logo')!;
    expect(logo.getAttribute('aria-hidden')).toBe('true');
    expect(logo.textContent).toBe('KS');
    expect(logo.style.background).toBe('rgb(11, 93, 59)');
    expect(screen.getByRole('heading', { level: 2, name: 'Kasomir' })).toBeTruthy();
    expect(container.querySelector('.pz-card__rank')?.textContent).toBe('Miejsce 1');
  });

  it('re-computes when the amount changes', () => {
    const { rerender } = render(<LenderCard law={LAW} offer={KASOMIR} amount={1500} term={30} href="/transition/" />);
    expect(figure(screen.getByRole('article'), 'totalCost')).toBe('0 zł');
    rerender(<LenderCard law={LAW} offer={KASOMIR} amount={4000} term={30} href="/transition/" />);
    expect(figure(screen.getByRole('article'), 'totalCost')).toBe('480,54 zł');
    expect(screen.getByRole('article').dataset.amount).toBe('4000');
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
    [133.87284126391333, '133,87%'],
    [1.005, '1,01%'],
  ])('formatPct(%d) = %s', (pct, text) => expect(formatPct(pct)).toBe(nb(text)));
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
  ] as const)('term %d–%d %s → %s', (min, max, unit, text) =>
    expect(plain(termRangeText(range(min, max, unit)))).toBe(text),
  );

  it('keeps a number and its unit together', () => {
    expect(termRangeText(range(3, 36, 'months'))).toBe(`od 3 do 36${NBSP}miesięcy`);
    expect(decisionText(15)).toBe(`Decyzja zwykle w 15${NBSP}minut`);
  });

  it('writes the amount range', () => {
    expect(amountRangeText({ amount: { min: 100, max: 5000, step: 100 } })).toBe(
      `od 100${NBSP}zł do 5${NBSP}000${NBSP}zł`,
    );
  });

  it.each([
    [1, 'Decyzja zwykle w 1 minutę'],
    [2, 'Decyzja zwykle w 2 minuty'],
    [4, 'Decyzja zwykle w 4 minuty'],
    [5, 'Decyzja zwykle w 5 minut'],
    [12, 'Decyzja zwykle w 12 minut'],
    [15, 'Decyzja zwykle w 15 minut'],
    [22, 'Decyzja zwykle w 22 minuty'],
    [25, 'Decyzja zwykle w 25 minut'],
    [90, 'Decyzja zwykle w 90 minut'],
    [60, 'Decyzja zwykle w 1 godzinę'],
    [120, 'Decyzja zwykle w 2 godziny'],
    [0, 'Decyzja zwykle od ręki'],
  ])('%d minutes → %s', (minutes, text) => expect(plain(decisionText(minutes))).toBe(text));

  it.each([
    [{ maxAmount: 3000, maxDays: 30 }, 'do 3 000 zł na 30 dni'],
    [{ maxAmount: 1000, maxDays: 1 }, 'do 1 000 zł na 1 dzień'],
    [null, null],
  ])('free first loan %j → %s', (firstLoanFree, text) =>
    expect(plain(freeFirstLoanText({ firstLoanFree })) ?? null).toBe(text),
  );
});

describe('registers and requirements', () => {
  const checks = (bik: boolean, krd: boolean, big: boolean, erif: boolean) => ({ bik, krd, big, erif });
  it.each([
    [checks(true, true, false, false), ['Sprawdza BIK: tak, KRD: tak, BIG: nie, ERIF: nie']],
    [checks(true, true, true, true), ['Sprawdza BIK: tak, KRD: tak, BIG: tak, ERIF: tak']],
    [checks(false, true, true, false), ['Sprawdza BIK: nie, KRD: tak, BIG: tak, ERIF: nie']],
    [checks(false, false, false, false), ['Sprawdza BIK: nie, KRD: nie, BIG: nie, ERIF: nie']],
  ])('%j → %j', (given, texts) => expect(registerTexts(given)).toEqual(texts));

  it('adds documents and who is accepted only when they apply', () => {
    expect(requirementTexts(KASOMIR)).toEqual([
      `Wiek: 18–75${NBSP}lat`,
      'Sprawdza BIK: tak, KRD: tak, BIG: tak, ERIF: nie',
    ]);
    // A lender that takes applicants with arrears does not get that as a selling point on its card.
    expect(requirementTexts(offer(112))).toEqual([
      `Wiek: 18–75${NBSP}lat`,
      'Sprawdza BIK: nie, KRD: tak, BIG: tak, ERIF: tak',
      'Tylko dowód osobisty',
    ]);
  });
});

describe('cardFigures', () => {
  it.each([
    // offer, amount, term, unit → priced amount, term, limit
    [101, 1500, 30, 'days', 1500, 30, null],
    [105, 100, 5, 'days', 300, 10, 'Ta firma pożycza od 300 zł na min. 10 dni.'],
    [107, 3000, 20, 'days', 1500, 20, 'Ta firma pożycza do 1 500 zł.'],
    [101, 2000, 45, 'days', 2000, 30, 'Ta firma pożycza na maks. 30 dni.'],
    [109, 1500, 1, 'months', 1500, 6, 'Ta firma pożycza na min. 6 miesięcy.'],
    [112, 20000, 30, 'months', 10000, 24, 'Ta firma pożycza do 10 000 zł na maks. 24 miesiące.'],
    [109, 1500, 5.2, 'months', 1500, 6, null],
    [110, 2000, 30, 'days', 2000, 3, 'Ta firma pożycza na min. 3 miesiące.'],
    [101, 2000, 2, 'months', 2000, 30, 'Ta firma pożycza na maks. 30 dni.'],
  ] as const)('offer %d, %d zł for %d %s → %d zł for %d', (id, amount, term, unit, nearAmount, nearTerm, limit) => {
    const figures = cardFigures(offer(id), amount, term, LAW, unit);
    expect([figures.quote.amount, figures.quote.term, figures.fits, plain(figures.limit) ?? null]).toEqual([
      nearAmount,
      nearTerm,
      limit === null,
      limit,
    ]);
    expect(figures.loan.amount).toBe(nearAmount);
    expect(figures.loan.term).toBe(nearTerm);
  });
});

describe('LenderCard: badges and rows as the loan shown gets them', () => {
  it('shows "Pierwsza pożyczka za darmo" only where the loan on the card is free', () => {
    const { unmount } = render(<LenderCard law={LAW} offer={KASOMIR} amount={1500} term={30} href="/transition/" />);
    expect(screen.getByText('Pierwsza pożyczka za darmo')).toBeTruthy();
    unmount();
    // 5 000 zł is above the promotion's 3 000 zł: that loan costs money, so no badge says it is free.
    render(<LenderCard law={LAW} offer={KASOMIR} amount={5000} term={30} href="/transition/" />);
    expect(screen.queryByText('Pierwsza pożyczka za darmo')).toBeNull();
  });

  it("puts the example's total cost third, its parts right after it, so the two-column layout keeps them in the first column", () => {
    const { container } = render(<LenderCard law={LAW} offer={LIPOWA} amount={2000} term={30} href="/transition/" />);
    const rows = [...container.querySelectorAll('.pz-card__example-list > [data-figure]')].map((row) =>
      row.getAttribute('data-figure'),
    );
    expect(rows.slice(2, 5)).toEqual(['example-totalCost', 'example-interest', 'example-fees']);
  });
});
