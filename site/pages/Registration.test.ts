import { describe, expect, it } from 'vitest';
import { choiceFromSearch } from './Registration';

describe('choiceFromSearch: the loan /reg/ starts from', () => {
  it.each<[string, ReturnType<typeof choiceFromSearch>]>([
    ['?amount=1700&term=30', { amount: 1700, term: 30, termUnit: 'days' }],
    ['?amount=1700&unit=days&term=29', { amount: 1700, term: 29, termUnit: 'days' }],
    ['?amount=25000&term=48&unit=months', { amount: 25000, term: 48, termUnit: 'months' }],
    // A unit without a valid term: the form starts at that unit's default term.
    ['?amount=1500&unit=months&term=90', { amount: 1500, termUnit: 'months' }],
    ['?unit=months', { termUnit: 'months' }],
    ['', { termUnit: 'days' }],
    // An unknown unit: its term means nothing, only the amount is kept.
    ['?amount=2000&term=14&unit=weeks', { amount: 2000 }],
    ['?amount=999999&term=abc', { termUnit: 'days' }],
  ])('%s → %j', (search, expected) => expect(choiceFromSearch(search)).toEqual(expected));
});
