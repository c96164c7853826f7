// Whether the server's cards still show what the visitor has on the screen (isPristine): a table of what can change.
import { describe, expect, it } from 'vitest';
import { OFFERS } from '../../contracts/lenders';
import { DEFAULT_FILTERS, type OfferFilters, type OfferSort } from '../../widgets/OfferList/listChoice';
import { isPristine, sameLoan, type ListState } from './OffersFrame';

const server = { offers: OFFERS, defaults: { amount: 1500, termDays: 30 } };
const now: ListState = {
  offers: OFFERS,
  choice: { amount: 1500, term: 30, unit: 'days' },
  sort: 'cheapest',
  filters: { ...DEFAULT_FILTERS },
};

describe('isPristine', () => {
  it.each<[string, Partial<ListState>, boolean]>([
    ['as the server rendered it', {}, true],
    ['the same filters in a new object', { filters: { ...DEFAULT_FILTERS } }, true],
    ['another amount', { choice: { amount: 2500, term: 30, unit: 'days' } }, false],
    ['another term', { choice: { amount: 1500, term: 31, unit: 'days' } }, false],
    ['the same number in months', { choice: { amount: 1500, term: 30, unit: 'months' } }, false],
    ['the same offers in a new array (the lead’s feed answered)', { offers: [...OFFERS] }, false],
    ['the lead’s own order', { offers: [...OFFERS].reverse() }, false],
    ...(['rrso', 'amount'] as OfferSort[]).map((sort): [string, Partial<ListState>, boolean] => [
      `sorted by ${sort}`,
      { sort },
      false,
    ]),
    ...(['onlyFree', 'idOnly', 'foreigners'] as const).map((flag): [string, Partial<ListState>, boolean] => [
      `only ${flag}`,
      { filters: { ...DEFAULT_FILTERS, [flag]: true } as OfferFilters },
      false,
    ]),
    ['only instalment loans', { filters: { ...DEFAULT_FILTERS, kind: 'instalment' } }, false],
    ['only short loans', { filters: { ...DEFAULT_FILTERS, kind: 'short' } }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(isPristine({ ...now, ...change }, server)).toBe(expected);
  });

  it('takes the orders the server’s cards can be moved to, and nothing else than before', () => {
    const movable = { ...server, sorts: ['cheapest', 'rrso'] as OfferSort[] };
    expect(isPristine({ ...now, sort: 'rrso' }, movable)).toBe(true);
    expect(isPristine({ ...now, sort: 'amount' }, movable)).toBe(false);
    expect(isPristine({ ...now, sort: 'rrso', filters: { ...DEFAULT_FILTERS, idOnly: true } }, movable)).toBe(false);
    expect(isPristine({ ...now, sort: 'rrso', choice: { amount: 2500, term: 30, unit: 'days' } }, movable)).toBe(false);
    expect(isPristine({ ...now, sort: 'rrso', offers: [...OFFERS] }, movable)).toBe(false);
  });

  it('follows the page’s own defaults', () => {
    expect(
      isPristine(
        { ...now, choice: { amount: 3000, term: 20, unit: 'days' } },
        { ...server, defaults: { amount: 3000, termDays: 20 } },
      ),
    ).toBe(true);
  });
});

describe('sameLoan', () => {
  const loan = { amount: 1500, term: 30, unit: 'days' } as const;
  it.each([
    [loan, true],
    [{ ...loan }, true],
    [{ ...loan, amount: 1600 }, false],
    [{ ...loan, term: 31 }, false],
    [{ ...loan, unit: 'months' as const }, false],
  ])('%j is the default loan: %s', (other, same) => {
    expect(sameLoan(other, loan)).toBe(same);
  });
});
