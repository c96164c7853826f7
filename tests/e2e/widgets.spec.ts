// The newer widgets against the real server: the loan sliders on /offers/ (typed values clamped with a
// note, cards priced live, the choice carried into registration), the landing page's phone form (a real row
// in phone_leads, 400 and no row for a tampered request) and the lender hub on /partners-list/.
import { formatPln } from '../../contracts/format';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openDb, watchErrors } from './helpers';

const hydrated = (page: Page) => page.waitForSelector('#app[data-hydrated]', { state: 'attached' });
const NB = '\u00a0';

/**
 * Rows whose number ends in these digits, however it was written: the test's own rows only, since other specs run
 * at the same time against the same database.
 */
function phoneLeads(digits: string): Record<string, unknown>[] {
  const db = openDb();
  try {
    return db
      .prepare(
        "SELECT phone, consent_terms, consent_privacy, consent_marketing, consents_version FROM phone_leads WHERE replace(phone, ' ', '') LIKE '%' || ? ORDER BY id",
      )
      .all(digits) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

test('loan sliders: a typed amount is clamped with a note, the cards follow live, the choice goes to registration', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/offers/');
  await hydrated(page);
  const amount = page.getByRole('slider', { name: 'Kwota pożyczki' });
  const term = page.getByRole('slider', { name: 'Okres spłaty' });
  const amountField = page.getByRole('textbox', { name: 'Kwota pożyczki w złotych' });
  const termField = page.getByRole('textbox', { name: 'Okres spłaty w dniach' });
  await expect(amountField).toHaveValue(`1${NB}500`);
  await expect(termField).toHaveValue('30');

  const firstCard = page
    .locator('article')
    .filter({ has: page.getByText('Przykład reprezentatywny') })
    .first();
  const repay = firstCard.locator('[data-figure="totalToRepay"] dd');
  const before = await repay.textContent();

  // Typing inside the limits moves the slider and re-prices the cards as the visitor types.
  await amountField.click();
  await amountField.fill('2450');
  await expect(amount).toHaveAttribute('aria-valuetext', formatPln(2450));
  await expect(repay).not.toHaveText(before ?? '');
  await expect(page).toHaveURL(/\/offers\/\?amount=2450&term=30$/);

  // Above the limit: the largest amount any offer lends, with a visible Polish note.
  await amountField.fill('90000');
  await amountField.press('Enter');
  await expect(amount).toHaveAttribute('aria-valuetext', formatPln(25000));
  await expect(page.getByText(`Największa kwota to 25${NB}000${NB}zł – ustawiliśmy 25${NB}000${NB}zł.`)).toBeVisible();
  await expect(amountField).toHaveValue(`25${NB}000`);

  // The term slider by keyboard: days in Polish, the number field and the cards follow.
  await term.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(term).toHaveAttribute('aria-valuetext', `29${NB}dni`);
  await expect(termField).toHaveValue('29');
  await termField.fill('1');
  await termField.blur();
  await expect(page.getByText(`Najkrótszy okres to 5${NB}dni – ustawiliśmy 5${NB}dni.`)).toBeVisible();
  await expect(term).toHaveValue('5');
  // No lender lends 25 000 zł for 5 days: the first card prices the nearest loan it gives, and its link carries that.
  const first = page.locator('article.pz-card').first();
  await expect(first).toHaveAttribute('data-fits', 'false');
  const priced = `amount=${await first.getAttribute('data-amount')}&term=${await first.getAttribute('data-term')}`;
  expect(priced).not.toBe('amount=25000&term=5');
  await expect(first.getByRole('link', { name: /Przejdź do pożyczkodawcy/ })).toHaveAttribute(
    'href',
    new RegExp(`${priced}$`),
  );

  // Instalments: the switch turns the term slider into months (3 to 48); the address, the cards' links and the
  // registration link carry the unit.
  await page.getByRole('radio', { name: /W ratach/ }).check();
  const monthsField = page.getByRole('textbox', { name: 'Okres spłaty w miesiącach' });
  await expect(monthsField).toHaveValue('12');
  await expect(term).toHaveAttribute('min', '3');
  await expect(term).toHaveAttribute('max', '48');
  await monthsField.fill('48');
  await monthsField.press('Enter');
  await expect(term).toHaveAttribute('aria-valuetext', `48${NB}miesięcy`);
  await expect(page).toHaveURL(/\/offers\/\?amount=25000&term=48&unit=months$/);
  await expect(firstCard.getByRole('link', { name: /Przejdź do pożyczkodawcy/ })).toHaveAttribute(
    'href',
    /amount=25000&term=48&unit=months$/,
  );
  // Back to days: the days the visitor had, and no unit in the address.
  await page.getByRole('radio', { name: /Jednorazowo/ }).check();
  await expect(term).toHaveValue('5');
  await expect(page).toHaveURL(/\/offers\/\?amount=25000&term=5$/);
  await page.getByRole('radio', { name: /W ratach/ }).check();
  await expect(term).toHaveValue('48');
  // A reload keeps the request as asked.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: /W ratach/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Okres spłaty w miesiącach' })).toHaveValue('48');

  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /^Dopasuj oferty na/ }).click();
  await expect(page).toHaveURL(/\/reg\/\?amount=25000&term=48&unit=months$/);
  await hydrated(page);
  // Registration says the loan chosen and does not ask for it again; asked to change it, its step shows it.
  await expect(page.locator('.pz-reg__loan')).toHaveText(
    /Twoja pożyczka: 25\u00a0000\u00a0zł na\u00a048\u00a0miesięcy/,
  );
  await page.getByRole('button', { name: 'Zmień kwotę lub okres' }).click();
  await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toHaveAttribute(
    'aria-valuetext',
    formatPln(25000),
  );
  await expect(page.getByRole('radio', { name: /W ratach/ })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Okres spłaty' })).toHaveValue('48');
  expect(errors.pageErrors).toEqual([]);
});

test('loan sliders on a phone: the unit switch fits 360 px and works by keyboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await page.goto('/offers/?amount=25000&term=48&unit=months');
  await hydrated(page);
  // On a phone the sliders sit behind the "Filtruj i sortuj" disclosure, with the priced loan beside it.
  await expect(page.locator('.pz-offers__choice')).toHaveText(/^25\s000\szł na\s48\smiesięcy$/);
  await page.getByRole('button', { name: 'Filtruj i sortuj' }).click();
  const months = page.getByRole('radio', { name: /W ratach/ });
  await expect(months).toBeChecked();
  const group = page.getByRole('group', { name: 'Jak chcesz spłacić?' });
  const box = await group.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Arrow keys move between the two options of the native radio group.
  await months.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: /Jednorazowo/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Okres spłaty w dniach' })).toHaveValue('30');
  // An invalid address falls back to the defaults without breaking the page.
  await page.goto('/offers/?amount=abc&term=999&unit=years');
  await hydrated(page);
  await page.getByRole('button', { name: 'Filtruj i sortuj' }).click();
  await expect(page.getByRole('textbox', { name: 'Okres spłaty w dniach' })).toHaveValue('30');
  await expect(page.getByRole('radio', { name: /Jednorazowo/ })).toBeChecked();
  await context.close();
});

test('landing phone form: a wrong number is corrected at the field, the request lands in phone_leads', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/landing/offers/');
  await hydrated(page);
  const before = phoneLeads('601234567').length;
  // The form's promise states the call-back hours (CALLBACK_HOURS, default pn.–pt. 9:00–17:00); so does its thank-you.
  const promise = /Oddzwonimy\sw\sdni\srobocze\smiędzy\s9:00\sa\s17:00\./;
  await expect(page.locator('.pz-phone-form__intro').filter({ hasText: promise })).toBeVisible();
  const phone = page.getByLabel('Numer telefonu komórkowego', { exact: true });
  await phone.fill('22 123 45 67');
  await page.getByRole('button', { name: 'Poproś o telefon' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  expect(phoneLeads('221234567').length).toBe(0);
  expect(phoneLeads('601234567').length).toBe(before);
  await expectNoAxeViolations(page);

  await phone.fill('601 234 567');
  for (const box of await page.locator('.pz-phone-form input[type="checkbox"]').all()) await box.check();
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/phone-leads') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Poproś o telefon' }).click();
  // The number travels in the body only, never in the address.
  const postedUrl = new URL((await posted).url());
  expect(postedUrl.pathname + postedUrl.search).not.toContain('601'); // not the port: the server may listen on 3601
  await expect(
    page.getByRole('heading', { name: /^Dziękujemy! Oddzwonimy\sw\sdni\srobocze\smiędzy\s9:00\sa\s17:00\.$/ }),
  ).toBeFocused();
  const rows = phoneLeads('601234567');
  expect(rows.length).toBe(before + 1);
  expect(rows.at(-1)).toMatchObject({ phone: '+48601234567', consent_terms: 1, consent_privacy: 1 });
  const pageUrl = new URL(page.url());
  expect(pageUrl.pathname + pageUrl.search + pageUrl.hash).not.toContain('601');
  expect(errors.pageErrors).toEqual([]);
});

test('a tampered request straight to POST /api/phone-leads gets 400 with per-field errors and stores nothing', async ({
  request,
}) => {
  const before = phoneLeads('15123456789').length;
  const res = await request.post('/api/phone-leads', {
    data: { phone: '+49 1512 3456789', consents: { terms: true, privacy: 'yes' }, admin: true },
  });
  expect(res.status()).toBe(400);
  const body = await res.json();
  expect(body.ok).toBe(false);
  expect(Object.keys(body.errors).sort()).toEqual(['_form', 'consents.privacy', 'phone']);
  expect(phoneLeads('15123456789').length).toBe(before);
});

test('lender hub: directory, a lender’s detail view by click and by deep link, and back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/partners-list/');
  await hydrated(page);
  const directory = page.getByRole('heading', { name: /^Pożyczkodawcy w porównaniu \(\d+\)$/ });
  await expect(directory).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Kasomir', exact: true }).click();
  await expect(page).toHaveURL(/\/partners-list\/#kasomir$/);
  const detail = page.locator('article#kasomir');
  await expect(detail.getByRole('heading', { level: 2, name: 'Kasomir' })).toBeFocused();
  await expect(detail.getByText('Przykład reprezentatywny').first()).toBeVisible();
  await expect(directory).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The browser's back button returns to the directory.
  await page.goBack();
  await expect(directory).toBeVisible();
  await expect(page.locator('article#kasomir')).toHaveCount(0);

  // A deep link opens the lender straight away; its back link returns to the directory.
  await page.goto('/partners-list/#kasomir');
  await hydrated(page);
  await expect(page.locator('article#kasomir').getByRole('heading', { level: 2, name: 'Kasomir' })).toBeVisible();
  await page.getByRole('link', { name: '← Wszyscy pożyczkodawcy' }).click();
  await expect(directory).toBeFocused();
  expect(errors.pageErrors).toEqual([]);
});

test('lender hub without JavaScript: the prerendered page holds every lender, reachable by its #anchor', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/partners-list/#kasomir');
  const details = page.locator('article.pz-hub__detail');
  expect(await details.count()).toBeGreaterThan(5);
  await expect(page.locator('#kasomir-name')).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Kasomir', exact: true })).toHaveAttribute('href', '#kasomir');
  await context.close();
});
