// Money from the source that owes it: a partner's link carries the loan amount (the click's `amount`), and a
// partner that lies about it must change neither our revenue nor its own payout, under every payout model. The
// lender's reported loan (`amount`) or payout decides; a loan other than the link's is held for the operator.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERS } from '../../contracts/lenders';
import { buildApp } from '../app';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import { parseAffiliateConfig } from './config';

const lenders = [...new Set(OFFERS.map((o) => o.lenderId))].slice(0, 3);
const MODELS = [
  { model: 'cpl', terms: { model: 'cpl', amount: '40.00' }, earnsAt: 'approved' },
  { model: 'cps', terms: { model: 'cps', amount: '120.00' }, earnsAt: 'paid' },
  { model: 'cps_percent', terms: { model: 'cps_percent', percent: 3 }, earnsAt: 'paid' },
] as const;
const tokenOf = (lender: string) => `${lender}-postback-token-0123456789`;

describe.each(storageBackends())('a partner that lies about the loan amount, on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  const lenderOf = (model: string) => lenders[MODELS.findIndex((m) => m.model === model)]!;

  beforeAll(async () => {
    expect(lenders).toHaveLength(3);
    dist = mkdtempSync(join(tmpdir(), 'przelewik-liar-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    mkdirSync(join(dist, 'content'));
    writeFileSync(join(dist, 'content', 'offers.json'), JSON.stringify({ page: 'offers', data: { offers: OFFERS } }));
    storage = await backend.open();
    const affiliate = parseAffiliateConfig({
      LENDER_POSTBACK_SECRETS: JSON.stringify(Object.fromEntries(lenders.map((l) => [l, { token: tokenOf(l) }]))),
      LENDER_PAYOUTS: JSON.stringify(Object.fromEntries(MODELS.map((m, i) => [lenders[i], m.terms]))),
      AFFILIATE_HASH_KEY: 'h'.repeat(32),
    });
    app = await buildApp({ storage, distDir: dist, affiliate });
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  let ip = 10;
  async function click(lender: string, amount: number): Promise<string> {
    const offer = OFFERS.find((o) => o.lenderId === lender)!;
    // Each click from its own address, so the burst rule holds none of them.
    const res = await app.inject({
      method: 'GET',
      url: `/api/click/${offer.offer_id}?amount=${amount}&term=30&aff_id=p-liar`,
      remoteAddress: `198.51.100.${ip++}`,
    });
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location)).searchParams.get(offer.clickParam ?? 'click_id')!;
  }

  async function convert(lender: string, clickId: string, status: string, report: Record<string, string>) {
    const query = new URLSearchParams({
      click_id: clickId,
      txid: `TX-${clickId.slice(0, 8)}`,
      status,
      first_loan: '1',
      token: tokenOf(lender),
      ...report,
    });
    const res = await app.inject({ method: 'GET', url: `/api/postback/${lender}?${query}` });
    expect(res.statusCode).toBe(200);
    return storage.sql.get<{ revenue_minor: number; partner_payout_minor: number; hold_reason: string | null }>(
      'SELECT revenue_minor, partner_payout_minor, hold_reason FROM conversions WHERE click_id = ?',
      [clickId],
    );
  }

  // The lender paid out 2 000 zł; the liar's link said 25 000 zł. What the lender reports decides for both.
  const expected: Record<string, number> = { cpl: 4000, cps: 12000, cps_percent: 6000 };

  it.each(MODELS)(
    "$model: revenue and payout from the lender's loan, the inflated link held for review",
    async ({ model, earnsAt }) => {
      const lender = lenderOf(model);
      const honest = await convert(lender, await click(lender, 2000), earnsAt, { amount: '2000.00' });
      const liar = await convert(lender, await click(lender, 25000), earnsAt, { amount: '2000.00' });
      expect(honest).toEqual({
        revenue_minor: expected[model],
        partner_payout_minor: expected[model],
        hold_reason: null,
      });
      expect(liar).toEqual({
        revenue_minor: expected[model],
        partner_payout_minor: expected[model],
        hold_reason: 'amount_differs',
      });
      const hold = await storage.sql.get<{ detail: string }>(
        "SELECT detail FROM conversion_holds WHERE reason = 'amount_differs' ORDER BY created_at DESC",
      );
      expect(hold?.detail).toBe(
        'pożyczkodawca zgłosił pożyczkę na 2\u00a0000,00\u00a0zł, a link partnera niósł kwotę 25\u00a0000,00\u00a0zł',
      );
    },
  );

  it.each(MODELS)(
    "$model: without the lender's loan amount, the link's amount still earns nothing extra",
    async ({ model, earnsAt }) => {
      const lender = lenderOf(model);
      const honest = await convert(lender, await click(lender, 2000), earnsAt, {});
      const liar = await convert(lender, await click(lender, 25000), earnsAt, {});
      // Fixed sums stay fixed; a percentage of an amount only the partner stated is no revenue at all.
      const fixed = model === 'cps_percent' ? 0 : expected[model]!;
      expect(honest).toMatchObject({ revenue_minor: fixed, partner_payout_minor: fixed });
      expect(liar).toMatchObject({ revenue_minor: fixed, partner_payout_minor: fixed });
    },
  );

  it.each(MODELS)(
    "$model: the lender's reported payout is the revenue, whatever the link said",
    async ({ model, earnsAt }) => {
      const lender = lenderOf(model);
      const liar = await convert(lender, await click(lender, 25000), earnsAt, { payout: '55.50', currency: 'PLN' });
      expect(liar).toMatchObject({ revenue_minor: 5550, partner_payout_minor: 5550 });
    },
  );

  it("keeps the lender's loan amount from an earlier postback for the move that earns", async () => {
    const lender = lenderOf('cps_percent');
    const clickId = await click(lender, 25000);
    expect(await convert(lender, clickId, 'approved', { amount: '1500.00' })).toMatchObject({
      revenue_minor: 0,
      hold_reason: 'amount_differs',
    });
    expect(await convert(lender, clickId, 'paid', {})).toEqual({
      revenue_minor: 4500,
      partner_payout_minor: 4500,
      hold_reason: 'amount_differs',
    });
  });
});
