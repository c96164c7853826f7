// Sends queued partner postbacks (postback_deliveries): GET the expanded URL, 2xx is delivered, anything else is
// retried with exponential backoff until the attempts run out. Redirects are not followed (a redirect could point
// anywhere, including inside our network); the address is checked at connect time (ssrf.ts).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { SqlRunner } from '../storage/sql';
import type { AffiliateConfig } from './config';
import { BlockedAddressError, guardedLookup, isPublicAddress, literalHost } from './ssrf';

/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;
export const DELIVERY_TIMEOUT_MS = 5_000;

/** The wait after failed attempt `attempt` (1 = the first): base, 2×base, 4×base… up to MAX_RETRY_DELAY_MS. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

export type SendResult =
  { kind: 'answered'; status: number } | { kind: 'failed'; error: string } | { kind: 'refused'; error: string };
export type Sender = (url: string) => Promise<SendResult>;

/** GET over http(s) to public addresses only (plus the test-only exempt hosts); the body is read and dropped. */
export function httpSender(allowHosts: ReadonlySet<string>, timeoutMs = DELIVERY_TIMEOUT_MS): Sender {
  const lookup = guardedLookup(allowHosts);
  return (target) =>
    new Promise<SendResult>((resolve) => {
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        return resolve({ kind: 'refused', error: 'not a valid address' });
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return resolve({ kind: 'refused', error: 'only http and https' });
      const literal = literalHost(url.hostname);
      // An address literal is never looked up, so the lookup guard would not see it: check it here.
      if (literal && !isPublicAddress(literal) && !allowHosts.has(url.hostname.toLowerCase()))
        return resolve({ kind: 'refused', error: `${literal} is not a public address` });
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(
        url,
        {
          method: 'GET',
          lookup: lookup as never,
          timeout: timeoutMs,
          headers: { 'user-agent': 'przelewik-postback/1', accept: '*/*' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ kind: 'answered', status: res.statusCode ?? 0 }));
          res.on('error', () => resolve({ kind: 'answered', status: res.statusCode ?? 0 }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', (error) =>
        resolve(
          error instanceof BlockedAddressError
            ? { kind: 'refused', error: error.message }
            : { kind: 'failed', error: error.message.slice(0, 200) },
        ),
      );
      req.end();
    });
}

interface DueRow {
  id: string;
  url: string;
  attempts: number;
}

/** Sends the deliveries that are due at `now`, oldest first, each claimed first; returns how many this pass tried. */
export async function deliverDue(
  sql: SqlRunner,
  send: Sender,
  config: Pick<AffiliateConfig, 'deliveryAttempts' | 'deliveryBaseDelayMs'>,
  now: () => Date,
  limit = 20,
): Promise<number> {
  const due = await sql.all<DueRow>(
    `SELECT id, url, attempts
      FROM postback_deliveries
      WHERE state = 'pending' AND next_attempt_at <= ?
      ORDER BY created_at, id
      LIMIT ?`,
    [now().toISOString(), limit],
  );
  let tried = 0;
  for (const row of due) {
    const attempts = Number(row.attempts) + 1;
    // Claimed before sending: only one pass (of possibly several server processes) moves attempts on, so a
    // postback is sent once. Until this attempt ends the row is due again only after its retry delay, which is
    // also when it is tried again if this process stops mid-send.
    const claimedAt = now();
    const claim = await sql.run(
      `UPDATE postback_deliveries SET attempts = ?, last_attempt_at = ?, next_attempt_at = ?
        WHERE id = ? AND state = 'pending' AND attempts = ?`,
      [
        attempts,
        claimedAt.toISOString(),
        new Date(claimedAt.getTime() + retryDelayMs(attempts, config.deliveryBaseDelayMs)).toISOString(),
        row.id,
        Number(row.attempts),
      ],
    );
    if (claim.changes === 0) continue;
    tried++;
    const result = await send(row.url);
    const at = now();
    if (result.kind === 'answered' && result.status >= 200 && result.status < 300) {
      await sql.run(
        `UPDATE postback_deliveries SET state = 'delivered', attempts = ?, last_attempt_at = ?, delivered_at = ?,
          http_status = ?, error = NULL, next_attempt_at = NULL
          WHERE id = ?`,
        [attempts, at.toISOString(), at.toISOString(), result.status, row.id],
      );
    } else if (result.kind === 'refused') {
      await sql.run(
        `UPDATE postback_deliveries SET state = 'refused', attempts = ?, last_attempt_at = ?, error = ?,
          next_attempt_at = NULL
          WHERE id = ?`,
        [attempts, at.toISOString(), result.error, row.id],
      );
    } else {
      const error = result.kind === 'answered' ? `HTTP ${result.status}` : result.error;
      const status = result.kind === 'answered' ? result.status : null;
      const last = attempts >= config.deliveryAttempts;
      await sql.run(
        `UPDATE postback_deliveries SET state = ?, attempts = ?, last_attempt_at = ?, http_status = ?, error = ?,
          next_attempt_at = ?
          WHERE id = ?`,
        [
          last ? 'failed' : 'pending',
          attempts,
          at.toISOString(),
          status,
          error,
          last ? null : new Date(at.getTime() + retryDelayMs(attempts, config.deliveryBaseDelayMs)).toISOString(),
          row.id,
        ],
      );
    }
  }
  return tried;
}

export interface DeliveryWorker {
  /** Runs a pass now (after the one in progress, if any). */
  kick(): void;
  stop(): void;
  /** Resolves when no pass is running (tests). */
  idle(): Promise<void>;
}

/** Runs `deliverDue` every `intervalMs` and on `kick()`; passes never overlap; errors are logged, never thrown. */
export function startDeliveryWorker(
  run: () => Promise<number>,
  onError: (error: unknown) => void,
  intervalMs = 15_000,
): DeliveryWorker {
  let running: Promise<void> | null = null;
  let again = false;
  const pass = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          // Keep going while a full batch came back, so a backlog drains without waiting for the timer.
          while ((await run()) >= 20) {
            /* next batch */
          }
        } catch (error) {
          onError(error);
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    kick: pass,
    stop: () => clearInterval(timer),
    idle: async () => {
      while (running) await running;
    },
  };
}
