// One browser tab per worker and kind of visit, reused by the tests that only visit our site as a new visitor would.
// A fresh context and tab cost about as much CPU as the page load itself (Chromium's per-tab setup and a new
// renderer process, measured in docs/development.md, "CI time"); the suite is CPU-bound, so a reused tab is time.
// Each test still starts as a new visitor: everything our origin stored (cookies, local and session storage,
// IndexedDB, service workers, caches), the page's routes and its listeners are cleared before it is handed over.
// Only the HTTP cache and the warm renderer stay, which change how fast a page loads, never what it shows.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { rememberConsent } from './helpers';
import { SERVER_ORIGIN } from './origins';

export interface VisitorKind {
  width: number;
  height: number;
  /** A returning visitor who has already answered the cookie banner (rememberConsent), or a first visit. */
  returning: boolean;
}

// Kept in the module (one per worker process, in the worker's browser, which closes it at the end) rather than as a
// worker fixture, which would make Playwright replace the running workers for these files (storybook.spec.ts).
const tabs = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();

async function openTab(browser: Browser, kind: VisitorKind): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: kind.width, height: kind.height } });
  if (kind.returning) await rememberConsent(context);
  return { context, page: await context.newPage() };
}

/** Our origin's stored state, cleared from a document of the origin that runs none of our scripts. */
async function forgetVisitor(context: BrowserContext, page: Page): Promise<void> {
  page.removeAllListeners('pageerror');
  page.removeAllListeners('console');
  page.removeAllListeners('dialog');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // The last page's pagehide handlers have run once this plain answer is on show; session storage is per tab, so it
  // is cleared from inside the origin.
  await page.goto(`${SERVER_ORIGIN}/healthz`);
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin: SERVER_ORIGIN, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
  await context.clearCookies();
}

/**
 * This worker's tab for the kind of visit, on a blank document of our origin, with nothing stored: the test goes to
 * its page as a new visitor. Only for tests that neither close the tab nor change the context's settings.
 */
export async function visitorPage(browser: Browser, kind: VisitorKind): Promise<Page> {
  const key = `${kind.width}×${kind.height} ${kind.returning ? 'returning' : 'first visit'}`;
  let tab = tabs.get(key);
  if (!tab) tabs.set(key, (tab = openTab(browser, kind)));
  const { context, page } = await tab;
  await forgetVisitor(context, page);
  return page;
}
