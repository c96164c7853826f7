// What a first load fetches and when (docs/performance.md): the islands of the first screen at once, the rest
// after `load`; the page's data inline, or beside it (islands.json), or from /content/ when neither can be had;
// one guarded reload when a chunk of the first page fails; the loader with the site's page config once the page is
// idle.
import { expect, test, type Page } from '@playwright/test';
import { networkSettled, rememberConsent, watchErrors } from './helpers';

test.beforeEach(async ({ context }) => rememberConsent(context));

const interactive = (page: Page) =>
  page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-interactive'));
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));

test('the home page hydrates its hero at once; the page chunk is never fetched; the loader comes after load', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const scripts: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push({ url: new URL(request.url()).pathname, at: Date.now() });
  });
  await page.goto('/');
  await interactive(page);
  await hydrated(page);
  const loadedAt = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.timeOrigin + nav.loadEventEnd;
  });
  await expect.poll(() => scripts.some((s) => s.url === '/loader.js')).toBe(true);
  const names = scripts.map((s) => s.url);
  expect(names.some((url) => /\/assets\/hero-/.test(url))).toBe(true);
  expect(names.some((url) => /\/assets\/Home-/.test(url))).toBe(false);
  // The site's page config comes first, then the loader, both after the load event.
  const config = scripts.find((s) => s.url === '/page-config.js')!;
  const loader = scripts.find((s) => s.url === '/loader.js')!;
  expect(config.at).toBeGreaterThanOrEqual(loadedAt - 50);
  expect(loader.at).toBeGreaterThanOrEqual(config.at);
  expect(await page.evaluate(() => typeof (window as Window & { pageConfig?: unknown }).pageConfig)).toBe('object');
  // The FAQ below the fold is an island of its own, live once the page is idle.
  const question = page.getByRole('button', { name: 'Czy Przelewik udziela pożyczek?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('the home page’s hero answers without preact/compat, and the same once a late island brings compat', async ({
  page,
}) => {
  const errors = watchErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let compatAsked = 0;
  await page.route(/\/assets\/compat\.module-[^/]+\.js$/, async (route) => {
    compatAsked++;
    await held;
    await route.continue();
  });
  await page.goto('/');
  await interactive(page);
  const typed = page.getByRole('textbox', { name: 'Ile chcesz pożyczyć? (w złotych)' });
  const cta = page.locator('.pz-hero__cta');
  const slider = page.getByRole('slider', { name: 'Ile chcesz pożyczyć?' });
  const typeAmount = async (value: string) => {
    await typed.fill(value);
    await typed.press('Enter');
  };
  // While compat is held: typing, the slider's keys and the unit switch all answer.
  await typeAmount('2000');
  await expect(cta).toContainText(/na 2\s000\szł/);
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(typed).not.toHaveValue(/^2\s000$/);
  await page.getByRole('radio', { name: /W ratach/ }).check();
  await expect(cta).toContainText(/\d+\smiesi/);
  // Compat comes with the late islands (the FAQ), not before: then the hero answers as before.
  release();
  await hydrated(page);
  expect(compatAsked).toBe(1);
  await typeAmount('3000');
  await expect(cta).toContainText(/na 3\s000\szł, \d+\smiesi/);
  await page.getByRole('radio', { name: /Jednorazowo/ }).check();
  await expect(cta).toContainText(/na 3\s000\szł, \d+\sdni/);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('the first navigation brings the router: the next page renders on the client, no reload', async ({ page }) => {
  await page.goto('/');
  await interactive(page);
  await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1));
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('slider', { name: 'Ile chcesz pożyczyć?' })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
});

test('/offers/ hydrates its offers island at once; the page chunk and the cards never come before interaction', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const html = await (await page.request.get('/offers/')).text();
  // The first screen's chunks, which the page's boot script preloads once it has painted (site/document.ts).
  const boot = /<script type="application\/json" id="pz-boot">([^<]*)<\/script>/.exec(html)![1]!;
  const preloads = (JSON.parse(boot) as { preloads: string[] }).preloads;
  expect(preloads.some((href) => /\/all-offers-[^/]+\.js$/.test(href))).toBe(true);
  // The page's own chunk (the router's), the cards and the list: not on the first screen.
  expect(preloads.filter((href) => /\/(Offers|OfferList|LenderCard)-[^/]+\.js$/.test(href))).toEqual([]);
  const scripts: string[] = [];
  page.on(
    'request',
    (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)),
  );
  await page.goto('/offers/');
  await interactive(page);
  await hydrated(page);
  expect(scripts.some((url) => /\/assets\/all-offers-/.test(url))).toBe(true);
  expect(scripts.some((url) => /\/assets\/Offers-/.test(url))).toBe(false);
  // The list's chunk comes when the browser is idle after load, so the first change finds it there.
  await expect.poll(() => scripts.some((url) => /\/assets\/OfferList-/.test(url))).toBe(true);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

/** Serves `path`'s HTML without its inline #pz-data, as a proxy or an old cache might. */
async function withoutInlineData(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="pz-data">[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    },
  );
}

test('without its inline data the page fetches /content/{key}.json, and every island reads the same props as inline', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await withoutInlineData(page, '/');
  let documents = 0;
  page.on('request', (request) => void (request.resourceType() === 'document' && documents++));
  const content = page.waitForRequest((request) => new URL(request.url()).pathname === '/content/home.json');
  await page.goto('/');
  await content;
  await interactive(page);
  expect(await page.locator('#pz-data').count()).toBe(0);
  // A key pressed as soon as the hero is live counts, while the islands below the fold are still hydrating.
  const slider = page.getByRole('slider', { name: 'Ile chcesz pożyczyć?' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('textbox', { name: 'Ile chcesz pożyczyć? (w złotych)' })).toHaveValue('1\u00a0600');
  // The FAQ, hydrated from the published JSON's whole page data, opens like on the inline path.
  await hydrated(page);
  const question = page.getByRole('button', { name: 'Czy Przelewik udziela pożyczek?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('textbox', { name: 'Ile chcesz pożyczyć? (w złotych)' })).toHaveValue('1\u00a0600');
  expect(documents).toBe(1); // no island failed into the chunk-failure reload
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

/** Answers a page's published island data with something that is no page data, as a broken proxy might. */
const brokenIslands = (page: Page, path: string) =>
  page.route(
    (url) => url.pathname === `${path}islands.json`,
    (route) => route.fulfill({ contentType: 'application/json', body: '{"nope":true}' }),
  );

test('a category page carries no data inline: its islands read islands.json, fetched once, after the first paint', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const asked: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.json')) asked.push({ url: pathname, at: Date.now() });
  });
  await page.goto('/pozyczki/na-dowod/');
  await hydrated(page);
  expect(await page.locator('#pz-data').count()).toBe(0);
  // The boot script's preload and the client's fetch are one request; /content/ is not needed.
  expect(asked.map((a) => a.url)).toEqual(['/pozyczki/na-dowod/islands.json']);
  const painted = await page.evaluate(
    () => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  );
  expect(asked[0]!.at).toBeGreaterThanOrEqual(painted - 50);
  const question = page.locator('.pz-faq__button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('a category page whose islands.json is broken hydrates its offers and FAQ from /content/', async ({ page }) => {
  const errors = watchErrors(page);
  await withoutInlineData(page, '/pozyczki/');
  await brokenIslands(page, '/pozyczki/');
  const content = page.waitForRequest((request) => new URL(request.url()).pathname === '/content/pozyczki.json');
  await page.goto('/pozyczki/');
  await content;
  await hydrated(page);
  expect(await page.locator('#pz-data').count()).toBe(0);
  const question = page.locator('.pz-faq__button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('/offers/ before the list’s chunk is there: a sort moves the server’s cards at once, a filter marks them busy until it arrives', async ({
  page,
}) => {
  const errors = watchErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/OfferList-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/offers/');
  await interactive(page);
  const order = () =>
    page.locator('article.pz-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-offer-id')).join());
  const before = await order();
  const live = page.locator('.pz-offerlist__live');
  await expect(live).not.toHaveAttribute('aria-busy', /./);
  // A new order needs no chunk: the server's cards move (site/islands/reorder-cards.ts), never dimmed.
  const sort = page.getByRole('combobox', { name: 'Sortuj' });
  await sort.selectOption('amount');
  await expect.poll(order).not.toBe(before);
  await expect(live).not.toHaveAttribute('aria-busy', /./);
  const sorted = await order();
  // A filter does: the cards are not presented as filtered while they are not.
  const idOnly = page.getByRole('checkbox', { name: 'tylko dowód osobisty' });
  await idOnly.check();
  await expect(live).toHaveAttribute('aria-busy', 'true');
  await expect(live).toHaveCSS('opacity', '0.4');
  expect(await order()).toBe(sorted);
  release();
  await expect(live).not.toHaveAttribute('aria-busy', /./);
  await expect.poll(order).not.toBe(sorted);
  await expect(sort).toHaveValue('amount');
  await expect(idOnly).toBeChecked();
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('/offers/ whose islands.json is broken hydrates its offers from /content/: the sorting answers', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await withoutInlineData(page, '/offers/');
  await brokenIslands(page, '/offers/');
  const content = page.waitForRequest((request) => new URL(request.url()).pathname === '/content/offers.json');
  await page.goto('/offers/');
  await content;
  await interactive(page);
  expect(await page.locator('#pz-data').count()).toBe(0);
  const order = () =>
    page.locator('article.pz-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-offer-id')).join());
  const before = await order();
  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption('amount');
  await expect.poll(order).not.toBe(before);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('a chunk of the first page that fails to load reloads the page once, and only once', async ({ page }) => {
  let failures = 0;
  // Every request for the hero's chunk fails: a reload cannot help, and the guard must stop after one.
  await page.route(/\/assets\/hero-[^/]+\.js$/, (route) => {
    failures++;
    return route.abort('failed');
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await expect.poll(() => documents.length).toBe(2);
  await expect.poll(() => consoleErrors.some((text) => text.includes('could not be loaded'))).toBe(true);
  // No third load follows the second failure: the page settles (no request at all for 500 ms) on this document.
  await networkSettled(page);
  expect(documents).toHaveLength(2);
  expect(failures).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => sessionStorage.getItem('przelewik_chunk_reload'))).toMatch(/^\d+$/);
  // The page stays usable as HTML: its form still submits with the amount.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a chunk that fails once is fetched again after the one reload, and the page hydrates', async ({ page }) => {
  let failed = false;
  await page.route(/\/assets\/hero-[^/]+\.js$/, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('failed');
  });
  await page.goto('/');
  // A locator assertion, retried across the reload (an evaluate in a poll threw when the reload destroyed its page).
  await expect(page.locator('#app')).toHaveAttribute('data-interactive', '', { timeout: 15_000 });
  expect(failed).toBe(true);
});

test('GET /page-config.js sets the page config the loader reads', async ({ request }) => {
  const res = await request.get('/page-config.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/javascript/);
  // No service is configured for the e2e server: only the site's country (Polish, so push speaks Polish); fields a
  // page set itself win over the server's.
  expect(await res.text()).toBe('window.pageConfig=Object.assign({"countryId":14},window.pageConfig);\n');
});

test('the router’s chunks are listed in the manifest, not the page, and prefetched from it once the page is idle', async ({
  page,
  request,
}) => {
  const manifest = JSON.parse(
    (await (await request.get('/manifest.js')).text()).replace(/^export default /, '').replace(/;\s*$/, ''),
  ) as { router: string[] };
  expect(manifest.router.length).toBeGreaterThan(0);
  expect(manifest.router.every((path) => /^\/assets\/[\w.-]+\.js$/.test(path))).toBe(true);
  await page.goto('/');
  expect(await page.locator('#pz-runtime').textContent()).not.toContain('/assets/app-');
  await hydrated(page);
  const fetched = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  // The router's own chunk is fetched for the router alone: its prefetch is what brings it before any tap.
  const app = manifest.router.find((path) => /\/app-[\w-]+\.js$/.test(path))!;
  await expect.poll(fetched, { timeout: 20_000 }).toContain(app);
  expect(await fetched()).toContain('/manifest.js');
});
