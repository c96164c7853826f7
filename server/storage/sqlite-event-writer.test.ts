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
  it.each(['full', 'normal'] as const)(
    'answers each group with its own ids once committed (synchronous = %s)',
    async (sync) => {
      const file = database();
      const w = open(file, sync);
      const [first, second] = await Promise.all([
        w.write([
          ['x', 1],
          ['y', null],
        ]),
        w.write([['z', 3]]),
      ]);
      expect(first).toEqual([1, 2]);
      expect(second).toEqual([3]);
      expect(rows(file)).toEqual([
        { id: 1, a: 'x', b: 1 },
        { id: 2, a: 'y', b: null },
        { id: 3, a: 'z', b: 3 },
      ]);
    },
  );

  it('fails a refused group with the driver’s error and code, stores none of it, and goes on with the next', async () => {
    const file = database();
    const w = open(file);
    const refused = w.write([
      ['kept?', 1],
      [null, 2],
    ]); // a NULL where the column forbids it
    await expect(refused).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_NOTNULL',
      message: expect.stringMatching(/NOT NULL/),
    });
    expect(await w.write([['after', 3]])).toHaveLength(1);
    expect(rows(file)).toEqual([{ id: expect.any(Number), a: 'after', b: 3 }]);
  });

  it('answers what it holds before it closes, then refuses new writes as unavailable', async () => {
    const file = database();
    const w = eventWriter({ file, insertSql: 'INSERT INTO t (a, b) VALUES (?, ?)', synchronous: 'full' });
    const pending = Array.from({ length: 50 }, (_, i) => w.write([[`r${i}`, i]]));
    await w.close();
    expect((await Promise.all(pending)).flat()).toHaveLength(50);
    expect(rows(file)).toHaveLength(50);
    await expect(w.write([['late', 0]])).rejects.toMatchObject({ name: 'StorageUnavailableError' });
  });

  it('closes once when asked twice (SIGINT and SIGTERM both shut down): the same wait, every group answered, no second close in the thread', async () => {
    const file = database();
    const w = eventWriter({ file, insertSql: 'INSERT INTO t (a, b) VALUES (?, ?)', synchronous: 'full' });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const pending = Array.from({ length: 10 }, (_, i) => w.write([[`r${i}`, i]]));
      const first = w.close();
      expect(w.close()).toBe(first);
      await first;
      expect((await Promise.all(pending)).flat()).toHaveLength(10);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings.filter((m) => /file descriptor/i.test(m))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('answers the writes a stopped thread held as unavailable, and the next write starts a new thread', async () => {
    const file = database();
    const w = eventWriter({ file, insertSql: 'INSERT INTO t (a, b) VALUES (?, ?)', synchronous: 'full', heapMb: 16 });
    writers.push(w);
    expect(await w.write([['before', 1]])).toEqual([1]);
    // A group larger than the thread's heap: it runs out of memory and stops.
    const huge = Array.from({ length: 100_000 }, (_, i) => [`${i}`.padEnd(400, 'x'), i]);
    await expect(w.write(huge)).rejects.toMatchObject({
      name: 'StorageUnavailableError',
      reason: 'event writer stopped',
    });
    expect(await w.write([['after', 2]])).toEqual([expect.any(Number)]);
    expect(rows(file).map((r) => (r as { a: string }).a)).toEqual(['before', 'after']);
  });

  it('rejects the writes (never leaves them waiting) when its thread cannot open the database', async () => {
    const w = open(join(tmpdir(), 'przelewik-no-such-folder', 'x', 'w.db'));
    await expect(w.write([['x', 1]])).rejects.toThrow(/unable to open database|directory does not exist/);
  });
});
