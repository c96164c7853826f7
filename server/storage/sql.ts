// A small SQL door for features that bring their own tables (the affiliate ledger, the operator console):
// they write portable SQL once with `?` placeholders, and each backend runs it (PostgreSQL numbers the
// placeholders). The named Storage methods stay for the hot paths; this is for everything else.
import type Database from 'better-sqlite3';

export type SqlValue = string | number | bigint | null;

export interface SqlRunner {
  readonly dialect: 'sqlite' | 'postgres';
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

/** One schema step, written for both backends; a list of these runs in order at start, each exactly once. */
export interface Migration {
  name: string;
  sqlite: string;
  postgres: string;
}

/**
 * Appended to a SELECT inside a transaction that reads a row and then writes based on it: PostgreSQL's
 * FOR UPDATE makes concurrent transactions on the same row take turns (its default isolation would let both
 * read, then both write); SQLite needs nothing, its transactions already run one at a time.
 */
export const forUpdate = (dialect: SqlRunner['dialect']): string => (dialect === 'postgres' ? ' FOR UPDATE' : '');

/**
 * Makes transactions that name the same `key` take turns until they end, for a read-then-write on a row that
 * may not exist yet (nothing for FOR UPDATE to lock): a PostgreSQL transaction-scoped advisory lock; nothing on
 * SQLite, whose transactions already run one at a time. Call it inside `transaction`.
 */
export async function lockKey(tx: SqlRunner, key: string): Promise<void> {
  if (tx.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(hashtext(?)) AS locked', [key]);
}

/** `?` placeholders to PostgreSQL's `$1, $2, …`, leaving question marks inside quoted strings alone. */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  let quote: string | null = null;
  let out = '';
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === '?') {
      out += `$${++n}`;
    } else {
      out += ch;
    }
  }
  return out;
}

/**
 * After a failed transaction: rolls back unless SQLite already has (a failed COMMIT on a full disk does). The
 * first error is the one that says why, so a failing ROLLBACK never replaces it.
 */
function rollBackKeepingError(db: Database.Database): void {
  if (!db.inTransaction) return;
  try {
    db.exec('ROLLBACK');
  } catch {
    /* the original error stands */
  }
}

/** Statements kept prepared by their text (compiling one costs more than running it); emptied when it grows. */
const PREPARED_KEPT = 256;

function preparedCache(db: Database.Database): (sql: string) => Database.Statement {
  const kept = new Map<string, Database.Statement>();
  return (sql) => {
    let statement = kept.get(sql);
    if (!statement) {
      if (kept.size >= PREPARED_KEPT) kept.clear();
      statement = db.prepare(sql);
      kept.set(sql, statement);
    }
    return statement;
  };
}

/**
 * The SQLite runner. better-sqlite3 is synchronous, but a transaction's work is async: while one is open, every
 * other caller waits for it, so no statement from another request lands inside someone else's transaction.
 */
export function sqliteRunner(db: Database.Database): SqlRunner {
  let open: Promise<unknown> = Promise.resolve();
  const prepare = preparedCache(db);
  const direct = (): SqlRunner => ({
    dialect: 'sqlite',
    async all<T>(sql: string, params: readonly SqlValue[] = []) {
      return prepare(sql).all(...params) as T[];
    },
    async get<T>(sql: string, params: readonly SqlValue[] = []) {
      return prepare(sql).get(...params) as T | undefined;
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      return { changes: prepare(sql).run(...params).changes };
    },
    async transaction<T>(work: (tx: SqlRunner) => Promise<T>) {
      return work(this); // nested: already inside the outer transaction
    },
  });
  const inner = direct();
  const waitTurn = async <T>(fn: () => Promise<T>): Promise<T> => {
    await open.catch(() => undefined);
    return fn();
  };
  return {
    dialect: 'sqlite',
    all: (sql, params) => waitTurn(() => inner.all(sql, params)),
    get: (sql, params) => waitTurn(() => inner.get(sql, params)),
    run: (sql, params) => waitTurn(() => inner.run(sql, params)),
    transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> {
      const result = open
        .catch(() => undefined)
        .then(async () => {
          db.exec('BEGIN IMMEDIATE');
          try {
            const value = await work(inner);
            db.exec('COMMIT');
            return value;
          } catch (error) {
            rollBackKeepingError(db);
            throw error;
          }
        });
      open = result;
      return result;
    },
  };
}

/** What the PostgreSQL runner needs of a pool or of one checked-out client. */
interface PgQueryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/** A client checked out of the pool: the pool listens for its errors only while it is idle, so we do meanwhile. */
export interface PgHeldClient extends PgQueryable {
  release(error?: Error | boolean): void;
  on?(event: 'error', listener: (error: Error) => void): unknown;
  off?(event: 'error', listener: (error: Error) => void): unknown;
}

export interface PgPoolLike extends PgQueryable {
  connect(callback: (error: Error | undefined, client: PgHeldClient | undefined) => void): void;
}

interface HeldClient<C> {
  client: C;
  broken(): Error | undefined;
  release(error?: Error): void;
}

/**
 * A client checked out with its error listener attached inside the pool's callback. `await pool.connect()` attached
 * it a microtask late: a new connection's ReadyForQuery and a restart's FATAL 57P01 read in one chunk emitted the
 * error in between, with no listener, and ended the process (the fault test's PostgreSQL restart, on a busy machine).
 */
export function connectHeld<C extends PgHeldClient>(pool: {
  connect(callback: (error: Error | undefined, client: C | undefined) => void): void;
}): Promise<HeldClient<C>> {
  return new Promise((resolve, reject) =>
    pool.connect((error, client) =>
      client && !error ? resolve(holdClient(client)) : reject(error ?? new Error('no client')),
    ),
  );
}

/**
 * Listens for the 'error' event of a held client until `release`: a backend terminated under it (a restart, a
 * failover, a kill) emits one, and an 'error' event nobody listens to ends the Node process. The query in flight
 * fails on its own (and becomes a 503); the error kept here makes the pool discard the connection.
 */
function holdClient<C extends PgHeldClient>(client: C): HeldClient<C> {
  let failed: Error | undefined;
  const listener = (error: Error) => {
    failed ??= error;
  };
  client.on?.('error', listener);
  return {
    client,
    broken: () => failed,
    release(error?: Error) {
      client.off?.('error', listener);
      client.release(error ?? failed);
    },
  };
}

const pgParams = (params: readonly SqlValue[]) => params.map((p) => (typeof p === 'bigint' ? p.toString() : p));

/**
 * The PostgreSQL runner: `?` placeholders numbered, plain statements on the pool, and a transaction on one
 * client checked out for it (so other callers run beside it, on other connections, never inside it).
 */
export function postgresRunner(pool: PgPoolLike): SqlRunner {
  const on = (db: PgQueryable, inTransaction: boolean): SqlRunner => ({
    dialect: 'postgres',
    async all<T>(sql: string, params: readonly SqlValue[] = []) {
      return (await db.query(numberPlaceholders(sql), pgParams(params))).rows as T[];
    },
    async get<T>(sql: string, params: readonly SqlValue[] = []) {
      return (await db.query(numberPlaceholders(sql), pgParams(params))).rows[0] as T | undefined;
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      return { changes: (await db.query(numberPlaceholders(sql), pgParams(params))).rowCount ?? 0 };
    },
    async transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> {
      if (inTransaction) return work(this); // nested: already inside the outer transaction
      const held = await connectHeld(pool);
      const client = held.client;
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const value = await work(on(client, true));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        if (!held.broken())
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        throw error;
      } finally {
        held.release(broken); // a connection that could not roll back (or died) is discarded, not reused
      }
    },
  });
  return on(pool, false);
}

// Writing migrations once for both backends (server/storage/migrations.ts explains the rules).
type MigrationDialect = SqlRunner['dialect'];

/** A generated integer primary key, as each backend writes it. */
export const SERIAL: Readonly<Record<MigrationDialect, string>> = {
  sqlite: 'INTEGER PRIMARY KEY AUTOINCREMENT',
  postgres: 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY',
};

/** A migration whose SQL is the same on both backends. */
export const same = (name: string, sql: string): Migration => ({ name, sqlite: sql, postgres: sql });
/** A migration written once with the backend's own words filled in (see SERIAL). */
export const perDialect = (name: string, write: (dialect: MigrationDialect) => string): Migration => ({
  name,
  sqlite: write('sqlite'),
  postgres: write('postgres'),
});
