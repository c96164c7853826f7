import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_TAKEN_MESSAGE } from '../contracts/partner';
import { buildApp } from './app';
import { cacheControl } from './site/static-files';
import { testApp, type TestApp } from './testing/app';
import type { LeadRecord, Storage } from './storage/types';
import { DEFAULT_CONFIG } from './config';
import { StorageUnavailableError } from './storage/unavailable';
import { EVENT_ANSWER_HEADERS } from './security-headers';

// This file sends many writes from one client to check answers, not budgets (limits.test.ts checks those).
const NO_BUDGETS = {
  ...DEFAULT_CONFIG,
  rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
};

let fixture: TestApp;
let app: FastifyInstance;
let storage: Storage;
let dist: string;

beforeAll(async () => {
  fixture = await testApp({
    files: { 'offers/index.html': '<!doctype html><title>offers</title>', 'loader.js': '/* loader */' },
    config: NO_BUDGETS,
  });
  ({ app, storage, dist } = fixture);
});

afterAll(() => fixture.close());

const post = (payload: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/api/event',
    headers: { 'content-type': contentType, origin: 'http://127.0.0.1:3000' },
    payload,
  });

describe('server', () => {
  it('answers /healthz while the database is reachable', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });

  it('answers /healthz with 503 and the reason when the database takes no write', async () => {
    const failing = await buildApp({ storage: { ...storage, checkWrite: async () => 'disk is full' }, distDir: dist });
    const res = await failing.inject('/healthz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'sqlite', reason: 'disk is full' });
    const down = await buildApp({ storage: { ...storage, ping: async () => false }, distDir: dist });
    expect((await down.inject('/healthz')).json()).toEqual({
      status: 'unavailable',
      database: 'sqlite',
      reason: 'database does not answer',
    });
    await failing.close();
    await down.close();
  });

  it('answers a write with 503 and Retry-After while the database cannot take it, and stores nothing', async () => {
    const busy = await buildApp({
      storage: {
        ...storage,
        insertEvent: async () => {
          throw new StorageUnavailableError('too many writes waiting', 1);
        },
      },
      distDir: dist,
      config: NO_BUDGETS,
    });
    const res = await busy.inject({
      method: 'POST',
      url: '/api/event',
      headers: { 'content-type': 'application/json' },
      payload: '{"event":"page_view"}',
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ ok: false, error: 'service temporarily unavailable, try again later' });
    // The event route's own headers on this answer too, and none of the document-only ones.
    for (const [name, value] of Object.entries(EVENT_ANSWER_HEADERS)) expect(res.headers[name]).toBe(value);
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBeUndefined();
    await busy.close();
  });

  it('serves prerendered pages at their slash paths', async () => {
    expect((await app.inject('/')).body).toContain('<title>home</title>');
    const offers = await app.inject('/offers/');
    expect(offers.statusCode).toBe(200);
    expect(offers.body).toContain('<title>offers</title>');
    expect(offers.headers['cache-control']).toBe('no-cache');
  });

  it('redirects a path without the trailing slash with 301, query kept', async () => {
    const res = await app.inject('/offers?utm_source=google');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/offers/?utm_source=google');
  });

  it('answers unknown pages with the 404 page and status 404', async () => {
    const res = await app.inject('/nope/');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This page could not be found');
    expect((await app.inject('/api/nope')).json()).toEqual({ ok: false, error: 'not found' });
  });

  it('stores a valid event and answers 202 with its id once it is committed', async () => {
    const res = await post(
      JSON.stringify({
        event: 'page_view',
        path: '/',
        session_id: '0b7c6e1a-3f5d-4c2b-9a8e-1d2c3b4a5f60',
        domain: 'localhost',
      }),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ ok: true, id: expect.any(Number) });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('lets a partner page read Retry-After (a 503 asks the loader to wait before its one retry)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/event',
      headers: { 'content-type': 'application/json', origin: 'https://partner.example' },
      payload: JSON.stringify({ event: 'page_view' }),
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain('retry-after');
  });

  it('takes the same JSON sent as text/plain (sendBeacon, simple CORS requests)', async () => {
    expect((await post('{"event":"page_view"}', 'text/plain')).statusCode).toBe(202);
  });

  it.each([
    ['not JSON', '{"event":', 'application/json'],
    ['not JSON as text', 'nope', 'text/plain'],
    ['a bad event name', '{"event":"DROP TABLE"}', 'application/json'],
    ['a nested object', '{"event":"x","a":{"b":1}}', 'application/json'],
  ])('refuses %s with 400 and a message', async (_name, payload, type) => {
    const res = await post(payload, type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: expect.any(String) });
  });

  it('refuses a body over 16 KB with 413', async () => {
    const res = await post(JSON.stringify({ event: 'x', pad: 'a'.repeat(17 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, error: 'request body is too large' });
  });

  it('answers the CORS preflight of a partner page', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/event',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends security headers', async () => {
    const res = await app.inject('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('cacheControl', () => {
  it.each([
    ['/assets/site-abc.js', 'public, max-age=31536000, immutable'],
    ['/loader/core.js', 'public, max-age=31536000, immutable'],
    ['/loader.js', 'public, max-age=300, stale-while-revalidate=3600'],
    ['/', 'no-cache'],
    ['/404.html', 'no-cache'],
    ['/offers/islands.json', 'no-cache'],
    ['/offers/payload.js', 'public, max-age=3600'],
    ['/favicon.svg', 'public, max-age=3600'],
  ])('%s → %s', (path, expected) => {
    expect(cacheControl(path)).toBe(expected);
  });
});

describe('static files for partner pages', () => {
  it('lets other origins import the loader and its chunks (module scripts are fetched with CORS)', async () => {
    const res = await app.inject({ url: '/loader.js', headers: { origin: 'https://partner.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('precompressed files', () => {
  it('sends the .br twin with the cache rules of the original', async () => {
    const { brotliCompressSync } = await import('node:zlib');
    writeFileSync(join(dist, 'offers', 'index.html.br'), brotliCompressSync('<!doctype html><title>offers</title>'));
    const res = await app.inject({ url: '/offers/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Encoding');
  });
});

describe('page data API', () => {
  beforeAll(() => {
    mkdirSync(join(dist, 'content'), { recursive: true });
    writeFileSync(
      join(dist, 'content', 'blog--co-to-jest-rrso.json'),
      '{"page":"blog-article","data":{"id":"co-to-jest-rrso"}}',
    );
  });

  it('serves the published content JSON of a page path', async () => {
    const res = await app.inject('/api/page-data?path=%2Fblog%2Fco-to-jest-rrso%2F');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ page: 'blog-article', data: { id: 'co-to-jest-rrso' } });
  });

  it.each([
    ['an unknown page', '/blog/nie-ma/', 404],
    ['no trailing slash', '/blog', 400],
    ['dot segments', '/../etc/', 400],
    ['no path', '', 400],
  ])('answers %s with %d', async (_name, path, status) => {
    const res = await app.inject(`/api/page-data?path=${encodeURIComponent(path)}`);
    expect(res.statusCode).toBe(status);
  });
});

describe('POST /api/partners', () => {
  const signup = {
    name: 'Anna Nowak',
    email: 'anna@mojblog.pl',
    website: 'mojblog.pl',
    trafficType: 'website',
    consent: true,
  };
  const send = (body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('stores a valid sign-up once per email; a second one for that address changes nothing and says nothing about the first', async () => {
    expect((await send(signup)).statusCode).toBe(201);
    const again = await send({ ...signup, name: 'Anna Nowak-Kowalska', website: 'https://inna.example.pl/' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ ok: false, error: PARTNER_TAKEN_MESSAGE });
    expect(again.body).not.toContain(signup.name);
  });

  it('answers 400 with per-field errors for bad input', async () => {
    const res = await send({ ...signup, email: 'nope', consent: false });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['consent', 'email']);
  });
});

describe('POST /api/leads', () => {
  const lead = {
    amount: 25000,
    termUnit: 'months',
    term: 48,
    birthDate: '14.05.1944',
    phone: '',
    email: '',
    consents: { terms: true, privacy: true, marketing: false },
  };
  /** A body from the form before months and before data minimisation: still valid, its retired fields never kept. */
  const OLD_FORM = {
    amount: 1500,
    termDays: 30,
    phone: '601 234 567',
    firstName: 'Anna',
    lastName: 'Nowak',
    pesel: '44051401359',
    idCard: 'ABA300000',
    email: 'anna.nowak@example.pl',
    postalCode: '00-001',
    city: 'Warszawa',
    street: 'Marszałkowska',
    houseNumber: '1/2',
    employment: 'employment_contract',
    monthlyIncome: 5200,
    bankAccount: 'PL61109010140000071219812874',
    consents: { terms: true, privacy: true, marketing: false },
  };
  const stored: LeadRecord[] = [];
  let leadApp: FastifyInstance;
  beforeAll(async () => {
    // What reaches the storage, exactly as the route hands it over.
    const spying: Storage = { ...storage, insertLead: async (record) => void stored.push(record) };
    leadApp = await buildApp({ storage: spying, distDir: dist, config: NO_BUDGETS });
  });
  afterAll(() => leadApp.close());
  const send = (body: unknown) =>
    leadApp.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('creates a lead for a term in months and answers with its UUID v4', async () => {
    const res = await send(lead);
    expect(res.statusCode).toBe(201);
    expect(res.json().leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stored.at(-1)).toMatchObject({
      id: res.json().leadId,
      lead: {
        amount: 25000,
        term: 48,
        termUnit: 'months',
        termDays: 1460,
        birthDate: '1944-05-14',
        phone: null,
        email: null,
      },
    });
  });

  it('still takes an old form’s body (termDays, PESEL, ID card, bank account…) and keeps none of the retired fields', async () => {
    const res = await send(OLD_FORM);
    expect(res.statusCode).toBe(201);
    const kept = stored.at(-1)!.lead;
    expect(kept).toEqual({
      amount: 1500,
      term: 30,
      termUnit: 'days',
      termDays: 30,
      birthDate: '1944-05-14',
      phone: null,
      email: null,
      consents: { terms: true, privacy: true, marketing: false },
    });
    const text = JSON.stringify(stored.at(-1));
    for (const value of ['44051401359', 'ABA300000', '1090', 'Nowak', 'Warszawa', '5200', 'anna.nowak', '601234567'])
      expect(text).not.toContain(value);
  });

  it('takes a date of birth typed as digits only, as the form does, and refuses one that does not exist', async () => {
    const res = await send({ ...lead, birthDate: '14051944' });
    expect(res.statusCode).toBe(201);
    expect(stored.at(-1)!.lead).toMatchObject({ birthDate: '1944-05-14' });
    const bad = await send({ ...lead, birthDate: '31022000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ birthDate: 'Taka data nie istnieje. Sprawdź dzień i miesiąc.' });
  });

  it('keeps the phone and e-mail only with the marketing consent', async () => {
    const res = await send({
      ...lead,
      phone: '601 234 567',
      email: 'anna@example.pl',
      consents: { terms: true, privacy: true, marketing: true },
    });
    expect(res.statusCode).toBe(201);
    expect(stored.at(-1)!.lead).toMatchObject({ phone: '+48601234567', email: 'anna@example.pl' });
  });

  it('answers a tampered lead with 400 and per-field errors, storing nothing', async () => {
    const before = stored.length;
    const res = await send({
      ...lead,
      term: 90,
      birthDate: '2015-01-01',
      amount: 999999,
      consents: { terms: true, privacy: false },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['amount', 'birthDate', 'consents.privacy', 'term']);
    expect(stored.length).toBe(before);
  });

  it('refuses unknown fields (nothing can be smuggled in)', async () => {
    expect((await send({ ...lead, isAdmin: true })).statusCode).toBe(400);
  });

  it('stores a submission once per Idempotency-Key and answers a repeat with the first answer', async () => {
    const key = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const withKey = (body: unknown, k = key) =>
      leadApp.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { 'content-type': 'application/json', 'idempotency-key': k },
        payload: JSON.stringify(body),
      });
    const before = stored.length;
    const first = await withKey(lead);
    const repeat = await withKey(lead);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(stored.length).toBe(before + 1);
    const other = await withKey(lead, '7f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f');
    expect(other.json().leadId).not.toBe(first.json().leadId);
    expect(stored.length).toBe(before + 2);
    const bad = await withKey(lead, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ok: false, error: 'Idempotency-Key must be a UUID' });
    expect(stored.length).toBe(before + 2);
  });

  it.each([
    [
      'a phone given as a number',
      { phone: 601234567, consents: { terms: true, privacy: true, marketing: true } },
      'phone',
    ],
    ['a control character', { birthDate: '14.05.1944\u0000' }, 'birthDate'],
    [
      'a lone surrogate',
      { email: 'a\ud800@example.pl', consents: { terms: true, privacy: true, marketing: true } },
      'email',
    ],
  ])('refuses %s with 400 and the field named, storing nothing', async (_name, change, field) => {
    const before = stored.length;
    const res = await leadApp.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...lead, ...change }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: expect.any(String), errors: { [field]: expect.any(String) } });
    expect(stored.length).toBe(before);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await leadApp.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(lead),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ ok: false, error: expect.any(String) });
  });

  it('keeps no lead whose consent records could not be stored, and a retry with the same key stores it once', async () => {
    const key = '8a1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const submit = () =>
      app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        payload: JSON.stringify(lead),
      });
    const count = async () => [
      (await storage.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))!.n,
      (await storage.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM consent_records'))!.n,
    ];
    const before = await count();
    // The consent ledger refuses its row, as a full disk would, after the lead's own row went in.
    await storage.sql.run(
      `CREATE TRIGGER consents_fail BEFORE INSERT ON consent_records BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
    );
    try {
      expect((await submit()).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await storage.sql.run('DROP TRIGGER consents_fail');
    }
    expect(await count()).toEqual(before);
    const retry = await submit();
    expect(retry.statusCode).toBe(201);
    const leadId = retry.json().leadId as string;
    expect(await count()).toEqual([before[0]! + 1, before[1]! + 2]);
    expect(
      await storage.sql.all('SELECT purpose FROM consent_records WHERE lead_id = ? ORDER BY purpose', [leadId]),
    ).toEqual([{ purpose: 'privacy' }, { purpose: 'terms' }]);
  });
});

describe('status overrides from the build', () => {
  it('answers a page the build rendered as an error (unknown middleware) with its status', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'przelewik-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, '404.html'), '<!doctype html>');
    mkdirSync(join(dir, 'broken'));
    writeFileSync(join(dir, 'broken', 'index.html'), '<!doctype html><h1>Unknown middleware auth</h1>');
    writeFileSync(join(dir, '_status.json'), JSON.stringify({ '/broken/': 500 }));
    const other = await buildApp({ storage, distDir: dir });
    const res = await other.inject('/broken/');
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('Unknown middleware auth');
    expect((await other.inject('/')).statusCode).toBe(200);
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
