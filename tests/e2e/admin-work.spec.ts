// The console at work in Chromium against the real server: a call-back request left with the landing page's phone
// form is worked through its states in the queue; an analyst (made with the command line) sees no change buttons
// and is refused every change, even when posting the forms by hand with a valid token; and each action of the
// administrator is in the audit trail.
import { expect, test, type Page } from '@playwright/test';
import { createOperator, logIn, OPERATOR_PASSWORD } from './console';
import { expectNoAxeViolations, watchErrors } from './helpers';

test.describe.configure({ mode: 'serial' });
const ADMIN = 'dyzurny@przelewik.test';
const ANALYST = 'analityk@przelewik.test';
// A number of its own each run, so rows from an earlier run on the same database are not confused with this one.
const digits = `601${String(Date.now()).slice(-6)}`;
const shown = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
let requestNo = '';

test.beforeAll(() => {
  createOperator(ADMIN);
  createOperator(ANALYST, undefined, 'analyst');
});

const requestRow = (page: Page) =>
  page.locator('#callback-table tbody tr', { has: page.locator('td.phone', { hasText: shown }) });

test('a call-back request from the landing page is worked through its states in the console', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/landing/offers/');
  await page.waitForSelector('#app[data-hydrated]', { state: 'attached' });
  await page.getByLabel('Numer telefonu komórkowego', { exact: true }).fill(shown);
  for (const box of await page.locator('.pz-phone-form input[type="checkbox"]').all()) await box.check();
  await page.getByRole('button', { name: 'Poproś o telefon' }).click();
  await expect(page.getByRole('heading', { name: /^Dziękujemy! Oddzwonimy\sw\sdni\srobocze/ })).toBeFocused();

  await logIn(page, ADMIN);
  await page.goto('/admin/callbacks/');
  const row = requestRow(page);
  await expect(row).toHaveCount(1);
  requestNo = (await row.locator('th').textContent())!.trim();
  await expect(row).toContainText('nowa');
  await expect(row.locator('td').nth(3)).toContainText(/\d+\u00a0(minut|minuta|minuty)/); // how long it has waited
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Nie odebrano: prośba nr ${requestNo}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Prośba nr ${requestNo}: stan „nie odebrano”.`);
  // No answer can be tried again.
  await requestRow(page)
    .getByRole('button', { name: `Znowu nie odebrano: prośba nr ${requestNo}` })
    .click();
  await expect(page.getByRole('status')).toHaveText(`Prośba nr ${requestNo}: stan „nie odebrano”.`);
  await requestRow(page)
    .getByRole('button', { name: `Rozmowa odbyta: prośba nr ${requestNo}` })
    .click();
  await expect(page.getByRole('status')).toHaveText(`Prośba nr ${requestNo}: stan „po rozmowie”.`);
  // The waiting view no longer lists it; the view of finished calls does, with who made each change.
  await expect(requestRow(page)).toHaveCount(0);
  await page.getByLabel('Stan').selectOption('called');
  await page.getByRole('button', { name: 'Pokaż' }).click();
  await expect(requestRow(page)).toContainText(`nie odebrano → po rozmowie (${ADMIN})`);
  await requestRow(page)
    .getByRole('button', { name: `Załatwione: prośba nr ${requestNo}` })
    .click();
  await expect(page.getByRole('status')).toHaveText(`Prośba nr ${requestNo}: stan „załatwiona”.`);
  await page.goto('/admin/callbacks/?stan=done');
  await expect(requestRow(page)).toContainText('załatwiona');
  await expect(requestRow(page).locator('ol.history li')).toHaveCount(4);
  await expect(requestRow(page).getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The number is never in an address the browser went to.
  expect(page.url()).not.toContain(digits.slice(3));
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  await context.close();
});

test("each of the administrator's actions is in the audit trail, with the states before and after", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, ADMIN);
  await page.goto('/admin/audit/');
  await page.getByLabel('Operator').selectOption({ label: ADMIN });
  await page.getByLabel('Czynność').selectOption({ label: 'zmiana stanu prośby o telefon' });
  await page.getByRole('button', { name: 'Pokaż' }).click();
  const rows = page.locator('#audit-table tbody tr', { hasText: `phone_lead:${requestNo}` });
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('{"state":"called"}{"state":"done"}');
  await expect(rows.nth(3)).toContainText('{"state":"new"}{"state":"no_answer"}');
  await expect(page.locator('#audit-table')).not.toContainText(digits.slice(3));
  await page.getByLabel('Czynność').selectOption({ label: 'logowanie' });
  await page.getByRole('button', { name: 'Pokaż' }).click();
  await expect(page.locator('#audit-table tbody tr', { hasText: 'logowanie' }).first()).toContainText(ADMIN);
  await expectNoAxeViolations(page);
  // Logging out is recorded too.
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/admin\/login\/$/);
  await logIn(page, ADMIN);
  await page.goto('/admin/audit/?czynnosc=logout');
  await expect(page.locator('#audit-table tbody tr', { hasText: 'wylogowanie' }).first()).toContainText(ADMIN);
  await context.close();
});

test('an analyst sees no change buttons and is refused every change, even posted by hand with a valid token', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, ANALYST);
  await expect(page.getByText('(analityk: tylko odczyt)')).toBeVisible();
  await page.goto('/admin/callbacks/?stan=all');
  await expect(requestRow(page)).toHaveCount(1);
  await expect(page.locator('main form[method="post"]')).toHaveCount(0);
  await page.goto('/admin/holds/');
  await expect(page.getByRole('button', { name: /^(Zwolnij|Potwierdź)/ })).toHaveCount(0);
  // The session's own token from the logout form, posted from the console's own page: only the role stops it.
  const token = await page.locator('form.logout input[name="_csrf"]').inputValue();
  const refusals = await page.evaluate(
    async ({ token, id }) => {
      const posts: [string, Record<string, string>][] = [
        [`/admin/callbacks/${id}/`, { state: 'called' }],
        [`/admin/callbacks/${id}/erase/`, { confirm: 'yes' }],
        ['/admin/partner-signups/1/erase/', { confirm: 'yes' }],
        ['/admin/holds/1/', { resolution: 'released', confirm: 'yes' }],
        ['/admin/leads/00000000-0000-4000-8000-000000000000/erase/', { confirm: 'yes' }],
      ];
      const out: { path: string; status: number; text: string }[] = [];
      for (const [path, fields] of posts) {
        const res = await fetch(path, { method: 'POST', body: new URLSearchParams({ _csrf: token, ...fields }) });
        out.push({ path, status: res.status, text: await res.text() });
      }
      return out;
    },
    { token, id: requestNo },
  );
  for (const { path, status, text } of refusals) {
    expect(status, path).toBe(403);
    // The page ties one-letter words with no-break spaces, as every rendered page does.
    expect(text.replace(/\u00a0/g, ' '), path).toContain(
      'Konto analityka służy do przeglądania i eksportu danych: zmian w konsoli nie może wprowadzać.',
    );
  }
  // Nothing changed: the request is still there, done.
  await page.goto('/admin/callbacks/?stan=done');
  await expect(requestRow(page)).toContainText('załatwiona');
  // Reading, searching and logging out still work.
  await page.goto('/admin/leads/');
  await page.getByLabel('Identyfikator leada, e-mail lub telefon').fill(digits);
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByText(`Prośba nr ${requestNo}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Usuń/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/admin\/login\/$/);
  await context.close();
});

test("an erasure, a failed login and the analyst's refused attempts are in the audit trail too", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, ADMIN, 'zle-haslo-do-konsoli');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Hasło').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await page.goto('/admin/leads/');
  await page.getByLabel('Identyfikator leada, e-mail lub telefon').fill(shown);
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await page.getByLabel('Osoba złożyła żądanie usunięcia danych').first().check();
  await page.getByRole('button', { name: `Usuń prośbę o telefon nr ${requestNo}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Prośba o telefon nr ${requestNo} została usunięta razem z danymi osobowymi.`,
  );
  await page.goto('/admin/callbacks/?stan=all');
  await expect(requestRow(page)).toHaveCount(0);

  const trail = async (action: string) => {
    await page.goto(`/admin/audit/?czynnosc=${action}`);
    return page.locator('#audit-table tbody tr');
  };
  await expect((await trail('erase-phone-lead')).filter({ hasText: `phone_lead:${requestNo}` })).toContainText(ADMIN);
  await expect((await trail('login-failed')).first()).toContainText('d***@przelewik.test');
  await expect(
    (await trail('analyst-refused')).filter({ hasText: `POST /admin/callbacks/:id/` }).first(),
  ).toContainText(ANALYST);
  await context.close();
});
