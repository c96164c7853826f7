// The console's lists and exports in Chromium against the real server: the leads list pages and filters with the
// filters kept in the address; a CSV export for a period is downloaded, parsed, and has the period's rows and no
// live formula; the list and export pages fit a 360 px phone and a 1280 px screen, axe clean.
import { parseCsv } from '../csv';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createOperator, logIn, resizeConsolePage } from './console';
import { expectNoAxeViolations, openDb, watchErrors } from './helpers';

const OPERATOR = 'listy@przelewik.test';
const CLICK_HEADERS = [
  'Identyfikator kliknięcia',
  'Czas',
  'Dzień',
  'Lead',
  'Pożyczkodawca',
  'Oferta',
  'Wersja oferty',
  'Partner',
  'Sub1',
  'Źródło (utm_source)',
  'Medium (utm_medium)',
  'Kampania (utm_campaign)',
  'Kwota (zł)',
  'Okres',
  'Jednostka okresu',
  'Miejsce na stronie',
];

test.beforeAll(() => createOperator(OPERATOR));

/** Today in Warsaw, as the console's date fields hold it. */
const warsawToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());

async function click(page: Page, params: Record<string, string>): Promise<void> {
  const res = await page.request.get(
    `/api/click/101?${new URLSearchParams({ amount: '2000', term: '30', ...params })}`,
    { maxRedirects: 0 },
  );
  expect(res.status()).toBe(302);
}

async function newLead(page: Page): Promise<string> {
  const res = await page.request.post('/api/leads', {
    data: {
      amount: 2000,
      termUnit: 'days',
      term: 30,
      birthDate: '14.05.1990',
      phone: '',
      email: '',
      consents: { terms: true, privacy: true, marketing: false },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { leadId: string }).leadId;
}

async function expectFits(page: Page, path: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
}

test('a CSV export for a period downloads with its rows, Polish headers and no live formula', async ({ browser }) => {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const partner = `csv-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const hostile = { sub1: '=HYPERLINK(1;2)', utm_source: '+1+1', utm_medium: '-2+3', utm_campaign: '@SUM(1)' };
  for (let i = 0; i < 3; i++) await click(page, { aff_id: partner, ...hostile });
  await logIn(page, OPERATOR);
  await page.goto('/admin/export/');
  await expect(page.getByRole('heading', { level: 1, name: 'Eksport CSV' })).toBeVisible();
  await expectNoAxeViolations(page);
  const today = warsawToday();
  await page.getByLabel('Co pobrać').selectOption({ label: 'Kliknięcia' });
  await page.getByLabel('Od').fill(today);
  await page.getByLabel('Do').fill(today);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`klikniecia_${today}_${today}.csv`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte order mark Excel needs for UTF-8
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(header).toEqual(CLICK_HEADERS);
  const ours = rows.filter((r) => r[7] === partner);
  expect(ours).toHaveLength(3);
  for (const row of ours) {
    expect(row[2]).toBe(today);
    // The card version the click saw: the seed's, on this server nobody changes the catalogue.
    expect(row[6]).toBe('1');
    expect(row.slice(8, 12)).toEqual(["'=HYPERLINK(1;2)", "'+1+1", "'-2+3", "'@SUM(1)"]);
    expect(row.slice(12, 15)).toEqual(['2000', '30', 'dni']);
  }
  // No cell of the whole file starts as a formula would (a bare negative number is a number, not a formula).
  for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+(,\d+)?$)/);
  const db = openDb();
  try {
    expect(
      (
        db
          .prepare("SELECT COUNT(*) AS n FROM admin_audit WHERE action = 'export' AND subject = ?")
          .get(`clicks ${today}..${today}`) as { n: number }
      ).n,
    ).toBeGreaterThanOrEqual(1);
  } finally {
    db.close();
  }
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  await context.close();
});

test('the leads list pages and filters, and every link keeps the filters', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  const partner = `lista-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const leads: string[] = [];
  for (let i = 0; i < 22; i++) {
    const id = await newLead(page);
    leads.push(id);
    await click(page, { aff_id: partner, lead_id: id });
  }
  await logIn(page, OPERATOR);
  await page.goto('/admin/leads/');
  // "z" is tied to the number by a no-break space, which a pattern does not read as a space.
  await expect(page.getByRole('navigation', { name: 'Strony: Leady' })).toContainText(/Pozycje 1–20 z\s\d/);
  // The filter form: a GET, so the address holds the partner and the period.
  await page.getByLabel('Partner').fill(partner);
  await page.getByLabel('Od').fill(warsawToday());
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${warsawToday()}&to=&partner=${partner}$`));
  const pages = page.getByRole('navigation', { name: 'Strony: Leady' });
  await expect(pages).toContainText('Pozycje 1–20 z 22');
  await expect(pages).toContainText('Strona 1 z 2');
  await expect(page.locator('ul.leads li')).toHaveCount(20);
  await expect(page.getByRole('link', { name: leads[21]! })).toBeVisible(); // newest first
  await expectNoAxeViolations(page);
  await pages.getByRole('link', { name: 'Następna' }).click();
  await expect(page).toHaveURL(new RegExp(`partner=${partner}&page=2$`));
  await expect(pages).toContainText('Pozycje 21–22 z 22');
  await expect(page.locator('ul.leads li')).toHaveCount(2);
  await expect(page.getByRole('link', { name: leads[0]! })).toBeVisible();
  await expect(page.getByLabel('Partner')).toHaveValue(partner);
  await pages.getByRole('link', { name: 'Poprzednia' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${warsawToday()}&partner=${partner}$`));
  await expect(pages).toContainText('Pozycje 1–20 z 22');
  await page.getByRole('link', { name: 'Wyczyść filtry' }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/$/);
  await expect(page.getByLabel('Partner')).toHaveValue('');
  // A page past the end shows the last one; nonsense is ignored.
  expect((await page.goto(`/admin/leads/?partner=${partner}&page=99&from=wczoraj`))?.status()).toBe(200);
  await expect(pages).toContainText('Pozycje 21–22 z 22');
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  await context.close();
});

/** The catalogue's screens, read only (a change here would change every other spec's offers). */
const CATALOGUE_PAGES = [
  '/admin/oferty/',
  '/admin/oferty/107/',
  '/admin/oferty/107/historia/',
  '/admin/oferty/nowa/?pozyczkodawca=kasomir',
  '/admin/pozyczkodawcy/kasomir/',
  '/admin/pozyczkodawcy/nowy/',
  '/admin/archiwum/',
  '/admin/archiwum/?oferta=107&wersja=1',
  '/admin/prawo/',
];

/** Each page is loaded once on a 360 px phone and checked, then again widened to 1280 px (resizeConsolePage). */
const WIDTHS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
] as const;

test('at 360 and at 1280 px every list and the export page fit the screen, axe clean', async ({ browser }) => {
  test.setTimeout(180_000); // sixteen pages at two widths, each with axe
  const context = await browser.newContext({ viewport: WIDTHS[0] });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const partner = `szer-${Date.now()}`;
  await click(page, { aff_id: partner, sub1: 'kampania-z-dluga-nazwa-ktora-sie-nie-miesci' });
  await logIn(page, OPERATOR);
  for (const path of [
    '/admin/leads/',
    `/admin/clicks/?partner=${partner}`,
    '/admin/clicks/',
    '/admin/conversions/?state=paid',
    '/admin/holds/?state=ip_burst',
    '/admin/deliveries/?state=failed',
    '/admin/export/',
    ...CATALOGUE_PAGES,
  ]) {
    for (const viewport of WIDTHS)
      await test.step(`${path} at ${viewport.width} px`, async () => {
        if (viewport === WIDTHS[0]) await page.goto(path);
        else await resizeConsolePage(page, viewport);
        await expectFits(page, `${path} at ${viewport.width} px`);
        for (const table of await page.locator('table.data').all())
          await expect(table.locator('xpath=..'), `${path} at ${viewport.width} px`).toHaveAttribute('role', 'region');
        await expectNoAxeViolations(page);
      });
    await page.setViewportSize(WIDTHS[0]);
  }
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  await context.close();
});
