import { describe, expect, it } from 'vitest';
import { checkAmount, checkTermMonths, checkTermDays, formatTypedInteger, MONEY_ERRORS } from './money';

const AMOUNT = { min: 100, max: 5000 };
const TERM = { min: 7, max: 30 };
const NBSP = '\u00a0';

describe('checkAmount', () => {
  it.each([
    ['the minimum', 100, 100],
    ['the maximum', 5000, 5000],
    ['a string from a range input', '1500', 1500],
    ['a string with a thousands space', '2 500', 2500],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkAmount(input, AMOUNT)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['missing', undefined, MONEY_ERRORS.amount.empty],
    ['empty', '', MONEY_ERRORS.amount.empty],
    ['below the minimum', 99, 'Wybierz kwotę od 100 do 5\u00a0000\u00a0zł.'],
    ['above the maximum', 5001, 'Wybierz kwotę od 100 do 5\u00a0000\u00a0zł.'],
    ['negative', -100, 'Wybierz kwotę od 100 do 5\u00a0000\u00a0zł.'],
    ['grosze', 150.5, MONEY_ERRORS.amount.fraction],
    ['grosze in a string', '150,50', MONEY_ERRORS.amount.fraction],
    ['a word', 'sto', MONEY_ERRORS.amount.notNumber],
    ['NaN', Number.NaN, MONEY_ERRORS.amount.notNumber],
    ['a boolean', true, MONEY_ERRORS.amount.empty],
    ['a huge digit string', '9'.repeat(20), MONEY_ERRORS.amount.notNumber],
  ])('refuses %s', (_name, input, message) => {
    expect(checkAmount(input, AMOUNT)).toEqual({ ok: false, error: message });
  });

  it('groups large limits the Polish way, with no-break spaces (as the sliders write them)', () => {
    expect(checkAmount(1, { min: 1000, max: 25000 })).toEqual({
      ok: false,
      error: `Wybierz kwotę od 1${NBSP}000 do 25${NBSP}000${NBSP}zł.`,
    });
  });
});

describe('checkTermDays', () => {
  it.each([
    ['the minimum', 7, 7],
    ['the maximum', 30, 30],
    ['a string', '14', 14],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkTermDays(input, TERM)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['too short', 6, TERM, 'Wybierz okres od 7 do 30\u00a0dni.'],
    ['too long', 31, TERM, 'Wybierz okres od 7 do 30\u00a0dni.'],
    ['from one day', 0, { min: 1, max: 61 }, 'Wybierz okres od 1 do 61\u00a0dni.'],
    ['up to one day (singular genitive)', 2, { min: 1, max: 1 }, 'Wybierz okres od 1 do 1\u00a0dnia.'],
    ['half a day', 7.5, TERM, MONEY_ERRORS.termDays.fraction],
    ['empty', '', TERM, MONEY_ERRORS.termDays.empty],
  ])('refuses %s', (_name, input, limits, message) => {
    expect(checkTermDays(input, limits)).toEqual({ ok: false, error: message });
  });
});

describe('checkTermMonths', () => {
  const MONTHS = { min: 3, max: 48 };
  it.each([
    ['the shortest', 3, 3],
    ['the longest', '48', 48],
  ])('accepts %s', (_name, input, expected) =>
    expect(checkTermMonths(input, MONTHS)).toEqual({ ok: true, value: expected }),
  );
  it.each([
    ['too long', 49, 'Wybierz okres od 3 do 48\u00a0miesięcy.'],
    ['half a month', 6.5, MONEY_ERRORS.termMonths.fraction],
    ['empty', '', MONEY_ERRORS.termMonths.empty],
    ['words', 'rok', MONEY_ERRORS.termMonths.notNumber],
  ])('refuses %s', (_name, input, message) =>
    expect(checkTermMonths(input, MONTHS)).toEqual({ ok: false, error: message }),
  );
});

describe('formatTypedInteger: what a number box shows for what it holds', () => {
  it.each([
    ['1500', `1${NBSP}500`],
    ['25000', `25${NBSP}000`],
    ['1 500', `1${NBSP}500`],
    [`1${NBSP}5000`, `15${NBSP}000`],
    ['0100', '100'],
    ['50', '50'],
    ['999', '999'],
    ['', ''],
    ['12,5', '12,5'],
    ['abc', 'abc'],
    ['-100', '-100'],
  ])('%j → %j', (typed, shown) => {
    expect(formatTypedInteger(typed)).toBe(shown);
  });
});
