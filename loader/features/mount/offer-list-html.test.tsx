// @vitest-environment jsdom
// The offer list our server renders for partner pages: every figure on every card is the cost model's for the loan
// that card shows (the disclosure checker of tests/disclosure), for a grid of loans; no style attribute (a page's
// CSP would block it in inserted HTML), the same colours as rules; links are our transition page's paths.
import { FIXTURE_LAW } from '../../../contracts/law-fixture';
import { FIXTURE_PRICING_LAW as LAW } from '../../../contracts/law-fixture';
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { OFFERS } from '../../../contracts/lenders';
import { quoteLoan, type Offer } from '../../../contracts/offer';
import { lenderCardCss } from '../../../widgets/LenderCard/LenderCard';
import { OfferList, offerListCss } from '../../../widgets/OfferList/OfferList';
import { checkCard, rawCard, type Request } from '../../../tests/disclosure/cards';
import { transitionPath } from './links';
import { OFFER_LIST_STYLESHEET, renderOfferList, renderWithoutStyleAttributes, STYLE_ATTR } from './offer-list-html';
import { listProps, shownOffers } from './offer-list-view';
import { widgetSpec, type OfferListWidget } from './props';
import { lawOn } from '../../../contracts/law';

const WARNING = lawOn('2026-11-28').advertising!.warning;

const byId = new Map(OFFERS.map((o) => [o.offer_id, o]));
const specOf = (dataset: Record<string, string>): OfferListWidget => {
  const { spec } = widgetSpec({ widget: 'offer-list', ...dataset });
  if (spec?.widget !== 'offer-list') throw new Error('not an offer list');
  return spec;
};
const parse = (html: string): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

const REQUESTS: Request[] = [
  { amount: 1500, term: 30, unit: 'days' },
  { amount: 2000, term: 30, unit: 'days' },
  { amount: 100, term: 5, unit: 'days' },
  { amount: 9000, term: 24, unit: 'months' },
  { amount: 25000, term: 48, unit: 'months' },
];

describe('renderOfferList', () => {
  it.each(REQUESTS.map((r) => [r.amount, r.term, r.unit, r] as const))(
    '%d zł for %d %s: every card tells the truth, in the widget’s order and limit',
    (_a, _t, _u, request) => {
      const spec = specOf({
        amount: String(request.amount),
        term: String(request.term),
        unit: request.unit,
        limit: '20',
      });
      const { html, css, unknownCategory } = renderOfferList(spec, OFFERS, false, LAW, WARNING);
      expect(unknownCategory).toBe(false);
      const root = parse(html);
      const cards = [...root.querySelectorAll('article.pz-card')].map(rawCard);
      expect(cards.map((c) => Number(c.data['offer-id']))).toEqual(
        shownOffers(OFFERS, spec, LAW).map((o) => o.offer_id),
      );
      const problems = cards.flatMap((card) =>
        checkCard(card, byId.get(Number(card.data['offer-id'])) as Offer, FIXTURE_LAW, request),
      );
      expect(problems).toEqual([]);
      // Each link is our transition page for the loan its card priced; host and partner values come in the page.
      for (const article of root.querySelectorAll('article.pz-card')) {
        const offer = byId.get(Number(article.getAttribute('data-offer-id'))) as Offer;
        const quote = quoteLoan(offer, request.amount, request.term, request.unit);
        expect(article.querySelector('a.pz-card__cta')?.getAttribute('href')).toBe(transitionPath(offer, quote));
      }
      // Colours as rules, never as style attributes.
      expect(root.querySelector('[style]')).toBeNull();
      for (const logo of root.querySelectorAll('.pz-card__logo')) {
        const badge = [...logo.classList].find((name) => /^pz-b[0-9a-f]{12}$/.test(name));
        expect(css).toMatch(new RegExp(`\\.${badge}\\{background:#[0-9a-f]{6};color:#[0-9a-f]{6}\\}`));
      }
    },
  );

  it('is the list the browser renders, apart from the colours (rules instead of style) and generated ids', () => {
    const spec = specOf({ amount: '2000', term: '30', limit: '3', heading: 'Pożyczki od naszego partnera' });
    const server = parse(renderOfferList(spec, OFFERS, false, LAW, WARNING).html);
    const { container } = render(
      <OfferList
        law={LAW}
        offers={shownOffers(OFFERS, spec, LAW)}
        hrefFor={transitionPath}
        {...listProps(spec, WARNING)}
      />,
    );
    const normalised = (root: Element) => {
      root.querySelectorAll('[style]').forEach((el) => el.removeAttribute('style'));
      root.querySelectorAll(`[${STYLE_ATTR}]`).forEach((el) => el.removeAttribute(STYLE_ATTR));
      return root.innerHTML.replace(/(id|aria-labelledby)="[^"]*"/g, '$1=""');
    };
    expect(normalised(server)).toBe(normalised(container));
    expect(server.querySelectorAll('article.pz-card')).toHaveLength(3);
    expect(server.querySelector('h2')?.textContent).toBe('Pożyczki od naszego partnera');
  });

  it('carries the warning of the law of the day it is given, the order line and our intermediary notice', () => {
    const after = parse(renderOfferList(specOf({}), OFFERS, false, LAW, WARNING).html);
    expect(after.querySelector('.pz-credit-warning')?.textContent).toBe(WARNING);
    expect(after.querySelector('.pz-order-line a')?.getAttribute('href')).toBe(
      '/terms-and-conditions/#kolejnosc-ofert',
    );
    expect(after.querySelector('.pz-intermediary')?.textContent).toMatch(
      /pośrednik kredytowy.*prowizję płacą nam pożyczkodawcy/,
    );
    expect(after.querySelector('.pz-intermediary a')?.getAttribute('href')).toBe('/terms-and-conditions/');
    // The warning comes before the first card.
    const text = after.textContent ?? '';
    expect(text.indexOf(WARNING)).toBeLessThan(
      text.indexOf(after.querySelector('article .pz-card__name')!.textContent!),
    );
    const before = parse(
      renderOfferList(specOf({}), OFFERS, false, LAW, lawOn('2026-11-19').advertising?.warning ?? null).html,
    );
    expect(before.querySelector('.pz-credit-warning')).toBeNull();
    expect(before.querySelector('.pz-order-line')).not.toBeNull();
  });

  it('keeps an unknown category to say so, and the stylesheet has the tokens, the shadow reset and the cards', () => {
    expect(renderOfferList(specOf({ category: 'nie-ma' }), OFFERS, true, LAW, WARNING).unknownCategory).toBe(true);
    expect(OFFER_LIST_STYLESHEET).toMatch(/^:host\s*\{[^}]*--pz-/);
    for (const part of [offerListCss, lenderCardCss]) expect(OFFER_LIST_STYLESHEET).toContain(part);
  });
});

describe('renderWithoutStyleAttributes', () => {
  it('moves style objects into numbered rules (equal ones share a number) and refuses values that could leave their rule', () => {
    // Elements made while rendering (by components), as every element of the offer list is.
    const Spans = () => (
      <p>
        <span style={{ background: '#fff', color: '#10233f' }}>a</span>
        <span style={{ background: '#fff', color: '#10233f' }}>b</span>
        <span style={{ borderTopColor: 'red', '--pz-x': '1px' } as never}>c</span>
      </p>
    );
    const { html, css } = renderWithoutStyleAttributes(<Spans />);
    expect(html).toBe(
      `<p><span ${STYLE_ATTR}="1">a</span><span ${STYLE_ATTR}="1">b</span><span ${STYLE_ATTR}="2">c</span></p>`,
    );
    expect(css).toBe(
      `[${STYLE_ATTR}="1"]{background:#fff;color:#10233f}[${STYLE_ATTR}="2"]{border-top-color:red;--pz-x:1px}`,
    );
    const Escaping = () => <span style={{ color: 'red}body{color:blue' }}>x</span>;
    expect(() => renderWithoutStyleAttributes(<Escaping />)).toThrow(/cannot be written/);
    // The hook is ours for that render only.
    expect(renderWithoutStyleAttributes(<i />).css).toBe('');
  });
});
