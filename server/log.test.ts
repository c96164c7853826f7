import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { safeUrl, truncateIp } from './log';
import { openSqlite } from './storage/sqlite';
import type { Storage } from './storage/types';

describe('truncateIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:203.0.113.77', '203.0.113.0'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['not an ip', undefined],
    [undefined, undefined],
  ])('%s → %s', (ip, expected) => expect(truncateIp(ip)).toBe(expected));
});

describe('safeUrl', () => {
  it.each([
    ['/api/leads?phone=600123456', '/api/leads'],
    ['/lead-frame/#x', '/lead-frame/'],
    ['/offers/3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f/', '/offers/:id/'],
    ['/x/3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f', '/x/:id'],
    ['/x/44051401359', '/x/:id'],
    ['/x/jan%40example.pl', '/x/:id'],
    ['/x/%E0%A4%A', '/x/:bad'],
    ['/pozyczki/', '/pozyczki/'],
  ])('%s → %s', (url, expected) => expect(safeUrl(url)).toBe(expected));
});

// Personal data and ids, each sent to every endpoint in the body, the query string and headers.
const SECRETS = {
  phone: '601234567',
  email: 'tajny.adres@example.pl',
  pesel: '44051401359',
  idCard: 'ABA300000',
  account: '61109010140000071219812874',
  card: '4111111111111111',
  lead: '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f',
  session: '0b7c6e1a-3f5d-4c2b-9a8e-1d2c3b4a5f60',
  token: 'fMx3-dummy_Token:APA91bHqL0ngEnoughToPassSecret',
  ipTail: '203.0.113.77',
};

let app: FastifyInstance;
let storage: Storage;
let dist: string;
const lines: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'przelewik-log-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><p>404</p>');
  storage = openSqlite(':memory:');
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ storage, distDir: dist, logger: { level: 'trace', stream } });
});

afterAll(async () => {
  await app.close();
  await storage.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('logs', () => {
  it('hold none of the personal data or ids posted to any endpoint, nor a full IP address', async () => {
    const s = SECRETS;
    const query = `?phone=${s.phone}&email=${encodeURIComponent(s.email)}&pesel=${s.pesel}&lead_id=${s.lead}&path=/${s.pesel}/`;
    const headers = {
      authorization: `Bearer ${s.token}`,
      cookie: `leadId=${s.lead}; phone=${s.phone}`,
      'idempotency-key': s.session,
      'x-forwarded-for': s.ipTail,
      'x-phone': s.phone,
      referer: `https://partner.example/?email=${s.email}`,
      origin: 'https://partner.example',
    };
    const json = {
      phone: s.phone,
      email: s.email,
      pesel: s.pesel,
      idCard: s.idCard,
      bankAccount: s.account,
      card: s.card,
      lead_id: s.lead,
      session_id: s.session,
    };
    const form = new URLSearchParams({
      lead_id: s.lead,
      note: s.phone,
      token: s.token,
      email: s.email,
      x: s.card,
    }).toString();
    const requests: { method: 'GET' | 'POST' | 'PUT'; url: string; type?: string; payload?: string }[] = [
      {
        method: 'POST',
        url: '/api/event',
        type: 'application/json',
        payload: JSON.stringify({ event: 'form_step', ...json }),
      },
      {
        method: 'POST',
        url: '/api/event',
        type: 'application/json',
        payload: JSON.stringify({ event: 'form_step', tel: s.phone, session_id: s.session }),
      },
      { method: 'POST', url: '/api/event', type: 'text/plain', payload: `{"event":"x","a":"${s.pesel}` },
      {
        method: 'POST',
        url: '/api/leads',
        type: 'application/json',
        payload: JSON.stringify({
          amount: 1500,
          term: 30,
          birthDate: '14.05.1944',
          ...json,
          consents: { terms: true, privacy: true, marketing: true },
        }),
      },
      {
        method: 'POST',
        url: '/api/leads',
        type: 'application/json',
        payload: JSON.stringify({
          amount: 1500,
          term: 30,
          birthDate: '14.05.1944',
          phone: s.phone,
          email: s.email,
          consents: { terms: true, privacy: true, marketing: true },
        }),
      },
      { method: 'POST', url: '/api/leads', type: 'application/json', payload: `{"phone":"${s.phone}",` },
      {
        method: 'POST',
        url: '/api/phone-leads',
        type: 'application/json',
        payload: JSON.stringify({ phone: s.phone, consents: { terms: true, privacy: true } }),
      },
      {
        method: 'POST',
        url: '/api/phone-leads',
        type: 'application/json',
        payload: JSON.stringify({ phone: `${s.phone}x`, email: s.email }),
      },
      {
        method: 'POST',
        url: '/api/partners',
        type: 'application/json',
        payload: JSON.stringify({
          name: s.pesel,
          email: s.email,
          website: 'mojblog.pl',
          trafficType: 'website',
          consent: true,
        }),
      },
      {
        method: 'POST',
        url: '/api/partners',
        type: 'application/json',
        payload: JSON.stringify({
          name: s.pesel,
          email: s.email,
          website: 'mojblog.pl',
          trafficType: 'website',
          consent: true,
        }),
      },
      { method: 'POST', url: '/set-token', type: 'application/x-www-form-urlencoded', payload: form },
      { method: 'POST', url: '/set-token', type: 'application/json', payload: JSON.stringify(json) },
      { method: 'POST', url: '/webhook', type: 'application/x-www-form-urlencoded', payload: form },
      {
        method: 'POST',
        url: '/webhook',
        type: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams({ lead_id: s.lead, note: `tel ${s.phone}` }).toString(),
      },
      { method: 'GET', url: `/api/page-data${query}` },
      { method: 'GET', url: `/api/offers${query}` },
      { method: 'GET', url: `/api/feed${query}` },
      { method: 'GET', url: `/lead-frame/${query}` },
      { method: 'GET', url: `/healthz${query}` },
      { method: 'GET', url: `/${s.lead}/${query}` },
      { method: 'GET', url: `/x/${s.pesel}` },
      { method: 'PUT', url: `/api/leads/${s.lead}${query}`, type: 'application/json', payload: JSON.stringify(json) },
    ];
    for (const r of requests) {
      await app.inject({
        method: r.method,
        url: r.url + (r.url.includes('?') ? '' : query),
        headers: { ...headers, ...(r.type ? { 'content-type': r.type } : {}) },
        payload: r.payload,
        remoteAddress: s.ipTail,
      });
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(requests.length); // the log did capture the traffic
    expect(log).toContain('203.0.113.0');
    const found = Object.entries(SECRETS).filter(
      ([, value]) => log.includes(value) || log.includes(encodeURIComponent(value)),
    );
    expect(found.map(([name]) => name)).toEqual([]);
  });
});
