// Shared by the e2e specs: the database the server under test writes, and page-level guards.
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Frame, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import Database from 'better-sqlite3';
import { CONSENT_KEY, CONSENT_REVISION } from '../../contracts/consent';
import { SERVER_ORIGIN } from './origins';

/** The e2e server's SQLite database, read-only (the server keeps writing it). */
export function openDb(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the e2e tests through playwright.config.ts');
  return new Database(join(dir, 'przelewik.db'), { readonly: true, fileMustExist: true });
}

/**
 * Lenders live under .example and are never resolved. Our click endpoint answers with a redirect to one, and a
 * page.route on the lender's host does not see that redirected navigation here (the browser tries DNS and fails), so
 * this lets the real endpoint record the click and answer, keeps its Location, and shows a stand-in lender page.
 * `next()` waits for the next click's lender address.
 */
export async function lenderStandIn(page: Page): Promise<{ next(): Promise<URL> }> {
  const reached: URL[] = [];
  let seen = 0;
  await page.route('**/api/click/**', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()['location'];
    if (response.status() !== 302 || !location) return route.fulfill({ response });
    reached.push(new URL(location, route.request().url()));
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Lender</title>' });
  });
  return {
    async next() {
      await expect.poll(() => reached.length, { timeout: 15_000 }).toBeGreaterThan(seen);
      seen = reached.length;
      return reached[seen - 1]!;
    },
  };
}

/**
 * The click-ledger row behind a lender address: the one whose click id is among the address's parameter values
 * (the lender's own sub-id parameter carries it). Found by its id, never as "the newest click", since tests in
 * other workers click the same offers at the same time.
 */
export function clickBehind(lender: URL): Record<string, unknown> | undefined {
  const values = [...lender.searchParams.values()];
  if (values.length === 0) return undefined;
  const db = openDb();
  try {
    return db.prepare(`SELECT * FROM clicks WHERE click_id IN (${values.map(() => '?').join(', ')})`).get(...values) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

export interface EventRow {
  id: number;
  event: string;
  origin: string | null;
  session_id: string | null;
  client_id: string | null;
  domain: string | null;
  referer: string | null;
  utm_source: string | null;
  data: string;
}

export function eventsForSession(sessionId: string): EventRow[] {
  const db = openDb();
  try {
    return db.prepare('SELECT * FROM events WHERE session_id = ? ORDER BY id').all(sessionId) as EventRow[];
  } finally {
    db.close();
  }
}

/**
 * After a navigation: resolves once the page has loaded and then made no request for 500 ms (Playwright's
 * networkidle). Both copies of a twice-pasted snippet have run by load, and every chunk or call a feature makes
 * on its own is requested by then, so "nothing else was fetched or sent" can be asserted without a fixed sleep.
 * Timers a feature sets (the push prompt's second after load) are driven with page.clock, not waited for.
 */
export function networkSettled(page: Page): Promise<void> {
  return page.waitForLoadState('networkidle');
}

/**
 * After an action inside the page (no navigation): resolves once the page has run the tasks already queued (a
 * zero-delay timer behind them), so callbacks of what just happened, such as a refused upload's error handler,
 * have run. Not a duration: it ends as soon as the page's queue gets there.
 */
export function pageTasksRun(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Pages whose clock stopClock has installed. */
const clocks = new WeakSet<Page>();

/**
 * Stops the page's clock (Playwright's page.clock, installed on first use) before a visit: from then on page time
 * passes only when the test plays it (playUntil), so a timer's delay is measured exactly in page time instead of
 * waited for in real time. `page.clock.resume()` lets it flow with real time again. Playwright's clock hides the
 * navigation timing entry from the page.
 */
export async function stopClock(page: Page): Promise<void> {
  // Where the clock stands: the real time before it is installed, the page's own time after.
  const now = clocks.has(page) ? await page.evaluate(() => Date.now()) : Date.now();
  if (!clocks.has(page)) await page.clock.install({ time: now });
  clocks.add(page);
  // A second ahead: the clock moves on with real time until it stops, and it cannot be stopped in its past.
  await page.clock.pauseAt(now + 1000);
}

/**
 * Plays the stopped page clock (stopClock) in steps of `stepMs`, firing the page's timers on the way, until `done`
 * holds; resolves with the page time played. `done` is checked before every step, so the result is the first step
 * at which it held.
 */
export async function playUntil(page: Page, done: () => Promise<boolean> | boolean, stepMs = 100): Promise<number> {
  let played = 0;
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(stepMs);
        played += stepMs;
        return false;
      },
      { intervals: [10], timeout: 20_000 },
    )
    .toBe(true);
  return played;
}

/** Collects uncaught page errors and console errors, to assert a page ran cleanly. */
export function watchErrors(page: Page): { pageErrors: string[]; consoleErrors: string[] } {
  const seen = { pageErrors: [] as string[], consoleErrors: [] as string[] };
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  return seen;
}

/** The rules every axe check runs: WCAG 2.0–2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** axe-core's browser script, injected into each document the check runs in. */
const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
type AxeWindow = { axe?: typeof Axe & { _running?: boolean; __przelewikInjected?: boolean } };
/** The part of axe's colour class the memo below touches (axe.commons.color.Color, not in axe-core's types). */
interface AxeColor {
  r: number;
  g: number;
  b: number;
  alpha: number;
  parseString(text: string): AxeColor;
}

/**
 * Injects axe into a frame unless this document already has our copy (a page checked twice, a reused story page).
 * Its colour parser is memoised per document: color-contrast is most of a check's CPU, and about a third of that
 * went to parsing the same few computed colours again for every text element (a CPU profile of /offers/). The
 * parser is a pure function of the string (the same r, g, b and alpha are set through the same setters), a string
 * it cannot parse still throws and is not remembered, and every rule runs as before: the reports are the same
 * (tests/e2e/axe-check.spec.ts compares them with an unmemoised run).
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => (window as unknown as AxeWindow).axe?.__przelewikInjected === true)) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => {
    const { axe } = window as unknown as AxeWindow;
    axe!.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
    const colour = (axe!.commons as unknown as { color: { Color: { prototype: AxeColor } } }).color.Color.prototype;
    const parse = colour.parseString;
    const parsed = new Map<string, [number, number, number, number]>();
    colour.parseString = function (this: AxeColor, text: string): AxeColor {
      const known = parsed.get(text);
      if (!known) {
        parse.call(this, text);
        parsed.set(text, [this.r, this.g, this.b, this.alpha]);
        return this;
      }
      [this.r, this.g, this.b, this.alpha] = known;
      return this;
    };
    axe!.__przelewikInjected = true;
  });
}

/** What a check asserts on: each violated rule with the elements that break it (axe's targets). */
type AxeSummary = string[];
const summarise = (violations: Axe.Result[]): AxeSummary =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * axe.runPartial in a frame and, recursively, in every frame axe finds inside it (cross-origin ones too), as
 * @axe-core/playwright's AxeBuilder does; a child frame that cannot be checked fails the check instead of being
 * left out. Each frame's result comes back as one JSON string made in the page: a page's partial result holds every
 * checked node (2 MB on an offers page), which Playwright's value serialiser takes longer to carry than axe took
 * to make it.
 */
async function runPartials(frame: Frame, context: Axe.FrameContextObject, options: Axe.RunOptions): Promise<string[]> {
  await injectAxe(frame);
  const frameContexts = await frame.evaluate(
    (ctx) => (window as unknown as AxeWindow).axe!.utils.getFrameContexts(ctx),
    context,
  );
  const own = frame.evaluate(
    async ([ctx, opts]) => JSON.stringify(await (window as unknown as AxeWindow).axe!.runPartial(ctx, opts)),
    [context, options] as const,
  );
  const children: string[] = [];
  for (const { frameSelector, frameContext } of frameContexts) {
    const element = (
      await frame.evaluateHandle(
        (selector) => (window as unknown as AxeWindow).axe!.utils.shadowSelect(selector),
        frameSelector,
      )
    ).asElement();
    const child = await element?.contentFrame();
    if (!child) throw new Error(`axe: frame ${JSON.stringify(frameSelector)} has no document to check`);
    children.push(...(await runPartials(child, frameContext, options)));
  }
  return [await own, ...children];
}

/**
 * A blank page per browser (its own context) where axe.finishRun turns the frames' partial results into the
 * report, out of reach of the page under test, as AxeBuilder does with a blank page it opens, injects and closes for
 * every check. Made once per worker, so a check costs the rules' run and nothing more.
 */
const finishers = new WeakMap<object, Promise<Page>>();
function finisher(page: Page): Promise<Page> {
  const owner = page.context().browser() ?? page.context();
  let made = finishers.get(owner);
  if (!made) {
    made = (async () => {
      const browser = page.context().browser();
      const blank = browser ? await (await browser.newContext()).newPage() : await page.context().newPage();
      await blank.evaluate(AXE_SOURCE);
      return blank;
    })();
    finishers.set(owner, made);
  }
  return made;
}

/**
 * One check: with no frame inside the checked part, axe.run in the page itself (runPartial and finishRun in one
 * call, the same rules and report, and only the violations' targets come back); with frames, a partial run in each
 * frame and finishRun in the blank page, as AxeBuilder does.
 */
async function axeViolations(
  page: Page,
  context: Axe.FrameContextObject,
  options: Axe.RunOptions,
): Promise<AxeSummary> {
  const top = page.mainFrame();
  await injectAxe(top);
  const frames = await top.evaluate(
    (ctx) => (window as unknown as AxeWindow).axe!.utils.getFrameContexts(ctx).length,
    context,
  );
  if (frames === 0) {
    return top.evaluate(
      async ([ctx, opts]) =>
        (await (window as unknown as AxeWindow).axe!.run(ctx, opts)).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      [context, options] as const,
    );
  }
  const partials = await runPartials(top, context, options);
  const blank = await finisher(page);
  const { violations } = await blank.evaluate(
    ([json, opts]) => (window as unknown as AxeWindow).axe!.finishRun(JSON.parse(json) as Axe.PartialResults, opts),
    [`[${partials.join(',')}]`, options] as const,
  );
  return summarise(violations);
}

/**
 * Runs axe (the tags above) on the page, or only inside `include` and outside every element `exclude` matches, with
 * every frame in it, and expects no violation; `skipRules` are left out (say why where you pass them).
 */
export async function expectNoAxeViolations(
  page: Page,
  include?: string,
  exclude?: string,
  skipRules: readonly string[] = [],
): Promise<void> {
  const context: Axe.FrameContextObject = { include: include ? [[include]] : [], exclude: exclude ? [[exclude]] : [] };
  // Every violation is reported with all its elements; passes and incomplete results (never asserted) are cut to
  // one node each, which spares axe serialising every checked element of a long page.
  const options: Axe.RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
    ...(skipRules.length > 0 ? { rules: Object.fromEntries(skipRules.map((id) => [id, { enabled: false }])) } : {}),
  };
  // Storybook's a11y addon can run axe by itself after a render; axe allows one run at a time, so wait it out.
  let violations: AxeSummary | undefined;
  for (let attempt = 0; !violations; attempt++) {
    try {
      violations = await axeViolations(page, context, options);
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Axe is already running')) throw error;
      // Wait for that run to finish in every frame (axe flags it on window.axe), then try again.
      await Promise.all(
        page
          .frames()
          .map((frame) =>
            frame.waitForFunction(() => !(window as unknown as AxeWindow).axe?._running).catch(() => undefined),
          ),
      );
    }
  }
  expect(violations).toEqual([]);
}

/** The session id the loader keeps in local storage (see loader/events/ids.ts). */
export async function sessionIdOf(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const raw = localStorage.getItem('session_id');
    return raw ? (JSON.parse(raw) as { id: string }).id : null;
  });
  return (await handle.jsonValue()) as string;
}

/**
 * Stores a cookie-consent choice (as the CookieConsent widget would) before any page script runs, so the banner
 * stays closed and the loader starts with that consent. Only on our own site's origin: partner fixture pages
 * give consent through window.przelewik. Keeps a choice a test made itself on a later navigation.
 */
export async function rememberConsent(
  target: Page | BrowserContext,
  choice: { analytics: boolean; marketing: boolean } = { analytics: true, marketing: true },
): Promise<void> {
  await target.addInitScript(
    ({ key, value, origin }) => {
      if (location.origin !== origin) return;
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        /* a page whose storage throws keeps asking */
      }
    },
    {
      key: CONSENT_KEY,
      value: JSON.stringify({ revision: CONSENT_REVISION, necessary: true, ...choice, at: new Date().toISOString() }),
      origin: SERVER_ORIGIN,
    },
  );
}

export interface FullEventRow extends EventRow {
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  received_at: string;
}

/** Event rows whose data carries this page view's view_id (page_view and page_view_consented). */
export function eventsForView(viewId: string): FullEventRow[] {
  const db = openDb();
  try {
    return db
      .prepare("SELECT * FROM events WHERE json_extract(data, '$.view_id') = ? ORDER BY id")
      .all(viewId) as FullEventRow[];
  } finally {
    db.close();
  }
}

/** Event rows by id. */
export function eventRow(id: number): FullEventRow | undefined {
  const db = openDb();
  try {
    return db.prepare('SELECT * FROM events WHERE id = ?').get(id) as FullEventRow | undefined;
  } finally {
    db.close();
  }
}

/** A valid PESEL for a birth date in the 1900s (checksum per the Polish register's weights). */
export function pesel(year: number, month: number, day: number, serial: number): string {
  const digits = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(serial).padStart(4, '0')}`;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * weights[i]!, 0);
  return digits + String((10 - (sum % 10)) % 10);
}

/** Registers a lead through the real API (as /reg/ does) and returns its id. */
export async function createLead(
  request: APIRequestContext,
  amount: number,
  termDays: number,
  birth: [number, number, number],
): Promise<string> {
  const res = await request.post(`${SERVER_ORIGIN}/api/leads`, {
    data: {
      amount,
      termDays,
      phone: '+48601234567',
      firstName: 'Anna',
      lastName: 'Nowak',
      pesel: pesel(...birth, 1234),
      idCard: 'ABA300000',
      email: 'anna@example.pl',
      postalCode: '00-001',
      city: 'Warszawa',
      street: '',
      houseNumber: '1',
      employment: 'employment_contract',
      monthlyIncome: 5200,
      bankAccount: 'PL61109010140000071219812874',
      consents: { terms: true, privacy: true, marketing: false },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { leadId: string }).leadId;
}

/**
 * Navigates through the client router as a click on an internal link does (the router's document listener), and
 * waits until the router shows `path` (and, when named, the page `pageKey`) with nothing loading, laid out.
 */
export async function routeTo(page: Page, path: string, pageKey?: string): Promise<void> {
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'test link';
    document.body.appendChild(link);
    link.click();
    link.remove();
  }, path);
  await page.waitForFunction(
    ({ path, pageKey }) =>
      location.pathname === path &&
      (pageKey === null || document.documentElement.dataset.page === pageKey) &&
      !document.querySelector('#main[aria-busy]'),
    { path, pageKey: pageKey ?? null },
  );
  // One frame for the view the router just showed to be laid out.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Waits (up to a minute) until `url` answers 2xx: a server or fixture site a spec started itself is up. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A TCP port nothing listens on now, for a server a spec starts itself: a fixed offset from E2E_PORT can be another
 * run's own port on a machine several people test on, and the spec's pages would then talk to that run's server.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Waits for an own-server spec's server to log that the pages were re-rendered after a change, at the latest by
 * `deadline` (ms since the epoch): its output from `since` on (`log` reads what the spec has collected so far).
 */
export async function expectPagesRerendered(
  log: () => string,
  since: number,
  deadline: number,
  message: string,
): Promise<void> {
  await expect
    .poll(() => log().slice(since).includes('pages re-rendered'), {
      message,
      timeout: Math.max(1_000, deadline - Date.now()),
    })
    .toBe(true);
}
