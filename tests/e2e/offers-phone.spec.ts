// Offers first on a phone: on the offers pages and every category page, a visitor who has answered the cookie
// banner sees the advertising warning, the order line and the first lender card's name on the first 360×640
// screen (its figures follow just below: the warning and the order are read before any figure); the sliders and
// the list's filters wait behind one disclosure button, which desktops do not need.
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_CHOICE } from '../../contracts/loan-limits';
import { formatPln } from '../../contracts/format';
import { expectNoAxeViolations, rememberConsent } from './helpers';
import { CATEGORY_ROUTES } from './routes';

const PHONE = { width: 360, height: 640 };
const PAGES = ['/offers/', '/landing/offers/', ...CATEGORY_ROUTES.map(([path]) => path)];
const hydrated = (page: Page) => page.waitForSelector('#app[data-hydrated]', { state: 'attached' });

interface Box {
  text: string;
  top: number;
  bottom: number;
}

/** The first card's heading, amount figure and RRSO figure (the label "RRSO" and the first percentage after it). */
function firstCardFigures(
  page: Page,
  amount: string,
): Promise<Record<'name' | 'amount' | 'rrsoLabel' | 'rrso', Box | null>> {
  return page.evaluate((amount) => {
    const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
    const box = (el: Element | null | undefined) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { text: normal(el.textContent ?? ''), top: r.top, bottom: r.bottom };
    };
    const card = document.querySelector('article.pz-card');
    if (!card) return { name: null, amount: null, rrsoLabel: null, rrso: null };
    // Leaf-most elements in document order: the smallest element that holds each figure.
    const leaves = [...card.querySelectorAll('*')].filter(
      (el) => el.children.length === 0 && normal(el.textContent ?? '') !== '',
    );
    const rrsoAt = leaves.findIndex((el) => /\bRRSO\b/.test(el.textContent ?? ''));
    const rrsoLabel = leaves[rrsoAt];
    const rrso = rrsoAt < 0 ? undefined : leaves.slice(rrsoAt).find((el) => /\d+,\d{2}\s*%/.test(el.textContent ?? ''));
    return {
      name: box(card.querySelector('.pz-card__name') ?? card.querySelector('h2, h3, h4')),
      amount: box(leaves.find((el) => normal(el.textContent ?? '') === normal(amount))),
      rrsoLabel: box(rrsoLabel),
      rrso: box(rrso),
    };
  }, amount);
}

test('the warning, the order line and the first card’s name are on the first phone screen of every offers and category page; its figures follow', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: PHONE });
  await rememberConsent(context);
  const page = await context.newPage();
  const late: string[] = [];
  for (const path of PAGES) {
    // Every page starts at the default loan but the one about 1 000 zł, which starts at its own (site/data.test.ts).
    const amount = formatPln(path === '/pozyczki/1000-zl/' ? 1000 : DEFAULT_CHOICE.amount);
    await page.goto(path);
    await hydrated(page);
    expect(await page.evaluate(() => window.scrollY), path).toBe(0);
    const figures = await firstCardFigures(page, amount);
    const notices = await page.evaluate(() =>
      Object.fromEntries(
        (['.pz-credit-warning', '.pz-order-line'] as const).map((selector) => {
          const el = document.querySelector(selector);
          const r = el?.getBoundingClientRect();
          return [selector, r ? { text: (el!.textContent ?? '').slice(0, 30), top: r.top, bottom: r.bottom } : null];
        }),
      ),
    );
    const onFirstScreen = { ...notices, name: figures.name };
    for (const [name, found] of Object.entries(onFirstScreen)) {
      expect(found, `${path}: ${name}`).not.toBeNull();
      if (found!.top < 0 || found!.bottom > PHONE.height)
        late.push(`${path}: ${name} "${found!.text}" at ${Math.round(found!.top)}–${Math.round(found!.bottom)} px`);
    }
    // The figures are on the card, within the next half screen.
    for (const [name, found] of Object.entries(figures)) {
      expect(found, `${path}: the first card's ${name}`).not.toBeNull();
      if (found!.bottom > PHONE.height * 1.5)
        late.push(`${path}: ${name} "${found!.text}" at ${Math.round(found!.top)}–${Math.round(found!.bottom)} px`);
    }
  }
  expect(late).toEqual([]);
  await context.close();
});

test('on a phone one button unfolds the sliders and the filters; on a desktop they show at once', async ({
  browser,
}) => {
  // Three pages and two axe runs: beside another worker on a busy two-core machine this passes 30 s.
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: PHONE });
  await rememberConsent(context);
  const page = await context.newPage();
  await page.goto('/offers/');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Filtruj i sortuj' });
  const amountSlider = page.getByRole('slider', { name: 'Kwota pożyczki' });
  const sort = page.getByRole('combobox', { name: 'Sortuj' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(amountSlider).toBeHidden();
  await expect(sort).toBeHidden();
  // The bar says what the cards are priced for while the sliders are folded away.
  await expect(page.locator('.pz-offers__bar')).toContainText(
    `${formatPln(DEFAULT_CHOICE.amount)} na\u00a030\u00a0dni`,
  );

  // Keyboard: the button opens with Enter, the sliders follow it in the tab order.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(amountSlider).toBeVisible();
  await expect(sort).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Kwota pożyczki w złotych' })).toBeFocused();
  await expectNoAxeViolations(page);

  // A moved slider reprices the cards and the bar.
  await amountSlider.focus();
  await page.keyboard.press('End');
  // The amount moves by stops (the range's max is the last stop's index); its value text is the largest amount.
  await expect(amountSlider).toHaveValue((await amountSlider.getAttribute('max'))!);
  const largest = (await amountSlider.getAttribute('aria-valuetext'))!;
  expect(largest).toMatch(/^\d{1,3}(\u00a0\d{3})*\u00a0zł$/);
  await expect(page.locator('.pz-offers__bar')).toContainText(largest);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(amountSlider).toBeHidden();

  // Category pages have no filters: the button names what it opens.
  await page.goto('/pozyczki/na-dowod/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Zmień kwotę' }).click();
  await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/offers/');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Filtruj i sortuj' })).toBeHidden();
  await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sortuj' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oferty dla Ciebie' })).toBeVisible();
  await context.close();
});
