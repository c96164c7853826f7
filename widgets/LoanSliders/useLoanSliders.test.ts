import { describe, expect, it } from 'vitest';
import { clampChoice, limitsFromOffers } from './offer-limits';
import { formatTerm, readTyped, registrationHref, termUnitWord, type LoanLimits } from './useLoanSliders';

const NB = '\u00a0';
const BOUNDS = { amount: { min: 100, max: 25000, step: 100 }, term: { min: 5, max: 90, step: 1 } };
const short = (amount: [number, number, number], term: [number, number, number]) => ({
  amount: { min: amount[0], max: amount[1], step: amount[2] },
  term: { unit: 'days' as const, min: term[0], max: term[1], step: term[2] },
});
const instalment = (amount: [number, number, number], term: [number, number, number]) => ({
  amount: { min: amount[0], max: amount[1], step: amount[2] },
  term: { unit: 'months' as const, min: term[0], max: term[1], step: term[2] },
});

describe('limitsFromOffers', () => {
  it.each([
    [
      'one short loan',
      [short([200, 4000, 100], [7, 30, 1])],
      'days',
      { amount: { min: 200, max: 4000, step: 100 }, term: { min: 7, max: 30, step: 1 } },
    ],
    [
      'steps of 100 and 50 give 50',
      [short([100, 5000, 100], [10, 30, 1]), short([100, 3000, 50], [5, 45, 1])],
      'days',
      { amount: { min: 100, max: 5000, step: 50 }, term: { min: 5, max: 45, step: 1 } },
    ],
    [
      'a months term ignores short loans',
      [short([100, 5000, 100], [10, 30, 1]), instalment([1000, 20000, 500], [6, 48, 1])],
      'months',
      { amount: { min: 100, max: 20000, step: 100 }, term: { min: 6, max: 48, step: 1 } },
    ],
    [
      'no offer in the unit: the bounds',
      [instalment([1000, 20000, 500], [6, 48, 1])],
      'days',
      { amount: { min: 1000, max: 20000, step: 500 }, term: BOUNDS.term },
    ],
    ['no offers at all: the bounds', [], 'days', { amount: BOUNDS.amount, term: BOUNDS.term }],
    [
      'wider than the bounds: narrowed',
      [short([50, 40000, 50], [1, 120, 1])],
      'days',
      { amount: { min: 100, max: 25000, step: 50 }, term: { min: 5, max: 90, step: 1 } },
    ],
    [
      'steps of 5 days',
      [short([500, 4000, 100], [30, 65, 5])],
      'days',
      { amount: { min: 500, max: 4000, step: 100 }, term: { min: 30, max: 65, step: 5 } },
    ],
  ] as const)('%s', (_name, offers, unit, expected) => {
    expect(limitsFromOffers(offers, unit, BOUNDS)).toEqual({ ...expected, termUnit: unit });
  });
});

const LIMITS: LoanLimits = {
  amount: { min: 100, max: 5000, step: 50 },
  term: { min: 5, max: 65, step: 1 },
  termUnit: 'days',
};
const MONTHS: LoanLimits = {
  amount: { min: 500, max: 25000, step: 500 },
  term: { min: 3, max: 48, step: 1 },
  termUnit: 'months',
};

describe('readTyped', () => {
  it.each([
    ['a value inside', '1500', 1000, 'amount', LIMITS, 1500, null],
    ['spaces and zł', '2 450 zł', 1000, 'amount', LIMITS, 2450, null],
    [
      'below the minimum',
      '20',
      1000,
      'amount',
      LIMITS,
      100,
      `Najmniejsza kwota to 100${NB}zł – ustawiliśmy 100${NB}zł.`,
    ],
    [
      'above the maximum',
      '999999',
      1000,
      'amount',
      LIMITS,
      5000,
      `Największa kwota to 5${NB}000${NB}zł – ustawiliśmy 5${NB}000${NB}zł.`,
    ],
    [
      'off the step',
      '1234',
      1000,
      'amount',
      LIMITS,
      1250,
      `Kwotę wybierasz co 50${NB}zł – ustawiliśmy 1${NB}250${NB}zł.`,
    ],
    [
      'letters',
      'dużo',
      1000,
      'amount',
      LIMITS,
      1000,
      `Wpisz kwotę cyframi, np. 1${NB}000${NB}zł. Zostawiliśmy 1${NB}000${NB}zł.`,
    ],
    [
      'empty',
      '',
      1000,
      'amount',
      LIMITS,
      1000,
      `Wpisz kwotę cyframi, np. 1${NB}000${NB}zł. Zostawiliśmy 1${NB}000${NB}zł.`,
    ],
    [
      'a fraction',
      '1500,50',
      1000,
      'amount',
      LIMITS,
      1000,
      `Wpisz kwotę cyframi, np. 1${NB}000${NB}zł. Zostawiliśmy 1${NB}000${NB}zł.`,
    ],
    ['days inside', '21 dni', 30, 'term', LIMITS, 21, null],
    ['one day: below', '1', 30, 'term', LIMITS, 5, `Najkrótszy okres to 5${NB}dni – ustawiliśmy 5${NB}dni.`],
    ['too many days', '400', 30, 'term', LIMITS, 65, `Najdłuższy okres to 65${NB}dni – ustawiliśmy 65${NB}dni.`],
    ['days typed as words', 'miesiąc', 30, 'term', LIMITS, 30, `Wpisz liczbę dni cyframi. Zostawiliśmy 30${NB}dni.`],
    [
      'months above',
      '60',
      12,
      'term',
      MONTHS,
      48,
      `Najdłuższy okres to 48${NB}miesięcy – ustawiliśmy 48${NB}miesięcy.`,
    ],
    ['months below', '1', 12, 'term', MONTHS, 3, `Najkrótszy okres to 3${NB}miesiące – ustawiliśmy 3${NB}miesiące.`],
  ] as const)('%s', (_name, text, previous, field, limits, value, note) => {
    expect(readTyped(text, previous, field, limits)).toEqual({ value, note });
  });
});

describe('Polish terms', () => {
  it.each([
    [1, 'days', `1${NB}dzień`, 'dzień'],
    [2, 'days', `2${NB}dni`, 'dni'],
    [30, 'days', `30${NB}dni`, 'dni'],
    [1, 'months', `1${NB}miesiąc`, 'miesiąc'],
    [3, 'months', `3${NB}miesiące`, 'miesiące'],
    [5, 'months', `5${NB}miesięcy`, 'miesięcy'],
    [12, 'months', `12${NB}miesięcy`, 'miesięcy'],
    [22, 'months', `22${NB}miesiące`, 'miesiące'],
    [25, 'months', `25${NB}miesięcy`, 'miesięcy'],
  ] as const)('%i %s → %s', (n, unit, text, word) => {
    expect(formatTerm(n, unit)).toBe(text);
    expect(termUnitWord(n, unit)).toBe(word);
  });
});

describe('clampChoice and registrationHref', () => {
  it('moves a shared link’s choice inside the limits and onto the steps', () => {
    expect(clampChoice({ amount: 7777, term: 2 }, LIMITS)).toEqual({ amount: 5000, term: 5 });
    expect(clampChoice({ amount: 1234, term: 30 }, LIMITS)).toEqual({ amount: 1250, term: 30 });
  });

  it.each([
    ['/reg/', { amount: 1500, term: 30 }, 'days', '/reg/?amount=1500&term=30'],
    ['/reg3/?src=landing', { amount: 2000, term: 14 }, 'days', '/reg3/?src=landing&amount=2000&term=14'],
    ['/reg/', { amount: 5000, term: 3 }, 'months', '/reg/?amount=5000&term=3&unit=months'],
    ['/reg/?unit=months', { amount: 25000, term: 48 }, 'days', '/reg/?amount=25000&term=48'],
  ] as const)('%s with %o in %s → %s', (base, choice, unit, href) => {
    expect(registrationHref(base, choice, unit)).toBe(href);
  });
});
