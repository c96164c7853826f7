// SQLite's event inserts on a worker thread with its own connection to the same database file, so the second
// core does the inserts and their syncs while the event loop keeps reading requests. What it changes for an
// event and what it does not:
// - An event is still acknowledged only after the transaction holding it is committed and, with synchronous =
//   full, after the WAL file is synced (the same rule as before, and the same kill -9 and power-cut guarantees).
// - The event loop groups the events (commit-group.ts, with its bound: past it, 503 with Retry-After) and hands
//   each group over in one message; the worker commits every group that reached it in one turn in one
//   transaction, without SQLite's own sync, then fdatasyncs the WAL file itself, on its own thread, after the
//   COMMIT: the write lock is held for the inserts only, never for a sync. Groups that arrive during a sync wait
//   for the next turn and share its transaction and its sync, so transactions grow with the load. One message
//   answers every group of a transaction.
// - The main connection keeps every other write (leads, tokens, the ledger). Both are WAL connections to one
//   file: a main-thread write that meets the worker's open transaction waits (busy_timeout) for its inserts,
//   well under a millisecond per batch of events; the sync is outside the lock.
// - If the worker stops (it should not), the events it held are answered 503 (the clients retry) and the next
//   hand-over starts a new one.
//
// The worker's code is this module's `writerThread` function, started with `eval`, so it runs the same from the
// TypeScript sources (tests) and from the built server: it must not use anything from the module around it; what
// it needs comes as workerData (the driver's resolved path, the file, the insert) and through the worker's `require`.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { StorageUnavailableError, UNAVAILABLE_RETRY_AFTER_S } from './unavailable';

/** One event as the insert's positional values (sqlite.ts, eventValues). */
export type EventValues = (string | number | null)[];

export interface EventWriter {
  /** Inserts `rows` and resolves with their ids once they are committed (and synced, with synchronous = full). */
  write(rows: EventValues[]): Promise<number[]>;
  /** Answers what it was handed, then stops the worker and closes its connection; a second call waits for the first. */
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
}

type ToWorker = { id: number; rows: EventValues[] } | { close: true };
type FromWorker =
  | { ready: true }
  /** Hand-overs `done[i]` committed (and synced) with the row ids `ids[i]`. */
  | { done: number[]; ids: number[][] }
  | { failed: number[]; error: { message: string; code: string | null } }
  | { closed: true };

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
  // The WAL file, opened read-only for its syncs (Linux syncs the file through any descriptor). SQLite keeps it
  // (the same inode) while a connection is open, and this thread's connection is open until it stops.
  let walFd: number | null = null;
  let queued: { id: number; rows: EventValues[] }[] = [];
  let scheduled = false;
  let closing = false;

  const fail = (ids: number[], error: unknown) => {
    const e = error as { message?: unknown; code?: unknown };
    port.postMessage({
      failed: ids,
      error: { message: String(e?.message ?? error), code: typeof e?.code === 'string' ? e.code : null },
    } satisfies FromWorker);
  };
  const commitQueued = () => {
    scheduled = false;
    const batches = queued;
    queued = [];
    if (batches.length === 0) return;
    const done = batches.map((b) => b.id);
    let ids: number[][];
    try {
      db.exec('BEGIN IMMEDIATE');
      try {
        ids = batches.map((b) => b.rows.map((row) => Number(insert.run(row).lastInsertRowid)));
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
      // On this thread, after the COMMIT: what arrives meanwhile waits for the next transaction and its sync.
      if (setup.fullSync) fs.fdatasyncSync((walFd ??= fs.openSync(`${setup.file}-wal`, 'r')));
    } catch (error) {
      fail(done, error);
      return;
    }
    port.postMessage({ done, ids } satisfies FromWorker);
  };
  port.on('message', (message: ToWorker) => {
    if ('close' in message) {
      if (closing) return;
      closing = true;
      // Messages keep their order: everything handed over before this one is answered now.
      commitQueued();
      if (walFd !== null) fs.closeSync(walFd);
      walFd = null;
      db.close();
      port.postMessage({ closed: true } satisfies FromWorker);
      return;
    }
    if (closing) return;
    queued.push(message);
    // Every hand-over that reached this thread in one turn shares one transaction.
    if (!scheduled) {
      scheduled = true;
      setImmediate(commitQueued);
    }
  });
  port.postMessage({ ready: true } satisfies FromWorker);
}
/* c8 ignore stop */

interface Waiter {
  resolve: (ids: number[]) => void;
  reject: (error: unknown) => void;
}

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
  };
  /** Groups the worker has not answered, by id. */
  const sent = new Map<number, Waiter>();
  let nextId = 1;
  let worker: Worker | null = null;
  let starting: Promise<Worker> | null = null;
  let closed = false;
  let closing: Promise<void> | null = null;

  const settle = (id: number): Waiter | undefined => {
    const waiter = sent.get(id);
    sent.delete(id);
    return waiter;
  };
  const failSent = (ids: Iterable<number>, error: unknown) => {
    for (const id of [...ids]) settle(id)?.reject(error);
  };
  const start = (): Promise<Worker> =>
    new Promise<Worker>((resolve, reject) => {
      // The worker's `require` reaches the function as an argument: bundlers rewrite the name `require` inside it.
      const w = new Worker(`(${writerThread.toString()})(require)`, {
        eval: true,
        workerData: setup,
        name: 'sqlite-event-writer',
        resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? WRITER_HEAP_MB },
      });
      let ready = false;
      w.on('message', (message: FromWorker) => {
        if ('done' in message) {
          message.done.forEach((id, i) => settle(id)?.resolve(message.ids[i]!));
        } else if ('failed' in message) {
          failSent(
            message.failed,
            Object.assign(new Error(message.error.message), { code: message.error.code ?? undefined }),
          );
        } else if ('ready' in message) {
          ready = true;
          resolve(w);
        } else return;
        // Idle, the worker does not keep the process alive; a group on its way does (write, below).
        if (sent.size === 0) w.unref();
      });
      w.on('error', (error) => {
        if (!ready) reject(error);
        else failSent(sent.keys(), new StorageUnavailableError('event writer stopped', UNAVAILABLE_RETRY_AFTER_S));
      });
      w.on('exit', () => {
        // Only this worker's own start is forgotten: a newer one may be starting already (running, below).
        if (worker === w) {
          worker = null;
          starting = null;
        }
        if (!ready) reject(new Error('the event writer stopped before it was ready'));
        failSent(sent.keys(), new StorageUnavailableError('event writer stopped', UNAVAILABLE_RETRY_AFTER_S));
      });
    });

  const running = (): Promise<Worker> => {
    if (worker) return Promise.resolve(worker);
    if (starting) return starting;
    const attempt: Promise<Worker> = start().then(
      (w) => (worker = w),
      (error: unknown) => {
        if (starting === attempt) starting = null;
        throw error;
      },
    );
    starting = attempt;
    return attempt;
  };
  // Started now, so the first event does not wait for it; a failure here is the first write's to report.
  running().catch(() => undefined);

  return {
    async write(rows) {
      if (closed) throw new StorageUnavailableError('server is shutting down', UNAVAILABLE_RETRY_AFTER_S);
      // Groups written while the worker starts are posted in their order once it is up.
      const w = worker ?? (await running());
      const id = nextId++;
      return new Promise<number[]>((resolve, reject) => {
        sent.set(id, { resolve, reject });
        w.ref();
        w.postMessage({ id, rows } satisfies ToWorker);
      });
    },
    close() {
      // Once: a second call (SIGINT and SIGTERM both shut the server down) waits for the first.
      closing ??= (async () => {
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
      })();
      return closing;
    },
  };
}
