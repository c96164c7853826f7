// A partner is approved in the console and its page works without a restart, in Chromium against the real server:
// the partner signs up on /partner/, its page (127.0.0.3, not in PARTNER_ORIGINS) shows the "not active yet" notice,
// the operator approves the sign-up with that origin, the applicant's e-mail arrives at a local SMTP server started
// here (smtp-server; the server's SMTP_URL points at it, playwright.config.ts), and a registration from that page
// is stored as a lead. A page on an origin never approved (127.0.0.4) shows the notice before any field is filled,
// prints one console warning naming the origin, and its offer list still works.
import { expect, test, type Page } from '@playwright/test';
import { mailSubject, mailText, startSmtpSink, type SmtpSink } from '../smtp-sink';
import { createOperator, logIn } from './console';
import { expectNoAxeViolations, openDb, watchErrors } from './helpers';
import { NEW_PARTNER_ORIGIN, SERVER_ORIGIN, UNAPPROVED_PARTNER_ORIGIN } from './origins';

const NOTICE = 'Formularz na tej stronie nie jest jeszcze aktywny.';
const OPERATOR = 'partnerzy-e2e@przelewik.test';
// The serial tests share the SMTP server on its fixed port (E2E_SMTP_PORT, the one the e2e server sends to).
test.describe.configure({ mode: 'serial' });

let smtp: SmtpSink;

test.beforeAll(async () => {
  createOperator(OPERATOR);
  smtp = await startSmtpSink(Number(process.env.E2E_SMTP_PORT));
});

test.afterAll(async () => {
  await smtp.close();
});

function warningsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') seen.push(m.text());
  });
  return seen;
}

function leadById(id: string): Record<string, unknown> | undefined {
  const db = openDb();
  try {
    return db.prepare('SELECT amount, term, origin FROM leads WHERE id = ?').get(id) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

test('a partner signs up, is approved with its origin in the console, gets the e-mail, and its page takes a registration without a restart', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `nowy-partner-${Date.now()}@blog.example`;
  const partnerId = `nowy-partner-${Date.now().toString(36)}`;

  // 1. The partner signs up on our /partner/ page.
  const visitor = await browser.newContext();
  const signup = await visitor.newPage();
  await signup.goto('/partner/');
  await signup.getByLabel('Imię i nazwisko lub nazwa firmy').fill('Nowy Partner E2E');
  await signup.getByLabel('Adres e-mail').fill(email);
  await signup.getByLabel('Adres strony lub kanału').fill('nowy-partner.example');
  await signup.getByLabel('Główne źródło ruchu').selectOption('website');
  await signup.getByRole('checkbox').check();
  await signup.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(signup.getByText('Dziękujemy za zgłoszenie!')).toBeVisible();

  // 2. Before approval its page shows the notice instead of the registration form.
  const partner = await visitor.newPage();
  await partner.goto(`${NEW_PARTNER_ORIGIN}/partner-forms.html`);
  await expect(partner.locator('#w-registration').getByText(NOTICE)).toBeVisible();

  // 3. The operator approves it with the page's origin.
  const console_ = await browser.newContext();
  const admin = await console_.newPage();
  const errors = watchErrors(admin);
  await logIn(admin, OPERATOR);
  await admin.getByRole('navigation', { name: 'Konsola' }).getByRole('link', { name: 'Zgłoszenia partnerów' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Zgłoszenia partnerów' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole('link', { name: 'Rozpatrz zgłoszenie: Nowy Partner E2E' }).click();
  await expect(admin.getByLabel('Adresy stron partnera (jeden w wierszu)')).toHaveValue('https://nowy-partner.example');
  await expectNoAxeViolations(admin);
  // A path is refused with the reason, next to the field, and nothing is approved.
  await admin.getByLabel('Identyfikator partnera').fill(partnerId);
  await admin.getByLabel('Adresy stron partnera (jeden w wierszu)').fill(`${NEW_PARTNER_ORIGIN}/partner-forms.html`);
  await admin.getByRole('button', { name: 'Przyjmij partnera' }).click();
  await expect(admin.getByRole('alert')).toContainText('bez ścieżki i zapytania');
  await expect(admin.getByLabel('Adresy stron partnera (jeden w wierszu)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(admin);
  await admin.getByLabel('Adresy stron partnera (jeden w wierszu)').fill(NEW_PARTNER_ORIGIN);
  await admin.getByLabel('Udział partnera w przychodzie (%)').fill('70');
  await admin.getByRole('button', { name: 'Przyjmij partnera' }).click();
  await expect(admin.getByRole('status')).toContainText(
    `Przyjęto zgłoszenie Nowy Partner E2E jako partnera ${partnerId}.`,
  );
  // The partners list shows it with its origin, and the edit form opens.
  await admin.getByRole('navigation', { name: 'Konsola' }).getByRole('link', { name: 'Konta partnerów' }).click();
  await expect(admin.locator(`tr[data-partner="${partnerId}"]`)).toContainText(NEW_PARTNER_ORIGIN);
  await expectNoAxeViolations(admin);

  // 4. The applicant's e-mail arrives at the SMTP server, and the outbox says it was sent.
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.received.find((m) => m.to.includes(email))!;
  expect(mail.from).toBe('partnerzy@przelewik.test');
  expect(mailSubject(mail.raw)).toBe('Witamy w programie partnerskim Przelewika');
  const text = mailText(mail.raw);
  expect(text).toContain(`Twój identyfikator partnera: ${partnerId}`);
  expect(text).toContain(`- ${NEW_PARTNER_ORIGIN}`);
  expect(text).toContain(`<script async src="${SERVER_ORIGIN}/loader.js"></script>`);
  await admin.getByRole('navigation', { name: 'Konsola' }).getByRole('link', { name: 'Poczta wychodząca' }).click();
  await expect(admin.locator('#outbox-table tr', { hasText: email })).toContainText('wysłana');
  await expectNoAxeViolations(admin);
  // The one console error is the browser reporting the refused form's 400 page, as it does for any 4xx document.
  expect(errors).toEqual({
    pageErrors: [],
    consoleErrors: ['Failed to load resource: the server responded with a status of 400 (Bad Request)'],
  });

  // 5. The same page, loaded again, has the form, and a registration from it is stored: no restart in between.
  await partner.reload();
  const reg = partner.locator('#w-registration');
  await expect(reg.getByText('Krok 1 z 4')).toBeVisible();
  await expect(reg.getByText(NOTICE)).toHaveCount(0);
  const next = () => reg.getByRole('button', { name: 'Dalej' }).click();
  await next();
  await reg.getByLabel('Data urodzenia', { exact: true }).fill('14.05.1980');
  await next();
  await reg.getByLabel('Numer telefonu komórkowego', { exact: true }).fill('601 234 568');
  await next();
  await reg.getByLabel('Zaznacz wszystkie').check();
  const answered = partner.waitForResponse(
    (r) => r.url() === `${SERVER_ORIGIN}/api/leads` && r.request().method() === 'POST',
  );
  const leadIds: string[] = [];
  await partner.route(`${SERVER_ORIGIN}/api/leads`, async (route) => {
    const response = await route.fetch();
    if (route.request().method() === 'POST' && response.status() === 201)
      leadIds.push(((await response.json()) as { leadId: string }).leadId);
    await route.fulfill({ response });
  });
  await reg.getByRole('button', { name: 'Pokaż dopasowane oferty' }).click();
  expect((await answered).status()).toBe(201);
  expect(leadIds).toHaveLength(1);
  expect(leadById(leadIds[0]!)).toMatchObject({ amount: 2500, term: 20, origin: NEW_PARTNER_ORIGIN });
  await visitor.close();
  await console_.close();
});

test('on an origin never approved, the forms show the notice before anything is filled, one console warning says what to do, and the offer list works', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  const warnings = warningsOf(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    // The page view goes on as on any page; nothing is posted to the endpoints the forms use.
    if (r.method() === 'POST' && /\/api\/(leads|phone-leads)/.test(r.url())) posts.push(r.url());
  });
  await page.goto(`${UNAPPROVED_PARTNER_ORIGIN}/partner-forms.html`);
  for (const id of ['#w-registration', '#w-phone']) {
    const widget = page.locator(id);
    await expect(widget.getByText(NOTICE)).toBeVisible();
    await expect(widget.getByRole('textbox')).toHaveCount(0);
    await expect(widget.getByRole('link', { name: 'Przejdź do Przelewika' })).toHaveAttribute(
      'href',
      new RegExp(`^${SERVER_ORIGIN}/`),
    );
    await expectNoAxeViolations(page, id);
  }
  await expect(
    page
      .locator('#w-offer-list')
      .getByRole('link', { name: /Przejdź|Wybierz|Złóż|Sprawdź/ })
      .first(),
  ).toBeVisible();
  const ours = warnings.filter((t) => t.includes('not approved'));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toContain(`approve origin ${UNAPPROVED_PARTNER_ORIGIN}`);
  expect(posts).toEqual([]);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  await context.close();
});

test('the partner screens fit a phone: no page wider than 360 px, actions visible', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await logIn(page, OPERATOR);
  for (const path of ['/admin/signups/', '/admin/accounts/', '/admin/outbox/']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  }
  const edit = page.getByRole('link', { name: /^Edytuj partnera / }).first();
  await page.goto('/admin/accounts/');
  await edit.click();
  // The click starts a navigation; measure the partner's page once it is the one loaded, not the list nor a document
  // still being committed (whose root element is not there yet).
  await page.waitForURL(/\/admin\/accounts\/[^/]+\/$/);
  await expect(page.getByRole('button', { name: 'Zapisz ustawienia' })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Zapisz ustawienia' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Zapisz ustawienia' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
