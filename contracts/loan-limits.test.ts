import { describe, expect, it } from 'vitest';
import {
  clampRequest,
  DEFAULT_REQUEST,
  loanFromQuery,
  loanPartsFromQuery,
  loanQueryParams,
  termLimits,
  withLoanQuery,
  type LoanRequest,
} from './loan-limits';
import { transitionHref } from './offer-links';

describe('loanFromQuery: ?amount=&term=&unit=, unit absent = days, anything invalid = the default', () => {
  it.each<[string, LoanRequest]>([
    ['', DEFAULT_REQUEST],
    ['?amount=1700&term=30', { amount: 1700, term: 30, unit: 'days' }],
    ['?amount=25000&term=48&unit=months', { amount: 25000, term: 48, unit: 'months' }],
    ['?amount=1500&term=90&unit=days', { amount: 1500, term: 90, unit: 'days' }],
    ['?amount=1500&term=90', { amount: 1500, term: 90, unit: 'days' }],
    // A term out of its unit's range is no request in that unit: the unit's default term.
    ['?amount=1500&term=90&unit=months', { amount: 1500, term: 12, unit: 'months' }],
    ['?amount=1500&term=91', { amount: 1500, term: 30, unit: 'days' }],
    ['?amount=1500&term=48', { amount: 1500, term: 48, unit: 'days' }],
    ['?amount=1500&term=2&unit=months', { amount: 1500, term: 12, unit: 'months' }],
    ['?amount=99&term=30', { amount: 1500, term: 30, unit: 'days' }],
    ['?amount=25001&term=30', { amount: 1500, term: 30, unit: 'days' }],
    ['?amount=1500.5&term=30', { amount: 1500, term: 30, unit: 'days' }],
    ['?amount=-1500&term=-30', DEFAULT_REQUEST],
    ['?amount=abc&term=&unit=', DEFAULT_REQUEST],
    ['?amount=1e4&term=0x1e', DEFAULT_REQUEST],
    ['?amount=2000&term=14&unit=weeks', { amount: 2000, term: 14, unit: 'days' }],
    ['?amount=2000&term=14&unit=MONTHS', { amount: 2000, term: 14, unit: 'days' }],
    ['?unit=months', { amount: 1500, term: 12, unit: 'months' }],
  ])('%s → %j', (search, expected) => expect(loanFromQuery(search)).toEqual(expected));

  it('falls back to the caller’s defaults', () => {
    expect(loanFromQuery('?term=abc', { amount: 3000, term: 14, unit: 'days' })).toEqual({
      amount: 3000,
      term: 14,
      unit: 'days',
    });
    expect(loanFromQuery('?unit=months', { amount: 3000, term: 24, unit: 'months' })).toEqual({
      amount: 3000,
      term: 24,
      unit: 'months',
    });
  });
});

describe('loanPartsFromQuery: only what the address carries', () => {
  it.each<[string, Partial<LoanRequest>]>([
    ['', { unit: 'days' }],
    ['?amount=1700&term=30', { amount: 1700, term: 30, unit: 'days' }],
    ['?amount=25000&term=48&unit=months', { amount: 25000, term: 48, unit: 'months' }],
    ['?term=60&unit=months', { unit: 'months' }],
    ['?amount=x&term=20&unit=hours', { term: 20 }],
  ])('%s → %j', (search, expected) => expect(loanPartsFromQuery(search)).toEqual(expected));
});

describe('clampRequest: inside the limits of its own unit', () => {
  it.each<[LoanRequest, LoanRequest]>([
    [
      { amount: 1500, term: 30, unit: 'days' },
      { amount: 1500, term: 30, unit: 'days' },
    ],
    [
      { amount: 30000, term: 120, unit: 'days' },
      { amount: 25000, term: 90, unit: 'days' },
    ],
    [
      { amount: 50, term: 1, unit: 'days' },
      { amount: 100, term: 5, unit: 'days' },
    ],
    [
      { amount: 25000, term: 48, unit: 'months' },
      { amount: 25000, term: 48, unit: 'months' },
    ],
    [
      { amount: 25000, term: 90, unit: 'months' },
      { amount: 25000, term: 48, unit: 'months' },
    ],
    [
      { amount: 1234, term: 1, unit: 'months' },
      { amount: 1200, term: 3, unit: 'months' },
    ],
    [
      { amount: Number.NaN, term: Number.NaN, unit: 'months' },
      { amount: 100, term: 3, unit: 'months' },
    ],
  ])('%j → %j', (request, expected) => expect(clampRequest(request)).toEqual(expected));

  it('has one range per unit', () => {
    expect(termLimits('days')).toEqual({ min: 5, max: 90, step: 1 });
    expect(termLimits('months')).toEqual({ min: 3, max: 48, step: 1 });
  });
});

describe('links carrying a request', () => {
  it.each<[LoanRequest, string]>([
    [{ amount: 1500, term: 30, unit: 'days' }, 'amount=1500&term=30'],
    [{ amount: 25000, term: 48, unit: 'months' }, 'amount=25000&term=48&unit=months'],
  ])('%j → %s', (request, query) => {
    expect(new URLSearchParams(loanQueryParams(request)).toString()).toBe(query);
    expect(withLoanQuery('/reg/', request)).toBe(`/reg/?${query}`);
    expect(withLoanQuery('/reg3/?src=landing&unit=months', request)).toBe(`/reg3/?src=landing&${query}`);
    // What a link writes, the page reads back.
    expect(loanFromQuery(`?${query}`)).toEqual(request);
  });

  it.each<[number, number, 'days' | 'months' | undefined, string, string]>([
    [1500, 30, undefined, '', '/transition/?offer=101&amount=1500&term=30'],
    [1500, 30, 'days', '', '/transition/?offer=101&amount=1500&term=30'],
    [
      25000,
      48,
      'months',
      'https://przelewik.example',
      'https://przelewik.example/transition/?offer=101&amount=25000&term=48&unit=months',
    ],
  ])('transitionHref %i, %i %s', (amount, term, unit, origin, href) => {
    expect(transitionHref({ offer_id: 101 }, amount, term, origin, unit)).toBe(href);
  });
});
