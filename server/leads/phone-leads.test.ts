import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXTS_VERSION } from '../../contracts/checks/consents';
import { testApp, type TestApp } from '../testing/app';

let fixture: TestApp;
let app: FastifyInstance;
let db: Database.Database;

beforeAll(async () => {
  fixture = await testApp({ database: 'file' });
  app = fixture.app;
  db = new Database(fixture.dbFile!, { readonly: true });
});

afterAll(async () => {
  db.close();
  await fixture.close();
});

const send = (body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/phone-leads',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', host: 'localhost:3000' },
    payload: JSON.stringify(body),
  });
const rows = () =>
  db
    .prepare(
      'SELECT phone, consent_terms, consent_privacy, consent_marketing, consents_version, origin FROM phone_leads ORDER BY id',
    )
    .all();

describe('POST /api/phone-leads', () => {
  it('stores the call-back request with the phone in E.164 and answers 201', async () => {
    const res = await send({ phone: '601 234 567', consents: { terms: true, privacy: true, marketing: true } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(res.body).not.toContain('601');
    expect(rows()).toEqual([
      {
        phone: '+48601234567',
        consent_terms: 1,
        consent_privacy: 1,
        consent_marketing: 1,
        consents_version: CONSENT_TEXTS_VERSION,
        origin: 'http://localhost:3000',
      },
    ]);
  });

  it.each([
    [
      'a landline and no privacy consent',
      { phone: '22 123 45 67', consents: { terms: true } },
      ['consents.privacy', 'phone'],
    ],
    [
      'an unknown field',
      { phone: '601234567', consents: { terms: true, privacy: true }, pesel: '44051401359' },
      ['_form'],
    ],
    ['no body fields at all', {}, ['consents.privacy', 'consents.terms', 'phone']],
  ])('answers %s with 400, per-field Polish errors and no row', async (_name, body, keys) => {
    const before = rows().length;
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    expect(Object.keys(res.json().errors).sort()).toEqual(keys);
    expect(rows().length).toBe(before);
  });

  it('refuses a body far bigger than the form sends with 413', async () => {
    const res = await send({ phone: '601234567', consents: { terms: true, privacy: true }, pad: 'x'.repeat(4000) });
    expect(res.statusCode).toBe(413);
  });
});
