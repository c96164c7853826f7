// The home page's cheapest cards say which loan they are priced for, in the product's money format: the
// amount from the shared formatter ("1 500 zł" with no-break spaces, so "zł" never wraps away from its number).
import { SITE_LAW } from '../build-law';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { formatPln } from '../../contracts/format';
import { buildWarning, DATA } from '../data';
import { lawOn } from '../../contracts/law';
import { OFFERS } from '../../contracts/lenders';
import { fitsOffer } from '../../contracts/offer';
import { orderForVisitor } from '../../contracts/offer-order';
import { ROUTES } from '../routes';
import Home, { type HomeData } from './Home';

const NBSP = '\u00a0';

describe('home page: the loan the cheapest cards are priced for', () => {
  const route = ROUTES.find((r) => r.page === 'home')!;
  const data = DATA.home.load(route, {}) as HomeData;
  const meta = (html: string) => /<p class="pz-meta">(.*?)<a /.exec(html)?.[1] ?? '';

  it.each([
    [1500, 30, `Koszty policzone dla przykładu: 1${NBSP}500${NBSP}zł na 30${NBSP}dni. `],
    [1000, 1, `Koszty policzone dla przykładu: 1${NBSP}000${NBSP}zł na 1${NBSP}dzień. `],
    [25000, 45, `Koszty policzone dla przykładu: 25${NBSP}000${NBSP}zł na 45${NBSP}dni. `],
  ])('%i zł, term %i: "%s"', (amount, termDays, expected) => {
    const html = renderToString(<Home route={route} params={{}} data={{ ...data, example: { amount, termDays } }} />);
    expect(meta(html)).toBe(expected);
    expect(meta(html)).toContain(formatPln(amount));
  });
});

describe('home page: its priced cards come with the warning of the build day and the order line', () => {
  const route = ROUTES.find((r) => r.page === 'home')!;
  const data = DATA.home.load(route, {}) as HomeData;

  it("are the first three of the visitor's order that lend the example loan", () => {
    const request = { amount: data.example.amount, term: data.example.termDays, unit: 'days' as const };
    const expected = orderForVisitor(OFFERS, request, data.law)
      .filter((o) => fitsOffer(o, request.amount, request.term, request.unit))
      .slice(0, 3);
    expect(data.offers.map((o) => o.offer_id)).toEqual(expected.map((o) => o.offer_id));
  });

  it('renders the warning it is given before the cards, and the order line; none before the rules apply', () => {
    expect(data.warning).toBe(buildWarning());
    const html = renderToString(
      <Home route={route} params={{}} data={{ ...data, warning: lawOn('2026-11-28').advertising!.warning }} />,
    );
    expect(html.indexOf('class="pz-credit-warning"')).toBeGreaterThan(0);
    expect(html.indexOf('class="pz-credit-warning"')).toBeLessThan(html.indexOf('<article'));
    expect(html).toContain('class="pz-order-line"');
    expect(html).toContain('href="/terms-and-conditions/#kolejnosc-ofert"');
    expect(html).not.toContain('Polecane');
    const before = renderToString(
      <Home route={route} params={{}} data={{ ...data, warning: lawOn('2026-11-19').advertising?.warning ?? null }} />,
    );
    expect(before).not.toContain('pz-credit-warning');
    expect(before).toContain('class="pz-order-line"');
    // The build's warning is the one of the law the pages are built under.
    expect(buildWarning()).toBe(SITE_LAW.advertising?.warning ?? null);
  });
});
