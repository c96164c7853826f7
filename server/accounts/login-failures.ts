// The failed-login counters of one area (the console's operators or the portal's partners), stored in that area's
// table: one counter per account and one per client address, moved by the pure rules of lockout.ts. Both areas
// count the same way: an attempt is counted before its password is checked (so parallel guesses cannot all pass
// the check), and a right password takes its own count back.
import { lockKey, type SqlRunner } from '../storage/sql';
import { afterFailure, afterSuccess, isLocked, MAX_FAILURES, type FailureState } from './lockout';
import { SCRYPT, unmatchableHash, verifyPassword, type ScryptCost } from './password';

/** The tables holding the counters, one per area. */
export type FailureTable = 'admin_login_failures' | 'partner_login_failures';

/**
 * Checks a password against the stored hash, or against a dummy one at the cost new hashes get when there is none
 * (same time either way, so timing does not tell which addresses have an account).
 */
export const checkPassword = (
  password: string,
  stored: string | null | undefined,
  cost: ScryptCost = SCRYPT,
): Promise<boolean> => verifyPassword(password.slice(0, 1024), stored ?? unmatchableHash(cost));

/** The two counters one attempt moves. */
export interface LoginKeys {
  account: string;
  ip: string;
}

export const loginKeys = (address: string, ip: string): LoginKeys => ({
  account: `account:${address}`,
  ip: `ip:${ip}`,
});

/** The counters of one area. */
export function loginFailures(table: FailureTable) {
  const read = async (sql: SqlRunner, key: string): Promise<FailureState | undefined> => {
    const row = await sql.get<{ failures: number; first_at: string; locked_until: string | null }>(
      `SELECT failures, first_at, locked_until FROM ${table} WHERE key = ?`,
      [key],
    );
    return row ? { failures: Number(row.failures), firstAt: row.first_at, lockedUntil: row.locked_until } : undefined;
  };

  /** Moves one counter inside a transaction: the key is locked first, so changes made at once all count. */
  const update = async (
    tx: SqlRunner,
    key: string,
    next: (state: FailureState | undefined) => FailureState | undefined,
  ): Promise<void> => {
    await lockKey(tx, `${table}:${key}`);
    const state = next(await read(tx, key));
    if (!state) return;
    await tx.run(
      `INSERT INTO ${table} (key, failures, first_at, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET
         failures = excluded.failures, first_at = excluded.first_at, locked_until = excluded.locked_until`,
      [key, state.failures, state.firstAt, state.lockedUntil],
    );
  };

  const locked = async (sql: SqlRunner, keys: LoginKeys, now: Date): Promise<boolean> =>
    isLocked(await read(sql, keys.account), now) || isLocked(await read(sql, keys.ip), now);

  return {
    /**
     * Counts an attempt before its password is checked; false when either counter is locked (nothing is counted
     * then). Both keys are locked first, always in this order, so the check sees every attempt counted before it.
     */
    admit(sql: SqlRunner, keys: LoginKeys, now: Date): Promise<boolean> {
      return sql.transaction(async (tx) => {
        await lockKey(tx, `${table}:${keys.account}`);
        await lockKey(tx, `${table}:${keys.ip}`);
        if (await locked(tx, keys, now)) return false;
        await update(tx, keys.account, (state) => afterFailure(state, now, MAX_FAILURES.account));
        await update(tx, keys.ip, (state) => afterFailure(state, now, MAX_FAILURES.ip));
        return true;
      });
    },
    /** Whether the counters are locked now (after a wrong password: the page then says so). */
    locked,
    /** After the right password, inside the transaction that opens the session: the attempt's counts taken back. */
    async succeeded(tx: SqlRunner, keys: LoginKeys): Promise<void> {
      await tx.run(`DELETE FROM ${table} WHERE key = ?`, [keys.account]);
      await update(tx, keys.ip, (state) => afterSuccess(state, MAX_FAILURES.ip));
    },
    /** Forgets an account's counter (a new password, a sign-in link used). */
    async forgetAccount(sql: SqlRunner, address: string): Promise<void> {
      await sql.run(`DELETE FROM ${table} WHERE key = ?`, [`account:${address}`]);
    },
  };
}
