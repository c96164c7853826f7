import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { PAGES, PAGE_SOURCES, type PageName } from './index';

describe('page registry', () => {
  it('has a page for every route, and every page names a source file that exists', () => {
    for (const route of ROUTES) expect(PAGES[route.page]).toBeTypeOf('function');
    for (const file of Object.values(PAGE_SOURCES)) expect(existsSync(file)).toBe(true);
  });

  it.each(Object.keys(PAGES) as PageName[])('PAGE_SOURCES["%s"] is the module PAGES loads', async (key) => {
    const viaLoader = await PAGES[key]();
    const viaSource = await import(/* @vite-ignore */ `../../${PAGE_SOURCES[key]}`);
    expect(viaLoader.default).toBe(viaSource.default);
    expect(viaLoader.head).toBeTypeOf('function');
  });
});

describe('prerendered markup', () => {
  // ARIA 1.2 prohibits naming elements whose role is generic, paragraph, code, emphasis and the like (a <pre>,
  // <div> or <span> without a role): screen readers ignore such names and the W3C checker flags them.
  const UNNAMEABLE = /<(div|span|pre|p|code|strong|em|b|i|u|small|s|del|ins|sub|sup)\b([^>]*)>/g;

  it('names only elements that may carry a name (aria-label, aria-labelledby)', async () => {
    const { renderToString } = await import('preact-render-to-string');
    const { h } = await import('preact');
    const { prerenderEntries } = await import('../data');
    const found: string[] = [];
    for (const entry of prerenderEntries(ROUTES)) {
      const page = await PAGES[entry.page]();
      const html = renderToString(h(page.default, { route: entry.route, params: entry.params, data: entry.data }));
      for (const [, name, attrs] of html.matchAll(UNNAMEABLE)) {
        if (/\baria-label(ledby)?=/.test(attrs!) && !/\brole=/.test(attrs!))
          found.push(`${entry.path}: <${name}${attrs}>`);
      }
    }
    expect(found).toEqual([]);
  });
});
