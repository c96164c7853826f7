// Lead delivery to a lender's API: the lead as JSON, signed with HMAC-SHA256 over "{timestamp}.{body}" with the
// lender's secret (headers X-Przelewik-Timestamp and X-Przelewik-Signature: sha256=HEX), retried with backoff,
// every attempt kept in lead_deliveries. Before each attempt the sharing consent is read again: a withdrawn
// consent stops the delivery ('refused'), so data reaches only lenders the visitor agreed to.
import { createHmac, randomUUID } from 'node:crypto';
import type { SqlRunner } from '../storage/sql';
import type { LeadRow } from '../storage/types';
import type { DeliveryConfig } from './delivery-config';
import { sharingConsent } from './ledger';

/** Multiples of the backoff before retry 1, 2, … ; after the last one the delivery is given up ('failed'). */
export const BACKOFF_STEPS = [1, 5, 30, 120, 720] as const;
export const MAX_ATTEMPTS = BACKOFF_STEPS.length + 1;
/** A lender that has not answered within this is counted as a failed attempt. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
const SIGNATURE_HEADER = 'x-przelewik-signature';
const TIMESTAMP_HEADER = 'x-przelewik-timestamp';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'refused';

export const signBody = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** When the next attempt is due after `attempts` failed ones, or null when there is none left. */
export function nextAttemptAt(attempts: number, now: Date, backoffMs: number): Date | null {
  const step = BACKOFF_STEPS[attempts - 1];
  return step === undefined ? null : new Date(now.getTime() + step * backoffMs);
}

/** What a lender receives of a lead: the row without our own bookkeeping. */
type LeadForDelivery = Omit<LeadRow, 'consents_version' | 'origin'>;

export interface DeliveryRow {
  id: string;
  lead_id: string;
  lender: string;
  consent_id: string;
  created_at: string;
  status: DeliveryStatus;
  attempts: number;
  next_at: string | null;
  last_at: string | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: string | null;
}

/** The delivery row for (lead, lender), created pending when there is none yet. */
export async function queueDelivery(
  sql: SqlRunner,
  leadId: string,
  lender: string,
  consentId: string,
  now: Date,
): Promise<DeliveryRow> {
  await sql.run(
    `INSERT INTO lead_deliveries (id, lead_id, lender, consent_id, created_at, status, attempts, next_at)
      VALUES (?, ?, ?, ?, ?, 'pending', 0, ?)
     ON CONFLICT (lead_id, lender) DO UPDATE SET consent_id = excluded.consent_id,
       status = CASE WHEN lead_deliveries.status = 'delivered' THEN 'delivered' ELSE 'pending' END,
       attempts = CASE WHEN lead_deliveries.status = 'delivered' THEN lead_deliveries.attempts ELSE 0 END,
       next_at = CASE WHEN lead_deliveries.status = 'delivered' THEN NULL ELSE excluded.next_at END`,
    [randomUUID(), leadId, lender, consentId, now.toISOString(), now.toISOString()],
  );
  return (await sql.get<DeliveryRow>('SELECT * FROM lead_deliveries WHERE lead_id = ? AND lender = ?', [
    leadId,
    lender,
  ]))!;
}

export type Fetcher = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number }>;

/**
 * One attempt at a pending delivery. Claims the row first (attempts goes up only if nobody else took it), so two
 * server processes never send the same attempt twice. Returns the row's status afterwards.
 */
export async function attemptDelivery(
  sql: SqlRunner,
  config: DeliveryConfig,
  row: DeliveryRow,
  fetcher: Fetcher,
  now: () => Date,
): Promise<DeliveryStatus> {
  const endpoint = config.lenders.get(row.lender);
  const at = now();
  const claimed = await sql.run(
    `UPDATE lead_deliveries SET attempts = attempts + 1, last_at = ?, next_at = NULL
      WHERE id = ? AND status = 'pending' AND attempts = ?`,
    [at.toISOString(), row.id, row.attempts],
  );
  if (claimed.changes === 0)
    return (
      (await sql.get<{ status: DeliveryStatus }>('SELECT status FROM lead_deliveries WHERE id = ?', [row.id]))
        ?.status ?? 'failed'
    );
  const attempts = row.attempts + 1;
  const finish = async (status: DeliveryStatus, httpStatus: number | null, error: string | null, next: Date | null) => {
    await sql.run(
      `UPDATE lead_deliveries SET status = ?, last_status = ?, last_error = ?, next_at = ?, delivered_at = ?
        WHERE id = ?`,
      [
        status,
        httpStatus,
        error,
        next?.toISOString() ?? null,
        status === 'delivered' ? now().toISOString() : null,
        row.id,
      ],
    );
    return status;
  };
  const consent = await sharingConsent(sql, row.lead_id, row.lender);
  if (!consent) return finish('refused', null, 'no standing sharing consent', null);
  if (!endpoint) return finish('failed', null, 'the lender has no API endpoint configured', null);
  const lead = await sql.get<LeadForDelivery>(
    'SELECT id, created_at, amount, term, term_unit, birth_date, phone, email FROM leads WHERE id = ?',
    [row.lead_id],
  );
  if (!lead) return finish('refused', null, 'the lead no longer exists', null);
  const body = JSON.stringify({
    delivery_id: row.id,
    lead_id: lead.id,
    created_at: lead.created_at,
    loan: { amount: lead.amount, term: lead.term, term_unit: lead.term_unit },
    birth_date: lead.birth_date,
    phone: lead.phone,
    email: lead.email,
    consent: {
      id: consent.id,
      text_version: consent.text_version,
      text_sha256: consent.text_hash,
      given_at: consent.given_at,
    },
  });
  const timestamp = String(Math.floor(at.getTime() / 1000));
  let status: number | null = null;
  let error: string;
  try {
    const answer = await fetcher(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signBody(endpoint.secret, timestamp, body),
        'idempotency-key': row.id,
      },
      body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    status = answer.status;
    if (status >= 200 && status < 300) return finish('delivered', status, null, null);
    error = `the lender answered ${status}`;
  } catch (cause) {
    error =
      cause instanceof Error
        ? cause.name === 'TimeoutError'
          ? 'no answer in time'
          : cause.message.slice(0, 200)
        : 'request failed';
  }
  // A 4xx other than 408/429 will not get better by retrying: the lender refused this lead.
  const permanent = status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
  const next = permanent ? null : nextAttemptAt(attempts, now(), config.backoffMs);
  return finish(next ? 'pending' : 'failed', status, error, next);
}

/** Runs every delivery that is due; the server calls it on a timer. */
export async function runDueDeliveries(
  sql: SqlRunner,
  config: DeliveryConfig,
  fetcher: Fetcher,
  now: () => Date,
): Promise<number> {
  const due = await sql.all<DeliveryRow>(
    `SELECT *
      FROM lead_deliveries
      WHERE status = 'pending' AND next_at IS NOT NULL AND next_at <= ?
      ORDER BY next_at
      LIMIT 50`,
    [now().toISOString()],
  );
  for (const row of due) await attemptDelivery(sql, config, row, fetcher, now);
  return due.length;
}

/** Starts the retry timer; returns its stop. */
export function startDeliveryWorker(
  sql: SqlRunner,
  config: DeliveryConfig,
  fetcher: Fetcher,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const every = Math.min(config.backoffMs, 30_000);
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueDeliveries(sql, config, fetcher, () => new Date())
      .catch(onError)
      .finally(() => (running = false));
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
