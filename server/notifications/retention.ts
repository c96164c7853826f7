// Push tokens that serve nothing any more are deleted, as the privacy policy promises ("Nieaktualny token usuwamy
// najpóźniej w ciągu 30 dni": the number is PUSH_TOKEN_RETENTION_DAYS, which the policy prints):
// - a token FCM called unregistered (push_tokens.dead_at) is kept a little under that limit, so a browser that posts
//   it again meanwhile still finds it dead and it is never sent to again, then deleted by the hourly pass;
// - a token whose lead no longer exists (erased: the erasure deletes the lead's tokens at once, but the browser still
//   holds the old lead id and posts its token with it again at its next refresh) is deleted at the next pass.
// The sends that went to a deleted token keep their outcome for the console's counts, not the token (as erasure does).
// Like the event retention (storage/retention.ts): idempotent, so every process may run it against one database.
import { PUSH_TOKEN_RETENTION_DAYS } from '../../contracts/data-flows';
import { RETENTION_INTERVAL_MS } from '../storage/retention';
import type { SqlRunner } from '../storage/sql';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a dead token is kept: one day less than promised, so a pass or two that fail still keep the promise. */
export const DEAD_TOKEN_KEEP_MS = (PUSH_TOKEN_RETENTION_DAYS - 1) * DAY_MS;

const DEAD = 'dead_at IS NOT NULL AND dead_at < ?';
const ORPHANED = 'lead_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = push_tokens.lead_id)';

/** Deletes the dead tokens past their keep and the tokens of leads that no longer exist; returns how many of each. */
export async function prunePushTokens(sql: SqlRunner, now: Date): Promise<{ dead: number; orphaned: number }> {
  const cutoff = new Date(now.getTime() - DEAD_TOKEN_KEEP_MS).toISOString();
  const prune = (where: string, params: string[]) =>
    sql.transaction(async (tx) => {
      await tx.run(
        `UPDATE push_sends SET token = id, next_attempt_at = NULL,
          state = CASE WHEN state = 'pending' THEN 'failed' ELSE state END
         WHERE token IN (SELECT token FROM push_tokens WHERE ${where})`,
        params,
      );
      return (await tx.run(`DELETE FROM push_tokens WHERE ${where}`, params)).changes;
    });
  const dead = await prune(DEAD, [cutoff]);
  const orphaned = await prune(ORPHANED, []);
  return { dead, orphaned };
}

/** Runs the pass now and then every hour, until stopped; a failure is logged and retried at the next turn. */
export function startPushTokenRetention(
  sql: SqlRunner,
  log: { info(msg: string): void; warn(msg: string): void },
  now: () => Date = () => new Date(),
): () => void {
  let running = false;
  const turn = async () => {
    if (running) return;
    running = true;
    try {
      const { dead, orphaned } = await prunePushTokens(sql, now());
      if (dead > 0) log.info(`retention: deleted ${dead} dead push tokens`);
      if (orphaned > 0) log.info(`retention: deleted ${orphaned} push tokens of leads that no longer exist`);
    } catch (error) {
      log.warn(
        `retention: push tokens not pruned this time (${error instanceof Error ? error.message : String(error)})`,
      );
    } finally {
      running = false;
    }
  };
  void turn();
  const timer = setInterval(() => void turn(), RETENTION_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
