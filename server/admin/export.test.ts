// CSV exports on both backends: the rows of a period of Warsaw days, Polish headers, no live formula, read in
// batches, recorded in the audit trail, and served to a logged-in operator only.
import { parseCsv } from '../../tests/csv';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_CONFIG } from '../config';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import { createOperator } from './auth';
import { CSV_BOM } from '../web/csv';
import { EXPORT_KINDS, exportCsv, EXPORTS, type ExportKind } from './export';
import { LOGIN_COOKIE, SESSION_COOKIE } from './routes';
import { TEST_SCRYPT } from '../testing/password-cost';

const HOST = 'admin.test';
const ORIGIN = `http://${HOST}`;
const PASSWORD = 'bardzo-tajne-haslo-1';
const LEAD_IN = '0f8fad5b-d9cb-469f-a165-70867728950e';
const LEAD_OUT = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
/** A winter period: Warsaw is UTC+1, so it runs from 2026-01-09T23:00Z to 2026-01-11T23:00Z. */
const PERIOD = { from: '2026-01-10', to: '2026-01-11' };
const INSIDE = ['2026-01-09T23:00:00.000Z', '2026-01-10T12:00:00.000Z', '2026-01-11T22:59:59.000Z'];
const OUTSIDE = ['2026-01-09T22:59:59.000Z', '2026-01-11T23:00:00.000Z'];
const HOSTILE = ['=HYPERLINK("http://zly.example";"klik")', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1'];

async function seed(storage: Storage): Promise<void> {
  const sql = storage.sql;
  const lead = (id: string, at: string) =>
    storage.insertLead({
      id,
      consentsVersion: 'v1',
      origin: null,
      receivedAt: new Date(at),
      lead: {
        amount: 1500,
        termUnit: 'days',
        term: 30,
        termDays: 30,
        birthDate: '1990-01-01',
        phone: '+48601234567',
        email: 'osoba@example.pl',
        consents: { terms: true, privacy: true, marketing: true },
      },
    });
  await lead(LEAD_IN, INSIDE[1]!);
  await lead(LEAD_OUT, OUTSIDE[0]!);
  for (const [i, at] of [...INSIDE, ...OUTSIDE].entries()) {
    const inside = i < INSIDE.length;
    const tag = inside ? `in${i}` : `out${i}`;
    await sql.run(
      "INSERT INTO clicks (click_id, created_at, lead_id, offer_id, lender, partner_id, sub1, utm_source, utm_medium, utm_campaign, amount, term, term_unit, placement) VALUES (?, ?, ?, 101, 'kasomir', ?, ?, ?, ?, ?, 1500, 30, 'days', 'transition')",
      [
        `click-${tag}`,
        at,
        inside ? LEAD_IN : LEAD_OUT,
        HOSTILE[i % HOSTILE.length]!,
        HOSTILE[(i + 1) % HOSTILE.length]!,
        HOSTILE[(i + 2) % HOSTILE.length]!,
        HOSTILE[(i + 3) % HOSTILE.length]!,
        HOSTILE[(i + 4) % HOSTILE.length]!,
      ],
    );
    await sql.run(
      `INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, lead_id, partner_id, offer_id, payout_model, revenue_minor, partner_payout_minor, approved_at, payable_from, hold_reason)
       VALUES (?, 'kasomir', ?, ?, ?, ?, 'paid', ?, ?, 101, 'cpl', 123450, 98765, ?, '2026-02-10', ?)`,
      [
        `conv-${tag}`,
        `click-${tag}`,
        `=TX-${tag}`,
        at,
        at,
        inside ? LEAD_IN : LEAD_OUT,
        HOSTILE[i % HOSTILE.length]!,
        at,
        i === 1 ? 'ip_burst' : null,
      ],
    );
    await sql.run(
      "INSERT INTO conversion_events (id, conversion_id, at, from_status, to_status, source) VALUES (?, ?, ?, 'approved', 'paid', 'postback')",
      [`ev-${tag}`, `conv-${tag}`, at],
    );
    await storage.insertPhoneLead({
      phone: '+48601000' + String(i).padStart(3, '0'),
      consents: { terms: true, privacy: true, marketing: i % 2 === 0 },
      consentsVersion: 'v1',
      origin: '=cmd|calc',
      receivedAt: new Date(at),
    });
  }
}

describe.each(storageBackends())('CSV exports on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  let cookie: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-export-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    storage = await backend.open();
    app = await buildApp({
      passwordCost: TEST_SCRYPT,
      storage,
      distDir: dist,
      config: {
        ...DEFAULT_CONFIG,
        rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
      },
    });
    await createOperator(storage.sql, 'eksport@example.pl', PASSWORD, new Date(), 'admin', TEST_SCRYPT);
    await seed(storage);
    const loginPage = await app.inject({ method: 'GET', url: '/admin/login/', headers: { host: HOST } });
    const csrf = /name="_csrf" value="([^"]+)"/.exec(loginPage.body)![1]!;
    const loginCookie = String(loginPage.headers['set-cookie']).split(';')[0]!;
    const res = await app.inject({
      method: 'POST',
      url: '/admin/login/',
      headers: { host: HOST, origin: ORIGIN, cookie: loginCookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: csrf, email: 'eksport@example.pl', password: PASSWORD }).toString(),
    });
    const set = ([] as string[]).concat(res.headers['set-cookie'] as string | string[]);
    cookie = set.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!;
    expect(cookie).not.toContain(LOGIN_COOKIE);
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const download = (kind: string, period: Record<string, string> = PERIOD) =>
    app.inject({
      method: 'GET',
      url: `/admin/export/csv/?${new URLSearchParams({ co: kind, ...period })}`,
      headers: { host: HOST, cookie },
    });

  it.each(EXPORT_KINDS.map((k) => [k] as const))(
    '%s: UTF-8 with BOM, Polish headers, the period’s rows by the Warsaw day, no live formula',
    async (kind) => {
      const res = await download(kind);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${EXPORTS[kind].file}_2026-01-10_2026-01-11.csv"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.startsWith(CSV_BOM)).toBe(true);
      const [header, ...rows] = parseCsv(res.body.slice(1));
      expect(header).toEqual(EXPORTS[kind].headers);
      expect(rows.length, 'rows of the period').toBe(kind === 'leads' ? 1 : INSIDE.length);
      for (const row of rows) {
        expect(row).toHaveLength(header!.length);
        for (const cell of row)
          expect(cell, `${kind}: ${JSON.stringify(row)}`).not.toMatch(/^[=+@\t\r]|^-(?!\d+(,\d+)?$)/);
      }
      const text = res.body;
      expect(text).not.toContain(LEAD_OUT);
      // Personal data stays out of every export but the call-back list, which exists to call back.
      expect(text).not.toContain('osoba@example.pl');
      if (kind !== 'callbacks') expect(text).not.toContain('601234567');
      const audit = await storage.sql.all<{ action: string; subject: string }>(
        "SELECT action, subject FROM admin_audit WHERE action = 'export' AND subject = ?",
        [`${kind} 2026-01-10..2026-01-11`],
      );
      expect(audit).toHaveLength(1);
    },
  );

  it('writes times and days in Polish time and amounts with a decimal comma', async () => {
    const [, ...clicks] = parseCsv((await download('clicks')).body.slice(1));
    expect(clicks.map((r) => [r[1], r[2]])).toEqual([
      ['2026-01-10 00:00:00', '2026-01-10'],
      ['2026-01-10 13:00:00', '2026-01-10'],
      ['2026-01-11 23:59:59', '2026-01-11'],
    ]);
    expect(clicks[0]!.slice(12, 15)).toEqual(['1500', '30', 'dni']);
    const [header, ...payouts] = parseCsv((await download('payouts')).body.slice(1));
    const col = (name: string) => header!.indexOf(name);
    expect(payouts[1]![col('Przychód (zł)')]).toBe('1234,50');
    expect(payouts[1]![col('Wypłata partnera (zł)')]).toBe('987,65');
    expect(payouts[1]![col('Stan')]).toBe('wypłacona');
    expect(payouts[1]![col('Wstrzymana')]).toBe('seria kliknięć z jednego adresu');
    expect(payouts[1]![col('Transakcja')]).toBe("'=TX-in1");
    expect(payouts[0]![col('Partner')]).toBe(`'${HOSTILE[0]}`);
    const [, ...calls] = parseCsv((await download('callbacks')).body.slice(1));
    expect(calls.map((r) => r[3])).toEqual(["'+48601000000", "'+48601000001", "'+48601000002"]);
    expect(calls.map((r) => r[4])).toEqual(['tak', 'nie', 'tak']);
    const [, lead] = parseCsv((await download('leads')).body.slice(1));
    expect(lead).toEqual([
      LEAD_IN,
      '2026-01-10 13:00:00',
      '2026-01-10',
      '1500',
      '30',
      'dni',
      `'${HOSTILE[0]}`,
      'tak',
      'v1',
      '',
    ]);
  });

  it('reads in batches by time and key: the same rows, in the same order, whatever the batch size', async () => {
    for (const kind of EXPORT_KINDS) {
      const whole: string[] = [];
      for await (const chunk of exportCsv(storage.sql, EXPORTS[kind as ExportKind], {
        from: '2026-01-01',
        to: '2026-01-31',
      }))
        whole.push(chunk);
      const small: string[] = [];
      for await (const chunk of exportCsv(
        storage.sql,
        EXPORTS[kind as ExportKind],
        { from: '2026-01-01', to: '2026-01-31' },
        2,
      ))
        small.push(chunk);
      expect(small.join(''), kind).toBe(whole.join(''));
      const rows = parseCsv(whole.join('').slice(1)).length - 1;
      expect(rows, kind).toBeGreaterThan(1);
      expect(small.length, kind).toBe(1 + Math.ceil(rows / 2)); // the header, then one chunk per batch of two
    }
  });

  it('refuses an unknown kind with a Polish page, takes a bad period as the default one, and asks for a login without a session', async () => {
    const bad = await download('hasla');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Nie ma takiego eksportu');
    const nonsense = await download('clicks', { from: 'wczoraj', to: '2026-13-45' });
    expect(nonsense.statusCode).toBe(200);
    expect(nonsense.headers['content-disposition']).toMatch(/klikniecia_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv/);
    const anonymous = await app.inject({ method: 'GET', url: '/admin/export/csv/?co=leads', headers: { host: HOST } });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/admin/login/');
    const form = await app.inject({
      method: 'GET',
      url: '/admin/export/?co=payouts&from=2026-01-10&to=2026-01-11',
      headers: { host: HOST, cookie },
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<form method="get" action="/admin/export/csv/"');
    expect(form.body).toContain('<option value="payouts" selected>');
    expect(form.body).toContain('value="2026-01-10"');
  });
});
