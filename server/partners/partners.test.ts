// Partners managed in the console, through the real app: a sign-up is approved with an origin, and at once (no
// restart) that origin may post leads (CORS), frame the lead frame and is reported approved to the loader; the
// applicant's message is queued and sent; every change is audited with before and after; a paused partner's origin
// is refused again; a rejection needs a reason; bad origins and private postback hosts are refused with Polish errors.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_STATUS_PATH } from '../../contracts/partner-status';
import { buildApp } from '../app';
import { DEFAULT_CONFIG } from '../config';
import { createOperator, login } from '../admin/auth';
import { SESSION_COOKIE } from '../admin/routes';
import { parseMailConfig } from '../mail/config';
import type { MailSender } from '../mail/outbox';
import { storageBackends } from '../testing/backends';
import type { Storage } from '../storage/types';
import { TEST_SCRYPT } from '../testing/password-cost';

const CONFIG = {
  ...DEFAULT_CONFIG,
  rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
  partnerOrigins: ['https://stary-partner.example'],
};
const HOST = 'przelewik.test';
const ORIGIN = `http://${HOST}`;
const LEAD = {
  amount: 2000,
  termUnit: 'days',
  term: 30,
  birthDate: '14.05.1990',
  phone: '',
  email: '',
  consents: { terms: true, privacy: true, marketing: false },
};

describe.each(storageBackends())('partners in the console on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  const sent: Parameters<MailSender>[0][] = [];
  let cookie = '';
  let csrf = '';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-partners-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    storage = await backend.open();
    app = await buildApp({
      passwordCost: TEST_SCRYPT,
      storage,
      distDir: dist,
      config: CONFIG,
      mail: parseMailConfig({ SMTP_URL: 'smtp://mail.test:2525', MAIL_FROM: 'Przelewik <partnerzy@przelewik.test>' }),
      mailSender: async (message) => void sent.push(message),
    });
    await createOperator(storage.sql, 'op@example.pl', 'bardzo-tajne-haslo-1', new Date(), 'admin', TEST_SCRYPT);
    const session = await login(
      storage.sql,
      'op@example.pl',
      'bardzo-tajne-haslo-1',
      '198.51.100.1',
      new Date(),
      TEST_SCRYPT,
    );
    if (!session.ok) throw new Error('no session');
    cookie = `${SESSION_COOKIE}=${session.sessionId}`;
    csrf = session.session.csrfToken;
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const signUp = async (email: string, website: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: { host: HOST, origin: ORIGIN },
      payload: { name: 'Anna Blogerka', email, website, trafficType: 'website', consent: true },
    });
    expect(res.statusCode).toBe(201);
    return (await storage.sql.get<{ id: number }>('SELECT id FROM partner_signups WHERE email = ?', [email]))!.id;
  };
  const post = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: csrf, ...fields }).toString(),
    });
  const status = async (origin: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `${PARTNER_STATUS_PATH}?origin=${encodeURIComponent(origin)}`,
        headers: { host: HOST, origin },
      })
    ).json() as { approved: boolean };
  const postLead = (origin: string) =>
    app.inject({ method: 'POST', url: '/api/leads', headers: { host: HOST, origin }, payload: LEAD });
  const frameAncestors = async () =>
    String(
      (await app.inject({ method: 'GET', url: '/lead-frame/', headers: { host: HOST } })).headers[
        'content-security-policy'
      ],
    )
      .split('; ')
      .find((d) => d.startsWith('frame-ancestors'));
  const waitForMail = async (count: number) => {
    for (let i = 0; i < 100 && sent.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('approves a sign-up with an origin: forms, CORS and the lead frame take it at once, the applicant is told, the change is audited', async () => {
    const id = await signUp('anna@blog.example', 'https://nowy-blog.example/o-mnie');
    const origin = 'https://nowy-blog.example';
    // Before: the queue lists it, the origin is refused everywhere.
    const queue = await app.inject({ method: 'GET', url: '/admin/signups/', headers: { host: HOST, cookie } });
    expect(queue.body).toContain('Anna Blogerka');
    expect(queue.body).toContain(`href="/admin/signups/${id}/"`);
    expect(await status(origin)).toMatchObject({ approved: false });
    expect((await postLead(origin)).statusCode).toBe(403);
    expect(await frameAncestors()).not.toContain(origin);
    const form = await app.inject({ method: 'GET', url: `/admin/signups/${id}/`, headers: { host: HOST, cookie } });
    expect(form.body).toContain('value="nowy-blog-example"'); // the suggested id
    expect(form.body).toContain(`>${origin}</textarea>`); // the suggested origin

    const res = await post(`/admin/signups/${id}/approve/`, {
      partner_id: 'nowy-blog',
      origins: `${origin}\nhttp://localhost:8080`,
      postback_url: '',
      share_percent: '60',
      status: 'active',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/signups/?decyzja=${id}`);
    expect(await status(origin)).toMatchObject({ approved: true });
    const lead = await postLead(origin);
    expect(lead.statusCode).toBe(201);
    expect(lead.headers['access-control-allow-origin']).toBe(origin);
    expect(await frameAncestors()).toContain(`${origin} http://localhost:8080`);
    const after = await app.inject({
      method: 'GET',
      url: `/admin/signups/?decyzja=${id}`,
      headers: { host: HOST, cookie },
    });
    expect(after.body).toContain('Przyjęto zgłoszenie Anna Blogerka jako partnera nowy-blog.');
    expect(
      await storage.sql.get('SELECT share_percent, allow_paid_search FROM partner_settings WHERE partner_id = ?', [
        'nowy-blog',
      ]),
    ).toMatchObject({ share_percent: 60, allow_paid_search: 0 });

    await waitForMail(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: 'Przelewik <partnerzy@przelewik.test>',
      to: 'anna@blog.example',
      subject: 'Witamy w programie partnerskim Przelewika',
    });
    expect(sent[0]!.text).toContain('Twój identyfikator partnera: nowy-blog');
    expect(sent[0]!.text).toContain(`- ${origin}`);
    expect(sent[0]!.text).toContain(`<script async src="${ORIGIN}/loader.js"></script>`);
    const audit = await storage.sql.get<{ action: string; subject: string; before: string; after: string }>(
      "SELECT action, subject, before, after FROM admin_audit WHERE action = 'partner-approve'",
    );
    expect(audit).toMatchObject({ subject: 'nowy-blog' });
    expect(JSON.parse(audit!.after)).toMatchObject({
      partner: 'nowy-blog',
      origins: [origin, 'http://localhost:8080'],
      sharePercent: 60,
      status: 'active',
    });
    expect(JSON.parse(audit!.before)).toMatchObject({ status: 'pending' });
    // Decided once: a second approval changes nothing.
    expect(
      (await post(`/admin/signups/${id}/approve/`, { partner_id: 'inny', origins: origin, share_percent: '100' }))
        .statusCode,
    ).toBe(409);
  });

  it('pausing a partner turns its origin off at once; PARTNER_ORIGINS stays allowed and is listed as fixed', async () => {
    const id = await signUp('pauza@blog.example', 'https://pauza.example');
    await post(`/admin/signups/${id}/approve/`, {
      partner_id: 'pauza',
      origins: 'https://pauza.example',
      share_percent: '100',
      status: 'active',
    });
    expect(await status('https://pauza.example')).toMatchObject({ approved: true });
    const res = await post('/admin/accounts/pauza/', {
      origins: 'https://pauza.example',
      share_percent: '80',
      status: 'paused',
      allow_paid_search: 'yes',
    });
    expect(res.statusCode).toBe(303);
    expect(await status('https://pauza.example')).toMatchObject({ approved: false });
    expect((await postLead('https://pauza.example')).statusCode).toBe(403);
    const audit = await storage.sql.get<{ before: string; after: string }>(
      "SELECT before, after FROM admin_audit WHERE action = 'partner-update' AND subject = 'pauza'",
    );
    expect(JSON.parse(audit!.before)).toMatchObject({ status: 'active', sharePercent: 100, allowPaidSearch: false });
    expect(JSON.parse(audit!.after)).toMatchObject({ status: 'paused', sharePercent: 80, allowPaidSearch: true });
    expect(await status('https://stary-partner.example')).toMatchObject({ approved: true });
    const list = await app.inject({ method: 'GET', url: '/admin/accounts/', headers: { host: HOST, cookie } });
    expect(list.body).toContain('<li>https://stary-partner.example</li>');
    expect(list.body).toContain('data-partner="pauza"');
  });

  it('refuses bad origins, a private postback host and a taken id with Polish errors, and changes nothing', async () => {
    const id = await signUp('zle@blog.example', 'https://zle.example');
    const bad = await post(`/admin/signups/${id}/approve/`, {
      partner_id: 'zle',
      origins: 'http://zle.example\nhttps://zle.example/sciezka',
      postback_url: 'http://10.0.0.5/pb?c={click_id}',
      share_percent: '101',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('strona partnera musi działać przez https://');
    expect(bad.body).toContain('bez ścieżki');
    expect(bad.body).toContain('Udział partnera: liczba całkowita od 0 do 100');
    expect(bad.body).toContain('aria-invalid="true"');
    const privateHost = await post(`/admin/signups/${id}/approve/`, {
      partner_id: 'zle',
      origins: 'https://zle.example',
      postback_url: 'http://10.0.0.5/pb?c={click_id}',
      share_percent: '50',
    });
    expect(privateHost.statusCode).toBe(400);
    expect(privateHost.body).toContain('Adres postbacku prowadzi do sieci prywatnej');
    const taken = await post(`/admin/signups/${id}/approve/`, {
      partner_id: 'nowy-blog',
      origins: 'https://zle.example',
      share_percent: '50',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('Identyfikator nowy-blog ma już inny partner');
    expect(await storage.sql.get('SELECT status FROM partner_signups WHERE id = ?', [id])).toMatchObject({
      status: 'pending',
    });
    expect(await status('https://zle.example')).toMatchObject({ approved: false });
  });

  it('rejects with a reason the applicant gets by e-mail; without a reason nothing changes', async () => {
    const id = await signUp('odmowa@blog.example', 'https://odmowa.example');
    const empty = await post(`/admin/signups/${id}/reject/`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Wpisz powód odrzucenia');
    const before = sent.length;
    const res = await post(`/admin/signups/${id}/reject/`, { reason: 'Strona nie ma jeszcze treści.' });
    expect(res.statusCode).toBe(303);
    expect(
      await storage.sql.get('SELECT status, decision_reason FROM partner_signups WHERE id = ?', [id]),
    ).toMatchObject({ status: 'rejected', decision_reason: 'Strona nie ma jeszcze treści.' });
    await waitForMail(before + 1);
    expect(sent.at(-1)).toMatchObject({
      to: 'odmowa@blog.example',
      subject: 'Odpowiedź na zgłoszenie do programu partnerskiego Przelewika',
    });
    expect(sent.at(-1)!.text).toContain('Powód: Strona nie ma jeszcze treści.');
  });

  it('refuses a change without the session’s CSRF token', async () => {
    const id = await signUp('csrf@blog.example', 'https://csrf.example');
    const res = await app.inject({
      method: 'POST',
      url: `/admin/signups/${id}/approve/`,
      headers: { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'partner_id=csrf&origins=https%3A%2F%2Fcsrf.example&share_percent=100',
    });
    expect(res.statusCode).toBe(403);
    expect(await status('https://csrf.example')).toMatchObject({ approved: false });
  });
});

describe('the mail outbox in the console', () => {
  const build = async (smtp: boolean, sender: MailSender) => {
    const dist = mkdtempSync(join(tmpdir(), 'przelewik-outbox-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    const storage = await storageBackends()[0]!.open();
    const app = await buildApp({
      passwordCost: TEST_SCRYPT,
      storage,
      distDir: dist,
      config: CONFIG,
      mail: parseMailConfig(smtp ? { SMTP_URL: 'smtp://mail.test:2525', MAIL_ATTEMPTS: '1' } : {}),
      ...(smtp ? { mailSender: sender } : {}),
    });
    await createOperator(storage.sql, 'op@example.pl', 'bardzo-tajne-haslo-1', new Date(), 'admin', TEST_SCRYPT);
    const session = await login(
      storage.sql,
      'op@example.pl',
      'bardzo-tajne-haslo-1',
      '198.51.100.1',
      new Date(),
      TEST_SCRYPT,
    );
    if (!session.ok) throw new Error('no session');
    const cookie = `${SESSION_COOKIE}=${session.sessionId}`;
    const post = (url: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _csrf: session.session.csrfToken, ...fields }).toString(),
      });
    const signUp = async (email: string) => {
      await app.inject({
        method: 'POST',
        url: '/api/partners',
        headers: { host: HOST, origin: ORIGIN },
        payload: { name: 'Jan Partner', email, website: 'https://jan.example', trafficType: 'social', consent: true },
      });
      return (await storage.sql.get<{ id: number }>('SELECT id FROM partner_signups WHERE email = ?', [email]))!.id;
    };
    const outbox = () => app.inject({ method: 'GET', url: '/admin/outbox/', headers: { host: HOST, cookie } });
    const close = async () => {
      await app.close();
      await storage.close();
      rmSync(dist, { recursive: true, force: true });
    };
    return { storage, post, signUp, outbox, close };
  };

  it('without SMTP_URL a decision’s message waits, the page says why, and it cannot be sent from the console', async () => {
    const t = await build(false, async () => undefined);
    try {
      const id = await t.signUp('jan@jan.example');
      expect((await t.post(`/admin/signups/${id}/reject/`, { reason: 'Brak własnej strony.' })).statusCode).toBe(303);
      const row = await t.storage.sql.get<{ id: string; status: string }>('SELECT id, status FROM mail_outbox');
      expect(row).toMatchObject({ status: 'waiting' });
      const page = await t.outbox();
      expect(page.body).toContain('Serwer nie ma skonfigurowanego SMTP (zmienna SMTP_URL)');
      expect(page.body).toContain('czeka na konfigurację SMTP');
      expect(page.body).not.toContain('/resend/');
      expect((await t.post(`/admin/outbox/${row!.id}/resend/`, {})).statusCode).toBe(409);
      expect(await t.storage.sql.get('SELECT status FROM mail_outbox')).toMatchObject({ status: 'waiting' });
    } finally {
      await t.close();
    }
  });

  it('a failed send stays visible with its error; the operator sends it again and the resend is audited', async () => {
    let refuse = true;
    const sent: string[] = [];
    const t = await build(true, async (message) => {
      if (refuse) throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
      sent.push(message.to);
    });
    try {
      const id = await t.signUp('ola@jan.example');
      expect((await t.post(`/admin/signups/${id}/reject/`, { reason: 'Strona w budowie.' })).statusCode).toBe(303);
      let row: { id: string; status: string } | undefined;
      for (let i = 0; i < 100 && row?.status !== 'failed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        row = await t.storage.sql.get<{ id: string; status: string }>('SELECT id, status FROM mail_outbox');
      }
      expect(row).toMatchObject({ status: 'failed' });
      const page = await t.outbox();
      expect(page.body).toContain('nieudana (koniec prób)');
      expect(page.body).toContain('SMTP 550: 550 mailbox unavailable');
      expect(page.body).toContain(`action="/admin/outbox/${row!.id}/resend/"`);
      refuse = false;
      expect((await t.post(`/admin/outbox/${row!.id}/resend/`, {})).statusCode).toBe(303);
      for (let i = 0; i < 100 && sent.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(sent).toEqual(['ola@jan.example']);
      const audit = await t.storage.sql.get<{ before: string; after: string }>(
        "SELECT before, after FROM admin_audit WHERE action = 'mail-resend'",
      );
      expect(JSON.parse(audit!.before)).toEqual({ status: 'failed', attempts: 1 });
      expect(JSON.parse(audit!.after)).toEqual({ status: 'pending', attempts: 0 });
    } finally {
      await t.close();
    }
  });
});
