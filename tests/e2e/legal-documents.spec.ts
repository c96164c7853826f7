// The legal documents as a visitor reads them, loaded directly and through the client router: the privacy policy
// lists every recipient with every field it gets (contracts/data-flows.ts), the terms name the cost limits of the
// law in force on the day the site was built (contracts/law.ts).
import { expect, test, type Page } from '@playwright/test';
import { DATA_FLOWS, externalRecipients, fieldLabels } from '../../contracts/data-flows';
import { lawPct } from '../../site/content/law-text';
import { lawOn, warsawDay } from '../../contracts/law';
import { routeTo } from './helpers';

/** The recipients list of the privacy policy, each item's text with no-break spaces read as spaces. */
async function recipientItems(page: Page): Promise<string[]> {
  const list = page.locator('section[aria-labelledby="odbiorcy"] ul').first();
  await expect(list).toBeVisible();
  return (await list.locator('li').allTextContents()).map((t) => t.replace(/\u00a0/g, ' '));
}

async function expectRecipientsList(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Komu przekazujemy dane' })).toBeVisible();
  const items = await recipientItems(page);
  const recipients = externalRecipients();
  expect(items).toHaveLength(recipients.length);
  recipients.forEach((recipient, i) => {
    expect(items[i]).toContain(recipient.name);
    for (const flow of DATA_FLOWS.filter((f) => f.recipients.some((r) => r.id === recipient.id))) {
      for (const label of fieldLabels(flow)) expect(items[i], `${recipient.name}: ${label}`).toContain(label);
    }
  });
}

test('the privacy policy, loaded directly, lists every recipient with every field it receives', async ({ page }) => {
  await page.goto('/privacy-policy/');
  await expectRecipientsList(page);
});

test('the privacy policy, reached through the client router, shows the same recipients list', async ({ page }) => {
  await page.goto('/');
  await page.waitForSelector('#app[data-interactive]', { state: 'attached' });
  // A mark on the window survives only a client-side navigation, not a page load.
  await page.evaluate(() => ((window as unknown as { pzStay: number }).pzStay = 1));
  await routeTo(page, '/privacy-policy/');
  expect(await page.evaluate(() => (window as unknown as { pzStay?: number }).pzStay)).toBe(1);
  await expectRecipientsList(page);
});

test('the terms name the NBP reference rate, its source and the maximum interest in force', async ({ page }) => {
  const law = lawOn(warsawDay(new Date()));
  await page.goto('/terms-and-conditions/');
  const limits = page.locator('section[aria-labelledby="limity-kosztow"]');
  await expect(limits.getByRole('heading', { level: 2 })).toHaveText(/Limity kosztów pożyczek/);
  const text = (await limits.textContent())!.replace(/\u00a0/g, ' ');
  expect(text).toContain(`Stopa referencyjna NBP: ${lawPct(law.nbpRate.pct)}`);
  expect(text).toContain(law.nbpRate.source);
  expect(text).toContain(`Odsetki maksymalne: ${lawPct(law.maxInterestYearlyPct)} w skali roku`);
});
