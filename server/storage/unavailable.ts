// When the database cannot take a write for a while (PostgreSQL restarting or unreachable, the disk full, the
// write queue full), a write endpoint answers 503 with Retry-After (app.ts) instead of 500: the client may come
// back, nothing was stored, and a load balancer sees an unhealthy instance. Both backends' errors are named here.
import type { SqlRunner } from './sql';
import type { Storage } from './types';

export class StorageUnavailableError extends Error {
  constructor(
    /** In words an operator acts on, never internals. */
    readonly reason: string,
    readonly retryAfterSeconds: number,
    /** 'overload': this process has too much queued (not a database fault); 'database': the database refused. */
    readonly source: 'database' | 'overload' = 'database',
  ) {
    super(`storage unavailable: ${reason}`);
    this.name = 'StorageUnavailableError';
  }
}

/** Seconds a client is asked to wait after a database error that passes by itself. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

const PG_CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/** Why an error means "the database cannot take this now", or null for any other error (a bug, bad data). */
export function unavailableReason(error: unknown): string | null {
  if (error instanceof StorageUnavailableError) return error.reason;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const message = error instanceof Error ? error.message : '';
  // SQLite (better-sqlite3 error codes).
  if (code === 'SQLITE_FULL') return 'disk is full';
  if (code.startsWith('SQLITE_READONLY')) return 'database is read-only';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'database is busy';
  if (code.startsWith('SQLITE_IOERR')) return 'disk input/output error';
  // PostgreSQL: SQLSTATE classes 53 (insufficient resources), 57P (shutting down, cannot connect now),
  // 08 (connection exception), and the driver's own connection failures.
  if (code === '53100') return 'disk is full';
  if (code.startsWith('53')) return 'database is out of resources';
  if (code.startsWith('57P')) return 'database is restarting';
  // 57014: a statement cancelled by its time limit (the event insert's statement_timeout): nothing was committed.
  if (code === '57014') return 'database did not answer in time';
  if (code.startsWith('08') || PG_CONNECTION_CODES.has(code)) return 'database does not answer';
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|pool.*(ended|closed)|Query read timeout/i.test(
      message,
    )
  )
    return 'database does not answer';
  return null;
}

/** `error` as a StorageUnavailableError when it is one in substance, else unchanged. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof StorageUnavailableError) return error;
  const reason = unavailableReason(error);
  return reason === null ? error : new StorageUnavailableError(reason, UNAVAILABLE_RETRY_AFTER_S);
}

/**
 * How long a write refused by the database (disk full, read-only, unreachable) keeps /healthz failing, even when
 * the heartbeat's own tiny write still fits: a load balancer should stop sending writes to this instance.
 */
export const FAILED_WRITE_MEMORY_MS = 10_000;

type Wrap = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => (...args: A) => Promise<R>;

function guardRunner(sql: SqlRunner, wrap: Wrap): SqlRunner {
  return {
    dialect: sql.dialect,
    all: wrap((q, p) => sql.all(q, p)),
    get: wrap((q, p) => sql.get(q, p)),
    run: wrap((q, p) => sql.run(q, p)),
    transaction: wrap((work) => sql.transaction(work)),
  };
}

/** The same storage, with "cannot take this now" errors turned into StorageUnavailableError (both backends). */
export function guardStorage(storage: Storage, now: () => number = Date.now): Storage {
  let lastFailure: { reason: string; at: number } | null = null;
  const failed = (error: unknown): never => {
    const unavailable = asUnavailable(error);
    // A full write queue is load, not a broken database: it does not fail the health check.
    if (unavailable instanceof StorageUnavailableError && unavailable.source === 'database')
      lastFailure = { reason: unavailable.reason, at: now() };
    throw unavailable;
  };
  // A handler on the promise, not an async function around it: the event insert runs it on every page view, and
  // this way its success costs no extra promise turns.
  const wrap: Wrap =
    (fn) =>
    (...args) => {
      try {
        return fn(...args).catch(failed);
      } catch (error) {
        return Promise.reject(error).catch(failed);
      }
    };
  return {
    kind: storage.kind,
    sql: guardRunner(storage.sql, wrap),
    ping: () => storage.ping(),
    async checkWrite() {
      const reason = await storage.checkWrite();
      if (reason !== null) return reason;
      return lastFailure && now() - lastFailure.at < FAILED_WRITE_MEMORY_MS ? lastFailure.reason : null;
    },
    close: () => storage.close(),
    insertEvent: wrap((e) => storage.insertEvent(e)),
    savePartnerSignup: wrap((s) => storage.savePartnerSignup(s)),
    withIdempotency: wrap((route, key, now, work) => storage.withIdempotency(route, key, now, work)),
    insertLead: wrap((l, alongside) => storage.insertLead(l, alongside)),
    upsertPushToken: wrap((p) => storage.upsertPushToken(p)),
    insertLeadWebhook: wrap((w) => storage.insertLeadWebhook(w)),
    findLeadProfile: wrap((id) => storage.findLeadProfile(id)),
    insertPhoneLead: wrap((l) => storage.insertPhoneLead(l)),
    ...(storage.ingest ? { ingest: storage.ingest } : {}),
  };
}
