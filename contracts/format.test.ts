import { describe, expect, it } from 'vitest';
import { DAYS, DAYS_GENITIVE, formatNumber, formatPln, MONTHS, pluralPl } from './format';

const NBSP = '\u00a0';

describe('formatPln', () => {
  it.each([
    [100, `100${NBSP}zł`],
    [1500, `1${NBSP}500${NBSP}zł`],
    [15000, `15${NBSP}000${NBSP}zł`],
    [0, `0${NBSP}zł`],
    [1499.6, `1${NBSP}500${NBSP}zł`],
  ])('%d → %s', (amount, expected) => {
    expect(formatPln(amount)).toBe(expected);
  });
});

describe('pluralPl', () => {
  it.each([
    [1, DAYS, `1${NBSP}dzień`],
    [2, DAYS, `2${NBSP}dni`],
    [5, DAYS, `5${NBSP}dni`],
    [30, DAYS, `30${NBSP}dni`],
    [1, MONTHS, `1${NBSP}miesiąc`],
    [3, MONTHS, `3${NBSP}miesiące`],
    [5, MONTHS, `5${NBSP}miesięcy`],
    [12, MONTHS, `12${NBSP}miesięcy`],
    [22, MONTHS, `22${NBSP}miesiące`],
    [25, MONTHS, `25${NBSP}miesięcy`],
    // "w ciągu …": the genitive.
    [1, DAYS_GENITIVE, `1${NBSP}dnia`],
    [2, DAYS_GENITIVE, `2${NBSP}dni`],
    [30, DAYS_GENITIVE, `30${NBSP}dni`],
  ])('%d → %s', (count, forms, expected) => {
    expect(pluralPl(count, forms)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [5, '5'],
    [999, '999'],
    [1500, `1${NBSP}500`],
    [25000, `25${NBSP}000`],
    [1000000, `1${NBSP}000${NBSP}000`],
  ])('%i → %j (grouped from four digits, as formatPln)', (n, text) => {
    expect(formatNumber(n)).toBe(text);
    expect(formatPln(n)).toBe(`${text}${NBSP}zł`);
  });
});
