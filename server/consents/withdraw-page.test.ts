// The consent withdrawal page alone on a bare Fastify: what a visitor reads in each state, the form that withdraws,
// the content policy, and every state valid HTML (as scripts/html-check.mjs checks the site's pages).
import Fastify, { type FastifyInstance } from 'fastify';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../storage/sqlite';
import type { Storage } from '../storage/types';
import { PAGE_POLICY } from '../web/guard';
import { linkSecret, recordConsent, withdrawalPath, WITHDRAW_PATH } from './ledger';
import { consentWithdrawRoute } from './withdraw-page';

const HOST = 'przelewik.test';
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe('the consent withdrawal page', () => {
  let app: FastifyInstance;
  let storage: Storage;

  beforeAll(async () => {
    storage = openSqlite(':memory:');
    app = Fastify();
    await app.register(consentWithdrawRoute, { storage, now: () => new Date('2026-11-28T12:00:00Z') });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
  });

  const consent = () =>
    recordConsent(
      storage.sql,
      'a2f0c8f4-3c9e-4d64-9d38-2b1f1c0c9a11',
      { purpose: 'sharing', channel: 'email', lender: 'kasomir', text: 'Zgoda na przekazanie.', version: 'v1' },
      { at: new Date('2026-11-20T10:00:00Z'), ipPrefix: null, userAgent: null },
    );
  const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('t')!;
  const post = (token: string, origin = `http://${HOST}`) =>
    app.inject({
      method: 'POST',
      url: WITHDRAW_PATH,
      headers: { host: HOST, origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ t: token }).toString(),
    });
  const problems = async (body: string) =>
    (await validator.validateString(body, 'withdraw.html')).results.flatMap((r) =>
      r.messages.map((m) => `${m.ruleId}: ${m.message}`),
    );

  it('shows the consent and a button, withdraws it only by the form, then says it is gone; every page valid', async () => {
    const path = withdrawalPath(await linkSecret(storage.sql), await consent());
    const shown = await app.inject({ method: 'GET', url: path, headers: { host: HOST } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shown.body).toContain('<title>Wycofanie zgody – Przelewik</title>');
    expect(shown.body).toContain(
      '<strong>przekazanie wniosku pożyczkodawcy e-mailem (pożyczkodawca: kasomir)</strong>, udzielona 2026-11-20.',
    );
    expect(shown.body).toContain(`<form method="post" action="${WITHDRAW_PATH}">`);
    expect(shown.body).toContain(`<input type="hidden" name="t" value="${tokenOf(path)}"/>`);
    expect(shown.body).toContain('<button type="submit">Wycofuję tę zgodę</button>');
    // Showing the page withdrew nothing; the form does, once.
    const done = await post(tokenOf(path));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<p role="status">Zgoda została wycofana.');
    const again = await post(tokenOf(path));
    expect(again.body).toContain('<p role="status">Ta zgoda została już wcześniej wycofana.</p>');
    const later = await app.inject({ method: 'GET', url: path, headers: { host: HOST } });
    expect(later.body).toContain('Ta zgoda została już wcześniej wycofana.');
    expect(later.body).not.toContain('<form method="post" action="/consents');
    for (const page of [shown, done, again, later]) expect(await problems(page.body)).toEqual([]);
  });

  it('refuses a forged link and a form from another site with the same clear message', async () => {
    const path = withdrawalPath(await linkSecret(storage.sql), await consent());
    const forged = await app.inject({ method: 'GET', url: `${WITHDRAW_PATH}?t=abc.def`, headers: { host: HOST } });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('<p role="alert">Ten link jest nieprawidłowy lub niepełny.');
    const foreign = await post(tokenOf(path), 'https://obca.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain('<p role="alert">Ten link jest nieprawidłowy lub niepełny.');
    const stillThere = await app.inject({ method: 'GET', url: path, headers: { host: HOST } });
    expect(stillThere.body).toContain('Wycofuję tę zgodę');
    for (const page of [forged, foreign]) expect(await problems(page.body)).toEqual([]);
  });
});
