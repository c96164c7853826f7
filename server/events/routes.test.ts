// The event route's own context (routes/event.ts): its budget, its answers' headers and its logging. The contract
// itself (fields, 400s, 413, 415, 503) is tested through the whole app in app.test.ts, hostile-input.test.ts,
// security-headers.test.ts and cors.test.ts.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { privateLogger } from '../log';
import { EVENT_ANSWER_HEADERS, HSTS_VALUE } from '../security-headers';
import type { Storage, StoredEventInput } from '../storage/types';
import { eventRoutes } from './routes';

const PAGE_VIEW = JSON.stringify({ event: 'page_view', path: '/', session_id: '0b6f3a44-2f4e-4c1a-9d7e-3c2a1b0e9f11' });

function fakeStorage(stored: StoredEventInput[]): Storage {
  return { insertEvent: async (e: StoredEventInput) => stored.push(e) } as unknown as Storage;
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function eventApp(
  options: { max?: number; now?: () => number; summaryIntervalMs?: number; trustProxy?: boolean } = {},
) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: privateLogger({ level: 'info', stream }), trustProxy: options.trustProxy ?? false });
  const stored: StoredEventInput[] = [];
  await app.register(eventRoutes, {
    storage: fakeStorage(stored),
    config: { rateLimits: { ...DEFAULT_CONFIG.rateLimits, event: options.max ?? 600 }, rateWindowMs: 60_000 },
    ...(options.now ? { now: options.now } : {}),
    ...(options.summaryIntervalMs ? { summaryIntervalMs: options.summaryIntervalMs } : {}),
  });
  close = () => app.close();
  const post = (payload: string, remoteAddress = '203.0.113.5', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/event',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
  return { app, post, lines, stored };
}

describe('POST /api/event budget', () => {
  it('answers past the budget 429 with Retry-After and the API error shape, per client, until the window ends', async () => {
    let now = 1_000_000;
    const { post, stored } = await eventApp({ max: 2, now: () => now });
    expect((await post(PAGE_VIEW)).statusCode).toBe(202);
    expect((await post(PAGE_VIEW)).statusCode).toBe(202);
    const limited = await post(PAGE_VIEW);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    for (const [name, value] of Object.entries(EVENT_ANSWER_HEADERS)) expect(limited.headers[name]).toBe(value);
    expect(limited.json()).toEqual({ ok: false, error: 'too many requests: try again in 1 minute' });
    expect((await post(PAGE_VIEW, '203.0.113.6')).statusCode).toBe(202);
    now += 30_500;
    expect((await post(PAGE_VIEW)).headers['retry-after']).toBe('30');
    now += 30_000;
    expect((await post(PAGE_VIEW)).statusCode).toBe(202);
    expect(stored).toHaveLength(4);
  });

  it('counts by the address TRUST_PROXY allows: X-Forwarded-For only from a trusted proxy', async () => {
    const untrusted = await eventApp({ max: 1 });
    expect((await untrusted.post(PAGE_VIEW, '127.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(202);
    expect((await untrusted.post(PAGE_VIEW, '127.0.0.1', { 'x-forwarded-for': '192.0.2.2' })).statusCode).toBe(429);
    await close?.();
    const trusted = await eventApp({ max: 1, trustProxy: true });
    expect((await trusted.post(PAGE_VIEW, '127.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(202);
    expect((await trusted.post(PAGE_VIEW, '127.0.0.1', { 'x-forwarded-for': '192.0.2.2' })).statusCode).toBe(202);
    expect((await trusted.post(PAGE_VIEW, '127.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(429);
  });
});

describe('POST /api/event body', () => {
  it('reads JSON sent as application/json (any charset, with or without a byte order mark) or as text/plain, and refuses what is not', async () => {
    const { post, stored } = await eventApp();
    const answers = await Promise.all([
      post(PAGE_VIEW),
      post(PAGE_VIEW, undefined, { 'content-type': 'application/json; charset=UTF-8' }),
      post(`\uFEFF${PAGE_VIEW}`),
      post(PAGE_VIEW, undefined, { 'content-type': 'text/plain;charset=UTF-8' }), // navigator.sendBeacon
      post(''),
      post('null'),
      post('{"event":'),
      post(JSON.stringify({ event: 'page_view', note: 'x'.repeat(17_000) })),
      post(PAGE_VIEW, undefined, { 'content-type': 'application/x-www-form-urlencoded' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 400, 400, 400, 413, 415]);
    expect(answers.slice(4, 7).map((a) => a.json().error)).toEqual([
      'body is not valid JSON',
      'body must be a JSON object',
      'body is not valid JSON',
    ]);
    expect(stored).toHaveLength(4);
    expect(
      stored.every((e) => e.event === 'page_view' && e.context.session_id === '0b6f3a44-2f4e-4c1a-9d7e-3c2a1b0e9f11'),
    ).toBe(true);
  });
});

describe('POST /api/event headers', () => {
  it('adds HSTS only when the request came over https, as far as the proxy is trusted', async () => {
    const trusted = await eventApp({ trustProxy: true });
    const https = await trusted.post(PAGE_VIEW, '127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect((await trusted.post(PAGE_VIEW)).headers['strict-transport-security']).toBeUndefined();
    await close?.();
    const untrusted = await eventApp();
    expect(
      (await untrusted.post(PAGE_VIEW, '127.0.0.1', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });
});

describe('POST /api/event logging', () => {
  it('writes no line per request, a summary of the answers by status instead, and never the body', async () => {
    const { post, lines } = await eventApp({ summaryIntervalMs: 40 });
    const secret = '+48 600 700 800';
    expect((await post(PAGE_VIEW)).statusCode).toBe(202);
    expect((await post(PAGE_VIEW)).statusCode).toBe(202);
    expect((await post(JSON.stringify({ event: 'Bad', tel: secret }))).statusCode).toBe(400);
    expect((await post(JSON.stringify({ event: 'form_step', tel: secret }))).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
    const summaries = lines.filter((line) => line.msg === 'event answers since the last summary');
    expect(summaries).toHaveLength(1); // quiet intervals write nothing
    expect(summaries[0]).toMatchObject({ route: 'POST /api/event', answers: { 202: 3, 400: 1 }, everyMs: 40 });
    // The personal data removed from the last event is counted in a warning, never shown.
    expect(lines.some((line) => line.removedPersonal === 1)).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('600 700');
  });
});

describe('POST /api/event personal data', () => {
  it('stores no phone or PESEL from utm_term, utm_content or the referer query, counts them, and logs only the count', async () => {
    const { post, stored, lines } = await eventApp();
    const body = {
      event: 'page_view',
      path: '/oferta/',
      utm_source: 'google',
      utm_term: '600100200',
      utm_content: '44051401359',
      domain: 'partner.pl',
      referer: 'https://partner.pl/form/?tel=600100200',
    };
    expect((await post(JSON.stringify(body))).statusCode).toBe(202);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      event: 'page_view',
      context: { utm_source: 'google', domain: 'partner.pl', referer: 'https://partner.pl/form/' },
      data: { path: '/oferta/' },
      removedPersonal: 3,
    });
    expect(JSON.stringify(stored)).not.toMatch(/600100200|44051401359/);
    expect(lines.some((line) => line.removedPersonal === 3)).toBe(true);
    expect(JSON.stringify(lines)).not.toMatch(/600100200|44051401359/);
  });

  it('refuses an event name that carries a phone number with 400, stores nothing and never repeats it', async () => {
    const { post, stored, lines } = await eventApp();
    const res = await post(JSON.stringify({ event: 'call_600100200' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      ok: false,
      error: expect.stringContaining('event must not carry personal data'),
    });
    expect(res.body).not.toContain('600100200');
    expect(stored).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('600100200');
  });
});
