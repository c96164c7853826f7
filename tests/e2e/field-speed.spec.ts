// Field speed (docs/partners.md, "Field speed"): web-vitals loads and measures only after analytics consent, in its
// own chunk, and sends its batch through the event API when the page is hidden; before consent nothing of it is
// fetched or sent. The console's „Szybkość u odwiedzających” shows the p75 computed from what arrived.
import { expect, test, type Page } from '@playwright/test';
import { createOperator, logIn } from './console';
import { openDb, watchErrors } from './helpers';
import { FIXTURES_ORIGIN } from './origins';

const PARTNER = 'speed-e2e';

function batches(since: string): Array<Record<string, unknown>> {
  const db = openDb();
  try {
    const rows = db
      .prepare("SELECT data, session_id FROM events WHERE event = 'web_vitals' AND received_at >= ? AND data LIKE ?")
      .all(since, `%"${PARTNER}"%`) as Array<{ data: string; session_id: string | null }>;
    return rows.map((r) => ({ ...(JSON.parse(r.data) as Record<string, unknown>), session_id: r.session_id }));
  } finally {
    db.close();
  }
}

/** The page as a visitor leaving it would make it: hidden, as when the tab is switched or closed. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);

test('web-vitals events arrive after analytics consent and none before; the console shows their p75', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const since = new Date(Date.now() - 1000).toISOString();
  const errors = watchErrors(page);
  const requests: string[] = [];
  const eventBodies: string[] = [];
  page.on('request', (r) => {
    requests.push(r.url());
    if (r.url().endsWith('/api/event')) eventBodies.push(r.postData() ?? '');
  });
  // web-vitals finalizes LCP on the visitor's first trusted input (a dispatched visibilitychange is not trusted), so
  // the click below must come after its observer exists: the page flags the moment anything observes LCP entries.
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      if (options?.type === 'largest-contentful-paint')
        (window as unknown as { lcpObserved: boolean }).lcpObserved = true;
      return observe.call(this, options);
    };
  });
  await page.goto(`${FIXTURES_ORIGIN}/partner-speed.html`);
  await expect.poll(() => eventBodies.some((b) => b.includes('"page_view"'))).toBe(true);
  await page.locator('#more').click();
  // Before consent: hidden and shown again, and nothing of field speed is fetched or sent.
  await setVisibility(page, 'hidden');
  await page.waitForTimeout(1000);
  await setVisibility(page, 'visible');
  expect(requests.filter((u) => /feature-speed-/.test(u))).toEqual([]);
  expect(eventBodies.filter((b) => b.includes('web_vitals'))).toEqual([]);
  expect(batches(since)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { lcpObserved?: boolean }).lcpObserved)).toBeUndefined();

  // Analytics consent: the chunk comes, measures (the buffered LCP and layout shifts, the navigation's TTFB) and
  // sends its batch when the page is hidden.
  await page.evaluate(() =>
    (window as unknown as { przelewik: unknown[] }).przelewik.push(['consent', { analytics: true, marketing: false }]),
  );
  await expect.poll(() => requests.some((u) => /\/loader\/feature-speed-[\w-]+\.js/.test(u))).toBe(true);
  await page.waitForFunction(() => (window as unknown as { lcpObserved?: boolean }).lcpObserved === true);
  await page.locator('#more').click();
  await page.waitForTimeout(500);
  await setVisibility(page, 'hidden');
  await expect.poll(() => batches(since).length, { timeout: 15_000 }).toBe(1);
  const [batch] = batches(since);
  expect(batch).toMatchObject({
    template: 'partner',
    device: 'desktop',
    partner_id: PARTNER,
    lcp: expect.any(Number),
    ttfb: expect.any(Number),
    cls: expect.any(Number),
    session_id: expect.any(String),
  });
  expect(errors.pageErrors).toEqual([]);

  // The console: the partner's row shows the p75 of its one load, i.e. that load's values.
  createOperator('szybkosc@przelewik.test');
  await logIn(page, 'szybkosc@przelewik.test');
  await page.getByRole('link', { name: 'Szybkość u odwiedzających' }).click();
  await expect(page.getByRole('heading', { name: 'Szybkość u odwiedzających', level: 1 })).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Tabela: Szybkość według partnera' })
    .getByRole('row')
    .filter({ hasText: PARTNER });
  const ms = (value: unknown) => `${new Intl.NumberFormat('pl-PL').format(Math.round(value as number))} ms`;
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText(ms(batch!.lcp));
  await expect(row.getByRole('cell').nth(5)).toHaveText(ms(batch!.ttfb));
  // The charts are drawn (uPlot), one per metric, each with the budget line in its legend.
  await expect(page.locator('.chart .uplot')).toHaveCount(4);
  await expect(page.locator('#chart-lcp').getByText('Budżet')).toBeVisible();
});
