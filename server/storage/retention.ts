// Events are kept for EVENT_RETENTION_DAYS (default 395: thirteen months, enough to compare a month with the same
// month a year before), then deleted by a job every server process runs hourly. Deleting is idempotent, so
// several processes running it against one PostgreSQL only repeat a cheap indexed query. Rows go in chunks, so
// no delete holds the write lock (SQLite) or a long transaction (PostgreSQL) while events keep arriving.
import type { SqlRunner } from './sql';
import type { Storage } from './types';

export const DEFAULT_EVENT_RETENTION_DAYS = 395;
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 5_000;

/** EVENT_RETENTION_DAYS: a whole number of days ≥ 1; unset means the default. */
export function readRetentionDays(env: NodeJS.ProcessEnv): { ok: true; value: number } | { ok: false; error: string } {
  const raw = env.EVENT_RETENTION_DAYS?.trim();
  if (raw === undefined || raw === '') return { ok: true, value: DEFAULT_EVENT_RETENTION_DAYS };
  if (!/^\d+$/.test(raw) || Number(raw) < 1) return { ok: false, error: `EVENT_RETENTION_DAYS must be a whole number of days, at least 1 (got "${raw}")` };
  return { ok: true, value: Number(raw) };
}

/** The oldest received_at that is kept. Events are stamped in UTC, so whole UTC days go at once. */
export function retentionCutoff(now: Date, days: number): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - days * DAY_MS).toISOString();
}

/** Deletes events received before `cutoff` (ISO), chunk by chunk through the events_by_time index. */
export async function pruneEvents(sql: SqlRunner, cutoff: string, chunk = CHUNK): Promise<number> {
  let total = 0;
  for (;;) {
    const { changes } = await sql.run('DELETE FROM events WHERE id IN (SELECT id FROM events WHERE received_at < ? ORDER BY received_at LIMIT ?)', [cutoff, chunk]);
    total += changes;
    if (changes < chunk) return total;
  }
}

/** Runs the job now and then every hour, until stopped; failures are logged and retried at the next turn. */
export function startRetention(storage: Storage, days: number, log: { info(msg: string): void; warn(msg: string): void }, now: () => Date = () => new Date()): () => void {
  let running = false;
  const turn = async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await pruneEvents(storage.sql, retentionCutoff(now(), days));
      if (deleted > 0) log.info(`retention: deleted ${deleted} events older than ${days} days`);
    } catch (error) {
      log.warn(`retention: events not pruned this time (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      running = false;
    }
  };
  void turn();
  const timer = setInterval(() => void turn(), RETENTION_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
