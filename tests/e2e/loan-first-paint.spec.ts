// On a slow phone (4× CPU, a Fast 3G network, 360×640): a cold load of a priced offers address never paints the
// figures of the page's own loan (1 500 zł) for the loan asked for (2 000 zł); and a followed link shows at once
// that its page is coming, then a skeleton while the page is not ready.
import { expect, test, type Page } from '@playwright/test';
import { rememberConsent } from './helpers';

const NB = '\u00a0';

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ context }) => rememberConsent(context));

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Lighthouse's "Fast 3G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

test("a cold load of a priced offers address never paints another loan's figures", async ({ page }) => {
  test.setTimeout(90_000);
  await slowPhone(page);
  // Before each frame is painted, from the document's first one: is a figure of another loan on the screen?
  await page.addInitScript(() => {
    const seen = { frames: 0, wrong: [] as string[], right: 0 };
    (window as unknown as { __loanFrames: typeof seen }).__loanFrames = seen;
    const painted = (el: Element) => getComputedStyle(el).visibility !== 'hidden' && el.getClientRects().length > 0;
    const check = () => {
      seen.frames += 1;
      // The loan the bar and the count name ("1 500 zł na 30 dni", "… ofert dla 1 500 zł na 30 dni"), and the loan a
      // card that lends what was asked for is priced for (data-amount: the server's cards say 1 500).
      for (const el of document.querySelectorAll(
        '.pz-offers__choice, .pz-offers [role="status"], .pz-offers h2, .pz-offers p',
      )) {
        if (!painted(el)) continue;
        const text = el.textContent ?? '';
        if (/^1\u00a0500\u00a0zł na|dla 1\u00a0500\u00a0zł na/.test(text)) seen.wrong.push(text.slice(0, 80));
        if (/^2\u00a0000\u00a0zł na/.test(text)) seen.right += 1;
      }
      for (const card of document.querySelectorAll('.pz-offers article[data-fits="true"]')) {
        if (painted(card) && card.getAttribute('data-amount') !== '2000')
          seen.wrong.push(`card ${card.getAttribute('data-offer-id')} for ${card.getAttribute('data-amount')} zł`);
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto('/offers/?amount=2000&term=30');
  await expect(page.locator('.pz-offers__choice')).toHaveText(`2${NB}000${NB}zł na${NB}30${NB}dni`, {
    timeout: 60_000,
  });
  await expect(page.locator('html')).not.toHaveAttribute('data-pz-loan', /./, { timeout: 60_000 });
  await expect(page.locator('.pz-offers')).toHaveCSS('visibility', 'visible');
  const frames = await page.evaluate(
    () => (window as unknown as { __loanFrames: { frames: number; wrong: string[]; right: number } }).__loanFrames,
  );
  expect(frames.frames).toBeGreaterThan(5);
  expect(frames.right).toBeGreaterThan(0);
  expect(frames.wrong).toEqual([]);
  // The cards themselves are priced for the loan asked for.
  await expect(page.locator('.pz-offers__list article[data-fits="true"]').first()).toHaveAttribute(
    'data-amount',
    '2000',
  );
});

test('the address without a loan is the static page, shown at once', async ({ request }) => {
  const plain = await request.get('/offers/');
  expect(await plain.text()).toContain('<html lang="pl"');
  const priced = await request.get('/offers/?amount=2000&term=30');
  expect(await priced.text()).toContain('<html data-pz-loan="pending"');
});

test('a followed link shows at once that its page is coming, then a skeleton until the page is ready', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-interactive'));
  // Hold the offers page's data, so the page stays on its way while the test looks.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/offers/payload.js*', async (route) => {
    await held;
    await route.continue();
  });
  const link = page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Oferty', exact: true });
  // Marked in the tap's own task: read in the same turn as the click, no frame or chunk later.
  const marked = await link.evaluate((a) => {
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    return {
      going: a.hasAttribute('data-pz-going'),
      busy: a.getAttribute('aria-busy'),
      spinner: getComputedStyle(a, '::after').content,
    };
  });
  expect(marked).toEqual({ going: true, busy: 'true', spinner: '""' });
  // Not ready soon: the old page gives way to a skeleton.
  const main = page.locator('#main');
  await expect(main).toHaveAttribute('data-skeleton', '');
  await expect(main).toHaveAttribute('aria-busy', 'true');
  expect(await main.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('""');
  // Drawn over the old page: a tap on its heading lands on the skeleton, not on the old page.
  const covered = await page.evaluate(() => {
    const box = document.querySelector('#main h1')!.getBoundingClientRect();
    return document.elementFromPoint(box.left + 4, box.top + box.height / 2) === document.getElementById('main');
  });
  expect(covered).toBe(true);
  release();
  await expect(page).toHaveURL(/\/offers\/$/);
  await expect(page.locator('.pz-offers__choice')).toBeVisible();
  await expect(main).not.toHaveAttribute('data-skeleton', /.*/);
  await expect(link).not.toHaveAttribute('data-pz-going', /.*/);
  await expect(link).not.toHaveAttribute('aria-busy', /.*/);
});
