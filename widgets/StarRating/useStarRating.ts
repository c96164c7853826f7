import { useCallback, useState } from 'react';
import { pluralPl, type PluralForms } from '../../contracts/format';

/** Noun forms for the input's radio labels: 1 gwiazdka, 2 gwiazdki, 5 gwiazdek. */
export const STARS: PluralForms = { one: 'gwiazdka', few: 'gwiazdki', many: 'gwiazdek' };

/** Default read-only label; {rating} and {max} are written the Polish way ("4,5"). */
export const RATING_LABEL = 'Ocena {rating} na {max}';

const ratingNumber = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** 4.5 → "4,5", 4 → "4". */
export const formatRating = (value: number): string => ratingNumber.format(value);

/** Fills {name} placeholders; unknown ones stay as they are, so a typo in copy is visible rather than blank. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** "Ocena {rating} na {max}" → "Ocena 4,5 na 5" (the rating as shown: clamped, to one decimal). */
export const ratingLabel = (template: string, value: number, max: number): string =>
  fillTemplate(template, { rating: formatRating(clampRating(value, max)), max: formatRating(max) });

/** A rating within 0..max; anything that is not a number counts as 0. */
export function clampRating(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 10) / 10));
}

export type StarFill = 'full' | 'half' | 'empty';

/** How each star is drawn: the value rounded to the nearest half star (4,3 → ★★★★☆, 4,6 → ★★★★½). */
export function starFills(value: number, max: number): StarFill[] {
  const halves = Math.round(clampRating(value, max) * 2);
  return Array.from({ length: max }, (_, i) => (halves >= 2 * (i + 1) ? 'full' : halves === 2 * i + 1 ? 'half' : 'empty'));
}

/** "1 gwiazdka", "2 gwiazdki", "5 gwiazdek" (Intl.PluralRules through pluralPl; a no-break space after the number). */
export const starLabel = (count: number, forms: PluralForms = STARS): string => pluralPl(count, forms);

/**
 * The star an arrow key moves to, from the focused star (1..max), as in a native radio group and the WAI-ARIA
 * radio pattern: Right/Down next, Left/Up previous, wrapping at the ends; Home/End first/last. Null: not ours.
 */
export function ratingAfterKey(key: string, focused: number, max: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return focused >= max ? 1 : focused + 1;
    case 'ArrowLeft':
    case 'ArrowUp':
      return focused <= 1 ? max : focused - 1;
    case 'Home':
      return 1;
    case 'End':
      return max;
    default:
      return null;
  }
}

/** Controlled when `value` is given, otherwise keeps its own state from `defaultValue` (0: nothing chosen yet). */
export function useStarRating(opts: { max: number; value?: number; defaultValue?: number; onChange?: (value: number) => void }) {
  const { max, value, defaultValue, onChange } = opts;
  const whole = (n: number) => Math.round(clampRating(n, max));
  const [own, setOwn] = useState(() => whole(defaultValue ?? 0));
  const current = value === undefined ? own : whole(value);
  const set = useCallback(
    (next: number) => {
      if (value === undefined) setOwn(next);
      onChange?.(next);
    },
    [value, onChange],
  );
  return { value: current, set };
}
