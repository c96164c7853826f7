// Renders every prerendered page the way site/prerender.tsx does (the Shell with the page's data, through
// preact-render-to-string), for tests that check what every page shows: the footer, the copy rules.
import { renderToString } from 'preact-render-to-string';
import { Shell, type View } from '../app/Shell';
import { notFoundData, prerenderEntries } from '../data';
import { PAGES } from '../pages';
import type { Head } from '../pages/types';
import { ROUTES } from '../routes';
import { canonicalUrl } from '../seo';

export interface RenderedPage {
  path: string;
  /** The body HTML (#app's content), as prerender writes it. */
  html: string;
  /** What the page's head says (title, description, JSON-LD), from the page module's own `head`. */
  head: Head;
}

export async function renderAllPages(): Promise<RenderedPage[]> {
  const entries = [
    ...prerenderEntries(ROUTES),
    {
      path: '/404/',
      page: 'error' as const,
      route: { path: '/404/', page: 'home' as const, name: '404' },
      params: {},
      data: notFoundData,
    },
  ];
  const out: RenderedPage[] = [];
  for (const entry of entries) {
    const page = await PAGES[entry.page]();
    const view: View = {
      key: entry.page,
      page,
      props: { route: entry.route, params: entry.params, data: entry.data },
      url: canonicalUrl(entry.path),
    };
    out.push({ path: entry.path, html: renderToString(<Shell initial={view} />), head: page.head(view.props) });
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };
const INLINE = /^(a|abbr|b|bdi|data|em|i|mark|q|s|small|span|strong|sub|sup|time|u)$/i;

const decode = (text: string): string =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e: string) => {
    if (ENTITIES[e] !== undefined) return ENTITIES[e]!;
    if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return m;
  });

/**
 * The visible text of an HTML fragment as a reader meets it: inline tags (a, strong, span…) join their text to the
 * words around them, other tags break lines; entities decoded; script, style and code-like elements left out
 * (their text is kept exactly as written, docs/writing.md).
 */
export function visibleText(html: string): string {
  const stripped = html.replace(/<(script|style|pre|code|kbd|samp|textarea)\b[^>]*>[\s\S]*?<\/\1>/gi, '\n');
  return decode(
    stripped.replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_m, tag: string) => (INLINE.test(tag) ? '' : '\n')),
  );
}
