import { describe, expect, it } from 'vitest';
import { loanOfAddress, parseVisitLoan, pricesALoan, serialiseVisitLoan, withVisitLoan } from './visit-loan';

const HERE = 'https://przelewik.pl/blog/';
const LOAN = { amount: 2000, term: 30, unit: 'days' } as const;

describe('pricesALoan', () => {
  it.each([
    ['/offers/', true],
    ['/offers3/', true],
    ['/landing/offers2/', true],
    ['/pozyczki/', true],
    ['/pozyczki/na-30-dni/', true],
    ['/partners-list/', true],
    ['/reg/', true],
    ['/reg3/', true],
    ['/', false],
    ['/blog/', false],
    ['/transition/', false],
    ['/offers', false],
    ['/pozyczki/a/b/', false],
  ])('%s → %s', (path, expected) => expect(pricesALoan(path)).toBe(expected));
});

describe('withVisitLoan', () => {
  it.each([
    ['/offers/', LOAN, '/offers/?amount=2000&term=30'],
    ['/pozyczki/na-dowod/#faq', LOAN, '/pozyczki/na-dowod/?amount=2000&term=30#faq'],
    [
      '/reg/?utm_source=x',
      { amount: 5000, term: 12, unit: 'months' } as const,
      '/reg/?utm_source=x&amount=5000&term=12&unit=months',
    ],
    ['https://przelewik.pl/partners-list/#lender-x', LOAN, '/partners-list/?amount=2000&term=30#lender-x'],
    // A link that names its own loan keeps it; pages that price nothing, other sites and no loan: left alone.
    ['/offers/?amount=900&term=10', LOAN, null],
    ['/blog/', LOAN, null],
    ['https://lender.example/offers/', LOAN, null],
    ['/offers/', null, null],
    ['http://[bad', LOAN, null],
  ])('%s with %j → %s', (href, loan, expected) => expect(withVisitLoan(href, loan, HERE)).toBe(expected));
});

describe('the loan of an address and of the visit', () => {
  it.each([
    ['?amount=2000&term=30', LOAN],
    ['?amount=2000', { amount: 2000, term: 30, unit: 'days' }],
    ['?amount=3000&term=24&unit=months', { amount: 3000, term: 24, unit: 'months' }],
    ['?term=30', null],
    ['?amount=abc&term=30', null],
    ['?amount=9999999&term=30', null],
    ['', null],
  ])('%s → %j', (search, expected) => expect(loanOfAddress(search)).toEqual(expected));

  it('stores a loan as its query and reads it back; anything else reads as none', () => {
    expect(serialiseVisitLoan(LOAN)).toBe('amount=2000&term=30');
    expect(parseVisitLoan(serialiseVisitLoan({ amount: 3000, term: 24, unit: 'months' }))).toEqual({
      amount: 3000,
      term: 24,
      unit: 'months',
    });
    expect(parseVisitLoan(null)).toBeNull();
    expect(parseVisitLoan('{"amount":2000}')).toBeNull();
  });
});
