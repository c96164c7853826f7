// The one source of lenders and their offers: cards, category pages, the partners list and the default offer
// configuration all read from here. Lenders are invented; their sites live under the reserved .example domain.
import { DAYS, formatGrosze, formatPct, formatPln, MONTHS, pluralPl, type PluralForms } from './format';
import { lawOn, type Law, type PricingLaw } from './law';
import { exampleFigures, roundPct, type Offer } from './offer';

/** A lender: the one type the site, the widgets (cards, the lender hub) and the tests share. */
export interface Lender {
  /** Slug; also the #hash of its detail view in the lender hub (/partners-list/#kasomir). */
  id: string;
  name: string;
  legalName: string;
  description: string;
  founded: number;
  /** Home page; an offer's own url is its application form. */
  url: string;
  logo: Offer['logo'];
  /** The lender's sub-id parameter that carries our click id (its affiliate documentation); absent: `click_id`. */
  clickParam?: string;
}

/** A lender with the offers of it we list, in the order to show them (the lender hub's input). */
export interface LenderWithOffers extends Lender {
  offers: Offer[];
}

const INSTALMENTS: PluralForms = { one: 'miesięczna rata', few: 'miesięczne raty', many: 'miesięcznych rat' };

/**
 * The day the catalogue's representative examples were calculated on, under the law of that day (contracts/law.ts).
 * Each example carries its own date; a repricing sets a new one and the figures are recomputed from it.
 */
export const EXAMPLE_CALCULATION_DAY = '2026-11-28';

type OfferDraft = Omit<Offer, 'representativeExample'>;

/** 2026-11-28 → 28.11.2026, as examples state their date. */
const polishDate = (day: string): string => day.split('-').reverse().join('.');

/**
 * The "przykład reprezentatywny" in the words lenders publish it, computed from the offer's own pricing under the
 * law of the example's date, for a loan starting that day.
 */
export function representativeExampleText(offer: OfferDraft, law: PricingLaw = lawOn(offer.example.date)): string {
  const { amount, term, date } = offer.example;
  // The example shows what a paying customer pays; with a free first loan that is the next loan.
  const cost = exampleFigures(offer, law);
  const rate = offer.pricing.interestYearlyPct;
  const intro = offer.firstLoanFree
    ? `Przykład reprezentatywny dla kolejnej pożyczki (pierwsza pożyczka do ${formatPln(offer.firstLoanFree.maxAmount)} ` +
      `na maksymalnie ${pluralPl(offer.firstLoanFree.maxDays, DAYS)} jest bezpłatna): `
    : 'Przykład reprezentatywny: ';
  let repayment = `okres spłaty ${pluralPl(term, DAYS)}, spłata jednorazowa.`;
  if (cost.instalments) {
    const { count, regular, last } = cost.instalments;
    const schedule =
      regular === last
        ? `${pluralPl(count, INSTALMENTS)} po ${formatGrosze(regular)}`
        : `${pluralPl(count, INSTALMENTS)}: ${count - 1} po ${formatGrosze(regular)} i ostatnia ${formatGrosze(last)}`;
    repayment = `okres kredytowania ${pluralPl(term, MONTHS)}, ${schedule}.`;
  }
  return (
    `${intro}Rzeczywista Roczna Stopa Oprocentowania (RRSO) wynosi ${formatPct(offer.rrsoPct)}, ` +
    `całkowita kwota pożyczki ${formatGrosze(amount)}, całkowita kwota do zapłaty ${formatGrosze(cost.totalToRepay)}, ` +
    `oprocentowanie stałe ${formatPct(rate)} w skali roku, całkowity koszt pożyczki ${formatGrosze(cost.totalCost)}, ` +
    `w tym prowizja ${formatGrosze(cost.fees)} i odsetki ${formatGrosze(cost.interest)}, ${repayment} ` +
    `Kalkulacja została dokonana na dzień ${polishDate(date)} r. na reprezentatywnym przykładzie.`
  );
}

// --- Lenders --------------------------------------------------------------------------------------------------

export const LENDERS: readonly Lender[] = [
  {
    id: 'kasomir',
    name: 'Kasomir',
    legalName: 'Kasomir sp. z o.o.',
    description: 'Szybkie pożyczki online na krótki termin. Pierwsza pożyczka bez żadnych kosztów.',
    founded: 2014,
    url: 'https://kasomir.example/',
    logo: { initials: 'KS', background: '#0b5d3b', color: '#ffffff' },
  },
  {
    id: 'portfelik',
    name: 'Portfelik',
    legalName: 'Portfelik Finanse sp. z o.o.',
    description: 'Małe pożyczki na dowód, także dla obcokrajowców mieszkających w Polsce.',
    founded: 2017,
    url: 'https://portfelik.example/',
    logo: { initials: 'PF', background: '#ffd23f', color: '#1a1a1a' },
    clickParam: 'aff_sub',
  },
  {
    id: 'groszownia',
    name: 'Groszownia',
    legalName: 'Groszownia Polska sp. z o.o.',
    description: 'Pożyczki od 100 zł z prostym wnioskiem i darmową pierwszą pożyczką.',
    founded: 2016,
    url: 'https://groszownia.example/',
    logo: { initials: 'GR', background: '#7a2e0e', color: '#ffffff' },
  },
  {
    id: 'jaskolka',
    name: 'Jaskółka',
    legalName: 'Jaskółka Pożyczki sp. z o.o.',
    description: 'Decyzja zwykle w kilka minut, a do wniosku wystarczy dowód osobisty.',
    founded: 2019,
    url: 'https://jaskolka.example/',
    logo: { initials: 'JA', background: '#1d3557', color: '#ffffff' },
  },
  {
    id: 'lipowa-kasa',
    name: 'Lipowa Kasa',
    legalName: 'Lipowa Kasa sp. z o.o.',
    description: 'Pożyczki na dowód ze spłatą jednorazową, także dla obcokrajowców.',
    founded: 2013,
    url: 'https://lipowakasa.example/',
    logo: { initials: 'LK', background: '#e9f5db', color: '#2d5016' },
  },
  {
    id: 'debowy-grosz',
    name: 'Dębowy Grosz',
    legalName: 'Dębowy Grosz sp. z o.o.',
    description: 'Pożyczki na 30–65 dni ze spłatą jednorazową.',
    founded: 2015,
    url: 'https://debowygrosz.example/',
    logo: { initials: 'DG', background: '#5b3a1a', color: '#f5e6c8' },
  },
  {
    id: 'skarbczyk',
    name: 'Skarbczyk',
    legalName: 'Skarbczyk Finanse sp. z o.o.',
    description: 'Niewielkie kwoty na krótko: od 100 do 1 500 zł na 5–30 dni.',
    founded: 2020,
    url: 'https://skarbczyk.example/',
    logo: { initials: 'SK', background: '#6a1b9a', color: '#ffffff' },
  },
  {
    id: 'modra-kasa',
    name: 'Modra Kasa',
    legalName: 'Modra Kasa sp. z o.o.',
    description: 'Pożyczki do 5 000 zł na maksymalnie 65 dni, również dla cudzoziemców.',
    founded: 2018,
    url: 'https://modrakasa.example/',
    logo: { initials: 'MK', background: '#0057b8', color: '#ffffff' },
  },
  {
    id: 'zloty-most',
    name: 'Złoty Most',
    legalName: 'Złoty Most Finanse sp. z o.o.',
    description: 'Pożyczki ratalne do 25 000 zł spłacane nawet przez 4 lata.',
    founded: 2012,
    url: 'https://zlotymost.example/',
    logo: { initials: 'ZM', background: '#1f1f1f', color: '#f2c94c' },
  },
  {
    id: 'ratomir',
    name: 'Ratomir',
    legalName: 'Ratomir sp. z o.o.',
    description: 'Pożyczki na raty od 500 do 15 000 zł, spłacane od 3 do 36 miesięcy.',
    founded: 2016,
    url: 'https://ratomir.example/',
    logo: { initials: 'RT', background: '#c62828', color: '#ffffff' },
  },
  {
    id: 'pogodna-rata',
    name: 'Pogodna Rata',
    legalName: 'Pogodna Rata sp. z o.o.',
    description: 'Pożyczki ratalne z niskim oprocentowaniem, także dla obcokrajowców.',
    founded: 2021,
    url: 'https://pogodnarata.example/',
    logo: { initials: 'PR', background: '#fff3e0', color: '#8a4b00' },
  },
  {
    id: 'wiewiorka',
    name: 'Wiewiórka',
    legalName: 'Wiewiórka Finanse sp. z o.o.',
    description: 'Pożyczki ratalne na dowód do 10 000 zł, spłacane nawet przez 2 lata.',
    founded: 2019,
    url: 'https://wiewiorka.example/',
    logo: { initials: 'WI', background: '#b33f00', color: '#ffffff' },
  },
];

export function findLender(id: string): Lender | undefined {
  return LENDERS.find((lender) => lender.id === id);
}

/**
 * What an operator (or this file) writes of an offer: name, application url and logo come from the lender, the
 * example's RRSO and text from the cost model.
 */
export type CatalogueDraft = Omit<OfferDraft, 'lenderId' | 'name' | 'url' | 'logo' | 'rrsoPct' | 'example'> & {
  example: { amount: number; term: number };
};

/**
 * The whole offer from its lender and its draft: the example is calculated on the day of `exampleLaw` (the law in
 * force that day), and its RRSO and text come from the cost model under that law: no figure of an example is typed.
 */
export function completeOffer(lender: Lender, draft: CatalogueDraft, exampleLaw: Law): Offer {
  const example = { ...draft.example, date: exampleLaw.day };
  const priced = {
    ...draft,
    example,
    lenderId: lender.id,
    name: lender.name,
    url: `${lender.url}wniosek`,
    logo: lender.logo,
    rrsoPct: 0,
    ...(lender.clickParam ? { clickParam: lender.clickParam } : {}),
  };
  const full: OfferDraft = { ...priced, rrsoPct: roundPct(exampleFigures(priced, exampleLaw).rrsoPct) };
  return { ...full, representativeExample: representativeExampleText(full, exampleLaw) };
}

/** The draft an offer was completed from: what the console's form edits. */
export function draftOf(offer: Offer): CatalogueDraft {
  const {
    lenderId: _l,
    name: _n,
    url: _u,
    logo: _g,
    rrsoPct: _r,
    representativeExample: _t,
    clickParam: _c,
    example,
    ...rest
  } = offer;
  return { ...rest, example: { amount: example.amount, term: example.term } };
}

function offerOf(lenderId: string, draft: CatalogueDraft): Offer {
  const lender = findLender(lenderId);
  if (!lender) throw new Error(`unknown lender ${lenderId}`);
  return completeOffer(lender, draft, lawOn(EXAMPLE_CALCULATION_DAY));
}

const free = formatPln(0);

// --- Offers ---------------------------------------------------------------------------------------------------

export const OFFERS: readonly Offer[] = [
  offerOf('kasomir', {
    offer_id: 101,
    kind: 'short',
    amount: { min: 100, max: 5000, step: 100 },
    term: { unit: 'days', min: 10, max: 30, step: 1 },
    firstLoanFree: { maxAmount: 3000, maxDays: 30 },
    pricing: { interestYearlyPct: 14.5, commissionPct: 10, commissionYearlyPct: 10 },
    age: { min: 18, max: 75 },
    checks: { bik: true, krd: true, big: true, erif: false },
    acceptsNegativeHistory: false,
    idOnly: false,
    foreignersAccepted: false,
    decisionMinutes: 15,
    payoutNote: 'Przelew nawet w 15 minut',
    example: { amount: 2000, term: 30 },
    categories: [3, 5, 8, 11],
    recommendedRank: 1,
    highlights: [
      `Pierwsza pożyczka do ${formatPln(3000)} za ${free}`,
      'Decyzja nawet w 15 minut',
      'Wniosek w całości online',
    ],
  }),
  offerOf('portfelik', {
    offer_id: 102,
    kind: 'short',
    amount: { min: 200, max: 4000, step: 100 },
    term: { unit: 'days', min: 7, max: 30, step: 1 },
    firstLoanFree: { maxAmount: 2000, maxDays: 30 },
    pricing: { interestYearlyPct: 14.5, commissionPct: 9 },
    age: { min: 20, max: 70 },
    checks: { bik: true, krd: true, big: true, erif: false },
    acceptsNegativeHistory: false,
    idOnly: true,
    foreignersAccepted: true,
    decisionMinutes: 10,
    payoutNote: 'Pieniądze na koncie nawet w 10 minut',
    example: { amount: 1500, term: 30 },
    categories: [3, 5, 7, 8, 10, 11],
    recommendedRank: 2,
    highlights: [
      `Pierwsza pożyczka do ${formatPln(2000)} za ${free}`,
      'Wystarczy dowód osobisty',
      'Także dla obcokrajowców z numerem PESEL',
    ],
  }),
  offerOf('groszownia', {
    offer_id: 103,
    kind: 'short',
    amount: { min: 100, max: 3000, step: 50 },
    term: { unit: 'days', min: 5, max: 30, step: 1 },
    firstLoanFree: { maxAmount: 2500, maxDays: 30 },
    pricing: { interestYearlyPct: 12, commissionPct: 8, commissionYearlyPct: 10 },
    age: { min: 19, max: 74 },
    checks: { bik: true, krd: true, big: false, erif: true },
    acceptsNegativeHistory: false,
    idOnly: false,
    foreignersAccepted: false,
    decisionMinutes: 20,
    payoutNote: 'Przelew jeszcze tego samego dnia',
    example: { amount: 1000, term: 30 },
    categories: [3, 5, 8, 11],
    recommendedRank: 3,
    highlights: [
      `Pierwsza pożyczka do ${formatPln(2500)} za ${free}`,
      `Kwoty już od ${formatPln(100)}`,
      'Spłata w terminie od 5 do 30 dni',
    ],
  }),
  offerOf('jaskolka', {
    offer_id: 104,
    kind: 'short',
    amount: { min: 100, max: 2500, step: 100 },
    term: { unit: 'days', min: 5, max: 45, step: 1 },
    firstLoanFree: { maxAmount: 1000, maxDays: 15 },
    pricing: { interestYearlyPct: 14.5, commissionPct: 10, commissionYearlyPct: 10 },
    age: { min: 18, max: 70 },
    checks: { bik: false, krd: true, big: true, erif: false },
    acceptsNegativeHistory: false,
    idOnly: true,
    foreignersAccepted: true,
    decisionMinutes: 5,
    payoutNote: 'Przelew natychmiastowy do większości banków',
    example: { amount: 800, term: 30 },
    categories: [3, 5, 6, 7, 8, 10, 11],
    recommendedRank: 5,
    highlights: [
      'Decyzja nawet w 5 minut',
      `Pierwsza pożyczka do ${formatPln(1000)} na 15 dni za ${free}`,
      'Bez zaświadczeń o dochodach',
    ],
  }),
  offerOf('lipowa-kasa', {
    offer_id: 105,
    kind: 'short',
    amount: { min: 300, max: 5000, step: 100 },
    term: { unit: 'days', min: 10, max: 61, step: 1 },
    firstLoanFree: null,
    pricing: { interestYearlyPct: 14, commissionPct: 10, commissionYearlyPct: 10 },
    age: { min: 18, max: 75 },
    checks: { bik: true, krd: true, big: false, erif: false },
    acceptsNegativeHistory: true,
    idOnly: true,
    foreignersAccepted: true,
    decisionMinutes: 20,
    payoutNote: 'Przelew w ciągu godziny od podpisania umowy',
    example: { amount: 2000, term: 61 },
    categories: [3, 4, 6, 7, 8, 9, 10, 11],
    recommendedRank: 4,
    highlights: ['Wystarczy dowód osobisty', 'Spłata nawet po 61 dniach', 'Także dla obcokrajowców z numerem PESEL'],
  }),
  offerOf('debowy-grosz', {
    offer_id: 106,
    kind: 'short',
    amount: { min: 500, max: 4000, step: 100 },
    term: { unit: 'days', min: 30, max: 65, step: 5 },
    firstLoanFree: null,
    pricing: { interestYearlyPct: 13.5, commissionPct: 10, commissionYearlyPct: 10 },
    age: { min: 20, max: 75 },
    checks: { bik: false, krd: true, big: true, erif: true },
    acceptsNegativeHistory: true,
    idOnly: false,
    foreignersAccepted: false,
    decisionMinutes: 30,
    payoutNote: 'Wypłata tego samego dnia roboczego',
    example: { amount: 1500, term: 60 },
    categories: [3, 4, 8, 9, 11],
    recommendedRank: 7,
    highlights: [
      'Spłata po 30–65 dniach',
      'Termin spłaty do wyboru co 5 dni',
      `Kwoty od ${formatPln(500)} do ${formatPln(4000)}`,
    ],
  }),
  offerOf('skarbczyk', {
    offer_id: 107,
    kind: 'short',
    amount: { min: 100, max: 1500, step: 50 },
    term: { unit: 'days', min: 5, max: 30, step: 1 },
    firstLoanFree: null,
    pricing: { interestYearlyPct: 14.5, commissionPct: 6 },
    age: { min: 18, max: 70 },
    checks: { bik: false, krd: false, big: true, erif: false },
    acceptsNegativeHistory: true,
    idOnly: true,
    foreignersAccepted: false,
    decisionMinutes: 10,
    payoutNote: 'Przelew nawet w 10 minut',
    example: { amount: 500, term: 15 },
    categories: [3, 4, 6, 8, 9, 10, 11],
    recommendedRank: 8,
    highlights: [
      `Od ${formatPln(100)} do ${formatPln(1500)} na krótko`,
      'Wystarczy dowód osobisty',
      'Spłata jednorazowa po 5–30 dniach',
    ],
  }),
  offerOf('modra-kasa', {
    offer_id: 108,
    kind: 'short',
    amount: { min: 500, max: 5000, step: 100 },
    term: { unit: 'days', min: 14, max: 65, step: 1 },
    firstLoanFree: null,
    pricing: { interestYearlyPct: 14.5, commissionPct: 7, commissionYearlyPct: 10 },
    age: { min: 21, max: 70 },
    checks: { bik: true, krd: true, big: true, erif: true },
    acceptsNegativeHistory: false,
    idOnly: false,
    foreignersAccepted: true,
    decisionMinutes: 25,
    payoutNote: 'Przelew w ciągu 2 godzin w dni robocze',
    example: { amount: 3000, term: 45 },
    categories: [3, 7, 8, 11],
    recommendedRank: 9,
    highlights: [
      `Do ${formatPln(5000)} na 65 dni`,
      'Obsługa także po ukraińsku',
      'Dla cudzoziemców z numerem PESEL i dokumentem pobytowym',
    ],
  }),
  offerOf('zloty-most', {
    offer_id: 109,
    kind: 'instalment',
    amount: { min: 1000, max: 25000, step: 500 },
    term: { unit: 'months', min: 6, max: 48, step: 1 },
    firstLoanFree: null,
    pricing: { interestYearlyPct: 14.5, commissionPct: 12 },
    age: { min: 21, max: 70 },
    checks: { bik: true, krd: true, big: true, erif: true },
    acceptsNegativeHistory: false,
    idOnly: false,
    foreignersAccepted: false,
    decisionMinutes: 30,
    payoutNote: 'Wypłata w ciągu 1 dnia roboczego',
    example: { amount: 10000, term: 24 },
    categories: [3, 11],
    recommendedRank: 6,
    highlights: [`Do ${formatPln(25000)} na maksymalnie 48 miesięcy`, 'Stała, przewidywalna rata', 'Bez poręczycieli'],
  }),
  offerOf('ratomir', {
    offer_id: 110,
    kind: 'instalment',
    amount: { min: 500, max: 15000, step: 100 },
    term: { unit: 'months', min: 3, max: 36, step: 1 },
    firstLoanFree: null,
    pricing: { interestYearlyPct: 14.5, commissionPct: 20 },
    age: { min: 20, max: 75 },
    checks: { bik: true, krd: true, big: false, erif: false },
    acceptsNegativeHistory: true,
    idOnly: false,
    foreignersAccepted: false,
    decisionMinutes: 15,
    payoutNote: 'Przelew nawet w 15 minut po podpisaniu umowy',
    example: { amount: 5000, term: 12 },
    categories: [3, 4, 9, 11],
    recommendedRank: 10,
    highlights: ['Spłata w ratach od 3 do 36 miesięcy', 'Decyzja zwykle w kilkanaście minut', 'Stała miesięczna rata'],
  }),
  offerOf('pogodna-rata', {
    offer_id: 111,
    kind: 'instalment',
    amount: { min: 1000, max: 20000, step: 500 },
    term: { unit: 'months', min: 6, max: 48, step: 1 },
    firstLoanFree: null,
    pricing: { interestYearlyPct: 13.5, commissionPct: 9 },
    age: { min: 18, max: 70 },
    checks: { bik: true, krd: true, big: true, erif: false },
    acceptsNegativeHistory: false,
    idOnly: false,
    foreignersAccepted: true,
    decisionMinutes: 20,
    payoutNote: 'Pieniądze na koncie następnego dnia roboczego',
    example: { amount: 6000, term: 36 },
    categories: [3, 7, 11],
    recommendedRank: 11,
    highlights: [
      'Stałe oprocentowanie przez cały okres spłaty',
      'Dla obcokrajowców z kartą pobytu i numerem PESEL',
      'Raty nawet na 4 lata',
    ],
  }),
  offerOf('wiewiorka', {
    offer_id: 112,
    kind: 'instalment',
    amount: { min: 500, max: 10000, step: 100 },
    term: { unit: 'months', min: 3, max: 24, step: 1 },
    firstLoanFree: null,
    pricing: { interestYearlyPct: 14, commissionPct: 15 },
    age: { min: 18, max: 75 },
    checks: { bik: false, krd: true, big: true, erif: true },
    acceptsNegativeHistory: true,
    idOnly: true,
    foreignersAccepted: false,
    decisionMinutes: 10,
    payoutNote: 'Przelew nawet w 10 minut',
    example: { amount: 3000, term: 12 },
    categories: [3, 4, 6, 9, 10, 11],
    recommendedRank: 12,
    highlights: [
      'Raty na dowód osobisty',
      'Bez zaświadczeń o dochodach',
      `Do ${formatPln(10000)} na maksymalnie 24 miesiące`,
    ],
  }),
];

/** Every lender with its offers from the catalogue, in catalogue order (what /partners-list/ shows). */
export function lendersWithOffers(
  lenders: readonly Lender[] = LENDERS,
  offers: readonly Offer[] = OFFERS,
): LenderWithOffers[] {
  return lenders.map((lender) => ({ ...lender, offers: offers.filter((o) => o.lenderId === lender.id) }));
}
