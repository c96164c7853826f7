import { test, expect } from '@playwright/test';
test('timeline', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => { (window as any).pageConfig = { countryId: 14, consent: true, firebase: { apiKey: 'AIzaSyE2E-test-key-0000000000000000000', projectId: 'przelewik-e2e', messagingSenderId: '123456789012', appId: '1:123456789012:web:e2e0000000000000' } }; });
  const page = await context.newPage();
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1);
  for (let k = 0; k < 4; k++) {
    const t0 = Date.now();
    await page.goto('/partners-list/', { waitUntil: 'load' });
    const t1 = Date.now();
    let played = 0;
    await expect.poll(async () => {
      if (await page.locator('przelewik-push-prompt').count()) return true;
      await page.clock.runFor(100); played += 100; return false;
    }, { intervals: [10], timeout: 10_000 }).toBe(true);
    await expect(page.getByRole('dialog')).toBeVisible();
    console.log('load', t1 - t0, 'visible', Date.now() - t1, 'played', played, await page.evaluate(() => Date.now()) - start);
  }
});
