// Our pages under their real Content-Security-Policy (server/csp.ts): every route of SPEC §2 and every page of the
// sitemap, first loads and client-side navigation, with a securitypolicyviolation listener in place before any
// page script runs; and the framing rules (our pages refuse every parent; the lead frame keeps its allow-list).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FIXTURES_ORIGIN, SERVER_ORIGIN } from './origins';
import { CATEGORY_ROUTES, FIXED_ROUTES } from './routes';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  url: string;
}

/** Records every CSP violation of the page (and of any later document in the same tab) and console refusals. */
async function watchCsp(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        url: location.pathname,
      }),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text()))
      console.push(message.text());
  });
  return { violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp), console };
}

const hydrated = (page: Page) => page.waitForSelector('#app[data-hydrated]', { state: 'attached' });

/** Every route of SPEC §2, every page of the sitemap and an unknown address, in one fixed order. */
async function everyPath(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return [
    ...new Set([
      ...FIXED_ROUTES.map(([path]) => path),
      ...CATEGORY_ROUTES.map(([path]) => path),
      ...fromSitemap,
      '/nie-ma-takiej-strony/',
    ]),
  ];
}

// The pages in PARTS tests of every PARTS-th page, so the workers share them out; together they visit them all.
const PARTS = 5;
for (let part = 0; part < PARTS; part++) {
  test(`every route and every sitemap page loads under its CSP without a single violation (part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    const all = await everyPath(request);
    expect(all.length).toBeGreaterThan(30);
    const paths = all.filter((_path, index) => index % PARTS === part);
    const csp = await watchCsp(page);
    for (const path of paths) {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toContain('unsafe-inline');
      await hydrated(page);
      // Let the loader's features (lead frame, events) and late styles settle.
      await page.waitForLoadState('networkidle');
      expect(await csp.violations(), path).toEqual([]);
    }
    expect(csp.console).toEqual([]);
  });
}

test('client navigation adds page styles and renders pages without a violation', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto('/');
  await hydrated(page);
  const navigate = (path: string) =>
    page.evaluate(
      (p) => (window as unknown as { __przelewikNavigate(u: string): Promise<void> }).__przelewikNavigate(p),
      path,
    );
  // Each page's policy lists only its own <style> hashes: the router gives a routed page its CSS as a constructed
  // stylesheet (site/app/page-styles.ts), which style-src does not govern, and adds no <style>.
  const sheets: number[] = [];
  for (const [path, key] of [
    ['/offers/', 'offers'],
    ['/blog/', 'blog-list'],
    ['/partner/', 'partner'],
    ['/reg/', 'registration'],
    ['/pozyczki/na-dowod/', 'category'],
    ['/', 'home'],
  ] as const) {
    await navigate(path);
    await expect(page.locator('html')).toHaveAttribute('data-page', key);
    await page.waitForLoadState('networkidle');
    sheets.push(
      await page.evaluate(() => document.adoptedStyleSheets.filter((sheet) => sheet.cssRules.length > 0).length),
    );
  }
  await navigate('/nie-ma/');
  await expect(page.locator('html')).toHaveAttribute('data-page', 'error');
  // One sheet in force on each routed page; none back on the home page, whose CSS came with its HTML.
  expect(sheets).toEqual([1, 1, 1, 1, 1, 0]);
  expect(await page.locator('style[data-page-css]').count()).toBe(1);
  expect(await page.locator('style[data-page-css="home"]').getAttribute('media')).toBe('not all');
  expect(await csp.violations()).toEqual([]);
  expect(csp.console).toEqual([]);
});

test('the policy is really enforced: an injected inline script and inline style are refused', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto('/reg/');
  await hydrated(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    const div = document.createElement('div');
    div.setAttribute('style', 'color: rgb(1, 2, 3)');
    document.body.append(div);
    return {
      script: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true,
      color: getComputedStyle(div).color,
    };
  });
  expect(ran.script).toBe(false);
  expect(ran.color).not.toBe('rgb(1, 2, 3)');
  await expect
    .poll(async () => (await csp.violations()).map((v) => v.directive).sort())
    .toEqual(['script-src-elem', 'style-src-attr']);
});

test('another origin cannot frame the registration page', async ({ page }) => {
  const framer = `${FIXTURES_ORIGIN}/framer.html`;
  await page.route(framer, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>framer</title><iframe src="${SERVER_ORIGIN}/reg/" title="reg"></iframe>`,
    }),
  );
  const asked = page.waitForRequest((r) => r.url() === `${SERVER_ORIGIN}/reg/`);
  await page.goto(framer);
  await asked;
  const response = await page.request.get(`${SERVER_ORIGIN}/reg/`);
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // Chromium refuses to render it and shows its error page in the frame instead.
  await expect.poll(() => page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');
  expect(page.frames().some((f) => f.url().startsWith(`${SERVER_ORIGIN}/reg/`))).toBe(false);
});
