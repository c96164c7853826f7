// The operator console in e2e specs: an operator made with the real command line, and the login form.
import { spawnSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { E2E_LENDER_TOKEN } from './affiliate-env';
import { openDb } from './helpers';

export const OPERATOR_PASSWORD = 'e2e-bardzo-tajne-haslo';
/** The accounts this worker made (database, e-mail, password, role). */
const made = new Set<string>();

/**
 * `npm run admin -- create-operator EMAIL [--role analyst]` against the e2e database (or `dataDir`'s); an account made
 * earlier is fine.
 */
export function createOperator(
  email: string,
  password = OPERATOR_PASSWORD,
  role: 'admin' | 'analyst' = 'admin',
  dataDir = process.env.E2E_DATA_DIR,
): void {
  // A file's beforeAll runs again for each of its tests a worker takes (fully parallel): the account is made once.
  const key = JSON.stringify([dataDir, email, password, role]);
  if (made.has(key)) return;
  const result = spawnSync('node', ['scripts/admin.mjs', 'create-operator', email, '--role', role], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  // A worker that starts again after a failed test, or another spec, may have made the account already.
  if (!result.stderr.includes('already exists')) {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }
  made.add(key);
}

export async function logIn(page: Page, email: string, password = OPERATOR_PASSWORD): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login\/$/);
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/**
 * A conversion held by the fraud rules, for the console's holds page: five clicks from one address in a few seconds
 * under a partner of its own (`prefix` and the time), then the lender's approval of the last one, held (ip_burst).
 * Returns the partner's id.
 */
export async function heldConversion(page: Page, prefix: string): Promise<string> {
  const partner = `${prefix}-${Date.now()}`;
  for (let i = 0; i < 5; i++)
    expect(
      (await page.request.get(`/api/click/101?aff_id=${partner}&amount=2000&term=30`, { maxRedirects: 0 })).status(),
    ).toBe(302);
  const db = openDb();
  let clickId: string;
  try {
    clickId = (
      db
        .prepare('SELECT click_id FROM clicks WHERE partner_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
        .get(partner) as { click_id: string }
    ).click_id;
  } finally {
    db.close();
  }
  expect(
    (
      await page.request.get(
        `/api/postback/kasomir?click_id=${clickId}&txid=TX-${partner}&status=approved&token=${E2E_LENDER_TOKEN}`,
      )
    ).status(),
  ).toBe(200);
  return partner;
}

/**
 * Widens (or narrows) the window of a console page: its lists are server-rendered HTML and CSS, laid out again as
 * a page loaded at that size would be. A chart takes its width from the window it was drawn in, so a page with one
 * is loaded again.
 */
export async function resizeConsolePage(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  if ((await page.locator('[data-chart]').count()) > 0) await page.reload();
}
