// Every route the app registers (read from the app, server/testing/routes.ts), on both backends, with NUL, other
// control characters and lone surrogates in each door: the path, the query string, a header, a JSON body and a
// form body, as a visitor and as a logged-in operator (with a valid CSRF token, so the console's forms are reached).
// Every answer is a 4xx, in the documented shape, echoing nothing it was sent; afterwards no text column of any
// table holds a control character or a lone surrogate.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHOICE } from '../contracts/loan-limits';
import { OFFERS } from '../contracts/lenders';
import { parseAffiliateConfig } from './affiliate/config';
import { createOperator } from './admin/auth';
import { LOGIN_COOKIE, SESSION_COOKIE } from './admin/routes';
import { buildApp } from './app';
import { DEFAULT_CONFIG } from './config';
import { storageBackends } from './testing/backends';
import type { Storage } from './storage/types';
import { registeredRoutes, type RegisteredRoute } from './testing/routes';
import { TEST_SCRYPT } from './testing/password-cost';

const NO_BUDGETS = {
  ...DEFAULT_CONFIG,
  rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
};
const HOST = 'hostile.test';
const ORIGIN = `http://${HOST}`;
const PASSWORD = 'bardzo-tajne-haslo-1';
const LENDER_TOKEN = 'hostile-routes-token-0123';
/** Sent beside each hostile character: an answer that holds it echoed what it was sent. */
const MARK = 'zqxMARKqxz';

/** What each door gets: the character as a string, and as the percent-encoded bytes a URL or form carries. */
const HOSTILE: { name: string; text: string; encoded: string }[] = [
  { name: 'NUL', text: '\u0000', encoded: '%00' },
  { name: 'ESC', text: '\u001B', encoded: '%1B' },
  { name: 'DEL', text: '\u007F', encoded: '%7F' },
  { name: 'NEL (C1)', text: '\u0085', encoded: '%C2%85' },
  { name: 'a lone surrogate', text: '\uD800', encoded: '%ED%A0%80' },
];

/** Field names the routes read, so a hostile value reaches each route's own fields, not only unknown ones. */
const FIELDS = [
  'name',
  'email',
  'website',
  'trafficType',
  'q',
  'search',
  'phone',
  'lead_id',
  'state_type',
  'token',
  'txid',
  'click_id',
  'status',
  'note',
  'reason',
  'password',
  'origin',
  'amount',
];

const UNSAFE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text itself and, when it is JSON, every string and key inside it. */
function textsIn(value: string): string[] {
  const out = [value];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return out;
  }
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node);
    else if (typeof node === 'object' && node !== null)
      for (const [key, item] of Object.entries(node)) {
        out.push(key);
        walk(item);
      }
  };
  walk(parsed);
  return out;
}

const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value);

describe.each(storageBackends())('every registered route with hostile text ($name)', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  let routes: RegisteredRoute[];
  let operator: { cookie: string; csrf: string };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-hostile-routes-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    mkdirSync(join(dist, 'content'));
    writeFileSync(
      join(dist, 'content', 'offers.json'),
      JSON.stringify({
        page: {},
        data: { offers: OFFERS, defaults: { amount: DEFAULT_CHOICE.amount, termDays: DEFAULT_CHOICE.termDays } },
      }),
    );
    storage = await backend.open();
    const affiliate = parseAffiliateConfig({
      LENDER_POSTBACK_SECRETS: JSON.stringify({ kasomir: { token: LENDER_TOKEN } }),
      LENDER_PAYOUTS: JSON.stringify({ kasomir: { model: 'cpl', amount: '40.00' } }),
      AFFILIATE_HASH_KEY: 'h'.repeat(32),
      AFFILIATE_ADMIN_TOKEN: 'a'.repeat(32),
    });
    app = await buildApp({ passwordCost: TEST_SCRYPT, storage, distDir: dist, config: NO_BUDGETS, affiliate });
    await app.ready();
    routes = registeredRoutes(app.printRoutes({ commonPrefix: false }));
    await createOperator(storage.sql, 'op@example.pl', PASSWORD, new Date(), 'admin', TEST_SCRYPT);
    operator = await logIn();
  });

  afterAll(async () => {
    await app?.close();
    await storage?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const cookieOf = (res: LightMyRequestResponse, name: string) => {
    const header = res.headers['set-cookie'];
    const all = Array.isArray(header) ? header : header ? [header] : [];
    return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';
  };

  async function logIn(): Promise<{ cookie: string; csrf: string }> {
    const page = await app.inject({ method: 'GET', url: '/admin/login/', headers: { host: HOST } });
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const res = await app.inject({
      method: 'POST',
      url: '/admin/login/',
      headers: {
        host: HOST,
        origin: ORIGIN,
        cookie: cookieOf(page, LOGIN_COOKIE),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ _csrf: csrf, email: 'op@example.pl', password: PASSWORD }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const cookie = cookieOf(res, SESSION_COOKIE);
    const home = await app.inject({ method: 'GET', url: '/admin/', headers: { host: HOST, cookie } });
    return { cookie, csrf: /name="_csrf" value="([^"]+)"/.exec(home.body)![1]! };
  }

  /** The requests that carry `h` through each door of `route`. */
  function requests(route: RegisteredRoute, h: (typeof HOSTILE)[number]): { door: string; options: InjectOptions }[] {
    const headers = {
      host: HOST,
      origin: ORIGIN,
      cookie: operator.cookie,
      'x-postback-token': LENDER_TOKEN,
      authorization: `Bearer ${'a'.repeat(32)}`,
    };
    const method = route.method as InjectOptions['method'];
    const plainUrl = fill(route.url, 'x1');
    const query = FIELDS.map((f) => `${f}=${MARK}${h.encoded}`).join('&');
    const out: { door: string; options: InjectOptions }[] = [
      { door: 'query', options: { method, url: `${plainUrl}?${query}`, headers } },
      {
        door: 'path',
        options: {
          method,
          url: route.url.includes(':')
            ? fill(route.url, `${MARK}${h.encoded}`)
            : `${route.url}${route.url.endsWith('/') ? '' : '/'}${MARK}${h.encoded}`,
          headers,
        },
      },
    ];
    // Header values: Node's parser refuses C0 controls itself, and a C1 character is a byte of UTF-8 text read as
    // Latin-1 there (headers we keep are read as printable ASCII only: input.ts); DEL reaches the gate.
    if (h.name === 'DEL')
      out.push({
        door: 'header',
        options: {
          method,
          url: plainUrl,
          headers: { ...headers, 'x-hostile': `${MARK}${h.text}`, 'idempotency-key': `${MARK}${h.text}` },
        },
      });
    if (route.method !== 'GET' && route.method !== 'DELETE') {
      const fields = Object.fromEntries(FIELDS.map((f) => [f, `${MARK}${h.text}`]));
      out.push({
        door: 'json body',
        options: {
          method,
          url: plainUrl,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ _csrf: operator.csrf, ...fields }),
        },
      });
      out.push({
        door: 'text body',
        options: {
          method,
          url: plainUrl,
          headers: { ...headers, 'content-type': 'text/plain' },
          payload: JSON.stringify({ event: 'page_view', data: { note: `${MARK}${h.text}` } }),
        },
      });
      // A lone surrogate's bytes in a form are invalid UTF-8, which the form parser reads as U+FFFD (valid text):
      // the JSON body carries a real one.
      if (h.name === 'a lone surrogate') return out;
      const form = [
        `_csrf=${encodeURIComponent(operator.csrf)}`,
        'consent=tak',
        ...FIELDS.map((f) => `${f}=${MARK}${h.encoded}`),
      ].join('&');
      out.push({
        door: 'form body',
        options: {
          method,
          url: plainUrl,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: form,
        },
      });
    }
    return out;
  }

  it('reads the routes from the app: the API, the no-JavaScript forms, postbacks and the console', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names.length).toBeGreaterThan(40);
    for (const expected of [
      'POST /api/leads',
      'POST /partner/',
      'GET /api/postback/:lender',
      'POST /api/event',
      'GET /admin/leads/',
    ])
      expect(names).toContain(expected);
  });

  it.each(HOSTILE)(
    'answers every route with $name in any door with a 4xx in the error shape, echoing nothing',
    async (h) => {
      const wrong: string[] = [];
      for (const route of routes) {
        for (const { door, options } of requests(route, h)) {
          const res = await app.inject(options);
          const where = `${route.method} ${route.url} (${door}): ${res.statusCode}`;
          if (res.statusCode < 400 || res.statusCode >= 500) {
            wrong.push(where);
            continue;
          }
          if (res.body.includes(MARK)) wrong.push(`${where} echoed its input`);
          if (String(res.headers['content-type'] ?? '').startsWith('application/json')) {
            const body = res.json() as { ok?: unknown; error?: unknown };
            if (body.ok !== false || typeof body.error !== 'string')
              wrong.push(`${where} answered outside the error shape`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('stored no control character and no lone surrogate in any table', async () => {
    const columns =
      storage.kind === 'sqlite'
        ? (await storage.sql.all<{ t: string }>("SELECT name AS t FROM sqlite_master WHERE type = 'table'")).map(
            (r) => r.t,
          )
        : (
            await storage.sql.all<{ t: string }>(
              'SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema()',
            )
          ).map((r) => r.t);
    const bad: string[] = [];
    for (const table of columns) {
      for (const row of await storage.sql.all<Record<string, unknown>>(`SELECT * FROM ${table}`)) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value !== 'string') continue;
          // JSON columns keep text as JSON does: an escaped control character is a control character all the same.
          if (textsIn(value).some((text) => UNSAFE.test(text))) bad.push(`${table}.${column}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
