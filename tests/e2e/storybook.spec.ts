// Every story of the built Storybook renders without errors and axe finds nothing in it.
import { formatPln } from '../../contracts/format';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { STORYBOOK_ORIGIN } from './origins';
import { expectNoAxeViolations, watchErrors } from './helpers';
import { widgetAttributes } from '../../loader/features/mount/attributes';
import { copyFindings } from '../../widgets/text/typography';
import { PARTNER_WIDGET_PAGES } from '../../.storybook/partner-widgets';

interface StoryIndex {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as StoryIndex;
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');
// The a11y addon runs axe by itself after every render; this test runs the check it asserts (expectNoAxeViolations)
// and never reads the addon's, so the preview is opened with the addon's automatic run off: one axe run per story.
const PREVIEW_QUERY = 'viewMode=story&globals=a11y.manual:!true';

// One preview page per worker, switched from story to story through Storybook's own channel (as its manager
// does), instead of loading the whole preview bundle again for every story: the same render, a tenth of the time.
// Kept in this module (one per worker process, in the worker's browser, which closes it at the end) rather than
// as a worker fixture: a worker fixture of its own gives these tests workers of their own, and Playwright would
// stop the two running workers and launch two new ones, each with a new browser, for this file.
interface StoryPage {
  page: Page;
  errors: { pageErrors: string[]; consoleErrors: string[] };
  /** The story on show (Storybook sends no new render event for the story already shown). */
  current: string;
}
let shared: Promise<StoryPage> | undefined;
function storyPageIn(browser: Browser): Promise<StoryPage> {
  shared ??= (async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${STORYBOOK_ORIGIN}/iframe.html?id=${stories[0]!.id}&${PREVIEW_QUERY}`);
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
    return { page, errors, current: stories[0]!.id };
  })();
  return shared;
}

test('the Storybook has stories for every widget', () => {
  // A widget is a folder widgets/Name/ with Name.tsx; helpers (format/, text/, fields/) are not.
  const widgets = readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`widgets/${entry.name}/${entry.name}.tsx`))
    .map((entry) => `Widgets/${entry.name}`);
  const titles = new Set(stories.map((s) => s.title));
  expect(widgets.length).toBeGreaterThan(5);
  // A title may say what its stories are after the name: „Widgets/CreditCardForm (demonstracja)”.
  for (const widget of widgets)
    expect(
      [...titles].some((t) => t === widget || t.startsWith(`${widget} (`)),
      widget,
    ).toBe(true);
});

test('the Storybook has stories for the site’s page parts that are templates, not widgets (the blog)', () => {
  const titles = new Set(stories.map((s) => s.title));
  for (const part of ['Site/BlogList', 'Site/BlogArticle']) expect(titles, part).toContain(part);
});

/**
 * Shows a story (or, in the docs view mode, a docs page) and resolves with how its render ended: 'rendered', or the
 * error Storybook reported.
 */
function showStory(page: Page, storyId: string, viewMode: 'story' | 'docs' = 'story'): Promise<string> {
  return page.evaluate(
    ([id, mode]) =>
      new Promise<string>((resolve) => {
        type Listener = (arg: unknown) => void;
        type Channel = {
          on(event: string, fn: Listener): void;
          off(event: string, fn: Listener): void;
          emit(event: string, arg: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        // Listeners stay until this story's own answer: the story shown before may still send its storyRendered
        // (the first one often does, just after the page loaded), and a listener taken by it would miss ours.
        const listening: [string, Listener][] = [];
        let settled = false;
        const finish = (outcome: string) => (arg: unknown) => {
          if (settled) return;
          if (outcome === 'rendered' && arg !== id) return;
          settled = true;
          for (const [event, fn] of listening) channel.off(event, fn);
          resolve(outcome === 'rendered' ? outcome : `${outcome}: ${JSON.stringify(arg)}`);
        };
        const rendered = mode === 'docs' ? 'docsRendered' : 'storyRendered';
        for (const outcome of [rendered, 'storyErrored', 'storyThrewException', 'storyMissing']) {
          const fn = finish(outcome === rendered ? 'rendered' : outcome);
          listening.push([outcome, fn]);
          channel.on(outcome, fn);
        }
        channel.emit('setCurrentStory', { storyId: id, viewMode: mode });
      }),
    [storyId, viewMode] as const,
  );
}

/**
 * Shows a story through Storybook's channel (fast: no page load), or, when the channel does not answer within
 * 10 s or the frame navigated away under it (a story's form submitted), loads the story's own page afresh.
 */
async function openStory(page: Page, storyId: string): Promise<string> {
  try {
    const outcome = await Promise.race([
      showStory(page, storyId),
      new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 10_000)),
    ]);
    if (outcome !== 'no answer') return outcome;
  } catch {
    // The execution context went away with a navigation: the page below is loaded anew.
  }
  await page.goto(`${STORYBOOK_ORIGIN}/iframe.html?id=${storyId}&${PREVIEW_QUERY}`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
  return (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')))
    ? 'storyErrored'
    : 'rendered';
}

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders and passes axe`, async ({ browser }) => {
    const storyPage = await storyPageIn(browser);
    const { page, errors } = storyPage;
    if (storyPage.current !== story.id) {
      errors.pageErrors.length = 0;
      storyPage.current = story.id;
      expect(await openStory(page, story.id)).toBe('rendered');
    }
    const root = page.locator('#storybook-root');
    await expect(root.locator('> *').first()).toBeAttached();
    await expectNoAxeViolations(page, '#storybook-root');
    expect(errors.pageErrors).toEqual([]);
    // Polish copy: an amount keeps its digit groups and "zł" together (no-break spaces), in story data as in widgets.
    const text = (await root.textContent()) ?? '';
    const amounts = text.match(/\d{1,3}(?:[ \u00a0]\d{3})*(?:,\d{2})?[ \u00a0]zł/g) ?? [];
    expect(amounts.filter((amount) => amount.includes(' '))).toEqual([]);
    // The site's copy hook runs here too (.storybook/preview.tsx): no one-letter word before a normal space.
    expect(copyFindings(text)).toEqual([]);
  });
}

test('stories set Polish text through the site’s copy hook: the story’s plain spaces become no-break spaces', async ({
  browser,
}) => {
  // The story's data says "umowę z pożyczkodawcą" with a plain space, as content files do; the page shows it tied.
  const page = await showOnSharedPage(browser, 'widgets-steps--default');
  const text = (await page.locator('#storybook-root').textContent()) ?? '';
  expect(text).toContain('umowę z\u00a0pożyczkodawcą');
  expect(text).not.toContain('umowę z pożyczkodawcą');
});

test('every widget has a docs page', () => {
  const widgets = readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`widgets/${entry.name}/${entry.name}.tsx`))
    .map((entry) => `Widgets/${entry.name}`);
  const titles = docsPages.map((d) => d.title);
  for (const widget of widgets)
    expect(
      titles.some((t) => t === widget || t.startsWith(`${widget} (`)),
      widget,
    ).toBe(true);
});

// One page per worker for the docs pages: the first is loaded, the next ones are shown through Storybook's channel as
// its manager does when a designer picks another docs page (a new load parsed the whole preview bundle again: 0.67
// against 0.21 CPU s for a short docs page), or loaded afresh when the channel does not answer.
interface DocsPage {
  page: Page;
  errors: { pageErrors: string[]; consoleErrors: string[] };
  loaded: boolean;
}
let docsShared: Promise<DocsPage> | undefined;
function docsPageIn(browser: Browser): Promise<DocsPage> {
  docsShared ??= (async () => {
    const page = await (await browser.newContext()).newPage();
    return { page, errors: watchErrors(page), loaded: false };
  })();
  return docsShared;
}

const docsUrl = (id: string) => `${STORYBOOK_ORIGIN}/iframe.html?id=${id}&viewMode=docs&globals=a11y.manual:!true`;

/**
 * Shows a docs page on the worker's docs page: through the channel once a preview is loaded, else by loading it.
 * Resolves with 'rendered', or the error Storybook reported for it.
 */
async function openDocs(docsPage: DocsPage, id: string): Promise<string> {
  const { page } = docsPage;
  if (docsPage.loaded) {
    try {
      const outcome = await Promise.race([
        showStory(page, id, 'docs'),
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 10_000)),
      ]);
      if (outcome !== 'no answer') return outcome;
    } catch {
      // The execution context went away with a navigation: the page below is loaded anew.
    }
  }
  docsPage.loaded = false;
  await page.goto(docsUrl(id));
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  docsPage.loaded = true;
  return 'rendered';
}

for (const docs of docsPages) {
  test(`docs page ${docs.title} shows its props, every state and, for a partner widget, the partner's tag; axe finds nothing`, async ({
    browser,
  }) => {
    // A docs page renders all its stories at once (the offer list's: a dozen lists of cards).
    test.setTimeout(90_000);
    const docsPage = await docsPageIn(browser);
    const { page, errors } = docsPage;
    errors.pageErrors.length = 0;
    expect(await openDocs(docsPage, docs.id), docs.id).toBe('rendered');
    const root = page.locator('#storybook-docs');
    await expect(root.locator('h1.sbdocs-title')).toHaveText(docs.title.split('/').pop()!, { timeout: 30_000 });
    // Every story of the page but the first (shown on top) under "States", each rendered.
    const own = stories.filter((s) => s.title === docs.title);
    await expect(root.locator('.docs-story')).toHaveCount(own.length);
    await expect(root.getByRole('heading', { name: 'States' })).toBeVisible();
    if (docs.title.startsWith('Widgets/')) {
      // Props from the component's TypeScript types: a row per prop, described.
      await expect(root.getByRole('heading', { name: 'Props', exact: true })).toBeVisible();
      await expect(root.locator('table.docblock-argstable tbody tr').first()).toBeVisible();
      await expect(
        root.locator('table.docblock-argstable tbody tr td:nth-child(2)').filter({ hasText: /\w{4}/ }).first(),
      ).toBeVisible();
    }
    const partner = (Object.entries(PARTNER_WIDGET_PAGES) as [keyof typeof PARTNER_WIDGET_PAGES, string][]).find(
      ([, title]) => title === docs.title,
    )?.[0];
    if (partner) {
      await expect(root.locator('pre code').first()).toHaveText(new RegExp(`<div data-widget="${partner}"></div>`));
      const table = root.getByRole('table', { name: `Options of ${partner}, as the loader reads them` });
      const { own: read } = widgetAttributes();
      for (const attribute of read[partner])
        await expect(table.getByRole('cell', { name: attribute, exact: false }).first()).toBeVisible();
    }
    // The page's own parts; the stories in it are each checked alone, in their own document, above: shown side by
    // side, several copies of one widget repeat its landmarks, ids and headings, which no real page does. For the
    // same reason heading order is not judged here: a story's own h1 (the hero's, an article's) sits between the
    // page's headings.
    await expectNoAxeViolations(page, '#storybook-docs', '[id^="story--"][id$="-inner"]', ['heading-order']);
    expect(errors.pageErrors).toEqual([]);
  });
}

/**
 * What reaches past the card's border, from the inside of its border box: elements and, since a line that cannot
 * wrap spills out of a box that does not grow, text runs too. Visually hidden text (clipped) is not drawn, so it
 * does not count.
 */
function overflowOfCard(page: Page): Promise<{ scrollWidth: number; clientWidth: number; outside: string[] }> {
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('#storybook-root .pz-card')!;
    const box = card.getBoundingClientRect();
    const left = box.left + card.clientLeft;
    const right = left + card.clientWidth;
    const outside: string[] = [];
    const hidden = (el: Element) => getComputedStyle(el).clipPath !== 'none';
    const check = (rect: DOMRect, what: string) => {
      if (rect.width > 0 && (rect.right > right + 0.5 || rect.left < left - 0.5))
        outside.push(
          `${what} (${Math.round(rect.left - left)}…${Math.round(rect.right - left)} of ${card.clientWidth} px)`,
        );
    };
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node instanceof Element ? node : node.parentElement!;
      if ([...ancestors(parent, card)].some(hidden)) continue;
      if (node instanceof Element)
        check(node.getBoundingClientRect(), `<${node.tagName.toLowerCase()} class="${node.className}">`);
      else if (node.textContent?.trim()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        check(range.getBoundingClientRect(), `„${node.textContent.trim()}”`);
      }
    }
    function* ancestors(el: Element, stop: Element) {
      for (let at: Element | null = el; at && at !== stop; at = at.parentElement) yield at;
    }
    return { scrollWidth: card.scrollWidth, clientWidth: card.clientWidth, outside };
  });
}

for (const story of stories.filter((s) => s.title === 'Widgets/LenderCard' && s.id.includes('--column-280'))) {
  test(`story ${story.title} / ${story.name}: the card holds everything inside its border in a 280 px column`, async ({
    browser,
  }) => {
    const storyPage = await storyPageIn(browser);
    const { page } = storyPage;
    if (storyPage.current !== story.id) {
      storyPage.current = story.id;
      expect(await openStory(page, story.id)).toBe('rendered');
    }
    const card = page.locator('#storybook-root .pz-card');
    await expect(card).toBeVisible();
    expect((await card.boundingBox())!.width).toBe(280);
    const { scrollWidth, clientWidth, outside } = await overflowOfCard(page);
    expect(outside).toEqual([]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}

/** Shows one story on the worker's shared preview page (see storyPageIn) and returns that page. */
async function showOnSharedPage(browser: Browser, storyId: string): Promise<Page> {
  const storyPage = await storyPageIn(browser);
  if (storyPage.current !== storyId) {
    storyPage.current = storyId;
    expect(await openStory(storyPage.page, storyId)).toBe('rendered');
  }
  return storyPage.page;
}

const NB = '\u00a0';

test('story LoanSliders / Typed Above Limit shows the clamped amount everywhere, with the note', async ({
  browser,
}) => {
  const page = await showOnSharedPage(browser, 'widgets-loansliders--typed-above-limit');
  const root = page.locator('#storybook-root');
  await expect(root.getByRole('textbox', { name: 'Kwota pożyczki w złotych' })).toHaveValue(`25${NB}000`);
  await expect(root.getByRole('slider', { name: 'Kwota pożyczki' })).toHaveAttribute(
    'aria-valuetext',
    formatPln(25000),
  );
  await expect(root.getByRole('link')).toHaveText(`Dopasuj oferty na 25${NB}000${NB}zł, 12${NB}miesięcy`);
  await expect(root.getByRole('link')).toHaveAttribute('href', '/reg/?amount=25000&term=12&unit=months');
  await expect(root.getByText(`Największa kwota to 25${NB}000${NB}zł – ustawiliśmy 25${NB}000${NB}zł.`)).toBeVisible();
});

test('story LoanSliders / Disabled looks disabled and its link takes no focus', async ({ browser }) => {
  const page = await showOnSharedPage(browser, 'widgets-loansliders--disabled');
  const root = page.locator('#storybook-root');
  const box = root.locator('.pz-loan__number').first();
  await expect(box).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(box).not.toHaveCSS('color', 'rgb(11, 93, 59)');
  const link = root.getByRole('link');
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await expect(link).not.toHaveAttribute('href');
  // Tabbing from the top of the page never lands on it (nor on anything else in the disabled widget).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('#storybook-root') ? document.activeElement.outerHTML.slice(0, 80) : null,
      ),
    ).toBeNull();
  }
});

/** Each option of the days / months switch: how far its label stays inside the pill's padding, and its lines. */
function unitSwitchFit(page: Page): Promise<{ label: string; inside: boolean; lines: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#storybook-root .pz-unit__text')].map((pill) => {
      const label = pill.querySelector<HTMLElement>('.pz-unit__label')!;
      const box = pill.getBoundingClientRect();
      const style = getComputedStyle(pill);
      const range = document.createRange();
      range.selectNodeContents(label);
      const text = range.getBoundingClientRect();
      const from = Math.min(text.left, label.getBoundingClientRect().left);
      const to = Math.max(text.right, label.getBoundingClientRect().right);
      const inside =
        from >= box.left + parseFloat(style.paddingLeft) - 0.5 &&
        to <= box.right - parseFloat(style.paddingRight) + 0.5 &&
        label.scrollWidth <= label.clientWidth;
      return {
        label: label.textContent ?? '',
        inside,
        lines: Math.round(text.height / parseFloat(getComputedStyle(label).lineHeight)),
      };
    }),
  );
}

for (const id of ['widgets-hero--phone-360', 'widgets-registrationflow--phone-360']) {
  test(`story ${id}: the selected "✓ Jednorazowo" keeps the pill's side padding at 360 and 320 px`, async ({
    browser,
  }) => {
    const page = await showOnSharedPage(browser, id);
    const before = page.viewportSize()!;
    try {
      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: 780 });
        await expect(page.locator('#storybook-root .pz-unit__input:checked')).toHaveCount(1);
        const fit = await unitSwitchFit(page);
        expect(fit.map((f) => f.label)).toEqual(['Jednorazowo', `W${NB}ratach`]);
        expect(
          fit.map((f) => f.inside),
          `${width} px`,
        ).toEqual([true, true]);
        // At 360 px the tick and the word share one line.
        if (width === 360) expect(fit[0]!.lines).toBe(1);
      }
    } finally {
      await page.setViewportSize(before);
    }
  });
}

for (const id of [
  'widgets-lendercard--desktop-1280',
  'widgets-lendercard--short-term-paid',
  'widgets-lendercard--with-rank',
]) {
  test(`story ${id}: at 1280 px the key figures and the cost row share one set of columns`, async ({ browser }) => {
    const page = await showOnSharedPage(browser, id);
    const before = page.viewportSize()!;
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      const columns = await page.evaluate(() => {
        const lefts = (selector: string) =>
          [...document.querySelectorAll<HTMLElement>(`#storybook-root ${selector}`)].map((el) =>
            Math.round(el.getBoundingClientRect().left),
          );
        const values = [...document.querySelectorAll<HTMLElement>('#storybook-root .pz-card__figure')].map((figure) => {
          const value = figure.querySelector('dd')!;
          const range = document.createRange();
          range.selectNodeContents(value);
          return { right: range.getBoundingClientRect().right, columnRight: figure.getBoundingClientRect().right };
        });
        return { figures: lefts('.pz-card__figure'), costs: lefts('.pz-card__costs .pz-card__row'), values };
      });
      expect(columns.figures).toHaveLength(3);
      expect(columns.costs.length).toBeGreaterThanOrEqual(3);
      // Each figure starts where the cost under it starts (both rows in one row: the row layout at 1280 px).
      expect(columns.figures).toEqual(columns.costs.slice(0, 3));
      // And each figure's value stays inside its own column.
      for (const v of columns.values) expect(v.right).toBeLessThanOrEqual(v.columnRight + 0.5);
    } finally {
      await page.setViewportSize(before);
    }
  });
}

for (const id of ['widgets-lendercard--column-280-long-text', 'widgets-lendercard--long-polish-text']) {
  test(`story ${id}: a closing quote in the lender's name stays on the line of its word`, async ({ browser }) => {
    const page = await showOnSharedPage(browser, id);
    const alone = await page.evaluate(() => {
      const name = document.querySelector<HTMLElement>('#storybook-root .pz-card__name')!;
      // Every character of the name with the top of its line box.
      const chars: { c: string; top: number }[] = [];
      const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ c: node.textContent![i]!, top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      return chars.filter((ch, i) => '”»)'.includes(ch.c) && i > 0 && ch.top !== chars[i - 1]!.top).map((ch) => ch.c);
    });
    expect(await page.locator('#storybook-root .pz-card__name').textContent()).toContain('„Przezorność”');
    expect(alone).toEqual([]);
  });
}

// The sent states of the forms: each story sends its form in its play function, so a designer sees the state
// the story is named after (before, the error stories looked exactly like the empty form).
const SENT_STATES: [string, (root: ReturnType<Page['locator']>) => Promise<void>][] = [
  [
    'widgets-partnersignup--server-refuses-email',
    async (root) => {
      await expect(root.getByText('Ten adres e-mail jest już zgłoszony do programu.')).toBeVisible();
      await expect(root.getByLabel('Adres e-mail')).toHaveAttribute('aria-invalid', 'true');
    },
  ],
  [
    'widgets-partnersignup--network-error',
    async (root) => {
      await expect(root.getByRole('alert')).toHaveText(
        'Nie udało się wysłać zgłoszenia. Sprawdź połączenie i spróbuj ponownie.',
      );
    },
  ],
  [
    'widgets-partnersignup--sending',
    async (root) => {
      await expect(root.getByRole('button', { name: 'Wysyłamy…' })).toBeDisabled();
    },
  ],
  [
    'widgets-partnersignup--done',
    async (root) => {
      await expect(root.getByRole('heading', { name: 'Dziękujemy za zgłoszenie!' })).toBeVisible();
    },
  ],
  [
    'widgets-creditcardform-demonstracja--sending',
    async (root) => {
      await expect(root.getByRole('button', { name: 'Sprawdzamy kartę…' })).toBeDisabled();
      await expect(root.getByRole('note')).toContainText('Demonstracja');
    },
  ],
  [
    'widgets-creditcardform-demonstracja--operator-unreachable',
    async (root) => {
      await expect(root.getByRole('alert')).toContainText(
        'Nie udało się wczytać bezpiecznego formularza operatora płatności.',
      );
      await expect(root.getByRole('button', { name: 'Zweryfikuj kartę' })).toBeDisabled();
    },
  ],
];
for (const [id, check] of SENT_STATES) {
  test(`story ${id} shows the state it is named after`, async ({ browser }) => {
    expect(stories.map((s) => s.id)).toContain(id);
    const page = await showOnSharedPage(browser, id);
    await check(page.locator('#storybook-root'));
  });
}
