// Which page says what to search engines (docs/product.md, "Head"): the organisation on the home page alone, where
// search engines look for it; no FAQPage on the category pages, whose FAQ is their HTML and whose first round trip
// has no room for it twice (docs/performance.md, "Every page's first round trip").
import { beforeAll, describe, expect, it } from 'vitest';
import { prerenderEntries } from '../data';
import { ROUTES } from '../routes';
import { PAGES } from './index';

/** The schema.org types of every prerendered page's JSON-LD, by path. */
async function types(): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const entry of prerenderEntries(ROUTES)) {
    const page = await PAGES[entry.page]();
    const head = page.head({ route: entry.route, params: entry.params, data: entry.data });
    out.set(
      entry.path,
      (head.jsonLd ?? []).map((item) => String((item as { '@type'?: unknown })['@type'])),
    );
  }
  return out;
}

describe('JSON-LD', () => {
  let all: Map<string, string[]>;
  // Loading every page module and its content takes a few seconds on a busy machine.
  beforeAll(async () => {
    all = await types();
  }, 60_000);

  it('names the organisation on the home page and nowhere else', () => {
    expect(all.get('/')).toEqual(['Organization', 'FAQPage']);
    expect([...all].filter(([, list]) => list.includes('Organization')).map(([path]) => path)).toEqual(['/']);
  });

  it('gives a category page its breadcrumbs only; the home page and /partner/ keep their FAQPage', () => {
    const categories = [...all].filter(([path]) => path.startsWith('/pozyczki/'));
    expect(categories).toHaveLength(9);
    for (const [path, list] of categories) expect(list, path).toEqual(['BreadcrumbList']);
    expect(all.get('/partner/')).toContain('FAQPage');
  });
});
