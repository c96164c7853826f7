// Breadcrumbs on a phone keep one line (the page's h1 follows right below), and the last crumb, which repeats the
// h1, gives way with an ellipsis instead of being cut mid-word at the screen's edge or scrolled out of sight.
import { expect, test } from '@playwright/test';
import { rememberConsent } from './helpers';

test.beforeEach(async ({ context }) => rememberConsent(context));

test('at 280 px the breadcrumbs are one line that fits, the current page shortened with an ellipsis', async ({
  page,
}) => {
  await page.setViewportSize({ width: 280, height: 640 });
  await page.goto('/pozyczki/dla-ukraincow-i-obcokrajowcow/');
  const crumbs = page.getByRole('navigation', { name: 'Okruszki' });
  const shape = await crumbs.locator('ol').evaluate((list) => {
    const last = list.lastElementChild!.firstElementChild as HTMLElement;
    const lines = new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().top)));
    return {
      lines: lines.size,
      overflows: list.scrollWidth > list.clientWidth,
      lastCut: last.scrollWidth > last.clientWidth,
      ellipsis: getComputedStyle(last).textOverflow,
      links: [...list.querySelectorAll('a')].map((a) => a.scrollWidth <= a.getBoundingClientRect().width + 1),
    };
  });
  expect(shape).toEqual({ lines: 1, overflows: false, lastCut: true, ellipsis: 'ellipsis', links: [true, true] });
  await expect(crumbs.getByText('Pożyczki dla Ukraińców i obcokrajowców')).toHaveCount(1);
});
