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
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    return { ok: false, error: `EVENT_RETENTION_DAYS must be a whole number of days, at least 1 (got "${raw}")` };
  return { ok: true, value: Number(raw) };
}

/**
 * Contact requests are kept only as long as they serve their purpose (RODO art. 5(1)(e)): a call-back request
 * (phone_leads, with its change history) PHONE_LEAD_RETENTION_DAYS after it was made (default 90: long enough to
 * call, try again and answer a complaint); a partner sign-up (partner_signups) PARTNER_SIGNUP_RETENTION_DAYS after
 * it was sent (default 730: two years to decide on it and to prove what the partner applied with).
 */
export interface ContactRetention {
  phoneLeadDays: number;
  partnerSignupDays: number;
}
export const DEFAULT_CONTACT_RETENTION: ContactRetention = { phoneLeadDays: 90, partnerSignupDays: 730 };

export function readContactRetention(
  env: NodeJS.ProcessEnv,
): { ok: true; value: ContactRetention } | { ok: false; error: string } {
  const read = (name: string, fallback: number): number | string => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    return /^\d+$/.test(raw) && Number(raw) >= 1
      ? Number(raw)
      : `${name} must be a whole number of days, at least 1 (got "${raw}")`;
  };
  const phoneLeadDays = read('PHONE_LEAD_RETENTION_DAYS', DEFAULT_CONTACT_RETENTION.phoneLeadDays);
  if (typeof phoneLeadDays === 'string') return { ok: false, error: phoneLeadDays };
  const partnerSignupDays = read('PARTNER_SIGNUP_RETENTION_DAYS', DEFAULT_CONTACT_RETENTION.partnerSignupDays);
  if (typeof partnerSignupDays === 'string') return { ok: false, error: partnerSignupDays };
  return { ok: true, value: { phoneLeadDays, partnerSignupDays } };
}

/** Deletes call-back requests (and their change history) and partner sign-ups made before their cutoffs. */
export async function pruneContactRequests(
  sql: SqlRunner,
  now: Date,
  keep: ContactRetention,
): Promise<{ phoneLeads: number; partnerSignups: number }> {
  const phoneCutoff = retentionCutoff(now, keep.phoneLeadDays);
  const phoneLeads = await sql.transaction(async (tx) => {
    await tx.run(
      'DELETE FROM phone_lead_changes WHERE phone_lead_id IN (SELECT id FROM phone_leads WHERE created_at < ?)',
      [phoneCutoff],
    );
    return (await tx.run('DELETE FROM phone_leads WHERE created_at < ?', [phoneCutoff])).changes;
  });
  const partnerSignups = (
    await sql.run('DELETE FROM partner_signups WHERE created_at < ?', [retentionCutoff(now, keep.partnerSignupDays)])
  ).changes;
  return { phoneLeads, partnerSignups };
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
    const { changes } = await sql.run(
      'DELETE FROM events WHERE id IN (SELECT id FROM events WHERE received_at < ? ORDER BY received_at LIMIT ?)',
      [cutoff, chunk],
    );
    total += changes;
    if (changes < chunk) return total;
  }
}

/** Runs the job now and then every hour, until stopped; failures are logged and retried at the next turn. */
export function startRetention(
  storage: Storage,
  days: number,
  log: { info(msg: string): void; warn(msg: string): void },
  now: () => Date = () => new Date(),
  contacts: ContactRetention = DEFAULT_CONTACT_RETENTION,
): () => void {
  let running = false;
  const turn = async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await pruneEvents(storage.sql, retentionCutoff(now(), days));
      if (deleted > 0) log.info(`retention: deleted ${deleted} events older than ${days} days`);
      const contactsDeleted = await pruneContactRequests(storage.sql, now(), contacts);
      if (contactsDeleted.phoneLeads > 0)
        log.info(
          `retention: deleted ${contactsDeleted.phoneLeads} call-back requests ` +
            `older than ${contacts.phoneLeadDays} days`,
        );
      if (contactsDeleted.partnerSignups > 0)
        log.info(
          `retention: deleted ${contactsDeleted.partnerSignups} partner sign-ups ` +
            `older than ${contacts.partnerSignupDays} days`,
        );
    } catch (error) {
      log.warn(
        `retention: events or contact requests not pruned this time ` +
          `(${error instanceof Error ? error.message : String(error)})`,
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
