// The loan is kept for the whole visit: chosen once on the home page, it is the loan of every page reached by any
// link (the hero's button, "Porównaj oferty", "Zobacz wszystkie oferty", the menu, registration, the transition
// page's way back), on a phone, through direct loads and the client router alike.
import { expect, test, type Page } from '@playwright/test';
import { rememberConsent } from './helpers';

const NB = '\u00a0';
const CHOSEN = `2${NB}000${NB}zł na${NB}30${NB}dni`;

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ context }) => rememberConsent(context));

const live = (page: Page) =>
  page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-interactive'));

/** An offers or category page showing the loan chosen: in its address and in the choice its cards are priced for. */
async function expectChosenOffers(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}\\?amount=2000&term=30$`));
  await expect(page.locator('.pz-offers__choice')).toHaveText(CHOSEN);
}

async function chooseOnHome(page: Page): Promise<void> {
  await page.goto('/');
  await live(page);
  const typed = page.getByRole('textbox', { name: 'Ile chcesz pożyczyć? (w złotych)' });
  await typed.fill('2000');
  await typed.press('Enter');
  await expect(page.getByRole('button', { name: /Sprawdź oferty/ })).toHaveText(
    `Sprawdź oferty na 2${NB}000${NB}zł, 30${NB}dni`,
  );
}

test('the loan chosen on the home page is the loan of every page its links lead to', async ({ page }) => {
  test.setTimeout(90_000);
  await chooseOnHome(page);
  const home = page.locator('main');
  const menu = page.getByRole('navigation', { name: 'Menu główne' });

  for (const [where, link, path] of [
    ['how it works', home.getByRole('link', { name: 'Porównaj oferty' }), '/offers/'],
    ['the cheapest offers', home.getByRole('link', { name: 'Zobacz wszystkie oferty' }), '/offers/'],
    ['the menu', menu.getByRole('link', { name: 'Oferty', exact: true }), '/offers/'],
    ['the menu', menu.getByRole('link', { name: 'Pożyczki', exact: true }), '/pozyczki/'],
  ] as const) {
    await test.step(`${where} → ${path}`, async () => {
      await link.tap();
      await expectChosenOffers(page, path);
      // Back home (the logo, through the router): the hero shows the loan chosen, not the page's default.
      await page
        .getByRole('link', { name: /strona główna/ })
        .first()
        .tap();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('textbox', { name: 'Ile chcesz pożyczyć? (w złotych)' })).toHaveValue(`2${NB}000`);
    });
  }

  await test.step('a page that prices nothing (the blog) and on to the offers from its menu', async () => {
    await menu.getByRole('link', { name: 'Blog', exact: true }).tap();
    await expect(page).toHaveURL(/\/blog\/$/);
    await menu.getByRole('link', { name: 'Oferty', exact: true }).tap();
    await expectChosenOffers(page, '/offers/');
  });

  await test.step('the lender hub, from the footer, prices its cards for the loan', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nasi partnerzy' }).tap();
    await expect(page).toHaveURL(/\/partners-list\/\?amount=2000&term=30$/);
    await page.locator('.pz-hub__item-link').first().tap();
    await expect(page.locator('.pz-hub__meta').filter({ hasText: 'Koszty na kartach' }).first()).toContainText(
      `dla 2${NB}000${NB}zł na${NB}30${NB}dni`,
    );
    await expect(page.locator('.pz-hub article.pz-card[data-fits="true"]').first()).toHaveAttribute(
      'data-amount',
      '2000',
    );
    await menu.getByRole('link', { name: 'Oferty', exact: true }).tap();
    await expectChosenOffers(page, '/offers/');
  });

  await test.step('registration is its own step and does not ask for the loan again', async () => {
    await page.getByRole('button', { name: 'Filtruj i sortuj' }).tap();
    await page.getByRole('link', { name: /Dopasuj oferty/ }).tap();
    await expect(page).toHaveURL(/\/reg\/\?amount=2000&term=30$/);
    await expect(page.locator('.pz-reg__loan')).toContainText(CHOSEN);
    await expect(page.getByText('Krok 1 z 3')).toBeVisible();
    await expect(page.getByRole('slider')).toHaveCount(0);
  });

  await test.step('the transition page: its way back leads to the offers for the loan', async () => {
    // The lender's site cannot be reached here, and the way back is what this step is about.
    await page.route('**/api/click**', (route) => route.abort());
    await page.goto('/offers/?amount=2000&term=30');
    await live(page);
    const card = page.locator('.pz-offers__list a[href^="/transition/"]').first();
    await expect(card).toHaveAttribute('href', /amount=2000&term=30/);
    await card.tap();
    await expect(page).toHaveURL(/\/transition\/\?offer=\d+&amount=2000&term=30/);
    await page.getByRole('link', { name: 'Wróć do listy ofert' }).tap();
    await expectChosenOffers(page, '/offers/');
  });
});

test("the hero's button shows the offers for the loan, and a loaded page's links carry it too", async ({ page }) => {
  await chooseOnHome(page);
  await page.getByRole('button', { name: /Sprawdź oferty/ }).tap();
  await expect(page).toHaveURL(/\/offers\/\?amount=2000&term=30$/);
  await expect(page.locator('.pz-offers__choice')).toHaveText(CHOSEN);
  // A reload is a direct load: the menu's link to a category still carries the loan.
  await page.reload();
  await live(page);
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Pożyczki', exact: true })
    .tap();
  await expectChosenOffers(page, '/pozyczki/');
});
