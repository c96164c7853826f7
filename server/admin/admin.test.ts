import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_CONFIG } from '../config';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import { createOperator, login } from './auth';
import { MAX_FAILURES } from '../accounts/lockout';
import { fmtDay, TIMES_NOTE } from '../web/format';
import { warsawDay } from '../../contracts/law';
import { decisionMessage, SEARCH_MOVED } from './pages';
import { CONSENT_TEXTS_VERSION } from '../../contracts/checks/consents';
import { CONSOLE_NOT_FOUND_TITLE, LOGIN_COOKIE, SESSION_COOKIE } from './routes';
import { PAGE_POLICY } from '../web/guard';
import { TEST_SCRYPT } from '../testing/password-cost';

/** A page as a reader sees it: the typography hook's no-break spaces read as spaces. */
const spaced = (body: string): string => body.replace(/\u00a0/g, ' ');

const NO_BUDGETS = {
  ...DEFAULT_CONFIG,
  rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
};
const HOST = 'admin.test';
const ORIGIN = `http://${HOST}`;
const PASSWORD = 'bardzo-tajne-haslo-1';

describe.each(storageBackends())('the operator console on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-admin-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    storage = await backend.open();
    app = await buildApp({ storage, distDir: dist, config: NO_BUDGETS, passwordCost: TEST_SCRYPT });
    await createOperator(storage.sql, 'op@example.pl', PASSWORD, new Date(), 'admin', TEST_SCRYPT);
    await createOperator(storage.sql, 'locked@example.pl', PASSWORD, new Date(), 'admin', TEST_SCRYPT);
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const cookieOf = (res: LightMyRequestResponse, name: string): string | undefined => {
    const header = res.headers['set-cookie'];
    const all = Array.isArray(header) ? header : header ? [header] : [];
    return all.find((c) => c.startsWith(`${name}=`));
  };
  const valueOf = (setCookie: string | undefined) => setCookie?.split(';')[0]!.split('=')[1] ?? '';
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  async function loginForm() {
    const res = await app.inject({ method: 'GET', url: '/admin/login/', headers: { host: HOST } });
    const csrf = /name="_csrf" value="([^"]+)"/.exec(res.body)![1]!;
    return { res, csrf, cookie: `${LOGIN_COOKIE}=${valueOf(cookieOf(res, LOGIN_COOKIE))}` };
  }

  async function tryLogin(email: string, password: string, headers: Record<string, string> = {}, ip = '203.0.113.7') {
    const { csrf, cookie } = await loginForm();
    return app.inject({
      method: 'POST',
      url: '/admin/login/',
      remoteAddress: ip,
      headers: { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form({ _csrf: csrf, email, password }),
    });
  }

  async function session() {
    const res = await tryLogin('op@example.pl', PASSWORD, {}, '198.51.100.1');
    expect(res.statusCode).toBe(303);
    const cookie = `${SESSION_COOKIE}=${valueOf(cookieOf(res, SESSION_COOKIE))}`;
    const home = await app.inject({ method: 'GET', url: '/admin/', headers: { host: HOST, cookie } });
    const csrf = /name="_csrf" value="([^"]+)"/.exec(home.body)![1]!;
    return { cookie, csrf, setCookie: cookieOf(res, SESSION_COOKIE)! };
  }

  describe('operator console: login', () => {
    it('sends a visitor without a session to the login page, under a strict CSP and noindex', async () => {
      const res = await app.inject({ method: 'GET', url: '/admin/', headers: { host: HOST } });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin/login/');
      const { res: page } = await loginForm();
      expect(page.headers['content-security-policy']).toBe(PAGE_POLICY);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(page.body).not.toMatch(/<script(?![^>]*(src=|application\/json))/);
      expect(page.body).not.toMatch(/\sstyle=/);
    });

    it('logs in with the right password: an HttpOnly, SameSite=Strict session cookie kept in the database', async () => {
      const { setCookie, cookie } = await session();
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Strict/);
      expect(setCookie).toMatch(/Path=\/admin\//);
      expect(setCookie).not.toMatch(/Secure/); // plain http here; https adds it
      const stored = await storage.sql.all<{ id_hash: string }>('SELECT id_hash FROM admin_sessions');
      expect(stored.some((row) => cookie.includes(row.id_hash))).toBe(false); // only the hash is stored
      const home = await app.inject({ method: 'GET', url: '/admin/', headers: { host: HOST, cookie } });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('id="funnel-table"');
    });

    it('refuses a login without the form token, or from another origin', async () => {
      const { csrf, cookie } = await loginForm();
      const headers = { host: HOST, 'content-type': 'application/x-www-form-urlencoded' };
      const noToken = await app.inject({
        method: 'POST',
        url: '/admin/login/',
        headers: { ...headers, origin: ORIGIN, cookie },
        payload: form({ email: 'op@example.pl', password: PASSWORD }),
      });
      expect(noToken.statusCode).toBe(403);
      const foreign = await app.inject({
        method: 'POST',
        url: '/admin/login/',
        headers: { ...headers, origin: 'https://evil.example', cookie },
        payload: form({ _csrf: csrf, email: 'op@example.pl', password: PASSWORD }),
      });
      expect(foreign.statusCode).toBe(403);
      expect(cookieOf(foreign, SESSION_COOKIE)).toBeUndefined();
    });

    it(`locks an account after ${MAX_FAILURES.account} failures: even the right password is then refused`, async () => {
      for (let i = 1; i < MAX_FAILURES.account; i++) {
        const failed = await tryLogin('locked@example.pl', 'zle-haslo-123456', {}, `192.0.2.${i}`);
        expect(failed.statusCode).toBe(401);
        // After a failure the e-mail field takes the focus and names the error.
        expect(failed.body).toMatch(/<input id="email"[^>]* aria-describedby="login-error" autofocus\/?>/);
      }
      expect((await loginForm()).res.body).not.toContain('autofocus'); // the first visit focuses nothing
      const last = await tryLogin('locked@example.pl', 'zle-haslo-123456', {}, '192.0.2.99');
      expect(last.statusCode).toBe(429);
      expect(last.body).toContain('zablokowane');
      expect((await tryLogin('locked@example.pl', PASSWORD, {}, '192.0.2.100')).statusCode).toBe(429);
    }, 30_000);

    it(`locks an address after ${MAX_FAILURES.ip} failures, whichever accounts it tries`, async () => {
      for (let i = 0; i < MAX_FAILURES.ip - 1; i++)
        await tryLogin(`nobody${i}@example.pl`, 'zle-haslo-123456', {}, '233.252.0.9');
      expect((await tryLogin('nobody@example.pl', 'zle-haslo-123456', {}, '233.252.0.9')).statusCode).toBe(429);
      expect((await tryLogin('op@example.pl', PASSWORD, {}, '233.252.0.9')).statusCode).toBe(429);
    }, 60_000); // every failed login costs one scrypt hash

    it('counts every failure of logins tried at the same moment, so parallel guesses do not escape the lock', async () => {
      const tries = MAX_FAILURES.ip - 1;
      const answers = await Promise.all(
        Array.from({ length: tries }, (_, i) =>
          login(storage.sql, `parallel${i}@example.pl`, 'zle-haslo-123456', '198.51.100.200', new Date(), TEST_SCRYPT),
        ),
      );
      expect(answers.every((a) => !a.ok)).toBe(true);
      expect(
        await storage.sql.get('SELECT failures FROM admin_login_failures WHERE key = ?', ['ip:198.51.100.200']),
      ).toEqual({ failures: tries });
    }, 30_000);

    it('refuses guesses sent at the same moment beyond the limit without checking them', async () => {
      const answers = await Promise.all(
        Array.from({ length: MAX_FAILURES.ip + 5 }, (_, i) =>
          login(storage.sql, `burst${i}@example.pl`, 'zle-haslo-123456', '198.51.100.201', new Date(), TEST_SCRYPT),
        ),
      );
      // Each guess is counted before its hash, so the counter stops at the limit: the guesses after it were refused
      // at the gate, unchecked (counted after the hash, all of them would have been checked and counted).
      expect(answers.every((a) => !a.ok)).toBe(true);
      expect(
        await storage.sql.get('SELECT failures FROM admin_login_failures WHERE key = ?', ['ip:198.51.100.201']),
      ).toEqual({ failures: MAX_FAILURES.ip });
    }, 60_000);

    it('refuses a console POST without the session CSRF token, and logs out with it', async () => {
      const { cookie, csrf } = await session();
      const headers = { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' };
      const forged = await app.inject({
        method: 'POST',
        url: '/admin/logout/',
        headers,
        payload: form({ _csrf: 'forged' }),
      });
      expect(forged.statusCode).toBe(403);
      const crossSite = await app.inject({
        method: 'POST',
        url: '/admin/logout/',
        headers: { ...headers, origin: 'https://evil.example' },
        payload: form({ _csrf: csrf }),
      });
      expect(crossSite.statusCode).toBe(403);
      const out = await app.inject({ method: 'POST', url: '/admin/logout/', headers, payload: form({ _csrf: csrf }) });
      expect(out.statusCode).toBe(303);
      expect((await app.inject({ method: 'GET', url: '/admin/', headers: { host: HOST, cookie } })).statusCode).toBe(
        303,
      );
    });
  });

  describe('consent ledger, lead story and erasure', () => {
    const lead = {
      amount: 2000,
      termUnit: 'days',
      term: 30,
      birthDate: '14.05.1990',
      phone: '601 234 567',
      email: 'anna@example.pl',
      consents: { terms: true, privacy: true, marketing: true },
    };

    async function newLead() {
      const res = await app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: '203.0.113.77',
        headers: { host: HOST, 'content-type': 'application/json', 'user-agent': 'TestBrowser/1.0' },
        payload: lead,
      });
      expect(res.statusCode).toBe(201);
      return res.json().leadId as string;
    }

    it('records one row per consent, purpose and channel, with a truncated address and the browser', async () => {
      const id = await newLead();
      const rows = await storage.sql.all<{
        purpose: string;
        channel: string;
        ip_prefix: string;
        user_agent: string;
        text_version: string;
      }>('SELECT * FROM consent_records WHERE lead_id = ? ORDER BY purpose, channel', [id]);
      expect(rows.map((r) => `${r.purpose}/${r.channel}`)).toEqual([
        'marketing/email',
        'marketing/phone',
        'privacy/web',
        'terms/web',
      ]);
      expect(
        rows.every(
          (r) =>
            r.ip_prefix === '203.0.113.0' &&
            r.user_agent === 'TestBrowser/1.0' &&
            r.text_version === CONSENT_TEXTS_VERSION,
        ),
      ).toBe(true);
    });

    it("shows a conversion's hold reasons in words and its state history without a trailing separator", async () => {
      const id = await newLead();
      const at = new Date().toISOString();
      await storage.sql.run(
        "INSERT INTO clicks (click_id, created_at, offer_id, lender, partner_id, lead_id, placement) VALUES ('story-click', ?, 101, 'kasomir', 'partner-story', ?, 'transition')",
        [at, id],
      );
      await storage.sql.run(
        `INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, partner_id, offer_id, payout_model, revenue_minor, partner_payout_minor, approved_at, payable_from, hold_reason)
         VALUES ('story-conv', 'kasomir', 'story-click', 'TX-STORY', ?, ?, 'approved', 'partner-story', 101, 'cpl', 4000, 2000, ?, ?, 'disposable_email,ip_burst')`,
        [at, at, at, at.slice(0, 10)],
      );
      await storage.sql.run(
        "INSERT INTO conversion_events (id, conversion_id, at, from_status, to_status, source) VALUES ('story-e1', 'story-conv', ?, NULL, 'pending', 'postback'), ('story-e2', 'story-conv', ?, 'pending', 'approved', 'postback')",
        [at, at],
      );
      const { cookie } = await session();
      const story = await app.inject({ method: 'GET', url: `/admin/leads/${id}/`, headers: { host: HOST, cookie } });
      expect(spaced(story.body)).toContain('(wstrzymana: jednorazowy adres e-mail, seria kliknięć z jednego adresu)');
      expect(story.body).toContain('<dt>Data urodzenia</dt><dd>14.05.1990</dd>');
      expect(story.body).toContain(', 30\u00a0dni</dd>');
      expect(story.body).toContain(TIMES_NOTE);
      expect(story.body).toMatch(/<dt>Utworzono<\/dt><dd>\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}<\/dd>/);
      const history = /TX-STORY:[^]*?<br\/?>([^]*?)<\/p>/.exec(story.body)![1]!;
      expect(history).toMatch(/^\S.* nowa → oczekuje; \S.* oczekuje → zaakceptowana$/);
    });

    it('withdraws a consent through its signed link (GET shows, POST withdraws); a forged link does nothing', async () => {
      const id = await newLead();
      const { cookie } = await session();
      const story = await app.inject({ method: 'GET', url: `/admin/leads/${id}/`, headers: { host: HOST, cookie } });
      expectTablesInRegions(story.body, 'lead page');
      expect(story.statusCode).toBe(200);
      const link = /href="(\/consents\/withdraw\/\?t=[^"]+)"/.exec(story.body)![1]!.replace(/&amp;/g, '&');
      const shown = await app.inject({ method: 'GET', url: link, headers: { host: HOST } });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-security-policy']).toBe(PAGE_POLICY);
      expect(
        await storage.sql.get('SELECT 1 AS x FROM consent_records WHERE lead_id = ? AND withdrawn_at IS NOT NULL', [
          id,
        ]),
      ).toBeUndefined();
      const token = decodeURIComponent(link.split('t=')[1]!);
      const forged = await app.inject({
        method: 'POST',
        url: '/consents/withdraw/',
        headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ t: token.slice(0, -2) + 'xx' }),
      });
      expect(forged.statusCode).toBe(404);
      const done = await app.inject({
        method: 'POST',
        url: '/consents/withdraw/',
        headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ t: token }),
      });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('Zgoda została wycofana');
      const withdrawn = await storage.sql.all<{ purpose: string; channel: string }>(
        'SELECT purpose, channel FROM consent_records WHERE lead_id = ? AND withdrawn_at IS NOT NULL',
        [id],
      );
      expect(withdrawn).toHaveLength(1);
      // The contact of the withdrawn channel goes; the other channel's consent still stands, so its contact stays.
      const contact = await storage.sql.get<{ phone: string | null; email: string | null }>(
        'SELECT phone, email FROM leads WHERE id = ?',
        [id],
      );
      expect(withdrawn[0]!.channel === 'email' ? contact : { phone: contact!.email, email: contact!.phone }).toEqual({
        phone: '+48601234567',
        email: null,
      });
    });

    it('erases a lead on request: personal data gone, events kept under a new id without session ids', async () => {
      const id = await newLead();
      await app.inject({
        method: 'POST',
        url: '/api/event',
        headers: { host: HOST, 'content-type': 'application/json', origin: ORIGIN },
        payload: { event: 'registration_done', lead_id: id, session_id: crypto.randomUUID() },
      });
      const { cookie, csrf } = await session();
      const headers = { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' };
      const unconfirmed = await app.inject({
        method: 'POST',
        url: `/admin/leads/${id}/erase/`,
        headers,
        payload: form({ _csrf: csrf }),
      });
      expect(unconfirmed.statusCode).toBe(400);
      const res = await app.inject({
        method: 'POST',
        url: `/admin/leads/${id}/erase/`,
        headers,
        payload: form({ _csrf: csrf, confirm: 'yes' }),
      });
      expect(res.statusCode).toBe(303);
      const newId = /\/admin\/leads\/([0-9a-f-]{36})\//.exec(String(res.headers.location))![1]!;
      expect(newId).not.toBe(id);
      expect(await storage.sql.get('SELECT id FROM leads WHERE id = ?', [id])).toBeUndefined();
      expect(await storage.sql.get('SELECT birth_date, phone, email, origin FROM leads WHERE id = ?', [newId])).toEqual(
        { birth_date: '', phone: null, email: null, origin: null },
      );
      const consents = await storage.sql.all<{
        ip_prefix: string | null;
        user_agent: string | null;
        withdrawn_at: string | null;
      }>('SELECT ip_prefix, user_agent, withdrawn_at FROM consent_records WHERE lead_id = ?', [newId]);
      expect(consents).toHaveLength(4);
      expect(consents.every((c) => c.ip_prefix === null && c.user_agent === null && c.withdrawn_at !== null)).toBe(
        true,
      );
      const events = await storage.sql.all<{ data: string; session_id: string | null }>(
        "SELECT data, session_id FROM events WHERE event = 'registration_done'",
      );
      expect(events.some((e) => e.data.includes(id))).toBe(false);
      expect(events.some((e) => e.data.includes(newId) && e.session_id === null)).toBe(true);
      const story = await app.inject({ method: 'GET', url: `/admin/leads/${newId}/`, headers: { host: HOST, cookie } });
      expect(story.body).toContain('Dane osobowe tego leada usunięto');
      expect(story.body).not.toContain('anna@example.pl');
      expect(
        (await app.inject({ method: 'GET', url: `/admin/leads/${id}/`, headers: { host: HOST, cookie } })).statusCode,
      ).toBe(404);
    });
  });

  describe('lead search: the term is posted, never put in an address', () => {
    const person = { phone: '600 100 200', email: 'Szukana.Osoba@example.pl' };
    let leadId: string;

    beforeAll(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: '203.0.113.78',
        headers: { host: HOST, 'content-type': 'application/json' },
        payload: {
          amount: 1500,
          termUnit: 'days',
          term: 30,
          birthDate: '14.05.1990',
          ...person,
          consents: { terms: true, privacy: true, marketing: true },
        },
      });
      expect(res.statusCode).toBe(201);
      leadId = res.json().leadId as string;
    });

    const links = (body: string) => [...body.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!);
    const search = async (q: string, extra: Record<string, string> = {}) => {
      const { cookie, csrf } = await session();
      return app.inject({
        method: 'POST',
        url: '/admin/leads/',
        headers: { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded', ...extra },
        payload: form({ _csrf: csrf, q }),
      });
    };

    it('the page offers a form that posts the term with the session token, not a GET form', async () => {
      const { cookie, csrf } = await session();
      const res = await app.inject({ method: 'GET', url: '/admin/leads/', headers: { host: HOST, cookie } });
      expect(res.statusCode).toBe(200);
      const searchForm = /<form class="filters" method="post" action="\/admin\/leads\/"[^>]*>(.*?)<\/form>/s.exec(
        res.body,
      )?.[1];
      expect(searchForm).toContain(`name="_csrf" value="${csrf}"`);
      expect(searchForm).toContain('<label for="q">Identyfikator leada, e-mail lub telefon</label>');
      // The list's filter form is a GET, and it asks for nothing personal: a period and a partner id only.
      const getForms = [
        ...res.body.matchAll(/<form class="filters" method="get" action="\/admin\/leads\/"[^>]*>(.*?)<\/form>/gs),
      ].map((m) => m[1]!);
      expect(getForms).toHaveLength(1);
      expect([...getForms[0]!.matchAll(/name="([^"]+)"/g)].map((m) => m[1])).toEqual(['from', 'to', 'partner']);
      expect(res.body).toContain('Ostatnie leady');
      expect(res.body).not.toContain(SEARCH_MOVED);
    });

    it.each([
      ['the phone as typed', '600 100 200'],
      ['the phone with dashes', '600-100-200'],
      ['the phone with +48', '+48600100200'],
      ['the e-mail in any case', 'szukana.osoba@EXAMPLE.pl'],
    ])('a POST finds the lead by %s, with no-store and links that do not carry the term', async (_name, q) => {
      const res = await search(q);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe(PAGE_POLICY);
      expect(res.body).toContain('Znalezione leady');
      expect(res.body).toContain(`<a href="/admin/leads/${leadId}/">${leadId}</a>`);
      expect(res.body).toContain(`value="${q}"`); // the field keeps what was typed, in the page body only
      const hrefs = links(res.body);
      expect(hrefs).toContain('/admin/leads/');
      for (const href of hrefs) {
        expect(href).not.toContain('?');
        expect(href).not.toContain(encodeURIComponent(q));
      }
    });

    it('a POST finds the lead by its id, in any case; a term that matches nothing says so', async () => {
      const byId = await search(leadId.toUpperCase());
      expect(byId.body).toContain(`<a href="/admin/leads/${leadId}/">${leadId}</a>`);
      const none = await search('nikt@example.pl');
      expect(none.statusCode).toBe(200);
      expect(none.body).toContain('Nic nie znaleziono');
      expect(none.body).not.toContain(leadId);
    });

    it('a POST without the session token, or from another origin, is refused and searches nothing', async () => {
      const { cookie, csrf } = await session();
      const headers = { host: HOST, cookie, 'content-type': 'application/x-www-form-urlencoded' };
      const noToken = await app.inject({
        method: 'POST',
        url: '/admin/leads/',
        headers: { ...headers, origin: ORIGIN },
        payload: form({ q: person.email }),
      });
      const forged = await app.inject({
        method: 'POST',
        url: '/admin/leads/',
        headers: { ...headers, origin: ORIGIN },
        payload: form({ _csrf: 'forged', q: person.email }),
      });
      const foreign = await app.inject({
        method: 'POST',
        url: '/admin/leads/',
        headers: { ...headers, origin: 'https://evil.example' },
        payload: form({ _csrf: csrf, q: person.email }),
      });
      const noSession = await app.inject({
        method: 'POST',
        url: '/admin/leads/',
        headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ _csrf: csrf, q: person.email }),
      });
      for (const res of [noToken, forged, foreign, noSession]) {
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain(leadId);
        expect(res.body).not.toContain(person.email);
      }
    });

    it('a GET with the term in its address (an old bookmark) does not search: the plain list, a notice, no echo', async () => {
      const { cookie } = await session();
      const plain = await app.inject({ method: 'GET', url: '/admin/leads/', headers: { host: HOST, cookie } });
      const listOf = (body: string) => /<ul class="leads">.*?<\/ul>/s.exec(body)?.[0];
      for (const q of [person.email, '600100200', leadId, 'nikt@example.pl', '']) {
        const url = `/admin/leads/?q=${encodeURIComponent(q)}`;
        const res = await app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body, url).toContain(`<p class="notice" role="status">${SEARCH_MOVED}</p>`);
        expect(res.body, url).toContain('Ostatnie leady');
        expect(res.body, url).not.toContain('Znalezione leady');
        expect(listOf(res.body), url).toBe(listOf(plain.body));
        expect(res.body, url).toContain('name="q" type="search" autocomplete="off" maxlength="254" value/>');
        for (const term of [person.email, person.email.toLowerCase(), '600100200', 'nikt@example.pl'])
          expect(res.body, url).not.toContain(term);
        for (const href of links(res.body)) expect(href, url).not.toContain('?');
      }
    });

    it('logs neither the searched term nor the one in an old address', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const logged = await buildApp({
        storage,
        distDir: dist,
        config: NO_BUDGETS,
        logger: { level: 'trace', stream },
        passwordCost: TEST_SCRYPT,
      });
      try {
        const { cookie, csrf } = await session();
        const headers = { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' };
        expect(
          (
            await logged.inject({
              method: 'POST',
              url: '/admin/leads/',
              headers,
              payload: form({ _csrf: csrf, q: '600100200' }),
            })
          ).body,
        ).toContain(leadId);
        expect(
          (
            await logged.inject({
              method: 'POST',
              url: '/admin/leads/',
              headers,
              payload: form({ _csrf: 'forged', q: person.email }),
            })
          ).statusCode,
        ).toBe(403);
        expect(
          (
            await logged.inject({
              method: 'GET',
              url: `/admin/leads/?q=${encodeURIComponent(person.email)}`,
              headers: { host: HOST, cookie },
            })
          ).statusCode,
        ).toBe(200);
      } finally {
        await logged.close();
      }
      const log = lines.join('');
      expect(log).toContain('/admin/leads/'); // the log did capture the requests
      for (const term of ['600100200', person.email, encodeURIComponent(person.email), person.email.toLowerCase()])
        expect(log).not.toContain(term);
    });
  });

  /** Every data table sits alone in a focusable, named, horizontally scrollable region (a phone's screen is narrow). */
  const expectTablesInRegions = (body: string, url: string) => {
    const tables = body.match(/<table class="data"/g) ?? [];
    const wrapped =
      body.match(
        /<div class="scroll" role="region" tabindex="0" aria-label="[^"]+"><table class="data"[^]*?<\/table><\/div>/g,
      ) ?? [];
    expect(wrapped.length, url).toBe(tables.length);
  };

  describe('every console page', () => {
    it('answers an unknown console address with its own Polish 404, the same with or without a session', async () => {
      const { cookie } = await session();
      const bodies: string[] = [];
      for (const headers of [{ host: HOST }, { host: HOST, cookie }]) {
        for (const url of ['/admin/anything/', '/admin/leads/x/y/']) {
          const res = await app.inject({ method: 'GET', url, headers });
          expect(res.statusCode, url).toBe(404);
          expect(res.headers['content-security-policy']).toBe(PAGE_POLICY);
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
          expect(res.body).toContain(`<h1>${CONSOLE_NOT_FOUND_TITLE}</h1>`);
          expect(res.body).toContain('<a href="/admin/">Wróć do konsoli</a>');
          expect(res.body).not.toContain('This page could not be found');
          bodies.push(res.body);
        }
      }
      // Nothing on it tells a signed-in operator from a stranger.
      expect(bodies[2]).toBe(bodies[0]);
      expect(bodies[0]).not.toContain('Wyloguj');
      // Outside the console the site's own page stays.
      expect((await app.inject({ method: 'GET', url: '/administracja/', headers: { host: HOST } })).body).toContain(
        'This page could not be found',
      );
    });

    it('answers each page and breakdown from the stored ledger, with its rows shown', async () => {
      const at = new Date().toISOString();
      await storage.sql.run(
        "INSERT INTO clicks (click_id, created_at, offer_id, lender, partner_id, sub1, utm_source, placement) VALUES ('pages-click', ?, 101, 'kasomir', 'partner-pages', 'sub-pages', 'partner', 'transition')",
        [at],
      );
      await storage.sql.run(
        `INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, partner_id, offer_id, payout_model, revenue_minor, partner_payout_minor, approved_at, payable_from, hold_reason)
         VALUES ('pages-conv', 'kasomir', 'pages-click', 'TX-PAGES', ?, ?, 'approved', 'partner-pages', 101, 'cpl', 4000, 2000, ?, ?, 'ip_burst')`,
        [at, at, at, at.slice(0, 10)],
      );
      await storage.sql.run(
        "INSERT INTO conversion_holds (id, conversion_id, reason, detail, created_at) VALUES ('pages-hold', 'pages-conv', 'ip_burst', 'szczegóły-blokady', ?)",
        [at],
      );
      // The next attempt far ahead: the server's postback sender must not try them (and rewrite their error) meanwhile.
      const later = '2999-01-01T00:00:00.000Z';
      await storage.sql.run(
        "INSERT INTO postback_deliveries (id, conversion_id, partner_id, status, url, state, attempts, next_attempt_at, created_at) VALUES ('pages-pb', 'pages-conv', 'partner-pages', 'approved', 'https://t.example/pages', 'pending', 0, ?, ?)",
        [later, at],
      );
      await storage.sql.run(
        "INSERT INTO postback_deliveries (id, conversion_id, partner_id, status, url, state, attempts, next_attempt_at, created_at, error) VALUES ('pages-pb-failed', 'pages-conv', 'partner-pages', 'paid', 'https://t.example/failed', 'pending', 1, ?, ?, 'fetch failed')",
        [later, at],
      );
      await storage.sql.run(
        "INSERT INTO postback_log (id, received_at, lender, method, auth, outcome, http_status, detail) VALUES ('pages-log', ?, 'kasomir', 'GET', 'missing', 'forbidden', 401, '')",
        [at],
      );
      await storage.sql.run(
        "INSERT INTO events (received_at, event, utm_source, data) VALUES (?, 'page_view', 'partner', ?)",
        [at, JSON.stringify({ aff_id: 'partner-pages', sub1: 'sub-pages' })],
      );
      const { cookie } = await session();
      const pages: [string, string][] = [
        ['/admin/?by=day', `<th scope="row">${fmtDay(warsawDay(new Date(at)))}</th>`],
        ['/admin/?by=partner', 'partner-pages'],
        ['/admin/?by=subid', 'sub-pages'],
        ['/admin/?by=source', 'partner'],
        ['/admin/partners/', 'partner-pages'],
        ['/admin/holds/', 'szczegóły-blokady'],
        ['/admin/deliveries/', 'https://t.example/pages'],
        ['/admin/leads/', 'Ostatnie leady'],
        ['/admin/clicks/', 'sub-pages'],
        ['/admin/conversions/', 'TX-PAGES'],
        ['/admin/export/', 'Pobierz CSV'],
      ];
      // The delivery log in words: how a postback proved itself, and a network error labelled with its raw text.
      pages.push(
        ['/admin/deliveries/', '<td>brak (ani tokenu, ani podpisu)</td>'],
        ['/admin/deliveries/', '<td>błąd sieci (fetch failed)</td>'],
      );
      for (const [url, shown] of pages) {
        const res = await app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(shown);
        if (url !== '/admin/leads/' && url !== '/admin/export/') expect(res.body, url).toContain('<table class="data"');
        expectTablesInRegions(res.body, url);
      }
      // The breakdown's column header starts with a capital, like the other headers.
      for (const [by, header] of [
        ['day', 'Dzień'],
        ['partner', 'Partner'],
        ['subid', 'Sub-id (sub1)'],
        ['source', 'Źródło'],
      ]) {
        const res = await app.inject({ method: 'GET', url: `/admin/?by=${by}`, headers: { host: HOST, cookie } });
        expect(res.body, by).toContain(`<thead><tr><th scope="col">${header}</th>`);
      }
    });

    it('decides a hold only with the ticked confirmation, then says in Polish what happened to which conversion', async () => {
      const at = new Date().toISOString();
      await storage.sql.run(
        "INSERT INTO clicks (click_id, created_at, offer_id, lender, partner_id, sub1, utm_source, placement) VALUES ('decide-click', ?, 101, 'kasomir', 'partner-decide', NULL, 'partner', 'transition')",
        [at],
      );
      await storage.sql.run(
        `INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, partner_id, offer_id, payout_model, revenue_minor, partner_payout_minor, approved_at, payable_from, hold_reason)
         VALUES ('decide-conv', 'kasomir', 'decide-click', 'TX-DECIDE', ?, ?, 'approved', 'partner-decide', 101, 'cpl', 4000, 2000, ?, ?, 'disposable_email')`,
        [at, at, at, at.slice(0, 10)],
      );
      await storage.sql.run(
        "INSERT INTO conversion_holds (id, conversion_id, reason, detail, created_at) VALUES ('decide-hold', 'decide-conv', 'disposable_email', 'the lead used a disposable e-mail domain', ?)",
        [at],
      );
      const { cookie, csrf } = await session();
      const list = await app.inject({ method: 'GET', url: '/admin/holds/', headers: { host: HOST, cookie } });
      expect(spaced(list.body)).toContain('<td>lead podał adres e-mail w domenie adresów jednorazowych</td>'); // stored in English before
      expect(spaced(list.body)).toContain(
        '<input type="checkbox" id="confirm-decide-hold" name="confirm" value="yes" required/> <label for="confirm-decide-hold">Decyzja o konwersji TX-DECIDE jest ostateczna</label>',
      );
      const headers = { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' };
      const unconfirmed = await app.inject({
        method: 'POST',
        url: '/admin/holds/decide-hold/',
        headers,
        payload: form({ _csrf: csrf, resolution: 'confirmed' }),
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.body).toContain('<p role="alert">Decyzji nie zapisano: zaznacz pole potwierdzenia');
      expect(await storage.sql.get('SELECT resolved_at FROM conversion_holds WHERE id = ?', ['decide-hold'])).toEqual({
        resolved_at: null,
      });
      const res = await app.inject({
        method: 'POST',
        url: '/admin/holds/decide-hold/',
        headers,
        payload: form({ _csrf: csrf, resolution: 'confirmed', confirm: 'yes' }),
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin/holds/?decyzja=decide-hold');
      const after = await app.inject({ method: 'GET', url: res.headers.location, headers: { host: HOST, cookie } });
      expect(after.body).toContain(
        '<p class="notice" role="status">Potwierdzono blokadę „jednorazowy adres e-mail” konwersji TX-DECIDE (kasomir, partner partner-decide): konwersja nie zostanie wypłacona partnerowi.</p>',
      );
      expect(after.body).not.toContain('confirm-decide-hold');
      // An open hold's id in the address says nothing: only decided holds are reported.
      const open = await app.inject({
        method: 'GET',
        url: '/admin/holds/?decyzja=pages-hold',
        headers: { host: HOST, cookie },
      });
      expect(open.body).not.toContain('role="status"');
      expect(
        decisionMessage({
          reason: 'ip_burst',
          resolution: 'released',
          txid: 'TX-1',
          lender: 'kasomir',
          partner_id: null,
        }),
      ).toBe(
        'Zwolniono blokadę „seria kliknięć z jednego adresu” konwersji TX-1 (kasomir, bez partnera): jeśli nie ma innych blokad, konwersja może zostać wypłacona.',
      );
    });
  });
});
