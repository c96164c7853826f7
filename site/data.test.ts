// The page data builder: what each category page starts at. A page about one loan (/pozyczki/1000-zl/ is about
// 1 000 zł, /pozyczki/na-30-dni/ about 30 days) starts at that loan, inside what its offers lend; the rest start at
// the site's default loan. The prerender, the hydrated page and the client router all read this data.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHOICE } from '../contracts/loan-limits';
import type { Offer } from '../contracts/offer';
import { snapToStep } from '../widgets/AmountSlider/snap';
import { CATEGORIES, offersForCategory } from './content/categories';
import { requestLimits } from './components/request-limits';
import { categoryLoan, DATA } from './data';
import { formatPln } from '../contracts/format';
import { SHORT_NAME } from './brand';
import type { CategoryData } from './pages/Category';
import type { PartnerData } from './pages/Partner';
import { ROUTES } from './routes';

/** Written out by hand: the loan each category page is about, or the default (1 500 zł for 30 days). */
const EXPECTED: Record<string, { amount: number; termDays: number }> = {
  '/pozyczki/': { amount: 1500, termDays: 30 },
  '/pozyczki/z-wpisami-w-krd-erif-bik-big/': { amount: 1500, termDays: 30 },
  '/pozyczki/za-darmo/': { amount: 1500, termDays: 30 },
  '/pozyczki/dla-kazdego-bez-odmowy/': { amount: 1500, termDays: 30 },
  '/pozyczki/dla-ukraincow-i-obcokrajowcow/': { amount: 1500, termDays: 30 },
  '/pozyczki/na-30-dni/': { amount: 1500, termDays: 30 },
  '/pozyczki/dla-zadluzonych/': { amount: 1500, termDays: 30 },
  '/pozyczki/na-dowod/': { amount: 1500, termDays: 30 },
  '/pozyczki/1000-zl/': { amount: 1000, termDays: 30 },
};

const categoryRoutes = ROUTES.filter((r) => r.page === 'category');
const load = (path: string): CategoryData => {
  const route = categoryRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no category route ${path}`);
  return DATA.category.load(route, {}) as CategoryData;
};

describe('category page data: the loan the page starts at', () => {
  it('covers every category route', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(categoryRoutes.map((r) => r.path).sort());
    expect(CATEGORIES).toHaveLength(categoryRoutes.length);
  });

  it.each(Object.entries(EXPECTED))('%s starts at %j', (path, loan) => {
    expect(load(path).defaults).toEqual(loan);
  });

  it.each(CATEGORIES.map((c) => [c.path, c] as const))(
    '%s: its own amount and term, where it names them, win over the default',
    (path, page) => {
      const { defaults, offers } = load(path);
      expect(defaults.amount).toBe(page.loan?.amount ?? DEFAULT_CHOICE.amount);
      expect(defaults.termDays).toBe(page.loan?.termDays ?? DEFAULT_CHOICE.termDays);
      // The sliders show exactly this loan: it is on their grid, so nothing moves when the page hydrates.
      const limits = requestLimits('days', offers);
      expect(snapToStep(defaults.amount, limits.amount.min, limits.amount.max, limits.amount.step)).toBe(
        defaults.amount,
      );
      expect(snapToStep(defaults.termDays, limits.term.min, limits.term.max, limits.term.step)).toBe(defaults.termDays);
      // The page's own loan field is not shipped with the page's data: the defaults carry it.
      expect('loan' in load(path).category).toBe(false);
    },
  );

  it('the page about 1 000 zł lists offers that lend 1 000 zł for 30 days', () => {
    const { offers, defaults } = load('/pozyczki/1000-zl/');
    expect(offers.some((o) => o.amount.min <= defaults.amount && o.amount.max >= defaults.amount)).toBe(true);
  });
});

describe('categoryLoan: a page loan outside what its offers lend is moved inside, onto the sliders’ steps', () => {
  const offers: Offer[] = offersForCategory(5); // short loans only, 100–5 000 zł, 5–45 days
  const lent = { min: Math.min(...offers.map((o) => o.amount.min)), max: Math.max(...offers.map((o) => o.amount.max)) };
  const days = { min: Math.min(...offers.map((o) => o.term.min)), max: Math.max(...offers.map((o) => o.term.max)) };

  it.each([
    ['no loan of its own', undefined, { amount: DEFAULT_CHOICE.amount, termDays: DEFAULT_CHOICE.termDays }],
    ['an amount only', { amount: 2000 }, { amount: 2000, termDays: DEFAULT_CHOICE.termDays }],
    ['a term only', { termDays: 14 }, { amount: DEFAULT_CHOICE.amount, termDays: 14 }],
    ['more than any offer lends', { amount: 24000, termDays: 90 }, { amount: lent.max, termDays: days.max }],
    ['less than any offer lends', { amount: 0, termDays: 1 }, { amount: lent.min, termDays: days.min }],
    ['off the sliders’ steps', { amount: 1234 }, { amount: 1250, termDays: DEFAULT_CHOICE.termDays }],
  ] as const)('%s', (_what, loan, expected) => {
    expect(categoryLoan(loan ? { loan } : {}, offers)).toEqual(expected);
  });
});

describe('partner page data: the categories the snippet builder offers', () => {
  const route = ROUTES.find((r) => r.page === 'partner')!;
  const { categories } = DATA.partner.load(route, {}) as PartnerData;

  it('offers every category but the page of all loans, each under its page title’s name', () => {
    const pages = CATEGORIES.filter((c) => c.path !== '/pozyczki/');
    expect(categories).toEqual(
      pages.map((c) => ({ slug: c.path.split('/').at(-2), name: c.title.replace(` – ${SHORT_NAME}`, '') })),
    );
  });

  it('writes the 1 000 zł page as its title does: "Pożyczka 1 000 zł", with no-break spaces', () => {
    expect(categories.find((c) => c.slug === '1000-zl')?.name).toBe(`Pożyczka ${formatPln(1000)}`);
    expect(categories.find((c) => c.slug === '1000-zl')?.name).toBe('Pożyczka 1\u00a0000\u00a0zł');
  });

  it('each category route carries the same name as its page (but the page of all loans, "Pożyczki" in breadcrumbs)', () => {
    for (const page of CATEGORIES.filter((c) => c.path !== '/pozyczki/'))
      expect(ROUTES.find((r) => r.metaId === page.metaId)?.name, page.path).toBe(page.name);
  });
});
