// Page CSS on both paths. The prerender writes the site's CSS (base + layout) in <style data-site-css>, the page's
// own CSS for what it shows near the first screen (its module's `styles`) in <style data-page-css="{page key}">,
// and the CSS of its sections far below (`farStyles`) in a file the boot script links once the page has painted
// (<link data-page-css="{page key}">, site/document.ts). The router calls showPageStyles with the page it is about
// to show: a page the HTML brought keeps its tags, any other gets all its CSS (near and far) as one constructed
// stylesheet, and only the page shown has its CSS switched on, so a routed page looks as a loaded one.

import previewCss from './consent-preview.css?inline';

/** Attribute of the <style> that holds the site's CSS (base and layout), written by the prerender. */
export const SITE_CSS_ATTR = 'data-site-css';
/** Attribute of the <style> (and far <link>) that holds one page's CSS; its value is the page key. */
export const PAGE_CSS_ATTR = 'data-page-css';
/** A page tag not in use stays in <head> for the next visit, switched off by this media query. */
export const INACTIVE_MEDIA = 'not all';
/**
 * Leads every page's far CSS: the far sections, hidden by the site's CSS until their CSS is here, then render when
 * they come near the viewport, and all at once before a jump to an anchor (Layout.css, app/far-sections.ts).
 */
export const FAR_SECTIONS_ON = '.pz-far{content-visibility:auto}html.pz-all .pz-far{content-visibility:visible}';

interface StyledPage {
  styles?: readonly string[];
  farStyles?: readonly string[];
  consentPreview?: boolean;
}

/**
 * The stylesheets of what a page shows near the first screen, with the CSS of the cookie banner's words where the
 * page shows them (Layout.tsx): in the page's <style> in the head, since a <style> beside the words in the body is
 * not valid HTML.
 */
export const nearStyleList = (page: StyledPage): readonly string[] =>
  page.consentPreview === false ? (page.styles ?? []) : [...(page.styles ?? []), previewCss];

/** The stylesheets of a page's sections far below the first screen, led by the rule that lets them render. */
export const farStyleList = (page: StyledPage): readonly string[] =>
  page.farStyles?.length ? [FAR_SECTIONS_ON, ...page.farStyles] : [];

/** Every stylesheet of a page module, as the router gives a routed page: near, then far, as a loaded page has them. */
export const pageStyleList = (page: StyledPage): readonly string[] => [...nearStyleList(page), ...farStyleList(page)];

/** The CSS text of a list of stylesheets, as both the prerender and the router write it. */
export const pageCss = (styles: readonly string[] | undefined): string => (styles ?? []).join('');

/** Page keys are the router's own names (lower-case letters and dashes); anything else is refused. */
const KEY = /^[a-z][a-z0-9-]*$/;

/** The constructed stylesheets the router made, per document and page key. */
const made = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/** `css` as a constructed stylesheet of `doc`'s window; null where there are none (older browsers). */
function constructed(doc: Document, css: string): CSSStyleSheet | null {
  try {
    const Sheet = (doc.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet;
    if (!Sheet || !Array.isArray(doc.adoptedStyleSheets) || typeof Sheet.prototype.replaceSync !== 'function')
      return null;
    const sheet = new Sheet();
    sheet.replaceSync(css);
    return sheet;
  } catch {
    return null;
  }
}

/**
 * Makes `key`'s CSS the page CSS in force: a page whose tags the HTML brought switches them on; any other page gets
 * its CSS once as a constructed stylesheet, which a style-src policy does not govern (each page's CSP lists only its
 * own <style> hashes: server/security-headers.ts), or, under a nonce-based policy, a <style> with the site tag's
 * nonce. Every other page's CSS is switched off. False when this browser can take no CSS the page's policy allows
 * (no constructed stylesheets and no nonce): the router then loads the page instead.
 */
export function showPageStyles(doc: Document, key: string, styles: readonly string[] | undefined): boolean {
  if (!KEY.test(key)) throw new Error(`page key "${key}" cannot name a stylesheet`);
  const css = pageCss(styles);
  const sheets = made.get(doc) ?? new Map<string, CSSStyleSheet>();
  made.set(doc, sheets);
  const brought = doc.head.querySelector(`style[${PAGE_CSS_ATTR}="${key}"]`) !== null;
  const nonce = doc.head.querySelector<HTMLStyleElement>(`style[${SITE_CSS_ATTR}]`)?.nonce;
  let sheet: CSSStyleSheet | undefined;
  if (!brought && css && nonce) {
    const tag = doc.createElement('style');
    tag.setAttribute(PAGE_CSS_ATTR, key);
    tag.nonce = nonce;
    tag.textContent = css;
    doc.head.appendChild(tag);
  } else if (!brought && css) {
    sheet = (Array.isArray(doc.adoptedStyleSheets) && (sheets.get(key) ?? constructed(doc, css))) || undefined;
    if (!sheet) return false;
    sheets.set(key, sheet);
  }
  for (const tag of doc.head.querySelectorAll<HTMLElement>(`style[${PAGE_CSS_ATTR}], link[${PAGE_CSS_ATTR}]`)) {
    if (tag.getAttribute(PAGE_CSS_ATTR) === key) tag.removeAttribute('media');
    else tag.setAttribute('media', INACTIVE_MEDIA);
  }
  if (sheets.size > 0 && Array.isArray(doc.adoptedStyleSheets)) {
    const ours = new Set(sheets.values());
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets.filter((other) => !ours.has(other)), ...(sheet ? [sheet] : [])];
  }
  return true;
}
