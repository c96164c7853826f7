// The advertising warning of the law of the day and the order line, where offers are listed: /offers/, a category
// page (loaded directly and reached through the client router) and a partner page's offer list, on a phone and a
// desktop. Each is on the screen once the visitor scrolls to the list, not covered by anything, at body size or
// larger, in strong contrast, before the first card; the partner's list also names us as a paid credit intermediary.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lawOn, warsawDay } from '../../contracts/law';
import { orderLineText } from '../../contracts/offer-order';
import { expectNoAxeViolations, rememberConsent, routeTo, watchErrors } from './helpers';
import { FIXTURES_ORIGIN } from './origins';

const WARNING = lawOn(warsawDay(new Date())).advertising?.warning ?? null;
const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
];
const CATEGORY = '/pozyczki/na-dowod/';

interface Seen {
  fontPx: number;
  weight: number;
  contrast: number;
  /** The element at its centre is the element itself or inside it (nothing covers it). */
  onTop: boolean;
}

/** How a text element is seen: its size, weight, its contrast on the background behind it, and whether it is on top. */
function seen(target: Locator): Promise<Seen> {
  return target.evaluate((el) => {
    const rgb = (value: string): [number, number, number, number] => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 1];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    // The first opaque background up the tree, across the shadow boundary; white when none (the canvas).
    let background: [number, number, number, number] = [255, 255, 255, 1];
    for (
      let node: Element | null = el;
      node;
      node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null
    ) {
      const colour = rgb(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0.99) {
        background = colour;
        break;
      }
    }
    const style = getComputedStyle(el);
    const [l1, l2] = [luminance(rgb(style.color)), luminance(background)].sort((a, b) => b - a) as [number, number];
    const box = el.getBoundingClientRect();
    const root = el.getRootNode() as Document | ShadowRoot;
    const top = root.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10));
    return {
      fontPx: parseFloat(style.fontSize),
      weight: Number(style.fontWeight),
      contrast: (l1 + 0.05) / (l2 + 0.05),
      onTop: top !== null && (top === el || el.contains(top)),
    };
  });
}

/**
 * The warning and the order line of `list`, scrolled to: in the viewport, uncovered, legible, before the first card.
 */
async function expectNotices(list: Locator): Promise<void> {
  const line = list.locator('.pz-order-line');
  const warning = list.locator('.pz-credit-warning');
  // The warning exists once the rules apply (20 November 2026), and the order line always.
  expect(WARNING).not.toBeNull();
  await expect(warning).toHaveText(WARNING!);
  await expect(line).toContainText(
    orderLineText('cheapest', false).slice(0, 'Kolejność: najtańsze dla Twojej kwoty'.length),
  );
  await expect(line).toContainText('Bez płatnych miejsc.');
  await expect(line.getByRole('link', { name: 'Zasady kolejności' })).toHaveAttribute(
    'href',
    /\/terms-and-conditions\/#kolejnosc-ofert$/,
  );
  for (const part of [warning, line]) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeVisible();
    await expect(part).toBeInViewport();
    const look = await seen(part);
    expect(look.onTop, 'nothing covers it').toBe(true);
    expect(look.fontPx, 'body size or larger').toBeGreaterThanOrEqual(16);
    expect(look.contrast, 'strong contrast').toBeGreaterThanOrEqual(7);
  }
  expect((await seen(warning)).weight, 'the warning stands out').toBeGreaterThanOrEqual(700);
  // Both come before the first card.
  const firstCard = list.locator('article.pz-card').first();
  await expect(firstCard).toBeVisible();
  const [w, l, c] = await Promise.all(
    [warning, line, firstCard].map((el) => el.evaluate((node) => node.getBoundingClientRect().top + window.scrollY)),
  );
  expect(w!).toBeLessThan(c!);
  expect(l!).toBeLessThan(c!);
}

async function sitePage(page: Page): Promise<void> {
  await rememberConsent(page, { analytics: false, marketing: false });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('/offers/ loaded directly and reached by the client router: the warning and the order line by the offers, axe clean', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await sitePage(page);
      await page.goto('/offers/');
      await expectNotices(page.locator('.pz-offerlist'));
      await expectNoAxeViolations(page);
      await page.goto('/');
      await routeTo(page, '/offers/', 'offers');
      await expectNotices(page.locator('.pz-offerlist'));
      await expectNoAxeViolations(page);
      expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
    });

    test('a category page loaded directly and reached by the client router: the same, axe clean', async ({ page }) => {
      const errors = watchErrors(page);
      await sitePage(page);
      await page.goto(CATEGORY);
      await expectNotices(page.locator('.pz-offerlist'));
      await expectNoAxeViolations(page);
      await page.goto('/');
      await routeTo(page, CATEGORY, 'category');
      await expectNotices(page.locator('.pz-offerlist'));
      await expectNoAxeViolations(page);
      expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
    });

    test('a partner page’s offer list: the warning, the order line and who compares, linking our terms, axe clean', async ({
      page,
    }) => {
      await page.goto(`${FIXTURES_ORIGIN}/partner-widgets.html`);
      const list = page.locator('#offers');
      await expect(list.locator('article.pz-card')).toHaveCount(3);
      await expectNotices(list);
      const notice = list.locator('.pz-intermediary');
      await notice.scrollIntoViewIfNeeded();
      await expect(notice).toBeInViewport();
      await expect(notice).toContainText('pośrednik kredytowy');
      await expect(notice).toContainText('prowizję płacą nam pożyczkodawcy');
      await expect(notice.getByRole('link', { name: 'Regulamin' })).toHaveAttribute(
        'href',
        /^http:\/\/localhost:\d+\/terms-and-conditions\/$/,
      );
      const look = await seen(notice);
      expect(look.fontPx).toBeGreaterThanOrEqual(16);
      expect(look.contrast).toBeGreaterThanOrEqual(7);
      await expectNoAxeViolations(page, '#offers');
    });
  });
}

test('the terms page holds the rule the order line links to', async ({ page }) => {
  await sitePage(page);
  await page.goto('/terms-and-conditions/#kolejnosc-ofert');
  const heading = page.locator('#kolejnosc-ofert');
  await expect(heading).toHaveText('§ 2a. Kolejność ofert i oznaczanie reklam');
  await expect(heading).toBeInViewport();
});
