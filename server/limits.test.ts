// Rate limits and timeouts against the real app: inject for the per-client budgets, a listening server on an
// ephemeral port for the slow-connection (slowloris) and connection-cap checks, with short timeouts from the
// config so the file runs in a few seconds.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { DEFAULT_CONFIG, type ServerConfig } from './config';
import { writeClassOf } from './limits';
import { openSqlite } from './storage/sqlite';
import type { Storage } from './storage/types';

let dist: string;
let storage: Storage;
const apps: FastifyInstance[] = [];

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'przelewik-limits-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><p>not found</p>');
  storage = openSqlite(':memory:');
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

afterAll(async () => {
  await storage.close();
  rmSync(dist, { recursive: true, force: true });
});

async function appWith(overrides: Partial<ServerConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ storage, distDir: dist, config: { ...DEFAULT_CONFIG, ...overrides } });
  apps.push(app);
  return app;
}

// The loader's page view (ids as UUIDs, the way the loader makes them).
const EVENT = JSON.stringify({
  event: 'page_view',
  path: '/',
  session_id: '0b6f3a44-2f4e-4c1a-9d7e-3c2a1b0e9f11',
  domain: 'localhost',
});

describe('writeClassOf', () => {
  it.each([
    ['POST', '/api/event', 'event'],
    ['POST', '/api/leads', 'lead'],
    ['POST', '/api/phone-leads', 'lead'],
    ['POST', '/api/partners', 'signup'],
    ['POST', '/webhook', 'webhook'],
    ['POST', '/set-token', 'push'],
    ['POST', '/api/something-new', 'other'],
    [['GET', 'POST'], '/api/anything', 'other'],
    ['GET', '/api/offers', null],
    ['HEAD', '/', null],
    ['OPTIONS', '*', null],
  ] as const)('%s %s → %s', (method, url, expected) => {
    expect(writeClassOf(method, url)).toBe(expected);
  });
});

describe('rate limits', () => {
  const lead = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{}',
    });

  it('answers the N+1th write of one client with 429, Retry-After and the API error shape', async () => {
    const app = await appWith({ rateLimits: { ...DEFAULT_CONFIG.rateLimits, lead: 3 }, rateWindowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect((await lead(app, '203.0.113.5')).statusCode).toBe(400);
    const limited = await lead(app, '203.0.113.5');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ ok: false, error: expect.stringMatching(/^too many requests: try again in /) });
  });

  it('counts clients apart, endpoints classes apart, and never limits reads', async () => {
    const app = await appWith({ rateLimits: { ...DEFAULT_CONFIG.rateLimits, lead: 1, event: 2 } });
    expect((await lead(app, '203.0.113.5')).statusCode).toBe(400);
    expect((await lead(app, '203.0.113.5')).statusCode).toBe(429);
    expect((await lead(app, '203.0.113.6')).statusCode).toBe(400);
    // The phone lead shares the lead budget only by class, not by counter: its own route counts on its own.
    const phone = await app.inject({
      method: 'POST',
      url: '/api/phone-leads',
      remoteAddress: '203.0.113.5',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(phone.statusCode).toBe(400);
    const event = () =>
      app.inject({
        method: 'POST',
        url: '/api/event',
        remoteAddress: '203.0.113.5',
        headers: { 'content-type': 'application/json' },
        payload: EVENT,
      });
    expect((await event()).statusCode).toBe(202);
    expect((await event()).statusCode).toBe(202);
    expect((await event()).statusCode).toBe(429);
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ url: '/healthz', remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
  });

  it('limits /webhook and /set-token too', async () => {
    const app = await appWith({ rateLimits: { ...DEFAULT_CONFIG.rateLimits, webhook: 1, push: 1 } });
    for (const url of ['/webhook', '/set-token']) {
      const send = () =>
        app.inject({
          method: 'POST',
          url,
          remoteAddress: '198.51.100.1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=b',
        });
      expect((await send()).statusCode).toBe(400);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY trusts the proxy', async () => {
    const untrusted = await appWith({ rateLimits: { ...DEFAULT_CONFIG.rateLimits, lead: 1 } });
    expect((await lead(untrusted, '127.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(400);
    expect((await lead(untrusted, '127.0.0.1', { 'x-forwarded-for': '192.0.2.2' })).statusCode).toBe(429);

    for (const trustProxy of [['127.0.0.1'], ['127.0.0.0/8'], 1] as ServerConfig['trustProxy'][]) {
      const trusted = await appWith({ trustProxy, rateLimits: { ...DEFAULT_CONFIG.rateLimits, lead: 1 } });
      expect((await lead(trusted, '127.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(400);
      expect((await lead(trusted, '127.0.0.1', { 'x-forwarded-for': '192.0.2.2' })).statusCode).toBe(400);
      expect((await lead(trusted, '127.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(429);
    }
    // A proxy list does not trust a peer outside it: a direct client cannot pick its own address.
    const listed = await appWith({ trustProxy: ['10.0.0.1'], rateLimits: { ...DEFAULT_CONFIG.rateLimits, lead: 1 } });
    expect((await lead(listed, '203.0.113.9', { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(400);
    expect((await lead(listed, '203.0.113.9', { 'x-forwarded-for': '192.0.2.2' })).statusCode).toBe(429);
  });
});

/** A raw TCP client that starts a request and sends one more header line every `everyMs`, never finishing. */
function slowClient(
  port: number,
  everyMs: number,
): { socket: Socket; closed: Promise<number>; received: () => string } {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.on('error', () => {});
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  let n = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(`X-Slow-${n++}: a\r\n`);
  }, everyMs);
  const closed = new Promise<number>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
  });
  return { socket, closed, received: () => received };
}

describe('timeouts and the connection cap', () => {
  it('cuts many slow-header connections after the headers timeout while a normal client is still served', async () => {
    const app = await appWith({
      headersTimeoutMs: 600,
      requestTimeoutMs: 1_000,
      connectionTimeoutMs: 60_000,
      maxConnections: 1_000,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const slow = Array.from({ length: 100 }, () => slowClient(port, 150));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const normal = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(normal.status).toBe(200);
    const lifetimes = await Promise.all(slow.map((client) => client.closed));
    // Cut at the headers timeout plus Node's check interval (a quarter of it), not held open.
    expect(Math.min(...lifetimes)).toBeGreaterThanOrEqual(550);
    expect(Math.max(...lifetimes)).toBeLessThan(2_500);
    expect(slow.every((client) => client.received().startsWith('HTTP/1.1 408 '))).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  it('refuses connections beyond the cap and serves again once they close', async () => {
    const app = await appWith({ maxConnections: 5, headersTimeoutMs: 5_000, requestTimeoutMs: 5_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const held = Array.from({ length: 5 }, () => slowClient(port, 100));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    for (const client of held) client.socket.destroy();
    await Promise.all(held.map((client) => client.closed));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});
