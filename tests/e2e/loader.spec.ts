// loader.js on a partner page from another origin (127.0.0.1 beside localhost): the pasted snippet.
import { expect, test, type Page, type Request } from '@playwright/test';
import { FIXTURES_ORIGIN, SERVER_ORIGIN } from './origins';
import { networkSettled, openDb, watchErrors } from './helpers';

function eventRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/event') && request.method() === 'POST') seen.push(request);
  });
  return seen;
}

test('the snippet pasted twice boots once and records one page view from the partner origin', async ({ page }) => {
  const errors = watchErrors(page);
  const sent = eventRequests(page);
  await page.goto(`${FIXTURES_ORIGIN}/partner.html?utm_source=newsletter&utm_campaign=jesien`);
  await expect.poll(() => sent.length).toBe(1);
  const response = await sent[0]!.response();
  expect(response?.status()).toBe(202);
  const { id } = (await response!.json()) as { id: number };
  const body = sent[0]!.postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({
    event: 'page_view',
    path: '/partner.html',
    domain: '127.0.0.1',
    utm_source: 'newsletter',
    utm_campaign: 'jesien',
  });
  await networkSettled(page); // a second boot, if there were one, would have sent by now
  expect(sent).toHaveLength(1);

  const db = openDb();
  const row = db.prepare('SELECT event, origin, domain, utm_source FROM events WHERE id = ?').get(id);
  db.close();
  expect(row).toEqual({ event: 'page_view', origin: FIXTURES_ORIGIN, domain: '127.0.0.1', utm_source: 'newsletter' });
  // The partner's page is untouched: its own styles and content, no errors.
  await expect(page.locator('#host-content')).toHaveCSS('color', 'rgb(102, 51, 153)');
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('a garbage page config gives one console warning and nothing breaks', async ({ page }) => {
  const errors = watchErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const sent = eventRequests(page);
  await page.goto(`${FIXTURES_ORIGIN}/partner-garbage.html`);
  await expect.poll(() => sent.length).toBe(1);
  expect(warnings).toEqual([
    '[przelewik] pageConfig: ignored invalid or unknown field(s): countryId, providerId, customText, eventsHost, colour',
  ]);
  // The bad eventsHost was dropped: the event went to the loader's own origin.
  expect(new URL(sent[0]!.url()).origin).toBe(SERVER_ORIGIN);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('storage that throws on every access does not stop the page view', async ({ page }) => {
  const errors = watchErrors(page);
  const sent = eventRequests(page);
  await page.goto(`${FIXTURES_ORIGIN}/partner-no-storage.html`);
  await expect.poll(() => sent.length).toBe(1);
  expect((await sent[0]!.response())?.status()).toBe(202);
  expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('an unreachable events server is logged once as a warning, never thrown into the page', async ({ page }) => {
  const errors = watchErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/event', (route) => route.abort('connectionrefused'));
  await page.goto(`${FIXTURES_ORIGIN}/partner.html`);
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toMatch(/^\[przelewik\] page view not recorded:/);
  // Chromium itself reports the refused request on the console; our code adds no error of its own.
  expect(errors.pageErrors).toEqual([]);
  expect(errors.consoleErrors.filter((line) => !line.startsWith('Failed to load resource'))).toEqual([]);
});
