// The events client's one retry after a busy server (README, "What a busy server loses"): a chunk of its own,
// fetched only when the server answers 503, so no page pays for it before (docs/performance.md).
import type { Result } from '../../contracts/result';
import type { Env } from '../env';

/** The longest Retry-After a 503 may ask for and still get its one retry. */
export const RETRY_AFTER_MAX_S = 30;

/** Retry-After in whole seconds (what our server sends), 0–30, as milliseconds; null for no retry. */
export function retryAfterMs(header: string | null): number | null {
  return /^\s*\d+\s*$/.test(header ?? '') && Number(header) <= RETRY_AFTER_MAX_S ? Number(header) * 1000 : null;
}

/**
 * After a first 503: `resend` once the wait it asks for has passed, or `busy` at once when it asks for none or too
 * long.
 */
export function afterBusy(
  env: Env,
  response: Response,
  resend: () => Promise<Result<unknown>>,
  busy: Result<unknown>,
): Promise<Result<unknown>> {
  const wait = retryAfterMs(response.headers.get('retry-after'));
  return wait === null ? Promise.resolve(busy) : new Promise((resume) => env.timers.set(() => resume(resend()), wait));
}
