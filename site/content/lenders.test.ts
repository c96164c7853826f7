import { FIXTURE_PRICING_LAW as LAW } from '../../contracts/law-fixture';
import { lawOn } from '../../contracts/law';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_META_IDS,
  loanCost,
  calendarTermDays,
  daysInYearOf,
  nonInterestCap,
  annualPercentageRate,
  exampleFigures,
  roundPct,
  STATED_RRSO_TOLERANCE_PP,
  termInDays,
  validateOfferList,
  type Offer,
} from '../../contracts/offer';
import { SHORT_NAME } from '../brand';
import { ROUTES } from '../routes';
import { CATEGORIES, findCategory, offersForCategory } from './categories';
import { HOME } from './home';
import { formatGrosze, formatPct } from '../../contracts/format';
import { findLender, LENDERS, OFFERS } from '../../contracts/lenders';
import {
  countdownText,
  FOOTER_DISCLAIMER,
  HOME_PAGE,
  PARTNER_PAGE,
  PARTNERS_LIST_PAGE,
  TRANSITION_PAGE,
} from './pages';

const NBSP = '\u00a0';

// --- helpers --------------------------------------------------------------------------------------------------

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG 2 contrast ratio, 1–21. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** "2 241,10" (any spaces) → 2241.1 */
const parsePlNumber = (text: string): number => Number(text.replace(/\s/g, '').replace(',', '.'));

const MONEY = '([\\d\\s]+,\\d{2})\\szł';

function field(text: string, label: string, pattern = MONEY): number {
  const match = new RegExp(`${label}\\s${pattern}`).exec(text);
  if (!match?.[1]) throw new Error(`"${label}" not found in: ${text}`);
  return parsePlNumber(match[1]);
}

/** The numbers of a representative example, read back from its Polish text. */
function parseExample(text: string) {
  const term = /okres (?:spłaty|kredytowania)\s(\d+)\s(dzień|dni|miesiące|miesięcy|miesiąc)(?!\p{L})/u.exec(text);
  if (!term?.[1] || !term[2]) throw new Error(`term not found in: ${text}`);
  return {
    rrso: field(text, 'RRSO\\) wynosi', '([\\d\\s]+,\\d{2})%'),
    amount: field(text, 'całkowita kwota pożyczki'),
    totalToRepay: field(text, 'całkowita kwota do zapłaty'),
    interestRate: field(text, 'oprocentowanie stałe', '([\\d\\s]+,\\d{2})%'),
    totalCost: field(text, 'całkowity koszt pożyczki'),
    fees: field(text, 'prowizja'),
    interest: field(text, 'odsetki'),
    term: Number(term[1]),
    termWord: term[2],
  };
}

/**
 * The monthly instalments a representative example lists ("24 miesięczne raty po 532,49 zł", "…: 11 po X i ostatnia
 * Y").
 */
function instalmentsOf(text: string): { years: number; amount: number }[] {
  const even = /(\d+)\smiesięczn\S+\srat\S*\spo\s([\d\s]+,\d{2})\szł/u.exec(text);
  const uneven = /(\d+)\smiesięczn\S+\srat\S*:\s(\d+)\spo\s([\d\s]+,\d{2})\szł\si\sostatnia\s([\d\s]+,\d{2})\szł/u.exec(
    text,
  );
  const count = Number((even ?? uneven)?.[1]);
  if (!count) throw new Error(`instalments not found in: ${text}`);
  const regular = parsePlNumber(even ? even[2]! : uneven![3]!);
  const last = even ? regular : parsePlNumber(uneven![4]!);
  return Array.from({ length: count }, (_, i) => ({ years: (i + 1) / 12, amount: i === count - 1 ? last : regular }));
}

/** Real Polish lenders and loan brands: none may appear in our copy. */
const REAL_BRANDS = [
  'Vivus',
  'Wonga',
  'Provident',
  'Kuki',
  'Filarum',
  'Smartney',
  'Zaplo',
  'Ferratum',
  'Net Credit',
  'NetCredit',
  'Monedo',
  'Kredito24',
  'Hapi',
  'Lendon',
  'Miloan',
  'Extraportfel',
  'Ekstra Portfel',
  'Supercash',
  'Incredit',
  'Aasa',
  'Bocian',
  'Vanemo',
  'Cashper',
  'Pożyczka Plus',
  'Mikrokasa',
  'Fellow Finance',
  'Twoje Kredyty',
  'Pożyczkomat',
  'Alfakredyt',
  'Wandoo',
  'Solcredit',
  'Ok Money',
  'Kasa Stefczyka',
  'Euroloan',
  'Sohocredit',
  'Szybka Gotówka',
  'Kredyt Pocztowy',
  'Credilink',
  'eKassa',
  'Moneyman',
  'Kredytero',
  'Loando',
  'Rapida',
  'Ekspres Kasa',
  'Banqi',
  'Lendi',
];

/** The brand as a whole word, case-insensitive, with any kind of space between its words. */
const brandPattern = (brand: string): RegExp => {
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\\u00a0]');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu');
};

const ALL_COPY = JSON.stringify({
  OFFERS,
  LENDERS,
  CATEGORIES,
  HOME,
  HOME_PAGE,
  PARTNER_PAGE,
  PARTNERS_LIST_PAGE,
  TRANSITION_PAGE,
  FOOTER_DISCLAIMER,
});

const byId = (id: number): Offer => {
  const offer = OFFERS.find((o) => o.offer_id === id);
  if (!offer) throw new Error(`no offer ${id}`);
  return offer;
};

// --- offers ---------------------------------------------------------------------------------------------------

describe('OFFERS', () => {
  it('holds 10–12 offers with unique ids from 101 and unique ranks', () => {
    expect(OFFERS.length).toBeGreaterThanOrEqual(10);
    expect(OFFERS.length).toBeLessThanOrEqual(12);
    const ids = OFFERS.map((o) => o.offer_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(101);
    const ranks = OFFERS.map((o) => o.recommendedRank).sort((a, b) => a - b);
    expect(ranks).toEqual(OFFERS.map((_, i) => i + 1));
  });

  it('passes the wire validator unchanged', () => {
    expect(validateOfferList(JSON.parse(JSON.stringify(OFFERS)))).toEqual({ ok: true, value: OFFERS });
  });

  it('names a known lender, with its name and logo', () => {
    for (const offer of OFFERS) {
      const lender = findLender(offer.lenderId);
      expect(lender, offer.lenderId).toBeDefined();
      expect(offer.name).toBe(lender?.name);
      expect(offer.logo).toEqual(lender?.logo);
    }
    expect(new Set(OFFERS.map((o) => o.lenderId)).size).toBe(LENDERS.length);
  });

  it.each(OFFERS.map((o) => [o.offer_id, o.name, o] as const))('%d %s stays within the legal caps', (_, __, offer) => {
    const law = lawOn(offer.example.date);
    expect(offer.pricing.interestYearlyPct).toBeLessThanOrEqual(law.maxInterestYearlyPct);
    const { amount, term, date } = offer.example;
    const cost = loanCost(offer, amount, term, law, { firstLoan: false, start: date });
    expect(cost.fees).toBeLessThanOrEqual(
      nonInterestCap(amount, calendarTermDays(term, offer.term.unit, date), law, daysInYearOf(date)),
    );
  });

  it('keeps short-term and instalment figures in the market ranges', () => {
    for (const o of OFFERS) {
      if (o.kind === 'short') {
        expect(o.term.unit).toBe('days');
        expect(o.amount.min).toBeGreaterThanOrEqual(100);
        expect(o.amount.max).toBeLessThanOrEqual(5000);
        expect(o.term.min).toBeGreaterThanOrEqual(5);
        expect(o.term.max).toBeLessThanOrEqual(65);
      } else {
        expect(o.term.unit).toBe('months');
        expect(o.amount.min).toBeGreaterThanOrEqual(500);
        expect(o.amount.max).toBeLessThanOrEqual(25000);
        expect(o.term.min).toBeGreaterThanOrEqual(3);
        expect(o.term.max).toBeLessThanOrEqual(48);
      }
      expect(o.decisionMinutes).toBeGreaterThanOrEqual(5);
      expect(o.decisionMinutes).toBeLessThanOrEqual(30);
      expect(o.highlights.length).toBeGreaterThanOrEqual(2);
      expect(o.highlights.length).toBeLessThanOrEqual(3);
    }
    expect(OFFERS.filter((o) => o.firstLoanFree && o.firstLoanFree.maxAmount >= 2000).length).toBeGreaterThanOrEqual(2);
  });
});

describe('representative examples', () => {
  it.each(OFFERS.map((o) => [o.offer_id, o.name, o] as const))('%d %s agrees with loanCost', (_, __, offer) => {
    const parsed = parseExample(offer.representativeExample);
    const { amount, term } = offer.example;
    const cost = loanCost(offer, amount, term, LAW, { firstLoan: false });
    expect(parsed.amount).toBe(amount);
    expect(parsed.term).toBe(term);
    expect(parsed.interest).toBe(cost.interest);
    expect(parsed.fees).toBe(cost.fees);
    expect(parsed.totalCost).toBe(cost.totalCost);
    expect(parsed.totalToRepay).toBe(cost.totalToRepay);
    // The published sums hold by themselves, not only because the same code wrote them.
    expect(parsed.totalCost).toBeCloseTo(parsed.interest + parsed.fees, 2);
    expect(parsed.totalToRepay).toBeCloseTo(parsed.amount + parsed.totalCost, 2);
    expect(parsed.interestRate).toBe(offer.pricing.interestYearlyPct);
    expect(parsed.rrso).toBe(offer.rrsoPct);
    expect(cost.free).toBe(false);
  });

  it.each(OFFERS.map((o) => [o.offer_id, o.name, o] as const))(
    '%d %s: stated RRSO within 0.1 pp of the Annex I rate of the example as its text states it',
    (_, __, offer) => {
      expect(STATED_RRSO_TOLERANCE_PP).toBe(0.1);
      const parsed = parseExample(offer.representativeExample);
      // From the published text alone: one repayment after the term, or the instalments the text lists.
      const figures = exampleFigures(offer, LAW);
      const fromText = annualPercentageRate(
        parsed.amount,
        offer.kind === 'short'
          ? [{ years: parsed.term / 365, amount: parsed.totalToRepay }]
          : instalmentsOf(offer.representativeExample),
      );
      expect(Math.abs(offer.rrsoPct - fromText)).toBeLessThanOrEqual(STATED_RRSO_TOLERANCE_PP);
      expect(Math.abs(offer.rrsoPct - roundPct(figures.rrsoPct))).toBeLessThanOrEqual(STATED_RRSO_TOLERANCE_PP);
    },
  );

  it('writes terms with the right Polish plural', () => {
    for (const offer of OFFERS) {
      const { term, termWord } = parseExample(offer.representativeExample);
      const forms = offer.term.unit === 'days' ? ['dzień', 'dni', 'dni'] : ['miesiąc', 'miesiące', 'miesięcy'];
      const few = term % 10 >= 2 && term % 10 <= 4 && (term % 100 < 12 || term % 100 > 14);
      expect(termWord).toBe(term === 1 ? forms[0] : few ? forms[1] : forms[2]);
    }
    expect(byId(109).representativeExample).toContain(`24${NBSP}miesiące, 24${NBSP}miesięczne raty`);
    expect(byId(110).representativeExample).toContain(`12${NBSP}miesięcy, 12${NBSP}miesięcznych rat`);
  });

  it('says that a free-first-loan example is for a later loan', () => {
    for (const offer of OFFERS) {
      expect(offer.representativeExample.startsWith('Przykład reprezentatywny dla kolejnej pożyczki')).toBe(
        offer.firstLoanFree !== null,
      );
    }
  });
});

describe('Polish number formats', () => {
  it.each([
    [formatGrosze(1500), `1${NBSP}500,00${NBSP}zł`],
    [formatGrosze(2241.1), `2${NBSP}241,10${NBSP}zł`],
    [formatGrosze(30), `30,00${NBSP}zł`],
    [formatPct(12.34), '12,34%'],
    [formatPct(1234.5), `1${NBSP}234,50%`],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

// --- categories -----------------------------------------------------------------------------------------------

describe('categories', () => {
  it('covers the nine category routes with their paths', () => {
    expect(CATEGORIES.map((c) => c.metaId)).toEqual([...CATEGORY_META_IDS]);
    for (const category of CATEGORIES) {
      const route = ROUTES.find((r) => r.metaId === category.metaId);
      expect(category.path).toBe(route?.path);
      expect(findCategory(category.metaId)).toBe(category);
    }
    expect(findCategory(2)).toBeUndefined();
  });

  it.each(CATEGORIES.map((c) => [c.metaId, c.path, c] as const))('%d %s has complete copy', (_, __, category) => {
    expect(category.title.endsWith(` – ${SHORT_NAME}`)).toBe(true);
    expect(category.description.length).toBeGreaterThanOrEqual(120);
    expect(category.description.length).toBeLessThanOrEqual(160);
    expect(category.intro).toHaveLength(2);
    expect(category.intro.every((p) => p.length > 80)).toBe(true);
    expect(category.faq.length).toBeGreaterThanOrEqual(4);
    expect(category.faq.length).toBeLessThanOrEqual(6);
    for (const { q, a } of category.faq) {
      expect(q.endsWith('?')).toBe(true);
      expect(a.length).toBeGreaterThan(40);
    }
  });

  it.each(CATEGORY_META_IDS.map((id) => [id]))('category %d lists at least 3 offers, each eligible', (metaId) => {
    const category = findCategory(metaId);
    const listed = offersForCategory(metaId);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const offer of listed) expect(category?.filter.eligible(offer), `${offer.name} on ${metaId}`).toBe(true);
    const ranks = listed.map((o) => o.recommendedRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('lists every offer on the general page and the 30-day page only for loans that can last 30 days', () => {
    expect(offersForCategory(3)).toHaveLength(OFFERS.length);
    for (const offer of offersForCategory(8)) {
      expect(termInDays(offer.term.min, offer.term.unit)).toBeLessThanOrEqual(30);
      expect(termInDays(offer.term.max, offer.term.unit)).toBeGreaterThanOrEqual(30);
    }
  });

  it('answers the questions each topic needs', () => {
    const text = (id: number) => JSON.stringify(findCategory(id));
    for (const word of ['PESEL', 'karty pobytu', 'konta w polskim banku', 'polskiego numeru telefonu'])
      expect(text(7)).toContain(word);
    for (const word of ['pierwsza', 'w terminie', 'limicie']) expect(text(5)).toContain(word);
    for (const word of ['spirali', 'konsolidacyjn', 'upadłość konsumencka', 'rzecznika konsumentów'])
      expect(text(9)).toContain(word);
    expect(text(6)).toContain('nie istnieje');
    // The worked examples say which loan each figure is for: 1 000 zł for 30 days at Lipowa Kasa (14% a year) costs
    // 11,51 + 108,21 zł (the art. 36a cap, floored), and (1 119,72 / 1 000)^(365/30) − 1 = 295,82%.
    expect(findCategory(8)?.faq[0]?.a).toContain(
      `${'1'}${NBSP}000${NBSP}zł na 30 dni w ofercie firmy Lipowa Kasa kosztuje 119,72${NBSP}zł, czyli oddajesz 1${NBSP}119,72${NBSP}zł; RRSO tej pożyczki wynosi 295,82%.`,
    );
  });
});

// --- lenders, brands, addresses, logos ------------------------------------------------------------------------

describe('lenders', () => {
  it('has 10–12 invented lenders with legal names', () => {
    expect(LENDERS.length).toBeGreaterThanOrEqual(10);
    expect(LENDERS.length).toBeLessThanOrEqual(12);
    expect(new Set(LENDERS.map((l) => l.id)).size).toBe(LENDERS.length);
    for (const lender of LENDERS) {
      expect(lender.legalName).toMatch(/ sp\. z o\.o\.$/);
      expect(lender.founded).toBeGreaterThan(2000);
      expect(lender.founded).toBeLessThanOrEqual(2026);
    }
    expect(findLender('kasomir')?.name).toBe('Kasomir');
    expect(findLender('nieznany')).toBeUndefined();
  });

  it.each(REAL_BRANDS.map((b) => [b]))('never mentions the real brand %s', (brand) => {
    expect(ALL_COPY).not.toMatch(brandPattern(brand));
  });

  it('would catch a planted brand name, in any case and spacing', () => {
    expect(`Pożyczka w${NBSP}NET${NBSP}CREDIT`).toMatch(brandPattern('Net Credit'));
    expect('„Vivus”').toMatch(brandPattern('Vivus'));
    // Whole words only: a longer Polish word that contains a brand is not a mention.
    expect('Kukiełka').not.toMatch(brandPattern('Kuki'));
  });

  it('links only to https addresses under .example', () => {
    const urls = [...OFFERS.map((o) => o.url), ...LENDERS.map((l) => l.url)];
    for (const url of urls) {
      const parsed = new URL(url);
      expect(parsed.protocol).toBe('https:');
      expect(parsed.hostname.endsWith('.example')).toBe(true);
    }
    expect(ALL_COPY.match(/https?:\/\/[^\s"]+/g)?.every((u) => /^https:\/\/[a-z0-9.-]+\.example\//.test(u))).toBe(true);
  });

  it('checks the contrast helper against known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(LENDERS.map((l) => [l.name, l.logo] as const))('%s logo has WCAG AA contrast (≥ 4.5:1)', (_, logo) => {
    expect(contrast(logo.background, logo.color)).toBeGreaterThanOrEqual(4.5);
  });
});

// --- pages ----------------------------------------------------------------------------------------------------

describe('countdownText', () => {
  // Written out by hand rather than with Intl, so the test does not repeat the code under test.
  const expected = (n: number): string => {
    if (n === 0) return 'Już teraz';
    const word = n === 1 ? 'sekundę' : n % 10 >= 2 && n % 10 <= 4 && (n < 12 || n > 14) ? 'sekundy' : 'sekund';
    return `Za ${n}${NBSP}${word}`;
  };

  it.each(Array.from({ length: 26 }, (_, n) => [n, expected(n)]))('%d → %s', (n, text) => {
    expect(countdownText(n)).toBe(text);
  });

  it.each([
    [1, `Za 1${NBSP}sekundę`],
    [3, `Za 3${NBSP}sekundy`],
    [5, `Za 5${NBSP}sekund`],
    [22, `Za 22${NBSP}sekundy`],
    [2.2, `Za 3${NBSP}sekundy`],
    [-1, 'Już teraz'],
    [Number.NaN, 'Już teraz'],
  ])('%d → %s', (n, text) => {
    expect(countdownText(n)).toBe(text);
  });

  it('has the redirect heading', () => {
    expect(TRANSITION_PAGE.heading).toBe('Przekierowujemy Cię do pożyczkodawcy…');
    expect(TRANSITION_PAGE.lenderLine('Kasomir')).toContain('Kasomir');
  });
});

describe('home, partner and partners-list copy', () => {
  it('has 6 FAQ questions, 3–4 steps and a partners title', () => {
    expect(HOME_PAGE.faq.items).toHaveLength(6);
    expect(HOME_PAGE.howItWorks.steps.length).toBeGreaterThanOrEqual(3);
    expect(HOME_PAGE.howItWorks.steps.length).toBeLessThanOrEqual(4);
    expect(HOME_PAGE.partners.title.length).toBeGreaterThan(0);
  });

  it('states the affiliate rates and the forbidden misleading claims', () => {
    const text = JSON.stringify(PARTNER_PAGE);
    expect(text).toContain('CPL');
    expect(text).toContain('CPS');
    expect(text).toContain('gwarantowana pożyczka bez BIK');
    expect(PARTNER_PAGE.faq.items.length).toBeGreaterThanOrEqual(4);
    expect(PARTNERS_LIST_PAGE.intro).toHaveLength(2);
  });

  it('ends every page with a disclaimer built from the offers', () => {
    // The highest RRSO it names is a card's, not an example's (site/content/footer-rrso.test.ts).
    expect(FOOTER_DISCLAIMER).toContain('najwyższe, jakie może pokazać karta oferty');
    expect(FOOTER_DISCLAIMER).toContain(`od 5${NBSP}dni do 48${NBSP}miesięcy`);
    expect(FOOTER_DISCLAIMER).toContain('Przykład reprezentatywny');
    expect(FOOTER_DISCLAIMER).toContain('Nie udzielamy pożyczek');
  });
});
