// The card form is offered to partners only (docs/credit-card.md): this drives the widget as delivered (its
// Storybook story, the same component the widget library exports) and checks that the card never leaves the
// browser: no request carries the number, and nothing the page stores holds it.
import { expect, test, type Request } from '@playwright/test';
import { STORYBOOK_ORIGIN } from './origins';
import { watchErrors } from './helpers';

const NUMBER = '4111111111111111';
const SPACED = '4111 1111 1111 1111';
const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

test('a card goes only to the tokenizer: no request body or address holds its number, and the form forgets it', async ({ page }) => {
  const errors = watchErrors(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${STORYBOOK_ORIGIN}/iframe.html?id=widgets-creditcardform--empty&viewMode=story`);
  const form = page.locator('form.pz-ccf__form');
  await expect(form).toBeVisible();
  const before = requests.length;
  await page.getByLabel('Numer karty').pressSequentially(NUMBER);
  await expect(page.getByText('Rozpoznana karta: Visa')).toBeVisible();
  await page.getByLabel('Data ważności').pressSequentially(`12${nextYear}`);
  await page.getByLabel('Kod CVC').pressSequentially('737');
  await page.getByLabel('Imię i nazwisko na karcie').fill('Anna Nowak');
  await page.getByRole('button', { name: 'Zweryfikuj kartę' }).click();
  await expect(page.getByText('Karta przyjęta')).toBeVisible();
  await expect(page.getByText(`Visa, końcówka numeru 1111, ważna do 12/${nextYear}`)).toBeVisible();
  // Whatever the page fetched while the card was typed and tokenized: none of it carries the number.
  const leaks = requests.filter((r) => [r.url(), r.postData() ?? ''].some((text) => text.includes(NUMBER) || text.includes(SPACED) || text.includes(encodeURIComponent(SPACED))));
  expect(leaks.map((r) => r.url())).toEqual([]);
  expect(requests.slice(before).filter((r) => r.method() !== 'GET').map((r) => r.url())).toEqual([]);
  // The number and CVC left the page: not in the DOM, not in storage.
  expect(await page.content()).not.toContain(SPACED);
  const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]));
  expect(stored).not.toContain(NUMBER);
  expect(stored).not.toContain('1111 1111');
  expect(errors.pageErrors).toEqual([]);
});
