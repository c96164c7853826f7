// Idempotency keys, the same on both backends. A request claims its (route, key) with a claim of its own and a
// short lease; its answer is written under that claim in the same transaction as what it stores, so a stored lead
// always has its answer and an answer always has its lead. A request that died with its process leaves only the
// claim: once the lease is over the next retry takes the claim over and runs again. A slow request whose claim was
// taken over finds it gone when it writes its answer, and its transaction rolls back.
import { randomUUID } from 'node:crypto';
import type { SqlRunner } from './sql';
import type { IdempotentResult, SettleAnswer, StoredAnswer } from './types';

/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim holds before the next retry may take it over: far longer than a registration takes (a few
 * milliseconds, a second on a loaded machine), short enough that a visitor retrying after a crash is not stuck. A
 * request slower than this loses nothing: its transaction finds the claim taken and rolls back.
 */
export const IDEMPOTENCY_LEASE_MS = 5_000;

const IN_PROGRESS = 409;
const IN_PROGRESS_BODY = JSON.stringify({
  ok: false,
  error: 'the first request with this Idempotency-Key is still being processed',
});

/** The claim was taken over by a retry while this request ran: whatever it wrote is rolled back. */
export class ClaimLostError extends Error {
  constructor() {
    super('the Idempotency-Key was taken over by a retry');
    this.name = 'ClaimLostError';
  }
}

interface KeyRow {
  status: number;
  body: string;
  created_at: string;
}

const inProgress = (row: KeyRow | undefined, now: Date): IdempotentResult => {
  const leaseLeft = row ? Date.parse(row.created_at) + IDEMPOTENCY_LEASE_MS - now.getTime() : IDEMPOTENCY_LEASE_MS;
  return {
    answer: { status: IN_PROGRESS, body: IN_PROGRESS_BODY },
    replayed: true,
    retryAfterSeconds: Math.max(1, Math.ceil(leaseLeft / 1000)),
  };
};

/**
 * Runs `work` once per (route, key) within IDEMPOTENCY_TTL_MS: a repeat gets the first successful answer back.
 * `work` gets `settle`, to write its answer inside the transaction that stores its data; an answer it did not
 * settle is written after it returns. A refusal (not 2xx) and an error free the key, so a corrected retry runs.
 */
export async function withIdempotency(
  sql: SqlRunner,
  route: string,
  key: string,
  now: Date,
  work: (settle: SettleAnswer) => Promise<StoredAnswer>,
): Promise<IdempotentResult> {
  await sql.run('DELETE FROM idempotency_keys WHERE created_at < ?', [
    new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
  ]);
  const claim = randomUUID();
  const read = () =>
    sql.get<KeyRow>('SELECT status, body, created_at FROM idempotency_keys WHERE route = ? AND key = ?', [route, key]);
  let claimed = false;
  // Three rounds cover every race: a key that vanished (expired) or was taken by another retry between reads.
  for (let round = 0; round < 3 && !claimed; round++) {
    const row = await read();
    if (!row) {
      const inserted = await sql.run(
        `INSERT INTO idempotency_keys (key, route, created_at, status, body, claim)
          VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (route, key) DO NOTHING`,
        [key, route, now.toISOString(), IN_PROGRESS, IN_PROGRESS_BODY, claim],
      );
      claimed = inserted.changes === 1;
    } else if (row.status !== IN_PROGRESS) {
      return { answer: { status: row.status, body: row.body }, replayed: true };
    } else if (Date.parse(row.created_at) + IDEMPOTENCY_LEASE_MS > now.getTime()) {
      return inProgress(row, now);
    } else {
      // The lease is over: the request that held it died (or is far too slow). Taken over only if nobody else did.
      const taken = await sql.run(
        `UPDATE idempotency_keys SET claim = ?, created_at = ?
          WHERE route = ? AND key = ? AND status = ? AND created_at = ?`,
        [claim, now.toISOString(), route, key, IN_PROGRESS, row.created_at],
      );
      claimed = taken.changes === 1;
    }
  }
  if (!claimed) return inProgress(await read(), now);

  let settled = false;
  const settle: SettleAnswer = async (tx, answer) => {
    if (answer.status < 200 || answer.status >= 300) return;
    const written = await tx.run(
      'UPDATE idempotency_keys SET status = ?, body = ? WHERE route = ? AND key = ? AND claim = ? AND status = ?',
      [answer.status, answer.body, route, key, claim, IN_PROGRESS],
    );
    if (written.changes !== 1) throw new ClaimLostError();
    settled = true;
  };
  const drop = () =>
    sql.run('DELETE FROM idempotency_keys WHERE route = ? AND key = ? AND claim = ? AND status = ?', [
      route,
      key,
      claim,
      IN_PROGRESS,
    ]);
  try {
    const answer = await work(settle);
    // Only a stored success is replayed; a refusal frees the key, so a corrected retry is checked afresh.
    if (answer.status >= 200 && answer.status < 300) {
      if (!settled) await sql.transaction((tx) => settle(tx, answer));
    } else await drop();
    return { answer, replayed: false };
  } catch (error) {
    if (error instanceof ClaimLostError) {
      const row = await read();
      return row && row.status !== IN_PROGRESS
        ? { answer: { status: row.status, body: row.body }, replayed: true }
        : inProgress(row, now);
    }
    // Freed for the next retry; when the database is down this fails too, and the lease frees it instead.
    await drop().catch(() => undefined);
    throw error;
  }
}
