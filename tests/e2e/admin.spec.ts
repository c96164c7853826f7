// The operator console and the consent ledger in Chromium against the real server: an operator made with the
// command line logs in, is locked out after failed attempts, cannot be made to act by a forged form, sees the
// funnel, finds a lead with the posted search (an old address with the term does not search) and sees its story,
// erases a lead; a visitor withdraws a consent by its link; a lead is delivered to a mock lender (a local HTTP
// server started here) that checks the HMAC signature.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { E2E_LENDER_TOKEN } from './affiliate-env';
import { createOperator, heldConversion, logIn } from './console';
import { expectNoAxeViolations, openDb, watchErrors } from './helpers';

const MOCK_PORT = Number(process.env.MOCK_LENDER_PORT);
// One worker runs this file: its tests share the operators and the one mock lender on its fixed port.
test.describe.configure({ mode: 'serial' });
const MOCK_SECRET = 'e2e-mock-lender-secret';
/** modra-kasa: the lender the e2e server is configured to deliver leads to (playwright.config.ts). */
const API_OFFER = 108;

async function newLead(page: Page, marketing = true): Promise<string> {
  const res = await page.request.post('/api/leads', {
    data: {
      amount: 2000,
      termUnit: 'days',
      term: 30,
      birthDate: '14.05.1990',
      phone: marketing ? '601 234 567' : '',
      email: marketing ? 'anna.e2e@example.pl' : '',
      consents: { terms: true, privacy: true, marketing },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { leadId: string }).leadId;
}

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
let lender: Server;
const received: Received[] = [];
/** What the mock lender answers next (then 200). */
const answers: number[] = [];

test.beforeAll(async () => {
  createOperator('operator@przelewik.test');
  createOperator('zablokowany@przelewik.test');
  lender = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => lender.listen(MOCK_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => lender.close(() => resolve()));
});

test('an operator logs in, sees the funnel with its chart and data, and logs out', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await newLead(page);
  await logIn(page, 'operator@przelewik.test');
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lejek' })).toBeVisible();
  const registrations = page.locator('#funnel-table tfoot td').nth(1);
  expect(Number((await registrations.textContent())!.replace(/\s/g, ''))).toBeGreaterThanOrEqual(1);
  await expect(page.locator('#funnel-chart canvas')).toHaveCount(1); // uPlot drew under the console's CSP
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'pz_admin')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/admin/',
  });
  await expectNoAxeViolations(page);
  for (const path of ['/admin/partners/', '/admin/holds/', '/admin/deliveries/', '/admin/leads/']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/admin\/login\/$/);
  await page.goto('/admin/partners/');
  await expect(page).toHaveURL(/\/admin\/login\/$/);
  await context.close();
});

test('five wrong passwords lock the account; then even the right one is refused', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  for (let i = 0; i < 4; i++) {
    await logIn(page, 'zablokowany@przelewik.test', 'zle-haslo-e2e-1234');
    await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy adres e-mail lub hasło.');
    await expect(page.locator('#email')).toBeFocused();
  }
  await logIn(page, 'zablokowany@przelewik.test', 'zle-haslo-e2e-1234');
  await expect(page.getByRole('alert')).toContainText('zablokowane');
  await logIn(page, 'zablokowany@przelewik.test');
  await expect(page.getByRole('alert')).toContainText('zablokowane');
  await expectNoAxeViolations(page);
});

test('a forged form is refused: no CSRF token, or a post from another origin', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'operator@przelewik.test');
  await expect(page).toHaveURL(/\/admin\/$/);
  const id = await newLead(page);
  const noToken = await page.request.post(`/admin/leads/${id}/erase/`, { form: { confirm: 'yes' } });
  expect(noToken.status()).toBe(403);
  const token = await page.locator('input[name="_csrf"]').first().inputValue();
  const foreign = await page.request.post(`/admin/leads/${id}/erase/`, {
    form: { confirm: 'yes', _csrf: token },
    headers: { origin: 'http://127.0.0.1:1' },
  });
  expect(foreign.status()).toBe(403);
  const db = openDb();
  try {
    expect(db.prepare('SELECT birth_date FROM leads WHERE id = ?').get(id)).toEqual({ birth_date: '1990-05-14' });
  } finally {
    db.close();
  }
  await context.close();
});

test("a lead's story shows its consents; the visitor withdraws one by its link; the operator erases the lead", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const id = await newLead(page);
  await logIn(page, 'operator@przelewik.test');
  // The search posts its term: the phone never reaches the address, and an old address with q does not search.
  await page.goto('/admin/leads/?q=601234567');
  await expect(page.getByRole('status')).toHaveText(
    'Wyszukiwanie działa teraz tylko przez formularz poniżej – szukany tekst nie trafia już do adresu strony.',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Ostatnie leady' })).toBeVisible();
  await expect(page.getByLabel('Identyfikator leada, e-mail lub telefon')).toHaveValue('');
  await expect(page.locator('main')).not.toContainText('601234567');
  await expectNoAxeViolations(page);
  const field = page.getByLabel('Identyfikator leada, e-mail lub telefon');
  await field.fill('601-234-567');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Znalezione leady' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads\/$/);
  for (const href of await page.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
    expect(href).not.toContain('?');
    expect(href).not.toMatch(/601.?234.?567/);
  }
  await field.fill('');
  await field.focus();
  await page.keyboard.type(id);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Znalezione leady' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads\/$/);
  await expect(page.locator('ul.leads li')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: id }).click();
  await expect(page.locator('#lead-id')).toHaveText(id);
  const consents = page.locator('#consent-table tbody tr');
  await expect(consents).toHaveCount(4); // terms, privacy, marketing by e-mail and by phone
  await expect(consents.first().locator('td').nth(5)).not.toHaveText('–'); // the address, truncated to /24 or /48
  await expectNoAxeViolations(page);

  // The visitor, without any login, opens the withdrawal link of the marketing-by-phone consent.
  const link = await page
    .locator('#consent-table tbody tr', { hasText: 'telefon/SMS' })
    .getByRole('link', { name: 'link' })
    .getAttribute('href');
  const visitor = await (await browser.newContext()).newPage();
  const visitorErrors = watchErrors(visitor);
  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { name: 'Wycofanie zgody' })).toBeVisible();
  await expect(visitor.getByText('informacje handlowe telefonicznie i SMS-em')).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('button', { name: 'Wycofuję tę zgodę' }).click();
  await expect(visitor.getByRole('status')).toContainText('Zgoda została wycofana');
  expect(visitorErrors).toEqual({ pageErrors: [], consoleErrors: [] });
  await page.reload();
  await expect(page.locator('#consent-table tbody tr', { hasText: 'telefon/SMS' }).locator('td').nth(7)).not.toHaveText(
    '–',
  );

  // Erasure on request: the confirmation must be ticked.
  await page.getByLabel('Potwierdzam, że osoba, której dotyczą dane, złożyła żądanie ich usunięcia.').check();
  await page.getByRole('button', { name: 'Usuń dane osobowe' }).click();
  await expect(page.getByRole('status')).toContainText('Dane osobowe tego leada usunięto');
  const newId = (await page.locator('#lead-id').textContent())!;
  expect(newId).not.toBe(id);
  await expect(page.locator('main')).not.toContainText('anna.e2e@example.pl');
  const db = openDb();
  try {
    expect(db.prepare('SELECT id FROM leads WHERE id = ?').get(id)).toBeUndefined();
    expect(db.prepare('SELECT phone, email, birth_date FROM leads WHERE id = ?').get(newId)).toEqual({
      phone: null,
      email: null,
      birth_date: '',
    });
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM consent_records WHERE lead_id = ? AND ip_prefix IS NULL').get(newId),
    ).toEqual({ n: 4 });
  } finally {
    db.close();
  }
  await context.close();
});

test('a consented lead is delivered to the mock lender, signed; the transition page says so only when it was', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  const id = await newLead(page);
  await page.addInitScript((leadId) => localStorage.setItem('leadId', leadId), id);
  await page.route(/modra|\.example\//, (route) => route.fulfill({ status: 200, body: 'lender' })); // never leave the machine
  await page.goto(`/transition/?offer=${API_OFFER}&amount=2000&term=30`);
  const handoff = page.locator('.pz-handoff-form');
  await expect(handoff.getByRole('heading', { name: 'Przekazać wniosek od razu?' })).toBeVisible();
  await expect(page.locator('.pz-countdown')).toContainText('zatrzymane'); // the countdown waits for the answer
  await expectNoAxeViolations(page);
  await handoff.getByRole('button', { name: 'Przekaż wniosek' }).click();
  await expect(handoff.getByRole('alert')).toHaveText('Zaznacz zgodę, aby przekazać wniosek.');
  expect(received).toHaveLength(0);
  await handoff.getByRole('checkbox').check();
  await handoff.getByRole('button', { name: 'Przekaż wniosek' }).click();
  await expect(handoff.getByRole('status')).toHaveText(/Twój wniosek został przekazany firmie Modra Kasa/);

  expect(received).toHaveLength(1);
  const [delivery] = received;
  const timestamp = String(delivery!.headers['x-przelewik-timestamp']);
  expect(delivery!.headers['x-przelewik-signature']).toBe(
    `sha256=${createHmac('sha256', MOCK_SECRET).update(`${timestamp}.${delivery!.body}`).digest('hex')}`,
  );
  expect(JSON.parse(delivery!.body)).toMatchObject({
    lead_id: id,
    loan: { amount: 2000, term: 30, term_unit: 'days' },
    email: 'anna.e2e@example.pl',
  });
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });

  // A lender that is down: the page does not claim a hand-off; the server retries and the console logs it.
  const second = await newLead(page);
  answers.push(503);
  await page.evaluate((leadId) => localStorage.setItem('leadId', leadId), second);
  await page.addInitScript((leadId) => localStorage.setItem('leadId', leadId), second);
  await page.goto(`/transition/?offer=${API_OFFER}&amount=2000&term=30`);
  await handoff.getByRole('checkbox').check();
  await handoff.getByRole('button', { name: 'Przekaż wniosek' }).click();
  await expect(handoff.getByRole('status')).toContainText('nie potwierdziła jeszcze odbioru');
  await expect
    .poll(() => received.filter((r) => JSON.parse(r.body).lead_id === second).length, { timeout: 10_000 })
    .toBe(2);
  await logIn(page, 'operator@przelewik.test');
  await page.goto('/admin/deliveries/');
  await expect(page.locator('#delivery-table tbody tr', { hasText: second.slice(0, 8) })).toContainText('dostarczony');
  await context.close();
});

test("a partner's click approved then paid by the lender shows in the funnel and on the partner's row", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const partner = `partner-e2e-${Date.now()}`;
  const click = await page.request.get(`/api/click/101?aff_id=${partner}&sub1=kampania-e2e&amount=2000&term=30`, {
    maxRedirects: 0,
  });
  expect(click.status()).toBe(302);
  const db = openDb();
  let clickId: string;
  try {
    clickId = (db.prepare('SELECT click_id FROM clicks WHERE partner_id = ?').get(partner) as { click_id: string })
      .click_id;
  } finally {
    db.close();
  }
  const postback = (status: string, token = E2E_LENDER_TOKEN) =>
    page.request.get(`/api/postback/kasomir?click_id=${clickId}&txid=TX-${partner}&status=${status}&token=${token}`);
  expect((await postback('approved')).status()).toBe(200);
  expect((await postback('paid')).status()).toBe(200);
  expect((await postback('paid')).status()).toBe(200); // a repeat changes nothing
  expect((await postback('reversed', 'forged-token-0123456789')).status()).toBe(403);

  await logIn(page, 'operator@przelewik.test');
  await page.goto('/admin/?by=partner');
  const row = page.locator('#funnel-table tbody tr', { has: page.locator('th', { hasText: partner }) });
  // Columns: visits, registrations, clicks, accepted, paid.
  await expect(row.locator('td').nth(2)).toHaveText('1');
  await expect(row.locator('td').nth(3)).toHaveText('1');
  await expect(row.locator('td').nth(4)).toHaveText('1');
  await page.goto('/admin/?by=subid');
  await expect(
    page.locator('#funnel-table tbody tr', { has: page.locator('th', { hasText: 'kampania-e2e' }) }),
  ).toHaveCount(1);
  await page.goto('/admin/partners/');
  const partnerRow = page.locator(`#partner-table tbody tr[data-key="${partner}"]`);
  await expect(partnerRow.locator('td').nth(0)).toHaveText('1'); // clicks
  await expect(partnerRow.locator('td').nth(2)).toHaveText('1'); // accepted
  await expect(partnerRow.locator('td').nth(4)).toHaveText(/^40,00\szł$/); // revenue: kasomir pays 40 zł per lead
  await expect(partnerRow.locator('td').nth(5)).toHaveText(/^40,00\szł$/); // EPC over one click
  await expect(page.locator('#money-chart canvas')).toHaveCount(1);
  await page.goto('/admin/deliveries/');
  await expect(page.locator('#lender-postback-table tbody tr', { hasText: 'powtórzony' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('on a 360 px phone no console page is wider than the screen: each table scrolls in its own named region', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const leadId = await newLead(page);
  const partner = await heldConversion(page, 'partner-phone');
  await logIn(page, 'operator@przelewik.test');
  for (const path of [
    '/admin/',
    '/admin/?by=partner',
    '/admin/partners/',
    '/admin/holds/',
    '/admin/deliveries/',
    '/admin/leads/',
    `/admin/leads/${leadId}/`,
  ]) {
    await page.goto(path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
    for (const table of await page.locator('table.data').all()) {
      const region = table.locator('xpath=..');
      await expect(region, path).toHaveAttribute('role', 'region');
      await expect(region, path).toHaveAttribute('tabindex', '0');
      await expect(region, path).toHaveAttribute('aria-label', /\S/);
    }
    await expectNoAxeViolations(page);
  }
  // The hold is decided only with its box ticked (the browser itself refuses the form without it), then the page says
  // so.
  await page.goto('/admin/holds/');
  const release = page.getByRole('button', { name: new RegExp(`^Zwolnij blokadę: .*konwersja TX-${partner}`) });
  await release.click();
  await expect(page).toHaveURL(/\/admin\/holds\/$/);
  await page.getByLabel(`Decyzja o konwersji TX-${partner} jest ostateczna`).check();
  await release.click();
  await expect(page.getByRole('status')).toContainText(
    `Zwolniono blokadę „seria kliknięć z jednego adresu” konwersji TX-${partner}`,
  );
  await expectNoAxeViolations(page);
  // A red button is only red: the erasure section's frame (margin, padding, border) is not on the button.
  await page.goto(`/admin/leads/${leadId}/`);
  const erase = await page.getByRole('button', { name: 'Usuń dane osobowe' }).evaluate((button) => {
    const style = getComputedStyle(button);
    return { marginTop: style.marginTop, paddingTop: style.paddingTop };
  });
  expect(erase.marginTop).toBe('0px');
  expect(parseFloat(erase.paddingTop)).toBeLessThan(10);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  // An unknown console address: the console's own Polish page (the browser logs its 404 status, so after the check
  // above).
  expect((await page.goto('/admin/nie-ma-takiej/'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Nie ma takiej strony' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do konsoli' })).toHaveAttribute('href', '/admin/');
  await expectNoAxeViolations(page);
  await context.close();
});
