// Every page in one round trip (docs/performance.md, "What blocks the first paint"): its response, headers and
// compressed body together, fits the first window of a new connection (TCP's initial 10 segments of 1 460 B), so a
// phone has the whole page after one round trip, as it has a bare page.
// And every page's CSP lists only its own style hashes, each once, and needs none for a style attribute.
import { request as httpRequest } from 'node:http';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { rememberConsent } from './helpers';
import { SERVER_ORIGIN } from './origins';
import { prerenderEntries } from '../../site/data';
import { ROUTES } from '../../site/routes';
import { CATEGORY_ROUTES, FIXED_ROUTES } from './routes';

const FIRST_WINDOW = 10 * 1460;

/** The bytes an HTTP/1.1 answer puts on the wire: status line, headers as sent, blank line, body as sent. */
function wire(path: string, encoding: string): Promise<{ headers: number; body: number; csp: string; names: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${SERVER_ORIGIN}${path}`,
      { headers: { 'accept-encoding': encoding, accept: 'text/html' } },
      (res) => {
        let body = 0;
        res.on('data', (chunk: Buffer) => (body += chunk.length));
        res.on('end', () => {
          const raw = res.rawHeaders;
          let headers = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
          for (let i = 0; i < raw.length; i += 2) headers += Buffer.byteLength(`${raw[i]}: ${raw[i + 1]}\r\n`);
          resolve({
            headers,
            body,
            csp: String(res.headers['content-security-policy'] ?? ''),
            names: raw.filter((_, i) => i % 2 === 0).join(', '),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Every prerendered route (SPEC §2's, the blog's and the legal documents' ids) and the 404 page. */
const PAGES = [...new Set(prerenderEntries(ROUTES).map((entry) => entry.path)), '/nie-ma/'];

// Brotli: what every browser asks for (the gzip twin is for clients that cannot read brotli).
for (const path of PAGES) {
  test(`${path}, headers and brotli body, fits the first window of a connection`, async () => {
    const { headers, body, names } = await wire(path, 'br, gzip');
    expect(body).toBeGreaterThan(4000);
    expect(headers + body, `${headers} B of headers (${names}) + ${body} B of body`).toBeLessThanOrEqual(FIRST_WINDOW);
  });
}

// The category pages, /offers/, the landing offers page and /partners-list/ publish their islands' data beside them
// (islands.json), not inline.
const DATA_BESIDE = [
  ...CATEGORY_ROUTES.map(([p]) => p),
  '/offers/',
  '/offers3/',
  '/landing/offers2/',
  '/partners-list/',
];
for (const path of DATA_BESIDE) {
  test(`${path} names its islands' data beside it, not in the HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('id="pz-data"');
    // An alias names the data of the route it repeats: the same page, the same document.
    const repeats = ['/offers/', '/landing/offers/'].find((route) => path.startsWith(route.slice(0, -1)));
    const dataPath = repeats ?? path;
    expect(html).toContain(`"data":"${dataPath}islands.json"`);
    const islands = await request.get(`${dataPath}islands.json`);
    expect(islands.headers()['cache-control']).toBe('no-cache');
    expect(Object.keys(((await islands.json()) as { data: object }).data).length).toBeGreaterThan(0);
  });
}

/** Turns the mouse wheel until `target`'s top is on the screen, as a visitor scrolls to it. */
async function wheelTo(page: Page, target: Locator): Promise<void> {
  for (let turns = 0; turns < 100; turns++) {
    const top = await target.evaluate((el) => el.getBoundingClientRect().top);
    if (top >= 0 && top < (await page.evaluate(() => innerHeight)) / 2) return;
    await page.mouse.wheel(0, Math.min(400, top - 100));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  throw new Error('the wheel did not bring the element to the screen');
}

// The landing page's call-back form is under its twelve cards: its CSS is not in the document but in the page's far
// file, linked once the page has painted; until then the form keeps its place hidden (site/pages/LandingOffers.tsx).
test('the landing page’s call-back form keeps its place hidden until its CSS comes, then is styled where the wheel takes the visitor, nothing moving', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  await rememberConsent(context);
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/far-*.css', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/landing/offers/', { waitUntil: 'commit' });
  const section = page.locator('.pz-offers__phone');
  await expect(page.locator('link[rel="stylesheet"][data-page-css="landing-offers"]')).toHaveCount(1);
  expect(await section.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('hidden');
  const placeholder = await section.evaluate((el) => el.getBoundingClientRect().height);
  release();
  await expect(page.locator('#app')).toHaveAttribute('data-hydrated', '');
  await expect.poll(() => section.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
  await wheelTo(page, section);
  const form = section.locator('form');
  await expect(form).toBeVisible();
  expect(
    await form.evaluate((el) => [getComputedStyle(el).borderTopLeftRadius, getComputedStyle(el).paddingTop]),
  ).toEqual(['16px', '20px']);
  // Its place held about its real height: the page below it moved by less than a line when it was laid out.
  expect(Math.abs((await section.evaluate((el) => el.getBoundingClientRect().height)) - placeholder)).toBeLessThan(24);
  const shifts = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    return observer.takeRecords().map((entry) => (entry as PerformanceEntry & { value: number }).value);
  });
  expect(shifts).toEqual([]);
  await context.close();

  // Without scripts the head's <noscript> link brings the same CSS with the page.
  const still = await browser.newContext({ viewport: { width: 360, height: 640 }, javaScriptEnabled: false });
  const plain = await still.newPage();
  await plain.goto('/landing/offers/');
  const plainForm = plain.locator('.pz-offers__phone form');
  expect(await plainForm.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('16px');
  expect(await plain.locator('.pz-offers__phone').evaluate((el) => getComputedStyle(el).contentVisibility)).toBe(
    'auto',
  );
  await still.close();
});

test('a page’s CSP lists the hashes of its own <style>s and the banner’s, no other page’s', async ({ request }) => {
  const hashes = async (path: string) => {
    const { csp } = await wire(path, 'br');
    return (/(?:^|; )style-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ').filter((s) => s.startsWith("'sha256-"));
  };
  const home = await hashes('/');
  const category = await hashes('/pozyczki/');
  // The site's CSS, the page's own and the cookie banner's: three, two of them shared.
  expect(home).toHaveLength(3);
  expect(category).toHaveLength(3);
  expect(home.filter((hash) => category.includes(hash))).toHaveLength(2);
  const html = await (await request.get('/pozyczki/')).text();
  expect(html.match(/<style\b/g)).toHaveLength(2);
});

test('every page’s CSP lists each source once and allows no style attribute', async () => {
  const paths = [
    ...FIXED_ROUTES.map(([path]) => path),
    ...CATEGORY_ROUTES.map(([path]) => path),
    '/blog/co-to-jest-rrso/',
    '/nie-ma/',
  ];
  for (const path of paths) {
    const { csp } = await wire(path, 'br');
    const hashes = csp.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(new Set(hashes).size, `${path}: a hash listed twice`).toBe(hashes.length);
    expect(csp, path).toMatch(/(^|; )style-src-attr 'none'(;|$)/);
    expect(csp, path).not.toContain('unsafe-hashes');
  }
});
