import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { numberPlaceholders, sqliteRunner } from './sql';

describe('numberPlaceholders', () => {
  it.each([
    ['SELECT 1', 'SELECT 1'],
    ['SELECT * FROM t WHERE a = ? AND b = ?', 'SELECT * FROM t WHERE a = $1 AND b = $2'],
    ["SELECT '?' , ? FROM t", "SELECT '?' , $1 FROM t"],
    ['INSERT INTO "q?" VALUES (?)', 'INSERT INTO "q?" VALUES ($1)'],
  ])('%s', (input, expected) => expect(numberPlaceholders(input)).toBe(expected));
});

describe('sqliteRunner', () => {
  const open = () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
    return sqliteRunner(db);
  };

  it('runs, reads one and reads all', async () => {
    const sql = open();
    expect((await sql.run('INSERT INTO t (v) VALUES (?), (?)', ['a', 'b'])).changes).toBe(2);
    expect(await sql.get<{ v: string }>('SELECT v FROM t WHERE id = ?', [2])).toEqual({ v: 'b' });
    expect(await sql.all<{ v: string }>('SELECT v FROM t ORDER BY id')).toEqual([{ v: 'a' }, { v: 'b' }]);
  });

  it('rolls a failed transaction back whole', async () => {
    const sql = open();
    await expect(
      sql.transaction(async (tx) => {
        await tx.run('INSERT INTO t (v) VALUES (?)', ['kept?']);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await sql.all('SELECT * FROM t')).toEqual([]);
  });

  it('keeps other callers out of an open transaction', async () => {
    const sql = open();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = sql.transaction(async (t) => {
      await t.run('INSERT INTO t (v) VALUES (?)', ['in tx']);
      await gate;
      throw new Error('abort');
    });
    const outside = sql.run('INSERT INTO t (v) VALUES (?)', ['outside']);
    release();
    await expect(tx).rejects.toThrow('abort');
    await outside;
    expect(await sql.all<{ v: string }>('SELECT v FROM t')).toEqual([{ v: 'outside' }]);
  });
});
