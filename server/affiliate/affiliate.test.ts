// The ledger through the real app: a click recorded before the redirect, lender postbacks (token and HMAC,
// repeats, forgeries, unknown clicks, refused moves), holds, and partner postbacks received by a local server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERS } from '../../contracts/lenders';
import { buildApp } from '../app';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import { parseAffiliateConfig } from './config';
import { deliverDue, retryDelayMs } from './deliveries';
import { signParams } from './postback-auth';

const TOKEN = 'kasomir-token-0123456789';
const HMAC = 'portfelik-hmac-key-0123456789abcdef';
const ADMIN = 'admin-token-0123456789abcdef';
const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
describe.each(storageBackends())('the affiliate ledger on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  let partnerServer: Server;
  let partnerPort: number;
  const received: string[] = [];
  const partnerAnswer = 200;
  // Insertion order for rows written in the same millisecond: SQLite's rowid; PostgreSQL's physical position,
  // which follows insertion in these append-only tables.
  const inserted = backend.name === 'sqlite' ? 'rowid' : 'ctid';

  const config = () =>
    parseAffiliateConfig({
      LENDER_POSTBACK_SECRETS: JSON.stringify({ kasomir: { token: TOKEN }, portfelik: { hmac: HMAC } }),
      LENDER_PAYOUTS: JSON.stringify({
        kasomir: { model: 'cpl', amount: '40.00' },
        portfelik: { model: 'cps_percent', percent: 3 },
      }),
      AFFILIATE_HASH_KEY: 'h'.repeat(32),
      AFFILIATE_ADMIN_TOKEN: ADMIN,
      POSTBACK_TEST_ALLOW_HOSTS: '127.0.0.1',
      PARTNER_POSTBACK_RETRY_MS: '100',
      PARTNER_POSTBACK_ATTEMPTS: '3',
    });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-affiliate-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    mkdirSync(join(dist, 'content'));
    writeFileSync(join(dist, 'content', 'offers.json'), JSON.stringify({ page: 'offers', data: { offers: OFFERS } }));
    storage = await backend.open();
    partnerServer = createServer((req, res) => {
      received.push(req.url ?? '');
      res.statusCode = partnerAnswer;
      res.end('ok');
    });
    await new Promise<void>((resolve) => partnerServer.listen(0, '127.0.0.1', resolve));
    partnerPort = (partnerServer.address() as AddressInfo).port;
    app = await buildApp({ storage, distDir: dist, affiliate: config() });
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    await new Promise((resolve) => partnerServer.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  const kasomir = OFFERS.find((o) => o.lenderId === 'kasomir')!;
  const portfelik = OFFERS.find((o) => o.lenderId === 'portfelik')!;

  async function click(
    offerId: number,
    query: string,
    ip = '203.0.113.9',
  ): Promise<{ clickId: string; location: URL }> {
    const res = await app.inject({ method: 'GET', url: `/api/click/${offerId}?${query}`, remoteAddress: ip });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    const param = offerId === portfelik.offer_id ? 'aff_sub' : 'click_id';
    return { clickId: location.searchParams.get(param) ?? '', location };
  }

  const postback = (lender: string, query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/postback/${lender}?${query}`, headers });
  const waitFor = async (check: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  };

  it('without AFFILIATE_HASH_KEY, every server on the database hashes one address with the same stored key', async () => {
    // Two processes behind a load balancer, neither with a key of its own: a random key each would split the
    // duplicate and burst rules between them and reset them at each restart.
    const ipHashOf = async (clickId: string | null) =>
      (await storage.sql.get<{ ip_hash: string }>('SELECT ip_hash FROM clicks WHERE click_id = ?', [clickId]))?.ip_hash;
    const servers = [
      await buildApp({ storage, distDir: dist, affiliate: parseAffiliateConfig({}) }),
      await buildApp({ storage, distDir: dist, affiliate: parseAffiliateConfig({}) }),
    ];
    try {
      const hashes: unknown[] = [];
      for (const server of servers) {
        const res = await server.inject({
          method: 'GET',
          url: `/api/click/${kasomir.offer_id}?amount=1000&term=30`,
          remoteAddress: '198.51.100.77',
        });
        expect(res.statusCode).toBe(302);
        hashes.push(await ipHashOf(new URL(String(res.headers.location)).searchParams.get('click_id')));
      }
      expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(hashes[1]).toBe(hashes[0]);
      // The operator's own key gives another hash of the same address: the stored key is a key of its own.
      expect(await ipHashOf((await click(kasomir.offer_id, 'amount=1000&term=30', '198.51.100.77')).clickId)).not.toBe(
        hashes[0],
      );
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });

  describe('the click ledger', () => {
    it('records the click with the partner values before sending the visitor to the lender', async () => {
      const { clickId, location } = await click(
        kasomir.offer_id,
        `amount=1500&term=30&unit=days&lead_id=${LEAD}&sub1=camp-7&sub2=jan%40kowalski.pl&aff_id=p-42&utm_source=blog&gclid=G-1`,
      );
      expect(location.origin + location.pathname).toBe(kasomir.url);
      expect(clickId).toMatch(/^[0-9a-f-]{36}$/);
      expect(location.searchParams.get('amount')).toBe('1500');
      expect(location.searchParams.get('gclid')).toBe('G-1');
      // Partner values stay with us: the lender gets our click id only.
      expect(location.searchParams.get('sub1')).toBeNull();
      const row = await storage.sql.get<Record<string, unknown>>('SELECT * FROM clicks WHERE click_id = ?', [clickId]);
      expect(row).toMatchObject({
        lead_id: LEAD,
        offer_id: kasomir.offer_id,
        lender: 'kasomir',
        partner_id: 'p-42',
        aff_id: 'p-42',
        sub1: 'camp-7',
        sub2: null,
        utm_source: 'blog',
        paid_search: 'gclid',
        amount: 1500,
        term: 30,
        term_unit: 'days',
        placement: 'transition',
      });
      expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it("puts the click id in the lender's own sub-id parameter", async () => {
      const { clickId, location } = await click(portfelik.offer_id, 'amount=1000&term=20&pid=p-9');
      expect(location.searchParams.get('click_id')).toBeNull();
      expect(await storage.sql.get('SELECT partner_id FROM clicks WHERE click_id = ?', [clickId])).toEqual({
        partner_id: 'p-9',
      });
    });

    it('sends an unknown offer back to the list and records nothing', async () => {
      const before = await storage.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM clicks');
      const res = await app.inject({ method: 'GET', url: '/api/click/99999?amount=1000' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/offers/');
      expect(await storage.sql.get('SELECT COUNT(*) AS n FROM clicks')).toEqual(before);
    });
  });

  describe('lender postbacks and partner postbacks', () => {
    it('refuses the partner API without the token and a template to a private host', async () => {
      expect((await app.inject({ method: 'PUT', url: '/api/affiliate/partners/p-42', payload: {} })).statusCode).toBe(
        401,
      );
      const bad = await app.inject({
        method: 'PUT',
        url: '/api/affiliate/partners/p-42',
        headers: { authorization: `Bearer ${ADMIN}` },
        payload: { postback_url: 'http://10.0.0.5/pb?c={click_id}' },
      });
      expect(bad.json()).toEqual({ ok: false, error: 'the postback host must be a public address' });
      const unknown = await app.inject({
        method: 'PUT',
        url: '/api/affiliate/partners/p-42',
        headers: { authorization: `Bearer ${ADMIN}` },
        payload: { postback_url: 'https://t.example/pb?e={email}' },
      });
      expect(unknown.statusCode).toBe(400);
    });

    it('writes nothing for a request it refuses, whichever field is wrong', async () => {
      const put = (payload: Record<string, unknown>) =>
        app.inject({
          method: 'PUT',
          url: '/api/affiliate/partners/p-half',
          headers: { authorization: `Bearer ${ADMIN}` },
          payload,
        });
      const rows = async () => [
        await storage.sql.all('SELECT url_template, enabled FROM partner_postbacks WHERE partner_id = ?', ['p-half']),
        await storage.sql.all(
          'SELECT share_percent, allow_paid_search, email_hash FROM partner_settings WHERE partner_id = ?',
          ['p-half'],
        ),
      ];
      const good = 'https://pb.example/?c={click_id}';
      for (const bad of [
        { share_percent: 500 },
        { share_percent: 2.5 },
        { allow_paid_search: 'yes' },
        { email: 'not an address' },
      ]) {
        const res = await put({ postback_url: good, ...bad });
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(await rows(), JSON.stringify(bad)).toEqual([[], []]);
      }
      expect((await put({ postback_url: good, share_percent: 40, email: 'Partner@Example.pl' })).json()).toEqual({
        ok: true,
      });
      const stored = await rows();
      // A later refused change (the postback removed, a bad share) leaves both rows as they were.
      expect((await put({ postback_url: null, share_percent: -1 })).statusCode).toBe(400);
      expect(await rows()).toEqual(stored);
      expect(stored[0]).toEqual([{ url_template: good, enabled: 1 }]);
    });

    it('applies approved then paid, ignores a repeat, and the partner receives both with its macros', async () => {
      const put = await app.inject({
        method: 'PUT',
        url: '/api/affiliate/partners/p-77',
        headers: { authorization: `Bearer ${ADMIN}` },
        payload: {
          postback_url: `http://127.0.0.1:${partnerPort}/pb?cid={click_id}&s1={sub1}&s3={sub3}&st={status}&p={payout}&tx={txid}`,
          share_percent: 50,
          allow_paid_search: false,
        },
      });
      expect(put.json()).toEqual({ ok: true });
      const { clickId } = await click(
        portfelik.offer_id,
        'amount=2000&term=30&sub1=a%26b%3Dc&sub3=x&aff_id=p-77',
        '198.51.100.20',
      );
      const ts = String(Math.floor(Date.now() / 1000));
      const signed = (status: string): string => {
        const params: [string, string][] = [
          ['click_id', clickId],
          ['txid', 'TX-1'],
          ['status', status],
          ['payout', '60.00'],
          ['currency', 'PLN'],
          ['ts', ts],
        ];
        return new URLSearchParams([...params, ['sig', signParams(HMAC, params)]]).toString();
      };
      const approved = await postback('portfelik', signed('approved'));
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ ok: true, status: 'approved', changed: true });
      const conversionId = approved.json().conversion_id as string;

      const again = await postback('portfelik', signed('approved'));
      expect(again.json()).toMatchObject({ ok: true, status: 'approved', changed: false });

      const paid = await postback('portfelik', signed('paid'));
      expect(paid.json()).toMatchObject({ ok: true, status: 'paid', changed: true, conversion_id: conversionId });

      const conversion = await storage.sql.get<Record<string, unknown>>('SELECT * FROM conversions WHERE id = ?', [
        conversionId,
      ]);
      // 3% of 2000 zł = 60 zł for us, the partner's half 30 zł; payable after the month and 14 days.
      expect(conversion).toMatchObject({
        status: 'paid',
        payout_model: 'cps_percent',
        revenue_minor: 6000,
        partner_payout_minor: 3000,
        reported_payout_minor: 6000,
        partner_id: 'p-77',
        hold_reason: null,
      });
      expect(String(conversion?.payable_from)).toMatch(/^\d{4}-\d{2}-15T00:00:00\.000Z$/);
      const events = await storage.sql.all<{ from_status: string | null; to_status: string }>(
        `SELECT from_status, to_status FROM conversion_events WHERE conversion_id = ? ORDER BY at, ${inserted}`,
        [conversionId],
      );
      expect(events).toEqual([
        { from_status: null, to_status: 'approved' },
        { from_status: 'approved', to_status: 'paid' },
      ]);

      const delivered = async () =>
        (
          await storage.sql.get<{ n: number }>(
            "SELECT COUNT(*) AS n FROM postback_deliveries WHERE conversion_id = ? AND state = 'delivered'",
            [conversionId],
          )
        )?.n === 2;
      await waitFor(delivered);
      const mine = received
        .filter((u) => u.includes(clickId))
        .map((u) => Object.fromEntries(new URL(u, 'http://x').searchParams));
      expect(mine).toEqual([
        { cid: clickId, s1: 'a&b=c', s3: 'x', st: 'approved', p: '0.00', tx: 'TX-1' },
        { cid: clickId, s1: 'a&b=c', s3: 'x', st: 'paid', p: '30.00', tx: 'TX-1' },
      ]);
      const deliveries = await storage.sql.all<{ status: string; state: string; attempts: number }>(
        'SELECT status, state, attempts FROM postback_deliveries WHERE conversion_id = ? ORDER BY created_at, status',
        [conversionId],
      );
      expect(deliveries).toEqual([
        { status: 'approved', state: 'delivered', attempts: 1 },
        { status: 'paid', state: 'delivered', attempts: 1 },
      ]);
      const log = await storage.sql.all<{ outcome: string; auth: string }>(
        `SELECT outcome, auth FROM postback_log WHERE click_id = ? ORDER BY received_at, ${inserted}`,
        [clickId],
      );
      expect(log).toEqual([
        { outcome: 'applied', auth: 'hmac' },
        { outcome: 'duplicate', auth: 'hmac' },
        { outcome: 'applied', auth: 'hmac' },
      ]);
    });

    it('refuses forged and unsigned postbacks, and changes nothing', async () => {
      const { clickId } = await click(kasomir.offer_id, 'amount=500&term=10');
      const q = `click_id=${clickId}&txid=F-1&status=approved`;
      expect((await postback('kasomir', `${q}&token=wrong-token-0123456789`)).statusCode).toBe(403);
      expect((await postback('kasomir', q)).statusCode).toBe(401);
      expect(
        (await postback('portfelik', `${q}&sig=${'0'.repeat(64)}&ts=${Math.floor(Date.now() / 1000)}`)).statusCode,
      ).toBe(403);
      expect(await storage.sql.get('SELECT COUNT(*) AS n FROM conversions WHERE click_id = ?', [clickId])).toEqual({
        n: 0,
      });
      const log = await storage.sql.all<{ outcome: string; http_status: number }>(
        `SELECT outcome, http_status FROM postback_log WHERE click_id = ? ORDER BY received_at, ${inserted}`,
        [clickId],
      );
      expect(log).toEqual([
        { outcome: 'forbidden', http_status: 403 },
        { outcome: 'forbidden', http_status: 401 },
        { outcome: 'forbidden', http_status: 403 },
      ]);
    });

    it('answers 404 for an unknown click or lender and keeps the report for reconciliation', async () => {
      const unknown = '0b8f3a52-6c1d-4e2f-9a7b-5c4d3e2f1a0b';
      const res = await postback('kasomir', `click_id=${unknown}&txid=U-1&status=approved&token=${TOKEN}`);
      expect(res.statusCode).toBe(404);
      expect(
        await storage.sql.get('SELECT outcome, http_status, lender, txid FROM postback_log WHERE click_id = ?', [
          unknown,
        ]),
      ).toEqual({ outcome: 'unknown_click', http_status: 404, lender: 'kasomir', txid: 'U-1' });
      expect((await postback('nobody', `click_id=${unknown}&txid=U-2&status=approved`)).statusCode).toBe(404);
      // A click of another lender is unknown to this one.
      const { clickId } = await click(portfelik.offer_id, 'amount=1000&term=20');
      expect(
        (await postback('kasomir', `click_id=${clickId}&txid=U-3&status=approved&token=${TOKEN}`)).statusCode,
      ).toBe(404);
    });

    it('refuses a move the state table does not allow, and bad fields', async () => {
      const { clickId } = await click(kasomir.offer_id, 'amount=500&term=10');
      const base = `click_id=${clickId}&txid=R-1&token=${TOKEN}`;
      expect((await postback('kasomir', `${base}&status=rejected`)).statusCode).toBe(200);
      const res = await postback('kasomir', `${base}&status=paid`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ ok: false, error: 'rejected is final' });
      expect((await postback('kasomir', `${base}&status=won`)).statusCode).toBe(400);
      expect((await postback('kasomir', `${base}&status=approved&payout=12,50`)).statusCode).toBe(400);
      expect(await storage.sql.get('SELECT status FROM conversions WHERE click_id = ?', [clickId])).toEqual({
        status: 'rejected',
      });
    });

    it('takes a form-encoded POST with the token in a header', async () => {
      const { clickId } = await click(kasomir.offer_id, 'amount=500&term=10');
      const res = await app.inject({
        method: 'POST',
        url: '/api/postback/kasomir',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-postback-token': TOKEN },
        payload: `click_id=${clickId}&txid=P-1&status=pending`,
      });
      expect(res.json()).toMatchObject({ ok: true, status: 'pending', changed: true });
    });

    it('holds a paid-search click from a partner not allowed to buy search ads', async () => {
      const { clickId } = await click(kasomir.offer_id, 'amount=500&term=10&aff_id=p-77&gclid=abc', '192.0.2.50');
      await postback('kasomir', `click_id=${clickId}&txid=H-1&status=approved&token=${TOKEN}`);
      const conversion = await storage.sql.get<{ id: string; hold_reason: string }>(
        'SELECT id, hold_reason FROM conversions WHERE click_id = ?',
        [clickId],
      );
      expect(conversion?.hold_reason).toBe('paid_search');
      expect(
        await storage.sql.all('SELECT reason, detail FROM conversion_holds WHERE conversion_id = ?', [
          conversion?.id ?? '',
        ]),
      ).toEqual([
        {
          reason: 'paid_search',
          detail: 'kliknięcie z reklamy w wyszukiwarce (gclid) od partnera, który nie może kupować takich reklam',
        },
      ]);
    });

    it('holds the same person from two partners, a disposable e-mail and a partner signing up itself', async () => {
      const lead = async (id: string, email: string) =>
        storage.sql.run(
          `INSERT INTO leads (id, created_at, amount, term, term_unit, term_days, birth_date, phone, email, consent_terms, consent_privacy, consent_marketing, consents_version)
           VALUES (?, ?, 1000, 30, 'days', 30, '1990-01-01', NULL, ?, 1, 1, 1, 'v')`,
          [id, new Date().toISOString(), email],
        );
      const first = 'aaaaaaaa-bbbb-4ccc-8ddd-000000000001';
      const second = 'aaaaaaaa-bbbb-4ccc-8ddd-000000000002';
      await lead(first, 'ola@mailinator.com');
      await lead(second, 'Ola@Mailinator.com ');
      await app.inject({
        method: 'PUT',
        url: '/api/affiliate/partners/p-own',
        headers: { authorization: `Bearer ${ADMIN}` },
        payload: { email: 'ola@mailinator.com' },
      });
      await click(kasomir.offer_id, `amount=500&term=10&aff_id=p-other&lead_id=${first}`, '192.0.2.61');
      const { clickId } = await click(
        kasomir.offer_id,
        `amount=500&term=10&aff_id=p-own&lead_id=${second}`,
        '192.0.2.62',
      );
      await postback('kasomir', `click_id=${clickId}&txid=D-1&status=approved&token=${TOKEN}`);
      const conversion = await storage.sql.get<{ id: string; hold_reason: string }>(
        'SELECT id, hold_reason FROM conversions WHERE click_id = ?',
        [clickId],
      );
      expect(conversion?.hold_reason).toBe('duplicate_person,disposable_email,partner_own_email');
      const stored = await storage.sql.get<Record<string, unknown>>(
        'SELECT email_hash, disposable_email FROM clicks WHERE click_id = ?',
        [clickId],
      );
      expect(stored).toEqual({ email_hash: expect.stringMatching(/^[0-9a-f]{64}$/), disposable_email: 1 });
      expect(JSON.stringify(await storage.sql.all('SELECT * FROM clicks'))).not.toContain('mailinator');
    });

    it('holds a burst of clicks from one address', async () => {
      let last = '';
      for (let i = 0; i < 5; i++) last = (await click(kasomir.offer_id, 'amount=500&term=10', '192.0.2.77')).clickId;
      await postback('kasomir', `click_id=${last}&txid=B-1&status=approved&token=${TOKEN}`);
      expect(await storage.sql.get('SELECT hold_reason FROM conversions WHERE click_id = ?', [last])).toEqual({
        hold_reason: 'ip_burst',
      });
    });

    it('applies a postback the lender sends several times at once exactly once: one applied, the rest repeats, no error', async () => {
      for (let round = 0; round < 5; round++) {
        const { clickId } = await click(kasomir.offer_id, 'amount=1500&term=30', `198.51.100.${41 + round}`);
        const query = `click_id=${clickId}&txid=TX-MANY&status=approved&token=${TOKEN}`;
        const answers = await Promise.all(Array.from({ length: 6 }, () => postback('kasomir', query)));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        expect(answers.filter((a) => a.json().changed === true)).toHaveLength(1);
        expect(await storage.sql.get('SELECT COUNT(*) AS n FROM conversions WHERE click_id = ?', [clickId])).toEqual({
          n: 1,
        });
      }
    });
  });

  describe('partner postback retries', () => {
    it('retries a failing partner with growing delays, then gives up', async () => {
      const at = '2026-01-01T00:00:00.000Z';
      await storage.sql.run(
        "INSERT INTO clicks (click_id, created_at, offer_id, lender, placement) VALUES ('retry-click', ?, 101, 'kasomir', 'transition')",
        [at],
      );
      await storage.sql.run(
        "INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, offer_id, payout_model) VALUES ('retry-conv', 'kasomir', 'retry-click', 'T', ?, ?, 'approved', 101, 'cpl')",
        [at, at],
      );
      await storage.sql.run(
        "INSERT INTO postback_deliveries (id, conversion_id, partner_id, status, url, state, next_attempt_at, created_at) VALUES ('retry-1', 'retry-conv', 'p', 'approved', 'https://t.example/x', 'pending', ?, ?)",
        [at, at],
      );
      let clock = Date.parse(at);
      const now = () => new Date(clock);
      const failing = async () => ({ kind: 'answered' as const, status: 503 });
      const settings = { deliveryAttempts: 3, deliveryBaseDelayMs: 1000 };
      const row = () =>
        storage.sql.get<{ state: string; attempts: number; next_attempt_at: string | null; error: string }>(
          "SELECT state, attempts, next_attempt_at, error FROM postback_deliveries WHERE id = 'retry-1'",
        );
      await deliverDue(storage.sql, failing, settings, now);
      expect(await row()).toEqual({
        state: 'pending',
        attempts: 1,
        next_attempt_at: '2026-01-01T00:00:01.000Z',
        error: 'HTTP 503',
      });
      expect(await deliverDue(storage.sql, failing, settings, now)).toBe(0); // not due yet
      clock += 1000;
      await deliverDue(storage.sql, failing, settings, now);
      expect(await row()).toMatchObject({ state: 'pending', attempts: 2, next_attempt_at: '2026-01-01T00:00:03.000Z' });
      clock += 2000;
      await deliverDue(storage.sql, failing, settings, now);
      expect(await row()).toMatchObject({ state: 'failed', attempts: 3, next_attempt_at: null });
    });

    it('sends a due postback once when two delivery passes (two server processes) run at the same moment', async () => {
      const at = '2026-01-02T00:00:00.000Z';
      await storage.sql.run(
        "INSERT INTO clicks (click_id, created_at, offer_id, lender, placement) VALUES ('once-click', ?, 101, 'kasomir', 'transition')",
        [at],
      );
      await storage.sql.run(
        "INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, offer_id, payout_model) VALUES ('once-conv', 'kasomir', 'once-click', 'T', ?, ?, 'approved', 101, 'cpl')",
        [at, at],
      );
      await storage.sql.run(
        "INSERT INTO postback_deliveries (id, conversion_id, partner_id, status, url, state, next_attempt_at, created_at) VALUES ('once-1', 'once-conv', 'p', 'approved', 'https://t.example/once', 'pending', ?, ?)",
        [at, at],
      );
      const sent: string[] = [];
      const slow = async (url: string) => {
        sent.push(url);
        await new Promise((r) => setTimeout(r, 30));
        return { kind: 'answered' as const, status: 200 };
      };
      const now = () => new Date(Date.parse(at) + 1000);
      const settings = { deliveryAttempts: 3, deliveryBaseDelayMs: 1000 };
      await Promise.all([deliverDue(storage.sql, slow, settings, now), deliverDue(storage.sql, slow, settings, now)]);
      expect(sent.filter((u) => u.endsWith('/once'))).toHaveLength(1);
      expect(await storage.sql.get("SELECT state, attempts FROM postback_deliveries WHERE id = 'once-1'")).toEqual({
        state: 'delivered',
        attempts: 1,
      });
    });

    it.each([
      [1, 60_000],
      [2, 120_000],
      [5, 960_000],
      [20, 6 * 60 * 60 * 1000],
    ])('waits after attempt %i: %i ms', (attempt, ms) => expect(retryDelayMs(attempt, 60_000)).toBe(ms));
  });
});
