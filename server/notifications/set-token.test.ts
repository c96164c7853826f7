// POST /set-token against a real app and an in-memory SQLite: the SPEC §3 form, upsert by token, 400 stores nothing.
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';

let fixture: TestApp;
let app: FastifyInstance;
let file: string;

beforeAll(async () => {
  fixture = await testApp({ database: 'file' });
  app = fixture.app;
  file = fixture.dbFile!;
});

afterAll(() => fixture.close());

const TOKEN = 'fMx3-dummy_Token:APA91bHqL0ngEnoughToPass';
const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const full = (over: Record<string, string> = {}) => ({
  token: TOKEN,
  ga_client_id: '123.456',
  domain: 'partner.example',
  lead_id: '',
  country: '14',
  provider: 'partner-42',
  utm_source: 'blog',
  utm_medium: 'cpa',
  utm_campaign: 'autumn',
  utm_content: '',
  utm_term: '',
  ...over,
});
const send = (payload: string, origin = 'https://partner.example') =>
  app.inject({
    method: 'POST',
    url: '/set-token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload,
  });
const rows = () => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT * FROM push_tokens ORDER BY created_at').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
};

describe('POST /set-token', () => {
  it.each<[string, Record<string, string>, string]>([
    ['no token', full({ token: '' }), 'token'],
    ['a consent marker as the token', full({ token: 'CONFIRMED BY USER' }), 'token'],
    ['no domain', full({ domain: '' }), 'domain'],
    ['a domain that is a URL', full({ domain: 'https://x.example/' }), 'domain'],
    ['a lead id that is no UUID v4', full({ lead_id: '12345' }), 'lead_id'],
    ['a country that is no number', full({ country: 'PL' }), 'country'],
    ['a utm value too long', full({ utm_source: 'x'.repeat(201) }), 'utm_source'],
    ['an unknown field', { ...full(), phone: '600100200' }, 'body'],
  ])('answers 400 to %s and stores nothing', async (_name, fields, field) => {
    const res = await send(form(fields));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(rows()).toEqual([]);
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify(full())],
    ['text', 'text/plain', form(full())],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="token"\r\n\r\n${TOKEN}\r\n--x--\r\n`,
    ],
  ])('answers 415 to a %s body (SPEC §7: a form body) and stores nothing', async (_name, type, payload) => {
    const res = await app.inject({ method: 'POST', url: '/set-token', headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ ok: false, error: expect.any(String) });
    expect(rows()).toEqual([]);
  });

  it('refuses control characters in a field', async () => {
    const res = await send(form(full({ utm_source: 'blog\u0007' })));
    expect(res.statusCode).toBe(400);
    expect(rows()).toEqual([]);
  });

  it('refuses a field given twice', async () => {
    const res = await send(`${form(full())}&token=${TOKEN}x`);
    expect(res.statusCode).toBe(400);
    expect(rows()).toEqual([]);
  });

  it('stores the 11 fields, then upserts by token keeping the lead link and moving the update time', async () => {
    const first = await send(form(full()));
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    let [row] = rows();
    expect(row).toMatchObject({
      token: TOKEN,
      ga_client_id: '123.456',
      domain: 'partner.example',
      lead_id: null,
      country: 14,
      provider: 'partner-42',
      utm_source: 'blog',
      utm_medium: 'cpa',
      utm_campaign: 'autumn',
      utm_content: null,
      utm_term: null,
      origin: 'https://partner.example',
    });
    const created = row!.created_at;

    await new Promise((r) => setTimeout(r, 5));
    // The update path: the same token, now with the lead id (without dashes, as SPEC §5 allows).
    expect((await send(form(full({ lead_id: LEAD.replaceAll('-', '') })))).statusCode).toBe(200);
    [row] = rows();
    expect(row).toMatchObject({ lead_id: LEAD, created_at: created });
    expect(String(row!.updated_at) > String(created)).toBe(true);

    // A later post without a lead id never drops the link.
    await send(form(full({ lead_id: '', utm_source: '' })));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toMatchObject({ lead_id: LEAD, utm_source: 'blog' });
  });

  it('stores utm_* values that look like personal data as null (a phone in utm_term, a PESEL in utm_content)', async () => {
    const token = `${TOKEN}Personal`;
    const res = await send(form(full({ token, utm_term: '600100200', utm_content: '44051401359' })));
    expect(res.statusCode).toBe(200);
    const row = rows().find((r) => r.token === token);
    expect(row).toMatchObject({
      utm_source: 'blog',
      utm_medium: 'cpa',
      utm_campaign: 'autumn',
      utm_content: null,
      utm_term: null,
    });
    expect(JSON.stringify(row)).not.toMatch(/600100200|44051401359/);
  });

  it('logs only the count of utm_* values it dropped, never the values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await testApp({ logger: { level: 'warn', stream } });
    try {
      const res = await logged.app.inject({
        method: 'POST',
        url: '/set-token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(full({ utm_term: '600100200', utm_content: '44051401359' })),
      });
      expect(res.statusCode).toBe(200);
      expect(
        lines.map((line) => JSON.parse(line) as Record<string, unknown>).some((line) => line.removedPersonal === 2),
      ).toBe(true);
      expect(lines.join('')).not.toMatch(/600100200|44051401359/);
    } finally {
      await logged.close();
    }
  });
});
