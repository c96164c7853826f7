// The offers page lets the browser skip the layout and paint of the cards below the first screen
// (`content-visibility: auto`, site/pages/Offers.css): that keeps its first load's main-thread work short. What a
// visitor must still get: every card there when scrolled to and in the accessibility tree for a screen reader, the
// first card painted at once, and the rule on this page only. A category page has anchors below
// its list (#faq) that a smooth scroll must reach exactly, so the rule must not follow the visitor there, on
// either path (loaded directly, or reached through the client router from the offers page).
import { expect, test, type Page } from '@playwright/test';
import { rememberConsent, routeTo } from './helpers';

const interactive = (page: Page) => page.waitForSelector('#app[data-interactive]', { state: 'attached' });

/** Each card's content-visibility, and whether the browser renders its content now (a skipped card's is not). */
const cardStates = (page: Page) =>
  page.locator('article.pz-card').evaluateAll((cards) =>
    cards.map((card) => ({
      rule: getComputedStyle(card).contentVisibility,
      rendered: card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
    })),
  );

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the offers page renders only the cards near the screen, and each one once it is scrolled to`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    await rememberConsent(context);
    const page = await context.newPage();
    await page.goto('/offers/');
    await interactive(page);
    const before = await cardStates(page);
    expect(before.length).toBe(12);
    expect(before.every((c) => c.rule === 'auto')).toBe(true);
    expect(before[0]!.rendered).toBe(true); // the first card's figures are painted with the page
    expect(before.at(-1)!.rendered).toBe(false); // the last is far below: skipped until needed

    // Scrolled to, the last card is rendered whole: its figures, its example and its button are on the screen.
    const last = page.locator('article.pz-card').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await cardStates(page)).at(-1)!.rendered).toBe(true);
    await expect(last.getByRole('link', { name: /Przejdź do pożyczkodawcy/ })).toBeInViewport();
    const box = await last.boundingBox();
    expect(box!.height).toBeGreaterThan(300);

    // Skipped cards are still in the page for a screen reader: every card's name is in the accessibility tree.
    const names = await page.locator('article.pz-card h3').allTextContents();
    const headings = page.getByRole('heading', { level: 3 });
    for (const name of names) await expect(headings.filter({ hasText: name }).first()).toBeAttached();
    await context.close();
  });
}

test('the deferred cards stay on the offers page: a category page, loaded directly or reached from it by the router, renders its cards in full', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  await rememberConsent(context);
  const page = await context.newPage();
  await page.goto('/pozyczki/');
  await interactive(page);
  expect(new Set((await cardStates(page)).map((c) => c.rule))).toEqual(new Set(['visible']));

  await page.goto('/offers/');
  await interactive(page);
  expect(new Set((await cardStates(page)).map((c) => c.rule))).toEqual(new Set(['auto']));
  await routeTo(page, '/pozyczki/');
  const routed = await cardStates(page);
  expect(routed.length).toBeGreaterThan(0);
  expect(new Set(routed.map((c) => c.rule))).toEqual(new Set(['visible']));
  // And back to the offers page by the router: the rule is on again.
  await routeTo(page, '/offers/');
  expect(new Set((await cardStates(page)).map((c) => c.rule))).toEqual(new Set(['auto']));
  await context.close();
});
