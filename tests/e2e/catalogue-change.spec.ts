// An operator raises a lender's fee in the console. Without a restart, within a minute, the new figures are on
// /offers/, a category page, a partner page's offer list and the lead's feed; the archive still shows the old card
// for the moment before; a click made before the change carries the old version. A fee over the art. 36a cap is
// refused with the reason in Polish. Run on SQLite and on PostgreSQL, each with its own server on a copy of the
// build (a change of the catalogue on the shared e2e server would change every other spec's offers), the operator
// at 1280×800 on one and at 360×640 on the other, visitors at both widths.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { formatCost } from '../../contracts/format';
import { lawOn, warsawDay } from '../../contracts/law';
import { completeOffer, draftOf, LENDERS, OFFERS } from '../../contracts/lenders';
import { loanFigures, type Offer } from '../../contracts/offer';
import { createOperator as createOperatorRow } from '../../server/admin/auth';
import { openPostgres } from '../../server/storage/postgres';
import { startPostgres, type ThrowawayPostgres } from '../postgres.mjs';
import { createOperator, OPERATOR_PASSWORD } from './console';
import { expectPagesRerendered, freePort, waitFor } from './helpers';

test.describe.configure({ mode: 'serial' });

const OPERATOR = 'oferty@przelewik.test';
const today = lawOn(warsawDay(new Date()));

/** A short loan with no free first loan, cheapest for 1 500 zł / 30 days, so a higher fee moves it in the feed. */
const RAISED = OFFERS.find((o) => o.lenderId === 'skarbczyk')!;
/** The offer it passes once dearer. */
const NEXT = OFFERS.find((o) => o.lenderId === 'modra-kasa')!;
const OLD_COMMISSION = RAISED.pricing.commissionPct;
const NEW_COMMISSION = OLD_COMMISSION + 2;
const after: Offer = completeOffer(
  LENDERS.find((l) => l.id === RAISED.lenderId)!,
  { ...draftOf(RAISED), pricing: { ...RAISED.pricing, commissionPct: NEW_COMMISSION } },
  today,
);

/** The fees a card of `offer` shows for the loan it prices (read from the card). */
async function feesOn(
  page: Page,
  card: ReturnType<Page['locator']>,
): Promise<{ shown: string; before: string; after: string }> {
  await expect(card).toBeVisible();
  const amount = Number(await card.getAttribute('data-amount'));
  const term = Number(await card.getAttribute('data-term'));
  const shown = ((await card.locator('[data-figure="fees"] dd').textContent()) ?? '').replace(/\s/g, ' ');
  const fees = (offer: Offer) => formatCost(loanFigures(offer, amount, term, today).fees).replace(/\s/g, ' ');
  return { shown, before: fees(RAISED), after: fees(after) };
}

const cardOf = (page: Page) => page.locator(`article.pz-card[data-offer-id="${RAISED.offer_id}"]`);

/** What a card on one of our pages says the fees are, loaded as a visitor loads it; and what each version says. */
async function siteFees(page: Page, url: string) {
  await page.goto(url);
  return feesOn(page, cardOf(page));
}

/** Every browser context a test opened, closed when it ends (their keep-alive connections would hold the server). */
const contexts: BrowserContext[] = [];

async function newPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  return context.newPage();
}

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** The Warsaw wall-clock time of `instant` as a datetime-local field takes it, to the second. */
const warsawLocal = (instant: Date): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .replace(' ', 'T');

for (const backend of ['sqlite', 'postgres'] as const) {
  test.describe(`on ${backend}`, () => {
    // Ports free when the file starts (freePort), set in beforeAll.
    let ORIGIN = '';
    let PARTNER = '';
    /** The operator works at 1280 px on one backend and at 360 px on the other. */
    const operatorSize = backend === 'sqlite' ? { width: 1280, height: 800 } : { width: 360, height: 640 };
    let dataDir: string;
    let distDir: string;
    let server: ChildProcess;
    let fixtures: ChildProcess;
    let pg: ThrowawayPostgres | null = null;
    let serverLog = '';

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      const [PORT, FIXTURES_PORT, PG_PORT] = [await freePort(), await freePort(), await freePort()];
      ORIGIN = `http://localhost:${PORT}`;
      PARTNER = `http://127.0.0.1:${FIXTURES_PORT}`;
      dataDir = mkdtempSync(join(tmpdir(), 'przelewik-catalogue-data-'));
      distDir = mkdtempSync(join(tmpdir(), 'przelewik-catalogue-dist-'));
      cpSync('dist', distDir, { recursive: true });
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(PORT),
        HOST: 'localhost',
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        BUILD_DIR: resolve('build'),
        LOG_LEVEL: 'info',
        PARTNER_ORIGINS: PARTNER,
      };
      delete env.DATABASE_URL;
      if (backend === 'postgres') {
        pg = startPostgres({ port: PG_PORT, durable: false, quiet: true });
        expect(pg, 'PostgreSQL server binaries (the test command installs them)').not.toBeNull();
        env.DATABASE_URL = pg!.url;
      }
      server = spawn(process.execPath, ['build/server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      server.stdout!.on('data', (chunk: Buffer) => (serverLog += chunk.toString('utf8')));
      server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString('utf8')));
      fixtures = spawn(
        process.execPath,
        ['scripts/serve-static.mjs', 'tests/e2e/fixtures', String(FIXTURES_PORT), '127.0.0.1'],
        { env: { ...process.env, SERVER_ORIGIN: ORIGIN }, stdio: 'ignore' },
      );
      await Promise.all([waitFor(`${ORIGIN}/healthz`), waitFor(`${PARTNER}/partner-offers.html`)]);
      if (pg) {
        const storage = await openPostgres(pg.url);
        try {
          await createOperatorRow(storage.sql, OPERATOR, OPERATOR_PASSWORD);
        } finally {
          await storage.close();
        }
      } else createOperator(OPERATOR, undefined, 'admin', dataDir);
    });

    test.afterAll(async () => {
      test.setTimeout(60_000);
      // The server may be moving re-rendered pages into the folder: it is gone before the folder is removed. It is
      // given ten seconds to close by itself, then stopped.
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((done) => server.once('exit', done));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
        if (server.exitCode === null && server.signalCode === null) {
          server.kill('SIGKILL');
          await exited;
        }
      }
      fixtures?.kill('SIGTERM');
      pg?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(distDir, { recursive: true, force: true });
    });

    test(`the operator raises a fee at ${operatorSize.width} px; every surface follows within a minute and the archive keeps the old card`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const phone = await newPage(browser, 360, 640);
      const desk = await newPage(browser, 1280, 800);
      const console_ = await newPage(browser, operatorSize.width, operatorSize.height);
      const nav = (name: string) =>
        console_.getByRole('navigation', { name: 'Konsola' }).getByRole('link', { name, exact: true });
      const partnerPage = (page: Page) =>
        page
          .goto(`${PARTNER}/partner-offers.html`)
          .then(() => feesOn(page, page.locator(`#offers article.pz-card[data-offer-id="${RAISED.offer_id}"]`)));

      const lead = await desk.request.post(`${ORIGIN}/api/leads`, {
        data: {
          amount: 1500,
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
      const feed = async () =>
        (await (await desk.request.get(`${ORIGIN}/api/feed?lead_id=${leadId}`)).json()) as number[];
      const order = (ids: number[]) => [ids.indexOf(RAISED.offer_id), ids.indexOf(NEXT.offer_id)];

      // Before: the old fee everywhere, and the cheaper offer ahead in the lead's feed.
      for (const seen of [
        await siteFees(phone, `${ORIGIN}/offers/?amount=1500&term=30`),
        await siteFees(desk, `${ORIGIN}/pozyczki/na-30-dni/`),
        await partnerPage(phone),
      ]) {
        expect(seen.shown).toBe(seen.before);
        expect(seen.before).not.toBe(seen.after);
      }
      const [raisedAt, nextAt] = order(await feed());
      expect(raisedAt).toBeGreaterThanOrEqual(0);
      expect(raisedAt).toBeLessThan(nextAt!);
      // A visitor clicks the card before the change.
      const click = await desk.request.get(
        `${ORIGIN}/api/click/${RAISED.offer_id}?lead_id=${leadId}&amount=1500&term=30&placement=list`,
        { maxRedirects: 0 },
      );
      expect(click.status()).toBe(302);
      const beforeChange = new Date();
      // The archive reads to the second: the change is saved in a later second than the moment asked for.
      await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(Math.floor(beforeChange.getTime() / 1000));

      // The operator's path.
      await console_.goto(`${ORIGIN}/admin/`);
      await console_.getByLabel('Adres e-mail').fill(OPERATOR);
      await console_.getByLabel('Hasło').fill(OPERATOR_PASSWORD);
      await console_.getByRole('button', { name: 'Zaloguj się' }).click();
      await nav('Oferty i pożyczkodawcy').click();
      await console_.getByRole('link', { name: `Edytuj ofertę ${RAISED.offer_id}` }).click();
      const commission = console_.getByLabel('Prowizja jednorazowa (% kwoty)');
      await expect(commission).toHaveValue(String(OLD_COMMISSION));
      // Over the cap: refused, the reason in Polish, nothing stored.
      await commission.fill('25');
      await console_.getByRole('button', { name: 'Zapisz nową wersję' }).click();
      await expect(console_.getByRole('alert')).toContainText('przekracza limit pozaodsetkowych kosztów');
      await expect(console_.getByRole('alert')).toContainText('art. 36a');
      await console_.getByLabel('Prowizja jednorazowa (% kwoty)').fill(String(NEW_COMMISSION).replace('.', ','));
      await console_.getByLabel('Powód zmiany (do historii)').fill('Nowy cennik pożyczkodawcy');
      await console_.getByRole('button', { name: 'Zapisz nową wersję' }).click();
      await expect(console_.getByRole('status')).toContainText(`Zapisano nową wersję (${RAISED.offer_id}, wersja 2)`);
      const saved = Date.now();
      const logSince = serverLog.length;
      const row = console_.locator('tr', {
        has: console_.getByRole('link', { name: `Edytuj ofertę ${RAISED.offer_id}` }),
      });
      await expect(row).toContainText(`${NEW_COMMISSION},00%`);
      // Its actions are never cut off (the sticky actions column), at either width.
      await row.scrollIntoViewIfNeeded();
      await expect(console_.getByRole('link', { name: `Edytuj ofertę ${RAISED.offer_id}` })).toBeInViewport();

      // Within a minute, without a restart: the pages (re-rendered), a new partner visitor, the feed. The server's
      // log says when the new pages are in place; pages are loaded from then on, not once a second meanwhile.
      const withinAMinute = () => Math.max(1_000, saved + 60_000 - Date.now());
      await expectPagesRerendered(
        () => serverLog,
        logSince,
        saved + 60_000,
        'the pages re-rendered within a minute of the change',
      );
      await expect
        .poll(
          async () => {
            const s = await siteFees(phone, `${ORIGIN}/offers/?amount=1500&term=30`);
            return s.shown === s.after;
          },
          { timeout: withinAMinute() },
        )
        .toBe(true);
      const category = await siteFees(desk, `${ORIGIN}/pozyczki/na-30-dni/`);
      expect(category.shown).toBe(category.after);
      await expect
        .poll(
          async () => {
            const s = await partnerPage(await newPage(browser, 1280, 800));
            return s.shown === s.after;
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      const partnerPhone = await partnerPage(await newPage(browser, 360, 640));
      expect(partnerPhone.shown).toBe(partnerPhone.after);
      const [raisedNow, nextNow] = order(await feed());
      expect(raisedNow).toBeGreaterThan(nextNow!);
      // The page reached through the client router says what the page loaded directly says.
      await phone.goto(`${ORIGIN}/`);
      await phone.locator('a[href^="/offers/"]').first().click();
      await expect(phone).toHaveURL(/\/offers\//);
      const routed = await feesOn(phone, cardOf(phone));
      expect(routed.shown).toBe(routed.after);

      // The archive: the card as it was just before the change, and as it is now.
      await nav('Archiwum kart').click();
      await console_.getByLabel('Oferta').selectOption(String(RAISED.offer_id));
      await console_.getByLabel('Chwila (czas polski)').fill(warsawLocal(beforeChange));
      await console_.getByRole('button', { name: 'Pokaż kartę' }).click();
      const card = console_.locator('section[aria-labelledby="card-title"]');
      await expect(card.getByRole('heading', { level: 2 })).toContainText('wersja 1');
      await expect(card).toContainText(`${OLD_COMMISSION},00% kwoty`);
      await expect(card).toContainText(RAISED.representativeExample);
      await console_.getByLabel('Chwila (czas polski)').fill(warsawLocal(new Date()));
      await console_.getByRole('button', { name: 'Pokaż kartę' }).click();
      await expect(card.getByRole('heading', { level: 2 })).toContainText('wersja 2');
      await expect(card).toContainText(`${NEW_COMMISSION},00% kwoty`);

      // The click made before the change carries version 1; one made now, version 2.
      expect(
        (
          await desk.request.get(
            `${ORIGIN}/api/click/${RAISED.offer_id}?lead_id=${leadId}&amount=1500&term=30&placement=list`,
            { maxRedirects: 0 },
          )
        ).status(),
      ).toBe(302);
      await nav('Kliknięcia').click();
      const clicks = console_.locator('#click-list tbody tr');
      await expect(clicks.nth(0)).toContainText('wersja 2');
      await expect(clicks.nth(1)).toContainText('wersja 1');
      await clicks.nth(1).getByRole('link', { name: 'wersja 1' }).click();
      await expect(card).toContainText(`${OLD_COMMISSION},00% kwoty`);
      expect(serverLog).toContain('catalogue changed');
    });
  });
}
