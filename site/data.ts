// Page data, built from the content source at build time (prerender) — never shipped inside page chunks.
// Each page key has a loader: (route, params) → the page's data, or undefined when the params fail page
// validation (→ 404). Param routes list the params to prerender.
import { fitsOffer, type Offer } from '../contracts/offer';
import { orderForVisitor } from '../contracts/offer-order';
import { BLOG_ARTICLES, findArticle } from './content/blog';
import { CATEGORIES, findCategory, offersForCategory, type CategoryPage } from './content/categories';
import { HOME } from './content/home';
import { lendersWithOffers } from '../contracts/lenders';
import { CATALOGUE, SHOWN_OFFERS as OFFERS, SITE_LAW, SITE_PRICING_LAW as law } from './build-law';
import { FOOTER_DISCLAIMER, HOME_PAGE, PARTNER_PAGE, PARTNERS_LIST_PAGE, AFFILIATE_RATES } from './content/pages';
import type { ErrorData } from './pages/ErrorPage';
import type { PageName } from './pages';
import type { BlogListData } from './pages/BlogList';
import type { CategoryData } from './pages/Category';
import type { HomeData } from './pages/Home';
import type { OffersData } from './pages/Offers';
import type { PartnerData } from './pages/Partner';
import type { PartnersListData } from './pages/PartnersList';
import type { RegistrationData } from './pages/Registration';
import type { TransitionData } from './pages/Transition';
import type { PageKey, RouteDef } from './routes';
import { legalData, legalParams } from './legal-data';

export interface DataSource {
  load(route: RouteDef, params: Record<string, string>): unknown;
  /** Param sets to prerender, for routes with parameters. */
  params?(): Record<string, string>[];
}

import { DEFAULT_CHOICE, DEFAULT_REQUEST, LOAN_LIMITS } from '../contracts/loan-limits';
import { snapToStep } from '../widgets/AmountSlider/snap';
import { limitsFromOffers } from '../widgets/LoanSliders/offer-limits';
import { requestLimits } from './components/request-limits';

const LENDERS = CATALOGUE.lenders;

/** The offers in the visitor's order for the site's default loan (every list re-orders them for the loan it shows). */
const forVisitor = orderForVisitor(OFFERS, DEFAULT_REQUEST, law);

/**
 * The advertising warning of the law the pages are built under (site/build-law.ts: the build's day, or the day of
 * the server's re-render; null before the rules
 * apply): every page that lists or prices offers carries it as data, and the partner widgets read it from there.
 */
export function buildWarning(): string | null {
  return SITE_LAW.advertising?.warning ?? null;
}
const WARNING = buildWarning();

const home = (): HomeData => ({
  description: HOME.description,
  hero: HOME.hero,
  howItWorks: {
    title: HOME_PAGE.howItWorks.title,
    intro: HOME_PAGE.howItWorks.intro,
    items: HOME_PAGE.howItWorks.steps.map((s) => ({ ...s })),
    note: HOME_PAGE.howItWorks.note,
  },
  // The three first offers of the visitor's order that lend the example loan.
  offers: forVisitor
    .filter((o) => fitsOffer(o, DEFAULT_REQUEST.amount, DEFAULT_REQUEST.term, DEFAULT_REQUEST.unit))
    .slice(0, 3),
  law,
  example: DEFAULT_CHOICE,
  warning: WARNING,
  partners: {
    title: HOME_PAGE.partners.title,
    items: LENDERS.map((l) => ({
      name: l.name,
      initials: l.logo.initials,
      background: l.logo.background,
      color: l.logo.color,
    })),
  },
  faq: { title: HOME_PAGE.faq.title, items: HOME_PAGE.faq.items.map((f) => ({ q: f.q, a: f.a })) },
});

const offers = (variant: OffersData['variant']): OffersData => ({
  variant,
  offers: forVisitor,
  law,
  defaults: DEFAULT_CHOICE,
  disclaimer: FOOTER_DISCLAIMER,
  warning: WARNING,
});

/**
 * The loan a category page starts at: the page's own (`/pozyczki/1000-zl/` is about 1 000 zł), else the site's
 * default, moved inside what the page's offers lend and onto the sliders' steps, so the sliders, the count and
 * the cards the prerender writes all show this one loan (and the hydrated page finds nothing to change).
 */
export function categoryLoan(page: Pick<CategoryPage, 'loan'>, offers: readonly Offer[]): CategoryData['defaults'] {
  const lent = limitsFromOffers(offers, 'days', { amount: LOAN_LIMITS.amount, term: LOAN_LIMITS.termDays });
  const slider = requestLimits('days', offers);
  const place = (
    value: number,
    range: { min: number; max: number },
    grid: { min: number; max: number; step: number },
  ) => snapToStep(Math.min(range.max, Math.max(range.min, value)), grid.min, grid.max, grid.step);
  return {
    amount: place(page.loan?.amount ?? DEFAULT_CHOICE.amount, lent.amount, slider.amount),
    termDays: place(page.loan?.termDays ?? DEFAULT_CHOICE.termDays, lent.term, slider.term),
  };
}

function category(route: RouteDef): CategoryData | undefined {
  const page = route.metaId === undefined ? undefined : findCategory(route.metaId);
  if (!page) return undefined;
  const { filter, loan: _loan, ...copy } = page;
  const offers = offersForCategory(page.metaId, forVisitor);
  return {
    category: { ...copy, filterText: filter.text },
    offers,
    law,
    defaults: categoryLoan(page, offers),
    warning: WARNING,
  };
}

/**
 * The categories a partner's widget can be limited to (every one but the page of all loans), each under its page's
 * own name ("Pożyczka 1 000 zł", as its title says) and the last part of its address.
 */
const snippetCategories = (): PartnerData['categories'] =>
  CATEGORIES.filter((c) => c.path !== '/pozyczki/').map((c) => ({
    slug: c.path.split('/').filter(Boolean).at(-1) ?? '',
    name: c.name,
  }));

export const DATA: Record<PageKey, DataSource> = {
  home: { load: home },
  'blog-list': {
    load: (): BlogListData => ({
      articles: BLOG_ARTICLES.map(({ id, title, excerpt, published, readingMinutes }) => ({
        id,
        title,
        excerpt,
        published,
        readingMinutes,
      })),
    }),
  },
  'blog-article': {
    load: (_route, params) => (params.id ? findArticle(params.id) : undefined),
    params: () => BLOG_ARTICLES.map((a) => ({ id: a.id })),
  },
  'cookies-policy': { load: () => legalData('cookies') },
  offers: { load: () => offers('offers') },
  'landing-offers': { load: () => offers('landing') },
  partner: {
    load: (): PartnerData => ({ page: PARTNER_PAGE, rates: AFFILIATE_RATES, categories: snippetCategories() }),
  },
  'partners-list': {
    load: (): PartnersListData => ({
      page: PARTNERS_LIST_PAGE,
      lenders: lendersWithOffers(LENDERS, forVisitor).filter((lender) => lender.offers.length > 0),
      law,
      example: DEFAULT_CHOICE,
      warning: WARNING,
    }),
  },
  'privacy-policy': { load: (_route, params) => legalData('privacy', params.id), params: () => legalParams('privacy') },
  terms: { load: (_route, params) => legalData('terms', params.id), params: () => legalParams('terms') },
  registration: { load: (route): RegistrationData => ({ variant: route.path === '/reg3/' ? 'reg3' : 'reg' }) },
  transition: {
    load: (): TransitionData => ({ offers: OFFERS.map((o) => ({ offer_id: o.offer_id, name: o.name, url: o.url })) }),
  },
  category: { load: category },
};

export const notFoundData: ErrorData = { status: 404 };

/** Fills a route pattern with params: ('/blog/:id/', {id: 'x'}) → '/blog/x/'; optional params may be left out. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      if (!part.startsWith(':')) return [part];
      const name = part.slice(1).replace(/\?$/, '');
      const value = params[name];
      return value === undefined ? [] : [encodeURIComponent(value)];
    });
  return parts.length ? `/${parts.join('/')}/` : '/';
}

export interface PrerenderEntry {
  path: string;
  route: RouteDef;
  params: Record<string, string>;
  page: PageName;
  data: unknown;
}

/** Every page the build writes: each fixed route, each param set of a param route. */
export function prerenderEntries(routes: readonly RouteDef[]): PrerenderEntry[] {
  const entries: PrerenderEntry[] = [];
  for (const route of routes) {
    const source = DATA[route.page];
    const paramSets = [
      ...(route.path.includes(':') && !route.path.includes('?') ? [] : [{}]),
      ...(source.params?.() ?? []),
    ];
    for (const params of paramSets) {
      const data = source.load(route, params);
      if (data === undefined)
        throw new Error(`${route.path} with ${JSON.stringify(params)}: its data source refused params it listed`);
      entries.push({ path: fillPath(route.path, params), route, params, page: route.page, data });
    }
  }
  return entries;
}
