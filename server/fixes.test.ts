// Hardening fixes at the HTTP edge: no build leftovers served, 405 with Allow, the webhook's 4 KB limit for every
// body, and the partner form's form-encoded post (JavaScript off).
import { UNSAFE_TEXT_MESSAGE } from './input';
import { typo } from '../widgets/text/typography';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_CONSENT_VALUE } from '../contracts/partner';
import { WEBHOOK_LIMITS } from '../contracts/webhook';
import { buildApp } from './app';
import { allowedMethods, routePattern } from './method-not-allowed';
import { openSqlite } from './storage/sqlite';
import type { Storage } from './storage/types';

let app: FastifyInstance;
let storage: Storage;
let dist: string;
let dataDir: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'przelewik-fixes-'));
  dataDir = mkdtempSync(join(tmpdir(), 'przelewik-fixes-db-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
  mkdirSync(join(dist, 'offers'));
  writeFileSync(join(dist, 'offers', 'index.html'), '<!doctype html><title>offers</title>');
  writeFileSync(join(dist, '.build-stamp'), 'abc\n');
  writeFileSync(join(dist, '_status.json'), '{}');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  storage = openSqlite(join(dataDir, 'przelewik.db'));
  app = await buildApp({ storage, distDir: dist });
});

afterAll(async () => {
  await app.close();
  await storage.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('static root', () => {
  it.each(['/.build-stamp', '/_status.json', '/.env', '/%2Ebuild-stamp', '/%5Fstatus.json', '/offers/../.env'])(
    '%s is not served',
    async (url) => {
      const res = await app.inject(url);
      // "/%2Ebuild-stamp" has no literal dot, so the slash rule answers 301 first; the slash form is a 404 too.
      expect([301, 404]).toContain(res.statusCode);
      if (res.statusCode === 301) expect((await app.inject(String(res.headers.location))).statusCode).toBe(404);
      expect(res.body).not.toMatch(/abc|SECRET|^\{\}$/);
    },
  );
});

describe('405 Method Not Allowed', () => {
  it.each([
    ['POST', '/offers/', 'GET, HEAD'],
    ['DELETE', '/', 'GET, HEAD'],
    ['POST', '/healthz', 'GET, HEAD'],
    ['GET', '/api/event', 'POST'],
    ['PUT', '/api/partners', 'POST'],
    ['PUT', '/webhook', 'OPTIONS, POST'],
    ['POST', '/lead-frame/', 'GET, HEAD'],
  ])('%s %s → 405, Allow: %s', async (method, url, allow) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toEqual({ ok: false, error: 'method not allowed' });
  });

  it.each([
    ['POST', '/no-such-page/'],
    ['GET', '/api/no-such-endpoint'],
    ['POST', '/.build-stamp'],
  ])('%s %s → 404 (nothing there)', async (method, url) => {
    expect((await app.inject({ method: method as 'GET', url })).statusCode).toBe(404);
  });

  it('matches parametric routes and ignores catch-alls', () => {
    expect(routePattern('/api/feed/:id')?.test('/api/feed/abc')).toBe(true);
    expect(routePattern('/api/feed/:id')?.test('/api/feed/abc/x')).toBe(false);
    expect(routePattern('/*')).toBeNull();
    expect(allowedMethods('/x', [{ method: 'OPTIONS', url: '/*' }], () => false)).toEqual([]);
    expect(allowedMethods('/a.b', [{ method: 'GET', url: '/a.b' }], () => false)).toEqual(['GET', 'HEAD']);
  });
});

describe('webhook body limit (README: over 4 KB → 413)', () => {
  const lead = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const formOf = (bytes: number) => {
    const head = `lead_id=${lead}&state_type=abandoned_visit_by_pxl&note=`;
    return head + 'a'.repeat(bytes - head.length);
  };
  it.each([
    ['application/x-www-form-urlencoded', formOf(WEBHOOK_LIMITS.bodyBytes + 1)],
    ['application/json', JSON.stringify({ lead_id: lead, pad: 'a'.repeat(WEBHOOK_LIMITS.bodyBytes) })],
    ['text/plain', 'a'.repeat(WEBHOOK_LIMITS.bodyBytes + 1)],
    [
      'multipart/form-data; boundary=X',
      `--X\r\nContent-Disposition: form-data; name="lead_id"\r\n\r\n${'a'.repeat(WEBHOOK_LIMITS.bodyBytes)}\r\n--X--\r\n`,
    ],
  ])('%s over 4096 bytes → 413', async (type, payload) => {
    const res = await app.inject({ method: 'POST', url: '/webhook', headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, error: 'request body is too large' });
  });

  it('a body of exactly 4096 bytes is read (and judged on its fields)', async () => {
    const payload = formOf(WEBHOOK_LIMITS.bodyBytes);
    expect(Buffer.byteLength(payload)).toBe(4096);
    const res = await app.inject({
      method: 'POST',
      url: '/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/note/);
  });
});

describe('partner form without JavaScript', () => {
  const rows = () => {
    const db = new Database(join(dataDir, 'przelewik.db'), { readonly: true });
    try {
      return db.prepare('SELECT name, email, website, traffic_type FROM partner_signups').all();
    } finally {
      db.close();
    }
  };
  const post = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/partner/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('stores a valid form-encoded sign-up and thanks in Polish', async () => {
    const res = await post({
      name: 'Anna Nowak',
      email: 'anna@example.pl',
      website: 'mojblog.pl',
      trafficType: 'website',
      consent: PARTNER_CONSENT_VALUE,
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Dziękujemy za zgłoszenie!');
    // The number and its word never split at a line end, nor a one-letter word and the next (the typography hook).
    expect(res.body).toContain('w\u00a0ciągu 2\u00a0dni roboczych');
    expect(rows()).toContainEqual({
      name: 'Anna Nowak',
      email: 'anna@example.pl',
      website: 'https://mojblog.pl/',
      traffic_type: 'website',
    });
  });

  it('answers 400 with the field errors, escaped, and stores nothing', async () => {
    const before = rows().length;
    const res = await post({ name: '<b>', email: 'nie-email', website: '', trafficType: 'website' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Zaznacz zgodę');
    expect(res.body).toContain('href="/partner/#dolacz"');
    expect(res.body).not.toContain('<b>');
    expect(rows().length).toBe(before);
  });

  it('a second sign-up with a known e-mail answers 409 and overwrites nothing', async () => {
    const res = await post({
      name: 'Ktoś Inny',
      email: 'anna@example.pl',
      website: 'obca-strona.pl',
      trafficType: 'website',
      consent: PARTNER_CONSENT_VALUE,
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain('Anna');
    expect(rows()).toContainEqual({
      name: 'Anna Nowak',
      email: 'anna@example.pl',
      website: 'https://mojblog.pl/',
      traffic_type: 'website',
    });
    expect(rows()).not.toContainEqual(expect.objectContaining({ name: 'Ktoś Inny' }));
  });

  it.each([
    ['NUL', 'Anna\u0000Nowak'],
    ['ESC', 'Anna\u001BNowak'],
    ['NEL', 'Anna\u0085Nowak'],
    ['a line break', 'Anna\nNowak'],
  ])(
    "refuses a name with %s as POST /api/partners does: the Polish page with the field's message, nothing stored",
    async (_what, name) => {
      const before = rows().length;
      const res = await post({
        name,
        email: `znaki-${before}@example.pl`,
        website: 'mojblog.pl',
        trafficType: 'website',
        consent: PARTNER_CONSENT_VALUE,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(typo(UNSAFE_TEXT_MESSAGE));
      expect(res.body).not.toContain('Anna');
      expect(rows().length).toBe(before);
    },
  );

  it('refuses a JSON body on the form path', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/partner/',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(415);
  });
});
