import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_CONFIG } from '../config';
import { pruneContactRequests } from '../storage/retention';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import { createOperator } from './auth';
import { ANALYST_REFUSAL, consoleRoutes, isReading, LOGIN_COOKIE } from './routes';
import { typo } from '../../widgets/text/typography';
import { consoleSession, cookieValue } from '../testing/console';
import { CALLBACK_PAGE_SIZE, AUDIT_PAGE_SIZE } from './work-pages';
import { audit } from '../audit/audit';
import { TEST_SCRYPT } from '../testing/password-cost';

const NO_BUDGETS = {
  ...DEFAULT_CONFIG,
  rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
};
const HOST = 'admin.test';
const ORIGIN = `http://${HOST}`;
const PASSWORD = 'bardzo-tajne-haslo-1';
const DAY = 86_400_000;

describe.each(storageBackends())('the console at work on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-work-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    storage = await backend.open();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      passwordCost: TEST_SCRYPT,
      storage,
      distDir: dist,
      config: NO_BUDGETS,
      logger: { level: 'trace', stream },
    });
    await createOperator(storage.sql, 'admin@example.pl', PASSWORD, new Date(), 'admin', TEST_SCRYPT);
    await createOperator(storage.sql, 'analityk@example.pl', PASSWORD, new Date(), 'analyst', TEST_SCRYPT);
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const session = (email: string) => consoleSession(app, HOST, email, PASSWORD);

  async function phoneLead(phone: string, createdAt: Date): Promise<number> {
    await storage.sql.run(
      'INSERT INTO phone_leads (created_at, phone, consent_terms, consent_privacy, consent_marketing, consents_version) VALUES (?, ?, 1, 1, 0, ?)',
      [createdAt.toISOString(), phone, 'v1'],
    );
    const row = await storage.sql.get<{ id: number | string }>(
      'SELECT id FROM phone_leads WHERE phone = ? ORDER BY id DESC LIMIT 1',
      [phone],
    );
    return Number(row!.id);
  }

  async function auditRows(action: string) {
    return storage.sql.all<{ operator_id: string; subject: string; before: string | null; after: string | null }>(
      'SELECT operator_id, subject, before, after FROM admin_audit WHERE action = ? ORDER BY at',
      [action],
    );
  }

  describe('the call-back queue', () => {
    it('works a request through its states, with who and when for each change, and the trail of each', async () => {
      const admin = await session('admin@example.pl');
      const id = await phoneLead('+48601111222', new Date(Date.now() - 5 * 60_000));
      const list = await admin.get('/admin/callbacks/');
      expect(list.statusCode).toBe(200);
      const row = new RegExp(`<tr(?: class="overdue")? data-id="${id}"[^]*?</tr>`).exec(list.body)![0];
      expect(row).toContain(typo('601 111 222'));
      expect(row).toContain('nowa');
      expect(row).toMatch(/Czeka|[0-9]+\u00a0minut/);
      expect(row).not.toContain('po terminie');

      expect((await admin.post(`/admin/callbacks/${id}/`, { state: 'no_answer' })).statusCode).toBe(303);
      // No answer can be tried again, then the call goes through and the request is done.
      expect((await admin.post(`/admin/callbacks/${id}/`, { state: 'no_answer' })).statusCode).toBe(303);
      const called = await admin.post(`/admin/callbacks/${id}/`, { state: 'called', stan: 'all' });
      expect(called.statusCode).toBe(303);
      expect(called.headers.location).toBe(`/admin/callbacks/?stan=all&zmiana=${id}`);
      expect((await admin.get(called.headers.location as string)).body).toContain(
        typo(`Prośba nr ${id}: stan „po rozmowie”.`),
      );
      expect((await admin.post(`/admin/callbacks/${id}/`, { state: 'done' })).statusCode).toBe(303);

      // A move the state does not allow changes nothing.
      const refused = await admin.post(`/admin/callbacks/${id}/`, { state: 'called' });
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('ma już stan „załatwiona”');
      expect((await admin.post('/admin/callbacks/999999/', { state: 'called' })).statusCode).toBe(404);
      expect((await admin.post(`/admin/callbacks/${id}/`, { state: 'new' })).statusCode).toBe(400);

      const changes = await storage.sql.all<{ from_state: string; to_state: string; operator_id: string }>(
        'SELECT from_state, to_state, operator_id FROM phone_lead_changes WHERE phone_lead_id = ? ORDER BY id',
        [id],
      );
      expect(changes.map((c) => `${c.from_state}>${c.to_state}`)).toEqual([
        'new>no_answer',
        'no_answer>no_answer',
        'no_answer>called',
        'called>done',
      ]);
      const done = await admin.get('/admin/callbacks/?stan=done');
      const doneRow = new RegExp(`<tr(?: class="overdue")? data-id="${id}"[^]*?</tr>`).exec(done.body)![0];
      expect(doneRow).toContain('nie odebrano → nie odebrano (admin@example.pl)');
      expect(doneRow).toContain('po rozmowie → załatwiona (admin@example.pl)');
      // Done: no buttons left; the waiting view no longer lists it.
      expect(doneRow).not.toContain('<button');
      expect((await admin.get('/admin/callbacks/')).body).not.toContain(`data-id="${id}"`);

      const trail = (await auditRows('callback-state')).filter((r) => r.subject === `phone_lead:${id}`);
      expect(trail.map((r) => [JSON.parse(r.before!).state, JSON.parse(r.after!).state])).toEqual([
        ['new', 'no_answer'],
        ['no_answer', 'no_answer'],
        ['no_answer', 'called'],
        ['called', 'done'],
      ]);
      expect(JSON.stringify(trail)).not.toContain('601');
    });

    it('marks a waiting request past the promised hours, and not one made just now', async () => {
      const admin = await session('admin@example.pl');
      const old = await phoneLead('+48602000001', new Date(Date.now() - 10 * DAY));
      const fresh = await phoneLead('+48602000002', new Date());
      const body = (await admin.get('/admin/callbacks/?stan=new')).body;
      const oldRow = new RegExp(`<tr(?: class="overdue")? data-id="${old}"[^]*?</tr>`).exec(body)![0];
      expect(oldRow).toContain('class="overdue"');
      expect(oldRow).toContain('po terminie');
      expect(oldRow).toContain('10\u00a0dni');
      expect(new RegExp(`<tr(?: class="overdue")? data-id="${fresh}"[^]*?</tr>`).exec(body)![0]).not.toContain(
        'po terminie',
      );
      // The promise is said on the page, from CALLBACK_HOURS.
      expect(body).toContain(typo('Oddzwonimy w dni robocze między 9:00 a 17:00.'));
    });

    it('filters by state and pages through a long queue', async () => {
      const admin = await session('admin@example.pl');
      const base = Date.now() - 3 * DAY;
      const ids: number[] = [];
      for (let i = 0; i < CALLBACK_PAGE_SIZE + 5; i++)
        ids.push(await phoneLead(`+48603${String(i).padStart(6, '0')}`, new Date(base + i * 1000)));
      const total = Number(
        (await storage.sql.get<{ n: number | string }>(
          "SELECT COUNT(*) AS n FROM phone_leads WHERE state IN ('new', 'no_answer')",
        ))!.n,
      );
      const first = await admin.get('/admin/callbacks/');
      expect(first.body).toContain(typo(`Liczba próśb w tym widoku: ${total}.`));
      expect(first.body.match(/<tr(?: class="overdue")? data-id=/g)).toHaveLength(CALLBACK_PAGE_SIZE);
      expect(first.body).toContain('Strona 1 z\u00a02');
      expect(first.body).toContain('href="/admin/callbacks/?stan=waiting&amp;strona=2"');
      const second = await admin.get('/admin/callbacks/?stan=waiting&strona=2');
      expect(second.body.match(/<tr(?: class="overdue")? data-id=/g)).toHaveLength(total - CALLBACK_PAGE_SIZE);
      expect(second.body).toContain(`data-id="${ids.at(-1)}"`);
      // Oldest first: the last made is on the last page, the first on the first.
      expect(first.body).not.toContain(`data-id="${ids.at(-1)}"`);
      await admin.post(`/admin/callbacks/${ids[0]}/`, { state: 'called' });
      const calledView = (await admin.get('/admin/callbacks/?stan=called')).body;
      expect(calledView).toContain(`data-id="${ids[0]}"`);
      expect(calledView.match(/<tr(?: class="overdue")? data-id=/g)).toHaveLength(1);
      expect((await admin.get('/admin/callbacks/?stan=all&strona=99')).body).toMatch(/Strona (\d+) z\u00a0\1/);
    });

    it('never logs a phone number', async () => {
      // Response times are left out: one such as 147.2376030000005 holds a phone's run of digits by chance.
      const log = lines.join('').replace(/"responseTime":[\d.e+-]+/g, '');
      expect(log).toContain('/admin/callbacks/'); // the requests were logged
      for (const digits of ['601111222', '601 111 222', '602000001', '603000000']) expect(log).not.toContain(digits);
    });
  });

  describe('search, erasure and retention of call-back requests and partner sign-ups', () => {
    it('finds both by phone or e-mail, and erases each on request, with the trail', async () => {
      const admin = await session('admin@example.pl');
      const id = await phoneLead('+48604555666', new Date());
      await storage.sql.run(
        "INSERT INTO partner_signups (created_at, name, email, website, traffic_type) VALUES (?, 'Jan Nowak', 'Jan.Nowak@Example.pl', 'https://nowak.example.pl', 'blog')",
        [new Date().toISOString()],
      );
      const signup = Number(
        (await storage.sql.get<{ id: number | string }>(
          "SELECT id FROM partner_signups WHERE email = 'Jan.Nowak@Example.pl'",
        ))!.id,
      );

      const byPhone = await admin.post('/admin/leads/', { q: '+48 604-555-666' });
      expect(byPhone.body).toContain(typo(`Prośba nr ${id}`));
      expect(byPhone.body).toContain(typo('604 555 666'));
      const byEmail = await admin.post('/admin/leads/', { q: 'jan.nowak@example.pl' });
      expect(byEmail.body).toContain(typo(`Zgłoszenie nr ${signup}`));

      expect((await admin.post(`/admin/callbacks/${id}/erase/`, {})).statusCode).toBe(400); // without the confirmation
      expect((await admin.post(`/admin/callbacks/${id}/erase/`, { confirm: 'yes' })).statusCode).toBe(200);
      const signupErased = await admin.post(`/admin/partner-signups/${signup}/erase/`, { confirm: 'yes' });
      expect(signupErased.statusCode).toBe(200);
      expect(signupErased.body).toContain(
        typo(`Zgłoszenie partnera nr ${signup} zostało usunięte razem z danymi osobowymi.`),
      );
      expect(await storage.sql.get('SELECT id FROM phone_leads WHERE id = ?', [id])).toBeUndefined();
      expect(await storage.sql.get('SELECT id FROM partner_signups WHERE id = ?', [signup])).toBeUndefined();
      expect((await admin.post(`/admin/callbacks/${id}/erase/`, { confirm: 'yes' })).statusCode).toBe(404);
      expect((await admin.post('/admin/leads/', { q: '604555666' })).body).not.toContain(typo(`Prośba nr ${id}`));
      expect((await auditRows('erase-phone-lead')).map((r) => r.subject)).toContain(`phone_lead:${id}`);
      expect((await auditRows('erase-partner-signup')).map((r) => r.subject)).toContain(`partner_signup:${signup}`);
    });

    it('retention deletes call-back requests (with their history) and sign-ups past their periods, and keeps newer ones', async () => {
      const now = new Date('2030-06-15T12:00:00Z');
      const old = await phoneLead('+48605000001', new Date(now.getTime() - 91 * DAY));
      const kept = await phoneLead('+48605000002', new Date(now.getTime() - 89 * DAY));
      await storage.sql.run(
        "INSERT INTO phone_lead_changes (phone_lead_id, at, operator_id, from_state, to_state) VALUES (?, ?, 'x', 'new', 'called')",
        [old, now.toISOString()],
      );
      for (const [email, days] of [
        ['stary@example.pl', 731],
        ['nowy@example.pl', 729],
      ] as const) {
        await storage.sql.run(
          "INSERT INTO partner_signups (created_at, name, email, website, traffic_type) VALUES (?, 'P', ?, 'https://p.example.pl', 'blog')",
          [new Date(now.getTime() - days * DAY).toISOString(), email],
        );
      }
      const removed = await pruneContactRequests(storage.sql, now, { phoneLeadDays: 90, partnerSignupDays: 730 });
      expect(removed.phoneLeads).toBeGreaterThanOrEqual(1);
      expect(await storage.sql.get('SELECT id FROM phone_leads WHERE id = ?', [old])).toBeUndefined();
      expect(await storage.sql.get('SELECT id FROM phone_lead_changes WHERE phone_lead_id = ?', [old])).toBeUndefined();
      expect(await storage.sql.get('SELECT id FROM phone_leads WHERE id = ?', [kept])).toBeDefined();
      expect(await storage.sql.get("SELECT id FROM partner_signups WHERE email = 'stary@example.pl'")).toBeUndefined();
      expect(await storage.sql.get("SELECT id FROM partner_signups WHERE email = 'nowy@example.pl'")).toBeDefined();
    });
  });

  describe('roles', () => {
    it('refuses every state-changing console route to an analyst with a Polish 403, and changes nothing', async () => {
      const analyst = await session('analityk@example.pl');
      const admin = await session('admin@example.pl');
      const id = await phoneLead('+48606000001', new Date());
      const changing = consoleRoutes(app).filter((r) => !isReading(r.method) && !r.forAnalysts);
      // The list comes from the app itself: a route added later is walked here without editing this test.
      expect(changing.map((r) => `${r.method} ${r.url}`)).toEqual(
        expect.arrayContaining([
          'POST /admin/holds/:id/',
          'POST /admin/leads/:id/erase/',
          'POST /admin/callbacks/:id/',
          'POST /admin/callbacks/:id/erase/',
          'POST /admin/partner-signups/:id/erase/',
        ]),
      );
      for (const route of changing) {
        const url = route.url.replace(/:id\b/g, String(id)).replace(/:[a-z]+/gi, '1');
        const res = await app.inject({
          method: route.method as 'POST',
          url,
          headers: {
            host: HOST,
            origin: ORIGIN,
            cookie: analyst.cookie,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: form({ _csrf: analyst.csrf, confirm: 'yes', state: 'called', resolution: 'released' }),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.body, `${route.method} ${route.url}`).toContain(typo(ANALYST_REFUSAL));
      }
      expect(
        (await storage.sql.get<{ state: string }>('SELECT state FROM phone_leads WHERE id = ?', [id]))!.state,
      ).toBe('new');
      expect((await auditRows('analyst-refused')).length).toBeGreaterThanOrEqual(changing.length);
      // The same request from an administrator is not refused for its role.
      const allowed = await admin.post(`/admin/callbacks/${id}/`, { state: 'called' });
      expect(allowed.statusCode).toBe(303);
    });

    it('lets an analyst read, search and log out, and shows no change buttons', async () => {
      const analyst = await session('analityk@example.pl');
      await phoneLead('+48607000001', new Date());
      for (const url of [
        '/admin/',
        '/admin/partners/',
        '/admin/holds/',
        '/admin/deliveries/',
        '/admin/leads/',
        '/admin/callbacks/',
        '/admin/audit/',
      ]) {
        const res = await analyst.get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('(analityk: tylko odczyt)');
        // The only forms that post are the search and the logout.
        const posting = [...res.body.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]);
        expect(
          posting.every((action) => action === '/admin/logout/' || action === '/admin/leads/'),
          `${url}: ${posting.join(', ')}`,
        ).toBe(true);
      }
      const search = await analyst.post('/admin/leads/', { q: '607000001' });
      expect(search.statusCode).toBe(200);
      expect(search.body).toContain(typo('607 000 001'));
      expect(search.body).not.toContain('/erase/');
      expect((await analyst.post('/admin/logout/')).statusCode).toBe(303);
    });
  });

  describe('the audit trail', () => {
    it('records logins, failed logins and logouts, with the failed address masked', async () => {
      const page = await app.inject({ method: 'GET', url: '/admin/login/', headers: { host: HOST } });
      const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
      await app.inject({
        method: 'POST',
        url: '/admin/login/',
        remoteAddress: '198.51.100.77',
        headers: {
          host: HOST,
          origin: ORIGIN,
          cookie: `${LOGIN_COOKIE}=${cookieValue(page, LOGIN_COOKIE)}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: form({ _csrf: csrf, email: 'admin@example.pl', password: 'zle-haslo-0000000' }),
      });
      const failed = (await auditRows('login-failed')).at(-1)!;
      expect(failed.subject).toBe('a***@example.pl');
      expect(JSON.parse(failed.after!)).toEqual({ reason: 'wrong' });
      const adminId = (await storage.sql.get<{ id: string }>(
        "SELECT id FROM admin_operators WHERE email = 'admin@example.pl'",
      ))!.id;
      expect(failed.operator_id).toBe(adminId);
      expect((await auditRows('login')).length).toBeGreaterThan(0);
      expect((await auditRows('logout')).length).toBeGreaterThan(0);
    });

    it('keeps audit() working with five arguments, and masks personal data in before/after', async () => {
      const op = { id: 'someone', email: 'x@example.pl', role: 'admin' as const };
      await audit(storage.sql, op, 'partner-change', 'partner:p1', new Date());
      await audit(
        storage.sql,
        op,
        'settings-change',
        'partner:p1',
        new Date(),
        {
          email: 'anna.kowalska@example.pl',
          phone: '+48601234567',
          payout: 1200,
          note: 'zadzwonić 601 234 567, pisać anna@example.pl',
        },
        { name: 'Lipowa Kasa', website: 'https://lipowa.example.pl' },
      );
      const rows = await storage.sql.all<{ before: string | null; after: string | null }>(
        "SELECT before, after FROM admin_audit WHERE operator_id = 'someone' ORDER BY action",
      );
      expect(rows[0]).toEqual({ before: null, after: null });
      expect(JSON.parse(rows[1]!.before!)).toEqual({
        email: 'a***@example.pl',
        phone: '***567',
        payout: 1200,
        note: 'zadzwonić ***567, pisać a***@example.pl',
      });
      expect(JSON.parse(rows[1]!.after!)).toEqual({ name: 'Lipowa Kasa', website: 'https://lipowa.example.pl' });
    });

    it('lists the trail with filters by operator, action and period, and pages', async () => {
      const admin = await session('admin@example.pl');
      const adminId = (await storage.sql.get<{ id: string }>(
        "SELECT id FROM admin_operators WHERE email = 'admin@example.pl'",
      ))!.id;
      for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i++)
        await audit(
          storage.sql,
          { id: adminId },
          'export',
          `raport-${i}`,
          new Date(Date.parse('2026-03-10T10:00:00Z') + i * 1000),
        );
      await audit(storage.sql, { id: adminId }, 'export', 'raport-poza-okresem', new Date('2026-03-20T10:00:00Z'));
      const all = await admin.get('/admin/audit/');
      expect(all.statusCode).toBe(200);
      expect(all.body).toContain('id="audit-table"');
      expect(all.body).toContain(typo('zmiana stanu prośby o telefon'));
      const march = await admin.get(`/admin/audit/?operator=${adminId}&czynnosc=export&from=2026-03-10&to=2026-03-10`);
      expect(march.body).toContain(`Liczba wpisów od 10.03.2026 do 10.03.2026: ${AUDIT_PAGE_SIZE + 3}.`);
      expect(march.body.match(/<td data-action="export">/g)).toHaveLength(AUDIT_PAGE_SIZE);
      expect(march.body).not.toContain('raport-poza-okresem');
      const next = await admin.get(
        `/admin/audit/?operator=${adminId}&czynnosc=export&from=2026-03-10&to=2026-03-10&strona=2`,
      );
      expect(next.body.match(/<td data-action="export">/g)).toHaveLength(3);
      expect(next.body).toContain('raport-0<');
      const analystOnly = await admin.get(
        `/admin/audit/?operator=${(await storage.sql.get<{ id: string }>("SELECT id FROM admin_operators WHERE email = 'analityk@example.pl'"))!.id}&czynnosc=export&from=2026-03-10&to=2026-03-10`,
      );
      expect(analystOnly.body).toContain(typo('Brak wpisów w tym okresie.'));
    });
  });
});
