// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderDocument } from '../document';
import {
  FAR_SECTIONS_ON,
  farStyleList,
  INACTIVE_MEDIA,
  nearStyleList,
  PAGE_CSS_ATTR,
  pageCss,
  pageStyleList,
  showPageStyles,
} from './page-styles';

const tags = () =>
  [...document.head.querySelectorAll<HTMLStyleElement>(`style[${PAGE_CSS_ATTR}]`)].map((tag) => ({
    key: tag.getAttribute(PAGE_CSS_ATTR),
    on: tag.getAttribute('media') !== INACTIVE_MEDIA,
    css: tag.textContent,
  }));

/** The CSS of the page's constructed stylesheets in force, in order (jsdom keeps what it is given). */
const adopted = () => document.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join(''));

/** The <head> the prerender writes for a page (site/document.ts), parsed as a browser would. */
function loadPrerendered(pageKey: string, css: string, farCss?: string): void {
  const html = renderDocument({
    head: { title: 't', description: '' },
    path: '/x/',
    pageKey,
    body: '',
    siteCss: '.site{}',
    pageCss: css,
    farCss,
    data: null,
    runtime: { apiBase: '' },
    clientScript: '/c.js',
    preloads: [],
    canonical: false,
  });
  document.head.innerHTML = new DOMParser().parseFromString(html, 'text/html').head.innerHTML;
}

describe('showPageStyles', () => {
  beforeEach(() => {
    loadPrerendered('home', '.home{}');
    // jsdom makes constructed stylesheets but has no adoptedStyleSheets of its own: a browser's list.
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
  });
  afterEach(() => Reflect.deleteProperty(document, 'adoptedStyleSheets'));

  it('the prerendered page carries its CSS in a tag keyed by its page, after the site CSS', () => {
    const styles = [...document.head.querySelectorAll('style')].map((tag) => tag.outerHTML);
    expect(styles).toEqual(['<style data-site-css="">.site{}</style>', '<style data-page-css="home">.home{}</style>']);
  });

  it('gives a page reached by the router its CSS once, as a constructed sheet, and switches the previous page off', () => {
    expect(showPageStyles(document, 'offers', ['.a{}', '.b{}'])).toBe(true);
    expect(tags()).toEqual([{ key: 'home', on: false, css: '.home{}' }]);
    expect(adopted()).toEqual(['.a { }.b { }']);
    const sheet = document.adoptedStyleSheets[0];
    showPageStyles(document, 'home', ['.home{}']);
    expect(tags()).toEqual([{ key: 'home', on: true, css: '.home{}' }]);
    expect(adopted()).toEqual([]);
    showPageStyles(document, 'offers', ['.a{}', '.b{}']);
    expect(document.adoptedStyleSheets).toEqual([sheet]);
    showPageStyles(document, 'blog-list', ['.c{}']);
    expect(adopted()).toEqual(['.c { }']);
    expect(tags().map((tag) => tag.on)).toEqual([false]);
  });

  it('adds no <style>, which the page CSP (its own tags’ hashes only) would refuse', () => {
    showPageStyles(document, 'offers', ['.a{}']);
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });

  it('keeps the constructed sheets of others (a widget’s) in place', () => {
    const theirs = new CSSStyleSheet();
    document.adoptedStyleSheets = [theirs];
    showPageStyles(document, 'offers', ['.a{}']);
    showPageStyles(document, 'blog-list', ['.c{}']);
    expect(document.adoptedStyleSheets[0]).toBe(theirs);
    expect(adopted()).toEqual(['', '.c { }']);
  });

  it('switches the far CSS the page linked with its page tag', () => {
    loadPrerendered('home', '.home{}', '/assets/far-home-x.css');
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/far-home-x.css';
    link.setAttribute(PAGE_CSS_ATTR, 'home');
    document.head.append(link);
    showPageStyles(document, 'offers', ['.a{}']);
    expect(link.getAttribute('media')).toBe(INACTIVE_MEDIA);
    showPageStyles(document, 'home', ['.home{}']);
    expect(link.hasAttribute('media')).toBe(false);
  });

  it('keeps the tag the prerendered HTML already has instead of adding a second one', () => {
    showPageStyles(document, 'home', ['.home{}']);
    expect(tags()).toEqual([{ key: 'home', on: true, css: '.home{}' }]);
    expect(adopted()).toEqual([]);
  });

  it('a page without CSS of its own leaves only the site CSS on', () => {
    showPageStyles(document, 'offers', ['.a{}']);
    expect(showPageStyles(document, 'error', undefined)).toBe(true);
    expect(tags()).toEqual([{ key: 'home', on: false, css: '.home{}' }]);
    expect(adopted()).toEqual([]);
    expect(document.head.querySelector('style[data-site-css]')?.hasAttribute('media')).toBe(false);
  });

  it('under a nonce-based policy adds a <style> with the site tag’s nonce', () => {
    document.head.querySelector<HTMLStyleElement>('style[data-site-css]')!.nonce = 'n0nce';
    showPageStyles(document, 'blog-list', ['.c{}']);
    expect(document.head.querySelector<HTMLStyleElement>('style[data-page-css="blog-list"]')?.nonce).toBe('n0nce');
    expect(tags().map((tag) => tag.on)).toEqual([false, true]);
    expect(adopted()).toEqual([]);
  });

  it('answers false, changing nothing, in a browser without constructed stylesheets: the router loads the page', () => {
    Reflect.deleteProperty(document, 'adoptedStyleSheets');
    expect(showPageStyles(document, 'offers', ['.a{}'])).toBe(false);
    expect(tags()).toEqual([{ key: 'home', on: true, css: '.home{}' }]);
    expect(showPageStyles(document, 'error', undefined)).toBe(true);
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
    const withPreview = nearStyleList({ styles: ['.a{}'] });
    expect(withPreview).toHaveLength(2);
    expect(nearStyleList({})).toHaveLength(1);
    expect(nearStyleList({ styles: ['.home{}'], consentPreview: false })).toEqual(['.home{}']);
  });

  it('gives the router near then far CSS, the far led by the rule that lets far sections render', () => {
    const page = { styles: ['.a{}'], farStyles: ['.f{}'], consentPreview: false };
    expect(farStyleList(page)).toEqual([FAR_SECTIONS_ON, '.f{}']);
    expect(pageStyleList(page)).toEqual(['.a{}', FAR_SECTIONS_ON, '.f{}']);
    expect(farStyleList({ styles: ['.a{}'] })).toEqual([]);
    expect(farStyleList({ farStyles: [] })).toEqual([]);
  });
});
