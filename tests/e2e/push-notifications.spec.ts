// Transfer-status notifications end to end: the real server, the real Firebase web SDK and service worker in
// Chromium (Firebase's browser-side network intercepted as in push.spec.ts, tests/e2e/push-net.ts), and the server's
// real firebase-admin talking to a local stand-in of FCM's HTTP v1 endpoint and Google's token endpoint through the
// SDK's own httpAgent option (tests/fcm-stand-in.ts, started here on E2E_FCM_PORT). What FCM would push to the
// browser is handed to the visitor's service worker through Chromium's DevTools protocol, as a push service would.
//
// The notification queue runs on a clock this spec sets (PUSH_TEST_CLOCK_FILE, playwright.config.ts), so quiet
// hours are tested at 22:00 and 8:00 Warsaw time whatever the real hour; the tests run one after another because
// they share that clock.
import { writeFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { OFFERS } from '../../contracts/lenders';
import { startFcmStandIn, type FcmStandIn, type ReceivedMessage } from '../fcm-stand-in';
import { E2E_LENDER_TOKEN } from './affiliate-env';
import { createOperator, logIn } from './console';
import { clickBehind, createLead, expectNoAxeViolations, lenderStandIn, openDb, rememberConsent } from './helpers';
import { FIXTURES_ORIGIN, SERVER_ORIGIN } from './origins';
import { FIREBASE, firebaseNetwork, requestsTo, standInSubscriptions } from './push-net';

test.describe.configure({ mode: 'serial' });

const KASOMIR = OFFERS.find((offer) => offer.lenderId === 'kasomir')!;
const PARTNER_PAGE = `${FIXTURES_ORIGIN}/partner-push.html`;
const SCOPE = '/firebase-cloud-messaging-push-scope';
/** Saturday 28 November 2026, noon in Warsaw (UTC+1). */
const NOON = '2026-11-28T11:00:00.000Z';

let fcm: FcmStandIn;
test.beforeAll(async () => {
  fcm = await startFcmStandIn(Number(process.env.E2E_FCM_PORT));
});
test.afterAll(async () => {
  await fcm?.close();
});

/** Moves the server's notification clock to `iso`; it runs on from there. */
const setClock = (iso: string) => writeFileSync(process.env.E2E_PUSH_CLOCK_FILE!, iso);

function rows<T>(sql: string, ...params: unknown[]): T[] {
  const db = openDb();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A visitor's browser: consent on our site, the push subscription stand-in, Firebase settings on our pages. */
async function visitorContext(browser: Browser, options: { granted?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext();
  await rememberConsent(context);
  await context.addInitScript(standInSubscriptions);
  await context.addInitScript(
    ({ firebase, origin }) => {
      // Our site gets its country (Polish) from /page-config.js; only the Firebase ids are added, as the server's
      // FIREBASE_* would.
      if (location.origin === origin) (window as unknown as { pageConfig: unknown }).pageConfig = { firebase };
    },
    { firebase: FIREBASE, origin: SERVER_ORIGIN },
  );
  if (options.granted) await context.grantPermissions(['notifications'], { origin: SERVER_ORIGIN });
  return context;
}

/**
 * The lead id in the storage of `origin` before the loader runs: on our site as /reg/ leaves it, on a partner's page as
 * our lead frame gives it (identity.md).
 */
async function seedLead(context: BrowserContext, lead: string, origin: string): Promise<void> {
  await context.addInitScript(
    ({ lead, origin }) => {
      if (location.origin === origin && window.top === window && localStorage.getItem('leadId') === null)
        localStorage.setItem('leadId', lead);
    },
    { lead, origin },
  );
}

/** The visitor allows notifications on the prompt (and in the browser's own dialog); resolves with the token posted. */
async function allowOnPrompt(context: BrowserContext, page: Page, url: string, origin: string): Promise<string> {
  const net = await firebaseNetwork(page);
  const posts = requestsTo(page, '/set-token');
  await page.goto(url);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('damy Ci znać, gdy pieniądze będą w\u00a0drodze na Twoje konto');
  await context.grantPermissions(['notifications'], { origin });
  await dialog.locator('[data-action="allow"]').click();
  await expect.poll(() => posts.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  expect(net.other).toEqual([]);
  return net.tokens[0]!;
}

/** The visitor goes to Kasomir through our click address; the lender's page is a stand-in. Returns the click id. */
async function goToLender(page: Page, lead: string): Promise<string> {
  const lender = await lenderStandIn(page);
  await page.goto(`/api/click/${KASOMIR.offer_id}?lead_id=${lead}&placement=list`);
  const click = clickBehind(await lender.next());
  expect(click?.lead_id).toBe(lead);
  return String(click!.click_id);
}

async function postback(page: Page, clickId: string, txid: string, status: string): Promise<{ changed: boolean }> {
  const res = await page.request.get(
    `${SERVER_ORIGIN}/api/postback/kasomir?click_id=${clickId}&txid=${txid}&status=${status}&token=${E2E_LENDER_TOKEN}`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as { changed: boolean };
}

/** Hands an FCM message to our site's push service worker as the push service would, with no page of ours open. */
async function pushToWorker(
  context: BrowserContext,
  page: Page,
  message: ReceivedMessage,
): Promise<{ title: string; body: string; link: string | undefined }[]> {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${SERVER_ORIGIN}${SCOPE}`)).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${SERVER_ORIGIN}${SCOPE}`)!;
  await page.goto('about:blank');
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(`${SERVER_ORIGIN}/firebase-messaging-sw.js`))!;
  // The worker hands a message to an open page of ours instead of showing it: wait until it sees none.
  await expect
    .poll(
      () =>
        worker.evaluate(
          async () =>
            (
              await (
                self as unknown as { clients: { matchAll(options: object): Promise<unknown[]> } }
              ).clients.matchAll({ type: 'window', includeUncontrolled: true })
            ).length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: SERVER_ORIGIN,
    registrationId,
    data: JSON.stringify({ data: message.data, from: FIREBASE.messagingSenderId, fcmMessageId: `m-${Date.now()}` }),
  });
  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map(
        (n) => ({ title: n.title, body: n.body, link: (n.data as { link?: string } | null)?.link }),
      ),
    );
  await expect.poll(async () => (await shown()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return shown();
}

/** Our site's push service worker in this browser. */
const siteWorker = (context: BrowserContext): Worker =>
  context.serviceWorkers().find((w) => w.url().startsWith(`${SERVER_ORIGIN}/firebase-messaging-sw.js`))!;

/**
 * Clicks the notification the worker shows, through the worker's own `notificationclick` handler: a NotificationEvent
 * made of the real notification is dispatched inside the worker. No DevTools command clicks a notification, and
 * Chromium lets only a real click open a window (`clients.openWindow`) or extend the event (`waitUntil`), so for this
 * one dispatch the worker's `clients` are watched: what the handler asks them to open or focus is recorded (the tabs
 * it looks through are the real ones), and its `waitUntil` promise is awaited here.
 */
async function clickNotification(worker: Worker): Promise<{ opened: string[]; focused: string[]; left: number }> {
  return worker.evaluate(async () => {
    type Client = { url: string; focus(): Promise<unknown> };
    type Clients = { matchAll(options: object): Promise<Client[]>; openWindow(url: string): Promise<unknown> };
    const scope = self as unknown as {
      clients: Clients;
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    };
    const real = scope.clients;
    const own = Object.getOwnPropertyDescriptor(scope, 'clients')!;
    const opened: string[] = [];
    const focused: string[] = [];
    const watched: Clients = {
      matchAll: async (options) =>
        (await real.matchAll(options)).map((client) => ({
          url: client.url,
          focus: async () => focused.push(client.url),
        })),
      openWindow: async (url) => opened.push(url),
    };
    Object.defineProperty(scope, 'clients', { configurable: true, value: watched });
    try {
      const [notification] = await scope.registration.getNotifications();
      const Made = (
        self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
      ).NotificationEvent;
      const event = new Made('notificationclick', { notification: notification! });
      const waits: Promise<unknown>[] = [];
      Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => waits.push(promise) });
      scope.dispatchEvent(event);
      await Promise.all(waits);
      return { opened, focused, left: (await scope.registration.getNotifications()).length };
    } finally {
      Object.defineProperty(scope, 'clients', own);
    }
  });
}

test('paid: the Polish notification reaches the visitor on our site and on a partner page, once, and opens the status page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  setClock(NOON);
  const visitor = await visitorContext(browser);
  const lead = await createLead(visitor.request, 1500, 30, [1990, 5, 17]);
  await seedLead(visitor, lead, FIXTURES_ORIGIN);

  // Our site: consent, the Polish prompt (the site's page config says country 14), allow.
  const site = await visitor.newPage();
  const siteToken = await allowOnPrompt(visitor, site, '/partners-list/', SERVER_ORIGIN);
  // The visitor registers (the lead id lands in storage as /reg/ leaves it); the next page sends the token with it.
  await site.evaluate((id) => localStorage.setItem('leadId', id), lead);
  await site.reload();
  await expect
    .poll(
      () =>
        rows<{ lead_id: string }>('SELECT lead_id FROM push_tokens WHERE token = ?', siteToken).map((r) => r.lead_id),
      { timeout: 15_000 },
    )
    .toEqual([lead]);

  // A partner page with push, in the same browser: the prompt in Polish again, allow.
  const partner = await visitor.newPage();
  const partnerToken = await allowOnPrompt(visitor, partner, PARTNER_PAGE, FIXTURES_ORIGIN);
  await expect
    .poll(
      () =>
        rows<{ lead_id: string }>('SELECT lead_id FROM push_tokens WHERE token = ?', partnerToken).map(
          (r) => r.lead_id,
        ),
      { timeout: 15_000 },
    )
    .toEqual([lead]);
  await partner.close();
  // The ledger holds one push consent for the lead.
  expect(
    rows<{ purpose: string; withdrawn_at: string | null }>(
      "SELECT purpose, withdrawn_at FROM consent_records WHERE lead_id = ? AND purpose = 'push'",
      lead,
    ),
  ).toEqual([{ purpose: 'push', withdrawn_at: null }]);

  // To the lender; the lender's signed postback reports the loan paid.
  const clickId = await goToLender(site, lead);
  expect((await postback(site, clickId, `TX-PAID-${lead.slice(0, 8)}`, 'paid')).changed).toBe(true);
  await expect.poll(() => fcm.delivered(siteToken).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => fcm.delivered(partnerToken).length, { timeout: 15_000 }).toBe(1);
  const message = fcm.delivered(siteToken)[0]!;
  expect(message.project).toBe(FIREBASE.projectId);
  expect(message.data).toMatchObject({
    title: 'Pieniądze są w\u00a0drodze',
    body: 'Pożyczkodawca wysłał przelew na Twoje konto. Sprawdź szczegóły.',
    lang: 'pl',
  });
  expect(JSON.stringify(fcm.delivered(partnerToken)[0]!.data)).not.toContain(lead);
  expect(JSON.stringify(message.data)).not.toContain(lead);

  // The same postback again: answered, and no second notification is queued or sent.
  expect((await postback(site, clickId, `TX-PAID-${lead.slice(0, 8)}`, 'paid')).changed).toBe(false);
  expect(rows('SELECT id FROM push_notifications WHERE lead_id = ?', lead)).toHaveLength(1);
  expect(
    rows(
      'SELECT s.id FROM push_sends s JOIN push_notifications n ON n.id = s.notification_id WHERE n.lead_id = ?',
      lead,
    ),
  ).toHaveLength(2);

  // The service worker shows it, in Polish, with the status page as its link.
  const shown = await pushToWorker(visitor, site, message);
  expect(shown).toEqual([
    {
      title: 'Pieniądze są w\u00a0drodze',
      body: 'Pożyczkodawca wysłał przelew na Twoje konto. Sprawdź szczegóły.',
      link: message.data.link,
    },
  ]);
  const link = new URL(shown[0]!.link!);
  expect(`${link.origin}${link.pathname}`).toBe(`${SERVER_ORIGIN}/powiadomienia/status/`);
  expect(link.href).not.toContain(lead);

  // A click on it: the worker's handler closes it and opens its link, since no tab shows that page yet.
  const worker = siteWorker(visitor);
  expect(await clickNotification(worker)).toEqual({ opened: [link.href], focused: [], left: 0 });
  // What the click opens: the status page.
  await site.goto(link.href);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Status Twojej pożyczki');
  await expect(site.getByRole('status')).toContainText(
    // "o godz." with a no-break space, as the typography hook sets every one-letter word.
    /^Pożyczkodawca Kasomir poinformował nas \d{1,2} [a-ząćęłńóśźż]+ \d{4} o\u00a0godz\. \d\d:\d\d, że wypłacił pożyczkę: przelew na Twoje konto został wysłany\.$/,
  );
  await expect(site.getByRole('heading', { name: 'Co dalej' })).toBeVisible();
  await expect(site.getByRole('link', { name: 'Wyłącz powiadomienia' })).toHaveAttribute(
    'href',
    /^\/consents\/withdraw\/\?t=/,
  );
  await expectNoAxeViolations(site);
  // With the status page open in a tab, a click on a notification with the same link brings that tab forward instead.
  await worker.evaluate(
    (data) =>
      (self as unknown as { registration: ServiceWorkerRegistration }).registration.showNotification(
        'Pieniądze są w drodze',
        { data },
      ),
    { link: link.href },
  );
  expect(await clickNotification(worker)).toEqual({ opened: [], focused: [link.href], left: 0 });
  await visitor.close();
});

test('a postback at 22:00 Warsaw time is delivered at 8:00', async ({ browser }) => {
  test.setTimeout(90_000);
  setClock(NOON);
  const visitor = await visitorContext(browser, { granted: true });
  const lead = await createLead(visitor.request, 2000, 30, [1985, 3, 9]);
  await seedLead(visitor, lead, SERVER_ORIGIN);
  const page = await visitor.newPage();
  const net = await firebaseNetwork(page);
  await page.goto('/partners-list/');
  await expect.poll(() => net.tokens.length, { timeout: 20_000 }).toBe(1);
  const token = net.tokens[0]!;
  await expect
    .poll(
      () => rows<{ lead_id: string }>('SELECT lead_id FROM push_tokens WHERE token = ?', token).map((r) => r.lead_id),
      { timeout: 15_000 },
    )
    .toEqual([lead]);
  const clickId = await goToLender(page, lead);

  setClock('2026-11-28T21:00:00.000Z'); // 22:00 in Warsaw
  await postback(page, clickId, `TX-NIGHT-${lead.slice(0, 8)}`, 'approved');
  expect(rows('SELECT state, due_at FROM push_notifications WHERE lead_id = ?', lead)).toEqual([
    { state: 'queued', due_at: '2026-11-29T07:00:00.000Z' },
  ]);
  expect(fcm.received.filter((m) => m.token === token)).toEqual([]);

  setClock('2026-11-29T07:00:00.000Z'); // 8:00 in Warsaw
  await expect.poll(() => fcm.delivered(token).length, { timeout: 15_000 }).toBe(1);
  expect(fcm.delivered(token)[0]!.data).toMatchObject({ title: 'Wniosek zaakceptowany', lang: 'pl' });
  setClock(NOON);
  await visitor.close();
});

test('a token FCM reports unregistered is never used again, and the console counts it per lender and day', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  setClock(NOON);
  const visitor = await visitorContext(browser, { granted: true });
  const lead = await createLead(visitor.request, 1000, 15, [1979, 11, 2]);
  await seedLead(visitor, lead, SERVER_ORIGIN);
  const page = await visitor.newPage();
  const net = await firebaseNetwork(page);
  await page.goto('/partners-list/');
  await expect.poll(() => net.tokens.length, { timeout: 20_000 }).toBe(1);
  const token = net.tokens[0]!;
  await expect
    .poll(
      () => rows<{ lead_id: string }>('SELECT lead_id FROM push_tokens WHERE token = ?', token).map((r) => r.lead_id),
      { timeout: 15_000 },
    )
    .toEqual([lead]);
  fcm.answer(token, 'unregistered');
  const clickId = await goToLender(page, lead);

  await postback(page, clickId, `TX-GONE-${lead.slice(0, 8)}`, 'approved');
  await expect
    .poll(
      () =>
        rows<{ dead_at: string | null }>('SELECT dead_at FROM push_tokens WHERE token = ?', token)[0]?.dead_at ?? null,
      { timeout: 15_000 },
    )
    .not.toBeNull();
  expect(fcm.received.filter((m) => m.token === token).map((m) => m.status)).toEqual([404]);

  // The browser sends the same token again on its next page; then the loan is paid: nothing goes to the dead token.
  await page.goto('/cookies-policy/');
  await postback(page, clickId, `TX-GONE-${lead.slice(0, 8)}`, 'paid');
  expect(
    rows<{ status: string }>('SELECT status FROM push_notifications WHERE lead_id = ?', lead).map((r) => r.status),
  ).toEqual(['approved']);
  expect(fcm.received.filter((m) => m.token === token)).toHaveLength(1);

  // The console (an analyst may read it): Kasomir's row for the day has the dead token.
  createOperator('push-analyst@przelewik.test', undefined, 'analyst');
  const console = await visitor.newPage();
  await logIn(console, 'push-analyst@przelewik.test');
  await console.goto('/admin/powiadomienia/?from=2026-11-28&to=2026-11-29');
  await expect(console.getByRole('heading', { level: 1 })).toHaveText('Powiadomienia push');
  const row = console.locator('#notifications-table tr[data-lender="kasomir"][data-day="2026-11-28"]');
  await expect(row.locator('td[data-count="dead"]')).not.toHaveText('0');
  await expect(row.locator('td[data-count="sent"]')).not.toHaveText('0');
  await expectNoAxeViolations(console);
  await visitor.close();
});

test('withdrawing marketing consent in the cookie settings deletes the token on the server and the push consent with it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  setClock(NOON);
  const visitor = await visitorContext(browser, { granted: true });
  const lead = await createLead(visitor.request, 1200, 20, [1992, 8, 21]);
  await seedLead(visitor, lead, SERVER_ORIGIN);
  const page = await visitor.newPage();
  const net = await firebaseNetwork(page);
  const deletions = requestsTo(page, '/delete-token');
  await page.goto('/partners-list/');
  await expect.poll(() => net.tokens.length, { timeout: 20_000 }).toBe(1);
  const token = net.tokens[0]!;
  await expect
    .poll(
      () => rows<{ lead_id: string }>('SELECT lead_id FROM push_tokens WHERE token = ?', token).map((r) => r.lead_id),
      { timeout: 15_000 },
    )
    .toEqual([lead]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sentFirebaseMessagingToken'))).toBe(token);

  await page.getByRole('button', { name: 'Ustawienia cookies' }).click();
  await page.getByRole('checkbox', { name: /Marketingowe/ }).uncheck();
  await page.getByRole('button', { name: 'Zapisz wybór' }).click();

  await expect.poll(() => deletions.length, { timeout: 15_000 }).toBe(1);
  expect(new URLSearchParams(deletions[0]!.postData() ?? '').get('token')).toBe(token);
  await expect
    .poll(() => rows('SELECT token FROM push_tokens WHERE token = ?', token), { timeout: 15_000 })
    .toEqual([]);
  expect(
    rows<{ withdrawn_at: string | null }>(
      "SELECT withdrawn_at FROM consent_records WHERE lead_id = ? AND purpose = 'push'",
      lead,
    )[0]?.withdrawn_at,
  ).not.toBeNull();
  const clickId = await goToLender(page, lead);
  await postback(page, clickId, `TX-WD-${lead.slice(0, 8)}`, 'paid');
  expect(rows('SELECT id FROM push_notifications WHERE lead_id = ?', lead)).toEqual([]);
  await visitor.close();
});
