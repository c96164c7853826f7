// The in-memory copy of the approved origins: one database read while it is fresh, a new read at once after a change
// made here (invalidate), and within the TTL after a change made by another process (which this one cannot see).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../storage/sqlite';
import type { SqlRunner } from '../storage/sql';
import type { Storage } from '../storage/types';
import { databaseOrigins, originDirectory } from './origins';

const add = (sql: SqlRunner, id: string, origins: unknown, status = 'active') =>
  sql.run(
    'INSERT INTO partners (id, name, email, website, origins, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [
      id,
      id,
      `${id}@example.pl`,
      `https://${id}.example.pl`,
      typeof origins === 'string' ? origins : JSON.stringify(origins),
      status,
      '2026-11-28T10:00:00Z',
      '2026-11-28T10:00:00Z',
    ],
  );

/** Counts the reads of the partners table. */
function counting(sql: SqlRunner): SqlRunner & { reads: number } {
  const wrapped = Object.create(sql) as SqlRunner & { reads: number };
  wrapped.reads = 0;
  wrapped.all = <T>(text: string, params?: readonly (string | number | bigint | null)[]) => {
    if (text.includes('FROM partners')) wrapped.reads++;
    return sql.all<T>(text, params);
  };
  return wrapped;
}

describe('originDirectory', () => {
  let storage: Storage;
  beforeAll(() => {
    storage = openSqlite(':memory:');
  });
  afterAll(() => storage.close());

  it('reads active partners’ origins only, ignores rows that are not JSON lists, and keeps the environment’s first', async () => {
    await add(storage.sql, 'a', ['https://a.example.pl', 'http://localhost:8080']);
    await add(storage.sql, 'b', ['https://b.example.pl'], 'paused');
    await add(storage.sql, 'c', 'not json');
    await add(storage.sql, 'd', { origin: 'https://d.example.pl' });
    expect(await databaseOrigins(storage.sql)).toEqual(['https://a.example.pl', 'http://localhost:8080']);
    const directory = originDirectory(storage.sql, ['https://env.example.pl', 'https://a.example.pl']);
    expect(await directory.list()).toEqual(['https://env.example.pl', 'https://a.example.pl', 'http://localhost:8080']);
    expect(await directory.allows('https://b.example.pl')).toBe(false);
  });

  it('answers from memory while fresh, reads again at once after invalidate(), and after the TTL for changes it did not make', async () => {
    let now = 1_000_000;
    const sql = counting(storage.sql);
    const directory = originDirectory(sql, [], 30_000, () => now);
    expect(await directory.allows('https://nowy.example.pl')).toBe(false);
    expect(await directory.allows('https://a.example.pl')).toBe(true);
    expect(sql.reads).toBe(1);

    // A change made by another process: this one keeps its copy until the TTL is over.
    await add(storage.sql, 'nowy', ['https://nowy.example.pl']);
    now += 29_999;
    expect(await directory.allows('https://nowy.example.pl')).toBe(false);
    now += 1;
    expect(await directory.allows('https://nowy.example.pl')).toBe(true);
    expect(sql.reads).toBe(2);

    // A change made through this process's console: invalidated, read again on the next question.
    await storage.sql.run("UPDATE partners SET status = 'paused' WHERE id = 'nowy'");
    expect(await directory.allows('https://nowy.example.pl')).toBe(true);
    directory.invalidate();
    expect(await directory.allows('https://nowy.example.pl')).toBe(false);
    expect(sql.reads).toBe(3);
  });

  it('keeps no failed read: the next question asks the database again', async () => {
    let fail = true;
    const sql = Object.create(storage.sql) as SqlRunner;
    sql.all = <T>(text: string, params?: readonly (string | number | bigint | null)[]) =>
      fail ? Promise.reject(new Error('database gone')) : storage.sql.all<T>(text, params);
    const directory = originDirectory(sql, ['https://env.example.pl']);
    await expect(directory.list()).rejects.toThrow('database gone');
    fail = false;
    expect(await directory.list()).toContain('https://env.example.pl');
  });
});
