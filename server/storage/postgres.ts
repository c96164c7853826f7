// PostgreSQL storage (node-postgres, pooled), chosen by DATABASE_URL: for operators who run several server
// processes or machines against one database. Same interface and same tests as SQLite (storage.test.ts).
// The schema comes from the one migration list (migrations.ts); the count of those run is kept in the
// schema_migrations table, and processes starting together take turns through an advisory lock.
import pg from 'pg';
import { commitGroup, type CommitGroupOptions } from './commit-group';
import { MIGRATIONS } from './migrations';
import { connectHeld, postgresRunner, type SqlRunner } from './sql';
import { insertLeadRow } from './lead-rows';
import { recordRows } from './record-rows';
import { EVENT_COLUMNS, eventValues } from './sqlite';
import { withIdempotency } from './idempotency';
import { HEARTBEAT_TABLE } from './write-check';
import { guardStorage, unavailableReason } from './unavailable';
import type { LeadRecord, Storage, SettleAnswer, StoredAnswer, StoredEventInput } from './types';

export interface PostgresOptions {
  /** Connections per process. */
  poolSize?: number;
  /** A schema to work in (the tests give each test its own); default: the server's search_path. */
  schema?: string;
  events?: Partial<CommitGroupOptions>;
  /** How long one group's insert may take before PostgreSQL cancels it (tests shorten it). */
  eventInsertTimeoutMs?: number;
}

/**
 * A group's insert that takes longer than this is cancelled by PostgreSQL itself (statement_timeout), so nothing
 * of it is committed and its events are answered 503 (the clients send them again); the next group goes on. With
 * one group in flight, a connection stuck on a lock or a dead network would otherwise hold every event back until
 * the queue is full. The client gives up a little later still, for a server that cannot even cancel.
 */
export const EVENT_INSERT_TIMEOUT_MS = 10_000;
const CLIENT_GRACE_MS = 2_000;
/** Connections of the events' own pool: one group in flight, and one spare while a broken one is replaced. */
const EVENT_POOL_SIZE = 2;

/** Any number unlikely to be used by another application on the same database for its advisory locks. */
const MIGRATION_LOCK = 72_614_001;
const CONNECT_TIMEOUT_MS = 2_000;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

// Counts and ids come back as numbers, like SQLite's (int8 would otherwise be a string); they stay far below 2^53.
const INT8_OID = 20;
const INT8_ARRAY_OID = 1016;
const int8Array = pg.types.getTypeParser(INT8_ARRAY_OID as Parameters<typeof pg.types.getTypeParser>[0], 'text') as (
  value: string,
) => (string | null)[];
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === INT8_ARRAY_OID) return (value: string) => int8Array(value).map((v) => (v === null ? null : Number(v)));
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as typeof pg.types.getTypeParser,
};

/** Runs the migrations not yet run, each in its own transaction with its version row. */
export async function migratePostgres(pool: pg.Pool): Promise<number> {
  const held = await connectHeld(pool);
  const client = held.client;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,
          applied_at TEXT NOT NULL)`,
      );
      const current =
        (await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations')).rows[0]?.v ?? 0;
      if (current > MIGRATIONS.length)
        throw new Error(`database schema ${current} is newer than this server knows (${MIGRATIONS.length})`);
      for (let version = current; version < MIGRATIONS.length; version++) {
        const migration = MIGRATIONS[version]!;
        await client.query('BEGIN');
        try {
          await client.query(migration.postgres);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
            version + 1,
            migration.name,
            new Date().toISOString(),
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(
            `migration ${version + 1} (${migration.name}) failed: ` +
              (error instanceof Error ? error.message : String(error)),
            { cause: error },
          );
        }
      }
      return MIGRATIONS.length;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    held.release();
  }
}

/**
 * One INSERT for a whole group of events, the same text for every group: each column's values go as one array
 * and `unnest` turns them back into rows, so the statement is prepared once per connection (named) and each
 * group only binds 15 arrays. A VALUES list with one placeholder per value was a new statement to parse and plan
 * for every group size (up to 2 800 placeholders); this way PostgreSQL's CPU per event fell by about half
 * (docs/operations.md). The ids come back as one sorted array: the insert reads the rows in the order of the arrays
 * (ORDER BY their ordinality) and takes each id from the sequence as it goes, so within one statement the ids
 * increase with the rows (other connections' inserts may take ids in between, never out of order within this one).
 */
/** Each column as a typed array parameter: $1::text[], … */
const EVENT_ARRAYS = EVENT_COLUMNS.map(
  (column, i) => `$${i + 1}::${column === 'personal_removed' ? 'integer' : 'text'}[]`,
).join(', ');

const INSERT_EVENTS = {
  name: 'przelewik-insert-events',
  text: `WITH stored AS (
           INSERT INTO events (${EVENT_COLUMNS.join(', ')})
           SELECT ${EVENT_COLUMNS.join(', ')}
           FROM unnest(${EVENT_ARRAYS})
             WITH ORDINALITY AS given (${EVENT_COLUMNS.join(', ')}, n)
           ORDER BY n
           RETURNING id)
         SELECT array_agg(id ORDER BY id) AS ids FROM stored`,
};

/** The group's values, one array per column in EVENT_COLUMNS order. */
function eventColumns(rows: StoredEventInput[]): unknown[][] {
  const columns: unknown[][] = EVENT_COLUMNS.map(() => new Array<unknown>(rows.length));
  rows.forEach((e, r) => {
    const values = eventValues(e);
    for (let c = 0; c < values.length; c++) columns[c]![r] = values[c];
  });
  return columns;
}

type Query = <T>(text: string, values?: unknown[]) => Promise<pg.QueryResult<T & pg.QueryResultRow>>;

const queryOn =
  (pool: pg.Pool): Query =>
  async <T>(text: string, values: unknown[] = []) =>
    (await pool.query(text, values)) as pg.QueryResult<T & pg.QueryResultRow>;

/** The pool for everything, and the events' own small one. */
function postgresPools(url: string, options: PostgresOptions): { pool: pg.Pool; eventPool: pg.Pool } {
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // TCP keepalive: a connection whose other end vanished (a failover, a cut network) is found and dropped.
    keepAlive: true,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
  // Events have a small pool of their own, with a time limit on every statement: an event flood never takes the
  // connections leads and the console need, and a stuck insert is cancelled instead of holding the queue.
  const insertTimeoutMs = options.eventInsertTimeoutMs ?? EVENT_INSERT_TIMEOUT_MS;
  const eventPool = new pg.Pool({
    ...connection,
    max: EVENT_POOL_SIZE,
    statement_timeout: insertTimeoutMs,
    query_timeout: insertTimeoutMs + CLIENT_GRACE_MS,
  });
  // An idle connection dropped by the server (a restart, a failover) is an 'error' event on the pool: the pool
  // discards that connection and opens a new one on the next query; without a listener it would end the process.
  pool.on('error', () => undefined);
  eventPool.on('error', () => undefined);
  return { pool, eventPool };
}

function postgresEvents(eventPool: pg.Pool, options: PostgresOptions) {
  // One group in flight at a time: what arrives meanwhile forms the next group (up to 500 events), so the groups
  // grow with the load and the commits cost the least CPU per event. Five groups at once (one per two pooled
  // connections) made smaller groups: PostgreSQL spent ~21 instead of ~14 µs per event, and the server answered
  // ~7 % fewer events here. One group of 500 per round trip still allows far more events per second than a
  // process can read, even with a remote database a few milliseconds away.
  return commitGroup<StoredEventInput, number>(
    async (rows) => {
      const result = (await eventPool.query({ ...INSERT_EVENTS, values: eventColumns(rows) })) as pg.QueryResult<{
        ids: number[];
      }>;
      return result.rows[0]!.ids;
    },
    { maxInFlight: 1, ...options.events },
  );
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Storage> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema))
    throw new Error(`schema name "${options.schema}" is not a plain lower-case identifier`);
  const { pool, eventPool } = postgresPools(url, options);
  try {
    await migratePostgres(pool);
  } catch (error) {
    await Promise.all([pool.end(), eventPool.end()]);
    throw error;
  }
  const sql = postgresRunner(pool);
  const q = queryOn(pool);
  const events = postgresEvents(eventPool, options);
  let closed = false;
  return guardStorage({
    kind: 'postgres',
    sql,
    ingest: {
      get queued() {
        return events.size;
      },
      observe: (listener) => events.observe(listener),
    },
    async ping() {
      if (closed) return false;
      try {
        return (await q<{ one: number }>('SELECT 1 AS one')).rows[0]?.one === 1;
      } catch {
        return false;
      }
    },
    async checkWrite() {
      if (closed) return 'database is closed';
      try {
        const at = new Date().toISOString();
        await q(
          `CREATE TABLE IF NOT EXISTS ${HEARTBEAT_TABLE} (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL)`,
        );
        await q(
          `INSERT INTO ${HEARTBEAT_TABLE} (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at`,
          [at],
        );
        const row = (await q<{ at: string }>(`SELECT at FROM ${HEARTBEAT_TABLE} WHERE id = 1`)).rows[0];
        return row?.at === at ? null : 'database did not keep a write';
      } catch (error) {
        return unavailableReason(error) ?? 'database write failed';
      }
    },
    insertEvent: (e: StoredEventInput) => events.add(e),
    withIdempotency: (route: string, key: string, now: Date, work: (settle: SettleAnswer) => Promise<StoredAnswer>) =>
      withIdempotency(sql, route, key, now, work),
    insertLead: (lead: LeadRecord, alongside?: (tx: SqlRunner) => Promise<void>) => insertLeadRow(sql, lead, alongside),
    ...recordRows(sql),
    async close() {
      if (closed) return;
      await events.drain();
      closed = true;
      await Promise.all([pool.end(), eventPool.end()]);
    },
  });
}
