// Digits as Intl.NumberFormat('pl-PL') writes them, without building one: the first NumberFormat a page builds
// loads the locale's number data, 55–85 ms of a slow phone's main thread (docs/performance.md, "Hydration in short
// tasks"). format.test.ts checks it against Intl over whole ranges and the rounding edges.

export const NBSP = '\u00a0';

/** "199" → "200", "99" → "100": one added to a string of digits. */
function increment(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  while (i >= 0 && out[i] === '9') out[i--] = '0';
  return i < 0 ? `1${out.join('')}` : `${out.slice(0, i).join('')}${Number(out[i]) + 1}${out.slice(i + 1).join('')}`;
}

/**
 * `abs` (≥ 0) with `decimals` digits after a point, rounded as ICU rounds: the shortest decimal that reads back as
 * the double (1.005, not 1.00499…, which toFixed rounds), half away from zero (1.005 → "1.01").
 */
function fixed(abs: number, decimals: number): string {
  const [mantissa = '0', exponent = '0'] = abs.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const keep = Number(exponent) + 1 + decimals;
  if (keep < 0) return (0).toFixed(decimals);
  const kept = digits.slice(0, keep).padEnd(keep, '0');
  const rounded = (digits[keep] ?? '0') >= '5' ? increment(kept) : kept || '0';
  const text = rounded.padStart(decimals + 1, '0');
  return decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text;
}

/**
 * `n` with `decimals` fraction digits, a decimal comma and no-break spaces between thousands, as
 * Intl.NumberFormat('pl-PL') writes it: grouped from four digits with `always` (the product's copy: "1 500"), from
 * five with Polish CLDR's default (min2: "1500", "15 000"). Rounded as Intl rounds (`fixed`); values that are not
 * finite, or 1e21 and above, go to Intl.
 */
export function polishDigits(n: number, decimals: number, grouping: 'always' | 'min2'): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) {
    return new Intl.NumberFormat('pl-PL', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    } as Intl.NumberFormatOptions).format(n);
  }
  const [whole = '', fraction] = fixed(Math.abs(n), decimals).split('.');
  const groups = grouping === 'always' || whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, NBSP) : whole;
  // Intl writes the sign of a negative number, and of one that rounds to zero ("-0"), as a hyphen-minus.
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${groups}${fraction === undefined ? '' : `,${fraction}`}`;
}
