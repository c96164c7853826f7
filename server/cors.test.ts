// CORS by purpose: what the loader calls from partner pages answers any origin (no credentials); the lead,
// phone-lead and partner endpoints answer only our own origins and refuse a foreign Origin with 403.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from './config';
import { isOwnOrigin, isSiteOnlyPath, mayPost } from './cors';
import { testApp, type TestApp } from './testing/app';

let fixture: TestApp;
let app: FastifyInstance;
const HOST = 'przelewik.test';
const PARTNER = 'https://partner.example';

beforeAll(async () => {
  fixture = await testApp({ config: { ...DEFAULT_CONFIG, siteOrigins: ['https://www.przelewik.test'] } });
  app = fixture.app;
});

afterAll(() => fixture.close());

describe('isOwnOrigin', () => {
  it.each([
    ['https://przelewik.test', 'przelewik.test', true],
    ['http://przelewik.test', 'przelewik.test', true],
    ['http://localhost:3000', 'localhost:3000', true],
    ['http://localhost:3001', 'localhost:3000', false],
    ['https://www.przelewik.test', 'przelewik.test', true],
    ['https://evil.example', 'przelewik.test', false],
    ['https://przelewik.test.evil.example', 'przelewik.test', false],
    ['null', 'przelewik.test', false],
    ['', 'przelewik.test', false],
    ['file:///x', 'przelewik.test', false],
    ['https://przelewik.test', undefined, false],
  ] as const)('%s to host %s → %s', (origin, host, expected) => {
    expect(isOwnOrigin(origin, host, ['https://www.przelewik.test'])).toBe(expected);
  });

  it('knows the site-only paths, with or without a query or trailing slash', () => {
    expect(['/api/leads', '/api/leads/', '/api/phone-leads?x=1', '/api/partners'].map(isSiteOnlyPath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/api/event', '/set-token', '/webhook', '/api/offers', '/api/leadsx'].map(isSiteOnlyPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

const json = (url: string, origin?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    payload: '{}',
  });

describe('partner endpoints: any origin, no credentials', () => {
  it('answers a partner page on POST /api/event', async () => {
    const res = await json('/api/event', PARTNER);
    expect(res.statusCode).toBe(400); // an empty body, but read and answered
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers the preflight of /api/event for any origin', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/event',
      headers: {
        host: HOST,
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it.each(['/set-token', '/webhook'])('answers a partner page on POST %s', async (url) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, origin: PARTNER, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers GET /api/offer-config for any origin', async () => {
    const res = await app.inject({ url: '/api/offer-config', headers: { host: HOST, origin: PARTNER } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('lead endpoints: our own origins only', () => {
  it.each(['/api/leads', '/api/phone-leads', '/api/partners'])(
    '%s refuses a foreign origin with 403 and no CORS header',
    async (url) => {
      for (const origin of [PARTNER, 'null', 'https://przelewik.test.evil.example']) {
        const res = await json(url, origin);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ ok: false, error: 'this endpoint accepts requests only from the site itself' });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    },
  );

  it.each(['/api/leads', '/api/phone-leads', '/api/partners'])(
    '%s refuses a cross-site HTML form post too',
    async (url) => {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { host: HOST, origin: PARTNER, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'phone=601234567',
      });
      expect(res.statusCode).toBe(403);
    },
  );

  it.each(['/api/leads', '/api/phone-leads', '/api/partners'])(
    '%s reads requests from the site itself, a configured origin, or no origin',
    async (url) => {
      for (const origin of [`https://${HOST}`, 'https://www.przelewik.test', undefined]) {
        const res = await json(url, origin);
        expect(res.statusCode).toBe(400); // validated: the empty body has per-field errors
        expect(res.json()).toMatchObject({ ok: false, errors: expect.any(Object) });
        expect(res.headers['access-control-allow-origin']).toBe(origin);
      }
    },
  );

  it('gives a foreign preflight no CORS answer', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/leads',
      headers: { host: HOST, origin: PARTNER, 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('answers our own preflight', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/leads',
      headers: { host: HOST, origin: 'https://www.przelewik.test', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://www.przelewik.test');
    expect(res.headers.vary).toContain('Origin');
  });
});

describe('mayPost: our widgets on known partner pages post leads and phone leads, never partner sign-ups', () => {
  const config = { siteOrigins: ['https://www.przelewik.test'], partnerOrigins: ['https://blog.partner.example'] };
  it.each([
    ['/api/leads', 'https://blog.partner.example', true],
    ['/api/leads/', 'https://blog.partner.example', true],
    ['/api/phone-leads', 'https://blog.partner.example', true],
    ['/api/partners', 'https://blog.partner.example', false],
    ['/api/leads', 'https://other.example', false],
    ['/api/leads', 'http://blog.partner.example', false],
    ['/api/leads', 'https://www.przelewik.test', true],
    ['/api/partners', 'https://www.przelewik.test', true],
  ])('%s from %s: %s', (url, origin, expected) => {
    expect(mayPost(url, origin, 'przelewik.test', config)).toBe(expected);
  });
});

describe('the console', () => {
  it.each(['/admin/', '/admin/login/', '/admin/leads/', '/admin/nie-ma/'])(
    'answers a foreign preflight to %s without any CORS header',
    async (url) => {
      const res = await app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
    },
  );

  it("still answers the loader's preflights from any origin", async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/offers',
      headers: { origin: PARTNER, 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
