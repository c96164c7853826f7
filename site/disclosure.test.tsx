// @vitest-environment jsdom
// The disclosure checker: every lender card the product can show, read back from the DOM and checked against
// the cost model (tests/disclosure/cards.ts). A grid of loans × every offer through the offer list the site and
// the partner widget use, and every prerendered page that lists offers. Any figure changed by hand fails here.
import { FIXTURE_LAW } from '../contracts/law-fixture';
import { FIXTURE_PRICING_LAW as LAW } from '../contracts/law-fixture';
import { cleanup, render } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { loanFigures, quoteLoan, roundPct, type Offer } from '../contracts/offer';
import { OfferList } from '../widgets/OfferList/OfferList';
import type { OfferSort } from '../widgets/OfferList/useOfferList';
import { checkCard, parseLoan, rawCard, type RawCard, type Request } from '../tests/disclosure/cards';
import { OFFERS } from '../contracts/lenders';
import { lawOn, warsawDay } from '../contracts/law';
import { ORDER_RULE_PATH } from '../contracts/offer-order';
import { DATA } from './data';
import { PAGES } from './pages';
import { ROUTES } from './routes';

afterEach(cleanup);

const byId = new Map(OFFERS.map((o) => [o.offer_id, o]));
const offerOf = (card: RawCard): Offer => {
  const offer = byId.get(Number(card.data['offer-id']));
  if (!offer) throw new Error(`a card for an unknown offer: ${JSON.stringify(card.data)}`);
  return offer;
};
const cardsIn = (root: ParentNode): RawCard[] => [...root.querySelectorAll('article.pz-card')].map(rawCard);

/** Loans a visitor can ask for, across and beyond what the offers lend (some fit no offer at all). */
const AMOUNTS = [100, 250, 1000, 1500, 2500, 5000, 12000, 25000];
const TERM_CHOICES: [number, Request['unit']][] = [
  [5, 'days'],
  [14, 'days'],
  [30, 'days'],
  [45, 'days'],
  [65, 'days'],
  [90, 'days'],
  [3, 'months'],
  [12, 'months'],
  [48, 'months'],
];
const REQUESTS: Request[] = AMOUNTS.flatMap((amount) => TERM_CHOICES.map(([term, unit]) => ({ amount, term, unit })));
const SORTS: OfferSort[] = ['cheapest', 'rrso', 'amount'];

describe('disclosure checker: every offer × a grid of loans, through the offer list', () => {
  it(`covers at least 200 offer × loan combinations, fitting and not (${OFFERS.length} × ${REQUESTS.length})`, () => {
    const combos = REQUESTS.flatMap((r) => OFFERS.map((o) => quoteLoan(o, r.amount, r.term, r.unit).fits));
    expect(combos.length).toBeGreaterThanOrEqual(200);
    expect(combos.filter(Boolean).length).toBeGreaterThan(50);
    expect(combos.filter((fits) => !fits).length).toBeGreaterThan(50);
  });

  it.each(REQUESTS.map((r, i) => [r.amount, r.term, r.unit, r, i] as const))(
    '%d zł for %d %s: every card tells the truth',
    (_a, _t, _u, request, i) => {
      const firstLoan = i % 2 === 0;
      const sort = SORTS[i % SORTS.length]!;
      const { container } = render(
        <OfferList
          law={LAW}
          offers={OFFERS}
          amount={request.amount}
          term={request.term}
          termUnit={request.unit}
          firstLoan={firstLoan}
          defaultSort={sort}
          hrefFor={() => '/transition/'}
        />,
      );
      const cards = cardsIn(container);
      expect(cards).toHaveLength(OFFERS.length);
      const problems = cards.flatMap((card) => checkCard(card, offerOf(card), FIXTURE_LAW, request));
      expect(problems).toEqual([]);
      expect(cards.every((c) => c.data['first-loan'] === String(firstLoan))).toBe(true);

      // Fitting offers first, counted; the others only in their own group.
      const fitting = cards.filter((c) => c.group === 'fitting');
      expect(cards.slice(0, fitting.length)).toEqual(fitting);
      expect(cards.slice(fitting.length).every((c) => c.group === 'other')).toBe(true);
      const count = container.querySelector('[role="status"]')?.textContent?.replace(/\u00a0/g, ' ') ?? '';
      expect(Number(/^Znaleźliśmy (\d+) /.exec(count)?.[1])).toBe(fitting.length);

      // The order follows the figures on the cards, in each group.
      for (const group of [fitting, cards.slice(fitting.length)]) {
        const key = (c: RawCard) => {
          const f = loanFigures(offerOf(c), Number(c.data['amount']), Number(c.data['term']), LAW, { firstLoan });
          return sort === 'rrso' ? roundPct(f.rrsoPct) : sort === 'cheapest' ? f.totalCost : -offerOf(c).amount.max;
        };
        const keys = group.map(key);
        expect(keys).toEqual([...keys].sort((a, b) => a - b));
      }

      // "Best" labels only on fitting offers, and only on those whose figures are the lowest.
      const labelled = [...container.querySelectorAll('.pz-card__labels')].map((l) => l.closest('article')!);
      for (const article of labelled) expect(rawCard(article).group).toBe('fitting');
      if (fitting.length > 1) {
        const rrso = fitting.map((c) =>
          roundPct(
            loanFigures(offerOf(c), Number(c.data['amount']), Number(c.data['term']), LAW, { firstLoan }).rrsoPct,
          ),
        );
        const lowest = Math.min(...rrso);
        const withLabel = labelled
          .filter((a) => a.textContent?.includes('Najniższe RRSO'))
          .map((a) => a.getAttribute('data-offer-id'));
        expect(withLabel).toEqual(fitting.filter((_, j) => rrso[j] === lowest).map((c) => c.data['offer-id']));
      }
    },
  );
});

describe('disclosure checker: every prerendered page that lists offers', () => {
  const listing = ROUTES.filter((r) =>
    ['home', 'offers', 'landing-offers', 'category', 'partners-list'].includes(r.page),
  );
  /** The loan a page's data says it shows: the sliders' start (offers and category pages) or the example. */
  const pageLoan = (data: unknown): Request => {
    const d = data as {
      defaults?: { amount: number; termDays: number };
      example?: { amount: number; termDays: number };
    };
    const loan = d.defaults ?? d.example;
    if (!loan) throw new Error('a page that lists offers without the loan they are priced for');
    return { amount: loan.amount, term: loan.termDays, unit: 'days' };
  };

  it('checks the home page, the offers pages, the nine category pages and the lender hub', () => {
    expect(listing.filter((r) => r.page === 'category')).toHaveLength(9);
  });

  it.each(listing.map((r) => [r.path, r] as const))('%s', async (_path, route) => {
    const data = DATA[route.page].load(route, {});
    const request = pageLoan(data);
    const page = await PAGES[route.page]();
    const Page = page.default;
    document.body.innerHTML = renderToString(<Page route={route} params={{}} data={data} />);
    const cards = cardsIn(document.body);
    expect(cards.length).toBeGreaterThan(0);
    const problems = cards.flatMap((card) => checkCard(card, offerOf(card), FIXTURE_LAW, request));
    expect(problems).toEqual([]);
    // Where the page counts its offers, the count names the same loan the cards are priced for.
    const count = [...document.querySelectorAll('[role="status"]')]
      .map((el) => el.textContent ?? '')
      .find((t) => t.startsWith('Znaleźliśmy'));
    if (route.page === 'category' || route.page === 'offers') expect(count).toBeDefined();
    if (count !== undefined)
      expect(parseLoan(count.replace(/[\u00a0\u202f]/g, ' ').replace(/^.* dla /, ''))).toEqual(request);
    // The warning of the law of the build day (in force since 20 November 2026) and the order line, before the first
    // card.
    const warning = document.querySelector('.pz-credit-warning');
    expect(warning?.textContent).toBe(lawOn(warsawDay(new Date())).advertising?.warning);
    const line = document.querySelector('.pz-order-line');
    expect(line?.querySelector('a')?.getAttribute('href')).toBe(ORDER_RULE_PATH);
    const firstCard = document.querySelector('article.pz-card')!;
    for (const notice of [warning!, line!])
      expect(notice.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Nothing is a paid placement today, and the line says so.
    expect(line?.textContent?.replace(/\u00a0/g, ' ')).toContain('Bez płatnych miejsc.');
    expect(document.body.textContent).not.toMatch(/Polecane/);
    document.body.innerHTML = '';
  });
});
