// The operator's metrics through the real app on both backends: events and their group commits, 503s by reason, a
// lender's postbacks by outcome, deliveries waiting and failed, a transfer-status notification sent to one token and
// refused by another, read back from the metrics' own port as Prometheus scrapes them; the port refuses a scrape
// without the token, and the public server has no metrics route. Then what keeps them off the event route's path.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERS } from '../../contracts/lenders';
import { buildApp } from '../app';
import { parseAffiliateConfig } from '../affiliate/config';
import { ConfigError } from '../config';
import { parsePushConfig } from '../notifications/config';
import type { PushSender } from '../notifications/fcm';
import { storageBackends } from '../testing/backends';
import type { SqlRunner } from '../storage/sql';
import type { Storage } from '../storage/types';
import { parseMetricsConfig } from './config';
import { createServerMetrics, unavailableLabel, type ServerMetrics } from './metrics';
import { unavailableReason } from '../storage/unavailable';
import { registryExposition, serveMetrics, type MetricsServer } from './server';

const TOKEN = 'kasomir-postback-token-0123';
const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
const kasomir = OFFERS.find((o) => o.lenderId === 'kasomir')!;

/** One sample's value from the exposition text: `name{labels} value`, labels as written by prom-client. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}} ` : `${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(storageBackends())('metrics on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let metrics: ServerMetrics;
  let server: MetricsServer;
  let dist: string;
  const sent: string[] = [];
  // A browser FCM no longer knows: its send answers "dead".
  let deadToken = '';
  const sender: PushSender = {
    async send(token) {
      if (token === deadToken) return { kind: 'dead', error: 'messaging/registration-token-not-registered' };
      sent.push(token);
      return { kind: 'sent', id: `m-${sent.length}` };
    },
    async close() {},
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-metrics-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    mkdirSync(join(dist, 'content'));
    writeFileSync(join(dist, 'content', 'offers.json'), JSON.stringify({ page: 'offers', data: { offers: OFFERS } }));
    // Small bounds, so a burst of events fills the queue: a group waits 300 ms for company, at most 3 rows wait.
    storage = await backend.open({ events: { maxQueued: 3, maxWaitMs: 300 } });
    metrics = createServerMetrics(storage);
    app = await buildApp({
      storage,
      distDir: dist,
      metrics,
      affiliate: parseAffiliateConfig({
        LENDER_POSTBACK_SECRETS: JSON.stringify({ kasomir: { token: TOKEN } }),
        LENDER_PAYOUTS: JSON.stringify({ kasomir: { model: 'cpl', amount: '40.00' } }),
        AFFILIATE_HASH_KEY: 'h'.repeat(32),
      }),
      push: parsePushConfig({ PUSH_POLL_MS: '100', PUSH_LINK_ORIGIN: 'https://przelewik.test' }),
      pushSender: sender,
      // Noon in Warsaw: outside the quiet hours.
      pushNow: () => new Date('2026-11-28T11:00:00Z'),
    });
    await app.ready();
    server = await serveMetrics(registryExposition(metrics.registry), {
      host: '127.0.0.1',
      port: 0,
      token: METRICS_TOKEN,
    });
  });

  afterAll(async () => {
    await server.close();
    metrics.close();
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) =>
    fetch(`${server.url}/metrics`, { headers });
  const text = async () => {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };
  const event = () =>
    app.inject({
      method: 'POST',
      url: '/api/event',
      remoteAddress: `203.0.113.${Math.floor(Math.random() * 200)}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'page_view' }),
    });

  it('counts the queue while a group waits, the 503s past its bound by reason, and each group commit', async () => {
    const before = await text();
    expect(sample(before, 'przelewik_unavailable_responses_total', 'reason="queue_full"')).toBe(0);
    const burst = Array.from({ length: 5 }, () => event());
    // The first three wait for their group's timer; the metrics see them waiting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sample(await text(), 'przelewik_ingest_queue_depth')).toBe(3);
    const answers = (await Promise.all(burst)).map((r) => r.statusCode).sort();
    expect(answers).toEqual([202, 202, 202, 503, 503]);
    const after = await text();
    expect(sample(after, 'przelewik_ingest_queue_depth')).toBe(0);
    expect(sample(after, 'przelewik_unavailable_responses_total', 'reason="queue_full"')).toBe(2);
    expect(sample(after, 'przelewik_group_commit_duration_seconds_count', 'outcome="committed"')).toBe(1);
    expect(sample(after, 'przelewik_group_commit_duration_seconds_bucket', 'le="5",outcome="committed"')).toBe(1);
    expect(sample(after, 'przelewik_group_commit_rows_sum')).toBe(3);
  });

  it("counts lenders' postbacks by outcome, never by the lender's words", async () => {
    const lead = randomUUID();
    const click = await app.inject({ method: 'GET', url: `/api/click/${kasomir.offer_id}?lead_id=${lead}` });
    const clickId = new URL(String(click.headers.location)).searchParams.get('click_id')!;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/postback/kasomir?click_id=${clickId}&txid=TX-1&status=approved&token=${TOKEN}`,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/postback/kasomir?click_id=${clickId}&txid=TX-1&status=approved&token=wrong-token-000000`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/postback/evil-lender-x?click_id=${clickId}&txid=TX-1&status=approved`,
        })
      ).statusCode,
    ).toBe(404);
    const t = await text();
    expect(sample(t, 'przelewik_lender_postbacks_total', 'outcome="applied"')).toBe(1);
    expect(sample(t, 'przelewik_lender_postbacks_total', 'outcome="forbidden"')).toBe(1);
    expect(sample(t, 'przelewik_lender_postbacks_total', 'outcome="unknown_lender"')).toBe(1);
    expect(t).not.toContain('evil-lender-x');
    expect(t).not.toContain(lead);
  });

  it('shows deliveries waiting and failed, and notifications and tokens by state, counted at the scrape', async () => {
    const at = new Date().toISOString();
    for (const [status, n] of [
      ['pending', 2],
      ['failed', 1],
      ['delivered', 4],
    ] as const) {
      for (let i = 0; i < n; i++) {
        await storage.sql.run(
          'INSERT INTO lead_deliveries (id, lead_id, lender, consent_id, created_at, status, attempts) VALUES (?, ?, ?, ?, ?, ?, 1)',
          [randomUUID(), randomUUID(), 'kasomir', randomUUID(), at, status],
        );
      }
    }
    const conversion = await storage.sql.get<{ id: string }>('SELECT id FROM conversions LIMIT 1');
    await storage.sql.run(
      "INSERT INTO postback_deliveries (id, conversion_id, partner_id, status, url, state, attempts, created_at) VALUES (?, ?, 'p1', 'approved', 'https://partner.test/pb', 'failed', 5, ?)",
      [randomUUID(), conversion!.id, at],
    );

    // A visitor with two browsers allows notifications; the lender reports the loan paid.
    const lead = randomUUID();
    const register = async () => {
      const token = `push-test:APA91b${randomUUID().replaceAll('-', '')}`;
      const payload = new URLSearchParams({ token, domain: 'przelewik.test', lead_id: lead, country: '14' }).toString();
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/set-token',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload,
          })
        ).statusCode,
      ).toBe(200);
      return token;
    };
    const live = await register();
    deadToken = await register();
    const click = await app.inject({ method: 'GET', url: `/api/click/${kasomir.offer_id}?lead_id=${lead}` });
    const clickId = new URL(String(click.headers.location)).searchParams.get('click_id')!;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/postback/kasomir?click_id=${clickId}&txid=TX-2&status=paid&token=${TOKEN}`,
        })
      ).statusCode,
    ).toBe(200);
    await expect
      .poll(async () => sample(await text(), 'przelewik_push_notifications', 'state="done"'), { timeout: 5_000 })
      .toBe(1);
    expect(sent).toEqual([live]);

    const t = await text();
    expect(sample(t, 'przelewik_database_counts_up')).toBe(1);
    expect(sample(t, 'przelewik_lead_deliveries', 'state="pending"')).toBe(2);
    expect(sample(t, 'przelewik_lead_deliveries', 'state="failed"')).toBe(1);
    expect(sample(t, 'przelewik_partner_postback_deliveries', 'state="failed"')).toBe(1);
    expect(sample(t, 'przelewik_partner_postback_deliveries', 'state="pending"')).toBe(0);
    expect(sample(t, 'przelewik_push_notifications', 'state="queued"')).toBe(0);
    expect(sample(t, 'przelewik_push_sends', 'state="sent"')).toBe(1);
    expect(sample(t, 'przelewik_push_sends', 'state="dead"')).toBe(1);
    expect(sample(t, 'przelewik_push_tokens', 'state="live"')).toBe(1);
    expect(sample(t, 'przelewik_push_tokens', 'state="dead"')).toBe(1);
    expect(sample(t, 'przelewik_push_tokens_overdue')).toBe(0);
    // Process metrics under the same prefix.
    expect(sample(t, 'przelewik_process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(t).toContain('przelewik_nodejs_eventloop_lag_seconds');
    // No token, lead id or address anywhere, and every label value is one of the fixed words.
    for (const secret of [live, deadToken, lead, clickId]) expect(t).not.toContain(secret);
    for (const [, value] of t.matchAll(/(?:state|reason|outcome)="([^"]*)"/g)) expect(value).toMatch(/^[a-z_]+$/);
  });

  it('refuses a scrape without the token or with a wrong one, and the public server has no metrics route', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({})).headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await scrape({ authorization: 'Bearer not-the-token-0123456789abc' })).status).toBe(401);
    expect((await scrape({ authorization: METRICS_TOKEN })).status).toBe(401);
    expect((await fetch(`${server.url}/`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
    expect(
      (await fetch(`${server.url}/metrics`, { method: 'POST', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
        .status,
    ).toBe(405);
    // The public site sends /metrics to its slash form like any page path, and that is its 404 page.
    const bare = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect([bare.statusCode, bare.headers.location]).toEqual([301, '/metrics/']);
    for (const url of ['/metrics/', '/api/metrics', '/metrics/?format=text']) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('przelewik_');
    }
  });

  it('a database that does not answer empties the counts and says so, and the scrape still answers', async () => {
    const broken = createServerMetrics(
      {
        sql: {
          ...storage.sql,
          all: () => Promise.reject(new Error('gone')),
          get: () => Promise.reject(new Error('gone')),
        },
      },
      { defaults: false },
    );
    const t = await broken.registry.metrics();
    expect(sample(t, 'przelewik_database_counts_up')).toBe(0);
    expect(t).not.toMatch(/^przelewik_lead_deliveries\{/m);
    broken.close();
  });
});

describe('summed over cluster workers', () => {
  it('adds up what each process counts, and takes the database counts once', async () => {
    const fake = (queued: number) =>
      createServerMetrics(
        {
          sql: {
            dialect: 'sqlite',
            all: async () => [{ state: 'pending', n: 7 }],
            get: async () => ({ total: 3, dead: 1, overdue: 0 }),
            run: async () => ({ changes: 0 }),
            transaction: async () => {
              throw new Error('unused');
            },
          } as unknown as SqlRunner,
          ingest: { queued, observe: () => () => {} },
        },
        { defaults: false },
      );
    const [a, b] = [fake(2), fake(5)];
    a.unavailable('database is busy');
    b.unavailable('database is busy');
    b.unavailable('something new');
    const summed = await AggregatorRegistry.aggregate([
      await a.registry.getMetricsAsJSON(),
      await b.registry.getMetricsAsJSON(),
    ]).metrics();
    expect(sample(summed, 'przelewik_ingest_queue_depth')).toBe(7);
    expect(sample(summed, 'przelewik_unavailable_responses_total', 'reason="database_busy"')).toBe(2);
    expect(sample(summed, 'przelewik_unavailable_responses_total', 'reason="other"')).toBe(1);
    expect(sample(summed, 'przelewik_lead_deliveries', 'state="pending"')).toBe(7);
    expect(sample(summed, 'przelewik_push_tokens', 'state="live"')).toBe(2);
  });
});

describe('503 reasons as label values', () => {
  it('every reason the storage gives has a label of its own, and an unknown one is "other", never its text', () => {
    const codes = [
      'SQLITE_FULL',
      'SQLITE_READONLY',
      'SQLITE_BUSY',
      'SQLITE_LOCKED',
      'SQLITE_IOERR',
      '53100',
      '53200',
      '57P01',
      '57014',
      '08006',
      'ECONNREFUSED',
    ];
    const reasons = [
      ...codes.map((code) => unavailableReason(Object.assign(new Error('x'), { code }))),
      unavailableReason(new Error('Connection terminated unexpectedly')),
    ];
    for (const reason of reasons) {
      expect(reason).not.toBeNull();
      expect(unavailableLabel(reason!), reason!).not.toBe('other');
    }
    expect(unavailableLabel('too many writes waiting')).toBe('queue_full');
    expect(unavailableLabel('disk of partner https://evil.example is full')).toBe('other');
  });
});

describe('METRICS_* settings', () => {
  it('a port of their own, a token of some length, and never without a token in production', () => {
    expect(parseMetricsConfig({})).toEqual({ port: null, host: '127.0.0.1', token: null });
    expect(parseMetricsConfig({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1', token: null });
    expect(
      parseMetricsConfig({
        METRICS_PORT: '9464',
        METRICS_HOST: '10.0.0.5',
        METRICS_TOKEN: METRICS_TOKEN,
        NODE_ENV: 'production',
      }),
    ).toEqual({ port: 9464, host: '10.0.0.5', token: METRICS_TOKEN });
    expect(() => parseMetricsConfig({ METRICS_PORT: '9464', NODE_ENV: 'production' })).toThrow(
      /METRICS_TOKEN is required with METRICS_PORT in production/,
    );
    expect(() => parseMetricsConfig({ METRICS_TOKEN: METRICS_TOKEN })).toThrow(/METRICS_PORT is not/);
    expect(() => parseMetricsConfig({ METRICS_PORT: '3000' })).toThrow(/is the public PORT/);
    expect(() => parseMetricsConfig({ METRICS_PORT: '8080', PORT: '8080' })).toThrow(ConfigError);
    expect(() => parseMetricsConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT="x" is not valid/);
    expect(() => parseMetricsConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(
      /at least 24 characters/,
    );
    expect(() => parseMetricsConfig({ METRICS_PORT: '9464', METRICS_HOST: 'metrics.example' })).toThrow(/METRICS_HOST/);
  });
});

describe('off the event route’s path', () => {
  const source = (path: string) => readFileSync(join(import.meta.dirname, '..', path), 'utf8');

  it('the event route awaits only the storage, and knows nothing of metrics', () => {
    const route = source('events/routes.ts');
    expect([...route.matchAll(/\bawait\s+([\w.]+)/g)].map((m) => m[1])).toEqual(['storage.insertEvent']);
    expect(route).not.toMatch(/metric|prom-client/i);
  });

  it('a queued event costs the commit group no metrics work: only a group, once, reads the clock and tells', () => {
    const group = source('storage/commit-group.ts');
    const add = group.slice(group.indexOf('    add(item: T)'), group.indexOf('    drain()'));
    expect(add).not.toMatch(/listener|tell|performance/);
    expect(group.match(/performance\.now\(\)/g)).toHaveLength(2);
  });

  it('the app counts a 503 and a postback with plain calls, never awaited', () => {
    const app = source('app.ts');
    const calls = [...app.matchAll(/^.*metrics\??\.(\w+)\(.*$/gm)].map((m) => m[0]);
    expect(calls.length).toBeGreaterThan(0);
    for (const line of calls) expect(line).not.toMatch(/await\s+metrics/);
    expect(app).not.toMatch(/from 'prom-client'/);
  });
});
