// Every console page at 360 and 1280 px: no action button is clipped, neither by the page's edge nor by a box that
// cuts off its overflow (a table's scroll region), and no button's label is cut short. The pages carry their
// actions: a held conversion („Zwolnij”, „Potwierdź”), a waiting call-back request, a lead with its erasure form,
// and a search that finds a call-back request with its own.
import { expect, test, type Page } from '@playwright/test';
import { createOperator, heldConversion, logIn, resizeConsolePage } from './console';
import { watchErrors } from './helpers';

test.describe.configure({ mode: 'serial' });
const OPERATOR = 'uklad@przelewik.test';
const phoneDigits = `601${String(Date.now()).slice(-6)}`;
let leadId = '';

test.beforeAll(() => createOperator(OPERATOR));

/** The buttons of a page that are clipped or cut short, described for the failure message. */
async function clippedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const button of document.querySelectorAll<HTMLElement>('button, input[type="submit"]')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = `„${button.textContent?.trim() || button.getAttribute('value')}” (${button.getAttribute('aria-label') ?? ''})`;
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`${name} outside the page: ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`);
      if (button.scrollWidth > button.clientWidth + 1)
        problems.push(`${name} label cut short: ${button.scrollWidth} > ${button.clientWidth}`);
      for (let box2 = button.parentElement; box2 && box2 !== document.documentElement; box2 = box2.parentElement) {
        const style = getComputedStyle(box2);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = box2.getBoundingClientRect();
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
          problems.push(
            `${name} clipped by ${box2.tagName.toLowerCase()}.${box2.className}: ${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(frame.left)}–${Math.round(frame.right)}`,
          );
      }
    }
    return problems;
  });
}

test('setup: a held conversion, a waiting call-back request and a lead', async ({ page }) => {
  const lead = await page.request.post('/api/leads', {
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
  leadId = ((await lead.json()) as { leadId: string }).leadId;
  await heldConversion(page, 'partner-layout');
  await page.goto('/');
  const phone = await page.evaluate(
    async (digits) =>
      (
        await fetch('/api/phone-leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone: `+48${digits}`, consents: { terms: true, privacy: true, marketing: false } }),
        })
      ).status,
    phoneDigits,
  );
  expect(phone).toBe(201);
});

/** Each page is loaded once at 360 px and checked, then checked again widened to 1280 px (resizeConsolePage). */
const WIDTHS = [
  { width: 360, height: 900 },
  { width: 1280, height: 900 },
] as const;

test('at 360 and at 1280 px every console page keeps its action buttons whole and in view', async ({ browser }) => {
  test.setTimeout(60_000); // fifteen pages at two widths
  const context = await browser.newContext({ viewport: WIDTHS[0] });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await logIn(page, OPERATOR);
  await expect(page).toHaveURL(/\/admin\/$/);
  /** Runs `check` on `path` (or the page as it is, when null) at 360 px, then widened to 1280 px. */
  const atBothWidths = async (path: string | null, name: string, check: (at: string) => Promise<void>) => {
    for (const viewport of WIDTHS)
      await test.step(`${name} at ${viewport.width} px`, async () => {
        if (viewport !== WIDTHS[0]) await resizeConsolePage(page, viewport);
        else if (path) await page.goto(path);
        await check(`${name} at ${viewport.width} px`);
      });
    await page.setViewportSize(WIDTHS[0]);
  };
  const pages = [
    '/admin/',
    '/admin/partners/',
    '/admin/holds/',
    '/admin/deliveries/',
    '/admin/leads/',
    `/admin/leads/${leadId}/`,
    '/admin/callbacks/',
    '/admin/callbacks/?stan=all',
    '/admin/audit/',
    '/admin/oferty/',
    '/admin/oferty/107/',
    '/admin/pozyczkodawcy/kasomir/',
    '/admin/archiwum/?oferta=107&wersja=1',
    '/admin/powiadomienia/',
  ];
  for (const path of pages)
    await atBothWidths(path, path, async (at) => expect(await clippedButtons(page), at).toEqual([]));
  // The pages really carry the actions checked above.
  await atBothWidths('/admin/holds/', '/admin/holds/ actions', async (at) =>
    expect(page.getByRole('button', { name: /^Potwierdź blokadę/ }).first(), at).toBeVisible(),
  );
  await atBothWidths('/admin/callbacks/', '/admin/callbacks/ actions', async (at) =>
    expect(page.getByRole('button', { name: /^Rozmowa odbyta: prośba nr/ }).first(), at).toBeVisible(),
  );
  // The search results, with a call-back request's erasure form.
  await page.goto('/admin/leads/');
  await page.getByLabel('Identyfikator leada, e-mail lub telefon').fill(phoneDigits);
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await atBothWidths(null, 'search results', async (at) => {
    await expect(page.getByRole('button', { name: /^Usuń prośbę o telefon nr/ }).first(), at).toBeVisible();
    expect(await clippedButtons(page), at).toEqual([]);
  });
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  await context.close();
});
