// The operator console in e2e specs: an operator made with the real command line, and the login form.
import { spawnSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';

export const OPERATOR_PASSWORD = 'e2e-bardzo-tajne-haslo';

/** `npm run admin -- create-operator EMAIL [--role analyst]` against the e2e database (or `dataDir`'s); an account made earlier is fine. */
export function createOperator(email: string, password = OPERATOR_PASSWORD, role: 'admin' | 'analyst' = 'admin', dataDir = process.env.E2E_DATA_DIR): void {
  const result = spawnSync('node', ['scripts/admin.mjs', 'create-operator', email, '--role', role], { input: `${password}\n`, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  // A worker that starts again after a failed test, or another spec, may have made the account already.
  if (result.stderr.includes('already exists')) return;
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}

export async function logIn(page: Page, email: string, password = OPERATOR_PASSWORD): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login\/$/);
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}
