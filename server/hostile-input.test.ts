// Hostile input, generated: for every endpoint a few hundred malformed, oversized and hostile bodies, content
// types, headers and query strings (deep nesting, huge strings, prototype keys, control characters, lone
// surrogates, numbers as strings, arrays for objects, personal data in extras). Every answer must be 2xx or 4xx
// in the documented shape ({ ok: false, error, errors? } for a refusal), never 5xx; afterwards every row in the
// database is read back and must pass the same contracts again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEmail } from '../contracts/checks/email';
import { EVENT_NAME_PATTERN } from '../contracts/event';
import { findUnsafeInput, textProblem } from '../contracts/input-safety';
import { DEFAULT_CHOICE, LOAN_LIMITS } from '../contracts/loan-limits';
import { validatePartnerSignup } from '../contracts/partner';
import { looksPersonal } from '../contracts/personal-data';
import { validatePushToken } from '../contracts/push-token';
import { isCanonicalUuidV4, isUuidV4 } from '../contracts/uuid';
import { validateWebhook } from '../contracts/webhook';
import { OFFERS } from '../contracts/lenders';
import { buildApp } from './app';
import { openSqlite } from './storage/sqlite';
import type { Storage } from './storage/types';
import { DEFAULT_CONFIG } from './config';
import { parseAffiliateConfig } from './affiliate/config';
import { cleanPartnerValue } from '../contracts/affiliate';

// This file sends many writes from one client to check answers, not budgets (limits.test.ts checks those).
const NO_BUDGETS = {
  ...DEFAULT_CONFIG,
  rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
};

const RUNS = 250;
const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
const SESSION = '0b7c6e1a-3f5d-4c2b-9a8e-1d2c3b4a5f60';
const TOKEN = 'fMx3-dummy_Token:APA91bHqL0ngEnoughToPass';

let app: FastifyInstance;
let storage: Storage;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'przelewik-hostile-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><p>404</p>');
  // The offers the build publishes, so the read routes answer from real data.
  mkdirSync(join(dir, 'content'));
  writeFileSync(
    join(dir, 'content', 'offers.json'),
    JSON.stringify({
      page: {},
      data: { offers: OFFERS, defaults: { amount: DEFAULT_CHOICE.amount, termDays: DEFAULT_CHOICE.termDays } },
    }),
  );
  storage = openSqlite(join(dir, 'h.db'));
  // A lender that posts back, and one click of its, so postbacks can be accepted as well as refused.
  const affiliate = parseAffiliateConfig({
    LENDER_POSTBACK_SECRETS: JSON.stringify({ kasomir: { token: LENDER_TOKEN } }),
    LENDER_PAYOUTS: JSON.stringify({ kasomir: { model: 'cpl', amount: '40.00' } }),
    AFFILIATE_HASH_KEY: 'h'.repeat(32),
  });
  app = await buildApp({ storage, distDir: dir, config: NO_BUDGETS, affiliate });
  await storage.sql.run(
    "INSERT INTO clicks (click_id, created_at, offer_id, lender, placement) VALUES (?, ?, 101, 'kasomir', 'transition')",
    [CLICK, new Date().toISOString()],
  );
});

afterAll(async () => {
  await app.close();
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

// ——— generators ———

const CONTROL = fc.constantFrom('\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\n', '\r', '\t');
const SURROGATE = fc.constantFrom('\uD800', '\uDFFF', '\uDBFF\u0041', '\uDC00\uD800');
const PERSONAL = fc.constantFrom(
  '600123456',
  '+48 601 234 567',
  '44051401359',
  'jan@example.pl',
  'PL61 1090 1014 0000 0712 1981 2874',
  '4111 1111 1111 1111',
  'ABA300000',
);
const KEYS = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'event',
  'phone',
  'lead_id',
  'a'.repeat(200),
  '',
  ' ',
  '0',
  'x\u0000',
  '\uD800',
);

/** Strings people and attackers send: any code unit (lone surrogates included), controls, huge, numeric, personal. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.oneof(CONTROL, SURROGATE), fc.string({ maxLength: 10 }))
    .map((parts) => parts.join('')),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.oneof(fc.integer(), fc.double()).map(String),
  PERSONAL,
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '1e309',
    '-0',
    '0x10',
    '1,5',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u202E',
  ),
);

/** JSON-ish values: nesting up to a dozen levels, arrays for objects, prototype keys. */
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(1e308), fc.constant(-0)),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(KEYS, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 5 }),
  ),
}));

const deepNesting = fc.integer({ min: 5, max: 2000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

/** A valid body with one field replaced, removed or added, or an entirely hostile one. */
function mutate(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const field = fc.constantFrom(...Object.keys(base));
  return fc.oneof(
    { arbitrary: fc.constant(base), weight: 2 },
    { arbitrary: fc.tuple(field, hostileValue).map(([k, v]) => ({ ...base, [k]: v })), weight: 5 },
    { arbitrary: fc.tuple(field, hostileString).map(([k, v]) => ({ ...base, [k]: v })), weight: 5 },
    { arbitrary: field.map((k) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== k))), weight: 1 },
    {
      arbitrary: fc
        .tuple(KEYS, hostileValue)
        .map(
          ([k, v]) =>
            JSON.parse(
              JSON.stringify({ ...base, placeholder: v }).replace('"placeholder"', JSON.stringify(k)),
            ) as unknown,
        ),
      weight: 2,
    },
    {
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 12 }), hostileString, { maxKeys: 8 })
        .map((extra) => ({ ...base, ...extra })),
      weight: 3,
    },
    { arbitrary: hostileValue, weight: 2 },
  );
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  '',
];

/** The body as bytes on the wire: JSON, a form, or raw nonsense. */
const asPayload = (value: unknown, form: boolean): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constant(form ? formOf(value) : (JSON.stringify(value) ?? 'null')), weight: 6 },
    { arbitrary: fc.constant(form ? (JSON.stringify(value) ?? 'null') : formOf(value)), weight: 1 },
    { arbitrary: deepNesting, weight: 1 },
    { arbitrary: hostileString, weight: 1 },
    { arbitrary: fc.constant((JSON.stringify(value) ?? '').slice(0, -1)), weight: 1 },
  );

function formOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value))
    for (const item of Array.isArray(v) ? v : [v])
      params.append(k, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  return params.toString();
}

const hostileQuery = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.oneof(KEYS, fc.string({ maxLength: 8 })), hostileString, { maxKeys: 4 })
    .map((q) => `?${new URLSearchParams(q).toString()}`),
  fc.constantFrom(
    '?lead_id=' + LEAD,
    '?path=/offers/',
    '?path=/offers/&path=/x/',
    '?lead_id[]=1&lead_id[]=2',
    '?__proto__[x]=1',
    '?a=%E0%A4%A',
    '?' + 'a=1&'.repeat(500),
    '?path=/' + 'x/'.repeat(1000),
  ),
);

const hostileHeaders = fc.record(
  {
    origin: fc.oneof(
      fc.constant('https://partner.example'),
      hostileString.filter((s) => /^[\t\x20-\x7E\x80-\xFF]*$/.test(s)),
    ),
    'idempotency-key': fc.oneof(
      fc.uuid({ version: 4 }),
      fc.constantFrom('', 'x', 'a'.repeat(300), LEAD.toUpperCase(), '00000000-0000-0000-0000-000000000000'),
    ),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1, 10.0.0.1', 'garbage'),
    referer: fc.constantFrom('https://x.example/?email=a@b.pl', 'nonsense'),
  },
  { requiredKeys: [] },
);

const LENDER_TOKEN = 'hostile-lender-token-0123';
const CLICK = '0b8f3a52-6c1d-4e2f-9a7b-5c4d3e2f1a0b';

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  base?: Record<string, unknown>;
  form?: boolean;
  readsQuery?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'event',
    method: 'POST',
    url: '/api/event',
    base: {
      event: 'page_view',
      path: '/',
      session_id: SESSION,
      client_id: SESSION,
      domain: 'partner.example',
      utm_source: 'x',
      step: 2,
    },
  },
  {
    name: 'leads',
    method: 'POST',
    url: '/api/leads',
    base: {
      amount: 1500,
      termUnit: 'days',
      term: '30',
      birthDate: '13.07.1992',
      phone: '601 234 567',
      email: 'anna@example.pl',
      consents: { terms: true, privacy: true, marketing: true },
    },
  },
  {
    name: 'phone-leads',
    method: 'POST',
    url: '/api/phone-leads',
    base: { phone: '601 234 567', consents: { terms: true, privacy: true, marketing: false } },
  },
  {
    name: 'partners',
    method: 'POST',
    url: '/api/partners',
    base: {
      name: 'Anna Nowak',
      email: 'anna@mojblog.pl',
      website: 'mojblog.pl',
      trafficType: 'website',
      consent: true,
    },
  },
  {
    name: 'set-token',
    method: 'POST',
    url: '/set-token',
    form: true,
    base: {
      token: TOKEN,
      ga_client_id: '1.2',
      domain: 'partner.example',
      lead_id: LEAD,
      country: '14',
      provider: 'p',
      utm_source: 's',
      utm_medium: '',
      utm_campaign: '',
      utm_content: '',
      utm_term: '',
    },
  },
  {
    name: 'webhook',
    method: 'POST',
    url: '/webhook',
    form: true,
    base: { lead_id: LEAD, state_type: 'abandoned_visit_by_pxl', campaign: 'jesien', step: '2' },
  },
  { name: 'page-data', method: 'GET', url: '/api/page-data', readsQuery: true },
  { name: 'offers', method: 'GET', url: '/api/offers' },
  { name: 'widget-html', method: 'GET', url: '/api/widgets/offer-list', readsQuery: true },
  { name: 'widget-css', method: 'GET', url: '/api/widgets/offer-list.css', readsQuery: true },
  { name: 'offer-config', method: 'GET', url: '/api/offer-config' },
  { name: 'feed', method: 'GET', url: '/api/feed', readsQuery: true },
  { name: 'lead-frame', method: 'GET', url: '/lead-frame/' },
  { name: 'healthz', method: 'GET', url: '/healthz' },
  { name: 'click', method: 'GET', url: '/api/click/101' },
  {
    name: 'postback',
    method: 'POST',
    url: '/api/postback/kasomir',
    form: true,
    base: { click_id: CLICK, txid: 'T-1', status: 'approved', payout: '40.00', currency: 'PLN', token: LENDER_TOKEN },
  },
];

function requestFor(endpoint: Endpoint): fc.Arbitrary<InjectOptions> {
  const body = endpoint.base
    ? mutate(endpoint.base).chain((value) => asPayload(value, endpoint.form === true))
    : fc.constant(undefined);
  const type = endpoint.form
    ? fc.constantFrom(
        'application/x-www-form-urlencoded',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=xyz',
        ...JSON_TYPES,
      )
    : fc.constantFrom('application/json', 'application/json', ...JSON_TYPES);
  return fc
    .record({ body, type, query: hostileQuery, headers: hostileHeaders })
    .map(({ body: payload, type: contentType, query, headers }) => ({
      method: endpoint.method,
      url: endpoint.url + query,
      headers: { ...headers, ...(endpoint.method === 'POST' && contentType ? { 'content-type': contentType } : {}) },
      ...(endpoint.method === 'POST' ? { payload: payload ?? '' } : {}),
    }));
}

/** The documented shape of an answer: a refusal is { ok: false, error, errors? } with text values only. */
function checkAnswer(endpoint: Endpoint, status: number, type: string, text: string): void {
  expect(status, `${endpoint.name} answered ${status}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(status).toBeGreaterThanOrEqual(200);
  if (endpoint.name === 'lead-frame' && status < 300) return; // an HTML page
  if (endpoint.name === 'widget-css' && status < 300) return; // a stylesheet
  if (endpoint.name === 'click' && status === 302) return; // a redirect to the lender (or back to the offer list)
  expect(type).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (status >= 400) {
    expect(body.ok).toBe(false);
    expect(typeof body.error).toBe('string');
    expect(Object.keys(body).every((k) => ['ok', 'error', 'errors'].includes(k))).toBe(true);
    if (body.errors !== undefined)
      for (const message of Object.values(body.errors as Record<string, unknown>))
        expect(typeof message).toBe('string');
  }
}

describe('hostile input', () => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
    '%s: never a 5xx, always the documented shape',
    async (_name, endpoint) => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async (options) => {
          const res = await app.inject(options);
          statuses.add(res.statusCode);
          checkAnswer(endpoint, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
        }),
        { numRuns: endpoint.base ? RUNS : RUNS / 2, seed: 20261125 },
      );
      // The generators reach both sides: something was accepted, and on every route that reads input something was
      // refused. The feed needs a stored lead's id; the click endpoint's success is its redirect.
      if (endpoint.name !== 'feed')
        expect([...statuses].some((s) => s < 300 || (endpoint.name === 'click' && s === 302))).toBe(true);
      if (endpoint.base || endpoint.readsQuery) expect([...statuses].some((s) => s >= 400)).toBe(true);
    },
  );

  it('removes personal data from event and webhook extras before storage and counts it per row', async () => {
    const event = await app.inject({
      method: 'POST',
      url: '/api/event',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'pii_probe', step: 3, note: 'tel. 600 123 456', who: 'jan@example.pl' }),
    });
    expect(event.statusCode).toBe(202);
    // The same in the context: the page's utm_* and a referrer from a form page.
    const context = {
      event: 'pii_context',
      utm_source: 'google',
      utm_term: '600100200',
      utm_content: '44051401359',
      referer: 'https://partner.pl/form/?tel=600100200',
    };
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/event',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(context),
        })
      ).statusCode,
    ).toBe(202);
    const lead = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const hook = await app.inject({
      method: 'POST',
      url: '/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ lead_id: lead, step: '3', note: 'PESEL 44051401359' }).toString(),
    });
    expect(hook.statusCode).toBe(201);
    const db = new Database(join(dir, 'h.db'), { readonly: true });
    expect(db.prepare("SELECT data, personal_removed FROM events WHERE event = 'pii_probe'").get()).toEqual({
      data: '{"step":3}',
      personal_removed: 2,
    });
    expect(
      db
        .prepare(
          "SELECT utm_source, utm_term, utm_content, referer, personal_removed FROM events WHERE event = 'pii_context'",
        )
        .get(),
    ).toEqual({
      utm_source: 'google',
      utm_term: null,
      utm_content: null,
      referer: 'https://partner.pl/form/',
      personal_removed: 3,
    });
    expect(db.prepare('SELECT extra, personal_removed FROM lead_webhooks WHERE lead_id = ?').get(lead)).toEqual({
      extra: '{"step":"3"}',
      personal_removed: 1,
    });
    db.close();
  });

  it('leaves only rows that pass the contracts again', () => {
    const db = new Database(join(dir, 'h.db'), { readonly: true });
    const all = (table: string) => db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[];
    const texts = (row: Record<string, unknown>) => {
      for (const [column, value] of Object.entries(row))
        if (typeof value === 'string' && column !== 'data' && column !== 'extra')
          expect(textProblem(value, 5000), `${column}`).toBeNull();
    };

    const events = all('events');
    expect(events.length).toBeGreaterThan(0);
    for (const row of events) {
      texts(row);
      expect(row.event).toMatch(EVENT_NAME_PATTERN);
      for (const id of [row.session_id, row.client_id]) if (id !== null) expect(isCanonicalUuidV4(id)).toBe(true);
      const data = JSON.parse(String(row.data)) as Record<string, unknown>;
      expect(findUnsafeInput(data, { depth: 1, entries: 64, stringChars: 2048 })).toBeNull();
      for (const value of Object.values(data)) expect(looksPersonal(value)).toBe(false);
      for (const column of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'domain', 'referer'])
        if (row[column] !== null) expect(looksPersonal(row[column]), column).toBe(false);
    }

    const leads = all('leads');
    expect(leads.length).toBeGreaterThan(0);
    for (const row of leads) {
      texts(row);
      expect(isUuidV4(row.id)).toBe(true);
      expect(row.amount).toBeGreaterThanOrEqual(LOAN_LIMITS.amount.min);
      expect(row.amount).toBeLessThanOrEqual(LOAN_LIMITS.amount.max);
      expect(['days', 'months']).toContain(row.term_unit);
      expect(row.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([row.consent_terms, row.consent_privacy]).toEqual([1, 1]);
      if (row.phone !== null) expect(row.phone).toMatch(/^\+48\d{9}$/);
      if (row.email !== null) expect(checkEmail(row.email)).toEqual({ ok: true, value: row.email });
      if (row.consent_marketing === 0) expect([row.phone, row.email]).toEqual([null, null]);
    }

    const phoneLeads = all('phone_leads');
    expect(phoneLeads.length).toBeGreaterThan(0);
    for (const row of phoneLeads) {
      texts(row);
      expect(row.phone).toMatch(/^\+48\d{9}$/);
      expect([row.consent_terms, row.consent_privacy]).toEqual([1, 1]);
    }

    const partners = all('partner_signups');
    expect(partners.length).toBeGreaterThan(0);
    for (const row of partners) {
      texts(row);
      const again = validatePartnerSignup({
        name: row.name,
        email: row.email,
        website: row.website,
        trafficType: row.traffic_type,
        consent: true,
      });
      expect(again).toEqual({
        ok: true,
        value: { name: row.name, email: row.email, website: row.website, trafficType: row.traffic_type, consent: true },
      });
    }

    const clicks = all('clicks');
    expect(clicks.length).toBeGreaterThan(1);
    for (const row of clicks) {
      texts(row);
      for (const column of ['sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'aff_id', 'pid', 'partner_id'])
        if (row[column] !== null) expect(cleanPartnerValue(String(row[column]))).toBe(row[column]);
      for (const column of ['utm_source', 'utm_medium', 'utm_campaign'])
        if (row[column] !== null) expect(looksPersonal(row[column])).toBe(false);
    }

    const tokens = all('push_tokens');
    expect(tokens.length).toBeGreaterThan(0);
    for (const row of tokens) {
      texts(row);
      const fields = {
        token: row.token,
        ga_client_id: row.ga_client_id,
        domain: row.domain,
        lead_id: row.lead_id,
        country: row.country === null ? null : String(row.country),
        provider: row.provider,
        utm_source: row.utm_source,
        utm_medium: row.utm_medium,
        utm_campaign: row.utm_campaign,
        utm_content: row.utm_content,
        utm_term: row.utm_term,
      };
      const again = validatePushToken(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)));
      expect(again).toMatchObject({ ok: true, value: { removedPersonal: 0 } });
    }

    const webhooks = all('lead_webhooks');
    expect(webhooks.length).toBeGreaterThan(0);
    for (const row of webhooks) {
      texts(row);
      const extra = JSON.parse(String(row.extra)) as Record<string, string>;
      for (const value of Object.values(extra)) expect(textProblem(value, 200)).toBeNull();
      expect(validateWebhook({ lead_id: row.lead_id, state_type: row.state_type, ...extra })).toMatchObject({
        ok: true,
        value: { removedPersonal: 0 },
      });
    }
    db.close();
  });
});
