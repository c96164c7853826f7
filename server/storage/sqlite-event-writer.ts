// SQLite's event inserts on a worker thread with its own connection to the same database file, so the second
// core does the inserts and their syncs while the event loop keeps reading requests. What it changes for an
// event and what it does not:
// - An event is still acknowledged only after the transaction holding it is committed and, with synchronous =
//   full, after the WAL file is synced (the same rule as before, and the same kill -9 and power-cut guarantees).
// - The worker commits every batch that reached it in one turn in one transaction, without SQLite's own sync,
//   then syncs the WAL itself in its own thread pool (walSyncer, at most 2 syncs at once, each covering every
//   commit made before it started): the write lock is held for the inserts only, never for a sync.
// - The main connection keeps every other write (leads, tokens, the ledger). Both are WAL connections to one
//   file: a main-thread write that meets the worker's open transaction waits (busy_timeout) for its inserts,
//   well under a millisecond per batch of events; the sync is outside the lock.
// - If the worker stops (it should not), the events it held are answered 503 (the clients retry) and the next
//   write starts a new one.
//
// The worker's code is this module's `writerThread` function, started with `eval`, so it runs the same from the
// TypeScript sources (tests) and from the built server: it must not use anything from the module around it; what
// it needs comes as workerData (the driver's resolved path, the file, the insert) and through the worker's `require`.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { StorageUnavailableError, UNAVAILABLE_RETRY_AFTER_S } from './unavailable';
import { walSyncer } from './wal-sync';

/** One event as the insert's positional values (sqlite.ts, eventValues). */
export type EventValues = (string | number | null)[];

export interface EventWriter {
  /** Inserts `rows` and resolves with their ids once they are committed (and synced, with synchronous = full). */
  write(rows: EventValues[]): Promise<number[]>;
  /** Answers what it holds, then stops the worker and closes its connection. */
  close(): Promise<void>;
}

export interface EventWriterOptions {
  /** The database file (not ':memory:': the worker opens it again). */
  file: string;
  /** INSERT … VALUES (?, …) in the values' order. */
  insertSql: string;
  /** 'full': the WAL is synced before a batch is answered; 'normal': not (the operating system has it). */
  synchronous: 'full' | 'normal';
  /** The thread's heap bound in MB (it holds the groups on their way: at most the commit queue's 20 000 rows). */
  heapMb?: number;
}

/** The writer thread's heap bound by default: the queue's bound of events, several times over. */
export const WRITER_HEAP_MB = 256;

interface WorkerSetup {
  driver: string;
  file: string;
  insertSql: string;
  fullSync: boolean;
  walSyncer: string;
}

type ToWorker = { id: number; rows: EventValues[] } | { close: true };
type FromWorker = { ready: true } | { id: number; ids: number[] } | { id: number; error: { message: string; code: string | null } } | { closed: true };

/**
 * The worker's body. Runs in the worker only (started from its source text): everything it uses is required
 * here or passed in workerData.
 */
/* c8 ignore start */
function writerThread(load: NodeJS.Require): void {
  const { parentPort, workerData } = load('node:worker_threads') as typeof import('node:worker_threads');
  const fs = load('node:fs') as typeof import('node:fs');
  const setup = workerData as WorkerSetup;
  const Database = load(setup.driver) as typeof import('better-sqlite3');
  const port = parentPort!;
  const db = new Database(setup.file);
  db.pragma('busy_timeout = 5000');
  // This connection commits without SQLite's sync: the WAL is synced below, outside the write lock.
  db.pragma('synchronous = NORMAL');
  const insert = db.prepare(setup.insertSql);
  const makeSyncer = new Function(`return (${setup.walSyncer})`)() as typeof walSyncer;
  const wal = setup.fullSync ? makeSyncer(`${setup.file}-wal`, fs, 2) : null;
  let queued: { id: number; rows: EventValues[] }[] = [];
  let scheduled = false;
  let closing = false;
  /** Committed batches whose WAL sync has not finished: answered when it has. */
  const unanswered = new Set<Promise<void>>();

  const answerError = (ids: number[], error: unknown) => {
    const e = error as { message?: unknown; code?: unknown };
    const detail = { message: String(e?.message ?? error), code: typeof e?.code === 'string' ? e.code : null };
    for (const id of ids) port.postMessage({ id, error: detail });
  };
  const commitQueued = () => {
    scheduled = false;
    const batches = queued;
    queued = [];
    if (batches.length === 0) return;
    let results: number[][];
    try {
      db.exec('BEGIN IMMEDIATE');
      try {
        results = batches.map((b) => b.rows.map((row) => Number(insert.run(row).lastInsertRowid)));
        db.exec('COMMIT');
      } catch (error) {
        if (db.inTransaction) {
          try {
            db.exec('ROLLBACK');
          } catch {
            /* the first error says why */
          }
        }
        throw error;
      }
    } catch (error) {
      answerError(batches.map((b) => b.id), error);
      return;
    }
    const answer = () => batches.forEach((b, i) => port.postMessage({ id: b.id, ids: results[i] }));
    if (!wal) return answer();
    const syncing = wal.sync().then(answer, (error: unknown) => answerError(batches.map((b) => b.id), error));
    unanswered.add(syncing);
    void syncing.finally(() => unanswered.delete(syncing));
  };
  port.on('message', (message: ToWorker) => {
    if ('close' in message) {
      closing = true;
      commitQueued();
      // Every batch is answered before the thread says it is done (messages keep their order).
      void Promise.allSettled([...unanswered]).then(() => {
        wal?.close();
        db.close();
        port.postMessage({ closed: true });
      });
      return;
    }
    if (closing) return;
    queued.push(message);
    // Every batch that reached this thread in one turn shares one transaction.
    if (!scheduled) {
      scheduled = true;
      setImmediate(commitQueued);
    }
  });
  port.postMessage({ ready: true });
}
/* c8 ignore stop */

/**
 * Starts the writer's worker (without waiting for it: the first write does). A worker that cannot open the
 * database fails the writes that waited for it, and the next write tries a new one.
 */
export function eventWriter(options: EventWriterOptions): EventWriter {
  const setup: WorkerSetup = {
    driver: createRequire(import.meta.url).resolve('better-sqlite3'),
    file: options.file,
    insertSql: options.insertSql,
    fullSync: options.synchronous === 'full',
    // The syncer's source: the worker cannot import it (its code is text), so it rebuilds it from this.
    walSyncer: walSyncer.toString(),
  };
  const waiting = new Map<number, { resolve: (ids: number[]) => void; reject: (error: unknown) => void }>();
  let nextId = 1;
  let worker: Worker | null = null;
  let starting: Promise<Worker> | null = null;
  let closed = false;

  const stopped = (why: string) => {
    for (const w of waiting.values()) w.reject(new StorageUnavailableError(why, UNAVAILABLE_RETRY_AFTER_S));
    waiting.clear();
  };
  const start = (): Promise<Worker> =>
    new Promise<Worker>((resolve, reject) => {
      // The worker's `require` reaches the function as an argument: bundlers rewrite the name `require` inside it.
      const w = new Worker(`(${writerThread.toString()})(require)`, { eval: true, workerData: setup, name: 'sqlite-event-writer', resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? WRITER_HEAP_MB } });
      let ready = false;
      w.on('message', (message: FromWorker) => {
        if ('ready' in message) {
          ready = true;
          // Idle, the worker does not keep the process alive; a batch in flight does (write, below).
          w.unref();
          resolve(w);
          return;
        }
        if ('closed' in message) return;
        const pending = waiting.get(message.id);
        if (!pending) return;
        waiting.delete(message.id);
        if (waiting.size === 0) w.unref();
        if ('ids' in message) pending.resolve(message.ids);
        else pending.reject(Object.assign(new Error(message.error.message), { code: message.error.code ?? undefined }));
      });
      w.on('error', (error) => {
        if (!ready) reject(error);
        else stopped('event writer stopped');
      });
      w.on('exit', () => {
        if (worker === w) worker = null;
        starting = null;
        if (!ready) reject(new Error('the event writer stopped before it was ready'));
        stopped('event writer stopped');
      });
    });

  const running = (): Promise<Worker> => {
    if (worker) return Promise.resolve(worker);
    starting ??= start().then(
      (w) => (worker = w),
      (error: unknown) => {
        starting = null;
        throw error;
      },
    );
    return starting;
  };
  // Started now, so the first event does not wait for it; a failure here is the first write's to report.
  running().catch(() => undefined);

  return {
    async write(rows) {
      if (closed) throw new StorageUnavailableError('server is shutting down', UNAVAILABLE_RETRY_AFTER_S);
      const w = worker ?? (await running());
      const id = nextId++;
      return new Promise<number[]>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        w.ref();
        w.postMessage({ id, rows } satisfies ToWorker);
      });
    },
    async close() {
      closed = true;
      const w = worker ?? (starting ? await starting.catch(() => null) : null);
      if (!w) return;
      w.ref();
      await new Promise<void>((resolve) => {
        w.once('exit', () => resolve());
        w.on('message', (message: FromWorker) => {
          if ('closed' in message) void w.terminate();
        });
        w.postMessage({ close: true } satisfies ToWorker);
      });
    },
  };
}
