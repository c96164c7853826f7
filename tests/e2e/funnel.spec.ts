// The funnel: home sliders (an instalment loan in months) → /reg/ (every step, wrong inputs corrected, each saying
// why it asks) → the lead row → lender cards on /offers/ → /transition/ (what is passed on) → the lender's address
// with the loan, the click id the ledger recorded and the lead id.
import { formatPln } from '../../contracts/format';
import { expect, test, type Page } from '@playwright/test';
import { clickBehind, expectNoAxeViolations, lenderStandIn, openDb, rememberConsent, watchErrors } from './helpers';

const hydrated = (page: Page) => page.waitForSelector('#app[data-hydrated]', { state: 'attached' });
const next = (page: Page) => page.getByRole('button', { name: 'Dalej' }).click();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectFieldError(page: Page, label: string, message: RegExp) {
  const input = field(page, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const errorText = await page.evaluate(
    (ids) =>
      ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    describedBy,
  );
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

function latestClickOfLead(leadId: string): Record<string, unknown> | undefined {
  const db = openDb();
  try {
    return db
      .prepare('SELECT * FROM clicks WHERE lead_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
      .get(leadId) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

/**
 * How many leads are stored for this loan: each test counts the rows of its own request only, since other specs
 * create leads at the same time against the same database.
 */
function leadCount(loan: { amount: number; term: number; unit: 'days' | 'months'; birthDate?: string }): number {
  const db = openDb();
  try {
    const sql = `SELECT COUNT(*) AS n FROM leads WHERE amount = ? AND term = ? AND term_unit = ?${loan.birthDate ? ' AND birth_date = ?' : ''}`;
    const args: (string | number)[] = [loan.amount, loan.term, loan.unit, ...(loan.birthDate ? [loan.birthDate] : [])];
    return (db.prepare(sql).get(...args) as { n: number }).n;
  } finally {
    db.close();
  }
}
const FUNNEL_LOAN = { amount: 1700, term: 12, unit: 'months', birthDate: '1944-05-14' } as const;

// A returning visitor who has already answered the cookie banner (loader-core.spec.ts covers the first visit).
test.beforeEach(async ({ context }) => rememberConsent(context));

test('the whole funnel: sliders, every registration step, the lead in the database, offers, transition', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  // The lenders' own sites cannot be reached here: stand in for them at the browser's edge.
  const lenders = await lenderStandIn(page);

  // Home: an instalment loan of 1 700 zł for 12 months.
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('slider', { name: 'Ile chcesz pożyczyć?' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.getByRole('radio', { name: /W ratach/ }).check();
  // "Sprawdź oferty" shows the offers for that loan; registration is the step of its own the offers page offers.
  await page.getByRole('button', { name: /Sprawdź oferty/ }).click();
  await expect(page).toHaveURL(/\/offers\/\?amount=1700&term=12&unit=months$/);
  await hydrated(page);
  await page.getByRole('link', { name: /Dopasuj oferty/ }).click();
  await expect(page).toHaveURL(/\/reg\/\?amount=1700&term=12&unit=months$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dopasuj oferty pożyczek' })).toBeVisible();

  // The loan chosen is said, not asked again: three steps, the first the date of birth.
  await expect(page.getByText('Krok 1 z 3')).toBeVisible();
  await expect(page.locator('.pz-reg__loan')).toHaveText(/Twoja pożyczka: 1\u00a0700\u00a0zł na\u00a012\u00a0miesięcy/);
  await expect(page.getByRole('heading', { name: 'Wiek' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toHaveCount(0);
  // Asked to change it, the loan's step comes back, with what was chosen.
  await page.getByRole('button', { name: 'Zmień kwotę lub okres' }).click();

  // Step 1: amount and term, carried over from the home page, with the reason they are asked.
  await expect(page.getByText('Krok 1 z 4')).toBeVisible();
  await expect(page.getByText(/Dla\stej\skwoty\si\stego\sokresu\swyliczamy\skoszt\skażdej\soferty/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kwota pożyczki' })).toHaveValue('1\u00a0700'); // grouped, as the other amount boxes show it
  await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toHaveAttribute('aria-valuetext', formatPln(1700));
  await expect(page.getByRole('radio', { name: /W ratach/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Okres spłaty' })).toHaveValue('12');
  await expectNoAxeViolations(page);
  await next(page);

  // Step 2: date of birth, first of a minor. No PESEL, ID card or bank account is ever asked.
  await expect(page.getByText(/dzięki\sdacie\surodzenia\spokażemy\snajpierw\stych/)).toBeVisible();
  await field(page, 'Data urodzenia').fill('01.01.2015');
  await next(page);
  await expectFieldError(page, 'Data urodzenia', /18\slat/);
  // Digits only, as a phone's numeric keypad without a dot types them; written back with dots on leaving the field.
  await field(page, 'Data urodzenia').fill('14051944');
  await expectNoAxeViolations(page);
  await next(page);

  // Step 3: contact, optional; a landline is refused. Back and forward keeps what was typed.
  await expect(page.getByText(/tylko\swtedy,\sgdy\schcesz\sdostawać\sod\snas\soferty/)).toBeVisible();
  await field(page, 'Numer telefonu komórkowego').fill('22 123 45 67');
  await next(page);
  await expectFieldError(page, 'Numer telefonu komórkowego', /komórkow/i);
  await field(page, 'Numer telefonu komórkowego').fill('601 234 567');
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(field(page, 'Data urodzenia')).toHaveValue('14.05.1944');
  await next(page);
  await next(page);
  for (const label of ['PESEL', 'Seria i numer dowodu osobistego', 'Numer konta bankowego', 'Imię', 'Miejscowość'])
    await expect(page.getByLabel(label)).toHaveCount(0);

  // Step 4: consents, then send.
  await expect(
    page.getByText(/przekażemy\sje\stylko\swtedy,\sgdy\sna\sstronie\sprzejścia\szgodzisz\ssię\sna\sto\sosobno/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pokaż dopasowane oferty' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await page.getByLabel('Zaznacz wszystkie').check();
  await expectNoAxeViolations(page);
  const leadsBefore = leadCount(FUNNEL_LOAN);
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Pokaż dopasowane oferty' }).click();
  // The submission carries its own Idempotency-Key: a repeat of it (a retry after a lost answer) gets the first
  // answer back and stores nothing new.
  const leadPost = await posted;
  const key = leadPost.headers()['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const first = await (await answered).text();
  const replay = await page.request.post('/api/leads', {
    headers: { 'content-type': 'application/json', 'idempotency-key': key! },
    data: leadPost.postData() ?? '',
  });
  expect(replay.status()).toBe(201);
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  expect(await replay.text()).toBe(first);
  expect(leadCount(FUNNEL_LOAN)).toBe(leadsBefore + 1);

  // The lead: its id in local storage, its row in the database, the visitor on /offers/ priced for 12 months.
  await expect(page).toHaveURL(/\/offers\/\?amount=1700&term=12&unit=months$/);
  await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toHaveAttribute('aria-valuetext', formatPln(1700));
  await expect(page.getByRole('textbox', { name: 'Okres spłaty w miesiącach' })).toHaveValue('12');
  const leadId = await page.evaluate(() => localStorage.getItem('leadId'));
  expect(leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const row = leadRow(leadId!);
  expect(row).toMatchObject({
    amount: 1700,
    term: 12,
    term_unit: 'months',
    term_days: 365,
    birth_date: '1944-05-14',
    // The marketing consent was given ("Zaznacz wszystkie"): the phone is kept; the e-mail was left empty.
    phone: '+48601234567',
    email: null,
    consent_terms: 1,
    consent_privacy: 1,
    consent_marketing: 1,
  });
  for (const column of ['pesel', 'id_card', 'bank_account', 'first_name', 'postal_code', 'monthly_income'])
    expect(row).not.toHaveProperty(column);
  // Nothing personal stays in the browser after the submit.
  expect(await page.evaluate(() => sessionStorage.getItem('przelewik_reg_draft'))).toBeNull();

  // Offers: lender cards; the term slider re-prices the cards and their links, which carry the unit.
  const link = page.locator('a[href*="/transition/?offer="]').first();
  await expect(link).toBeVisible();
  await page.getByRole('slider', { name: 'Okres spłaty' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('textbox', { name: 'Okres spłaty w miesiącach' })).toHaveValue('13');
  await expect(page).toHaveURL(/\/offers\/\?amount=1700&term=13&unit=months$/);
  await expect(link).toHaveAttribute('href', /^\/transition\/\?offer=\d+&amount=1700&term=13&unit=months$/);
  await link.click();

  // Transition: what is passed on, what the visitor still does, who we are; then the lender with the hand-off.
  await expect(page).toHaveURL(/\/transition\/\?offer=\d+&amount=1700&term=13&unit=months$/);
  await expect(page.getByRole('status').filter({ hasText: /^Za \d\ssekund/ })).toBeVisible();
  await expect(
    page.getByText(
      /dostaje\sod\snas:\swybrana\spożyczka\s\(1\s700\szł\sna\s13\smiesięcy\);\snasz\snumer\sreferencyjny\sprzejścia/,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      /Datę\surodzenia,\stelefon\si\se-mail\sz\sformularza\sprzekazujemy\stylko\spożyczkodawcy,\sktóry\sprzyjmuje\sod\snas\swnioski/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/Wniosek\swypełniasz\sna\sstronie\sfirmy/)).toBeVisible();
  await expect(page.getByText(/jest\sporównywarką\sofert,\sa\snie\spożyczkodawcą/)).toBeVisible();
  // The page reached by the client router, checked once it has settled (its loading bar faded; site.spec.ts checks
  // the page while the bar shows).
  await expect(page.getByRole('progressbar', { includeHidden: true })).toHaveAttribute('data-state', 'idle');
  await expectNoAxeViolations(page);
  const lender = await lenders.next();
  expect(lender.searchParams.get('amount')).toBe('1700');
  expect(lender.searchParams.get('term')).toBe('13');
  expect(lender.searchParams.get('term_unit')).toBe('months');
  // The click was recorded before the redirect, with the lead and the loan; the lender has its click id.
  const click = latestClickOfLead(leadId!);
  expect(click).toMatchObject({
    lead_id: leadId,
    amount: 1700,
    term: 13,
    term_unit: 'months',
    placement: 'transition',
  });
  expect(click?.click_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect([...lender.searchParams.values()]).toContain(click?.click_id);
  expect(lender.searchParams.get('lead_id')).toBe(leadId);
  expect(lender.searchParams.get('utm_source')).toBe('przelewik');
  // Nothing personal travels: not the phone, not the date of birth.
  expect(lender.search).not.toMatch(/601234567|1944|phone|birth/);
  expect(errors.pageErrors).toEqual([]);
});

test('each click from the transition page is a new row in the click ledger; days links hand over term_unit=days; the visitor can stop the countdown', async ({
  page,
}) => {
  const lenders = await lenderStandIn(page);
  const offerHref = await (async () => {
    await page.goto('/offers/');
    await hydrated(page);
    return page.locator('a[href*="/transition/?offer="]').first().getAttribute('href');
  })();
  const offerId = Number(new URL(offerHref!, 'http://x').searchParams.get('offer'));
  const follow = async (): Promise<string> => {
    await page.goto(offerHref!);
    await hydrated(page);
    await page.getByRole('button', { name: 'Zatrzymaj przekierowanie' }).click();
    await expect(page.locator('.pz-countdown')).toHaveText(/Przekierowanie zatrzymane/);
    const link = page.getByRole('link', { name: /Przejdź do strony firmy/ });
    const href = new URL((await link.getAttribute('href'))!, page.url());
    expect(href.pathname).toBe(`/api/click/${offerId}`);
    expect(href.searchParams.get('amount')).toBe('1500');
    expect(href.searchParams.get('term')).toBe('30');
    await link.click();
    const lender = await lenders.next();
    expect(lender.searchParams.get('term_unit')).toBe('days');
    const click = clickBehind(lender);
    expect(click).toMatchObject({ offer_id: offerId, amount: 1500, term: 30, term_unit: 'days' });
    return String(click?.click_id);
  };
  const first = await follow();
  const second = await follow();
  expect(second).not.toBe(first);
  // The page's clock is driven by the test: runFor() plays the countdown's whole length at once.
  await page.clock.install();
  await page.goto(offerHref!);
  await page.getByRole('button', { name: 'Zatrzymaj przekierowanie' }).click();
  await expect(page.locator('.pz-countdown')).toHaveText(/Przekierowanie zatrzymane/);
  await page.clock.runFor(60_000);
  await expect(page.locator('.pz-countdown')).toHaveText(/Przekierowanie zatrzymane/);
  expect(page.url()).toContain('/transition/');
  await expectNoAxeViolations(page);
});

test('a tampered request straight to POST /api/leads gets 400 with per-field errors and stores nothing', async ({
  request,
}) => {
  const tampered = { amount: 1500, term: 60, unit: 'months' } as const;
  const before = leadCount(tampered);
  const res = await request.post('/api/leads', {
    data: {
      amount: 1500,
      termUnit: 'months',
      term: 60,
      birthDate: '31.02.1990',
      consents: { terms: true, privacy: true, marketing: false },
    },
  });
  expect(res.status()).toBe(400);
  expect(Object.keys((await res.json()).errors).sort()).toEqual(['birthDate', 'term']);
  const smuggled = await request.post('/api/leads', { data: { amount: 1500, role: 'admin' } });
  expect(smuggled.status()).toBe(400);
  expect(leadCount(tampered)).toBe(before);
});

test('an old form’s body is still accepted, and its PESEL, ID card and bank account are not stored', async ({
  request,
}) => {
  const res = await request.post('/api/leads', {
    data: {
      amount: 1500,
      termDays: 30,
      phone: '+48601234567',
      firstName: 'Anna',
      lastName: 'Nowak',
      pesel: '44051401359',
      idCard: 'ABA300000',
      email: 'anna@example.pl',
      postalCode: '00-001',
      city: 'Warszawa',
      street: '',
      houseNumber: '1',
      employment: 'employment_contract',
      monthlyIncome: 5200,
      bankAccount: 'PL61109010140000071219812874',
      consents: { terms: true, privacy: true, marketing: false },
    },
  });
  expect(res.status()).toBe(201);
  const row = leadRow((await res.json()).leadId);
  expect(row).toMatchObject({
    amount: 1500,
    term: 30,
    term_unit: 'days',
    birth_date: '1944-05-14',
    phone: null,
    email: null,
  });
  expect(JSON.stringify(row)).not.toMatch(/44051401359|ABA300000|PL61|Nowak|Warszawa/);
});

test('the registration draft survives a reload', async ({ page }) => {
  await page.goto('/reg/');
  await hydrated(page);
  await next(page);
  await field(page, 'Data urodzenia').fill('14.05.1944');
  await next(page);
  await field(page, 'Adres e-mail').fill('jan@example.pl');
  // The draft is saved as the visitor types; reload once it is.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('przelewik_reg_draft') ?? ''))
    .toContain('jan@example.pl');
  await page.reload();
  await hydrated(page);
  await expect(field(page, 'Adres e-mail')).toHaveValue('jan@example.pl');
  const draft = await page.evaluate(() => sessionStorage.getItem('przelewik_reg_draft') ?? '');
  expect(draft).toContain('jan@example.pl');
});
