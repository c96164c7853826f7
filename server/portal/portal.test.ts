// The partner portal through the real app, on every storage backend: the operator approves two partners, each gets
// an invitation and sets a password; each sees only its own rows on every screen and export (another partner's
// conversion answers 404), a partner session opens nothing under /admin/, the figures equal the operator's for
// that partner, the postback goes through the SSRF guard and a test one reaches a local endpoint, an origin
// request lands in the operator's queue, a statement is marked paid, and the lockout holds.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warsawDay } from '../../contracts/law';
import { buildApp } from '../app';
import { DEFAULT_CONFIG } from '../config';
import { createOperator, login } from '../admin/auth';
import { earnings, funnel } from '../admin/queries';
import { SESSION_COOKIE } from '../admin/routes';
import { parseAffiliateConfig } from '../affiliate/config';
import { parseMailConfig } from '../mail/config';
import type { MailSender } from '../mail/outbox';
import { storageBackends } from '../testing/backends';
import type { Storage } from '../storage/types';
import { partnerFigures, totalsOf } from './queries';
import { PORTAL_LOGIN_COOKIE, PORTAL_SESSION_COOKIE } from './routes';
import { TEST_SCRYPT } from '../testing/password-cost';

const CONFIG = {
  ...DEFAULT_CONFIG,
  rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
};
const HOST = 'przelewik.test';
const ORIGIN = `http://${HOST}`;
const PASSWORD = 'dlugie-haslo-partnera-1';

// The pages' typography hook binds short words with no-break spaces: the checks read them as spaces.
const spaced = (body: string): string => body.replace(/\u00a0/g, ' ');
const validator = new HtmlValidate(new FileSystemConfigLoader());

const cookieOf = (setCookie: string | string[] | undefined, name: string): string | undefined => {
  for (const line of [setCookie ?? []].flat()) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return undefined;
};

describe.each(storageBackends())('the partner portal on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  let endpoint: Server;
  const hits: string[] = [];
  const sent: Parameters<MailSender>[0][] = [];
  let adminCookie = '';
  let adminCsrf = '';
  const partners: Record<'a' | 'b', { cookie: string; csrf: string }> = {
    a: { cookie: '', csrf: '' },
    b: { cookie: '', csrf: '' },
  };

  const adminPost = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, origin: ORIGIN, cookie: adminCookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: adminCsrf, ...fields }).toString(),
    });
  const get = (who: 'a' | 'b', url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { host: HOST, cookie: `${PORTAL_SESSION_COOKIE}=${partners[who].cookie}` },
    });
  const post = (who: 'a' | 'b', url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        host: HOST,
        origin: ORIGIN,
        cookie: `${PORTAL_SESSION_COOKIE}=${partners[who].cookie}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ _csrf: partners[who].csrf, ...fields }).toString(),
    });
  const csrfOf = (body: string) => /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';

  /** Opens a login-form page, then posts `fields` to `action` with its token, as a browser would. */
  const preLogin = async (pageUrl: string, action: string, fields: Record<string, string>) => {
    const form = await app.inject({ method: 'GET', url: pageUrl, headers: { host: HOST } });
    const token = cookieOf(form.headers['set-cookie'], PORTAL_LOGIN_COOKIE)!;
    return app.inject({
      method: 'POST',
      url: action,
      headers: {
        host: HOST,
        origin: ORIGIN,
        cookie: `${PORTAL_LOGIN_COOKIE}=${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ _csrf: token, ...fields }).toString(),
    });
  };

  beforeAll(async () => {
    endpoint = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    dist = mkdtempSync(join(tmpdir(), 'przelewik-portal-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    storage = await backend.open();
    app = await buildApp({
      storage,
      distDir: dist,
      config: CONFIG,
      affiliate: parseAffiliateConfig({ POSTBACK_TEST_ALLOW_HOSTS: '127.0.0.1' }),
      mail: parseMailConfig({ SMTP_URL: 'smtp://mail.test:2525', MAIL_FROM: 'Przelewik <partnerzy@przelewik.test>' }),
      mailSender: async (message) => void sent.push(message),
      passwordCost: TEST_SCRYPT,
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
    adminCookie = `${SESSION_COOKIE}=${session.sessionId}`;
    adminCsrf = session.session.csrfToken;
    for (const who of ['a', 'b'] as const) {
      const email = `${who}@blog-${who}.example`;
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/partners',
            headers: { host: HOST, origin: ORIGIN },
            payload: {
              name: `Blog ${who}`,
              email,
              website: `https://blog-${who}.example`,
              trafficType: 'website',
              consent: true,
            },
          })
        ).statusCode,
      ).toBe(201);
      const id = (await storage.sql.get<{ id: number }>('SELECT id FROM partner_signups WHERE email = ?', [email]))!.id;
      expect(
        (
          await adminPost(`/admin/signups/${id}/approve/`, {
            partner_id: `partner-${who}`,
            origins: `https://blog-${who}.example`,
            postback_url: '',
            share_percent: '50',
            status: 'active',
          })
        ).statusCode,
      ).toBe(303);
      for (let i = 0; i < 200 && !sent.some((m) => m.to === email); i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const mail = sent.find((m) => m.to === email)!;
      const link = /http:\/\/przelewik\.test(\/partner-panel\/invite\/\?t=[\w-]+)/.exec(mail.text)?.[1];
      expect(link, mail.text).toBeTruthy();
      const set = await preLogin(link!, '/partner-panel/invite/', {
        t: new URL(`http://x${link}`).searchParams.get('t')!,
        password: PASSWORD,
      });
      expect(set.statusCode).toBe(303);
      partners[who].cookie = cookieOf(set.headers['set-cookie'], PORTAL_SESSION_COOKIE)!;
      partners[who].csrf = csrfOf((await get(who, '/partner-panel/')).body);
    }
    // Each partner's traffic: a lead with its first click, and conversions in every state; B's carry a marker.
    const now = new Date();
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12)).toISOString();
    let n = 0;
    for (const [who, sub1] of [
      ['a', 'kw-a'],
      ['b', 'tajne-b'],
    ] as const) {
      for (const status of ['pending', 'approved', 'rejected', 'paid'] as const) {
        n++;
        const lead = `00000000-0000-4000-8000-00000000000${n}`.slice(-36);
        await storage.sql.run(
          "INSERT INTO leads (id, created_at, amount, term, term_unit, term_days, birth_date, consent_terms, consent_privacy, consent_marketing, consents_version, origin) VALUES (?, ?, 1500, 30, 'days', 30, '1990-05-14', 1, 1, 0, 'v1', ?)",
          [lead, at(30), `https://blog-${who}.example`],
        );
        await storage.sql.run(
          "INSERT INTO clicks (click_id, created_at, lead_id, offer_id, lender, partner_id, sub1, sub2, utm_source, placement) VALUES (?, ?, ?, 1, 'kasomir', ?, ?, 'boczny', '=HYPERLINK(1)', 'widget')",
          [`click-${who}-${status}`, at(20), lead, `partner-${who}`, sub1],
        );
        await storage.sql.run(
          "INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, partner_id, offer_id, payout_model, revenue_minor, partner_payout_minor, approved_at, payable_from, hold_reason) VALUES (?, 'kasomir', ?, ?, ?, ?, ?, ?, 1, 'cpl', 8000, 4000, ?, ?, ?)",
          [
            `conv-${who}-${status}`,
            `click-${who}-${status}`,
            `tx-${n}`,
            at(10),
            at(10),
            status,
            `partner-${who}`,
            status === 'approved' || status === 'paid' ? at(10) : null,
            status === 'paid' ? '2000-01-01' : null,
            status === 'approved' ? 'duplicate_person' : null,
          ],
        );
      }
      // A conversion approved last month: the statement of a closed month.
      await storage.sql.run(
        "INSERT INTO clicks (click_id, created_at, offer_id, lender, partner_id, placement) VALUES (?, ?, 1, 'kasomir', ?, 'widget')",
        [`click-${who}-old`, lastMonth, `partner-${who}`],
      );
      await storage.sql.run(
        "INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, partner_id, offer_id, payout_model, revenue_minor, partner_payout_minor, approved_at) VALUES (?, 'kasomir', ?, ?, ?, ?, 'approved', ?, 1, 'cpl', 8000, 2500, ?)",
        [`conv-${who}-old`, `click-${who}-old`, `tx-old-${who}`, lastMonth, lastMonth, `partner-${who}`, lastMonth],
      );
    }
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await storage.close();
    await new Promise((resolve) => endpoint.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('shows a partner its own figures by day and sub-id, none of the other partner’s, equal to the operator’s', async () => {
    const bySub = await get('a', '/partner-panel/?by=sub1');
    expect(bySub.statusCode).toBe(200);
    expect(bySub.headers['content-security-policy']).toContain("default-src 'none'");
    expect(bySub.body).toContain('data-key="kw-a"');
    expect(bySub.body).not.toContain('tajne-b');
    const byDay = await get('b', '/partner-panel/');
    expect(byDay.body).not.toContain('kw-a');
    // The partner's totals for the period equal the console's figures for that partner.
    // Days are Warsaw's, as the figures are counted (a UTC date is yesterday there between 23:00 and midnight UTC).
    const range = { from: warsawDay(new Date(Date.now() - 60 * 86_400_000)), to: warsawDay(new Date()) };
    const mine = totalsOf(await partnerFigures(storage.sql, 'partner-a', range, 'day', new Date()));
    const operator = (await earnings(storage.sql, 'partner', range, new Date())).find((r) => r.key === 'partner-a')!;
    const stages = (await funnel(storage.sql, 'partner', range)).find((r) => r.key === 'partner-a')!;
    expect(mine.clicks).toBe(operator.clicks);
    expect(mine.clicks).toBe(stages.counts.clicks);
    expect(mine.registrations).toBe(stages.counts.registrations);
    expect(mine.conversions).toBe(operator.conversions);
    expect(mine.states.rejected).toBe(operator.rejected);
    expect(mine.earnings).toBe(operator.payouts);
    expect(mine.payable).toBe(operator.payable);
    expect(mine).toMatchObject({
      clicks: 5,
      registrations: 4,
      conversions: 5,
      earnings: 4000 + 4000 + 2500,
      payable: 4000,
      held: 1,
    });
    // The page's total row shows the same money.
    expect((await get('a', `/partner-panel/?from=${range.from}&to=${range.to}`)).body).toMatch(
      /data-key="total">[\s\S]*105,00\u00a0zł/,
    );
  });

  it('lists a partner’s own conversions with the hold in partner words; another partner’s conversion is 404', async () => {
    const list = await get('a', '/partner-panel/conversions/');
    expect(list.body).toContain('data-conversion="conv-a-approved"');
    expect(list.body).not.toContain('conv-b-');
    expect(spaced(list.body)).toContain('ta sama osoba trafiła do nas wcześniej z innego źródła');
    expect(list.body).not.toContain('partner-b');
    expect((await get('a', '/partner-panel/conversions/conv-a-paid/')).statusCode).toBe(200);
    const foreign = await get('a', '/partner-panel/conversions/conv-b-paid/');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe((await get('a', '/partner-panel/conversions/no-such-id/')).body);
    expect((await get('a', '/partner-panel/nic-tu-nie-ma/')).statusCode).toBe(404);
  });

  it('exports only the partner’s rows, with formulas neutralised', async () => {
    const clicks = await get('a', '/partner-panel/export/csv/?co=clicks');
    expect(clicks.statusCode).toBe(200);
    expect(clicks.headers['content-type']).toContain('text/csv');
    expect(clicks.body).toContain('click-a-paid');
    expect(clicks.body).not.toContain('click-b-');
    expect(clicks.body).toContain("'=HYPERLINK(1)");
    expect(clicks.body).not.toMatch(/;=HYPERLINK/);
    const conversions = await get('b', '/partner-panel/export/csv/?co=conversions');
    expect(conversions.body).toContain('click-b-approved');
    expect(conversions.body).not.toContain('click-a-');
    expect((await get('a', '/partner-panel/export/csv/?co=leads')).statusCode).toBe(400);
  });

  it('opens nothing under /admin/ with a partner session, and nothing without one', async () => {
    for (const url of ['/admin/', '/admin/partners/', '/admin/export/csv/?co=clicks', '/admin/statements/']) {
      for (const cookie of [
        `${PORTAL_SESSION_COOKIE}=${partners.a.cookie}`,
        `${SESSION_COOKIE}=${partners.a.cookie}`,
      ]) {
        const res = await app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
        expect(res.statusCode, url).toBe(303);
        expect(res.headers.location).toBe('/admin/login/');
      }
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/admin/statements/partner-a/2026-01/paid/',
      headers: {
        host: HOST,
        origin: ORIGIN,
        cookie: `${SESSION_COOKIE}=${partners.a.cookie}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `_csrf=${partners.a.csrf}`,
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/partner-panel/', headers: { host: HOST } });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/partner-panel/login/');
    // A POST without the session's token, or from another origin, is refused.
    const noToken = await app.inject({
      method: 'POST',
      url: '/partner-panel/origins/',
      headers: {
        host: HOST,
        origin: ORIGIN,
        cookie: `${PORTAL_SESSION_COOKIE}=${partners.a.cookie}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'origin=https://x.example',
    });
    expect(noToken.statusCode).toBe(403);
    const foreignOrigin = await app.inject({
      method: 'POST',
      url: '/partner-panel/origins/',
      headers: {
        host: HOST,
        origin: 'https://evil.example',
        cookie: `${PORTAL_SESSION_COOKIE}=${partners.a.cookie}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ _csrf: partners.a.csrf, origin: 'https://x.example' }).toString(),
    });
    expect(foreignOrigin.statusCode).toBe(403);
  });

  it('takes a postback URL through the SSRF guard, fires a test postback to it and logs it for that partner only', async () => {
    const bad = await post('a', '/partner-panel/postback/', { postback_url: 'http://10.0.0.5/pb?cid={click_id}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sieci prywatnej');
    const badMacro = await post('a', '/partner-panel/postback/', {
      postback_url: 'https://tracker.example/pb?x={email}',
    });
    expect(badMacro.statusCode).toBe(400);
    const port = (endpoint.address() as AddressInfo).port;
    expect(
      (
        await post('a', '/partner-panel/postback/', {
          postback_url: `http://127.0.0.1:${port}/pb?cid={click_id}&s1={sub1}&st={status}&p={payout}`,
        })
      ).statusCode,
    ).toBe(303);
    expect(
      (
        await storage.sql.get<{ url_template: string }>(
          "SELECT url_template FROM partner_postbacks WHERE partner_id = 'partner-a'",
        )
      )?.url_template,
    ).toContain('{click_id}');
    const test = await post('a', '/partner-panel/postback/test/', {});
    expect(test.body).toContain('Testowy postback dostarczony');
    expect(hits.at(-1)).toMatch(/^\/pb\?cid=test-[0-9a-f]{8}&s1=test&st=approved&p=0\.00$/);
    expect((await get('a', '/partner-panel/postback/')).body).toContain('data-delivery="test"');
    expect((await get('b', '/partner-panel/postback/')).body).not.toContain('data-delivery="test"');
    // The other partner has no URL yet: its test is refused, nothing is sent.
    const before = hits.length;
    expect((await post('b', '/partner-panel/postback/test/', {})).statusCode).toBe(409);
    expect(hits.length).toBe(before);
  });

  it('prefills the tag with the partner’s id and sub-ids, says where the widget sends the reader, and refuses a bad sub-id', async () => {
    const res = await get('a', '/partner-panel/snippet/?widget=registration&sub1=kw-a&sub2=bad%20value');
    expect(spaced(res.body)).toContain('providerId: &quot;partner-a&quot;');
    expect(spaced(res.body)).toContain('data-sub1=&quot;kw-a&quot;');
    expect(spaced(res.body)).not.toContain('bad value&quot;');
    expect(spaced(res.body)).toContain('sub2: tylko litery, cyfry');
    expect(spaced(res.body)).toContain('w tej samej karcie');
    // The partner chooses where the widget sends the reader; a choice the widget does not take is named and left out.
    const stay = await get('a', '/partner-panel/snippet/?widget=registration&target=stay');
    expect(spaced(stay.body)).toContain('data-target=&quot;stay&quot;');
    expect(spaced(stay.body)).toMatch(/<option value="stay" selected>/);
    expect(spaced(stay.body)).toContain('pojawiają się w miejscu formularza: czytelnik zostaje na Twojej stronie');
    const refused = await get('a', '/partner-panel/snippet/?widget=offer-list&target=stay');
    expect(spaced(refused.body)).not.toContain('data-target=');
    expect(spaced(refused.body)).toContain('ten widżet przyjmuje tylko „w tej samej karcie” albo „w nowej karcie”');
    const tab = await get('a', '/partner-panel/snippet/?widget=offer-list&target=new-tab');
    expect(spaced(tab.body)).toContain('data-widget=&quot;offer-list&quot; data-target=&quot;new-tab&quot;');
    expect(spaced(tab.body)).toContain('Kliknięta oferta otwiera w nowej karcie');
    // A widget that never leaves the page has no such setting, and a value left from another widget is no mistake.
    const faq = await get('a', '/partner-panel/snippet/?widget=faq&target=new-tab');
    expect(spaced(faq.body)).not.toContain('id="target"');
    expect(spaced(faq.body)).not.toContain('data-target=');
    expect(spaced(faq.body)).not.toContain('role="alert"');
  });

  it('sends an origin request to the operator’s queue; approving it adds the origin to that partner only', async () => {
    expect((await post('a', '/partner-panel/origins/', { origin: 'ftp://zle' })).statusCode).toBe(400);
    expect((await post('a', '/partner-panel/origins/', { origin: 'https://nowa-strona.example' })).statusCode).toBe(
      303,
    );
    const queue = await app.inject({
      method: 'GET',
      url: '/admin/origin-requests/',
      headers: { host: HOST, cookie: adminCookie },
    });
    const id = /data-request="([^"]+)"/.exec(queue.body)?.[1];
    expect(queue.body).toContain('https://nowa-strona.example');
    expect((await adminPost(`/admin/origin-requests/${id}/approve/`, {})).statusCode).toBe(303);
    expect((await get('a', '/partner-panel/origins/')).body).toMatch(
      /id="origin-list">[\s\S]*https:\/\/nowa-strona\.example/,
    );
    expect((await get('b', '/partner-panel/origins/')).body).not.toContain('nowa-strona');
  });

  it('writes the statement of a closed month from the stored payouts; the operator marks it paid and the partner sees it', async () => {
    const page = await get('a', '/partner-panel/statements/');
    expect(page.body).toMatch(/data-month="\d{4}-\d{2}">[\s\S]*25,00\u00a0zł[\s\S]*do wypłaty/);
    const month = /data-month="(\d{4}-\d{2})"/.exec(page.body)![1]!;
    const list = await app.inject({
      method: 'GET',
      url: '/admin/statements/',
      headers: { host: HOST, cookie: adminCookie },
    });
    expect(list.body).toContain(`data-statement="partner-a/${month}"`);
    expect((await adminPost(`/admin/statements/partner-a/${month}/paid/`, {})).statusCode).toBe(303);
    expect((await get('a', '/partner-panel/statements/')).body).toContain('wypłacone');
    expect((await get('b', '/partner-panel/statements/')).body).not.toMatch(/>wypłacone /);
  });

  it('shows an analyst the operator’s portal pages without their buttons, and refuses the analyst’s POST', async () => {
    await createOperator(
      storage.sql,
      'analityk@example.pl',
      'bardzo-tajne-haslo-2',
      new Date(),
      'analyst',
      TEST_SCRYPT,
    );
    const session = await login(
      storage.sql,
      'analityk@example.pl',
      'bardzo-tajne-haslo-2',
      '198.51.100.2',
      new Date(),
      TEST_SCRYPT,
    );
    if (!session.ok) throw new Error('no session');
    const headers = { host: HOST, cookie: `${SESSION_COOKIE}=${session.sessionId}` };
    expect((await get('a', '/partner-panel/statements/')).statusCode).toBe(200);
    const statements = await app.inject({ method: 'GET', url: '/admin/statements/', headers });
    expect(statements.body).toContain('data-statement="partner-b/');
    expect(statements.body).not.toContain('Oznacz jako wypłacone');
    const month = /data-statement="partner-b\/(\d{4}-\d{2})"/.exec(statements.body)![1]!;
    const refused = await app.inject({
      method: 'POST',
      url: `/admin/statements/partner-b/${month}/paid/`,
      headers: { ...headers, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_csrf=${session.session.csrfToken}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await storage.sql.get<{ paid_at: string | null }>(
          "SELECT paid_at FROM partner_statements WHERE partner_id = 'partner-b' AND month = ?",
          [month],
        )
      )?.paid_at,
    ).toBeNull();
  });

  it('lets the operator invite a partner approved before the portal: the message is queued and its link sets a password', async () => {
    const before = sent.length;
    const res = await adminPost('/admin/accounts/partner-b/invite/', {});
    expect(res.statusCode).toBe(303);
    const page = await app.inject({
      method: 'GET',
      url: res.headers.location as string,
      headers: { host: HOST, cookie: adminCookie },
    });
    expect(page.body).toContain('Zaproszenie do panelu partnera czeka w\u00a0poczcie wychodzącej');
    for (let i = 0; i < 200 && sent.length === before; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const mail = sent.at(-1)!;
    expect(mail).toMatchObject({ to: 'b@blog-b.example', subject: 'Zaproszenie do panelu partnera Przelewika' });
    const token = /\/partner-panel\/invite\/\?t=([\w-]+)/.exec(mail.text)![1]!;
    expect(
      (await preLogin(`/partner-panel/invite/?t=${token}`, '/partner-panel/invite/', { t: token, password: 'krotkie' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await preLogin(`/partner-panel/invite/?t=${token}`, '/partner-panel/invite/', { t: token, password: PASSWORD }))
        .statusCode,
    ).toBe(303);
    expect(
      (await storage.sql.get<{ action: string }>("SELECT action FROM admin_audit WHERE action = 'portal-invite'"))
        ?.action,
    ).toBe('portal-invite');
  }, 30_000);

  it('signs in with the password or a one-time link, and locks the account after repeated failures', async () => {
    const ok = await preLogin('/partner-panel/login/', '/partner-panel/login/', {
      email: 'A@blog-a.example',
      password: PASSWORD,
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/partner-panel/');
    const before = sent.length;
    const linkAsked = await preLogin('/partner-panel/login/', '/partner-panel/link/', { email: 'b@blog-b.example' });
    expect(linkAsked.body).toContain('wysłaliśmy na niego link');
    const unknown = await preLogin('/partner-panel/login/', '/partner-panel/link/', { email: 'nikt@nigdzie.example' });
    expect(unknown.body).toContain('wysłaliśmy na niego link');
    for (let i = 0; i < 200 && sent.length === before; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.slice(before).map((m) => m.to)).toEqual(['b@blog-b.example']);
    const token = /\/partner-panel\/link\/open\/\?t=([\w-]+)/.exec(sent.at(-1)!.text)![1]!;
    const used = await preLogin(`/partner-panel/link/open/?t=${token}`, '/partner-panel/link/open/', { t: token });
    expect(used.statusCode).toBe(303);
    expect(cookieOf(used.headers['set-cookie'], PORTAL_SESSION_COOKIE)).toBeTruthy();
    expect(
      (await app.inject({ method: 'GET', url: `/partner-panel/link/open/?t=${token}`, headers: { host: HOST } }))
        .statusCode,
    ).toBe(410);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await preLogin('/partner-panel/login/', '/partner-panel/login/', {
            email: 'b@blog-b.example',
            password: 'zle-haslo-zle-haslo',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect(
      (
        await preLogin('/partner-panel/login/', '/partner-panel/login/', {
          email: 'b@blog-b.example',
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(429);
  }, 30_000);
  it('serves valid HTML on every page a partner opens, each GET page the portal declares', async () => {
    // The portal's GET pages, read from its route files, so a new page cannot be left out of this check.
    const declared = readdirSync(new URL('.', import.meta.url))
      .filter((file) => file.endsWith('-routes.ts'))
      .flatMap((file) => [
        ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/scope\.get\('(\/partner-panel\/[^']*)'/g),
      ])
      .map((match) => match[1]!);
    const pages = declared
      .filter((url) => !url.includes('/export/'))
      .map((url) => url.replace(':id', 'conv-a-approved'))
      .concat('/partner-panel/?by=sub1', '/partner-panel/postback/?zapisano=1');
    expect(pages.length).toBeGreaterThan(8);
    const invalid: string[] = [];
    for (const url of pages) {
      // The sign-in pages are for a visitor without a session; the others for partner a.
      const res = url.match(/login|invite|link\/open/)
        ? await app.inject({ method: 'GET', url, headers: { host: HOST } })
        : await get('a', url);
      expect(String(res.headers['content-type']), url).toMatch(/^text\/html/);
      const report = await validator.validateString(res.body, 'portal.html');
      for (const result of report.results)
        for (const m of result.messages) invalid.push(`${url} ${m.ruleId}: ${m.message}`);
    }
    expect(invalid).toEqual([]);
  }, 60_000);
});
