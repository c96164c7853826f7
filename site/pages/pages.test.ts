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
