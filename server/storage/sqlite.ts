// SQLite storage (better-sqlite3), the default: created and migrated on first start (migrations.ts); the
// database's user_version says how many migrations have run. Events are committed in groups (commit-group.ts).
import Database from 'better-sqlite3';
import { checkWrite } from './write-check';
import { sqliteRunner, type SqlRunner } from './sql';
import { insertLeadRow } from './lead-rows';
import { recordRows } from './record-rows';
import { MIGRATIONS } from './migrations';
import { commitGroup, type CommitGroupOptions } from './commit-group';
import { eventWriter } from './sqlite-event-writer';
import { eventLeadId } from './event-lead';
import { guardStorage } from './unavailable';
import { withIdempotency } from './idempotency';
import { prepareDatabaseFolder, secureDatabaseFiles } from './file-modes';
import type { SettleAnswer, StoredAnswer, LeadRecord, Storage, StoredEventInput } from './types';

export function migrate(db: Database.Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length)
    throw new Error(`database schema ${current} is newer than this server knows (${MIGRATIONS.length})`);
  for (let version = current; version < MIGRATIONS.length; version++) {
    // Each migration and its version bump commit together, so a crash never leaves half a schema.
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!.sqlite);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}

export interface SqliteOptions {
  events?: Partial<CommitGroupOptions>;
  /**
   * 'full' (default): every commit is synced to the disk before it is acknowledged, so an acknowledged event
   * survives a power cut too. 'normal': the WAL is synced at checkpoints only; a commit survives the process
   * being killed (the operating system has it) but the last ones may be lost with the machine's power.
   */
  synchronous?: 'full' | 'normal';
}

/** The database file with its settings (WAL where the file system has it) and every migration applied. */
function openDatabase(file: string, options: SqliteOptions): { db: Database.Database; wal: boolean } {
  if (file !== ':memory:') prepareDatabaseFolder(file);
  const db = new Database(file);
  // A file system without the shared memory WAL needs keeps the old journal: then SQLite syncs every commit itself.
  const wal = db.pragma('journal_mode = WAL', { simple: true }) === 'wal';
  if (file !== ':memory:') secureDatabaseFiles(file);
  db.pragma('busy_timeout = 5000');
  db.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  db.pragma('foreign_keys = ON');
  migrate(db);
  return { db, wal };
}

/**
 * Events are committed in groups: one transaction (one WAL sync) per group instead of one per event. With a WAL
 * database file, the groups are inserted and synced on a worker thread with its own connection
 * (sqlite-event-writer.ts): the event loop only hands them over and answers when they are on the disk. Without
 * one (':memory:', a file system without WAL), they are inserted here, each group taking its turn with the
 * runner's transactions so it never lands inside (and rolls back with) someone else's.
 */
function sqliteEvents(db: Database.Database, file: string, wal: boolean, sql: SqlRunner, options: SqliteOptions) {
  // Positional parameters, in EVENT_COLUMNS order: binding by name costs a lookup per column on the hottest insert.
  const insertEventSql = `INSERT INTO events (${EVENT_COLUMNS.join(', ')})
    VALUES (${EVENT_COLUMNS.map(() => '?').join(', ')})`;
  const writer =
    wal && file !== ':memory:'
      ? eventWriter({ file, insertSql: insertEventSql, synchronous: options.synchronous ?? 'full' })
      : null;
  const insertEvent = writer ? null : db.prepare(insertEventSql);
  const events = commitGroup<StoredEventInput, number>(
    writer
      ? (rows) => writer.write(rows.map(eventValues))
      : (rows) =>
          sql.transaction(async () => rows.map((e) => Number(insertEvent!.run(eventValues(e)).lastInsertRowid))),
    // Every turn's group goes to the writer at once: the thread merges all the groups waiting for it into one
    // transaction, which grows with the load. (At most 2 or 4 groups on their way made smaller transactions and
    // ~12 % fewer events per second here.) The queue's bound (maxQueued) still counts every row on its way.
    { ...options.events, maxInFlight: writer ? Number.POSITIVE_INFINITY : 1 },
  );
  return { events, writer };
}

export function openSqlite(file: string, options: SqliteOptions = {}): Storage {
  const { db, wal } = openDatabase(file, options);
  const ping = db.prepare('SELECT 1 AS one');
  const sql = sqliteRunner(db);
  const { events, writer } = sqliteEvents(db, file, wal, sql, options);
  return guardStorage({
    kind: 'sqlite',
    sql,
    ingest: {
      get queued() {
        return events.size;
      },
      observe: (listener) => events.observe(listener),
    },
    async ping() {
      try {
        return (ping.get() as { one: number } | undefined)?.one === 1;
      } catch {
        return false;
      }
    },
    async checkWrite() {
      return checkWrite(db);
    },
    insertEvent: (e: StoredEventInput) => events.add(e),
    withIdempotency: (route: string, key: string, now: Date, work: (settle: SettleAnswer) => Promise<StoredAnswer>) =>
      withIdempotency(sql, route, key, now, work),
    insertLead: (lead: LeadRecord, alongside?: (tx: SqlRunner) => Promise<void>) => insertLeadRow(sql, lead, alongside),
    ...recordRows(sql),
    async close() {
      await events.drain();
      await writer?.close();
      db.close();
    },
  });
}

/** The events table's columns the server writes, in the order of eventValues. */
export const EVENT_COLUMNS = [
  'received_at',
  'event',
  'origin',
  'session_id',
  'client_id',
  'domain',
  'referer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'data',
  'personal_removed',
  'lead_id',
] as const;

/** An event as the events table's columns, in EVENT_COLUMNS order (both backends). */
export function eventValues(e: StoredEventInput): (string | number | null)[] {
  const c = e.context;
  return [
    e.receivedAt.toISOString(),
    e.event,
    e.origin,
    c.session_id ?? null,
    c.client_id ?? null,
    c.domain ?? null,
    c.referer ?? null,
    c.utm_source ?? null,
    c.utm_medium ?? null,
    c.utm_campaign ?? null,
    c.utm_content ?? null,
    c.utm_term ?? null,
    JSON.stringify(e.data),
    e.removedPersonal,
    eventLeadId(e.data),
  ];
}
