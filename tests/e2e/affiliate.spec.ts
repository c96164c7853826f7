// The affiliate loop end to end: a partner page with sub-ids → our transition page → the click ledger (recorded
// before the redirect) → the lender, which posts back approved then paid (signed) → the partner's own postback
// server receives both with its macros filled; a repeated postback changes nothing; a forged one is refused.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_LENDER_HMAC } from './affiliate-env';
import { createOperator, logIn } from './console';
import { lenderStandIn, openDb, watchErrors } from './helpers';
import { FIXTURES_ORIGIN, SERVER_ORIGIN } from './origins';

const PARTNER = 'aff-e2e-7';
let partnerServer: Server;
let partnerPort = 0;
const received: URL[] = [];

test.beforeAll(async () => {
  partnerServer = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    res.end('ok');
  });
  await new Promise<void>((resolve) => partnerServer.listen(0, '127.0.0.1', resolve));
  partnerPort = (partnerServer.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => partnerServer.close(resolve));
});

function row<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = openDb();
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** A lender's signed postback, as docs/affiliate.md tells lenders to build it. */
function signed(params: [string, string][]): string {
  const all: [string, string][] = [...params, ['ts', String(Math.floor(Date.now() / 1000))]];
  const text = all
    .slice()
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const sig = createHmac('sha256', E2E_LENDER_HMAC).update(text).digest('hex');
  return new URLSearchParams([...all, ['sig', sig]]).toString();
}

test('partner sub-ids → click ledger → signed lender postbacks → the partner receives approved and paid', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  // The partner's postback template, with hostile-looking text in a sub-id to show the encoding.
  const put = await request.put(`/api/affiliate/partners/${PARTNER}`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: {
      postback_url: `http://127.0.0.1:${partnerPort}/pb?cid={click_id}&s1={sub1}&s2={sub2}&st={status}&pay={payout}&tx={txid}`,
      share_percent: 50,
    },
  });
  expect(await put.json()).toEqual({ ok: true });

  const lenders = await lenderStandIn(page);
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto(`${FIXTURES_ORIGIN}/partner-affiliate.html?sub1=kw%26promo%3D1&aff_id=${PARTNER}`);
  const cta = page.locator('#offers a.pz-card__cta').first();
  await expect(cta).toBeVisible();
  // The list is our server's HTML, asked for with its options only: no Preact, no widget code, no sub-ids sent.
  expect(fetched.filter((url) => /\/loader\/(runtime|widget-)/.test(url))).toEqual([]);
  expect(fetched.filter((url) => url.includes('/api/widgets/offer-list?'))).toEqual([
    `${SERVER_ORIGIN}/api/widgets/offer-list?amount=2000&term=30&unit=days&limit=3&heading=Po%C5%BCyczki+od+naszego+partnera`,
  ]);
  const transition = new URL((await cta.getAttribute('href'))!);
  expect(transition.pathname).toBe('/transition/');
  expect(
    Object.fromEntries(
      ['sub1', 'sub2', 'sub3', 'aff_id', 'provider', 'placement'].map((k) => [k, transition.searchParams.get(k)]),
    ),
  ).toEqual({
    sub1: 'kw&promo=1',
    sub2: 'sidebar',
    sub3: 'footer-tag',
    aff_id: PARTNER,
    provider: 'partner-e2e',
    placement: 'widget',
  });
  await cta.click();
  const lender = await lenders.next();

  // The click was stored before the redirect, with the partner's values; the lender got its id and no sub-ids.
  const click = row<Record<string, string | number | null>>(
    'SELECT * FROM clicks WHERE partner_id = ? ORDER BY created_at DESC LIMIT 1',
    PARTNER,
  );
  expect(click).toMatchObject({
    aff_id: PARTNER,
    sub1: 'kw&promo=1',
    sub2: 'sidebar',
    sub3: 'footer-tag',
    placement: 'widget',
    amount: 2000,
    term: 30,
    term_unit: 'days',
  });
  const clickId = String(click?.click_id);
  expect([...lender.searchParams.values()]).toContain(clickId);
  expect(lender.searchParams.get('sub1')).toBeNull();
  const lenderId = String(click?.lender);

  const approved = await request.get(
    `/api/postback/${lenderId}?${signed([
      ['click_id', clickId],
      ['txid', 'E2E-1'],
      ['status', 'approved'],
      ['payout', '40.00'],
      ['currency', 'PLN'],
    ])}`,
  );
  expect(approved.status()).toBe(200);
  expect(await approved.json()).toMatchObject({ ok: true, status: 'approved', changed: true });
  const paid = await request.post(`/api/postback/${lenderId}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: signed([
      ['click_id', clickId],
      ['txid', 'E2E-1'],
      ['status', 'paid'],
      ['payout', '40.00'],
      ['currency', 'PLN'],
    ]),
  });
  expect(await paid.json()).toMatchObject({ ok: true, status: 'paid', changed: true });

  // The partner's server gets both state changes, macros filled and encoded (CPL 40 zł, the partner's half).
  await expect
    .poll(() => received.filter((u) => u.searchParams.get('cid') === clickId).length, { timeout: 10_000 })
    .toBe(2);
  const mine = received
    .filter((u) => u.searchParams.get('cid') === clickId)
    .map((u) => Object.fromEntries(u.searchParams));
  expect(mine).toEqual([
    { cid: clickId, s1: 'kw&promo=1', s2: 'sidebar', st: 'approved', pay: '20.00', tx: 'E2E-1' },
    { cid: clickId, s1: 'kw&promo=1', s2: 'sidebar', st: 'paid', pay: '20.00', tx: 'E2E-1' },
  ]);

  // A repeat changes nothing: same answer, no new history, nothing more sent to the partner.
  const events = () =>
    row<{ n: number }>(
      'SELECT COUNT(*) AS n FROM conversion_events e JOIN conversions c ON c.id = e.conversion_id WHERE c.click_id = ?',
      clickId,
    )?.n;
  expect(events()).toBe(2);
  const repeat = await request.get(
    `/api/postback/${lenderId}?${signed([
      ['click_id', clickId],
      ['txid', 'E2E-1'],
      ['status', 'paid'],
      ['payout', '40.00'],
      ['currency', 'PLN'],
    ])}`,
  );
  expect(repeat.status()).toBe(200);
  expect(await repeat.json()).toMatchObject({ ok: true, status: 'paid', changed: false });
  expect(events()).toBe(2);

  // Forged: a wrong signature and a wrong token are refused and change nothing.
  const forged = await request.get(
    `/api/postback/${lenderId}?click_id=${clickId}&txid=E2E-1&status=reversed&ts=${Math.floor(Date.now() / 1000)}&sig=${'0'.repeat(64)}`,
  );
  expect(forged.status()).toBe(403);
  const badToken = await request.get(
    `/api/postback/${lenderId}?click_id=${clickId}&txid=E2E-1&status=reversed&token=not-the-lender-token-000`,
  );
  expect(badToken.status()).toBe(403);
  expect(row('SELECT status FROM conversions WHERE click_id = ?', clickId)).toEqual({ status: 'paid' });
  // One delivery per conversion and state (a unique row), so once both are delivered no third can follow.
  await expect
    .poll(() =>
      row(
        'SELECT COUNT(*) AS n FROM postback_deliveries d JOIN conversions c ON c.id = d.conversion_id WHERE c.click_id = ? AND d.state = ?',
        clickId,
        'delivered',
      ),
    )
    .toEqual({ n: 2 });
  expect(received.filter((u) => u.searchParams.get('cid') === clickId)).toHaveLength(2);
  expect(
    row(
      'SELECT state FROM postback_deliveries d JOIN conversions c ON c.id = d.conversion_id WHERE c.click_id = ? AND d.status = ?',
      clickId,
      'paid',
    ),
  ).toEqual({ state: 'delivered' });
  expect(errors.pageErrors).toEqual([]);

  // The operator console shows the conversion: in the funnel by partner and on the partner's row.
  createOperator('operator@przelewik.test');
  await logIn(page, 'operator@przelewik.test');
  await page.goto('/admin/?by=partner');
  const funnelRow = page.locator('#funnel-table tbody tr', { has: page.locator('th', { hasText: PARTNER }) });
  // Columns after the partner: visits, registrations, clicks, accepted, paid.
  await expect(funnelRow.locator('td').nth(2)).toHaveText('1');
  await expect(funnelRow.locator('td').nth(3)).toHaveText('1');
  await expect(funnelRow.locator('td').nth(4)).toHaveText('1');
  await page.goto('/admin/partners/');
  const partnerRow = page.locator(`#partner-table tbody tr[data-key="${PARTNER}"]`);
  await expect(partnerRow.locator('td').nth(2)).toHaveText('1'); // accepted
  await expect(partnerRow.locator('td').nth(4)).toHaveText(/^40,00\szł$/); // revenue (CPL 40 zł)
  await expect(partnerRow.locator('td').nth(6)).toHaveText(/^20,00\szł$/); // the partner's half
  await page.goto('/admin/deliveries/');
  await expect(page.locator('#partner-postback-table tbody tr', { hasText: PARTNER })).toHaveCount(2);
});
