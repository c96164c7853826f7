// A lender's or partner's text badge gets its brand colours from a class, not a style attribute: the prerendered
// HTML then has no style attribute for the CSP to allow by hash (one hash per colour pair in every page's header,
// docs/performance.md "What blocks the first paint"). The class names its colours, so the stylesheet that gives
// them (`badgeCss`) is written from the HTML it styles: the prerender's pages, the partner offer list's server HTML.
import { badgeColors } from '../Partners/usePartners';

const PREFIX = 'pz-b';
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const CLASS = new RegExp(`\\b${PREFIX}([0-9a-f]{6})([0-9a-f]{6})\\b`, 'g');

/** `#ABC` → `aabbcc`: six lower-case digits, or null for anything but a hex colour. */
function hex6(color: string): string | null {
  const digits = HEX.exec(color.trim())?.[1]?.toLowerCase();
  if (!digits) return null;
  return digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
}

/** The class of a badge's (contrast-checked) colours, or null when either is not a hex colour. */
export function badgeClass(background: string, color: string): string | null {
  const colors = badgeColors(background, color);
  const bg = hex6(colors.background);
  const fg = hex6(colors.color);
  return bg && fg ? `${PREFIX}${bg}${fg}` : null;
}

/** The rules of every badge class in `html`, each once, in a stable order. */
export function badgeCss(html: string): string {
  const pairs = new Map([...html.matchAll(CLASS)].map((m) => [`${m[1]}${m[2]}`, [m[1]!, m[2]!]]));
  return [...pairs]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([pair, [bg, fg]]) => `.${PREFIX}${pair}{background:#${bg};color:#${fg}}`)
    .join('');
}
