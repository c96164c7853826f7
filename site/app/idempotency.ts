// The Idempotency-Key of a form submission (POST /api/leads): one UUID per submission, reused while the same body
// is sent again after a failure that may have reached the server, so a retry never stores the lead twice.
import { UUID_V4_BYTES, uuidV4FromBytes } from '../../contracts/uuid';

export interface SubmissionAttempt {
  /** The body as sent (JSON). */
  body: string;
  key: string;
}

/** The attempt for `body`: the last one while the body is unchanged (a retry), else a new key. */
export function idempotencyKeyFor(
  body: string,
  last: SubmissionAttempt | null,
  makeKey: () => string,
): SubmissionAttempt {
  return last && last.body === body ? last : { body, key: makeKey() };
}

/** A fresh UUID v4 (crypto.randomUUID where the page has it, random bytes elsewhere). */
export const newSubmissionKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : uuidV4FromBytes(crypto.getRandomValues(new Uint8Array(UUID_V4_BYTES)));
