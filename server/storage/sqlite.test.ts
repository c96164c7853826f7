import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, openSqlite } from './sqlite';

describe('sqlite storage', () => {
  it('creates the database file and its folder on first start, and migrates once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'przelewik-db-'));
    const file = join(dir, 'nested', 'p.db');
    const storage = openSqlite(file);
    const id = await storage.insertEvent({ event: 'page_view', context: { session_id: 's' }, data: { path: '/' }, origin: null, receivedAt: new Date('2026-11-22T10:00:00Z') });
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

  it('refuses a database from a newer version of the server', () => {
    const db = new Database(':memory:');
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this server knows/);
  });

  it('reports a closed database as unreachable', async () => {
    const storage = openSqlite(':memory:');
    await storage.close();
    expect(await storage.ping()).toBe(false);
  });
});
