import { describe, expect, it } from 'vitest';
import { loanText, startValue, summaryLoan, termWord, unitOf } from './loan';

const NBSP = '\u00a0';
const AMOUNT = { min: 100, max: 25000, step: 100 };
const DAYS = { min: 5, max: 90, step: 1 };

describe('the loan step’s decisions', () => {
  it.each([
    [undefined, 1500, 1500],
    [Number.NaN, 1500, 1500],
    [2049, 1500, 2000],
    [2051, 1500, 2100],
    [50, 1500, 100],
    [99999, 1500, 25000],
  ])('startValue(%s, fallback %s) is %s', (value, fallback, expected) => {
    expect(startValue(value, fallback, AMOUNT)).toBe(expected);
  });

  it.each([
    ['1', 'days', 'dzień'],
    ['2', 'days', 'dni'],
    ['5', 'days', 'dni'],
    ['', 'days', 'dni'],
    ['abc', 'days', 'dni'],
    ['1', 'months', 'miesiąc'],
    ['3', 'months', 'miesiące'],
    ['12', 'months', 'miesięcy'],
    ['22', 'months', 'miesiące'],
    ['', 'months', 'miesięcy'],
  ] as const)('termWord(%j, %s) is %s', (text, unit, word) => {
    expect(termWord(text, unit)).toBe(word);
  });

  it.each([
    ['months', 'months'],
    ['days', 'days'],
    ['', 'days'],
    ['weeks', 'days'],
  ])('unitOf(%j) is %s', (text, unit) => {
    expect(unitOf(text)).toBe(unit);
  });

  it('says the chosen loan with the plural the number asks for', () => {
    expect(loanText('1500', '30', 'days')).toBe(`1${NBSP}500${NBSP}zł na${NBSP}30${NBSP}dni`);
    expect(loanText('2000', '1', 'days')).toBe(`2${NBSP}000${NBSP}zł na${NBSP}1${NBSP}dzień`);
    expect(loanText('12000', '24', 'months')).toBe(`12${NBSP}000${NBSP}zł na${NBSP}24${NBSP}miesiące`);
  });

  it.each([
    ['1500', '30', { amount: 1500, term: 30 }],
    ['1 500', '30', { amount: 1500, term: 30 }],
    ['100', '5', { amount: 100, term: 5 }],
    ['25000', '90', { amount: 25000, term: 90 }],
    ['99', '30', null],
    ['25001', '30', null],
    ['1500', '4', null],
    ['1500', '91', null],
    ['', '30', null],
    ['1500', 'x', null],
  ])('summaryLoan(%j, %j) is %j', (amount, term, expected) => {
    expect(summaryLoan(amount, term, AMOUNT, DAYS)).toEqual(expected);
  });
});
