// The card form never pretends (docs/credit-card.md): on a partner page without a payment operator it is not
// offered at all; with PayU's POS id, the card is typed into PayU's own frames (a local stand-in of PayU's script
// and frames at PayU's sandbox address: tests/e2e/payu-standin.ts), the partner hears PayU's token in the `card`
// event, „Karta przyjęta” appears only after PayU answered, and the card goes to PayU's host and nowhere else.
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations, watchErrors } from './helpers';
import { FIXTURES_ORIGIN } from './origins';
import { PAYU_SANDBOX, servePayuStandIn } from './payu-standin';

const PAGE = `${FIXTURES_ORIGIN}/partner-card.html`;
const NUMBER = '4444333322221111';
const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { heard: Array<Record<string, string>> }).heard);
const warningsOf = (page: Page) => {
  const seen: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && seen.push(m.text())));
  return seen;
};
/** PayU's field frame for one field, inside the widget. */
const payuField = (page: Page, title: string) =>
  page.locator('#card-payu').frameLocator(`iframe[title="${title}"]`).locator('input');

test('no payment operator: the card form is not mounted and one warning names the missing setting', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const warnings = warningsOf(page);
  await servePayuStandIn(page);
  await page.goto(PAGE);
  // The one with a POS id mounts; the one without never does.
  await expect(page.locator('#card-payu').getByRole('button', { name: 'Zweryfikuj kartę' })).toBeEnabled();
  await expect
    .poll(() => warnings.filter((w) => w.includes('credit-card')))
    .toEqual([
      '[przelewik] widget "credit-card" is not shown: no payment operator is configured (set data-payu-pos-id to your PayU POS id)',
    ]);
  expect(await page.locator('#card-none').evaluate((el) => el.shadowRoot === null && el.childElementCount === 0)).toBe(
    true,
  );
  await expect(page.getByText('Bez operatora płatności')).toHaveCount(0);
  expect((await heard(page)).filter((d) => d.widget === 'credit-card').map((d) => d.type)).toEqual(['mount']);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('with PayU: a test card typed into PayU’s frames gives the partner PayU’s token, and „Karta przyjęta” only after PayU answered', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  const payu = await servePayuStandIn(page);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto(PAGE);
  const card = page.locator('#card-payu');
  const verify = card.getByRole('button', { name: 'Zweryfikuj kartę' });
  await expect(verify).toBeEnabled();
  expect(requests.some((r) => r.url() === `${PAYU_SANDBOX}/javascript/sdk`)).toBe(true);
  // The form has no card input of its own: the fields are PayU's frames from PayU's origin.
  expect(await card.evaluate((el) => el.shadowRoot!.querySelectorAll('input').length)).toBe(0);
  expect(
    await card
      .locator('iframe')
      .evaluateAll((frames) => frames.map((f) => new URL((f as HTMLIFrameElement).src).origin)),
  ).toEqual([PAYU_SANDBOX, PAYU_SANDBOX, PAYU_SANDBOX]);

  // A wrong number first: PayU's code, our Polish, under the number; nothing accepted, nothing heard.
  await payuField(page, 'Numer karty').fill('4444333322221112');
  await payuField(page, 'Data ważności (MM/RR)').fill(`12/${nextYear}`);
  await payuField(page, 'Kod CVC').fill('123');
  await verify.click();
  await expect(card.getByRole('alert')).toHaveText(
    'Ten numer karty jest nieprawidłowy. Sprawdź, czy nie ma literówki.',
  );
  expect((await heard(page)).filter((d) => d.type === 'card')).toEqual([]);

  // The test card; PayU's answer is held: the form waits and says nothing about acceptance.
  await payuField(page, 'Numer karty').fill(NUMBER);
  const release = payu.hold();
  await verify.click();
  await expect(card.getByRole('button', { name: 'Sprawdzamy kartę…' })).toBeDisabled();
  await expect.poll(() => payu.received.length).toBe(2);
  await page.waitForTimeout(300);
  await expect(card.getByText('Karta przyjęta')).toHaveCount(0);
  expect((await heard(page)).filter((d) => d.type === 'card')).toEqual([]);
  release();
  await expect(card.getByText('Karta przyjęta')).toBeVisible();
  await expect(
    card.getByText('końcówka numeru 1111. Operator płatności PayU potwierdził kartę.', { exact: false }),
  ).toBeVisible();

  // The partner heard exactly PayU's token, with its sub-id.
  const issued = await page.evaluate(
    () => (window as unknown as { __payuStandInTokens: string[] }).__payuStandInTokens,
  );
  expect(issued).toHaveLength(1);
  const events = (await heard(page)).filter((d) => d.type === 'card');
  expect(events).toEqual([
    { widget: 'credit-card', type: 'card', token: issued[0], operator: 'payu', sub1: 'weryfikacja' },
  ]);
  expect(payu.received.at(-1)).toEqual({
    kind: 'SINGLE',
    pos: '300746',
    card: { number: NUMBER, date: `12/${nextYear}`, cvv: '123' },
  });

  // The card went to PayU's host only: no other request carries it, and the partner's page holds none of it.
  const leaks = requests.filter(
    (r) =>
      !r.url().startsWith(PAYU_SANDBOX) &&
      [r.url(), r.postData() ?? ''].some((t) => t.includes(NUMBER) || t.includes('4444 3333')),
  );
  expect(leaks.map((r) => r.url())).toEqual([]);
  const held = await page.evaluate(() =>
    JSON.stringify([document.documentElement.outerHTML, { ...localStorage }, { ...sessionStorage }, document.cookie]),
  );
  expect(held).not.toContain(NUMBER);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  await expectNoAxeViolations(page, '#card-payu');
});
