import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite';
import { checkWrite, HEARTBEAT_TABLE, writeFailure } from './write-check';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'przelewik-write-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('checkWrite', () => {
  it('writes the heartbeat row and reads it back', () => {
    const db = new Database(':memory:');
    expect(checkWrite(db, () => new Date('2026-01-02T03:04:05Z'))).toBeNull();
    expect(db.prepare(`SELECT id, at FROM ${HEARTBEAT_TABLE}`).all()).toEqual([
      { id: 1, at: '2026-01-02T03:04:05.000Z' },
    ]);
    expect(checkWrite(db, () => new Date('2026-01-02T03:04:06Z'))).toBeNull();
    expect(db.prepare(`SELECT count(*) AS n FROM ${HEARTBEAT_TABLE}`).get()).toEqual({ n: 1 });
  });

  it('says "disk is full" when the database cannot grow', () => {
    const db = new Database(join(tempDir(), 'full.db'));
    db.exec('CREATE TABLE t (x)');
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    expect(checkWrite(db)).toBe('disk is full');
  });

  it('says "database is read-only" for a database opened read-only', () => {
    const file = join(tempDir(), 'ro.db');
    new Database(file).close();
    const db = new Database(file, { readonly: true });
    expect(checkWrite(db)).toBe('database is read-only');
  });

  it('says "database is closed" after close', () => {
    const db = new Database(':memory:');
    db.close();
    expect(checkWrite(db)).toBe('database is closed');
  });
});

describe('writeFailure', () => {
  const sqliteError = (code: string) => Object.assign(new Error(code), { code });
  it.each([
    ['SQLITE_FULL', 'disk is full'],
    ['SQLITE_READONLY', 'database is read-only'],
    ['SQLITE_READONLY_DBMOVED', 'database is read-only'],
    ['SQLITE_BUSY', 'database is busy'],
    ['SQLITE_IOERR_WRITE', 'disk input/output error'],
    ['SQLITE_NOTADB', 'database file is damaged'],
    ['SQLITE_CANTOPEN', 'database file cannot be opened'],
    ['SQLITE_ERROR', 'database write failed'],
  ])('%s → %s', (code, reason) => expect(writeFailure(sqliteError(code))).toBe(reason));
  it('names no internals for anything else', () => expect(writeFailure('boom')).toBe('database write failed'));
});

describe('file modes', () => {
  it('creates the data folder 0700 and the database files 0600', async () => {
    const dir = join(tempDir(), 'data');
    const storage = openSqlite(join(dir, 'przelewik.db'));
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'przelewik.db')).mode & 0o777).toBe(0o600);
    expect(await storage.checkWrite()).toBeNull();
    expect(statSync(join(dir, 'przelewik.db-wal')).mode & 0o777).toBe(0o600);
    await storage.close();
  });

  it('tightens an existing folder and database at start', async () => {
    const dir = tempDir();
    chmodSync(dir, 0o755);
    const file = join(dir, 'przelewik.db');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const storage = openSqlite(file);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await storage.close();
  });
});
