// The funnel (issue 4): home sliders → /reg/ (every step, wrong inputs corrected) → the lead row →
// lender cards on /offers/ → /transition/ → the lender's address with the lead id.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openDb, rememberConsent, watchErrors } from './helpers';

const hydrated = (page: Page) => page.waitForSelector('#app[data-hydrated]', { state: 'attached' });
const next = (page: Page) => page.getByRole('button', { name: 'Dalej' }).click();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectFieldError(page: Page, label: string, message: RegExp) {
  const input = field(page, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const errorText = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '), describedBy);
  expect(errorText).toMatch(message);
}

function leadRow(id: string): Record<string, unknown> | undefined {
  const db = openDb();
  try {
    return db.prepare('SELECT * FROM leads WHERE id = ?').get(id) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

function leadCount(): number {
  const db = openDb();
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

// A returning visitor who has already answered the cookie banner (loader-core.spec.ts covers the first visit).
test.beforeEach(async ({ context }) => rememberConsent(context));

test('the whole funnel: sliders, every registration step, the lead in the database, offers, transition', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  // The lenders' own sites cannot be reached here: stand in for them at the browser's edge.
  await page.route(/^https:\/\/[a-z0-9-]+\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Lender</title><h1>Lender</h1>' }));

  await page.goto('/');
  await hydrated(page);
  await page.getByRole('slider', { name: 'Ile chcesz pożyczyć?' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: /Sprawdź oferty/ }).click();
  await expect(page).toHaveURL(/\/reg\/\?amount=1700&term=30$/);
  await hydrated(page);

  // Step 1: amount and term, carried over from the home page.
  await expect(page.getByText('Krok 1 z 6')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kwota pożyczki' })).toHaveValue('1700');
  await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toHaveValue('1700');
  await expectNoAxeViolations(page);
  await next(page);

  // Step 2: phone, first wrong.
  await field(page, 'Numer telefonu komórkowego').fill('22 123 45 67');
  await next(page);
  await expectFieldError(page, 'Numer telefonu komórkowego', /komórkow/i);
  await field(page, 'Numer telefonu komórkowego').fill('601 234 567');
  await next(page);

  // Step 3: personal data, with a PESEL typo corrected.
  await field(page, 'Imię').fill('Anna');
  await field(page, 'Nazwisko').fill('Nowak');
  await field(page, 'PESEL').fill('44051401358');
  await field(page, 'Seria i numer dowodu osobistego').fill('aba 300000');
  await field(page, 'Adres e-mail').fill('anna.nowak@example.pl');
  await next(page);
  await expectFieldError(page, 'PESEL', /kontroln/i);
  await field(page, 'PESEL').fill('44051401359');
  await expectNoAxeViolations(page);
  await next(page);

  // Step 4: address, employment, income.
  await field(page, 'Kod pocztowy').fill('00001');
  await field(page, 'Miejscowość').fill('Warszawa');
  await field(page, 'Ulica').fill('Marszałkowska');
  await field(page, 'Numer domu i mieszkania').fill('1/2');
  await field(page, 'Źródło dochodu').selectOption('employment_contract');
  await field(page, 'Miesięczny dochód netto').fill('5200');
  await next(page);

  // Step 5: bank account, with a wrong check digit first. Back and forward keeps what was typed.
  await field(page, 'Numer konta bankowego').fill('PL61 1090 1014 0000 0712 1981 2875');
  await next(page);
  await expectFieldError(page, 'Numer konta bankowego', /./);
  await field(page, 'Numer konta bankowego').fill('PL61 1090 1014 0000 0712 1981 2874');
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(field(page, 'Miejscowość')).toHaveValue('Warszawa');
  await next(page);
  await next(page);

  // Step 6: consents, then send.
  await page.getByRole('button', { name: 'Wyślij wniosek' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await page.getByLabel('Zaznacz wszystkie').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Wyślij wniosek' }).click();

  // The lead: its id in local storage, its row in the database, the visitor on /offers/.
  await expect(page).toHaveURL(/\/offers\/\?amount=1700&term=30$/);
  await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toHaveValue('1700');
  const leadId = await page.evaluate(() => localStorage.getItem('leadId'));
  expect(leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(leadRow(leadId!)).toMatchObject({
    amount: 1700,
    phone: '+48601234567',
    first_name: 'Anna',
    pesel: '44051401359',
    id_card: 'ABA300000',
    postal_code: '00-001',
    bank_account: 'PL61109010140000071219812874',
    consent_terms: 1,
    consent_privacy: 1,
  });
  // Nothing personal stays in the browser after the submit.
  expect(await page.evaluate(() => sessionStorage.getItem('przelewik_reg_draft'))).toBeNull();

  // Offers: lender cards with their representative example; the first leads to the transition page.
  const cards = page.locator('article').filter({ has: page.getByText('Przykład reprezentatywny') });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  // The term slider re-prices the cards and their links, and its number field follows.
  await page.getByRole('slider', { name: 'Okres spłaty' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('textbox', { name: 'Okres spłaty w dniach' })).toHaveValue('31');
  await expect(page).toHaveURL(/\/offers\/\?amount=1700&term=31$/);
  await expect(cards.first().getByRole('link', { name: /Przejdź do pożyczkodawcy/ })).toHaveAttribute('href', /amount=1700&term=31$/);
  await cards.first().getByRole('link', { name: /Przejdź do pożyczkodawcy/ }).click();
  await expect(page).toHaveURL(/\/transition\/\?offer=\d+/);
  await expect(page.getByRole('status').filter({ hasText: /^Za \d\ssekund/ })).toBeVisible();
  await page.waitForURL(/^https:\/\/[a-z0-9-]+\.example\//, { timeout: 10_000 });
  const lender = new URL(page.url());
  expect(lender.searchParams.get('lead_id')).toBe(leadId);
  expect(lender.searchParams.get('utm_source')).toBe('przelewik');
  expect(errors.pageErrors).toEqual([]);
});

test('a tampered request straight to POST /api/leads gets 400 with per-field errors and stores nothing', async ({ request }) => {
  const before = leadCount();
  const res = await request.post('/api/leads', {
    data: {
      amount: 1500, termDays: 30, phone: '+48601234567', firstName: 'Anna', lastName: 'Nowak', pesel: '44051401358', idCard: 'ABA300000',
      email: 'anna@example.pl', postalCode: '00-001', city: 'Warszawa', street: '', houseNumber: '1', employment: 'employment_contract',
      monthlyIncome: 5200, bankAccount: 'PL61109010140000071219812874', consents: { terms: true, privacy: true, marketing: false },
    },
  });
  expect(res.status()).toBe(400);
  expect(Object.keys((await res.json()).errors)).toEqual(['pesel']);
  const smuggled = await request.post('/api/leads', { data: { amount: 1500, role: 'admin' } });
  expect(smuggled.status()).toBe(400);
  expect(leadCount()).toBe(before);
});

test('the registration draft survives a reload, without PESEL, ID card or bank account', async ({ page }) => {
  await page.goto('/reg/');
  await hydrated(page);
  await next(page);
  await field(page, 'Numer telefonu komórkowego').fill('601 234 567');
  await next(page);
  await field(page, 'Imię').fill('Jan');
  await field(page, 'PESEL').fill('44051401359');
  await page.waitForTimeout(300);
  await page.reload();
  await hydrated(page);
  await expect(field(page, 'Imię')).toHaveValue('Jan');
  await expect(field(page, 'PESEL')).toHaveValue('');
  const draft = await page.evaluate(() => sessionStorage.getItem('przelewik_reg_draft') ?? '');
  expect(draft).toContain('Jan');
  expect(draft).not.toContain('44051401359');
});
