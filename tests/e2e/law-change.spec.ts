// A cut of the NBP reference rate, recorded by an operator in the console, takes an offer over the new maximum
// interest off every surface without a restart: the prerendered /offers/ and category pages (re-rendered in the
// background), a partner page's offer list, the server's offer API and the lead's feed; the console and the log say
// which offer went and why. This spec runs its own server on a copy of the build and its own database, since a rate
// cut on the shared e2e server would change every other spec's offers (docs/development.md, rule 4).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { lawOn, warsawDay } from '../../contracts/law';
import { OFFERS } from '../../contracts/lenders';
import { createOperator, OPERATOR_PASSWORD } from './console';
import { expectPagesRerendered, freePort, waitFor } from './helpers';

test.describe.configure({ mode: 'serial' });

// Ports free when the file starts (freePort), set in beforeAll.
let ORIGIN = '';
let PARTNER = '';
const OPERATOR = 'prawo@przelewik.test';

const today = lawOn(warsawDay(new Date()));
/** A quarter-point cut from today: the maximum interest falls by half a point. */
const CUT = { pct: today.nbpRate.pct - 0.25, since: today.day };
const maxAfter = 2 * (CUT.pct + today.maxInterestRule.spreadPp);
/** An offer priced at today's maximum: over the maximum after the cut. */
const retired = OFFERS.find(
  (o) => o.pricing.interestYearlyPct > maxAfter && o.kind === 'short' && o.amount.min <= 2000 && o.term.max >= 30,
)!;
/** One that stays: priced under the new maximum. */
const kept = OFFERS.find((o) => o.pricing.interestYearlyPct <= maxAfter && o.kind === 'short')!;

let dataDir: string;
let distDir: string;
let server: ChildProcess;
let fixtures: ChildProcess;
let serverLog = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(retired, 'an offer priced above the maximum after the cut').toBeDefined();
  expect(kept, 'an offer that stays legal after the cut').toBeDefined();
  const [PORT, FIXTURES_PORT] = [await freePort(), await freePort()];
  ORIGIN = `http://localhost:${PORT}`;
  PARTNER = `http://127.0.0.1:${FIXTURES_PORT}`;
  dataDir = mkdtempSync(join(tmpdir(), 'przelewik-law-data-'));
  distDir = mkdtempSync(join(tmpdir(), 'przelewik-law-dist-'));
  cpSync('dist', distDir, { recursive: true });
  server = spawn(process.execPath, ['build/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      BUILD_DIR: resolve('build'),
      LOG_LEVEL: 'info',
      PARTNER_ORIGINS: PARTNER,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (serverLog += chunk.toString('utf8')));
  server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString('utf8')));
  fixtures = spawn(
    process.execPath,
    ['scripts/serve-static.mjs', 'tests/e2e/fixtures', String(FIXTURES_PORT), '127.0.0.1'],
    { env: { ...process.env, SERVER_ORIGIN: ORIGIN }, stdio: 'ignore' },
  );
  await Promise.all([waitFor(`${ORIGIN}/healthz`), waitFor(`${PARTNER}/partner-widgets.html`)]);
  createOperator(OPERATOR, undefined, 'admin', dataDir);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  fixtures?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

/** The offer ids a page of ours shows, loaded as a visitor loads it. */
async function cardIds(page: Page, path: string): Promise<number[]> {
  await page.goto(`${ORIGIN}${path}`);
  return page
    .locator('article.pz-card')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-offer-id'))));
}

/** The offer ids of the partner page's offer list (in its shadow root). */
async function partnerIds(page: Page): Promise<number[]> {
  await page.goto(`${PARTNER}/partner-widgets.html`);
  const list = page.locator('#offers article.pz-card');
  await expect(list.first()).toBeVisible();
  return list.evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-offer-id'))));
}

async function leadFeed(page: Page, leadId: string): Promise<number[]> {
  const res = await page.request.get(`${ORIGIN}/api/feed?lead_id=${leadId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as number[];
}

async function newPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

test('an operator records a rate cut; the offer over the new maximum leaves every surface without a restart', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = await newPage(browser, 360, 640);
  const desk = await newPage(browser, 1280, 800);
  const lead = await desk.request.post(`${ORIGIN}/api/leads`, {
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
  expect(lead.status()).toBe(201);
  const leadId = ((await lead.json()) as { leadId: string }).leadId;

  // Before: the offer is everywhere.
  expect(await cardIds(phone, '/offers/')).toContain(retired.offer_id);
  expect(await cardIds(desk, '/pozyczki/')).toContain(retired.offer_id);
  expect(await partnerIds(phone)).toContain(retired.offer_id);
  expect(await leadFeed(desk, leadId)).toContain(retired.offer_id);

  // The operator's path: the console's page of the law, at 1280 px.
  // The login form of this spec's own server (logIn() goes to the shared e2e server's address).
  await desk.goto(`${ORIGIN}/admin/`);
  await desk.getByLabel('Adres e-mail').fill(OPERATOR);
  await desk.getByLabel('Hasło').fill(OPERATOR_PASSWORD);
  await desk.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(desk).toHaveURL(`${ORIGIN}/admin/`);
  await desk.goto(`${ORIGIN}/admin/prawo/`);
  await expect(
    desk.getByText(`${String(today.maxInterestYearlyPct).replace('.', ',')}0%`, { exact: false }).first(),
  ).toBeVisible();
  await desk.getByLabel('Stopa referencyjna (%)').fill(String(CUT.pct).replace('.', ','));
  await desk.getByLabel('Obowiązuje od').fill(CUT.since);
  await desk.getByLabel('Źródło').fill('Komunikat RPP (test e2e)');
  const logSince = serverLog.length;
  await desk.getByRole('button', { name: 'Zapisz stopę' }).click();
  await expect(desk.getByRole('status')).toContainText('Zapisano stopę');
  const saved = Date.now();
  // The console names what went and why.
  await expect(desk.getByRole('alert')).toContainText(retired.name);
  await expect(desk.getByRole('alert')).toContainText('przekracza odsetki maksymalne');

  // After, without a restart: the API and the feed at once, the pages once re-rendered (well within a minute).
  const api = await desk.request.get(`${ORIGIN}/api/offers`);
  expect(((await api.json()) as { offers: { offer_id: number }[] }).offers.map((o) => o.offer_id)).not.toContain(
    retired.offer_id,
  );
  expect(await leadFeed(desk, leadId)).not.toContain(retired.offer_id);
  // The server's log says when the new pages are in place; the page is loaded from then on, not once a second
  // meanwhile.
  const withinAMinute = () => Math.max(1_000, saved + 60_000 - Date.now());
  await expectPagesRerendered(
    () => serverLog,
    logSince,
    saved + 60_000,
    'the pages re-rendered within a minute of the rate cut',
  );
  let offersNow: number[] = [];
  await expect
    .poll(async () => (offersNow = await cardIds(phone, '/offers/')), { timeout: withinAMinute() })
    .not.toContain(retired.offer_id);
  expect(offersNow).toContain(kept.offer_id);
  expect(await cardIds(desk, '/pozyczki/')).not.toContain(retired.offer_id);
  expect(await cardIds(desk, '/pozyczki/na-30-dni/')).not.toContain(retired.offer_id);
  // A partner's visitor: the list's HTML may be kept by caches for a minute (Cache-Control), so a new visitor's
  // browser is asked, at both widths.
  const phoneVisitor = await newPage(browser, 360, 640);
  await expect.poll(() => partnerIds(phoneVisitor), { timeout: 60_000 }).not.toContain(retired.offer_id);
  expect(await partnerIds(await newPage(browser, 1280, 800))).not.toContain(retired.offer_id);
  // The page reached through the client router shows the same list as loaded directly.
  await phone.goto(`${ORIGIN}/`);
  await phone.locator('a[href="/offers/"]').first().click();
  await expect(phone).toHaveURL(/\/offers\/$/);
  await expect(phone.locator('article.pz-card').first()).toBeVisible();
  expect(await phone.locator(`article.pz-card[data-offer-id="${retired.offer_id}"]`).count()).toBe(0);
  // The log says it too.
  expect(serverLog).toContain('offers no longer shown under the law of');
  expect(serverLog).toContain(retired.name);
});
