// Where each widget sends the reader, as the partner chose with data-target (tests/e2e/fixtures/partner-targets.html,
// another origin, a strict CSP), on real clicks at 360 and 1280 px: the same tab navigates the partner's page away;
// a new tab opens a pop-up with no handle on the partner's window (opener null) while the partner's page stays as
// it was, and a screen reader is told so before the click; the registration form with "stay" shows the offers in
// place, and an offer clicked there opens a new tab.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, openDb, watchErrors } from './helpers';
import { FIXTURES_ORIGIN, SERVER_ORIGIN } from './origins';

const PAGE = `${FIXTURES_ORIGIN}/partner-targets.html`;
/** What a screen reader hears after a link or button that opens our page in a new tab (new-tab.ts). */
const NEW_TAB = '(otwiera się w nowej karcie)';

/**
 * Our click ledger's redirect to a lender ends at a stand-in page in every tab of the context (lenders cannot be
 * reached from here); the ledger itself answers for real, as in lenderStandIn (helpers.ts), which routes one page.
 */
async function lendersStandIn(context: BrowserContext): Promise<void> {
  await context.route('**/api/click/**', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    if (response.status() !== 302) return route.fulfill({ response });
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Pożyczkodawca</title>',
    });
  });
}

/** Clicks `target` and returns the tab it opened, once that tab has our page `path` and no opener. */
async function opensNewTab(page: Page, target: Locator, path: RegExp): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await target.click();
  const tab = await popup;
  await tab.waitForURL(path);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  // The partner's page did not move (a lender's entry within the hub is a #fragment of it).
  expect(page.url().split('#')[0]).toBe(PAGE);
  return tab;
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('data-target="new-tab": every widget that leaves the page opens our page in a new tab without an opener', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await lendersStandIn(context);
      await page.goto(PAGE);

      const list = page.locator('#tab-list a.pz-card__cta');
      await expect(list).toHaveCount(1);
      // A screen reader hears that each of them opens a new tab, before any click.
      await expect(list).toHaveAccessibleDescription(NEW_TAB);
      const offer = await opensNewTab(page, list, /\/transition\/\?offer=\d+&.*sub1=tab/);
      await offer.close();

      // The slider is a form: its submission opens our registration in a new tab.
      const slider = page.locator('#tab-slider').getByRole('button', { name: 'Sprawdź oferty' });
      await expect(slider).toHaveAccessibleDescription(NEW_TAB);
      const reg = await opensNewTab(page, slider, new RegExp(`^${SERVER_ORIGIN}/reg/\\?amount=2000&sub1=tab`));
      await reg.close();

      const sliders = page.locator('#tab-sliders').getByRole('link', { name: 'Sprawdź oferty' });
      await expect(sliders).toHaveAccessibleDescription(NEW_TAB);
      await (await opensNewTab(page, sliders, new RegExp(`^${SERVER_ORIGIN}/reg/\\?amount=3000&term=30`))).close();

      const how = page.locator('#tab-how').getByRole('link', { name: 'Porównaj oferty' });
      await expect(how).toHaveAccessibleDescription(NEW_TAB);
      await (await opensNewTab(page, how, new RegExp(`^${SERVER_ORIGIN}/offers/`))).close();

      // The lender hub: a lender's own entry opens within the widget, its offer in a new tab.
      await page.locator('#tab-hub a.pz-hub__item-link').first().click();
      expect(page.url()).toMatch(new RegExp(`^${PAGE}#[a-z0-9-]+$`));
      const hubOffer = page.locator('#tab-hub a.pz-card__cta').first();
      await expect(hubOffer).toBeVisible();
      await expect(hubOffer).toHaveAccessibleDescription(NEW_TAB);
      await (await opensNewTab(page, hubOffer, /\/transition\/\?offer=\d+&.*sub1=tab/)).close();

      expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
    });

    test('the default (same tab): an offer click takes the partner’s page to our transition page', async ({
      page,
      context,
    }) => {
      await lendersStandIn(context);
      await page.goto(PAGE);
      const cta = page.locator('#same-list a.pz-card__cta');
      await expect(cta).toHaveCount(1);
      expect(await cta.getAttribute('target')).toBeNull();
      await expect(cta).toHaveAccessibleDescription('');
      let popups = 0;
      page.on('popup', () => popups++);
      await cta.click();
      await page.waitForURL(new RegExp(`^${SERVER_ORIGIN}/transition/\\?offer=\\d+&.*sub1=same`));
      expect(popups).toBe(0);
    });

    test('data-target="stay": the registration form shows the offers for the loan asked in its place; an offer opens a new tab', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await lendersStandIn(context);
      const leadIds: string[] = [];
      await page.route(`${SERVER_ORIGIN}/api/leads`, async (route) => {
        const response = await route.fetch();
        if (route.request().method() === 'POST' && response.status() === 201)
          leadIds.push(((await response.json()) as { leadId: string }).leadId);
        await route.fulfill({ response });
      });
      await page.goto(PAGE);
      const reg = page.locator('#stay-reg');
      const next = () => reg.getByRole('button', { name: 'Dalej' }).click();
      await expect(reg.getByRole('textbox', { name: 'Kwota pożyczki' })).toHaveValue('2\u00a0500');
      await next();
      await reg.getByLabel('Data urodzenia', { exact: true }).fill('14.05.1980');
      await next();
      await reg.getByLabel('Numer telefonu komórkowego', { exact: true }).fill('601 234 567');
      await next();
      await reg.getByLabel('Zaznacz wszystkie').check();
      await reg.getByRole('button', { name: 'Pokaż dopasowane oferty' }).click();

      await expect(reg.getByRole('heading', { name: 'Dziękujemy! Zapisaliśmy Twoje odpowiedzi.' })).toBeVisible();
      const cards = reg.locator('a.pz-card__cta');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThanOrEqual(5);
      // Priced for the loan the reader asked, and the reader is still on the partner's page.
      expect(await cards.first().getAttribute('href')).toMatch(
        new RegExp(`^${SERVER_ORIGIN}/transition/\\?offer=\\d+&amount=2500&term=20&sub1=stay`),
      );
      await expect(
        reg.getByRole('status').filter({ hasText: /^Znaleźliśmy \d+\s\S+ dla 2\s500\szł na 20\sdni$/ }),
      ).toBeVisible();
      expect(page.url()).toBe(PAGE);
      expect(leadIds).toHaveLength(1);
      const db = openDb();
      try {
        expect(db.prepare('SELECT origin, amount, term FROM leads WHERE id = ?').get(leadIds[0])).toEqual({
          origin: FIXTURES_ORIGIN,
          amount: 2500,
          term: 20,
        });
      } finally {
        db.close();
      }
      // Its styles reached the shadow root under the page's CSP: the card is laid out as a card, not as bare text.
      expect(await cards.first().evaluate((a) => getComputedStyle(a).display)).not.toBe('inline');

      await (await opensNewTab(page, cards.first(), /\/transition\/\?offer=\d+&amount=2500&term=20&sub1=stay/)).close();
      expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
      // Last: axe's own checks set inline styles, which this page's CSP reports.
      await expectNoAxeViolations(page, '#stay-reg');
    });
  });
}
