import { createServer, type AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { numberPlaceholders, postgresRunner, sqliteRunner } from './sql';
import { unavailableReason } from './unavailable';

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

/** One PostgreSQL protocol message: its type byte, its length, its body. */
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const fields = (pairs: [string, string][]) =>
  Buffer.concat([...pairs.map(([code, text]) => Buffer.from(`${code}${text}\0`, 'utf8')), Buffer.from([0])]);

describe('postgresRunner', () => {
  it('turns a restart that ends a new connection right after it is ready into an error, not a crash', async () => {
    // A server that accepts the login and, in the same chunk as ReadyForQuery, ends the session as `pg_ctl restart`
    // does (FATAL 57P01): the client emits 'error' before the transaction sends BEGIN.
    const fake = createServer((socket) => {
      socket.once('data', () => {
        const authOk = message('R', Buffer.from([0, 0, 0, 0]));
        const ready = message('Z', Buffer.from('I'));
        const fatal = message(
          'E',
          fields([
            ['S', 'FATAL'],
            ['V', 'FATAL'],
            ['C', '57P01'],
            ['M', 'terminating connection due to administrator command'],
          ]),
        );
        socket.end(Buffer.concat([authOk, ready, fatal]));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const pool = new pg.Pool({ host: '127.0.0.1', port: (fake.address() as AddressInfo).port, user: 'u' });
    try {
      const failure = await postgresRunner(pool)
        .transaction(async (tx) => tx.run('SELECT 1'))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(unavailableReason(failure)).toBe('database does not answer');
      expect(pool.totalCount).toBe(0); // the broken connection was discarded, not pooled
    } finally {
      await pool.end();
      fake.close();
    }
  });
});
