// The loader on a partner page from another origin (127.0.0.1 beside localhost) and on our own site: consent from
// every source, sourcebuster-compatible attribution cookies, page views with what consent allows (checked in the
// database), the public global window.przelewik, and widgets in shadow roots under a strict CSP.
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { parseSbjsValue } from '../../contracts/sbjs-cookie';
import {
  eventRow,
  eventsForView,
  expectNoAxeViolations,
  networkSettled,
  watchErrors,
  type FullEventRow,
} from './helpers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { FIXTURES_ORIGIN, FIXTURES_PORT, SERVER_ORIGIN } from './origins';

const PLAIN = `${FIXTURES_ORIGIN}/partner-plain.html`;

interface SentEvent {
  body: Record<string, unknown>;
  row: Promise<FullEventRow | undefined>;
}

/** Every POST /api/event the page sends, with the database row the server stored for it. */
function captureEvents(page: Page): SentEvent[] {
  const sent: SentEvent[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/event') || request.method() !== 'POST') return;
    // The row is looked up when a test reads it, not for every event sent: waiting for the response of an event the
    // test never reads could outlive the test, and Playwright rejects that wait when the test ends ("Test ended").
    let row: Promise<FullEventRow | undefined> | undefined;
    sent.push({
      body: request.postDataJSON() as Record<string, unknown>,
      get row() {
        return (row ??= request.response().then(async (response) => {
          const answer = (await response?.json().catch(() => null)) as { id?: number } | null;
          return answer?.id ? eventRow(answer.id) : undefined;
        }));
      },
    });
  });
  return sent;
}

/** The sbjs_* cookies of an origin, decoded as sbjs.get shows them. */
async function sbjs(
  context: BrowserContext,
  origin = FIXTURES_ORIGIN,
): Promise<Record<string, Record<string, string>>> {
  const cookies = await context.cookies(origin);
  return Object.fromEntries(
    cookies.filter((c) => c.name.startsWith('sbjs_')).map((c) => [c.name, parseSbjsValue(c.value)]),
  );
}

function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

const pageViews = (sent: SentEvent[]) => sent.filter((e) => e.body.event === 'page_view');

test.describe('attribution on a partner page with consent', () => {
  const cases = [
    {
      name: 'a Google search visit',
      path: '',
      referer: 'http://www.google.com/search?q=chwil%C3%B3wka',
      current: { typ: 'organic', src: 'google', mdm: 'organic', cmp: '(none)' },
      utm: { utm_source: 'google', utm_medium: 'organic', utm_campaign: null },
    },
    {
      name: 'an ad click with gclid',
      path: '?gclid=Cj0KCQ-test',
      current: { typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc' },
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'google_cpc' },
      clid: { gclid: 'Cj0KCQ-test' },
    },
    {
      name: 'a utm link',
      path: '?utm_source=newsletter&utm_medium=email&utm_campaign=jesien-2026&utm_term=pozyczka',
      current: { typ: 'utm', src: 'newsletter', mdm: 'email', cmp: 'jesien-2026', trm: 'pozyczka' },
      utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'jesien-2026', utm_term: 'pozyczka' },
    },
    {
      name: 'a referral',
      path: '',
      referer: 'http://forum.example.com/watek/42',
      current: { typ: 'referral', src: 'forum.example.com', mdm: 'referral' },
      utm: { utm_source: 'forum.example.com', utm_medium: 'referral' },
    },
    {
      name: 'a direct visit',
      path: '',
      current: { typ: 'typein', src: '(direct)', mdm: '(none)' },
      utm: { utm_source: '(direct)', utm_medium: null },
    },
  ];

  for (const c of cases) {
    test(`${c.name} leaves the right sbjs cookies and page view`, async ({ page, context }) => {
      const errors = watchErrors(page);
      const sent = captureEvents(page);
      await page.goto(`${PLAIN}${c.path}#zgoda`, c.referer ? { referer: c.referer } : {});
      await expect.poll(() => pageViews(sent).length).toBe(1);
      const jar = await sbjs(context);
      expect(jar.sbjs_current).toMatchObject(c.current);
      expect(jar.sbjs_first).toMatchObject(c.current);
      expect(jar.sbjs_udata).toMatchObject({ vst: '1', uip: '(none)' });
      expect(jar.sbjs_session).toMatchObject({ pgs: '1', cpg: expect.stringContaining('/partner-plain.html') });
      expect(jar.sbjs_promo?.code).toMatch(/^[1-9]\d{5}$/);
      expect(jar.sbjs_current_add).toMatchObject({
        ep: expect.stringContaining('/partner-plain.html'),
        rf: c.referer ? expect.stringMatching(/^http:\/\//) : '(none)',
      });
      if (c.clid) expect(jar.sbjs_clid).toMatchObject(c.clid);
      else expect(jar.sbjs_clid).toBeUndefined();
      // sourcebuster's attributes plus what it lacks: SameSite=Lax (Secure only on https; this page is http).
      for (const cookie of (await context.cookies(FIXTURES_ORIGIN)).filter((k) => k.name.startsWith('sbjs_'))) {
        expect(cookie).toMatchObject({ sameSite: 'Lax', secure: false, path: '/', domain: '127.0.0.1' });
      }

      const [view] = pageViews(sent);
      const row = await view!.row;
      expect(row).toMatchObject({ event: 'page_view', origin: FIXTURES_ORIGIN, domain: '127.0.0.1', ...c.utm });
      expect(row?.session_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row?.client_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.parse(row!.data)).toEqual({
        path: '/partner-plain.html',
        view_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
    });
  }

  test('a return visit keeps the first source, counts the visit and keeps the client id', async ({ page, context }) => {
    const sent = captureEvents(page);
    await page.goto(`${PLAIN}?utm_source=newsletter&utm_campaign=jesien#zgoda`);
    await expect.poll(() => pageViews(sent).length).toBe(1);
    const first = await pageViews(sent)[0]!.row;
    // Thirty minutes later: the session cookie has expired.
    await context.clearCookies({ name: 'sbjs_session' });
    await page.goto(`${PLAIN}#zgoda`, { referer: '' });
    await expect.poll(() => pageViews(sent).length).toBe(2);
    const jar = await sbjs(context);
    expect(jar.sbjs_first).toMatchObject({ typ: 'utm', src: 'newsletter', cmp: 'jesien' });
    expect(jar.sbjs_current).toMatchObject({ typ: 'utm', src: 'newsletter', cmp: 'jesien' });
    expect(jar.sbjs_udata).toMatchObject({ vst: '2' });
    expect(jar.sbjs_session).toMatchObject({ pgs: '1' });
    const second = await pageViews(sent)[1]!.row;
    expect(second).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'jesien', client_id: first?.client_id });
  });
});

test('before consent: no traffic cookie, no stored id, no optional chunk; consent later counts the view; withdrawal clears', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  const sent = captureEvents(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${PLAIN}?utm_source=newsletter&utm_medium=email`);
  await expect.poll(() => pageViews(sent).length).toBe(1);
  const before = await pageViews(sent)[0]!.row;
  // An anonymous count: the address's own utm_*, no ids.
  expect(before).toMatchObject({
    event: 'page_view',
    utm_source: 'newsletter',
    utm_medium: 'email',
    session_id: null,
    client_id: null,
  });
  await networkSettled(page);
  expect(await sbjs(context)).toEqual({});
  expect(await page.evaluate(() => [localStorage.getItem('session_id'), localStorage.getItem('client_id')])).toEqual([
    null,
    null,
  ]);
  expect(scripts.filter((url) => url.includes('/loader/feature-traffic-'))).toEqual([]);
  expect(scripts.filter((url) => url.includes('/loader/runtime-'))).toEqual([]);

  // The partner's consent tool answers after boot, through the live global.
  await page.evaluate(() =>
    (window as unknown as { przelewik: unknown[] }).przelewik.push(['consent', { analytics: true, marketing: true }]),
  );
  await expect.poll(() => sent.length).toBe(2);
  expect(scripts.filter((url) => url.includes('/loader/feature-traffic-'))).toHaveLength(1);
  const jar = await sbjs(context);
  expect(jar.sbjs_current).toMatchObject({ typ: 'utm', src: 'newsletter', mdm: 'email' });
  const viewId = JSON.parse(before!.data).view_id as string;
  await expect.poll(() => eventsForView(viewId).map((r) => r.event)).toEqual(['page_view', 'page_view_consented']);
  const consented = eventsForView(viewId)[1]!;
  expect(consented).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email' });
  expect(consented.client_id).toMatch(/^[0-9a-f-]{36}$/);

  // Withdrawal: the attribution cookies and the stored ids go.
  await page.evaluate(() => (window as unknown as { przelewik: unknown[] }).przelewik.push(['consent', 'none']));
  await expect.poll(() => sbjs(context)).toEqual({});
  expect(await page.evaluate(() => [localStorage.getItem('session_id'), localStorage.getItem('client_id')])).toEqual([
    null,
    null,
  ]);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('window.przelewik: commands queued before boot and pushed after it; a bad one is one warning', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const warnings = warningsOf(page);
  const sent = captureEvents(page);
  await page.addInitScript(() => {
    const w = window as unknown as { przelewik?: unknown[] };
    w.przelewik = w.przelewik || [];
    w.przelewik.push(['event', 'calculator_opened', { place: 'header', step: 1 }], ['lead', 'nie-uuid']);
  });
  await page.goto(PLAIN);
  await expect.poll(() => sent.map((e) => e.body.event).sort()).toEqual(['calculator_opened', 'page_view']);
  const queued = await sent.find((e) => e.body.event === 'calculator_opened')!.row;
  expect(queued).toMatchObject({
    event: 'calculator_opened',
    origin: FIXTURES_ORIGIN,
    domain: '127.0.0.1',
    session_id: null,
  });
  expect(JSON.parse(queued!.data)).toEqual({ place: 'header', step: 1 });
  expect(warnings).toEqual(["[przelewik] przelewik.push: ignored a command: 'lead' needs a UUID v4"]);

  const returned = await page.evaluate(() => {
    const q = (window as unknown as { przelewik: unknown[] }).przelewik;
    q.push(['event', 'cta_click', { offer_id: 3 }]);
    q.push(['nieznana']);
    q.push(['event', 'form_sent', { phone: '600100200' }]);
    return Array.isArray(q) && q.length;
  });
  expect(returned).toBe(0);
  await expect.poll(() => sent.length).toBe(3);
  expect(await sent[2]!.row).toMatchObject({ event: 'cta_click' });
  expect(warnings.slice(1)).toEqual([
    "[przelewik] przelewik.push: ignored a command: unknown command 'nieznana' (known: consent, event, lead)",
    '[przelewik] przelewik.push: ignored a command: \'event\' form_sent: prop "phone" looks like personal data, which events never carry',
  ]);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('storage that throws and a garbage config: consent still works, nothing is thrown into the page', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  const sent = captureEvents(page);
  await page.addInitScript(() => {
    (window as unknown as { przelewik: unknown[] }).przelewik = [
      ['consent', true],
      'śmieci',
      ['consent', { analytics: 'tak' }],
    ];
  });
  await page.goto(`${FIXTURES_ORIGIN}/partner-no-storage.html?utm_source=blokada`);
  await expect.poll(() => pageViews(sent).length).toBe(1);
  expect((await sbjs(context)).sbjs_current).toMatchObject({ typ: 'utm', src: 'blokada' });
  expect(await pageViews(sent)[0]!.row).toMatchObject({ utm_source: 'blokada' });

  await page.goto(`${FIXTURES_ORIGIN}/partner-garbage.html`);
  await expect.poll(() => pageViews(sent).length).toBe(2);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('widgets mount once into shadow roots under a strict CSP, unaffected by the host page’s CSS', async ({ page }) => {
  const errors = watchErrors(page);
  const warnings = warningsOf(page);
  const sent = captureEvents(page);
  await page.goto(`${FIXTURES_ORIGIN}/partner-widgets.html`);

  const slider = page.locator('#slider');
  const label = slider.getByText('Ile potrzebujesz?');
  await expect(slider.getByRole('slider', { name: 'Ile potrzebujesz?' })).toHaveValue('2000');
  // The page's inherited font, colour, letter spacing and !important rules for label/button stop at the shadow root.
  await expect(label).toHaveCSS('color', 'rgb(16, 35, 63)');
  await expect(label).toHaveCSS('text-transform', 'none');
  await expect(label).toHaveCSS('letter-spacing', 'normal');
  await expect(slider.locator('.pz-slider__number')).toHaveCSS('color', 'rgb(11, 93, 59)');
  // …and the widget's class names never style the page.
  await expect(page.locator('#host-clash')).toHaveCSS('color', 'rgb(0, 0, 255)');
  await expect(page.locator('#host-clash')).toHaveCSS('font-weight', '400');
  await expect(page.locator('#host-content')).toHaveCSS('color', 'rgb(102, 51, 153)');

  const offers = page.locator('#offers');
  await expect(offers.getByRole('heading', { level: 2, name: 'Pożyczki od naszego partnera' })).toBeVisible();
  const ctas = offers.getByRole('link', { name: /Przejdź|Wybierz|Złóż|Sprawdź/ });
  await expect(ctas).toHaveCount(3);
  for (const href of await ctas.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
    // placement=widget tells the click ledger the visitor came through a partner's widget.
    expect(href).toMatch(
      new RegExp(`^${SERVER_ORIGIN}/transition/\\?offer=\\d+&amount=2000&term=30&placement=widget$`),
    );
  }

  // Injected styles carry the page's nonce (a missing one would be blocked by the CSP and logged as an error).
  const nonces = await page.evaluate(() =>
    ['slider', 'offers'].map((id) => document.getElementById(id)?.shadowRoot?.querySelector('style')?.nonce),
  );
  expect(nonces).toEqual(['pz-e2e-nonce', 'pz-e2e-nonce']);
  expect(await page.evaluate(() => document.getElementById('bad')?.shadowRoot ?? null)).toBeNull();
  expect(warnings).toContain(
    '[przelewik] data-widget="kalkulator" is not a widget (known: amount-slider, loan-sliders, offer-list, registration, phone, credit-card, lender-hub, faq, steps, how-it-works)',
  );
  // The snippet is pasted twice: one boot, one page view, the queued event once.
  await expect.poll(() => sent.map((e) => e.body.event).sort()).toEqual(['page_view', 'partner_widgets_seen']);
  await networkSettled(page);
  expect(sent.map((e) => e.body.event).sort()).toEqual(['page_view', 'partner_widgets_seen']);
  expect(warnings.filter((w) => w.includes('could not be mounted'))).toEqual([]);
  // No CSP violation from anything we injected (checked before axe, which sets inline styles of its own).
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  await expectNoAxeViolations(page, '#offers');
  await expectNoAxeViolations(page, '#slider');
});

test.describe('our own site: the cookie banner and the loader', () => {
  for (const width of [360, 1280]) {
    test(`a first-time visitor sees the banner at ${width} px; it shifts nothing, axe finds nothing, nothing optional runs`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const sent = captureEvents(page);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Pliki cookies' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Akceptuję wszystkie' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Odrzucam wszystkie' })).toBeVisible();
      await expect.poll(() => pageViews(sent).length).toBe(1);
      // Layout shifts would come from hydration and late resources: wait for both, then read the sum.
      await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
      await networkSettled(page);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
      await expectNoAxeViolations(page);
      expect(await sbjs(context, SERVER_ORIGIN)).toEqual({});
      expect(await pageViews(sent)[0]!.row).toMatchObject({ event: 'page_view', session_id: null, client_id: null });
      expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
      await context.close();
    });
  }

  test('on a 360 × 640 phone the banner takes at most a quarter of the screen, comes first from the keyboard and never hides the focused slider', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
    const banner = page.getByRole('region', { name: 'Pliki cookies' });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(0.25 * 360 * 640);
    // Accept, reject and settings look alike: the same class and the same size.
    const buttons = banner.getByRole('button');
    await expect(buttons).toHaveText(['Akceptuję wszystkie', 'Odrzucam wszystkie', 'Ustawienia']);
    const classes = await buttons.evaluateAll((els) => els.map((el) => el.className));
    expect(new Set(classes).size).toBe(1);
    const sizes = await buttons.evaluateAll((els) =>
      els.map(
        (el) => `${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}`,
      ),
    );
    expect(new Set(sizes).size).toBe(1);

    // The first Tab from the top of the page lands in the banner (its policy link, then the three buttons), and the
    // skip link still follows it.
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Polityka cookies' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Akceptuję wszystkie' })).toBeFocused();
    for (let i = 0; i < 6 && !(await page.evaluate(() => document.activeElement?.classList.contains('pz-skip'))); i++)
      await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused();

    // Tabbing on to the amount slider scrolls it clear of the banner.
    const slider = page.getByRole('slider', { name: 'Ile chcesz pożyczyć?' });
    for (let i = 0; i < 20 && !(await slider.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(slider).toBeFocused();
    // Smooth scrolling takes a moment: wait for the position the focus scrolled to, then check it once more.
    const clearOfBanner = async () => {
      const [focusBox, bannerBox] = await Promise.all([slider.boundingBox(), banner.boundingBox()]);
      return !!focusBox && !!bannerBox && focusBox.y >= 0 && focusBox.y + focusBox.height <= bannerBox.y;
    };
    await expect.poll(clearOfBanner, { message: 'the slider ends above the banner and below the top' }).toBe(true);
    const [focusBox, bannerBox] = await Promise.all([slider.boundingBox(), banner.boundingBox()]);
    expect(focusBox!.y + focusBox!.height, 'the slider ends above the banner').toBeLessThanOrEqual(bannerBox!.y);
    expect(focusBox!.y).toBeGreaterThanOrEqual(0);
    await expectNoAxeViolations(page);

    // Closed: the padding it asked for goes with it, and axe still finds nothing.
    await banner.getByRole('button', { name: 'Odrzucam wszystkie' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    await expectNoAxeViolations(page);
    expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
    await context.close();
  });

  test('on a 360 × 740 phone every Tab stop of the home page, ring included, ends up clear of the open banner', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
    const banner = page.getByRole('region', { name: 'Pliki cookies' });
    await expect(banner).toBeVisible();
    // The widest focus ring on the site is a 3 px outline 3 px off the element: all of it must show.
    const RING = 6;
    /**
     * Where the focused element is, once the page has scrolled to it (the site scrolls smoothly: it takes a moment).
     */
    const focused = () =>
      page.evaluate((ring) => {
        const el = document.activeElement;
        if (!el || el === document.body) return { name: '', place: 'body' };
        const name = (
          el.getAttribute('aria-label') ??
          (el as HTMLInputElement).labels?.[0]?.textContent ??
          el.textContent ??
          ''
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 60);
        const bar = document.querySelector('.pz-consent--banner');
        if (!bar) return { name, place: 'no banner' };
        if (bar.contains(el)) return { name, place: 'banner' };
        const box = el.getBoundingClientRect();
        const barTop = bar.getBoundingClientRect().top;
        const clear = box.top - ring >= 0 && box.bottom + ring <= barTop;
        return {
          name,
          place: clear
            ? 'clear'
            : `under the banner or off screen: ${Math.round(box.top)}…${Math.round(box.bottom)} px, banner from ${Math.round(barTop)} px`,
        };
      }, RING);

    // Into the banner first, then out of it and through the page to its end.
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focused()).place).toBe('banner');
    const visited: string[] = [];
    for (let stop = 0; stop < 80; stop++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      if (now.place === 'banner' && visited.length === 0) continue;
      if (now.place === 'banner' || now.place === 'body') break;
      await expect
        .poll(async () => (await focused()).place, { message: `Tab stop ${visited.length + 1}: ${now.name}` })
        .toBe('clear');
      visited.push(now.name);
    }
    // The stops the audit found hidden, among all the others: the amount slider and "Jednorazowo".
    expect(visited.length).toBeGreaterThan(20);
    expect(
      visited.some((name) => name.startsWith('Ile chcesz pożyczyć?')),
      visited.join(' | '),
    ).toBe(true);
    expect(
      visited.some((name) => name.startsWith('Jednorazowo')),
      visited.join(' | '),
    ).toBe(true);
    await context.close();
  });

  test('accepting counts the view with attribution; „Ustawienia cookies” in the footer reopens the choice; withdrawing clears', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    const sent = captureEvents(page);
    await page.goto('/?utm_source=facebook&utm_medium=social');
    await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
    await page.getByRole('button', { name: 'Akceptuję wszystkie' }).click();
    await expect(page.getByRole('region', { name: 'Pliki cookies' })).toBeHidden();
    await expect
      .poll(async () => (await sbjs(context, SERVER_ORIGIN)).sbjs_current)
      .toMatchObject({ typ: 'utm', src: 'facebook', mdm: 'social' });
    await expect.poll(() => sent.map((e) => e.body.event)).toEqual(['page_view', 'page_view_consented']);
    expect(await sent[1]!.row).toMatchObject({
      utm_source: 'facebook',
      utm_medium: 'social',
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    // A later page load reads the stored choice: consented from the start, a single page_view.
    await page.goto('/offers/');
    await expect.poll(() => sent.length).toBe(3);
    expect(await sent[2]!.row).toMatchObject({
      event: 'page_view',
      utm_source: 'facebook',
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await expect(page.getByRole('region', { name: 'Pliki cookies' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Ustawienia cookies' }).click();
    const settings = page.getByRole('region', { name: 'Ustawienia cookies' });
    await expect(settings).toBeVisible();
    // Keyboard users land in the settings (the widget is fetched on this click: the visitor had already chosen).
    await expect(settings.getByRole('heading', { name: 'Ustawienia cookies' })).toBeFocused();
    await expect(settings.getByRole('checkbox', { name: 'Marketingowe' })).toBeChecked();
    await settings.getByRole('checkbox', { name: 'Marketingowe' }).uncheck();
    await settings.getByRole('button', { name: 'Zapisz wybór' }).click();
    await expect(settings).toBeHidden();
    await expect.poll(() => sbjs(context, SERVER_ORIGIN)).toEqual({});
    // Analytics stays: the ids are kept.
    expect(await page.evaluate(() => localStorage.getItem('client_id'))).not.toBeNull();
    expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  });
});

test.describe('f_l: the cookie domain mode on a real domain', () => {
  // Hosts under partner.test resolve to the fixture server, so the browser applies real Domain rules
  // (on 127.0.0.1 every cookie is host-only).
  // A browser of its own: the resolver rule is a launch flag (test.use would force a new worker). Its four tests run
  // in order in one worker, so that browser starts once rather than once per test.
  test.describe.configure({ mode: 'default' });
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.partner.test 127.0.0.1'],
    });
  });
  test.afterAll(() => browser.close());
  const origin = `http://sklep.partner.test:${FIXTURES_PORT}`;

  for (const [flag, domain] of [
    ['', '.sklep.partner.test'],
    ['f_l=0&', '.sklep.partner.test'],
    ['f_l=1&', '.partner.test'],
    ['f_l=2&', 'sklep.partner.test'],
  ] as const) {
    test(`${flag || 'no f_l'} → cookies on ${domain}`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sent = captureEvents(page);
      await page.goto(`${origin}/partner-plain.html?${flag}utm_source=f_l#zgoda`);
      await expect.poll(() => pageViews(sent).length).toBe(1);
      const cookies = (await context.cookies(origin)).filter((c) => c.name.startsWith('sbjs_'));
      expect(cookies.map((c) => c.name).sort()).toEqual([
        'sbjs_current',
        'sbjs_current_add',
        'sbjs_first',
        'sbjs_first_add',
        'sbjs_migrations',
        'sbjs_promo',
        'sbjs_session',
        'sbjs_udata',
      ]);
      for (const cookie of cookies) expect(cookie.domain).toBe(domain);
      // Withdrawal deletes them whichever domain they were written on.
      await page.evaluate(() => (window as unknown as { przelewik: unknown[] }).przelewik.push(['consent', 'none']));
      await expect
        .poll(async () => (await context.cookies(origin)).filter((c) => c.name.startsWith('sbjs_')))
        .toEqual([]);
      await context.close();
    });
  }
});
