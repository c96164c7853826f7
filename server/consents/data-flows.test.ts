// The server's flows against contracts/data-flows.ts: what a lead delivery really sends, to whom it may go, and
// what partner postbacks and push-token records carry. A field added to the code without the data module fails
// here, and so the privacy policy, the terms and the transition page (written from it) cannot fall behind.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataFlow, flowWire, LEAD_DELIVERY_LENDERS, undeclared, wirePaths } from '../../contracts/data-flows';
import { SHARING_TEXT_VERSION, sharingText } from '../../contracts/lead-sharing';
import { LENDERS } from '../../contracts/lenders';
import { PUSH_TOKEN_FIELDS } from '../../contracts/push-token';
import { MACROS } from '../affiliate/macros';
import { ConfigError } from '../config';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import { attemptDelivery, queueDelivery, type Fetcher } from './delivery';
import { parseDeliveryConfig, type DeliveryConfig } from './delivery-config';
import { recordConsent } from './ledger';

const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SECRET = 'sekret-pozyczkodawcy-1234';
const t0 = new Date('2026-11-28T10:00:00Z');
const lender = LEAD_DELIVERY_LENDERS[0]!.id;

describe('lead delivery sends exactly what contracts/data-flows.ts lists', () => {
  const [backend] = storageBackends();
  let storage: Storage;
  beforeEach(async () => {
    storage = await backend!.open();
    await storage.insertLead({
      id: LEAD,
      consentsVersion: 'v',
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

  it('the body of a delivery, every field filled, has the declared fields and no other', async () => {
    const consent = await recordConsent(
      storage.sql,
      LEAD,
      { purpose: 'sharing', channel: 'api', lender, text: 'tekst', version: SHARING_TEXT_VERSION },
      { ipPrefix: null, userAgent: null, at: t0 },
    );
    const row = await queueDelivery(storage.sql, LEAD, lender, consent, t0);
    const bodies: string[] = [];
    const fetcher: Fetcher = async (_url, init) => (bodies.push(init.body), { status: 200 });
    const config: DeliveryConfig = {
      lenders: new Map([[lender, { url: 'https://lender.example/leads', secret: SECRET }]]),
      backoffMs: 1000,
    };
    expect(await attemptDelivery(storage.sql, config, row, fetcher, () => t0)).toBe('delivered');
    const sent = wirePaths(JSON.parse(bodies[0]!));
    expect(undeclared(sent, dataFlow('lead-delivery')), 'fields sent that the documents do not name').toEqual([]);
    expect(new Set(sent)).toEqual(new Set(flowWire(dataFlow('lead-delivery'))));
  });
});

describe('who may receive applications', () => {
  it('each lender named as a recipient is in the catalogue, under the same name', () => {
    expect(LEAD_DELIVERY_LENDERS.length).toBeGreaterThan(0);
    for (const named of LEAD_DELIVERY_LENDERS)
      expect(LENDERS.find((l) => l.id === named.id)?.name, named.id).toBe(named.name);
    expect(dataFlow('lead-delivery').recipients.map((r) => r.name)).toEqual(LEAD_DELIVERY_LENDERS.map((l) => l.name));
  });

  it('the server refuses to deliver to a catalogue lender the documents do not name', () => {
    const slugs = LENDERS.map((l) => l.id);
    const env = (slug: string) => {
      const key = slug.toUpperCase().replace(/-/g, '_');
      return { [`LEAD_DELIVERY_${key}_URL`]: 'https://lender.example/leads', [`LEAD_DELIVERY_${key}_SECRET`]: SECRET };
    };
    expect(parseDeliveryConfig(env(lender), slugs).lenders.has(lender)).toBe(true);
    const unnamed = slugs.find((slug) => !LEAD_DELIVERY_LENDERS.some((l) => l.id === slug))!;
    expect(() => parseDeliveryConfig(env(unnamed), slugs)).toThrow(ConfigError);
    expect(() => parseDeliveryConfig(env(unnamed), slugs)).toThrow(/not named as a recipient/);
  });

  it('the sharing consent names in words every personal field a delivery sends', () => {
    // Each wire field of a delivery and the words of the consent text that say it; a new field needs both.
    const words: Record<string, string | null> = {
      lead_id: null,
      delivery_id: null,
      created_at: null, // our references and the form's time: nothing about the person
      'loan.amount': 'kwotę',
      'loan.term': 'okres pożyczki',
      'loan.term_unit': 'okres pożyczki',
      birth_date: 'datę urodzenia',
      phone: 'numer telefonu',
      email: 'adres e-mail',
      'consent.id': null,
      'consent.text_version': null,
      'consent.text_sha256': null,
      'consent.given_at': null,
    };
    const text = sharingText('Modra Kasa');
    for (const wire of flowWire(dataFlow('lead-delivery'))) {
      expect(Object.hasOwn(words, wire), `${wire}: say whether the sharing consent must name it`).toBe(true);
      if (words[wire]) expect(text, wire).toContain(words[wire]);
    }
  });
});

describe('other server flows', () => {
  it('a partner postback carries exactly the macros the documents list', () => {
    expect(new Set(flowWire(dataFlow('partner-postback')))).toEqual(new Set(MACROS));
  });

  it('a push-token record carries exactly the fields the documents list', () => {
    expect(flowWire(dataFlow('push-token'))).toEqual([...PUSH_TOKEN_FIELDS]);
  });

  it('a planted field is caught', () => {
    expect(
      undeclared(wirePaths({ lead_id: 'x', loan: { amount: 1 }, pesel: '90051412345' }), dataFlow('lead-delivery')),
    ).toEqual(['pesel']);
    expect(wirePaths({ a: { b: 1, c: [1] }, d: null })).toEqual(['a.b', 'a.c', 'd']);
  });
});
