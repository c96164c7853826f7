// Syncing SQLite's WAL file ourselves: a commit made without SQLite's own sync (synchronous = NORMAL) is on the
// disk once an fdatasync of its WAL file that started after the commit has finished. The event writer's worker
// runs this (sqlite-event-writer.ts) from its source text, so it uses nothing but its arguments.
import type * as fsModule from 'node:fs';

export interface WalSyncer {
  /** Resolves once an fdatasync of the WAL file that started after this call has finished. */
  sync(): Promise<void>;
  close(): void;
}

/** The few calls of node:fs the syncer makes. */
export type WalSyncFs = Pick<typeof fsModule, 'openSync' | 'fdatasync' | 'closeSync'>;

/**
 * Syncs one WAL file in libuv's thread pool, at most `maxAtOnce` syncs at a time: a caller that finds them all
 * busy joins the next one, which starts when one finishes and covers every commit made before it started.
 * The file is opened read-only on first use (Linux syncs through any descriptor of the file); SQLite keeps the
 * WAL file (same inode) while its connection is open, which outlives this syncer.
 */
export function walSyncer(walFile: string, fs: WalSyncFs, maxAtOnce = 2): WalSyncer {
  let fd: number | null = null;
  let running = 0;
  let next: { promise: Promise<void>; start: () => void } | null = null;
  const run = (): Promise<void> => {
    running++;
    return new Promise<void>((resolve, reject) => {
      try {
        fd ??= fs.openSync(walFile, 'r');
      } catch (error) {
        running--;
        reject(error as Error);
        return;
      }
      fs.fdatasync(fd, (error) => {
        running--;
        if (next && running < maxAtOnce) {
          const waiting = next;
          next = null;
          waiting.start();
        }
        if (error) reject(error);
        else resolve();
      });
    });
  };
  return {
    sync() {
      if (running < maxAtOnce) return run();
      if (!next) {
        let start!: () => void;
        const promise = new Promise<void>((resolve, reject) => {
          start = () => run().then(resolve, reject);
        });
        next = { promise, start };
      }
      return next.promise;
    },
    close() {
      if (fd !== null) fs.closeSync(fd);
      fd = null;
    },
  };
}
