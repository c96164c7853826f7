// The walking skeleton's slice: prerendered home page → hydrated slider → loader → POST /api/event → SQLite.
import { expect, test } from '@playwright/test';
import { eventsForSession, rememberConsent, sessionIdOf, watchErrors } from './helpers';

const NBSP = '\u00a0';
const zl = (text: string) => text.replace(/ /g, NBSP);

// A returning visitor who has already answered the cookie banner (loader-core.spec.ts covers the first visit).
test.beforeEach(async ({ context }) => rememberConsent(context));

test('the home page is prerendered: content is in the HTML before any script runs', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="pl" data-page="home">');
  expect(html).toContain('<title>Przelewik</title>');
  expect(html).toContain('Porównaj pożyczki i wybierz najtańszą');
  expect(html).toContain('type="range"');
  expect(html).toContain(zl('1 500 zł'));
  // The loader is not in the HTML: the client starts it, with the site's page config, once the page is idle.
  expect(html).not.toContain('loader.js');
});

test('the slider moves with the keyboard, the amount follows, and the page view lands in the database', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const slider = page.getByRole('slider', { name: 'Ile chcesz pożyczyć?' });
  const amount = page.getByRole('textbox', { name: 'Ile chcesz pożyczyć? (w złotych)' });
  const cta = page.getByRole('button', { name: /Sprawdź oferty/ });
  await expect(amount).toHaveValue(zl('1 500'));
  // Hydrated once the call to action follows the slider; wait for the client chunk to take over.
  await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));

  // Reach the slider from the keyboard alone.
  await page.keyboard.press('Tab'); // skip link
  for (let i = 0; i < 12 && !(await slider.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(slider).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(amount).toHaveValue(zl('1 600'));
  await expect(slider).toHaveAttribute('aria-valuetext', zl('1 600 zł'));
  await expect(cta).toHaveText(zl('Sprawdź oferty na 1 600 zł, 30 dni'));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(amount).toHaveValue(zl('1 400'));
  await page.keyboard.press('End');
  await expect(amount).toHaveValue(zl('25 000'));
  await page.keyboard.press('Home');
  await expect(amount).toHaveValue(zl('100'));

  const sessionId = await sessionIdOf(page);
  await expect.poll(() => eventsForSession(sessionId).length, { timeout: 10_000 }).toBe(1);
  const [row] = eventsForSession(sessionId);
  expect(row).toMatchObject({
    event: 'page_view',
    domain: 'localhost',
    origin: expect.stringMatching(/^http:\/\/localhost:\d+$/),
  });
  expect(JSON.parse(row!.data)).toEqual({ path: '/', view_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('the slider follows the mouse, and a touch on the track', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 360, height: 780 }, isMobile: true });
  await rememberConsent(context);
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
  const slider = page.getByRole('slider', { name: 'Ile chcesz pożyczyć?' });
  const amount = page.getByRole('textbox', { name: 'Ile chcesz pożyczyć? (w złotych)' });
  const box = (await slider.boundingBox())!;

  // The amount the form sends (the range moves by stops a thumb can hit: its own value is the stop's position).
  const chosen = async () => Number(await page.locator('.pz-hero input[name=amount]').inputValue());

  // Touch: tap near the right end of the track.
  await page.touchscreen.tap(box.x + box.width - 4, box.y + box.height / 2);
  await expect(amount).not.toHaveValue(zl('1 500'));
  expect(await chosen()).toBeGreaterThan(20000);

  // Mouse: drag the thumb to the middle: small amounts have the left part of the track, 100 zł a stop.
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const afterDrag = await chosen();
  expect(afterDrag).toBeGreaterThan(3000);
  expect(afterDrag).toBeLessThan(7000);
  await expect(amount).toHaveValue(
    zl(new Intl.NumberFormat('pl-PL', { useGrouping: 'always' } as Intl.NumberFormatOptions).format(afterDrag)).replace(
      /\u202f/g,
      NBSP,
    ),
  );

  // A thumb's 20 px from 1 500 zł moves by a few hundred złoty, not thousands.
  await amount.fill('1500');
  await amount.press('Enter');
  const thumb =
    box.x + 14 + ((box.width - 28) * Number(await slider.inputValue())) / Number(await slider.getAttribute('max'));
  await page.mouse.move(thumb, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(thumb + 20, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  expect(await chosen()).toBeGreaterThan(1500);
  expect(await chosen()).toBeLessThanOrEqual(2500);
  await context.close();
});

test('the call to action shows the offers for the chosen amount and term', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
  await page.getByRole('slider', { name: 'Ile chcesz pożyczyć?' }).focus();
  await page.keyboard.press('PageUp');
  const value = await page.locator('.pz-hero input[name=amount]').inputValue();
  const term = page.getByRole('slider', { name: 'Na ile dni?' });
  await term.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(term).toHaveValue('29');
  await page.getByRole('button', { name: /Sprawdź oferty/ }).click();
  // The offers page, priced for both choices (it keeps the loan's parameters and drops the default unit).
  await expect(page).toHaveURL(new RegExp(`/offers/\\?amount=${value}&term=29$`));
  await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
  await expect(page.getByRole('slider', { name: 'Okres spłaty' })).toHaveValue('29');
});

test('instalments from the hero: months on the term slider, carried to the offers with the unit', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
  await page.getByRole('radio', { name: /W ratach/ }).check();
  const months = page.getByRole('slider', { name: 'Na ile miesięcy?' });
  await expect(months).toHaveAttribute('max', '48');
  await months.focus();
  await page.keyboard.press('End');
  await expect(months).toHaveAttribute('aria-valuetext', zl('48 miesięcy'));
  await expect(page.getByRole('button', { name: /Sprawdź oferty/ })).toHaveText(
    zl('Sprawdź oferty na 1 500 zł, 48 miesięcy'),
  );
  await page.getByRole('button', { name: /Sprawdź oferty/ }).click();
  await expect(page).toHaveURL(/\/offers\/\?amount=1500&term=48&unit=months$/);
  await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
  await expect(page.getByRole('radio', { name: /W ratach/ })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Okres spłaty' })).toHaveAttribute('aria-valuetext', zl('48 miesięcy'));
});

test('„Jak to działa”: every card’s step and title start at the same height, on a phone and in a row of cards', async ({
  page,
}) => {
  for (const width of [360, 900, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const stages = page.locator('.pz-how__stage');
    await expect(stages).toHaveCount(4);
    // From each card's top: its "Krok N." and its title (the cards of a row are as tall as the tallest one).
    const offsets = await stages.evaluateAll((cards) =>
      cards.map((card) => {
        const top = card.getBoundingClientRect().top;
        const at = (selector: string) => Math.round(card.querySelector(selector)!.getBoundingClientRect().top - top);
        return { step: at('.pz-how__step'), title: at('.pz-how__title'), cardTop: Math.round(top) };
      }),
    );
    const rows = new Set(offsets.map((o) => o.cardTop));
    // At 900 and 1280 px the four cards share one row; on a phone they stack.
    expect(rows.size, `${width} px`).toBe(width >= 900 ? 1 : 4);
    expect(new Set(offsets.map((o) => o.step)).size, `${width} px: ${JSON.stringify(offsets)}`).toBe(1);
    expect(new Set(offsets.map((o) => o.title)).size, `${width} px: ${JSON.stringify(offsets)}`).toBe(1);
  }
});

// axe and sideways overflow on the home page at 360 and 1280 px: site.spec.ts checks every route at both widths.

test('a path without the trailing slash answers 301 to the slash form, query kept', async ({ request }) => {
  const res = await request.get('/pozyczki/na-dowod?utm_source=test', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/pozyczki/na-dowod/?utm_source=test');
});

test('an unknown page answers 404 with the error page', async ({ page }) => {
  const res = await page.goto('/to-nie-istnieje/');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Go back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/healthz answers while the database is reachable', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok', database: 'sqlite' });
});
