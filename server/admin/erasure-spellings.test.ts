// Erasure by identity, not by spelling: the API accepts a lead id with or without dashes and in any case (SPEC §5),
// in events (lead_id, leadId, li), abandoned-visit webhooks, push tokens and clicks. Every accepted spelling is
// sent through the real routes; after the erasure no row of any table holds the id in any spelling, nor the
// session and client ids that came with it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERS } from '../../contracts/lenders';
import { STATE_TYPES } from '../../contracts/webhook';
import { buildApp } from '../app';
import { DEFAULT_CONFIG } from '../config';
import { parseAffiliateConfig } from '../affiliate/config';
import { storageBackends } from '../testing/backends';
import type { Storage } from '../storage/types';
import { eraseLead } from './erasure';

const NO_BUDGETS = {
  ...DEFAULT_CONFIG,
  rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
};
const SESSION = '0b6f3a44-2f4e-4c1a-9d7e-3c2a1b0e9f11';
const CLIENT = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const TOKEN = 'fMx3-dummy_Token:APA91bHqL0ngEnoughToPass';

/** Every spelling the API accepts of `id`. */
const spellings = (id: string) => [
  id,
  id.toUpperCase(),
  id.replace(/-/g, ''),
  id.replace(/-/g, '').toUpperCase(),
  `${id.slice(0, 9)}${id.slice(9).toUpperCase()}`,
];

describe.each(storageBackends())('erasure of a lead sent in every spelling, on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-erase-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    mkdirSync(join(dist, 'content'));
    writeFileSync(join(dist, 'content', 'offers.json'), JSON.stringify({ page: 'offers', data: { offers: OFFERS } }));
    storage = await backend.open();
    const affiliate = parseAffiliateConfig({ AFFILIATE_HASH_KEY: 'h'.repeat(32) });
    app = await buildApp({ storage, distDir: dist, config: NO_BUDGETS, affiliate });
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('leaves no row holding the id in any spelling, nor the session and client ids sent with it', async () => {
    const lead = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        amount: 2000,
        termUnit: 'days',
        term: 30,
        birthDate: '14.05.1984',
        phone: '601 234 567',
        email: 'anna@example.pl',
        consents: { terms: true, privacy: true, marketing: true },
      }),
    });
    expect(lead.statusCode).toBe(201);
    const id = (lead.json() as { leadId: string }).leadId;
    const other = crypto.randomUUID();
    const kasomir = OFFERS.find((o) => o.lenderId === 'kasomir')!;

    for (const [n, spelled] of spellings(id).entries()) {
      for (const field of ['lead_id', 'leadId', 'li']) {
        const event = await app.inject({
          method: 'POST',
          url: '/api/event',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            event: 'page_view',
            [field]: spelled,
            user_id: id.replace(/-/g, ''),
            page: `/reg/?li=${spelled}`,
            session_id: SESSION,
            client_id: CLIENT,
          }),
        });
        expect(event.statusCode).toBe(202);
      }
      const webhook = await app.inject({
        method: 'POST',
        url: '/webhook',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          lead_id: spelled,
          state_type: STATE_TYPES[n % STATE_TYPES.length]!,
          note: spelled,
        }).toString(),
      });
      expect(webhook.statusCode).toBeLessThan(300);
      const push = await app.inject({
        method: 'POST',
        url: '/set-token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          token: `${TOKEN}${n}`,
          ga_client_id: '123.456',
          domain: 'partner.example',
          lead_id: spelled,
          country: '14',
          provider: 'p',
          utm_source: '',
          utm_medium: '',
          utm_campaign: '',
          utm_content: '',
          utm_term: '',
        }).toString(),
      });
      expect(push.statusCode).toBeLessThan(300);
      const click = await app.inject({
        method: 'GET',
        url: `/api/click/${kasomir.offer_id}?lead_id=${spelled}&amount=2000&term=30`,
        remoteAddress: `198.51.100.${n + 1}`,
      });
      expect(click.statusCode).toBe(302);
    }
    // Another visitor's event, which must keep everything.
    await app.inject({
      method: 'POST',
      url: '/api/event',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        event: 'page_view',
        lead_id: other,
        session_id: '1c7f4b55-3f5f-4d2b-8e4f-4d3b2c1f0a22',
      }),
    });
    await new Promise((r) => setTimeout(r, 100)); // events are committed in groups

    const result = await eraseLead(storage.sql, id, 'op', new Date());
    expect(result).not.toBeNull();
    expect(result!.events).toBe(spellings(id).length * 3);

    const anySpelling = new RegExp(id.replace(/-/g, '-?'), 'i');
    const tables =
      storage.kind === 'sqlite'
        ? (await storage.sql.all<{ t: string }>("SELECT name AS t FROM sqlite_master WHERE type = 'table'")).map(
            (r) => r.t,
          )
        : (
            await storage.sql.all<{ t: string }>(
              'SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema()',
            )
          ).map((r) => r.t);
    const found: string[] = [];
    for (const table of tables) {
      for (const row of await storage.sql.all<Record<string, unknown>>(`SELECT * FROM ${table}`)) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value !== 'string') continue;
          if (anySpelling.test(value)) found.push(`${table}.${column} holds the lead id`);
          if (value.includes(CLIENT) || (value.includes(SESSION) && table === 'events'))
            found.push(`${table}.${column} holds its session or client id`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
    expect(await storage.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM events WHERE lead_id = ?', [other])).toEqual(
      { n: 1 },
    );
  });
});
