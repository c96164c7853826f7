// The partner portal end to end, in Chromium against the real server, once on SQLite and once on PostgreSQL: the
// operator approves a partner in the console, the invitation arrives at a local SMTP server, the partner sets a
// password (on a 360 × 640 phone), a visitor goes from the partner's page with a sub-id to a lender, the lender's
// postback approves the conversion, and the partner sees the click, the registration and the approved conversion
// under that sub-id and day, exports them, and fires a test postback that reaches a local endpoint. A second
// partner (1280 × 800), signed in at the same time, sees none of it, gets 404 for the first partner's conversion
// and is refused on /admin/. Axe runs on every portal screen at 360 px. Each backend gets its own server and
// database (as law-change.spec.ts does), so nothing here touches the shared e2e server's rows.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { warsawDay } from '../../contracts/law';
import { startPostgres } from '../postgres.mjs';
import { mailText, startSmtpSink, type SmtpSink } from '../smtp-sink';
import { AFFILIATE_E2E_ENV, E2E_LENDER_TOKEN } from './affiliate-env';
import { OPERATOR_PASSWORD } from './console';
import { expectNoAxeViolations, freePort, lenderStandIn, watchErrors, waitFor } from './helpers';

test.describe.configure({ mode: 'serial' });

const OPERATOR = 'portal-e2e@przelewik.test';
const PASSWORD = 'haslo-partnera-e2e-1';
const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const LEAD = {
  amount: 2000,
  termUnit: 'days',
  term: 30,
  birthDate: '14.05.1990',
  phone: '',
  email: '',
  consents: { terms: true, privacy: true, marketing: false },
};

/** No horizontal scrolling at this width, and the tag's lines fit their box (nothing clipped). */
async function expectNoOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
    pre: [...document.querySelectorAll('pre')].map((p) => p.scrollWidth - p.clientWidth),
  }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
  for (const extra of widths.pre) expect(extra).toBeLessThanOrEqual(0);
}

for (const backend of ['sqlite', 'postgres'] as const) {
  test.describe(`the partner portal on ${backend}`, () => {
    // Ports free when the file starts (freePort), set in beforeAll.
    let origin = '';
    let partnerOrigin = '';
    let dataDir: string;
    let server: ChildProcess;
    let fixtures: ChildProcess;
    let smtp: SmtpSink;
    let endpoint: Server;
    let pg: { url: string; stop(): void } | null = null;
    let serverLog = '';
    const hits: URL[] = [];
    const dbEnv = () => (pg ? { DATABASE_URL: pg.url } : {});

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      const [port, fixturesPort, smtpPort, pgPort] = [
        await freePort(),
        await freePort(),
        await freePort(),
        await freePort(),
      ];
      origin = `http://localhost:${port}`;
      partnerOrigin = `http://127.0.0.1:${fixturesPort}`;
      dataDir = mkdtempSync(join(tmpdir(), `przelewik-portal-${backend}-`));
      if (backend === 'postgres') {
        pg = startPostgres({ port: pgPort, durable: false, quiet: true });
        expect(pg, 'PostgreSQL server binaries on this machine').not.toBeNull();
      }
      smtp = await startSmtpSink(smtpPort);
      endpoint = createServer((req, res) => {
        hits.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
      await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
      server = spawn(process.execPath, ['build/server.mjs'], {
        env: {
          ...process.env,
          ...AFFILIATE_E2E_ENV,
          ...dbEnv(),
          PORT: String(port),
          HOST: 'localhost',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          MAIL_FROM: 'Przelewik <partnerzy@przelewik.test>',
          MAIL_RETRY_MS: '500',
          RATE_LIMIT_LEADS: '10000',
          RATE_LIMIT_SIGNUPS: '10000',
          RATE_LIMIT_OTHER: '10000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.on('data', (chunk: Buffer) => (serverLog += chunk.toString('utf8')));
      server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString('utf8')));
      fixtures = spawn(
        process.execPath,
        ['scripts/serve-static.mjs', 'tests/e2e/fixtures', String(fixturesPort), '127.0.0.1'],
        { env: { ...process.env, SERVER_ORIGIN: origin }, stdio: 'ignore' },
      );
      await Promise.all([waitFor(`${origin}/healthz`), waitFor(`${partnerOrigin}/partner-affiliate.html`)]);
      const made = spawnSync('node', ['scripts/admin.mjs', 'create-operator', OPERATOR, '--role', 'admin'], {
        input: `${OPERATOR_PASSWORD}\n`,
        env: { ...process.env, ...dbEnv(), DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      expect(made.stderr).toBe('');
    });

    test.afterAll(async () => {
      server?.kill('SIGTERM');
      fixtures?.kill('SIGTERM');
      await smtp?.close();
      await new Promise((resolve) => endpoint?.close(resolve));
      await new Promise((resolve) => server?.once('exit', resolve) ?? resolve(null));
      pg?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** A sign-up through the public API, approved in the console; returns the invitation link from the e-mail. */
    async function approve(
      browser: Browser,
      partnerId: string,
      email: string,
      partnerOrigins: string,
    ): Promise<string> {
      const signup = await fetch(`${origin}/api/partners`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({
          name: `Blog ${partnerId}`,
          email,
          website: `https://${partnerId}.example`,
          trafficType: 'website',
          consent: true,
        }),
      });
      expect(signup.status).toBe(201);
      const context = await browser.newContext({ viewport: DESKTOP });
      const admin = await context.newPage();
      await admin.goto(`${origin}/admin/login/`);
      await admin.getByLabel('Adres e-mail').fill(OPERATOR);
      await admin.getByLabel('Hasło').fill(OPERATOR_PASSWORD);
      await admin.getByRole('button', { name: 'Zaloguj się' }).click();
      await admin.goto(`${origin}/admin/signups/`);
      await admin.getByRole('link', { name: `Rozpatrz zgłoszenie: Blog ${partnerId}` }).click();
      await admin.getByLabel('Identyfikator partnera').fill(partnerId);
      await admin.getByLabel('Adresy stron partnera (jeden w wierszu)').fill(partnerOrigins);
      await admin.getByRole('button', { name: 'Przyjmij partnera' }).click();
      await expect(admin.getByRole('status')).toContainText(`jako partnera ${partnerId}`);
      await context.close();
      await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
      const text = mailText(smtp.received.find((m) => m.to.includes(email))!.raw);
      const link = new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/partner-panel/invite/\\?t=[\\w-]+`).exec(text)?.[0];
      expect(link, text).toBeTruthy();
      return link!;
    }

    /** The partner opens its invitation and sets a password: it lands in its portal. */
    async function setPassword(context: BrowserContext, link: string, axe: boolean): Promise<Page> {
      const page = await context.newPage();
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Ustaw hasło' })).toBeVisible();
      if (axe) await expectNoAxeViolations(page);
      // Too short is stopped by the field itself (minlength); a space at the end by the server, with the reason.
      await page.getByLabel('Nowe hasło').fill('haslo-ze-spacja-na-koncu ');
      await page.getByRole('button', { name: 'Ustaw hasło i wejdź do panelu' }).click();
      await expect(page.getByRole('alert')).toHaveText('Hasło nie może zaczynać się ani kończyć spacją.');
      await expect(page.getByLabel('Nowe hasło')).toHaveAttribute('aria-invalid', 'true');
      if (axe) await expectNoAxeViolations(page);
      await page.getByLabel('Nowe hasło').fill(PASSWORD);
      await page.getByRole('button', { name: 'Ustaw hasło i wejdź do panelu' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Wyniki' })).toBeVisible();
      return page;
    }

    test('approval → invitation → password → traffic with a sub-id → lender postback → the partner’s own figures, export and test postback; a second partner sees none of it', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const firstLink = await approve(browser, 'partner-e2e', 'pierwszy@blog.example', partnerOrigin);

      // The first partner, on a phone: sets its password, every screen axe-clean at 360 px.
      const phone = await browser.newContext({ viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
      const login = await phone.newPage();
      await login.goto(`${origin}/partner-panel/`);
      await expect(login).toHaveURL(`${origin}/partner-panel/login/`);
      await expectNoAxeViolations(login);
      await expectNoOverflow(login);
      const portal = await setPassword(phone, firstLink, true);
      const errors = watchErrors(portal);

      // A visitor with a lead reaches a lender from the partner's page, sub1 in its address.
      const lead = await fetch(`${origin}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(LEAD),
      });
      expect(lead.status).toBe(201);
      const { leadId } = (await lead.json()) as { leadId: string };
      const visitorContext = await browser.newContext();
      await visitorContext.addInitScript(
        ([ours, id]) => {
          if (location.origin === ours) localStorage.setItem('leadId', id);
        },
        [origin, leadId] as const,
      );
      const visitor = await visitorContext.newPage();
      const lenders = await lenderStandIn(visitor);
      await visitor.goto(`${partnerOrigin}/partner-affiliate.html?sub1=kw-portal`);
      await visitor.locator('#offers a.pz-card__cta').first().click();
      await lenders.next();
      await visitorContext.close();

      // The partner's click export names the click; the lender approves it.
      const clicksCsv = await portal.request.get(`${origin}/partner-panel/export/csv/?co=clicks`);
      expect(clicksCsv.status()).toBe(200);
      const clickLine = (await clicksCsv.text()).split('\r\n').find((line) => line.includes(';kw-portal;'));
      expect(clickLine, 'the click under sub1 kw-portal').toBeTruthy();
      const [clickId = '', , clickDay, lender] = clickLine!.replace(/^\ufeff/, '').split(';');
      expect(clickDay).toBe(warsawDay(new Date()));
      const postback = await fetch(
        `${origin}/api/postback/${lender}?click_id=${clickId}&txid=PORTAL-1&status=approved&payout=40.00&currency=PLN&token=${E2E_LENDER_TOKEN}`,
      );
      expect(postback.status).toBe(200);

      // Figures by sub-id and by day: one click, one registration, one approved conversion.
      await portal.goto(`${origin}/partner-panel/?by=sub1`);
      const cells = (row: string) => portal.locator(`#partner-table tbody tr[data-key="${row}"] td`);
      // Columns: clicks, registrations, conversions, pending, approved, rejected, paid, reversed, held, earnings,
      // payable.
      await expect(cells('kw-portal').nth(0)).toHaveText('1');
      await expect(cells('kw-portal').nth(1)).toHaveText('1');
      await expect(cells('kw-portal').nth(2)).toHaveText('1');
      await expect(cells('kw-portal').nth(4)).toHaveText('1');
      await expect(cells('kw-portal').nth(9)).toHaveText(/\d+,\d{2}\u00a0zł/);
      await expectNoAxeViolations(portal);
      await expectNoOverflow(portal);
      await portal.getByLabel('Podział według').selectOption('day');
      await portal.getByRole('button', { name: 'Pokaż' }).click();
      await expect(cells(warsawDay(new Date())).nth(4)).toHaveText('1');
      await expect(portal.locator('#partner-chart canvas')).toBeVisible();

      // The export, downloaded as a person does it.
      const download = portal.waitForEvent('download');
      await portal.getByRole('link', { name: 'Pobierz konwersje (CSV)' }).click();
      const file = readFileSync((await (await download).path())!, 'utf8');
      expect(file).toContain(clickId);
      expect(file).toMatch(/;kw-portal;[^\r\n]*;zaakceptowana;/);

      // The conversion and its page.
      await portal.getByRole('navigation', { name: 'Panel partnera' }).getByRole('link', { name: 'Konwersje' }).click();
      await expect(portal.locator('#conversion-table tbody tr')).toHaveCount(1);
      await expectNoAxeViolations(portal);
      await expectNoOverflow(portal);
      const detailHref = (await portal.locator('#conversion-table tbody a').getAttribute('href'))!;
      await portal.locator('#conversion-table tbody a').click();
      await expect(portal.getByText(clickId)).toBeVisible();
      await expectNoAxeViolations(portal);

      // A postback URL to a private address is refused; the local endpoint (exempt in tests only) takes a test.
      await portal.getByRole('navigation', { name: 'Panel partnera' }).getByRole('link', { name: 'Postback' }).click();
      await portal.getByLabel('Adres postbacku').fill('http://10.1.2.3/pb?cid={click_id}');
      await portal.getByRole('button', { name: 'Zapisz adres' }).click();
      await expect(portal.getByRole('alert')).toContainText('sieci prywatnej');
      await expect(portal.getByLabel('Adres postbacku')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(portal);
      const endpointPort = (endpoint.address() as AddressInfo).port;
      await portal
        .getByLabel('Adres postbacku')
        .fill(`http://127.0.0.1:${endpointPort}/pb?cid={click_id}&st={status}&p={payout}`);
      await portal.getByRole('button', { name: 'Zapisz adres' }).click();
      await expect(portal.getByRole('status')).toHaveText('Zapisano adres postbacku.');
      await portal.getByRole('button', { name: 'Wyślij testowy postback' }).click();
      await expect(portal.getByRole('status')).toContainText('Testowy postback dostarczony');
      expect(hits.map((u) => Object.fromEntries(u.searchParams))).toEqual([
        { cid: expect.stringMatching(/^test-[0-9a-f]{8}$/), st: 'approved', p: '0.00' },
      ]);
      await expect(portal.locator('#delivery-table tr[data-delivery="test"]')).toContainText('dostarczony');
      await expectNoAxeViolations(portal);
      await expectNoOverflow(portal);

      // The tag: prefilled id and sub-id, where the widget sends the reader, a bad value refused, copied on a phone.
      await portal
        .getByRole('navigation', { name: 'Panel partnera' })
        .getByRole('link', { name: 'Kod na stronę' })
        .click();
      await portal.getByLabel('Widżet').selectOption('registration');
      await portal.getByLabel('sub1 (opcjonalnie)').fill('kw-portal');
      await portal.getByRole('button', { name: 'Przygotuj kod' }).click();
      await expect(portal.locator('#snippet-code')).toContainText('window.pageConfig = { providerId: "partner-e2e" };');
      await expect(portal.locator('#snippet-code')).toContainText('data-sub1="kw-portal"');
      await expect(portal.locator('#goes')).toContainText('w tej samej karcie');
      await expectNoAxeViolations(portal);
      await expectNoOverflow(portal);
      await portal.getByRole('button', { name: 'Kopiuj kod' }).click();
      await expect(portal.getByText('Skopiowano do schowka.')).toBeVisible();
      expect(await portal.evaluate(() => navigator.clipboard.readText())).toBe(
        await portal.locator('#snippet-code').textContent(),
      );
      await portal.goto(`${origin}/partner-panel/snippet/?widget=offer-list&sub2=zla%20wartosc`);
      await expect(portal.getByRole('alert')).toContainText('sub2: tylko litery, cyfry');
      await expect(portal.locator('#snippet-code')).not.toContainText('zla');

      // Origins: the approved one, and a request for another.
      await portal.getByRole('navigation', { name: 'Panel partnera' }).getByRole('link', { name: 'Strony' }).click();
      await expect(portal.locator('#origin-list')).toContainText(partnerOrigin);
      await portal.getByLabel('Adres strony').fill('https://druga-strona.example');
      await portal.getByRole('button', { name: 'Wyślij prośbę' }).click();
      await expect(portal.getByRole('status')).toContainText('Prośba wysłana');
      await expectNoAxeViolations(portal);
      await expectNoOverflow(portal);

      await portal
        .getByRole('navigation', { name: 'Panel partnera' })
        .getByRole('link', { name: 'Rozliczenia' })
        .click();
      await expect(portal.getByRole('heading', { level: 1, name: 'Rozliczenia' })).toBeVisible();
      await expectNoAxeViolations(portal);
      await expectNoOverflow(portal);
      // The portal's own "no such page", and the one-time link request, are screens too.
      expect((await portal.goto(`${origin}/partner-panel/nie-ma/`))?.status()).toBe(404);
      await expect(portal.getByRole('heading', { level: 1, name: 'Nie ma takiej strony' })).toBeVisible();
      await expectNoAxeViolations(portal);
      const anonymous = await phone.browser()!.newContext({ viewport: PHONE });
      const asker = await anonymous.newPage();
      await asker.goto(`${origin}/partner-panel/login/`);
      await asker.getByLabel('Adres e-mail konta partnera').fill('pierwszy@blog.example');
      await asker.getByRole('button', { name: 'Wyślij link do logowania' }).click();
      await expect(asker.getByRole('status')).toContainText('wysłaliśmy na niego link');
      await expectNoAxeViolations(asker);
      await expect
        .poll(() => smtp.received.filter((m) => m.to.includes('pierwszy@blog.example')).length, { timeout: 15_000 })
        .toBe(2);
      const oneTime = /http:\/\/localhost:\d+\/partner-panel\/link\/open\/\?t=[\w-]+/.exec(
        mailText(smtp.received.filter((m) => m.to.includes('pierwszy@blog.example'))[1]!.raw),
      )![0];
      await asker.goto(oneTime);
      await expectNoAxeViolations(asker);
      await asker.getByRole('button', { name: 'Zaloguj się' }).click();
      await expect(asker.getByRole('heading', { level: 1, name: 'Wyniki' })).toBeVisible();
      await anonymous.close();
      expect(errors.pageErrors).toEqual([]);

      // The second partner, on a desktop, signed in at the same time: none of the first partner's rows anywhere.
      const secondLink = await approve(browser, 'drugi-partner', 'drugi@blog.example', 'https://drugi-partner.example');
      const desktop = await browser.newContext({ viewport: DESKTOP });
      const second = await setPassword(desktop, secondLink, false);
      await second.goto(`${origin}/partner-panel/?by=sub1`);
      await expect(second.locator('#partner-table tbody')).toHaveText('Brak danych w tym okresie.');
      await expect(second.locator('#partner-table tfoot td').first()).toHaveText('0');
      await second.goto(`${origin}/partner-panel/conversions/`);
      await expect(second.locator('#conversion-table tbody')).toHaveText('Brak konwersji w tym okresie.');
      for (const kind of ['clicks', 'conversions']) {
        const csv = await second.request.get(`${origin}/partner-panel/export/csv/?co=${kind}`);
        expect((await csv.text()).trim().split('\r\n')).toHaveLength(1);
      }
      await second.goto(`${origin}/partner-panel/postback/`);
      await expect(second.locator('#delivery-table tbody')).toHaveText('Nie wysłaliśmy jeszcze żadnego postbacku.');
      await second.goto(`${origin}/partner-panel/origins/`);
      await expect(second.locator('main')).not.toContainText('druga-strona');
      await expect(second.locator('main')).not.toContainText(partnerOrigin);
      const foreign = await second.goto(`${origin}${detailHref}`);
      expect(foreign?.status()).toBe(404);
      await expect(second.getByRole('heading', { level: 1, name: 'Nie ma takiej strony' })).toBeVisible();
      // The first partner still sees its conversion with the same address: the 404 is about who asks.
      expect((await portal.goto(`${origin}${detailHref}`))?.status()).toBe(200);
      // A partner session opens nothing in the console.
      for (const path of ['/admin/', '/admin/accounts/', '/admin/export/csv/?co=clicks']) {
        await second.goto(`${origin}${path}`);
        await expect(second).toHaveURL(`${origin}/admin/login/`);
      }
      await phone.close();
      await desktop.close();
      expect(serverLog).not.toMatch(/"level":(50|60)/);
    });
  });
}
