import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_SHARING_PATH, SHARING_TEXT_VERSION, checkSharingRequest } from '../../contracts/lead-sharing';
import { ConfigError } from '../config';
import { leadSharingRoute } from './lead-sharing';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import {
  attemptDelivery,
  BACKOFF_STEPS,
  MAX_ATTEMPTS,
  nextAttemptAt,
  queueDelivery,
  runDueDeliveries,
  signBody,
  type Fetcher,
} from './delivery';
import { parseDeliveryConfig, type DeliveryConfig } from './delivery-config';
import { readWithdrawalToken, recordConsent, withdrawConsent, withdrawalToken } from './ledger';

const SECRET = 'sekret-pozyczkodawcy-1234';
const config: DeliveryConfig = {
  lenders: new Map([['kasomir', { url: 'https://api.kasomir.example/leads', secret: SECRET }]]),
  backoffMs: 1000,
};
const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';
const t0 = new Date('2026-11-25T10:00:00Z');

describe.each(storageBackends())('consents and lead delivery on $name', (backend) => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await backend.open();
    await storage.insertLead({
      id: LEAD,
      consentsVersion: '2026-11-25',
      origin: null,
      receivedAt: t0,
      lead: {
        amount: 2000,
        termUnit: 'days',
        term: 30,
        termDays: 30,
        birthDate: '1990-05-14',
        phone: '+48601234567',
        email: 'anna@example.pl',
        consents: { terms: true, privacy: true, marketing: true },
      },
    });
  });
  afterEach(() => storage.close());

  const share = (lender = 'kasomir') =>
    recordConsent(
      storage.sql,
      LEAD,
      { purpose: 'sharing', channel: 'api', lender, text: 'tekst', version: SHARING_TEXT_VERSION },
      { ipPrefix: '203.0.113.0', userAgent: 'UA', at: t0 },
    );

  function recorder(statuses: (number | Error)[]) {
    const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
    const fetcher: Fetcher = async (url, init) => {
      calls.push({ url, headers: init.headers, body: init.body });
      const next = statuses.shift() ?? 200;
      if (next instanceof Error) throw next;
      return { status: next };
    };
    return { calls, fetcher };
  }

  describe('lead delivery', () => {
    it('sends the lead signed with HMAC-SHA256 over "timestamp.body"', async () => {
      const consent = await share();
      const row = await queueDelivery(storage.sql, LEAD, 'kasomir', consent, t0);
      const { calls, fetcher } = recorder([200]);
      expect(await attemptDelivery(storage.sql, config, row, fetcher, () => t0)).toBe('delivered');
      const [call] = calls;
      const ts = call!.headers['x-przelewik-timestamp']!;
      expect(call!.headers['x-przelewik-signature']).toBe(
        `sha256=${createHmac('sha256', SECRET).update(`${ts}.${call!.body}`).digest('hex')}`,
      );
      expect(JSON.parse(call!.body)).toMatchObject({
        lead_id: LEAD,
        loan: { amount: 2000, term: 30, term_unit: 'days' },
        phone: '+48601234567',
        consent: { id: consent },
      });
    });

    it('retries with backoff after a failure, then delivers; gives up after the last step', async () => {
      const row = await queueDelivery(storage.sql, LEAD, 'kasomir', await share(), t0);
      const { fetcher } = recorder([503, new Error('ECONNREFUSED'), 200]);
      expect(await attemptDelivery(storage.sql, config, row, fetcher, () => t0)).toBe('pending');
      let stored = await storage.sql.get<{ next_at: string; attempts: number; last_status: number }>(
        'SELECT * FROM lead_deliveries',
      );
      expect(stored).toMatchObject({
        attempts: 1,
        last_status: 503,
        next_at: new Date(t0.getTime() + BACKOFF_STEPS[0] * 1000).toISOString(),
      });
      expect(await runDueDeliveries(storage.sql, config, fetcher, () => t0)).toBe(0); // not due yet
      expect(await runDueDeliveries(storage.sql, config, fetcher, () => new Date(t0.getTime() + 1000))).toBe(1);
      stored = await storage.sql.get('SELECT * FROM lead_deliveries');
      expect(stored).toMatchObject({
        attempts: 2,
        next_at: new Date(t0.getTime() + 1000 + BACKOFF_STEPS[1] * 1000).toISOString(),
      });
      await runDueDeliveries(storage.sql, config, fetcher, () => new Date(t0.getTime() + 10_000));
      expect(await storage.sql.get('SELECT status, attempts FROM lead_deliveries')).toEqual({
        status: 'delivered',
        attempts: 3,
      });
      expect(nextAttemptAt(BACKOFF_STEPS.length, t0, 1000)).not.toBeNull();
      expect(nextAttemptAt(MAX_ATTEMPTS, t0, 1000)).toBeNull();
    });

    it('a refusal (4xx) is final; a withdrawn sharing consent stops the delivery before anything is sent', async () => {
      const consent = await share();
      const row = await queueDelivery(storage.sql, LEAD, 'kasomir', consent, t0);
      const { fetcher } = recorder([422]);
      expect(await attemptDelivery(storage.sql, config, row, fetcher, () => t0)).toBe('failed');
      const again = await queueDelivery(storage.sql, LEAD, 'kasomir', consent, t0);
      await withdrawConsent(storage.sql, consent, t0);
      const { calls, fetcher: second } = recorder([200]);
      expect(await attemptDelivery(storage.sql, config, again, second, () => t0)).toBe('refused');
      expect(calls).toHaveLength(0);
    });

    it('sends a due delivery once when two delivery passes (two server processes) run at the same moment', async () => {
      const consent = await share();
      await queueDelivery(storage.sql, LEAD, 'kasomir', consent, t0);
      const { calls, fetcher } = recorder([200, 200]);
      await Promise.all([
        runDueDeliveries(storage.sql, config, fetcher, () => t0),
        runDueDeliveries(storage.sql, config, fetcher, () => t0),
      ]);
      expect(calls).toHaveLength(1);
      expect(await storage.sql.get('SELECT status, attempts FROM lead_deliveries WHERE lead_id = ?', [LEAD])).toEqual({
        status: 'delivered',
        attempts: 1,
      });
    });

    it('never sends to a lender without a sharing consent for that lender', async () => {
      const consentForOther = await share('portfelik');
      const row = await queueDelivery(storage.sql, LEAD, 'kasomir', consentForOther, t0);
      const { calls, fetcher } = recorder([200]);
      expect(await attemptDelivery(storage.sql, config, row, fetcher, () => t0)).toBe('refused');
      expect(calls).toHaveLength(0);
    });
  });

  describe('POST /api/lead-sharing', () => {
    it('records the consent for that lender, delivers, and says "delivered" only when the lender confirmed', async () => {
      const app = Fastify();
      const { calls, fetcher } = recorder([200, 500]);
      const offers = async () =>
        new Map([
          [101, { lender: 'kasomir', name: 'Kasomir' }],
          [102, { lender: 'portfelik', name: 'Portfelik' }],
        ]);
      await app.register(leadSharingRoute, { storage, delivery: config, offers, fetcher, now: () => t0 });
      const ask = await app.inject({ method: 'GET', url: `${LEAD_SHARING_PATH}?offer=101` });
      expect(ask.json()).toMatchObject({ takesLeads: true, lender: 'Kasomir', version: SHARING_TEXT_VERSION });
      expect((await app.inject({ method: 'GET', url: `${LEAD_SHARING_PATH}?offer=102` })).json()).toEqual({
        takesLeads: false,
      });
      const post = (offerId: number) =>
        app.inject({
          method: 'POST',
          url: LEAD_SHARING_PATH,
          headers: { 'content-type': 'application/json' },
          payload: { leadId: LEAD, offerId, consent: true, version: SHARING_TEXT_VERSION },
        });
      expect((await post(102)).statusCode).toBe(409);
      const res = await post(101);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ok: true,
        status: 'delivered',
        withdrawUrl: expect.stringMatching(/^\/consents\/withdraw\/\?t=/),
      });
      expect(calls).toHaveLength(1);
      const consent = await storage.sql.get<{ lender: string; purpose: string }>(
        "SELECT lender, purpose FROM consent_records WHERE purpose = 'sharing'",
      );
      expect(consent).toEqual({ lender: 'kasomir', purpose: 'sharing' });
      await app.close();
    });

    it.each([
      [{ leadId: LEAD, offerId: 101, consent: false, version: SHARING_TEXT_VERSION }, 'consent must be true'],
      [{ leadId: 'nie-uuid', offerId: 101, consent: true, version: SHARING_TEXT_VERSION }, 'leadId'],
      [{ leadId: LEAD, offerId: 101, consent: true, version: '2000-01-01' }, 'text has changed'],
      [{ leadId: LEAD, offerId: 101, consent: true, version: SHARING_TEXT_VERSION, phone: '601' }, 'unknown fields'],
    ])('refuses %j', (body, message) => {
      const result = checkSharingRequest(body);
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.error).toContain(message);
    });
  });

  describe('withdrawal', () => {
    it('drops the e-mail address when the last two consents needing it are withdrawn at the same moment', async () => {
      for (let round = 0; round < 5; round++) {
        const lead = `0f8fad5b-d9cb-469f-a165-7086772895${String(round).padStart(2, '0')}`;
        await storage.insertLead({
          id: lead,
          consentsVersion: '2026-11-25',
          origin: null,
          receivedAt: t0,
          lead: {
            amount: 2000,
            termUnit: 'days',
            term: 30,
            termDays: 30,
            birthDate: '1990-05-14',
            phone: null,
            email: 'anna@example.pl',
            consents: { terms: true, privacy: true, marketing: true },
          },
        });
        const given = (purpose: 'marketing' | 'sharing', channel: 'email' | 'api', lender: string) =>
          recordConsent(
            storage.sql,
            lead,
            { purpose, channel, lender, text: 'tekst', version: 'v' },
            { ipPrefix: null, userAgent: null, at: t0 },
          );
        const ids = [await given('marketing', 'email', '*'), await given('sharing', 'api', 'kasomir')];
        expect(await Promise.all(ids.map((id) => withdrawConsent(storage.sql, id, t0)))).toEqual([true, true]);
        expect(await storage.sql.get('SELECT email FROM leads WHERE id = ?', [lead])).toEqual({ email: null });
      }
    });
  });

  describe('delivery settings and withdrawal tokens', () => {
    it.each([
      [{}, 0, null],
      [{ LEAD_DELIVERY_KASOMIR_URL: 'https://a.example/leads', LEAD_DELIVERY_KASOMIR_SECRET: SECRET }, 1, null],
      [{ LEAD_DELIVERY_LIPOWA_KASA_URL: 'http://127.0.0.1:9/x', LEAD_DELIVERY_LIPOWA_KASA_SECRET: SECRET }, 1, null],
      [{ LEAD_DELIVERY_KASOMIR_URL: 'https://a.example/leads' }, 0, 'SECRET must be set'],
      [{ LEAD_DELIVERY_NOBODY_URL: 'https://a.example/', LEAD_DELIVERY_NOBODY_SECRET: SECRET }, 0, 'names no lender'],
      [{ LEAD_DELIVERY_KASOMIR_URL: 'ftp://a.example/', LEAD_DELIVERY_KASOMIR_SECRET: SECRET }, 0, 'http(s)'],
      [
        { LEAD_DELIVERY_KASOMIR_URL: 'https://u:p@a.example/', LEAD_DELIVERY_KASOMIR_SECRET: SECRET },
        0,
        'user or password',
      ],
      [{ LEAD_DELIVERY_BACKOFF_MS: '5' }, 0, 'BACKOFF_MS'],
      [
        { LEAD_DELIVERY_SKARBCZYK_URL: 'https://a.example/leads', LEAD_DELIVERY_SKARBCZYK_SECRET: SECRET },
        0,
        'not named as a recipient',
      ],
    ])('%j', (env, lenders, error) => {
      const run = () => parseDeliveryConfig(env, ['kasomir', 'lipowa-kasa', 'skarbczyk'], ['kasomir', 'lipowa-kasa']);
      if (error) {
        expect(run).toThrow(ConfigError);
        expect(run).toThrow(error);
      } else expect(run().lenders.size).toBe(lenders);
    });

    it('a withdrawal token names its consent only with the right signature', () => {
      const id = '6f1c1c1e-8b7a-4f5e-9c3d-2a1b0c9d8e7f';
      const token = withdrawalToken('k1', id);
      expect(readWithdrawalToken('k1', token)).toBe(id);
      expect(readWithdrawalToken('k2', token)).toBeNull();
      expect(readWithdrawalToken('k1', `${id}.`)).toBeNull();
      expect(readWithdrawalToken('k1', `6f1c1c1e-8b7a-4f5e-9c3d-2a1b0c9d8e70.${token.split('.')[1]}`)).toBeNull();
      expect(signBody('s', '1', 'x')).toMatch(/^sha256=[0-9a-f]{64}$/);
    });
  });
});
