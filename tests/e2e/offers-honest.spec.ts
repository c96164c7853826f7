// Honest offers on the built site in Chromium: for each loan a visitor can ask for, every card's figures (its
// RRSO first) equal the cost model's for the loan its data attributes name, the order follows them when sorted
// by RRSO, offers that cannot lend the loan come only in the lower group with their limits stated, and the
// representative example is on screen without a click. The same on a category page and the partner widget.
// Adding a case is one row of CASES.
import { formatPln } from '../../contracts/format';
import { lawOn, warsawDay } from '../../contracts/law';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loanFigures, quoteLoan, roundPct, validateOfferList, type Offer, type TermUnit } from '../../contracts/offer';
import { checkCard, parsePct, rawCards, type RawCard, type Request } from '../disclosure/cards';
import { expectNoAxeViolations, watchErrors, clickBehind, lenderStandIn, rememberConsent, routeTo } from './helpers';
import { FIXTURES_ORIGIN } from './origins';

// The law the shared e2e server applies: the shipped history on today's Warsaw day (no rate is recorded there).
const TODAY_LAW = lawOn(warsawDay(new Date()));

/** The loans checked: amount (zł), term and its unit ('days' needs no unit in the address). */
const CASES: Request[] = [
  // The default loan: the short-term offers fit; the instalment ones (3 months and more) go below.
  { amount: 1500, term: 30, unit: 'days' },
  // Three lenders lend less than 4 000 zł, two do not lend for 45 days, a free first loan stops at 3 000 zł.
  { amount: 4000, term: 45, unit: 'days' },
  // The longest term the day slider offers: only the lenders of 61 days and more, and two instalment ones (3 months).
  { amount: 1500, term: 65, unit: 'days' },
  // 25 000 zł for 30 days: no offer lends it; every card is in the lower group, stating its limits.
  { amount: 25000, term: 30, unit: 'days' },
  // The longest term in days: no one-repayment lender lends for 90 days; the instalment offers price 3 months.
  { amount: 1500, term: 90, unit: 'days' },
  // A large instalment loan: only lenders of 25 000 zł over 48 months fit; the short-term ones go below.
  { amount: 25000, term: 48, unit: 'months' },
];
const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
];

const query = (r: Request) => `?amount=${r.amount}&term=${r.term}${r.unit === 'months' ? '&unit=months' : ''}`;
const NB = /[\u00a0\u202f]/g;
const unitWords = (r: Request) => (r.unit === 'days' ? 'dni' : 'miesięcy|miesiące|miesiąc');

/** The offer configuration the server publishes (GET /api/offer-config), checked as the loader checks it. */
async function offerConfig(request: APIRequestContext): Promise<Map<number, Offer>> {
  const res = await request.get('/api/offer-config');
  expect(res.ok()).toBe(true);
  const checked = validateOfferList(await res.json());
  if (!checked.ok) throw new Error(checked.error);
  return new Map(checked.value.map((o) => [o.offer_id, o]));
}

const readCards = (cards: Locator): Promise<RawCard[]> => cards.evaluateAll(rawCards);

/** Every card checked against the model for the request; returns them in page order. */
async function checkAll(cards: Locator, offers: Map<number, Offer>, request: Request): Promise<RawCard[]> {
  const read = await readCards(cards);
  expect(read.length).toBeGreaterThan(0);
  const problems = read.flatMap((card) => {
    const offer = offers.get(Number(card.data['offer-id']));
    return offer
      ? checkCard(card, offer, TODAY_LAW, request)
      : [`a card for an offer not in the configuration: ${card.data['offer-id']}`];
  });
  expect(problems).toEqual([]);
  return read;
}

/** Fitting cards first, then only the lower group; the count names the fitting ones and the loan. */
async function expectGroups(
  page: Page,
  scope: Locator,
  read: RawCard[],
  offers: Map<number, Offer>,
  request: Request,
): Promise<void> {
  const fitting = read.filter((c) => c.group === 'fitting');
  expect(read.slice(0, fitting.length)).toEqual(fitting);
  for (const card of read) {
    const fits = quoteLoan(offers.get(Number(card.data['offer-id']))!, request.amount, request.term, request.unit).fits;
    expect(card.group, `${card.name}`).toBe(fits ? 'fitting' : 'other');
    if (!fits) expect(card.limit, card.name).toMatch(/^Ta firma pożycza /);
  }
  const status =
    (
      await scope
        .getByRole('status')
        .filter({ hasText: /^Znaleźliśmy/ })
        .textContent()
    )?.replace(NB, ' ') ?? '';
  expect(status).toMatch(
    new RegExp(`^Znaleźliśmy ${fitting.length} \\S+ dla [\\d ]+ zł na ${request.term} (${unitWords(request)})$`),
  );
  const other = scope.getByRole('region', { name: 'Oferty dla innej kwoty lub okresu' });
  if (fitting.length < read.length) {
    await expect(other).toBeVisible();
    await expect(other.locator('.pz-offerlist__other-intro')).toContainText(/^Te firmy nie pożyczą/);
  } else await expect(other).toHaveCount(0);
  void page;
}

/**
 * The representative example of each card is laid out and on screen once scrolled to, with no click: no
 * disclosure around it, and its RRSO and total cost visible (a box of their own, not visibility: hidden, as
 * Playwright's toBeVisible has it) once the RRSO is scrolled into view. All cards in one look from the page, retried
 * until it holds, instead of four round trips per card.
 */
async function expectExamplesShown(cards: Locator): Promise<void> {
  expect(await cards.count()).toBeGreaterThan(0);
  await expect
    .poll(() =>
      cards.evaluateAll((articles) =>
        articles.flatMap((card, i) => {
          const example = card.querySelector('.pz-card__example');
          if (!example) return [`card ${i}: no representative example`];
          const problems = example.querySelector('details') ? [`card ${i}: the example is behind a disclosure`] : [];
          const rrso = example.querySelector('[data-figure="example-rrso"]');
          rrso?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          for (const figure of ['example-rrso', 'example-totalCost']) {
            const value = example.querySelector(`[data-figure="${figure}"] dd`);
            const box = value?.getBoundingClientRect();
            const shown =
              !!value &&
              !!box &&
              box.width > 0 &&
              box.height > 0 &&
              value.checkVisibility({ visibilityProperty: true });
            if (!shown) problems.push(`card ${i}: ${figure} not visible`);
          }
          return problems;
        }),
      ),
    )
    .toEqual([]);
}

/**
 * Each card's link hands over the loan the card prices (the asked one in the offer's unit, or the nearest it
 * lends): our /transition/ page with the offer, amount, term and unit.
 */
async function expectLinks(cards: Locator, read: RawCard[]): Promise<void> {
  const hrefs = await cards.evaluateAll((articles) =>
    articles.map((a) => a.querySelector('a.pz-card__cta')?.getAttribute('href') ?? ''),
  );
  hrefs.forEach((href, i) => {
    const card = read[i]!;
    const unit = card.data['term-unit'] === 'months' ? '&unit=months' : '';
    expect(href, card.name).toBe(
      `/transition/?offer=${card.data['offer-id']}&amount=${card.data['amount']}&term=${card.data['term']}${unit}`,
    );
  });
}

/**
 * The transition page's link goes through our click endpoint with the loan of the card followed; the lender gets
 * that loan and the click id the ledger recorded, in the lender's own sub-id parameter.
 */
async function expectHandoff(page: Page, cards: Locator, read: RawCard[]): Promise<void> {
  const lenders = await lenderStandIn(page);
  const card = read[0]!;
  await cards.first().locator('a.pz-card__cta').click();
  await page.getByRole('button', { name: 'Zatrzymaj przekierowanie' }).click();
  const link = page.locator('a[href^="/api/click/"][rel~="nofollow"]').first();
  const href = new URL((await link.getAttribute('href'))!, page.url());
  expect(href.pathname).toBe(`/api/click/${card.data['offer-id']}`);
  expect(href.searchParams.get('amount')).toBe(card.data['amount']);
  expect(href.searchParams.get('term')).toBe(card.data['term']);
  await link.click();
  const lender = await lenders.next();
  expect(lender.searchParams.get('amount')).toBe(card.data['amount']);
  expect(lender.searchParams.get('term')).toBe(card.data['term']);
  expect(lender.searchParams.get('term_unit')).toBe(card.data['term-unit']);
  expect(clickBehind(lender)).toMatchObject({
    offer_id: Number(card.data['offer-id']),
    amount: Number(card.data['amount']),
    term: Number(card.data['term']),
    term_unit: card.data['term-unit'],
  });
}

/** On a phone the sorting sits behind the "Filtruj i sortuj" disclosure: open it when it is shown. */
async function openControls(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Filtruj i sortuj' });
  if (await toggle.isVisible()) await toggle.click();
}

const hydrated = (page: Page) => page.waitForSelector('#app[data-hydrated]', { state: 'attached' });
/** The cards are for the choice on the screen: none is left dimmed and busy while the list's chunk arrives. */
const listSettled = (page: Page) =>
  expect(page.locator('.pz-offers__list[aria-busy="true"], .pz-offerlist__live[aria-busy="true"]')).toHaveCount(0);

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const request of CASES) {
      test(`/offers/ for ${request.amount} zł, ${request.term} ${request.unit}: every card's RRSO and cost are its own loan's, sorted by them`, async ({
        page,
        request: api,
      }) => {
        const errors = watchErrors(page);
        const offers = await offerConfig(api);
        await page.goto(`/offers/${query(request)}`);
        await hydrated(page);
        const status = page.getByRole('status').filter({ hasText: /^Znaleźliśmy/ });
        await expect(status).toContainText(new RegExp(`na ${request.term}\\s(${unitWords(request)})$`));
        const cards = page.locator('article.pz-card');
        await expect(cards).toHaveCount(offers.size);
        const read = await checkAll(cards, offers, request);
        await expectGroups(page, page.locator('.pz-offerlist'), read, offers, request);
        await expectExamplesShown(cards);
        await expectLinks(cards, read);

        // Sorted by RRSO: the RRSO each card shows is non-decreasing within each group, and is the model's.
        await openControls(page);
        await page.getByRole('combobox', { name: 'Sortuj' }).selectOption('rrso');
        await listSettled(page);
        const sorted = await checkAll(cards, offers, request);
        for (const group of ['fitting', 'other'] as const) {
          const shown = sorted.filter((c) => c.group === group).map((c) => parsePct(c.figures['rrso']));
          expect(shown).toEqual([...shown].sort((a, b) => a - b));
          const model = sorted
            .filter((c) => c.group === group)
            .map((c) =>
              roundPct(
                loanFigures(
                  offers.get(Number(c.data['offer-id']))!,
                  Number(c.data['amount']),
                  Number(c.data['term']),
                  TODAY_LAW,
                  { firstLoan: c.data['first-loan'] !== 'false' },
                ).rrsoPct,
              ),
            );
          expect(shown).toEqual(model);
        }
        if (viewport.width === 360 && request.amount === 4000) await expectNoAxeViolations(page, '.pz-offerlist');
        // Nothing on the card is wider than a 360 px phone.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectHandoff(page, cards, sorted);
        expect(errors.pageErrors).toEqual([]);
      });
    }
  });
}

const interactive = (page: Page) => page.waitForSelector('#app[data-interactive]', { state: 'attached' });

/** Within each group, the RRSO each card shows never falls, and is the model's for the card's loan. */
function expectSortedByRrso(read: RawCard[], offers: Map<number, Offer>): void {
  for (const group of ['fitting', 'other'] as const) {
    const cards = read.filter((c) => c.group === group);
    const shown = cards.map((c) => parsePct(c.figures['rrso']));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown).toEqual(
      cards.map((c) =>
        roundPct(
          loanFigures(
            offers.get(Number(c.data['offer-id']))!,
            Number(c.data['amount']),
            Number(c.data['term']),
            TODAY_LAW,
            { firstLoan: c.data['first-loan'] !== 'false' },
          ).rrsoPct,
        ),
      ),
    );
  }
}

// Loaded directly, /offers/ hydrates its sliders and the list's controls at once and keeps the server's cards until
// the choice changes (site/islands/all-offers.tsx); reached through the client router it renders the live list.
// Both must look and answer the same, from the moment the page is interactive, with the keyboard alone.
for (const way of ['loaded directly', 'reached through the client router'] as const) {
  test(`/offers/ ${way}: sorting and filters answer the keyboard as soon as the page is interactive, priced by the cost model`, async ({
    browser,
    request: api,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await rememberConsent(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const offers = await offerConfig(api);
    const documents: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'document' && documents.push(r.url())));
    if (way === 'loaded directly') {
      await page.goto('/offers/');
      await interactive(page);
    } else {
      await page.goto('/');
      await interactive(page);
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Oferty' }).click();
      await expect(page).toHaveURL(/\/offers\/$/);
      expect(documents).toHaveLength(1); // no reload: the router rendered the page
    }
    const list = page.locator('.pz-offerlist');
    // The list's parts in the same order on both paths: heading, controls, the warning and the order line, the count
    // (a live region), the results.
    const parts = await list.evaluate((el) =>
      [...el.querySelectorAll(':scope > *, :scope > .pz-offerlist__live > *')].map(
        (child) => child.getAttribute('role') ?? child.className,
      ),
    );
    expect(parts).toEqual([
      'pz-offerlist__heading',
      'pz-offerlist__controls',
      'pz-offer-notices',
      'pz-offerlist__live',
      'status',
      'pz-offerlist__results',
    ]);
    const cards = page.locator('article.pz-card');
    const request: Request = { amount: 1500, term: 30, unit: 'days' };
    await checkAll(cards, offers, request);

    // Loaded directly, a new order moves the server's own cards (site/islands/reorder-cards.ts): mark them first.
    const mark = (els: Element[]) => els.forEach((el) => el.setAttribute('data-test-server', ''));
    if (way === 'loaded directly') await cards.evaluateAll(mark);
    // Sort with the keyboard: from "najtańsze dla Twojej kwoty" one step down is "najniższe RRSO".
    const sort = page.getByRole('combobox', { name: 'Sortuj' });
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('rrso');
    await expect
      .poll(async () => {
        const read = await readCards(cards);
        try {
          expectSortedByRrso(read, offers);
          return true;
        } catch {
          return false;
        }
      })
      .toBe(true);
    expectSortedByRrso(await checkAll(cards, offers, request), offers);
    await expect(sort).toBeFocused(); // the control stays where the visitor is
    const ranks = await page
      .locator('ol.pz-offerlist__list .pz-card__rank')
      .evaluateAll((els) => els.map((el) => el.textContent));
    expect(ranks).toEqual(ranks.map((_, i) => `Miejsce ${i + 1}`));
    if (way === 'loaded directly') await expect(page.locator('article.pz-card:not([data-test-server])')).toHaveCount(0);

    // A filter, by Tab and Space: the count and the cards are the offers that pass it.
    const idOnly = page.getByRole('checkbox', { name: 'tylko dowód osobisty' });
    await page.getByRole('combobox', { name: 'Rodzaj pożyczki' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(idOnly).toBeFocused();
    await page.keyboard.press('Space');
    await expect(idOnly).toBeChecked();
    // "tylko dowód osobisty": the offers that need nothing but an ID card; counted: those that lend the loan asked for.
    const passing = [...offers.values()].filter((offer) => offer.idOnly);
    expect(passing.length).toBeLessThan(offers.size);
    await expect(cards).toHaveCount(passing.length);
    const fitting = passing.filter((offer) => quoteLoan(offer, request.amount, request.term, request.unit).fits).length;
    await expect(page.getByRole('status').filter({ hasText: /^Znaleźliśmy/ })).toHaveText(
      new RegExp(`^Znaleźliśmy\\s${fitting}\\s\\S+\\sdla\\s1\\s500\\szł\\sna\\s30\\sdni$`),
    );
    const read = await checkAll(cards, offers, request);
    expect(read.every((card) => offers.get(Number(card.data['offer-id']))!.idOnly)).toBe(true);
    expectSortedByRrso(read, offers);
    // The list is still labelled by its heading, and the page passes axe.
    const labelledBy = await page.locator('ol.pz-offerlist__list').getAttribute('aria-labelledby');
    await expect(page.locator(`[id="${labelledBy}"]`)).toHaveText('Oferty dla Ciebie');
    await expectNoAxeViolations(page, '.pz-offers');
    expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
    await context.close();
  });
}

test('a category page keeps the request: fitting offers first, the rest below with their limits', async ({
  page,
  request: api,
}) => {
  const offers = await offerConfig(api);
  const request: Request = { amount: 4000, term: 45, unit: 'days' };
  await page.goto(`/pozyczki/${query(request)}`);
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: /^Znaleźliśmy/ })).toContainText(
    /dla 4\s000\szł na 45\sdni$/,
  );
  const cards = page.locator('article.pz-card');
  const read = await checkAll(cards, offers, request);
  await expectGroups(page, page.locator('.pz-offerlist'), read, offers, request);
  await expectExamplesShown(cards);
});

// A page about one loan starts at that loan: /pozyczki/1000-zl/ shows 1 000 zł for 30 days in its sliders, its
// count and every card, as the prerender wrote it (no change when it hydrates) and as the client router renders
// it coming from a page of another loan (/pozyczki/ starts at 1 500 zł). A loan in the address still wins.
for (const way of ['loaded directly', 'reached through the client router'] as const) {
  test(`/pozyczki/1000-zl/ ${way}: the headline, the sliders and every card are for 1 000 zł`, async ({
    browser,
    request: api,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await rememberConsent(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const offers = await offerConfig(api);
    const request: Request = { amount: 1000, term: 30, unit: 'days' };
    const documents: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'document' && documents.push(r.url())));
    if (way === 'loaded directly') {
      // What the server sends already names 1 000 zł, before any script runs.
      const html = (await (await api.get('/pozyczki/1000-zl/')).text()).replace(/&nbsp;|&#160;|\u00a0/g, ' ');
      expect(html).toMatch(/Znaleźliśmy \d+ \S+ dla 1 000 zł na 30 dni/);
      expect(html).not.toMatch(/dla 1 500 zł/);
      await page.goto('/pozyczki/1000-zl/');
      await hydrated(page);
    } else {
      await page.goto('/pozyczki/');
      await hydrated(page);
      await expect(page.getByRole('status').filter({ hasText: /^Znaleźliśmy/ })).toContainText(
        /dla 1\s500\szł na 30\sdni$/,
      );
      await routeTo(page, '/pozyczki/1000-zl/', 'category');
      expect(documents).toHaveLength(1); // no reload: the router rendered the page
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pożyczka 1\s000\szł$/);
    const status = page.getByRole('status').filter({ hasText: /^Znaleźliśmy/ });
    await expect(status).toContainText(/dla 1\s000\szł na 30\sdni$/);
    await expect(page.locator('.pz-offers__choice')).toHaveText(/^1\s000\szł na\s30\sdni$/);
    await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toHaveAttribute(
      'aria-valuetext',
      formatPln(1000),
    );
    await expect(page.getByRole('slider', { name: 'Okres spłaty' })).toHaveValue('30');
    await listSettled(page);
    const cards = page.locator('article.pz-card');
    const read = await checkAll(cards, offers, request);
    expect(
      read.filter((c) => c.group === 'fitting').every((c) => c.data['amount'] === '1000' && c.data['term'] === '30'),
    ).toBe(true);
    await expectGroups(page, page.locator('.pz-offerlist'), read, offers, request);
    await expectExamplesShown(cards);
    // The page's own loan needs no address: it stays clean.
    await expect(page).toHaveURL(/\/pozyczki\/1000-zl\/$/);
    expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
    await context.close();
  });
}

test('/pozyczki/1000-zl/ with a loan in the address: the address wins over the page’s own loan', async ({
  page,
  request: api,
}) => {
  const offers = await offerConfig(api);
  const request: Request = { amount: 2500, term: 14, unit: 'days' };
  await page.goto(`/pozyczki/1000-zl/${query(request)}`);
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: /^Znaleźliśmy/ })).toContainText(
    /dla 2\s500\szł na 14\sdni$/,
  );
  await expect(page.getByRole('slider', { name: 'Kwota pożyczki' })).toHaveAttribute('aria-valuetext', formatPln(2500));
  await listSettled(page);
  const cards = page.locator('article.pz-card');
  const read = await checkAll(cards, offers, request);
  await expectGroups(page, page.locator('.pz-offerlist'), read, offers, request);
  await expect(page).toHaveURL(/\?amount=2500&term=14$/);
  // Only the term in the address: the amount is the page's own.
  await page.goto('/pozyczki/1000-zl/?term=14');
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: /^Znaleźliśmy/ })).toContainText(
    /dla 1\s000\szł na 14\sdni$/,
  );
  await listSettled(page);
  await checkAll(cards, offers, { amount: 1000, term: 14, unit: 'days' });
});

test('the partner offer-list widget: cards priced for the partner’s loan, checked against the model', async ({
  page,
  request: api,
}) => {
  const offers = await offerConfig(api);
  // tests/e2e/fixtures/partner-widgets.html: data-amount="2000" data-term="30" data-limit="3".
  const request: Request = { amount: 2000, term: 30, unit: 'days' as TermUnit };
  await page.goto(`${FIXTURES_ORIGIN}/partner-widgets.html`);
  const cards = page.locator('#offers article.pz-card');
  await expect(cards).toHaveCount(3);
  const read = await checkAll(cards, offers, request);
  // The partner's limit keeps offers that lend the loan: all three fit.
  expect(read.map((c) => c.group)).toEqual(['fitting', 'fitting', 'fitting']);
  await expectExamplesShown(cards);
});
