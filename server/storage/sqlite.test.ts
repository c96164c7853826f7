import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations';
import { EVENT_COLUMNS, eventValues, migrate, openSqlite } from './sqlite';
import type { StoredEventInput } from './types';

// What only SQLite has (its file, its user_version, its upgrade of old databases); everything both backends
// do is in storage.test.ts.
describe('sqlite storage', () => {
  it('creates the database file and its folder on first start, and migrates once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'przelewik-db-'));
    const file = join(dir, 'nested', 'p.db');
    const storage = openSqlite(file);
    const id = await storage.insertEvent({
      event: 'page_view',
      context: { session_id: 's' },
      data: { path: '/' },
      removedPersonal: 0,
      origin: null,
      receivedAt: new Date('2026-11-22T10:00:00Z'),
    });
    await storage.close();

    const reopened = openSqlite(file); // runs migrate() again: must be a no-op
    expect(await reopened.ping()).toBe(true);
    await reopened.close();

    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.prepare('SELECT id, event, session_id, data, received_at FROM events').all()).toEqual([
      { id, event: 'page_view', session_id: 's', data: '{"path":"/"}', received_at: '2026-11-22T10:00:00.000Z' },
    ]);
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits event groups on the writer thread and keeps the main connection at FULL for every other write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'przelewik-db-'));
    const file = join(dir, 'p.db');
    const storage = openSqlite(file);
    const event = (i: number) => ({
      event: 'page_view',
      context: { session_id: `s${i}`, utm_source: 'x' },
      data: { i },
      removedPersonal: 0,
      origin: 'https://a.example',
      receivedAt: new Date('2026-11-22T10:00:00Z'),
    });
    const ids = await Promise.all(Array.from({ length: 1_200 }, (_, i) => storage.insertEvent(event(i))));
    expect(new Set(ids).size).toBe(1_200);
    // Other writes keep SQLite's own sync: only the writer thread's connection commits without it.
    expect(await storage.sql.get<{ synchronous: number }>('PRAGMA synchronous')).toEqual({ synchronous: 2 });
    await storage.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM events').get()).toEqual({ n: 1_200 });
    expect(db.prepare('SELECT session_id, utm_source, data, origin FROM events WHERE id = ?').get(ids[7])).toEqual({
      session_id: 's7',
      utm_source: 'x',
      data: '{"i":7}',
      origin: 'https://a.example',
    });
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('binds the same values by position as the named row holds', () => {
    // The event as named columns, written out here as the reference the positional values must match.
    const eventRow = (e: StoredEventInput) => ({
      received_at: e.receivedAt.toISOString(),
      event: e.event,
      origin: e.origin,
      session_id: e.context.session_id ?? null,
      client_id: e.context.client_id ?? null,
      domain: e.context.domain ?? null,
      referer: e.context.referer ?? null,
      utm_source: e.context.utm_source ?? null,
      utm_medium: e.context.utm_medium ?? null,
      utm_campaign: e.context.utm_campaign ?? null,
      utm_content: e.context.utm_content ?? null,
      utm_term: e.context.utm_term ?? null,
      data: JSON.stringify(e.data),
      personal_removed: e.removedPersonal,
      lead_id:
        typeof e.data.lead_id === 'string'
          ? e.data.lead_id
              .replace(/-/g, '')
              .toLowerCase()
              .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')
          : null,
    });
    const e = {
      event: 'click',
      context: {
        session_id: 's',
        client_id: 'c',
        domain: 'd',
        referer: 'r',
        utm_source: '1',
        utm_medium: '2',
        utm_campaign: '3',
        utm_content: '4',
        utm_term: '5',
      },
      data: { a: 1, lead_id: '0F8FAD5BD9CB469FA16570867728950E' },
      removedPersonal: 2,
      origin: 'o',
      receivedAt: new Date(0),
    };
    const row = eventRow(e) as Record<string, unknown>;
    expect(eventValues(e)).toEqual(EVENT_COLUMNS.map((column) => row[column]));
    expect(row.lead_id).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('refuses a database from a newer version of the server', () => {
    const db = new Database(':memory:');
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this server knows/);
  });

  it('migration 7 keeps each lead’s loan and age, drops the data nothing used, and keeps contacts only with the marketing consent', async () => {
    const db = new Database(':memory:');
    for (const m of MIGRATIONS.slice(0, 6)) db.exec(m.sqlite);
    db.pragma('user_version = 6');
    const insert = db.prepare(
      `INSERT INTO leads VALUES (@id, '2026-11-01T10:00:00.000Z', 1500, 30, '+48601234567', 'Anna', 'Nowak', '44051401359', '1944-05-14',
        'ABA300000', 'anna@example.pl', '00-001', 'Warszawa', 'Prosta', '1', 'employment_contract', 5200, 'PL61109010140000071219812874',
        1, 1, @marketing, '2025-06-01', NULL)`,
    );
    insert.run({ id: 'a', marketing: 0 });
    insert.run({ id: 'b', marketing: 1 });
    migrate(db);
    const columns = (db.prepare('PRAGMA table_info(leads)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual([
      'id',
      'created_at',
      'amount',
      'term',
      'term_unit',
      'term_days',
      'birth_date',
      'phone',
      'email',
      'consent_terms',
      'consent_privacy',
      'consent_marketing',
      'consents_version',
      'origin',
    ]);
    expect(
      db
        .prepare('SELECT id, amount, term, term_unit, term_days, birth_date, phone, email FROM leads ORDER BY id')
        .all(),
    ).toEqual([
      {
        id: 'a',
        amount: 1500,
        term: 30,
        term_unit: 'days',
        term_days: 30,
        birth_date: '1944-05-14',
        phone: null,
        email: null,
      },
      {
        id: 'b',
        amount: 1500,
        term: 30,
        term_unit: 'days',
        term_days: 30,
        birth_date: '1944-05-14',
        phone: '+48601234567',
        email: 'anna@example.pl',
      },
    ]);
    expect(
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'leads' AND name NOT LIKE 'sqlite_%'",
        )
        .all(),
    ).toEqual([{ name: 'leads_by_time' }]);
    db.close();
  });

  it('stores a lead in months and reads back the feed’s profile; a contact without the marketing consent is never written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'przelewik-db-'));
    const file = join(dir, 'p.db');
    const storage = openSqlite(file);
    const lead = {
      amount: 25000,
      term: 48,
      termUnit: 'months' as const,
      termDays: 1460,
      birthDate: '1980-01-01',
      phone: '+48601234567',
      email: 'a@example.pl',
    };
    await storage.insertLead({
      id: 'x',
      lead: { ...lead, consents: { terms: true, privacy: true, marketing: false } },
      consentsVersion: 'v',
      origin: null,
      receivedAt: new Date(),
    });
    expect(await storage.findLeadProfile('x')).toEqual({
      amount: 25000,
      term: 48,
      termUnit: 'months',
      termDays: 1460,
      birthDate: '1980-01-01',
    });
    expect(await storage.findLeadProfile('nope')).toBeNull();
    await storage.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT phone, email FROM leads').all()).toEqual([{ phone: null, email: null }]);
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
