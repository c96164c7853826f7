// @vitest-environment jsdom
// The legal check of the site: every prerendered page that lists or prices offers is rendered as the build renders
// it, under the law of today and under the law of a day after a simulated cut of the NBP reference rate (as an
// operator records one), and read back: every card within the caps of that law and true to the cost model, every
// representative example recomputed under the law of its own date, no offer the law refuses on any page, the
// advertising warning of that law and the line that explains the order above the offers.
import { renderToString } from 'preact-render-to-string';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { lawOn, warsawDay, type Law, type NbpRate } from '../contracts/law';
import { OFFERS } from '../contracts/lenders';
import { legalOffers, type Offer } from '../contracts/offer';
import { checkCard, rawCard, type Request } from '../tests/disclosure/cards';

const TODAY = warsawDay(new Date());
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const CUT_DAY = addDays(TODAY, 1);
const today = lawOn(TODAY);
/** A cut of a quarter point taking effect tomorrow: the maximum interest falls by half a point. */
const CUT: NbpRate = { pct: today.nbpRate.pct - 0.25, since: CUT_DAY, source: 'symulowana decyzja RPP (test)' };

const LAWS: [string, Law, Record<string, string>][] = [
  ['today', today, {}],
  [
    `a day after a simulated cut (${CUT.pct}% from ${CUT_DAY})`,
    lawOn(CUT_DAY, [CUT]),
    { PRERENDER_DAY: CUT_DAY, PRERENDER_NBP_RATES: JSON.stringify([CUT]) },
  ],
];

const saved = { PRERENDER_DAY: process.env.PRERENDER_DAY, PRERENDER_NBP_RATES: process.env.PRERENDER_NBP_RATES };
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** The site's modules as the prerender loads them with `env`: the build reads the law once, when it is imported. */
async function siteUnder(env: Record<string, string>) {
  delete process.env.PRERENDER_DAY;
  delete process.env.PRERENDER_NBP_RATES;
  Object.assign(process.env, env);
  vi.resetModules();
  const [{ DATA }, { PAGES }, { ROUTES }, buildLaw] = await Promise.all([
    import('./data'),
    import('./pages'),
    import('./routes'),
    import('./build-law'),
  ]);
  return { DATA, PAGES, ROUTES, buildLaw };
}

describe.each(LAWS)('the law check, %s', (_name, law, env) => {
  const refused = legalOffers(OFFERS, law).refused.map((r) => r.offer.offer_id);

  it('the build takes exactly this law and leaves out exactly the offers it refuses', { timeout: 60_000 }, async () => {
    const { buildLaw } = await siteUnder(env);
    expect(buildLaw.SITE_LAW).toEqual(law);
    expect(buildLaw.REFUSED_OFFERS.map((r) => r.offer_id)).toEqual(refused);
    // the cut must retire someone, or it tests nothing
    if (env.PRERENDER_NBP_RATES) expect(refused.length).toBeGreaterThan(0);
  });

  it(
    'every page that lists or prices offers: cards within the caps, true to the model, examples from their own date',
    { timeout: 120_000 },
    async () => {
      const { DATA, PAGES, ROUTES } = await siteUnder(env);
      const byId = new Map(OFFERS.map((o) => [o.offer_id, o] as const));
      const listing = ROUTES.filter((r) =>
        ['home', 'offers', 'landing-offers', 'category', 'partners-list'].includes(r.page),
      );
      expect(listing.length).toBeGreaterThanOrEqual(13);
      for (const route of listing) {
        const data = DATA[route.page].load(route, {}) as {
          law?: unknown;
          defaults?: { amount: number; termDays: number };
          example?: { amount: number; termDays: number };
        };
        expect(data.law, `${route.path} carries the law it was rendered under`).toMatchObject({
          day: law.day,
          maxInterestYearlyPct: law.maxInterestYearlyPct,
        });
        const loan = data.defaults ?? data.example!;
        const request: Request = { amount: loan.amount, term: loan.termDays, unit: 'days' };
        const Page = (await PAGES[route.page]()).default;
        document.body.innerHTML = renderToString(<Page route={route} params={{}} data={data} />);
        const cards = [...document.querySelectorAll('article.pz-card')].map(rawCard);
        expect(cards.length, route.path).toBeGreaterThan(0);
        // The 2026 warning of that law, before the first card, and the line that says how the list is ordered.
        const warning = document.querySelector('.pz-credit-warning');
        expect(warning?.textContent, `${route.path}: the warning`).toBe(law.advertising?.warning);
        expect(
          warning!.compareDocumentPosition(document.querySelector('article.pz-card')!) &
            Node.DOCUMENT_POSITION_FOLLOWING,
          `${route.path}: the warning before the first card`,
        ).toBeTruthy();
        expect(
          document.querySelector('.pz-order-line a')?.getAttribute('href'),
          `${route.path}: the order line links the rule`,
        ).toBe('/terms-and-conditions/#kolejnosc-ofert');
        for (const card of cards) {
          const offer = byId.get(Number(card.data['offer-id'])) as Offer;
          expect(
            refused,
            `${route.path} shows offer ${offer.offer_id}, which the law of ${law.day} refuses`,
          ).not.toContain(offer.offer_id);
          expect(checkCard(card, offer, law, request), route.path).toEqual([]);
        }
        document.body.innerHTML = '';
      }
    },
  );
});

describe('the law check can fail', () => {
  it(
    'a page rendered before the cut and still shown after it is caught: its offers break the new maximum',
    { timeout: 60_000 },
    async () => {
      const { DATA, PAGES, ROUTES } = await siteUnder({});
      const route = ROUTES.find((r) => r.page === 'offers')!;
      const data = DATA.offers.load(route, {}) as { defaults: { amount: number; termDays: number } };
      const Page = (await PAGES.offers()).default;
      document.body.innerHTML = renderToString(<Page route={route} params={{}} data={data} />);
      const byId = new Map(OFFERS.map((o) => [o.offer_id, o] as const));
      const after = LAWS[1]![1];
      const cards = [...document.querySelectorAll('article.pz-card')].map(rawCard);
      const problems = cards.flatMap((card) =>
        checkCard(card, byId.get(Number(card.data['offer-id']))!, after, {
          amount: data.defaults.amount,
          term: data.defaults.termDays,
          unit: 'days',
        }),
      );
      expect(problems.some((p) => p.includes('above the maximum'))).toBe(true);
      document.body.innerHTML = '';
    },
  );
});
