// The lead-identity endpoints through the real app: POST /webhook, GET /lead-frame/, GET /api/feed, GET
// /api/offer-config.
import { FIXTURE_PRICING_LAW as LAW } from '../contracts/law-fixture';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERS } from '../contracts/lenders';
import type { Storage } from './storage/types';
import { testApp, type TestApp } from './testing/app';
import type { NormalisedLead } from '../contracts/lead';
import { rankOffers } from './feed/rank';

const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
let fixture: TestApp;
let app: FastifyInstance;
let storage: Storage;
let dbFile: string;

beforeAll(async () => {
  process.env.PARTNER_ORIGINS = 'https://blog.example, not-an-origin';
  process.env.SITE_URL = 'https://przelewik.example/';
  fixture = await testApp({
    files: { 'content/offers.json': JSON.stringify({ page: 'offers', data: { offers: OFFERS } }) },
    database: 'file',
  });
  ({ app, storage } = fixture);
  dbFile = fixture.dbFile!;
});

afterAll(async () => {
  delete process.env.PARTNER_ORIGINS;
  delete process.env.SITE_URL;
  await fixture.close();
});

function multipart(fields: [string, string][]): { payload: string; contentType: string } {
  const boundary = '----przelewik' + Math.random().toString(16).slice(2);
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { payload: parts.join('') + `--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

const rows = async () => {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare('SELECT lead_id, state_type, day, extra, origin FROM lead_webhooks ORDER BY id').all() as {
      lead_id: string;
      state_type: string;
      day: string;
      extra: string;
      origin: string | null;
    }[];
  } finally {
    db.close();
  }
};

describe('POST /webhook', () => {
  it('stores multipart form data once per lead, state and day', async () => {
    const form = multipart([
      ['lead_id', LEAD.toUpperCase()],
      ['state_type', 'abandoned_visit_by_pxl'],
      ['campaign', 'jesien'],
    ]);
    const first = await app.inject({
      method: 'POST',
      url: '/webhook',
      headers: { 'content-type': form.contentType, origin: 'https://blog.example' },
      payload: form.payload,
    });
    expect(first.statusCode).toBe(201);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    const again = await app.inject({
      method: 'POST',
      url: '/webhook',
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, created: false });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      lead_id: LEAD,
      state_type: 'abandoned_visit_by_pxl',
      extra: '{"campaign":"jesien"}',
      origin: 'https://blog.example',
    });
    expect(stored[0]!.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('accepts urlencoded forms; another state type is another row', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `lead_id=${LEAD}&state_type=abandoned_offers_by_pxl`,
    });
    expect(res.statusCode).toBe(201);
    expect((await rows()).map((r) => r.state_type)).toEqual(['abandoned_visit_by_pxl', 'abandoned_offers_by_pxl']);
  });

  it.each<[string, string, string]>([
    ['a bad lead id', 'application/x-www-form-urlencoded', 'lead_id=abc'],
    ['an unknown state type', 'application/x-www-form-urlencoded', `lead_id=${LEAD}&state_type=other`],
    ['a personal field', 'application/x-www-form-urlencoded', `lead_id=${LEAD}&phone=600123456`],
    ['a repeated lead id', 'application/x-www-form-urlencoded', `lead_id=${LEAD}&lead_id=${LEAD}`],
    ['JSON instead of a form', 'application/json', JSON.stringify({ lead_id: LEAD })],
    ['a broken multipart body', 'multipart/form-data; boundary=x', 'garbage'],
    ['a body over 4 KB', 'application/x-www-form-urlencoded', `lead_id=${LEAD}&note=${'x'.repeat(5000)}`],
  ])('answers 4xx to %s and stores nothing', async (_name, contentType, payload) => {
    const before = (await rows()).length;
    const res = await app.inject({
      method: 'POST',
      url: '/webhook',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await rows()).length).toBe(before);
  });

  it('refuses a file upload', async () => {
    const boundary = 'b0undary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="lead_id"\r\n\r\n${LEAD}\r\n--${boundary}\r\nContent-Disposition: form-data; name="doc"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/webhook',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /lead-frame/', () => {
  it('serves the tiny page with a hash CSP and the allow-list (own origin, SITE_URL, PARTNER_ORIGINS)', async () => {
    const res = await app.inject('/lead-frame/?gp=1');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self' https://przelewik.example https://blog.example");
    expect(csp).not.toContain('not-an-origin');
    expect(csp).not.toContain('*');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/<script[^>]+src=/);
  });
});

describe('GET /api/feed and /api/offer-config', () => {
  it('serves the configuration list from the published offers', async () => {
    const res = await app.inject('/api/offer-config');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { offer_id: number }[]).map((o) => o.offer_id)).toEqual(OFFERS.map((o) => o.offer_id));
  });

  it('ranks offers for a stored lead from its amount, term and age, the same each time', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    const lead: NormalisedLead = {
      amount: 20000,
      term: 12,
      termUnit: 'months',
      termDays: 365,
      birthDate: '1980-01-01',
      phone: null,
      email: null,
      consents: { terms: true, privacy: true, marketing: false },
    };
    await storage.insertLead({ id, lead, consentsVersion: 'test', origin: null, receivedAt: new Date() });
    const first = await app.inject(`/api/feed?lead_id=${id.replace(/-/g, '')}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const ids = first.json() as number[];
    expect(ids).toEqual(
      rankOffers(
        { amount: 20000, term: 12, termUnit: 'months', termDays: 365, birthDate: '1980-01-01' },
        OFFERS,
        new Date().toISOString().slice(0, 10),
        LAW,
      ),
    );
    expect([...ids].sort()).toEqual(OFFERS.map((o) => o.offer_id).sort());
    expect((await app.inject(`/api/feed?lead_id=${id}`)).json()).toEqual(ids);
    // The page may ask for the loan it shows: the order is for that loan, still with the lead's age.
    const shown = (await app.inject(`/api/feed?lead_id=${id}&amount=1500&term=30`)).json() as number[];
    expect(shown).toEqual(
      rankOffers(
        { amount: 1500, term: 30, termUnit: 'days', termDays: 30, birthDate: '1980-01-01' },
        OFFERS,
        new Date().toISOString().slice(0, 10),
        LAW,
      ),
    );
    expect(shown).not.toEqual(ids);
    // A loan that is not whole and valid is ignored: the lead's own loan.
    expect((await app.inject(`/api/feed?lead_id=${id}&amount=dużo&term=30`)).json()).toEqual(ids);
  });

  it.each([
    ['no lead id', '/api/feed', 400],
    ['a bad lead id', '/api/feed?lead_id=abc', 400],
    ['an unknown lead', `/api/feed?lead_id=${LEAD}`, 404],
  ])('answers %s with %i', async (_name, url, status) => {
    expect((await app.inject(url)).statusCode).toBe(status);
  });
});
