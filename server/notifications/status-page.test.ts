// The transfer-status page alone on a bare Fastify: each reported state with what happens next, the way to turn
// notifications off (or that they are off), the messages of a link that cannot be read, the headers, and every
// state valid HTML (as scripts/html-check.mjs checks the site's pages).
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordConsent } from '../consents/ledger';
import { openSqlite } from '../storage/sqlite';
import type { Storage } from '../storage/types';
import { PAGE_POLICY } from '../web/guard';
import { statusLinkSecret, statusToken, STATUS_PATH } from './link';
import { statusPageRoute } from './status-page';

const NOW = new Date('2026-11-28T12:00:00Z');
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe('the transfer-status page', () => {
  let app: FastifyInstance;
  let storage: Storage;

  beforeAll(async () => {
    storage = openSqlite(':memory:');
    app = Fastify();
    await app.register(statusPageRoute, { sql: storage.sql, now: () => NOW });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
  });

  /** A notification of `status` for a lead (with a standing push consent when `consented`), and its page. */
  async function pageOf(status: 'paid' | 'approved' | 'rejected', consented: boolean, lender = 'kasomir') {
    const lead = randomUUID();
    const id = randomUUID();
    if (consented)
      await recordConsent(
        storage.sql,
        lead,
        { purpose: 'push', channel: 'web', lender: '*', text: 'Powiadomienia.', version: 'push-prompt-1' },
        { at: NOW, ipPrefix: null, userAgent: null },
      );
    await storage.sql.run(
      `INSERT INTO push_notifications (id, lead_id, status, conversion_id, lender, reported_at, created_at, due_at,
        state) VALUES (?, ?, ?, 'c-1', ?, '2026-11-28T17:05:00.000Z', ?, ?, 'done')`,
      [id, lead, status, lender, NOW.toISOString(), NOW.toISOString()],
    );
    return visit(statusToken(await statusLinkSecret(storage.sql), id, new Date(NOW.getTime() + 86_400_000)));
  }
  const visit = (token: string) => app.inject({ method: 'GET', url: `${STATUS_PATH}?t=${encodeURIComponent(token)}` });
  const problems = async (body: string) =>
    (await validator.validateString(body, 'status.html')).results.flatMap((r) =>
      r.messages.map((m) => `${m.ruleId}: ${m.message}`),
    );

  it('says what the lender reported and when, what comes next, and how to turn notifications off', async () => {
    const paid = await pageOf('paid', true);
    expect(paid.statusCode).toBe(200);
    expect(paid.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect(paid.headers['cache-control']).toBe('no-store');
    expect(paid.headers['referrer-policy']).toBe('no-referrer');
    expect(paid.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(paid.body).toContain('<title>Status Twojej pożyczki – Przelewik</title>');
    // 18:05 in Warsaw (UTC+1 in November); the one-letter words are tied to the next by a no-break space.
    expect(paid.body).toContain(
      '<p class="notice" role="status">Pożyczkodawca Kasomir poinformował nas 28 listopada 2026 o\u00a0godz. 18:05, ' +
        'że wypłacił pożyczkę: przelew na Twoje konto został wysłany.</p>',
    );
    expect(paid.body).toContain('natychmiastowy – w\u00a0kilka minut');
    expect(paid.body).toMatch(
      /Kliknij <a href="\/consents\/withdraw\/\?t=[^"]+">Wyłącz powiadomienia<\/a> i\u00a0potw/,
    );
    const approved = await pageOf('approved', false);
    expect(approved.body).toContain('zaakceptował Twój wniosek o\u00a0pożyczkę.');
    expect(approved.body).toContain('Przed potwierdzeniem sprawdź w\u00a0umowie kwotę do spłaty');
    expect(approved.body).toContain('<p>Powiadomienia są już wyłączone: nie wyślemy Ci kolejnych.</p>');
    expect(approved.body).not.toContain('/consents/withdraw/');
    const rejected = await pageOf('rejected', true, 'nieznany-pozyczkodawca');
    expect(rejected.body).toContain('Pożyczkodawca nieznany-pozyczkodawca poinformował nas');
    expect(rejected.body).toContain('Możesz <a href="/offers/">porównać pozostałe oferty</a>.');
    for (const page of [paid, approved, rejected]) expect(await problems(page.body)).toEqual([]);
  });

  it('answers a forged, expired or forgotten link with a clear Polish message and the right status', async () => {
    const secret = await statusLinkSecret(storage.sql);
    const forged = await visit(`${randomUUID()}.9999999999.AAAA`);
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('<p role="alert">Ten link jest nieprawidłowy lub niepełny.');
    const expired = await visit(statusToken(secret, randomUUID(), new Date(NOW.getTime() - 1000)));
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('<p role="alert">Ten link wygasł.');
    const gone = await visit(statusToken(secret, randomUUID(), new Date(NOW.getTime() + 1000)));
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<p role="alert">Nie mamy już informacji, do której prowadzi ten link.</p>');
    for (const page of [forged, expired, gone]) expect(await problems(page.body)).toEqual([]);
  });
});
