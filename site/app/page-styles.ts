// Page CSS on both paths. The prerender writes the site's CSS (base + layout) in <style data-site-css> and the
// page's own CSS (its module's `styles`) in <style data-page-css="{page key}">. The router calls showPageStyles
// with the page it is about to show: that page's tag is added once (or kept, when the HTML already had it) and is
// the only page tag switched on, so a routed page gets exactly the CSS its prerendered HTML has, in the same order.

import previewCss from './consent-preview.css?inline';

/** Attribute of the <style> that holds the site's CSS (base and layout), written by the prerender. */
export const SITE_CSS_ATTR = 'data-site-css';
/** Attribute of the <style> that holds one page's CSS; its value is the page key. */
export const PAGE_CSS_ATTR = 'data-page-css';
/** A page tag not in use stays in <head> for the next visit, switched off by this media query. */
export const INACTIVE_MEDIA = 'not all';

/**
 * A page module's stylesheets, with the CSS of the cookie banner's words where the page shows them (Layout.tsx):
 * in the page's <style> in the head, on both paths, since a <style> beside the words in the body is not valid HTML.
 */
export const pageStyleList = (page: { styles?: readonly string[]; consentPreview?: boolean }): readonly string[] =>
  page.consentPreview === false ? (page.styles ?? []) : [...(page.styles ?? []), previewCss];

/** The CSS text of a page module's `styles`, as both the prerender and the router write it. */
export const pageCss = (styles: readonly string[] | undefined): string => (styles ?? []).join('');

/** Page keys are the router's own names (lower-case letters and dashes); anything else is refused. */
const KEY = /^[a-z][a-z0-9-]*$/;

/**
 * Makes `key`'s CSS the page CSS in force: adds its <style> to <head> unless it is there, switches it on and
 * every other page's off. A page without CSS of its own leaves only the site's CSS on.
 */
export function showPageStyles(doc: Document, key: string, styles: readonly string[] | undefined): void {
  if (!KEY.test(key)) throw new Error(`page key "${key}" cannot name a stylesheet`);
  const css = pageCss(styles);
  let current = doc.head.querySelector<HTMLStyleElement>(`style[${PAGE_CSS_ATTR}="${key}"]`);
  if (!current && css) {
    current = doc.createElement('style');
    current.setAttribute(PAGE_CSS_ATTR, key);
    // Our CSP allows this tag by the hash of its text (server/csp.ts); a nonce-based policy would need the site
    // <style>'s nonce, so it is carried over when there is one.
    const nonce = doc.head.querySelector<HTMLStyleElement>(`style[${SITE_CSS_ATTR}]`)?.nonce;
    if (nonce) current.nonce = nonce;
    current.textContent = css;
    doc.head.appendChild(current);
  }
  for (const tag of doc.head.querySelectorAll<HTMLStyleElement>(`style[${PAGE_CSS_ATTR}]`)) {
    if (tag === current) tag.removeAttribute('media');
    else tag.setAttribute('media', INACTIVE_MEDIA);
  }
}
