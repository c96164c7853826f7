// Group commit: many small writes (events) share one transaction. Each caller's promise settles only after the
// transaction holding its row has committed (or failed), so an acknowledged write is a stored write; what
// changes is that one commit (one fsync) serves up to `maxBatch` rows. A bounded queue: past `maxQueued` waiting
// rows a new one is refused at once (the route answers 503 with Retry-After) instead of memory growing without
// bound while the database is slow or away.
import type { CommitListener } from './types';
import { StorageUnavailableError } from './unavailable';

export interface CommitGroupOptions {
  /** Rows per transaction at most. */
  maxBatch: number;
  /**
   * How long the first row of a group waits for company before its group is committed; 0: until the end of the
   * current event-loop turn (every request already read joins it, and none waits for a timer).
   */
  maxWaitMs: number;
  /** Rows waiting or being committed, at most; past it new rows are refused. */
  maxQueued: number;
  /** Transactions in flight at once (1 for SQLite, which writes one at a time anyway; a few for a pool). */
  maxInFlight: number;
}

export const DEFAULT_COMMIT_GROUP: CommitGroupOptions = {
  maxBatch: 500,
  maxWaitMs: 0,
  maxQueued: 20_000,
  maxInFlight: 1,
};

/** What a full queue answers: come back in a second. */
export const QUEUE_FULL_RETRY_AFTER_S = 1;

export interface CommitGroup<T, R> {
  /** Queues `item`; resolves with its result once its group committed, rejects with the group's error. */
  add(item: T): Promise<R>;
  /** Resolves when everything queued so far has been committed or has failed. */
  drain(): Promise<void>;
  /** Rows waiting or being committed. */
  readonly size: number;
  /** Calls `listener` after each group's commit (the metrics' latency histogram); returns the way to stop. */
  observe(listener: CommitListener): () => void;
}

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/** `commit` stores its rows in one transaction and returns one result per row, in order. */
export function commitGroup<T, R>(
  commit: (items: T[]) => Promise<R[]>,
  options: Partial<CommitGroupOptions> = {},
): CommitGroup<T, R> {
  const { maxBatch, maxWaitMs, maxQueued, maxInFlight } = { ...DEFAULT_COMMIT_GROUP, ...options };
  const pending: Waiting<T, R>[] = [];
  let inFlightRows = 0;
  let inFlight = 0;
  let timer: { cancel(): void } | null = null;
  const later = (fn: () => void) => {
    if (maxWaitMs > 0) {
      const t = setTimeout(fn, maxWaitMs);
      return { cancel: () => clearTimeout(t) };
    }
    const i = setImmediate(fn);
    return { cancel: () => clearImmediate(i) };
  };
  const idle: (() => void)[] = [];
  // Read once per group, never per row: with nobody listening a commit costs no clock read at all.
  const listeners = new Set<CommitListener>();
  const tell = (started: number, rows: number, committed: boolean) => {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(seconds, rows, committed);
  };

  const settleIdle = () => {
    if (pending.length === 0 && inFlight === 0) for (const done of idle.splice(0)) done();
  };

  const flush = () => {
    if (timer) {
      timer.cancel();
      timer = null;
    }
    while (pending.length > 0 && inFlight < maxInFlight) {
      const group = pending.splice(0, maxBatch);
      inFlight++;
      inFlightRows += group.length;
      void (async () => {
        const started = listeners.size > 0 ? performance.now() : -1;
        try {
          const results = await commit(group.map((w) => w.item));
          if (results.length !== group.length)
            throw new Error(`commit returned ${results.length} results for ${group.length} rows`);
          if (started >= 0) tell(started, group.length, true);
          group.forEach((w, i) => w.resolve(results[i]!));
        } catch (error) {
          if (started >= 0) tell(started, group.length, false);
          for (const w of group) w.reject(error);
        } finally {
          inFlight--;
          inFlightRows -= group.length;
          // Rows that arrived during the commit have waited long enough: they go now, together.
          if (pending.length > 0) flush();
          settleIdle();
        }
      })();
    }
  };

  return {
    add(item: T): Promise<R> {
      if (pending.length + inFlightRows >= maxQueued) {
        return Promise.reject(
          new StorageUnavailableError('too many writes waiting', QUEUE_FULL_RETRY_AFTER_S, 'overload'),
        );
      }
      return new Promise<R>((resolve, reject) => {
        pending.push({ item, resolve, reject });
        if (pending.length >= maxBatch) flush();
        else timer ??= later(flush);
      });
    },
    drain() {
      if (pending.length === 0 && inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idle.push(resolve);
        flush();
      });
    },
    get size() {
      return pending.length + inFlightRows;
    },
    observe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
