// Transfer-status notifications through the real app and the real firebase-admin SDK, which reaches a local stand-in
// of FCM's HTTP v1 endpoint and of Google's token endpoint through its own httpAgent option (tests/fcm-stand-in.ts):
// consent from the token record, one notification per state per lead, the language of each token, quiet hours on an
// injected clock, retries on 429 and 5xx, dead tokens, withdrawal, the status page and the console's counts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERS } from '../../contracts/lenders';
import { looksPersonal } from '../../contracts/personal-data';
import { buildApp } from '../app';
import { parseAffiliateConfig } from '../affiliate/config';
import { withdrawConsent } from '../consents/ledger';
import { eraseLead } from '../admin/erasure';
import { storageBackends } from '../testing/backends';
import type { Storage } from '../storage/types';
import { startFcmStandIn, STAND_IN_ACCESS_TOKEN, type FcmStandIn } from '../../tests/fcm-stand-in';
import { parsePushConfig } from './config';
import { notificationCounts } from './console';
import { NOTIFICATION_TEXTS } from './texts';
import { reportedSentence, whenPl } from './status-page';
import { typo } from '../../widgets/text/typography';
import { isNotifiedStatus } from './queue';

const TOKEN = 'kasomir-token-0123456789';
const PROJECT = 'przelewik-test';
const SERVICE_ACCOUNT = JSON.stringify({
  type: 'service_account',
  project_id: PROJECT,
  client_email: 'push@przelewik-test.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nstand-in\n-----END PRIVATE KEY-----\n',
});
const ORIGIN = 'https://przelewik.test';

describe.each(storageBackends())('transfer-status notifications on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  let fcm: FcmStandIn;
  // The queue's clock: set to an instant by a test, then running on from it (retries wait on it). A Saturday noon in
  // Warsaw unless a test moves it.
  let clockBase = Date.parse('2026-11-28T11:00:00Z');
  let clockSetAt = Date.now();
  const setClock = (iso: string) => {
    clockBase = Date.parse(iso);
    clockSetAt = Date.now();
  };
  const clock = () => new Date(clockBase + (Date.now() - clockSetAt));
  const kasomir = OFFERS.find((o) => o.lenderId === 'kasomir')!;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-push-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    mkdirSync(join(dist, 'content'));
    writeFileSync(join(dist, 'content', 'offers.json'), JSON.stringify({ page: 'offers', data: { offers: OFFERS } }));
    storage = await backend.open();
    fcm = await startFcmStandIn();
    app = await buildApp({
      storage,
      distDir: dist,
      affiliate: parseAffiliateConfig({
        LENDER_POSTBACK_SECRETS: JSON.stringify({ kasomir: { token: TOKEN } }),
        LENDER_PAYOUTS: JSON.stringify({ kasomir: { model: 'cpl', amount: '40.00' } }),
        AFFILIATE_HASH_KEY: 'h'.repeat(32),
      }),
      push: parsePushConfig({
        FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT,
        FCM_TEST_ENDPOINT: fcm.url,
        PUSH_RETRY_MS: '100',
        PUSH_ATTEMPTS: '3',
        PUSH_POLL_MS: '100',
        PUSH_LINK_ORIGIN: ORIGIN,
      }),
      pushNow: clock,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    await fcm.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const fcmToken = () => `push-test:APA91b${randomUUID().replaceAll('-', '')}${'x'.repeat(40)}`;

  /** The token record the loader posts (SPEC §3). */
  async function register(lead: string, country: number, token = fcmToken()): Promise<string> {
    const payload = new URLSearchParams({
      token,
      ga_client_id: '',
      domain: 'przelewik.test',
      lead_id: lead,
      country: String(country),
      provider: '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      utm_content: '',
      utm_term: '',
    }).toString();
    const res = await app.inject({
      method: 'POST',
      url: '/set-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return token;
  }

  async function clickFor(lead: string): Promise<string> {
    const res = await app.inject({ method: 'GET', url: `/api/click/${kasomir.offer_id}?lead_id=${lead}` });
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location)).searchParams.get('click_id')!;
  }

  const postback = async (clickId: string, txid: string, status: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/postback/kasomir?click_id=${clickId}&txid=${txid}&status=${status}&token=${TOKEN}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { changed: boolean };
  };

  const settle = async () => {
    // Two poll periods of the worker (100 ms): a send due now has been tried by then.
    await new Promise((resolve) => setTimeout(resolve, 400));
  };

  it('a paid postback reaches every live token of the lead once, in its language, with no personal data and a status link', async () => {
    const lead = randomUUID();
    const polish = await register(lead, 14);
    const english = await register(lead, 3);
    const consents = await storage.sql.all<{ purpose: string; channel: string; text_version: string }>(
      'SELECT purpose, channel, text_version FROM consent_records WHERE lead_id = ?',
      [lead],
    );
    expect(consents).toEqual([{ purpose: 'push', channel: 'web', text_version: 'push-prompt-1' }]);

    const clickId = await clickFor(lead);
    expect((await postback(clickId, 'TX-P1', 'paid')).changed).toBe(true);
    await expect.poll(() => fcm.delivered(polish).length).toBe(1);
    await expect.poll(() => fcm.delivered(english).length).toBe(1);
    const [pl] = fcm.delivered(polish);
    const [en] = fcm.delivered(english);
    expect(pl!.project).toBe(PROJECT);
    expect(pl!.authorization).toBe(`Bearer ${STAND_IN_ACCESS_TOKEN}`);
    expect(pl!.data).toMatchObject({
      title: 'Pieniądze są w\u00a0drodze',
      body: 'Pożyczkodawca wysłał przelew na Twoje konto. Sprawdź szczegóły.',
      lang: 'pl',
    });
    expect(en!.data).toMatchObject({ title: 'Your money is on its way', lang: 'en' });
    expect(pl!.webpush).toEqual({ headers: { TTL: '86400', Urgency: 'high' } });
    const link = new URL(pl!.data.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/powiadomienia/status/`);
    for (const message of [pl!, en!]) {
      expect(JSON.stringify(message.data)).not.toContain(lead);
      expect(JSON.stringify(message.data)).not.toContain(lead.replaceAll('-', ''));
      expect(JSON.stringify(message.data)).not.toContain(clickId);
    }

    // The same report again, and another conversion of the lead paid: nothing more is sent.
    expect((await postback(clickId, 'TX-P1', 'paid')).changed).toBe(false);
    const second = await clickFor(lead);
    expect((await postback(second, 'TX-P2', 'paid')).changed).toBe(true);
    await settle();
    expect(fcm.received.filter((m) => m.token === polish || m.token === english)).toHaveLength(2);
    expect(await storage.sql.all('SELECT status FROM push_notifications WHERE lead_id = ?', [lead])).toEqual([
      { status: 'paid' },
    ]);

    // The status page the link opens: what the lender reported and when, what next, how to turn it off.
    const page = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<html lang="pl">');
    const { reported_at: reported } = (await storage.sql.get<{ reported_at: string }>(
      'SELECT reported_at FROM push_notifications WHERE lead_id = ?',
      [lead],
    ))!;
    expect(page.body).toContain(
      typo(
        `Pożyczkodawca Kasomir poinformował nas ${whenPl(reported)}, że wypłacił pożyczkę: przelew na Twoje konto został wysłany.`,
      ),
    );
    expect(page.body).toContain('Co dalej');
    expect(page.body).toMatch(/<a href="\/consents\/withdraw\/\?t=[^"]+">Wyłącz powiadomienia<\/a>/);
    expect(page.body).not.toContain(lead);
  });

  it('a status link that is forged, cut or expired shows a clear Polish message', async () => {
    const forged = await app.inject({ method: 'GET', url: `/powiadomienia/status/?t=${randomUUID()}.9999999999.AAAA` });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('Ten link jest nieprawidłowy lub niepełny.');
    expect((await app.inject({ method: 'GET', url: '/powiadomienia/status/' })).statusCode).toBe(404);
    const lead = randomUUID();
    const token = await register(lead, 14);
    await postback(await clickFor(lead), 'TX-E1', 'approved');
    await expect.poll(() => fcm.delivered(token).length).toBe(1);
    const link = new URL(fcm.delivered(token)[0]!.data.link!);
    setClock('2026-12-30T11:00:00Z');
    try {
      const expired = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('Ten link wygasł.');
    } finally {
      setClock('2026-11-28T11:00:00Z');
    }
  });

  it('a postback at 22:00 Warsaw time waits for 8:00', async () => {
    const lead = randomUUID();
    const token = await register(lead, 14);
    setClock('2026-11-28T21:00:00Z'); // 22:00 in Warsaw (UTC+1)
    try {
      await postback(await clickFor(lead), 'TX-Q1', 'approved');
      await settle();
      expect(fcm.received.filter((m) => m.token === token)).toEqual([]);
      expect(await storage.sql.get('SELECT state, due_at FROM push_notifications WHERE lead_id = ?', [lead])).toEqual({
        state: 'queued',
        due_at: '2026-11-29T07:00:00.000Z',
      });
      setClock('2026-11-29T06:58:00Z'); // 7:58
      await settle();
      expect(fcm.received.filter((m) => m.token === token)).toEqual([]);
      setClock('2026-11-29T07:00:00Z'); // 8:00
      await expect.poll(() => fcm.delivered(token).length).toBe(1);
      expect(fcm.delivered(token)[0]!.data.title).toBe('Wniosek zaakceptowany');
    } finally {
      setClock('2026-11-28T11:00:00Z');
    }
  });

  it('429 and 5xx answers are retried with backoff; after the last attempt the send is failed', async () => {
    const lead = randomUUID();
    const token = await register(lead, 14);
    fcm.answer(token, 429, 500);
    await postback(await clickFor(lead), 'TX-R1', 'approved');
    await expect.poll(() => fcm.delivered(token).length, { timeout: 10_000 }).toBe(1);
    expect(fcm.received.filter((m) => m.token === token).map((m) => m.status)).toEqual([429, 500, 200]);
    await expect
      .poll(() => storage.sql.get('SELECT state, attempts FROM push_sends WHERE token = ?', [token]))
      .toEqual({ state: 'sent', attempts: 3 });

    const unlucky = await register(randomUUID(), 14);
    const row = await storage.sql.get<{ lead_id: string }>('SELECT lead_id FROM push_tokens WHERE token = ?', [
      unlucky,
    ]);
    fcm.answer(unlucky, 500, 500, 500);
    await postback(await clickFor(row!.lead_id), 'TX-R2', 'approved');
    await expect
      .poll(async () => storage.sql.get('SELECT state, attempts FROM push_sends WHERE token = ?', [unlucky]), {
        timeout: 10_000,
      })
      .toEqual({ state: 'failed', attempts: 3 });
    expect(fcm.delivered(unlucky)).toEqual([]);
  });

  it('a token FCM reports unregistered is marked dead and never used again, even when posted again', async () => {
    const lead = randomUUID();
    const gone = await register(lead, 14);
    const alive = await register(lead, 14);
    fcm.answer(gone, 'unregistered');
    const clickId = await clickFor(lead);
    await postback(clickId, 'TX-D1', 'approved');
    await expect
      .poll(
        async () =>
          (await storage.sql.get<{ dead_at: string | null }>('SELECT dead_at FROM push_tokens WHERE token = ?', [gone]))
            ?.dead_at,
      )
      .not.toBeNull();
    await expect.poll(() => fcm.delivered(alive).length).toBe(1);
    // The browser posts the same token again (a reload): it stays dead.
    await app.inject({
      method: 'POST',
      url: '/set-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: gone, domain: 'przelewik.test', lead_id: lead, country: '14' }).toString(),
    });
    await postback(clickId, 'TX-D1', 'paid');
    await expect.poll(() => fcm.delivered(alive).length).toBe(2);
    await settle();
    expect(fcm.received.filter((m) => m.token === gone)).toHaveLength(1);
  });

  it("withdrawing the push consent deletes the lead's tokens and stops sending", async () => {
    const lead = randomUUID();
    const token = await register(lead, 14);
    const consent = await storage.sql.get<{ id: string }>(
      "SELECT id FROM consent_records WHERE lead_id = ? AND purpose = 'push'",
      [lead],
    );
    expect(await withdrawConsent(storage.sql, consent!.id, clock())).toBe(true);
    expect(await storage.sql.all('SELECT token FROM push_tokens WHERE lead_id = ?', [lead])).toEqual([]);
    await postback(await clickFor(lead), 'TX-W1', 'paid');
    await settle();
    expect(fcm.received.filter((m) => m.token === token)).toEqual([]);
    expect(await storage.sql.all('SELECT id FROM push_notifications WHERE lead_id = ?', [lead])).toEqual([]);
    // The browser keeps its permission and posts a token again (its weekly refresh): that renews no consent.
    const again = await register(lead, 14);
    const consents = await storage.sql.all<{ withdrawn_at: string | null }>(
      "SELECT withdrawn_at FROM consent_records WHERE lead_id = ? AND purpose = 'push'",
      [lead],
    );
    expect(consents).toHaveLength(1);
    expect(consents[0]!.withdrawn_at).not.toBeNull();
    await postback(await clickFor(lead), 'TX-W2', 'approved');
    await settle();
    expect(fcm.received.filter((m) => m.token === again)).toEqual([]);
  });

  it("POST /delete-token (the browser's withdrawal) deletes the token; with the lead's last one the push consent goes too", async () => {
    const lead = randomUUID();
    const first = await register(lead, 14);
    const second = await register(lead, 14);
    const forget = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/delete-token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(token)}`,
      });
    const res = await forget(first);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(await storage.sql.all('SELECT token FROM push_tokens WHERE lead_id = ?', [lead])).toEqual([
      { token: second },
    ]);
    const consent = () =>
      storage.sql.get<{ withdrawn_at: string | null }>(
        "SELECT withdrawn_at FROM consent_records WHERE lead_id = ? AND purpose = 'push'",
        [lead],
      );
    expect((await consent())?.withdrawn_at).toBeNull();
    expect((await forget(second)).statusCode).toBe(200);
    expect((await consent())?.withdrawn_at).not.toBeNull();
    await postback(await clickFor(lead), 'TX-F1', 'paid');
    expect(await storage.sql.all('SELECT id FROM push_notifications WHERE lead_id = ?', [lead])).toEqual([]);
    // An unknown token is answered alike; no token at all is a 400.
    expect((await forget(fcmToken())).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/delete-token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'token=',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a rejection is not notified unless the operator turns it on', async () => {
    const lead = randomUUID();
    const token = await register(lead, 14);
    await postback(await clickFor(lead), 'TX-N1', 'rejected');
    await settle();
    expect(fcm.received.filter((m) => m.token === token)).toEqual([]);
  });

  it('a token posted without a lead records no consent, and a lead without consent gets nothing', async () => {
    const token = fcmToken();
    await app.inject({
      method: 'POST',
      url: '/set-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, domain: 'przelewik.test', lead_id: '', country: '14' }).toString(),
    });
    const lead = randomUUID();
    // The token is linked to the lead by hand, as an old row from before consent was recorded would be.
    await storage.sql.run('UPDATE push_tokens SET lead_id = ? WHERE token = ?', [lead, token]);
    expect(
      await storage.sql.all("SELECT id FROM consent_records WHERE lead_id = ? AND purpose = 'push'", [lead]),
    ).toEqual([]);
    await postback(await clickFor(lead), 'TX-N2', 'paid');
    await settle();
    expect(fcm.received.filter((m) => m.token === token)).toEqual([]);
  });

  it('erasing the lead keeps the counts but not the tokens the notifications went to', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: {
        amount: 1500,
        termDays: 30,
        phone: '+48601234567',
        firstName: 'Anna',
        lastName: 'Nowak',
        pesel: '90051712344',
        idCard: 'ABA300000',
        email: 'anna@example.pl',
        postalCode: '00-001',
        city: 'Warszawa',
        street: '',
        houseNumber: '1',
        employment: 'employment_contract',
        monthlyIncome: 5200,
        bankAccount: 'PL61109010140000071219812874',
        consents: { terms: true, privacy: true, marketing: false },
      },
    });
    expect(created.statusCode).toBe(201);
    const lead = (created.json() as { leadId: string }).leadId;
    const token = await register(lead, 14);
    await postback(await clickFor(lead), 'TX-X1', 'approved');
    await expect.poll(() => fcm.delivered(token).length).toBe(1);
    await expect
      .poll(() => storage.sql.get<{ state: string }>('SELECT state FROM push_notifications WHERE lead_id = ?', [lead]))
      .toEqual({ state: 'done' });
    const erased = await eraseLead(storage.sql, lead, 'op', clock());
    expect(await storage.sql.all('SELECT token FROM push_tokens WHERE token = ?', [token])).toEqual([]);
    expect(await storage.sql.all('SELECT id FROM push_sends WHERE token = ?', [token])).toEqual([]);
    expect(
      await storage.sql.all(
        'SELECT s.state FROM push_sends s JOIN push_notifications n ON n.id = s.notification_id WHERE n.lead_id = ?',
        [erased!.newId],
      ),
    ).toEqual([{ state: 'sent' }]);
    expect(await storage.sql.all('SELECT id FROM push_notifications WHERE lead_id = ?', [lead])).toEqual([]);

    // The browser still holds the old lead id and re-sends its token (a refresh): kept without the erased id, and no
    // consent is recorded under it.
    await register(lead, 14, token);
    expect(await storage.sql.all('SELECT lead_id FROM push_tokens WHERE token = ?', [token])).toEqual([
      { lead_id: null },
    ]);
    expect(await storage.sql.all('SELECT id FROM consent_records WHERE lead_id = ?', [lead])).toEqual([]);
  });

  it('the console counts sent, failed and dead per lender and Warsaw day', async () => {
    const rows = await notificationCounts(storage.sql, { from: '2026-11-28', to: '2026-11-29' });
    const saturday = rows.find((r) => r.lender === 'kasomir' && r.day === '2026-11-28')!;
    expect(saturday.counts.sent).toBeGreaterThanOrEqual(5);
    expect(saturday.counts.failed).toBeGreaterThanOrEqual(1);
    expect(saturday.counts.dead).toBeGreaterThanOrEqual(1);
    expect(saturday.counts.queued).toBe(0);
  });

  it('notifies approved and paid; rejected only when the operator turns it on', () => {
    expect(
      ['pending', 'approved', 'rejected', 'paid', 'reversed'].map((status) => [
        status,
        isNotifiedStatus(status, false),
        isNotifiedStatus(status, true),
      ]),
    ).toEqual([
      ['pending', false, false],
      ['approved', true, true],
      ['rejected', false, true],
      ['paid', true, true],
      ['reversed', false, false],
    ]);
  });

  it('says in one Polish sentence what the lender reported and when', () => {
    expect(reportedSentence('approved', 'Kasomir', '2026-11-28T11:00:00Z')).toBe(
      'Pożyczkodawca Kasomir poinformował nas 28 listopada 2026 o godz. 12:00, że zaakceptował Twój wniosek o pożyczkę.',
    );
    expect(reportedSentence('rejected', 'Kasomir', '2026-11-28T11:00:00Z')).toBe(
      'Pożyczkodawca Kasomir poinformował nas 28 listopada 2026 o godz. 12:00, że nie udzieli Ci tej pożyczki.',
    );
  });

  it('says when in Polish time, the Polish way', () => {
    expect(whenPl('2026-11-28T11:00:00Z')).toBe('28 listopada 2026 o godz. 12:00');
    expect(whenPl('2026-07-01T06:05:00Z')).toBe('1 lipca 2026 o godz. 08:05');
  });

  it('every text in every language is free of personal data and covers each notified state', () => {
    for (const [lang, texts] of Object.entries(NOTIFICATION_TEXTS)) {
      for (const status of ['approved', 'paid', 'rejected'] as const) {
        expect(texts[status].title.length, `${lang} ${status}`).toBeGreaterThan(3);
        expect(looksPersonal(`${texts[status].title} ${texts[status].body}`), `${lang} ${status}`).toBe(false);
      }
    }
  });
});
