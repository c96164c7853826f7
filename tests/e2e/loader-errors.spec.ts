// Loader errors reach us (docs/partners.md, "Loader errors"): a partner page whose CSP refuses the widgets' chunk
// sends exactly one report (the e2e server samples every page load: LOADER_ERROR_SAMPLE_RATE=1 in
// playwright.config.ts), without the page's address or the error's message; the partner's page stays untouched,
// and the console lists the report under the partner and the feature.
import { expect, test } from '@playwright/test';
import { createOperator, logIn } from './console';
import { openDb, watchErrors } from './helpers';
import { FIXTURES_ORIGIN } from './origins';

const PARTNER = 'csp-blocked-e2e';

function reports(since: string): Array<{ domain: string | null; referer: string | null; data: string }> {
  const db = openDb();
  try {
    return db
      .prepare(
        "SELECT domain, referer, data FROM events WHERE event = 'loader_error' AND received_at >= ? AND data LIKE ?",
      )
      .all(since, `%"${PARTNER}"%`) as Array<{ domain: string | null; referer: string | null; data: string }>;
  } finally {
    db.close();
  }
}

test('a CSP that blocks one of our chunks: exactly one sampled report, in the console, and no page error', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const since = new Date(Date.now() - 1000).toISOString();
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${FIXTURES_ORIGIN}/partner-csp-blocked.html?utm_source=newsletter&phone=600100200`);
  await expect.poll(() => reports(since).length, { timeout: 15_000 }).toBe(1);
  // Another failure would be a second report: wait, and it stays one.
  await page.waitForTimeout(1500);
  const rows = reports(since);
  expect(rows).toHaveLength(1);
  const data = JSON.parse(rows[0]!.data) as Record<string, unknown>;
  expect(data).toEqual({
    loader_version: expect.any(String),
    feature: 'mount',
    error_class: 'TypeError',
    sample_rate: 1,
    partner_id: PARTNER,
  });
  expect(rows[0]!.domain).toBe('127.0.0.1');
  expect(rows[0]!.referer).toBeNull();
  expect(JSON.stringify(rows)).not.toMatch(/600100200|utm_source|newsletter|partner-csp-blocked/);
  // The reporter came in its own chunk, after the failure.
  expect(requests.some((u) => /\/loader\/report\.js\?v=/.test(u))).toBe(true);
  // The partner's page is untouched and threw nothing.
  await expect(page.locator('#partner-text')).toHaveText(
    'Treść partnera zostaje, cokolwiek stanie się z naszym widżetem.',
  );
  expect(errors.pageErrors).toEqual([]);

  // The console lists it under the partner and the feature.
  createOperator('bledy-loadera@przelewik.test');
  await logIn(page, 'bledy-loadera@przelewik.test');
  await page.getByRole('link', { name: 'Błędy loadera' }).click();
  await expect(page.getByRole('heading', { name: 'Błędy loadera' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: PARTNER });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([PARTNER, 'mount', '1', '1', 'TypeError', /.+/, '127.0.0.1', /.+/]);
});
