// Cards without blemishes at 280, 360, 768 and 1280 px: a lender's name breaks only between words, the example's
// total cost never leaves its parts ("w tym odsetki", "w tym prowizja i opłaty") in another column, a "best" label
// names one winner or says it is shared, and "Pierwsza pożyczka za darmo" sits only on a card whose loan is free.
// The checks read the structure, not pixels; a failing test leaves a screenshot (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { rememberConsent } from './helpers';

test.beforeEach(async ({ context }) => rememberConsent(context));

interface CardShape {
  name: string;
  brokenWords: string[];
  groupColumns: number;
  groupLefts: number[];
  labels: string[];
  /** Badges ("Najniższe RRSO (ex aequo)", the promotion's title) drawn on more than one line. */
  wrappedBadges: string[];
  promo: boolean;
  totalCost: string;
}

async function cardShapes(page: Page): Promise<CardShape[]> {
  return page.locator('.pz-offers__list article.pz-card').evaluateAll((cards) =>
    cards.map((card) => {
      const heading = card.querySelector('.pz-card__name')!;
      // A word drawn on two lines has two boxes.
      const brokenWords: string[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index!);
          range.setEnd(node, match.index! + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) brokenWords.push(match[0]);
        }
      }
      const group = ['example-totalCost', 'example-interest', 'example-fees'].map((name) =>
        card.querySelector(`.pz-card__example-list [data-figure="${name}"]`)!.getBoundingClientRect(),
      );
      return {
        name: heading.textContent ?? '',
        brokenWords,
        // Each part right under the one before it (no other row, no column between them).
        groupColumns: group.every((box, i) => i === 0 || Math.abs(box.top - group[i - 1]!.bottom) < 6) ? 1 : 2,
        groupLefts: group.map((box) => Math.round(box.left)),
        labels: [...card.querySelectorAll('.pz-card__labels li')].map((li) => li.textContent ?? ''),
        wrappedBadges: [...card.querySelectorAll('.pz-card__labels li, .pz-card__promo strong')]
          .filter((badge) => {
            const range = document.createRange();
            range.selectNodeContents(badge);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((badge) => badge.textContent ?? ''),
        promo: !!card.querySelector('.pz-card__promo'),
        totalCost: card.querySelector('.pz-card__costs [data-figure="totalCost"] dd')?.textContent ?? '',
      };
    }),
  );
}

for (const width of [280, 360, 768, 1280]) {
  test(`cards at ${width} px: whole words, the example's rows together, honest badges`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Two loans: 1 500 zł for 30 days (three free first loans tie at 0 zł), 5 000 zł (above every free promotion).
    for (const address of ['/offers/?amount=1500&term=30', '/offers/?amount=5000&term=30']) {
      await page.goto(address);
      await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
      await expect(page.locator('html')).not.toHaveAttribute('data-pz-loan', /./);
      const cards = await cardShapes(page);
      expect(cards.length).toBeGreaterThan(3);
      for (const card of cards) {
        expect.soft(card.brokenWords, `${card.name}: words broken across lines`).toEqual([]);
        expect.soft(card.groupColumns, `${card.name}: the example's total cost and its parts in one column`).toBe(1);
        expect.soft(new Set(card.groupLefts).size, `${card.name}: the example's parts under their total`).toBe(1);
        // From a tablet up there is room for every badge on one line (a 280 px column may wrap them).
        if (width >= 768) expect.soft(card.wrappedBadges, `${card.name}: badges on two lines`).toEqual([]);
        // The promotion's badge only where the card's own loan costs nothing.
        if (card.promo)
          expect.soft(card.totalCost, `${card.name}: a free-loan badge on a loan that costs money`).toBe('0\u00a0zł');
      }
      for (const label of ['Najniższe RRSO', 'Najniższy koszt']) {
        const alone = cards.filter((c) => c.labels.includes(label));
        const shared = cards.filter((c) => c.labels.includes(`${label} (ex aequo)`));
        expect(alone.length, `"${label}" named alone on more than one card`).toBeLessThanOrEqual(1);
        expect(alone.length > 0 && shared.length > 0, `"${label}" both alone and shared`).toBe(false);
        expect(shared.length === 1, `"${label} (ex aequo)" on a single card`).toBe(false);
      }
      if (address.includes('5000')) expect(cards.filter((c) => c.promo)).toEqual([]);
    }
  });
}
