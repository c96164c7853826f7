// The server-rendered first paint of a partner widget (docs/partners.md, "How it loads"): what the loader asks our
// server for and what it gets back. Pure; shared by the loader's first paint (first-paint.ts) and the server's
// route (server/site/widget-html.ts), so both read the options the same way (read-options.ts).
import type { OfferListWidget } from './props';
import { offerListSpec } from './read-options';

/** GET {main}/api/widgets/{name}?…: the widget's HTML; GET {main}/api/widgets/{name}.css?v=BUILD: its stylesheet. */
export const WIDGET_HTML_API = '/api/widgets';

/** The options the server renders from, as the widget element's dataset keys, in a fixed order (one cache key). */
const OFFER_LIST_KEYS = ['amount', 'term', 'unit', 'limit', 'heading', 'category'] as const;

/**
 * The query for an offer list's HTML: its options as read (never the partner's sub-ids: links get them in the page).
 */
export function offerListQuery(spec: OfferListWidget): string {
  const values: Record<(typeof OFFER_LIST_KEYS)[number], string | undefined> = {
    amount: String(spec.amount),
    term: String(spec.term),
    unit: spec.termUnit,
    limit: String(spec.limit),
    heading: spec.heading,
    category: spec.category,
  };
  const query = new URLSearchParams();
  for (const key of OFFER_LIST_KEYS) {
    const value = values[key];
    if (value !== undefined) query.set(key, value);
  }
  return query.toString();
}

/**
 * The server's reading of that query: the same option rules as a widget element (props.ts); a query our loader
 * would not send (an unknown key, a refused value, a repeated key) is refused with what is wrong.
 */
export function offerListFromQuery(
  query: Readonly<Record<string, unknown>>,
): { ok: true; value: OfferListWidget } | { ok: false; error: string } {
  const dataset: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'v') continue; // a cache-busting version is allowed and ignored
    if (!(OFFER_LIST_KEYS as readonly string[]).includes(key))
      return { ok: false, error: `unknown option "${key.slice(0, 40)}"` };
    if (typeof value !== 'string') return { ok: false, error: `option "${key}" must be given once` };
    dataset[key] = value;
  }
  const { spec, dropped } = offerListSpec(dataset);
  if (dropped.length > 0)
    return { ok: false, error: `invalid option(s): ${dropped.map((name) => name.replace(/^data-/, '')).join(', ')}` };
  return { ok: true, value: spec };
}

/** What the server answers: the widget's HTML (its links are paths on our site) and the rules its cards need. */
export interface WidgetHtml {
  html: string;
  /** Per-render rules (each lender's badge colours) the HTML uses instead of style attributes, which a CSP blocks. */
  css: string;
  /** The option `category` names no loan category of ours: all offers are shown, and the page hears one warning. */
  unknownCategory: boolean;
}

/** The answer's shape, or null (the loader then renders the widget in the browser). */
export function readWidgetHtml(body: unknown): WidgetHtml | null {
  if (typeof body !== 'object' || body === null) return null;
  const { html, css, unknownCategory } = body as Record<string, unknown>;
  return typeof html === 'string' && typeof css === 'string' && typeof unknownCategory === 'boolean'
    ? { html, css, unknownCategory }
    : null;
}
