import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { eventWriter, type EventWriter } from './sqlite-event-writer';

const dirs: string[] = [];
const writers: EventWriter[] = [];
afterEach(async () => {
  for (const w of writers.splice(0)) await w.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function database(): string {
  const dir = mkdtempSync(join(tmpdir(), 'przelewik-writer-'));
  dirs.push(dir);
  const file = join(dir, 'w.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, a TEXT NOT NULL, b INTEGER)');
  db.close();
  return file;
}

const open = (file: string, synchronous: 'full' | 'normal' = 'full') => {
  const w = eventWriter({ file, insertSql: 'INSERT INTO t (a, b) VALUES (?, ?)', synchronous });
  writers.push(w);
  return w;
};

const rows = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT id, a, b FROM t ORDER BY id').all();
  } finally {
    db.close();
  }
};

describe('the SQLite event writer thread', () => {
  it.each(['full', 'normal'] as const)('answers each row with its own id once committed (synchronous = %s)', async (sync) => {
    const file = database();
    const w = open(file, sync);
    const first = await Promise.all([w.add(['x', 1]), w.add(['y', null])]);
    const second = await w.add(['z', 3]);
    expect(first).toEqual([1, 2]);
    expect(second).toBe(3);
    expect(rows(file)).toEqual([{ id: 1, a: 'x', b: 1 }, { id: 2, a: 'y', b: null }, { id: 3, a: 'z', b: 3 }]);
    expect(w.size).toBe(0);
  });

  it('hands a burst over in groups of at most maxBatch rows, each row answered with its own id', async () => {
    const file = database();
    const w = eventWriter({ file, insertSql: 'INSERT INTO t (a, b) VALUES (?, ?)', synchronous: 'full', maxBatch: 7 });
    writers.push(w);
    const ids = await Promise.all(Array.from({ length: 100 }, (_, i) => w.add([`r${i}`, i])));
    const stored = rows(file) as { id: number; a: string; b: number }[];
    expect(stored).toHaveLength(100);
    const byId = new Map(stored.map((r) => [r.id, r.b]));
    ids.forEach((id, i) => expect(byId.get(id)).toBe(i));
  });

  it('refuses rows past maxQueued as an overload, at once, and stores none of them', async () => {
    const file = database();
    const w = eventWriter({ file, insertSql: 'INSERT INTO t (a, b) VALUES (?, ?)', synchronous: 'full', maxQueued: 5, maxWaitMs: 20 });
    writers.push(w);
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => w.add([`r${i}`, i])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results.slice(5)) expect(r).toMatchObject({ status: 'rejected', reason: { name: 'StorageUnavailableError', source: 'overload' } });
    expect(rows(file)).toHaveLength(5);
  });

  it('fails a refused group with the driver’s error and code, stores none of it, and goes on with the next', async () => {
    const file = database();
    const w = open(file);
    const refused = Promise.allSettled([w.add(['kept?', 1]), w.add([null, 2])]); // a NULL where the column forbids it
    for (const r of await refused) expect(r).toMatchObject({ status: 'rejected', reason: { code: 'SQLITE_CONSTRAINT_NOTNULL', message: expect.stringMatching(/NOT NULL/) } });
    expect(await w.add(['after', 3])).toEqual(expect.any(Number));
    expect(rows(file)).toEqual([{ id: expect.any(Number), a: 'after', b: 3 }]);
  });

  it('answers what it holds before it closes, then refuses new rows as unavailable', async () => {
    const file = database();
    const w = eventWriter({ file, insertSql: 'INSERT INTO t (a, b) VALUES (?, ?)', synchronous: 'full', maxWaitMs: 50 });
    const pending = Array.from({ length: 50 }, (_, i) => w.add([`r${i}`, i]));
    await w.close();
    expect(await Promise.all(pending)).toHaveLength(50);
    expect(rows(file)).toHaveLength(50);
    await expect(w.add(['late', 0])).rejects.toMatchObject({ name: 'StorageUnavailableError' });
  });

  it('closes once when asked twice (SIGINT and SIGTERM both shut down): the same wait, every row answered, no second close in the thread', async () => {
    const file = database();
    const w = eventWriter({ file, insertSql: 'INSERT INTO t (a, b) VALUES (?, ?)', synchronous: 'full', maxWaitMs: 20 });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const pending = Array.from({ length: 10 }, (_, i) => w.add([`r${i}`, i]));
      const first = w.close();
      expect(w.close()).toBe(first);
      await first;
      expect(await Promise.all(pending)).toHaveLength(10);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings.filter((m) => /file descriptor/i.test(m))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('answers the rows a stopped thread held as unavailable, and the next row starts a new thread', async () => {
    const file = database();
    const w = eventWriter({ file, insertSql: 'INSERT INTO t (a, b) VALUES (?, ?)', synchronous: 'full', heapMb: 16, maxBatch: 200_000, maxQueued: 200_000 });
    writers.push(w);
    expect(await w.add(['before', 1])).toBe(1);
    // A group larger than the thread's heap: it runs out of memory and stops.
    const huge = await Promise.allSettled(Array.from({ length: 100_000 }, (_, i) => w.add([`${i}`.padEnd(400, 'x'), i])));
    expect(huge.every((r) => r.status === 'rejected' && (r.reason as { reason?: string }).reason === 'event writer stopped')).toBe(true);
    expect(await w.add(['after', 2])).toEqual(expect.any(Number));
    expect(rows(file).map((r) => (r as { a: string }).a)).toEqual(['before', 'after']);
  });

  it('rejects the rows (never leaves them waiting) when its thread cannot open the database', async () => {
    const w = open(join(tmpdir(), 'przelewik-no-such-folder', 'x', 'w.db'));
    await expect(w.add(['x', 1])).rejects.toThrow(/unable to open database|directory does not exist/);
  });
});
