// The first paint of the home page on a phone (docs/performance.md, "What blocks the first paint"): painted before
// any of its code is fetched, no forced synchronous layout while it loads, the cookie banner's code in one round of
// requests rather than a chain, and a banner that slides in under a visitor's thumb records no consent from a tap
// that was meant for the page.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CONSENT_KEY } from '../../contracts/consent';
import { playUntil, rememberConsent, stopClock } from './helpers';

const HOME = '/';
/** A mobile network's round trip, for the requests whose order a test reads. */
const ROUND_TRIP_MS = 150;
const BANNER = '.pz-consent--banner';

/** Layouts the page's own script forced (a layout read right after a change): trace events with a script stack. */
async function forcedLayouts(browser: Browser, page: Page, run: () => Promise<void>): Promise<string[]> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.stack',
    ],
  });
  await run();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: { name: string; args?: { beginData?: { stackTrace?: { url?: string; functionName?: string }[] } } }[];
  };
  // Only the page's own scripts (served over http): Playwright's injected code forces layouts of its own to check.
  return trace.traceEvents
    .filter(
      (event) =>
        event.name === 'Layout' &&
        (event.args?.beginData?.stackTrace ?? []).some((frame) => /^https?:/.test(frame.url ?? '')),
    )
    .map((event) =>
      event
        .args!.beginData!.stackTrace!.map((frame) => `${frame.functionName || '(anonymous)'} ${frame.url ?? ''}`)
        .join(' < '),
    );
}

/** The chunks of `sources` and everything they import, from the build's manifest. */
function chunksOf(sources: string[]): Set<string> {
  const manifest = JSON.parse(readFileSync('build/asset-manifest.json', 'utf8')) as {
    chunkOf: Record<string, string>;
    files: Record<string, string[]>;
  };
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const next of manifest.files[file] ?? []) visit(next);
  };
  for (const source of sources) visit(manifest.chunkOf[source]!);
  return found;
}

test('the home page loads without a forced synchronous layout, the banner shown and hydrated included', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const forced = await forcedLayouts(browser, page, async () => {
    await page.goto(HOME);
    await expect(page.locator('#app')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator(BANNER)).toBeVisible();
    // The banner's height is published for the scroll padding once the browser has laid it out.
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--pz-consent-h').trim()),
      )
      .toMatch(/^[1-9]\d*px$/);
    // On <html> and <body> only: not inherited, so a new height restyles those two, not the page's every element.
    expect(
      await page.evaluate(() =>
        [document.documentElement, document.body, document.querySelector('main')!].map((el) =>
          getComputedStyle(el).getPropertyValue('--pz-consent-h').trim(),
        ),
      ),
    ).toEqual([expect.stringMatching(/^[1-9]\d*px$/), expect.stringMatching(/^[1-9]\d*px$/), '0px']);
  });
  expect(forced).toEqual([]);

  // The detector sees a forced layout where there is one: a page of the same origin whose script reads a layout
  // right after a change.
  await page.route('**/forced-layout-check/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: "<!doctype html><p>x</p><script>document.body.style.paddingTop = '1px'; document.title = String(document.body.offsetHeight);</script>",
    }),
  );
  const control = await forcedLayouts(browser, page, async () => {
    await page.goto('/forced-layout-check/');
  });
  expect(control.length).toBeGreaterThan(0);
  await context.close();
});

test('the page paints before its code is fetched: the client entry, the first screen’s chunks and the far sections’ CSS come after the first paint', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(HOME);
  await expect(page.locator('#app')).toHaveAttribute('data-interactive', '');
  const { paint, scripts } = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0] as
      (PerformanceEntry & { paintTime?: number }) | undefined;
    return {
      // When the frame was rendered (paintTime), not when the screen showed it: the fetch may come in between.
      paint: fcp ? (fcp.paintTime ?? fcp.startTime) : null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
  expect(paint).not.toBeNull();
  expect(scripts.some((s) => /\/assets\/site-[^/]+\.js$/.test(s.path))).toBe(true);
  expect(scripts.some((s) => /\/assets\/far-home-[^/]+\.css$/.test(s.path))).toBe(true);
  expect(scripts.filter((s) => s.start < paint!)).toEqual([]);
  await context.close();
});

test('the cookie banner’s code arrives in one round of requests, not one chunk after another', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  // Every script answers after a round trip of a real network (150 ms), not the few milliseconds of this machine's
  // loopback: a chunk asked for only once another has arrived then starts a round later, whatever the machine's load,
  // while chunks asked for together are all asked for long before the first answer.
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ROUND_TRIP_MS));
    await route.continue();
  });
  const page = await context.newPage();
  const scripts: { path: string; asked: number; arrived?: number }[] = [];
  const byUrl = new Map<string, { path: string; asked: number; arrived?: number }>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const entry = { path: new URL(request.url()).pathname.slice(1), asked: Date.now() };
    byUrl.set(request.url(), entry);
    scripts.push(entry);
  });
  page.on('requestfinished', (request) => {
    const entry = byUrl.get(request.url());
    if (entry && entry.arrived === undefined) entry.arrived = Date.now();
  });
  await page.goto(HOME);
  await expect(page.locator('#app')).toHaveAttribute('data-interactive', '');
  // The page's own mark, on the same clock as Date.now() here (the epoch, from this machine).
  const interactiveAt = await page.evaluate(
    () => performance.timeOrigin + (performance.getEntriesByName('data-interactive')[0]?.startTime ?? 0),
  );
  await expect(page.locator(BANNER)).toBeVisible();
  await expect.poll(() => scripts.every((s) => s.arrived !== undefined)).toBe(true);
  const wanted = chunksOf(['site/app/ConsentGate.tsx', 'site/app/ConsentBanner.tsx']);
  // What the first screen had fetched already is not the banner's to fetch again.
  const early = new Set(scripts.filter((s) => s.asked <= interactiveAt).map((s) => s.path));
  const banner = scripts.filter((s) => wanted.has(s.path) && !early.has(s.path));
  expect(banner.map((s) => s.path)).toEqual(expect.arrayContaining([...wanted].filter((file) => !early.has(file))));
  expect(banner.length).toBeGreaterThanOrEqual(2);
  // One round: every chunk was asked for before the first of them had arrived.
  const lastAsked = Math.max(...banner.map((s) => s.asked));
  const firstArrived = Math.min(...banner.map((s) => s.arrived!));
  expect(lastAsked, JSON.stringify(banner)).toBeLessThan(firstArrived);
  await context.close();
});

test('on a slow phone, a tap as the banner slides in over the slider records no consent; a later tap does', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // A mid-range phone on a mobile network: 4× slower CPU, Fast 3G.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
    uploadThroughput: ((750 * 1024) / 8) * 0.9,
  });
  // Page time passes only when played: the taps below land at a known moment of the bar's life, not a racy one.
  await stopClock(page);
  const stored = () => page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY);

  await page.goto(HOME, { waitUntil: 'commit' });
  const slider = page.locator('[data-island="hero"] input[type="range"]').first();
  await expect(slider).toBeVisible();
  const box = (await slider.boundingBox())!;
  const thumb = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // The visitor reaches for the slider the moment it is there.
  await page.touchscreen.tap(thumb.x, thumb.y);
  expect(await stored()).toBeNull();

  // The bar comes when the browser is idle after load; the thumb lands again as it appears, where the slider was and
  // on "Akceptuję wszystkie": neither chooses anything.
  const bar = page.locator(BANNER);
  const accept = bar.getByRole('button', { name: 'Akceptuję wszystkie' });
  await playUntil(page, () => accept.isVisible());
  const acceptBox = (await accept.boundingBox())!;
  await page.touchscreen.tap(thumb.x, thumb.y);
  await page.touchscreen.tap(acceptBox.x + acceptBox.width / 2, acceptBox.y + acceptBox.height / 2);
  expect(await stored()).toBeNull();
  await expect(bar).toBeVisible();

  // Once the bar has been on the screen long enough to be read, a tap on it is the visitor's choice.
  await playUntil(page, async () => (await accept.getAttribute('aria-disabled')) === null);
  await accept.tap();
  await expect(bar).toBeHidden();
  expect(JSON.parse((await stored()) ?? 'null')).toMatchObject({ analytics: true, marketing: true });
  await context.close();
});

test('the banner’s place is kept from the first paint for a visitor who has not chosen: the bar covers nothing new, nothing moves', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __shifts: number }).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Before any module runs (the client is fetched once the page has painted): what the head script alone did.
  await page.goto(HOME, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.body !== null);
  const space = await page.evaluate(() => ({
    marked: document.documentElement.classList.contains('pz-consent-ask'),
    height: parseFloat(getComputedStyle(document.body, '::after').height),
    position: getComputedStyle(document.body, '::after').position,
  }));
  expect(space).toMatchObject({ marked: true, position: 'fixed' });
  expect(space.height).toBeGreaterThan(100);

  const bar = page.locator(BANNER);
  await expect(bar).toBeVisible();
  // The bar fills the place kept for it: its top edge is not above the place's.
  const top = await bar.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(640 - space.height - 0.5);
  await expect(page.locator('#app')).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);

  // Chosen: the place goes with the bar.
  const reject = bar.getByRole('button', { name: 'Odrzucam' });
  await expect(reject).not.toHaveAttribute('aria-disabled', 'true');
  await reject.click();
  await expect(bar).toBeHidden();
  expect(
    await page.evaluate(() => [
      document.documentElement.classList.contains('pz-consent-ask'),
      getComputedStyle(document.body).paddingBottom,
    ]),
  ).toEqual([false, '0px']);

  // A returning visitor: no place kept, from the first paint on.
  await page.goto(HOME, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.body !== null);
  expect(
    await page.evaluate(() => [
      document.documentElement.classList.contains('pz-consent-ask'),
      getComputedStyle(document.body, '::after').content,
    ]),
  ).toEqual([false, 'none']);
  await context.close();
});

test('on a legal page the banner’s words are painted with the HTML, as large as the banner’s own text, which is then no new largest paint; a visitor who has chosen never sees them', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __lcp: string[] }).__lcp = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        seen.push(entry.element?.closest('.pz-consent, .pz-consent-preview')?.className ?? 'page');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/privacy-policy/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector('.pz-footer') !== null);
  const preview = page.locator('.pz-consent-preview p');
  // Before any module runs (the client is fetched once the page has painted): the words are there.
  await expect(preview).toBeVisible();
  const words = (await preview.textContent())!.replace(/\s+/g, ' ');
  const box = await preview.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

  const text = page.locator(`${BANNER} .pz-consent__text`);
  await expect(text).toBeVisible();
  await expect(page.locator('#app')).toHaveAttribute('data-hydrated', '');
  expect((await text.textContent())!.replace(/\s+/g, ' ')).toBe(words);
  const real = await text.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect(Math.abs(real.width - box.width)).toBeLessThan(1);
  expect(Math.abs(real.height - box.height)).toBeLessThan(1);
  // The banner (1 px of border above its padding) covers the words where they are.
  expect(Math.abs(real.top - box.top)).toBeLessThanOrEqual(1.5);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
  expect(lcp.at(-1)).toBe('pz-consent-preview');

  // Chosen: the words go with the bar, and a returning visitor never gets them.
  const reject = page.locator(BANNER).getByRole('button', { name: 'Odrzucam' });
  await expect(reject).not.toHaveAttribute('aria-disabled', 'true');
  await reject.click();
  await expect(preview).toBeHidden();
  await page.goto('/privacy-policy/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector('.pz-footer') !== null);
  await expect(preview).toBeHidden();
  await context.close();
});

test('sections far below the first screen are not laid out at first, and a jump to an anchor among them ends on it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  await rememberConsent(context);
  const page = await context.newPage();
  // Until their CSS is here (held back here), the far sections keep their place hidden: nothing unstyled to see.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/far-*.css', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(HOME, { waitUntil: 'commit' });
  const far = page.locator('.pz-far');
  await expect(page.locator('link[rel="stylesheet"][data-page-css="home"]')).toHaveCount(1);
  expect(await far.evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility))).toEqual([
    'hidden',
    'hidden',
    'hidden',
  ]);
  const placeholder = await far.last().evaluate((el) => el.getBoundingClientRect().height);
  release();
  await expect(page.locator('#app')).toHaveAttribute('data-hydrated', '');
  await expect.poll(() => far.last().evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
  // Not near the viewport yet: still its placeholder's height, not laid out.
  expect(await far.last().evaluate((el) => el.getBoundingClientRect().height)).toBe(placeholder);
  expect(await far.count()).toBe(3);
  expect(await far.evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility))).toEqual([
    'auto',
    'auto',
    'auto',
  ]);

  /** Where #faq's heading ends up once the smooth scroll has stopped. */
  const settledTop = async () => {
    await page.waitForFunction(() => scrollY > 0); // the scroll has begun (the router's waits 300 ms: SPEC §2)
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = NaN;
          let still = 0;
          const check = () => {
            const top = document.getElementById('faq')!.getBoundingClientRect().top;
            still = Math.abs(top - last) < 0.5 ? still + 1 : 0;
            last = top;
            if (still >= 10) resolve(top);
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
  };

  // A link to the anchor on the page itself, followed from the top.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '#faq';
    link.textContent = 'Pytania';
    link.id = 'to-faq';
    document.querySelector('main')!.prepend(link);
  });
  await page.locator('#to-faq').click();
  expect(Math.abs(await settledTop())).toBeLessThanOrEqual(1);
  expect(await far.evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility))).toEqual([
    'visible',
    'visible',
    'visible',
  ]);

  // A page opened at the anchor, and the same anchor reached through the client router.
  await page.goto(`${HOME}#faq`);
  expect(Math.abs(await settledTop())).toBeLessThanOrEqual(1);
  await page.goto('/blog/');
  await expect(page.locator('#app')).toHaveAttribute('data-interactive', '');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/#faq';
    link.textContent = 'Pytania';
    document.querySelector('main')!.prepend(link);
    link.click();
  });
  await page.waitForFunction(() => location.pathname === '/' && document.documentElement.dataset.page === 'home');
  expect(Math.abs(await settledTop())).toBeLessThanOrEqual(1);

  // A category page's FAQ is far below its cards: hidden at first, and reached by its anchor all the same.
  await page.goto('/pozyczki/');
  await expect(page.locator('#app')).toHaveAttribute('data-hydrated', '');
  expect(await far.evaluateAll((els) => els.map((el) => el.querySelector('h2')?.id))).toEqual(['faq']);
  expect(await far.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
  // Its CSS came after the first paint and moved nothing: no layout shift in the whole load.
  const shifts = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    return observer.takeRecords().map((entry) => (entry as PerformanceEntry & { value: number }).value);
  });
  expect(shifts).toEqual([]);
  await page.goto('/pozyczki/#faq');
  expect(Math.abs(await settledTop())).toBeLessThanOrEqual(1);
  await context.close();
});
