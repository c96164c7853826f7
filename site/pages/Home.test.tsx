// The home page's recommended cards say which loan they are priced for, in the product's money format: the
// amount from the shared formatter ("1 500 zł" with no-break spaces, so "zł" never wraps away from its number).
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { formatPln } from '../../contracts/format';
import { DATA } from '../data';
import { ROUTES } from '../routes';
import Home, { type HomeData } from './Home';

const NBSP = '\u00a0';

describe('home page: the loan the recommended cards are priced for', () => {
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
