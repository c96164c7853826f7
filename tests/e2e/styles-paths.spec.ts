// A page looks the same whether it is loaded directly or reached through the client router: every route
// pattern of SPEC §2, both ways, on a phone and a desktop, compared by the computed styles of the page's
// landmarks. Page CSS used to be inlined only into the prerendered HTML, so routed pages came up unstyled.
import { expect, test, type Page } from '@playwright/test';
import { prerenderEntries } from '../../site/data';
import { ROUTES } from '../../site/routes';
import { rememberConsent, routeTo } from './helpers';

/** One concrete path per route pattern: fixed routes as they are; {id} routes with the first id the content has. */
function routePaths(): { path: string; page: string }[] {
  const entries = prerenderEntries(ROUTES);
  const out: { path: string; page: string }[] = [];
  for (const route of ROUTES) {
    const mine = entries.filter((entry) => entry.route === route);
    const bare = mine.find((entry) => Object.keys(entry.params).length === 0);
    const withId = mine.find((entry) => Object.keys(entry.params).length > 0);
    for (const entry of [bare, withId]) if (entry) out.push({ path: entry.path, page: entry.page });
  }
  return out;
}

const PATHS = routePaths();

/** The landmarks compared on every page (the first match of each, in document order). */
const LANDMARKS: Record<string, string> = {
  header: 'body header',
  main: '#main',
  h1: '#main h1',
  h2: '#main h2',
  footer: 'body footer',
  button: '#main button, #main .pz-button',
  link: '#main a[href]',
  field: '#main input:not([type="hidden"]), #main select, #main textarea',
  card: '#main article, #main .pz-tile, #main .pz-steps li',
  section: '#main section',
};

/** Style properties that show whether a page's CSS arrived (not outline: the router focuses <main>). */
const PROPS = [
  'display',
  'position',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-bottom',
  'max-width',
  'width',
  'border-top-width',
  'border-top-color',
  'border-top-left-radius',
  'grid-template-columns',
  'gap',
  'text-decoration-line',
  'box-shadow',
  'list-style-type',
];

type Snapshot = Record<string, Record<string, string> | null>;

function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(
    ({ landmarks, props }) => {
      const out: Record<string, Record<string, string> | null> = {};
      for (const [name, selector] of Object.entries(landmarks)) {
        const el = document.querySelector(selector);
        if (!el) {
          out[name] = null;
          continue;
        }
        const style = getComputedStyle(el);
        out[name] = Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)]));
      }
      return out;
    },
    { landmarks: LANDMARKS, props: PROPS },
  );
}

function differences(path: string, direct: Snapshot, routed: Snapshot): string[] {
  const out: string[] = [];
  for (const name of Object.keys(LANDMARKS)) {
    const a = direct[name];
    const b = routed[name];
    if (!a || !b) {
      if (a !== b) out.push(`${path} ${name}: ${a ? 'missing' : 'present'} after client navigation`);
      continue;
    }
    for (const prop of PROPS)
      if (a[prop] !== b[prop]) out.push(`${path} ${name} ${prop}: direct "${a[prop]}", routed "${b[prop]}"`);
  }
  return out;
}

const hydrated = (page: Page) => page.waitForSelector('#app[data-hydrated]', { state: 'attached' });

test('the route list covers the 28 route patterns of SPEC §2, the home page among them', () => {
  expect(PATHS).toHaveLength(28);
  expect(new Set(PATHS.map((p) => p.path)).size).toBe(28);
  expect(PATHS.map((p) => p.path)).toContain('/');
});

// The walk through the router is cut into GROUPS tests per viewport, so the workers share them out (more parts
// would cost more in their own contexts and first pages than the finer sharing saves). Each group's walk starts on
// the 404 page (the layout's CSS and no page's) and first goes, unchecked, to the last route of the group before:
// every step of the one long walk (each route reached from the one before it, bringing its own CSS and leaving none
// of its own behind) is still taken and checked. The last group first shows the home page, so the walk's final step
// back to it checks a page on its second visit.
const GROUPS = 2;
const groupSize = Math.ceil(PATHS.length / GROUPS);

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  for (let group = 0; group < GROUPS; group++) {
    const mine = PATHS.slice(group * groupSize, (group + 1) * groupSize);
    const last = group === GROUPS - 1;
    test(`every route looks the same loaded directly and reached by the client router at ${viewport.width}×${viewport.height} (routes ${group * groupSize + 1}–${group * groupSize + mine.length} of ${PATHS.length})`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport });
      await rememberConsent(context);
      try {
        const direct = await context.newPage();
        const expected = new Map<string, Snapshot>();
        for (const { path } of last ? [...mine, PATHS.find((p) => p.path === '/')!] : mine) {
          await direct.goto(path);
          await hydrated(direct);
          expected.set(path, await snapshot(direct));
        }
        await direct.close();

        const routed = await context.newPage();
        const errors: string[] = [];
        routed.on('pageerror', (error) => errors.push(error.message));
        await routed.goto('/nie-ma-takiej-strony/');
        await hydrated(routed);
        await routed.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
        // Where the one long walk stood before this group's first route (and, for the last group, the home page).
        const before = group > 0 ? [PATHS[group * groupSize - 1]!] : [];
        for (const { path, page: key } of [...(last ? [PATHS.find((p) => p.path === '/')!] : []), ...before])
          await routeTo(routed, path, key);
        const found: string[] = [];
        for (const { path, page: key } of mine) {
          await routeTo(routed, path, key);
          found.push(...differences(path, expected.get(path)!, await snapshot(routed)));
        }
        if (last) {
          // Back to the home page from the last route: a page shown before must look the same on its second visit.
          await routeTo(routed, '/', 'home');
          found.push(...differences('/ (again)', expected.get('/')!, await snapshot(routed)));
        }
        expect(found).toEqual([]);
        // Every navigation was the client router's: one document the whole way.
        expect(await routed.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
          true,
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
