// Lockout after failed logins, per account and per client address, each with its own counter. Pure: the state of
// one counter and the time in, the next state out; login-failures.ts stores the counters.

/** Failures allowed within the window before the key is locked. */
export const MAX_FAILURES = { account: 5, ip: 20 } as const;
/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** How long a locked key stays locked. */
export const LOCK_MS = 15 * 60 * 1000;

export interface FailureState {
  failures: number;
  firstAt: string;
  lockedUntil: string | null;
}

export const isLocked = (state: FailureState | undefined, now: Date): boolean =>
  !!state?.lockedUntil && Date.parse(state.lockedUntil) > now.getTime();

/** The counter after one more failure at `now`: a fresh window when the old one ran out, locked at the limit. */
export function afterFailure(state: FailureState | undefined, now: Date, limit: number): FailureState {
  const fresh =
    !state ||
    now.getTime() - Date.parse(state.firstAt) > FAILURE_WINDOW_MS ||
    (state.lockedUntil !== null && !isLocked(state, now));
  const failures = fresh ? 1 : state.failures + 1;
  const firstAt = fresh ? now.toISOString() : state.firstAt;
  return { failures, firstAt, lockedUntil: failures >= limit ? new Date(now.getTime() + LOCK_MS).toISOString() : null };
}

/**
 * The counter after an attempt counted up front turned out to be the right password: that failure is taken back,
 * and the lock it may have set is lifted unless other failures still reach the limit.
 */
export function afterSuccess(state: FailureState | undefined, limit: number): FailureState | undefined {
  if (!state) return undefined;
  const failures = Math.max(0, state.failures - 1);
  return { failures, firstAt: state.firstAt, lockedUntil: failures >= limit ? state.lockedUntil : null };
}
