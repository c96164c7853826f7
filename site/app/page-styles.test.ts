// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { renderDocument } from '../document';
import { INACTIVE_MEDIA, PAGE_CSS_ATTR, pageCss, pageStyleList, showPageStyles } from './page-styles';

const tags = () =>
  [...document.head.querySelectorAll<HTMLStyleElement>(`style[${PAGE_CSS_ATTR}]`)].map((tag) => ({
    key: tag.getAttribute(PAGE_CSS_ATTR),
    on: tag.getAttribute('media') !== INACTIVE_MEDIA,
    css: tag.textContent,
  }));

/** The <head> the prerender writes for a page (site/document.ts), parsed as a browser would. */
function loadPrerendered(pageKey: string, css: string): void {
  const html = renderDocument({
    head: { title: 't', description: '' },
    path: '/x/',
    pageKey,
    body: '',
    siteCss: '.site{}',
    pageCss: css,
    data: null,
    runtime: { apiBase: '' },
    clientScript: '/c.js',
    preloads: [],
    canonical: false,
  });
  document.head.innerHTML = new DOMParser().parseFromString(html, 'text/html').head.innerHTML;
}

describe('showPageStyles', () => {
  beforeEach(() => loadPrerendered('home', '.home{}'));

  it('the prerendered page carries its CSS in a tag keyed by its page, after the site CSS', () => {
    const styles = [...document.head.querySelectorAll('style')].map((tag) => tag.outerHTML);
    expect(styles).toEqual(['<style data-site-css="">.site{}</style>', '<style data-page-css="home">.home{}</style>']);
  });

  it('adds the CSS of a page reached by the router once, and switches the previous page off', () => {
    showPageStyles(document, 'offers', ['.a{}', '.b{}']);
    expect(tags()).toEqual([
      { key: 'home', on: false, css: '.home{}' },
      { key: 'offers', on: true, css: '.a{}.b{}' },
    ]);
    showPageStyles(document, 'home', ['.home{}']);
    showPageStyles(document, 'offers', ['.a{}', '.b{}']);
    expect(tags()).toEqual([
      { key: 'home', on: false, css: '.home{}' },
      { key: 'offers', on: true, css: '.a{}.b{}' },
    ]);
  });

  it('keeps the tag the prerendered HTML already has instead of adding a second one', () => {
    showPageStyles(document, 'home', ['.home{}']);
    expect(tags()).toEqual([{ key: 'home', on: true, css: '.home{}' }]);
  });

  it('a page without CSS of its own leaves only the site CSS on', () => {
    showPageStyles(document, 'error', undefined);
    expect(tags()).toEqual([{ key: 'home', on: false, css: '.home{}' }]);
    expect(document.head.querySelector('style[data-site-css]')?.hasAttribute('media')).toBe(false);
  });

  it('carries the site tag’s nonce over to the tags it adds', () => {
    document.head.querySelector<HTMLStyleElement>('style[data-site-css]')!.nonce = 'n0nce';
    showPageStyles(document, 'blog-list', ['.c{}']);
    expect(document.head.querySelector<HTMLStyleElement>('style[data-page-css="blog-list"]')?.nonce).toBe('n0nce');
  });

  it('refuses a key that could break out of the attribute selector', () => {
    expect(() => showPageStyles(document, 'x"]', ['.x{}'])).toThrow(/cannot name a stylesheet/);
  });

  it('joins a page module’s styles in order; no styles is no CSS', () => {
    expect(pageCss(['.a{}', '.b{}'])).toBe('.a{}.b{}');
    expect(pageCss(undefined)).toBe('');
    expect(pageCss([])).toBe('');
  });

  it("adds the cookie banner words' CSS to every page that shows them, on both paths, and not to one that does not", () => {
    const withPreview = pageStyleList({ styles: ['.a{}'] });
    expect(withPreview).toHaveLength(2);
    expect(pageStyleList({})).toHaveLength(1);
    expect(pageStyleList({ styles: ['.home{}'], consentPreview: false })).toEqual(['.home{}']);
  });
});
