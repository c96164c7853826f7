// Every list of the console pages and filters on both backends: the page in the address, filters that keep to
// the links, totals, and a bad parameter read as its default (never an error).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_CONFIG } from '../config';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import { createOperator } from './auth';
import { SESSION_COOKIE } from './routes';
import { TEST_SCRYPT } from '../testing/password-cost';

const HOST = 'admin.test';
const ORIGIN = `http://${HOST}`;
const PASSWORD = 'bardzo-tajne-haslo-1';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** 45 of each, one a minute from 10:00 UTC on 10 January (11:00 in Warsaw); every third for partner p3. */
const at = (n: number) => new Date(Date.UTC(2026, 0, 10, 10, n)).toISOString();
const decode = (href: string) => href.replace(/&amp;/g, '&');

async function seed(storage: Storage): Promise<void> {
  const sql = storage.sql;
  for (let n = 0; n < 45; n++) {
    await storage.insertLead({
      id: uuid(n),
      consentsVersion: 'v',
      origin: null,
      receivedAt: new Date(at(n)),
      lead: {
        amount: 1000 + n,
        termUnit: 'days',
        term: 30,
        termDays: 30,
        birthDate: '1990-01-01',
        phone: null,
        email: null,
        consents: { terms: true, privacy: true, marketing: false },
      },
    });
    const partner = n % 3 === 0 ? 'p3' : 'p1';
    const lender = n % 2 === 0 ? 'kasomir' : 'lipowa-kasa';
    await sql.run(
      "INSERT INTO clicks (click_id, created_at, lead_id, offer_id, lender, partner_id, placement) VALUES (?, ?, ?, 101, ?, ?, 'transition')",
      [`k${n}`, at(n), uuid(n), lender, partner],
    );
    await sql.run(
      `INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, lead_id, partner_id, offer_id, payout_model, revenue_minor, partner_payout_minor, approved_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 101, 'cpl', 1000, 500, NULL)`,
      [`c${n}`, lender, `k${n}`, `TX-${n}`, at(n), at(n), n % 5 === 0 ? 'paid' : 'pending', uuid(n), partner],
    );
    await sql.run(
      "INSERT INTO conversion_holds (id, conversion_id, reason, detail, created_at) VALUES (?, ?, ?, '', ?)",
      [`h${n}`, `c${n}`, n % 4 === 0 ? 'ip_burst' : 'disposable_email', at(n)],
    );
    await sql.run(
      "INSERT INTO lead_deliveries (id, lead_id, lender, consent_id, created_at, status, attempts) VALUES (?, ?, ?, 'consent', ?, ?, 1)",
      [`d${n}`, uuid(n), lender, at(n), n % 2 === 0 ? 'delivered' : 'failed'],
    );
    await sql.run(
      "INSERT INTO postback_deliveries (id, conversion_id, partner_id, status, url, state, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 'approved', 'https://t.example/pb', 'delivered', 1, NULL, ?)",
      [`pb${n}`, `c${n}`, partner, at(n)],
    );
    await sql.run(
      "INSERT INTO postback_log (id, received_at, lender, method, auth, outcome, http_status, detail) VALUES (?, ?, ?, 'GET', 'token', 'applied', 200, '')",
      [`pl${n}`, at(n), lender],
    );
  }
}

describe.each(storageBackends())('console lists on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  let cookie: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-lists-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    storage = await backend.open();
    app = await buildApp({
      passwordCost: TEST_SCRYPT,
      storage,
      distDir: dist,
      config: {
        ...DEFAULT_CONFIG,
        rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
      },
    });
    await createOperator(storage.sql, 'listy@example.pl', PASSWORD, new Date(), 'admin', TEST_SCRYPT);
    await seed(storage);
    const loginPage = await app.inject({ method: 'GET', url: '/admin/login/', headers: { host: HOST } });
    const csrf = /name="_csrf" value="([^"]+)"/.exec(loginPage.body)![1]!;
    const res = await app.inject({
      method: 'POST',
      url: '/admin/login/',
      headers: {
        host: HOST,
        origin: ORIGIN,
        cookie: String(loginPage.headers['set-cookie']).split(';')[0]!,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ _csrf: csrf, email: 'listy@example.pl', password: PASSWORD }).toString(),
    });
    cookie = ([] as string[])
      .concat(res.headers['set-cookie'] as string | string[])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // The page as a reader sees it: the typography hook's no-break spaces read as spaces.
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
    return { statusCode: res.statusCode, body: res.body.replace(/\u00a0/g, ' '), json: () => res.json() };
  };
  const rowsOf = (body: string, tableId: string) => {
    const table = new RegExp(`<table class="data" id="${tableId}">.*?<tbody>(.*?)</tbody>`, 's').exec(body)![1]!;
    return [...table.matchAll(/<tr>/g)].length;
  };

  it('pages the leads list, newest first, 20 at a time, with the total', async () => {
    const first = await get('/admin/leads/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Pozycje 1–20 z 45');
    expect(first.body).toContain(`/admin/leads/${uuid(44)}/`);
    expect(first.body).not.toContain(`/admin/leads/${uuid(24)}/`);
    const third = await get('/admin/leads/?page=3');
    expect(third.body).toContain('Pozycje 41–45 z 45');
    expect(third.body).toContain(`/admin/leads/${uuid(0)}/`);
    expect([...third.body.matchAll(/<li><a href="\/admin\/leads\/[0-9a-f-]{36}\/">/g)]).toHaveLength(5);
  });

  it('filters leads by the partner of their clicks and by a period of Warsaw days, and the page links keep the filters', async () => {
    const p3 = await get('/admin/leads/?partner=p3');
    expect(p3.body).toContain('Pozycje 1–15 z 15');
    // 10:00 UTC + n minutes on 10 January; from the 11th nothing is left.
    expect((await get('/admin/leads/?from=2026-01-11')).body).toContain('Żaden lead nie spełnia tych filtrów.');
    expect((await get('/admin/leads/?from=2026-01-10&to=2026-01-10')).body).toContain('z 45');
    const next = /<a href="([^"]+)" rel="next">/.exec(
      (await get('/admin/leads/?partner=p1&from=2026-01-01')).body,
    )![1]!;
    expect(decode(next)).toBe('/admin/leads/?from=2026-01-01&partner=p1&page=2');
    expect((await get(decode(next))).body).toContain('Pozycje 21–30 z 30');
  });

  it('filters clicks and conversions by state, partner and lender, and lists payouts as paid conversions', async () => {
    expect((await get('/admin/clicks/?lender=kasomir')).body).toContain('Pozycje 1–20 z 23');
    expect((await get('/admin/clicks/?lender=kasomir&partner=p3')).body).toContain('z 8');
    const paid = await get('/admin/conversions/?state=paid');
    expect(paid.body).toContain('Pozycje 1–9 z 9');
    expect(rowsOf(paid.body, 'conversion-list')).toBe(9);
    expect(paid.body).toContain('<option value="paid" selected>wypłacona</option>');
    expect((await get('/admin/conversions/?state=paid&partner=p3')).body).toContain('z 3');
  });

  it('pages and filters open holds; a decision comes back to the same filtered page', async () => {
    const held = await get('/admin/holds/?state=ip_burst');
    expect(held.body).toContain('Pozycje 1–12 z 12');
    const all = await get('/admin/holds/?page=2');
    expect(all.body).toContain('Pozycje 21–40 z 45');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(held.body)![1]!;
    expect(held.body).toContain('<input type="hidden" name="state" value="ip_burst"/>');
    const decided = await app.inject({
      method: 'POST',
      url: '/admin/holds/h4/',
      headers: { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        _csrf: csrf,
        confirm: 'yes',
        resolution: 'released',
        state: 'ip_burst',
        partner: 'p1',
        page: '1',
      }).toString(),
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe('/admin/holds/?state=ip_burst&partner=p1&decyzja=h4');
    const after = await get(String(decided.headers.location));
    expect(after.body).toContain('Zwolniono blokadę');
    expect(after.body).toContain('<option value="ip_burst" selected>');
  });

  it('pages each list of the delivery log on its own, keeping the other lists’ pages', async () => {
    const page = await get('/admin/deliveries/?lender=kasomir&leads_page=2');
    expect(page.statusCode).toBe(200);
    expect(rowsOf(page.body, 'delivery-table')).toBe(3); // 23 for kasomir: 20 on the first page
    expect(rowsOf(page.body, 'lender-postback-table')).toBe(20);
    const next = /aria-label="Strony: Postbacki od pożyczkodawców">.*?<a href="([^"]+)" rel="next">/s.exec(
      page.body,
    )![1]!;
    expect(decode(next)).toBe('/admin/deliveries/?lender=kasomir&leads_page=2&lender_page=2');
    expect((await get('/admin/deliveries/?state=failed')).body).toMatch(
      /Strony: Wnioski przekazane pożyczkodawcom"><p>Pozycje 1–20 z 22</,
    );
  });

  it.each([
    '/admin/leads/?page=-1&from=wczoraj&partner[]=x',
    '/admin/leads/?page=99999999999999999999',
    '/admin/clicks/?page=abc&to=2026-99-99&lender=',
    '/admin/conversions/?state=nie-ma&page=1e3',
    '/admin/holds/?state=__proto__&from=2026-01-10&to=2025-01-01',
    '/admin/deliveries/?leads_page=0&partner_page=x&lender_page=',
    '/admin/clicks/?page=999',
  ])('ignores bad parameters with their defaults: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<form class="filters" method="get"');
  });

  it('refuses a NUL in a parameter with 400 in the error shape, without echoing it', async () => {
    const res = await get('/admin/deliveries/?leads_page=0&lender_page=%00x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: 'query field lender_page contains control characters' });
  });
});
