/** A lender shown as a text badge: its initials on its brand colours, and its name. No images are loaded. */
export interface Partner {
  name: string;
  /** Two or three letters drawn in the badge ("KP"). */
  initials: string;
  /** Badge colours: any CSS colour; hex colours are checked for contrast (see `badgeColors`). */
  background: string;
  color: string;
  /** Where the badge leads: an http(s) address or a path on this site. Anything else is dropped. */
  url?: string;
}

const INK = '#10233f';
const WHITE = '#ffffff';
/** WCAG 2.x AA contrast for normal-size text; the initials are small, so the stricter level applies. */
export const MIN_CONTRAST = 4.5;

function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance, WCAG 2.x. */
function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** Contrast ratio of two hex colours (1..21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The badge's colours. Brand colours come from partner data and are not always readable together: when a
 * hex pair falls under 4.5:1, the text becomes white or ink, whichever reads better on that background.
 * Colours that are not hex are used as given (the page author vouches for them).
 */
export function badgeColors(background: string, color: string): { background: string; color: string } {
  const ratio = contrastRatio(background, color);
  if (ratio === null || ratio >= MIN_CONTRAST) return { background, color };
  const onWhite = contrastRatio(background, WHITE) ?? 0;
  const onInk = contrastRatio(background, INK) ?? 0;
  return { background, color: onWhite >= onInk ? WHITE : INK };
}

/** Keeps http(s) addresses and site paths; drops javascript:, data: and the like (data-* attributes are untrusted). */
export function safeHref(url: string | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  return /^https?:\/\/[^\s/]/i.test(trimmed) ? trimmed : undefined;
}
