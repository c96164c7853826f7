// Shared by the e2e specs: the database the server under test writes, and page-level guards.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

/** The e2e server's SQLite database, read-only (the server keeps writing it). */
export function openDb(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the e2e tests through playwright.config.ts');
  return new Database(join(dir, 'przelewik.db'), { readonly: true, fileMustExist: true });
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

/** Collects uncaught page errors and console errors, to assert a page ran cleanly. */
export function watchErrors(page: Page): { pageErrors: string[]; consoleErrors: string[] } {
  const seen = { pageErrors: [] as string[], consoleErrors: [] as string[] };
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  return seen;
}

export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  // Storybook's a11y addon runs axe by itself after each render; axe allows one run at a time, so wait it out.
  let result: Awaited<ReturnType<AxeBuilder['analyze']>> | undefined;
  for (let attempt = 0; !result; attempt++) {
    try {
      result = await builder.analyze();
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(250);
    }
  }
  const { violations } = result;
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The session id the loader keeps in local storage (see loader/ids). */
export async function sessionIdOf(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const raw = localStorage.getItem('session_id');
    return raw ? (JSON.parse(raw) as { id: string }).id : null;
  });
  return (await handle.jsonValue()) as string;
}
