import { describe, expect, it } from 'vitest';
import { DAYS, formatCount, formatGrosze, formatNumber, formatPct, formatPln, pluralPl } from './format';
import { polishDigits } from './polish-digits';

// The formats written without Intl.NumberFormat must read exactly as Intl writes them (the server's prerender and
// the browser's hydration both use them, so a difference would be a changed page, not a mismatch).
const intl = (decimals: number, grouping: 'always' | 'min2') =>
  new Intl.NumberFormat('pl-PL', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  } as Intl.NumberFormatOptions);

/** Whole numbers 0…20 000 and -1 000…0, every one; then powers of ten and their neighbours up to 10^20. */
const wholes = [
  ...Array.from({ length: 20_001 }, (_, i) => i),
  ...Array.from({ length: 1_000 }, (_, i) => -i - 1),
  ...Array.from({ length: 21 }, (_, e) => [10 ** e - 1, 10 ** e, 10 ** e + 1, -(10 ** e)]).flat(),
];
/** Fractions: grosze steps, halves and thirds, the rounding ties of binary doubles, values that round to zero. */
const fractions = [
  ...Array.from({ length: 5_000 }, (_, i) => i * 0.01 + i * 1.37),
  ...Array.from({ length: 2_000 }, (_, i) => i / 3),
  ...Array.from({ length: 2_000 }, (_, i) => i + 0.5),
  ...Array.from({ length: 2_000 }, (_, i) => -(i + 0.5)),
  0.005,
  0.015,
  0.025,
  0.125,
  0.375,
  1.005,
  1.015,
  2.675,
  1.45,
  1.55,
  1499.5,
  1500.499,
  999.995,
  9999.995,
  -0.004,
  -0.4,
  -0.5,
  -0,
  0.0001,
  123456789.125,
  2241.1,
  12.345,
];
const odd = [NaN, Infinity, -Infinity, 1e21, -1e21, 1.5e22];

describe('polishDigits writes what Intl.NumberFormat("pl-PL") writes', () => {
  for (const [decimals, grouping] of [
    [0, 'always'],
    [0, 'min2'],
    [2, 'always'],
    [2, 'min2'],
  ] as const) {
    it(`${decimals} decimals, grouping ${grouping}`, () => {
      const format = intl(decimals, grouping);
      const differ = [...wholes, ...fractions, ...odd].filter(
        (n) => polishDigits(n, decimals, grouping) !== format.format(n),
      );
      expect(differ.map((n) => [n, polishDigits(n, decimals, grouping), format.format(n)])).toEqual([]);
    });
  }

  it.each([
    [1500, 0, 'always', '1\u00a0500'],
    [1500, 0, 'min2', '1500'],
    [15000, 0, 'min2', '15\u00a0000'],
    [2241.1, 2, 'always', '2\u00a0241,10'],
    [-0.4, 0, 'always', '-0'],
  ] as const)('%d with %d decimals, %s → %j', (n, decimals, grouping, text) =>
    expect(polishDigits(n, decimals, grouping)).toBe(text),
  );
});

describe('the product formats, built on it, read as their Intl versions did', () => {
  const pln = new Intl.NumberFormat('pl-PL', {
    style: 'currency',
    currency: 'PLN',
    maximumFractionDigits: 0,
    useGrouping: 'always',
  } as Intl.NumberFormatOptions);
  const grosze = new Intl.NumberFormat('pl-PL', {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  } as Intl.NumberFormatOptions);
  const percent = new Intl.NumberFormat('pl-PL', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  } as Intl.NumberFormatOptions);
  const count = new Intl.NumberFormat('pl-PL');
  const values = [...wholes, ...fractions];

  it('formatPln, formatGrosze and formatNumber', () => {
    expect(values.filter((n) => formatPln(n) !== pln.format(n))).toEqual([]);
    expect(values.filter((n) => formatGrosze(n) !== grosze.format(n))).toEqual([]);
    expect(values.filter((n) => formatNumber(n) !== pln.format(n).replace(/\u00a0zł$/, ''))).toEqual([]);
  });

  it('formatPct (the cost model rounds first)', () => {
    expect(
      fractions.slice(0, 3000).filter(
        (n) =>
          formatPct(n) !==
          `${percent.format(
            Number(
              formatPct(n)
                .replace(/\u00a0/g, '')
                .replace(',', '.')
                .replace('%', ''),
            ),
          )}%`,
      ),
    ).toEqual([]);
    expect(formatPct(12.345)).toBe('12,35%');
    expect(formatPct(1234.5)).toBe('1\u00a0234,50%');
  });

  it('formatCount writes a count as Intl did, fractions included', () => {
    expect([...values, 1.5, 2.25, 0.125, 1.0005].filter((n) => formatCount(n) !== count.format(n))).toEqual([]);
  });

  it('pluralPl writes a count as Intl did, fractions included', () => {
    for (const n of [...wholes.filter((n) => n >= 0), 1.5, 2.25, 0.125])
      expect(pluralPl(n, DAYS).split('\u00a0').slice(0, -1).join('\u00a0')).toBe(count.format(n));
  });
});
