// The site: every route of SPEC §2, the navigation shell, error pages, SEO files.
import { expect, test as base, type Page } from '@playwright/test';
import { expectNoAxeViolations, networkSettled, rememberConsent, watchErrors } from './helpers';
import { CATEGORY_ROUTES, FIXED_ROUTES } from './routes';
import { visitorPage } from './visitor-page';

const hydrated = (page: Page) => page.waitForSelector('#app[data-hydrated]', { state: 'attached' });

// A returning visitor who has already answered the cookie banner (loader-core.spec.ts covers the first visit). In the
// context fixture rather than a beforeEach, so the tests that take this worker's visitor tab open no context at all.
const test = base.extend({
  context: async ({ context }, use) => {
    await rememberConsent(context);
    await use(context);
  },
});

test('every fixed route answers 200 with its page, a Polish title and a canonical link with a trailing slash', async ({
  request,
}) => {
  for (const [path, page] of FIXED_ROUTES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain(`<html lang="pl" data-page="${page}"`);
    expect(html, path).toMatch(/<title>[^<]*Przelewik<\/title>/);
    if (!html.includes('name="robots" content="noindex'))
      expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/([^"]*\/)?">/);
  }
});

test('the nine category pages carry their meta id on <html> and list offers', async ({ request }) => {
  for (const [path, id] of CATEGORY_ROUTES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain(`<html lang="pl" data-page="category" data-page-id="${id}">`);
    expect(html, path).toContain('Przykład reprezentatywny');
  }
});

test('blog articles and legal versions are prerendered; unknown ids answer 404', async ({ request }) => {
  const list = await (await request.get('/blog/')).text();
  const ids = [...list.matchAll(/href="\/blog\/([a-z0-9-]+)\/"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBeGreaterThanOrEqual(6);
  for (const id of new Set(ids)) {
    const res = await request.get(`/blog/${id}/`);
    expect(res.status(), id).toBe(200);
    expect(await res.text()).toContain('"@type":"Article"');
  }
  for (const path of [
    '/blog/nie-ma-takiego/',
    '/privacy-policy/1999-01-01/',
    '/terms-and-conditions/nope/',
    '/pozyczki/nieznana/',
    '/offers5/',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text()).toContain('This page could not be found');
  }
  const privacy = await (await request.get('/privacy-policy/')).text();
  const version = privacy.match(/href="\/privacy-policy\/([0-9-]+)\/"/)?.[1];
  expect(version).toBeTruthy();
  expect((await request.get(`/privacy-policy/${version}/`)).status()).toBe(200);
});

test('every path without the trailing slash answers 301 to the slash form, query kept', async ({ request }) => {
  for (const [path] of [...FIXED_ROUTES, ...CATEGORY_ROUTES]) {
    if (path === '/') continue;
    const res = await request.get(`${path.slice(0, -1)}?utm_source=x`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(301);
    expect(res.headers().location).toBe(`${path}?utm_source=x`);
  }
});

test('sitemap.xml lists indexable pages with trailing slashes; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>http://localhost:3000/pozyczki/na-dowod/</loc>');
  expect(sitemap).not.toContain('/transition/');
  expect(sitemap).not.toContain('/landing/');
  for (const loc of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) expect(loc[1]).toMatch(/\/$/);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  const og = await request.get('/og/przelewik-1200x630.webp');
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toBe('image/webp');
});

test('internal links navigate on the client: no reload, head and <html> follow', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Pożyczki' }).click();
  await expect(page).toHaveURL(/\/pozyczki\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-page-id', '3');
  await expect(page).toHaveTitle(/Przelewik$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/pozyczki/');
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-page', 'blog-list');
  await expect(page.locator('html')).not.toHaveAttribute('data-page-id', /.*/);
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('data-page-id', '3');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('client navigation to an unknown route or an unknown blog id shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  for (const path of ['/nie-ma/', '/blog/nie-ma-takiego/']) {
    await page.evaluate(
      (p) => (window as unknown as { __przelewikNavigate(u: string): Promise<void> }).__przelewikNavigate(p),
      path,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.getByRole('link', { name: 'Go back to home' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-page', 'home');
  }
});

test('navigation scrolls to the top, or smooth-scrolls to the hash target after 300 ms', async ({ page }) => {
  await page.goto('/blog/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() =>
    (window as unknown as { __przelewikNavigate(u: string): Promise<void> }).__przelewikNavigate('/pozyczki/na-dowod/'),
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() =>
    (window as unknown as { __przelewikNavigate(u: string): Promise<void> }).__przelewikNavigate('/pozyczki/#faq'),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0); // not yet: the scroll waits 300 ms
  // The FAQ closes the page: the scroll ends with its heading at the top, or at the page's end with it in view.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const top = document.getElementById('faq')!.getBoundingClientRect().top;
          const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
          return top >= 0 && (top < 40 || (atEnd && top < window.innerHeight / 2));
        }),
      { timeout: 3000 },
    )
    .toBe(true);
});

test('a slow page shows the progress bar, which fades after it finishes', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  // The page's data is held back until the test has seen the loading state, then let through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/partners-list/payload.js*', async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { includeHidden: true });
  await expect(bar).toHaveAttribute('data-state', 'idle');
  const main = page.locator('main#main');
  await expect(main).not.toHaveAttribute('aria-busy', /.*/);
  await page.getByRole('link', { name: 'Nasi partnerzy' }).click();
  await expect(bar).toHaveAttribute('data-state', 'loading');
  // The page data's fetch state (SPEC §3): pending shows as aria-busy on <main>, cleared when it arrives.
  await expect(main).toHaveAttribute('aria-busy', 'true');
  // While it shows, the bar is in a landmark like everything else on the page.
  await expectNoAxeViolations(page);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-page', 'partners-list');
  await expect(main).not.toHaveAttribute('aria-busy', /.*/);
  await expect(bar).toHaveAttribute('data-state', /fading|idle/);
  await expect(bar).toHaveAttribute('data-state', 'idle', { timeout: 2000 });
});

test('a failed chunk reloads the page once; a second failure within 60 s shows the error page', async ({ page }) => {
  await page.route('**/assets/BlogList-*.js', (route) => route.abort());
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __marker?: number }).__marker ?? 'reloaded'))
    .toBe('reloaded');
  expect(Number(await page.evaluate(() => sessionStorage.getItem('przelewik_chunk_reload')))).toBeGreaterThan(
    Date.now() - 60_000,
  );

  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 2));
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie udało się wczytać strony');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(2); // no second reload
});

test('going offline shows a notice in Polish, keeps what was typed and stays on the page', async ({
  page,
  context,
}) => {
  await page.goto('/partner/');
  await hydrated(page);
  const name = page.getByLabel('Imię i nazwisko lub nazwa firmy');
  await name.fill('Anna Nowak');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Nie masz połączenia z internetem' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/partner\/$/);
  await expect(name).toHaveValue('Anna Nowak');
  await context.setOffline(false);
  await expect(page.getByText('Nie masz połączenia z internetem')).toHaveCount(0);
});

test('the locale cookie is set for 365 days, path /, SameSite=Lax', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  const cookie = (await context.cookies()).find((c) => c.name === 'przelewik_locale');
  expect(cookie).toMatchObject({ value: 'pl', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86400_000);
});

// SPEC §2's aliases of the offers pages, each with the route that shows the same page.
const ALIASES: [alias: string, canonical: string][] = [
  ['/offers2/', '/offers/'],
  ['/offers3/', '/offers/'],
  ['/offers4/', '/offers/'],
  ['/landing/offers2/', '/landing/offers/'],
];

// Each alias is that very page as the visitor's browser ends up with it: the whole document after hydration and the
// loader, at 360 px, equals its canonical route's, apart from the two head tags asserted here. So the axe and
// overflow checks of the canonical route below hold for the alias, and are not run again on the same document.
test('the offers aliases show the very page of their canonical route, down to the last attribute', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 900 } });
  await rememberConsent(context);
  const page = await context.newPage();
  const documentAt = async (path: string) => {
    await page.goto(path);
    await hydrated(page);
    await networkSettled(page);
    return page.evaluate(() => document.documentElement.outerHTML);
  };
  const headTags = (html: string) => ({
    canonical: html.match(/<link rel="canonical" href="([^"]*)">/)?.[1],
    ogUrl: html.match(/<meta property="og:url" content="([^"]*)">/)?.[1],
    robots: html.match(/<meta name="robots" content="([^"]*)">/)?.[1],
  });
  const withoutAddress = (html: string) =>
    html.replace(/<link rel="canonical" href="[^"]*">/, '').replace(/<meta property="og:url" content="[^"]*">/, '');
  const canonicals = new Map<string, string>();
  for (const [alias, canonical] of ALIASES) {
    if (!canonicals.has(canonical)) canonicals.set(canonical, await documentAt(canonical));
    const expected = canonicals.get(canonical)!;
    const html = await documentAt(alias);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), alias).toBeLessThanOrEqual(360);
    // The offers aliases name /offers/ as their address; the landing pages are not indexed, and each names itself.
    if (canonical === '/offers/') expect(headTags(html), alias).toEqual(headTags(expected));
    else
      expect(headTags(html), alias).toEqual({
        ...headTags(expected),
        canonical: `http://localhost:3000${alias}`,
        ogUrl: `http://localhost:3000${alias}`,
      });
    expect(headTags(html).canonical, alias).toBeTruthy();
    expect(withoutAddress(html), alias).toBe(withoutAddress(expected));
  }
  await context.close();
});

// Every route on a phone (an alias by its canonical route, above); on a desktop one route of each page template
// (the markup is the same, only the layout differs, and the phone is where overflow and contrast problems show
// first). One test per route and width, so the workers share them out.
//
// The cookie banner open (a first visit): one route of each page template at both widths. Axe finds nothing with
// it open, the first Tab lands in it, and it takes at most a quarter of a phone's screen. Where a route is checked
// both ways, one visit does both: axe with the banner open, then with it accepted (the page a visitor reads from
// then on), instead of a second browser context loading the same page again.
const DESKTOP_SAMPLE = [
  '/',
  '/blog/',
  '/cookies-policy/',
  '/offers/',
  '/landing/offers/',
  '/partner/',
  '/partners-list/',
  '/privacy-policy/',
  '/reg/',
  '/transition/',
  '/pozyczki/dla-ukraincow-i-obcokrajowcow/',
];
const ARTICLE = 'a blog article';
const ALL_ROUTES = [
  ...FIXED_ROUTES.map(([p]) => p).filter((p) => !ALIASES.some(([alias]) => alias === p)),
  ...CATEGORY_ROUTES.map(([p]) => p),
  ARTICLE,
  '/nie-ma/',
];
// On a desktop the banner is the same markup in a wider bar: four templates show its layout.
const BANNER_ROUTES: Record<number, string[]> = {
  360: [...DESKTOP_SAMPLE, ARTICLE, '/nie-ma/'],
  1280: ['/', '/offers/', '/reg/', '/cookies-policy/'],
};

/** The first-visit checks: the banner shows, fits a phone's quarter screen, takes the first Tab, and axe is clean. */
async function expectBannerFirst(page: Page, path: string, width: number): Promise<void> {
  const banner = page.locator('.pz-consent--banner');
  await expect(banner, path).toBeVisible();
  const box = (await banner.boundingBox())!;
  if (width === 360) expect(box.width * box.height, path).toBeLessThanOrEqual(0.25 * 360 * 640);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.pz-consent--banner')), path).toBe(true);
  await expectNoAxeViolations(page);
}

for (const width of [360, 1280]) {
  for (const route of width === 360 ? ALL_ROUTES : [...DESKTOP_SAMPLE, ARTICLE, '/nie-ma/']) {
    const firstVisit = BANNER_ROUTES[width]!.includes(route);
    const title = firstVisit
      ? `axe finds nothing on ${route} at ${width} px with the cookie banner open (which comes first) nor after it is accepted, and nothing overflows sideways`
      : `axe finds nothing on ${route} at ${width} px, and nothing overflows sideways`;
    test(title, async ({ browser }) => {
      const height = firstVisit && width === 360 ? 640 : firstVisit ? 800 : 900;
      const page = await visitorPage(browser, { width, height, returning: !firstVisit });
      let path = route;
      if (route === ARTICLE) {
        const list = await (await page.request.get('/blog/')).text();
        path = list.match(/href="(\/blog\/[a-z0-9-]+\/)"/)?.[1] ?? '/blog/';
      }
      await page.goto(path);
      await hydrated(page);
      if (firstVisit) {
        await expectBannerFirst(page, path, width);
        await page.locator('.pz-consent--banner').getByRole('button', { name: 'Akceptuję wszystkie' }).click();
        await expect(page.locator('.pz-consent--banner'), path).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    });
  }
}

test('with site data blocked in the browser, the pages still work and the transition page still takes the visitor to the lender', async ({
  browser,
}) => {
  const context = await browser.newContext();
  // As with "block all site data" or some privacy modes: touching either storage throws a SecurityError.
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  for (const path of ['/', '/offers/']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('.pz-error')).toHaveCount(0);
  }
  await expect(page.locator('a[href*="/transition/?offer="]').first()).toBeVisible();
  // Our click endpoint redirects to the lender's address (a .example host: the request never leaves the machine).
  const toLender = page.waitForRequest((request) => new URL(request.url()).hostname.endsWith('.example'), {
    timeout: 15_000,
  });
  await page.goto('/transition/?offer=108&amount=2000&term=30');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.pz-error')).toHaveCount(0);
  await toLender;
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  await context.close();
});
