// The notification queue. A lender's postback that moves a conversion to approved or paid (rejected when the operator
// turns it on) queues one notification for the lead, at most one per state (a unique key); the postback's request
// does only that insert. The worker pass (startDeliveryWorker, like partner postbacks and mail) fans a due
// notification out to the lead's live tokens and sends each through FCM, off every request's path: never in the
// quiet hours, only while the lead's push consent stands, retried with backoff on 429/5xx, and a token FCM calls
// unregistered is marked dead and never used again.
import { leadErased } from '../storage/erased-leads';
import { randomUUID } from 'node:crypto';
import { promptTexts } from '../../loader/features/push/texts';
import { ANY_LENDER, recordConsent, withdrawConsent, type ConsentContext } from '../consents/ledger';
import type { SqlRunner } from '../storage/sql';
import type { PushSender } from './fcm';
import { statusLinkSecret, statusToken, statusUrl } from './link';
import { isQuiet, sendableFrom } from './quiet';
import { NOTIFIED_STATUSES, notificationText, type NotifiedStatus } from './texts';

/**
 * The version of the push consent's text: the prompt's words in the token's language (loader/features/push/texts.ts).
 */
export const PUSH_CONSENT_VERSION = 'push-prompt-1';
/** The longest wait between two attempts at one token. */
export const MAX_PUSH_RETRY_MS = 6 * 60 * 60 * 1000;
const BATCH = 20;

export const isNotifiedStatus = (status: string, notifyRejected: boolean): status is NotifiedStatus =>
  (NOTIFIED_STATUSES as readonly string[]).includes(status) && (status !== 'rejected' || notifyRejected);

/** The lead's standing push consent, if any. */
export async function standingPushConsent(sql: SqlRunner, leadId: string): Promise<{ id: string } | undefined> {
  return sql.get<{ id: string }>(
    `SELECT id
      FROM consent_records
      WHERE lead_id = ? AND purpose = 'push' AND withdrawn_at IS NULL
      ORDER BY given_at DESC
      LIMIT 1`,
    [leadId],
  );
}

/**
 * Records the visitor's push consent in the ledger when a token arrives with their lead id (they allowed
 * notifications: our prompt and the browser's own question), once per lead. A withdrawn one is not renewed: the
 * browser keeps its permission and re-sends its token on its own (a refresh every 7 days), which is no new consent.
 * The text kept is the prompt's promise in the token's language.
 */
export async function recordPushConsent(
  sql: SqlRunner,
  leadId: string,
  country: number | null,
  context: ConsentContext,
): Promise<boolean> {
  if (await sql.get("SELECT id FROM consent_records WHERE lead_id = ? AND purpose = 'push' LIMIT 1", [leadId]))
    return false;
  if (await leadErased(sql, leadId)) return false;
  await recordConsent(
    sql,
    leadId,
    {
      purpose: 'push',
      channel: 'web',
      lender: ANY_LENDER,
      text: promptTexts(country ?? undefined).message,
      version: PUSH_CONSENT_VERSION,
    },
    context,
  );
  return true;
}

/**
 * Deletes a token the visitor took back in its browser; when it was the lead's last token, the lead's push consent is
 * withdrawn in the ledger too (which cancels what waits for it), since no browser of theirs wants notifications now.
 */
export async function forgetPushToken(sql: SqlRunner, token: string, now: Date): Promise<void> {
  const row = await sql.get<{ lead_id: string | null }>('SELECT lead_id FROM push_tokens WHERE token = ?', [token]);
  if (!row) return;
  await sql.run('DELETE FROM push_tokens WHERE token = ?', [token]);
  if (!row.lead_id) return;
  const left = await sql.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM push_tokens WHERE lead_id = ? AND dead_at IS NULL',
    [row.lead_id],
  );
  const consent = await standingPushConsent(sql, row.lead_id);
  if (Number(left?.n ?? 0) === 0 && consent) await withdrawConsent(sql, consent.id, now);
}

export interface ConversionMove {
  conversionId: string;
  lender: string;
  status: string;
  /** When the lender's postback reported it. */
  at: Date;
}

/**
 * Queues the notification of a conversion's move, when its state is one we notify, the conversion has a lead, and
 * the lead has push consent and a live token. True when a notification was queued (false for the second report of
 * a state: the unique key keeps one per lead and state).
 */
export async function queueNotification(
  sql: SqlRunner,
  move: ConversionMove,
  options: { notifyRejected: boolean; now: Date },
): Promise<boolean> {
  if (!isNotifiedStatus(move.status, options.notifyRejected)) return false;
  const conversion = await sql.get<{ lead_id: string | null }>('SELECT lead_id FROM conversions WHERE id = ?', [
    move.conversionId,
  ]);
  const leadId = conversion?.lead_id;
  if (!leadId) return false;
  if (!(await standingPushConsent(sql, leadId))) return false;
  const live = await sql.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM push_tokens WHERE lead_id = ? AND dead_at IS NULL',
    [leadId],
  );
  if (Number(live?.n ?? 0) === 0) return false;
  const { changes } = await sql.run(
    `INSERT INTO push_notifications (id, lead_id, status, conversion_id, lender, reported_at, created_at, due_at, state)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued') ON CONFLICT (lead_id, status) DO NOTHING`,
    [
      randomUUID(),
      leadId,
      move.status,
      move.conversionId,
      move.lender,
      move.at.toISOString(),
      options.now.toISOString(),
      sendableFrom(options.now).toISOString(),
    ],
  );
  return changes > 0;
}

/** The wait after failed attempt `attempt` (1 = the first): base, 2×base, 4×base… up to MAX_PUSH_RETRY_MS. */
export const pushRetryDelayMs = (attempt: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_PUSH_RETRY_MS);

export interface DeliverOptions {
  attempts: number;
  retryMs: number;
  linkDays: number;
  /** The origin of the status page links. */
  linkOrigin: string;
}

interface DueSend {
  id: string;
  notification_id: string;
  token: string;
  attempts: number;
  status: NotifiedStatus;
  lead_id: string;
  created_at: string;
  country: number | null;
}

/** Due notifications become one pending send per live token of their lead; none left (or no consent): cancelled. */
async function fanOut(sql: SqlRunner, at: string): Promise<void> {
  const due = await sql.all<{ id: string; lead_id: string }>(
    `SELECT id, lead_id FROM push_notifications
     WHERE state = 'queued' AND due_at <= ?
     ORDER BY created_at, id LIMIT ?`,
    [at, BATCH],
  );
  for (const n of due) {
    await sql.transaction(async (tx) => {
      const consent = await standingPushConsent(tx, n.lead_id);
      const tokens = consent
        ? await tx.all<{ token: string }>(
            'SELECT token FROM push_tokens WHERE lead_id = ? AND dead_at IS NULL ORDER BY created_at, token',
            [n.lead_id],
          )
        : [];
      if (tokens.length === 0) {
        await tx.run("UPDATE push_notifications SET state = 'cancelled' WHERE id = ? AND state = 'queued'", [n.id]);
        return;
      }
      const { changes } = await tx.run(
        "UPDATE push_notifications SET state = 'sending' WHERE id = ? AND state = 'queued'",
        [n.id],
      );
      if (changes === 0) return;
      for (const { token } of tokens) {
        await tx.run(
          `INSERT INTO push_sends (id, notification_id, token, state, attempts, next_attempt_at)
           VALUES (?, ?, ?, 'pending', 0, ?)
           ON CONFLICT (notification_id, token) DO NOTHING`,
          [randomUUID(), n.id, token, at],
        );
      }
    });
  }
}

/** Claims a send for this attempt; false when another process claimed it first. */
async function claimSend(sql: SqlRunner, send: DueSend, attempts: number, claimedAt: Date, retryMs: number) {
  const claim = await sql.run(
    `UPDATE push_sends SET attempts = ?, last_attempt_at = ?, next_attempt_at = ?
     WHERE id = ? AND state = 'pending' AND attempts = ?`,
    [
      attempts,
      claimedAt.toISOString(),
      new Date(claimedAt.getTime() + pushRetryDelayMs(attempts, retryMs)).toISOString(),
      send.id,
      Number(send.attempts),
    ],
  );
  return claim.changes > 0;
}

/** The token was withdrawn (deleted) or found dead since the fan-out, or the consent was withdrawn: not sent. */
async function stillAllowed(sql: SqlRunner, send: DueSend): Promise<boolean> {
  const token = await sql.get<{ token: string }>(
    'SELECT token FROM push_tokens WHERE token = ? AND lead_id = ? AND dead_at IS NULL',
    [send.token, send.lead_id],
  );
  return token !== undefined && (await standingPushConsent(sql, send.lead_id)) !== undefined;
}

/** What the sender answered, written: sent; dead (the token too, and its other sends); failed or retried later. */
async function recordResult(
  sql: SqlRunner,
  send: DueSend,
  result: Awaited<ReturnType<PushSender['send']>>,
  attempts: number,
  done: string,
  options: DeliverOptions,
): Promise<void> {
  if (result.kind === 'sent') {
    await sql.run(
      "UPDATE push_sends SET state = 'sent', sent_at = ?, error = NULL, next_attempt_at = NULL WHERE id = ?",
      [done, send.id],
    );
  } else if (result.kind === 'dead') {
    await sql.transaction(async (tx) => {
      await tx.run("UPDATE push_sends SET state = 'dead', error = ?, next_attempt_at = NULL WHERE id = ?", [
        result.error,
        send.id,
      ]);
      await tx.run('UPDATE push_tokens SET dead_at = COALESCE(dead_at, ?) WHERE token = ?', [done, send.token]);
      // Other notifications waiting for this token stop waiting for it.
      await tx.run(
        `UPDATE push_sends SET state = 'dead', error = ?, next_attempt_at = NULL
         WHERE token = ? AND state = 'pending'`,
        [result.error, send.token],
      );
    });
  } else {
    const last = result.kind === 'failed' || attempts >= options.attempts;
    await sql.run('UPDATE push_sends SET state = ?, error = ?, next_attempt_at = ? WHERE id = ?', [
      last ? 'failed' : 'pending',
      result.error,
      last ? null : new Date(Date.parse(done) + pushRetryDelayMs(attempts, options.retryMs)).toISOString(),
      send.id,
    ]);
  }
}

/**
 * One pass: nothing in the quiet hours; else fans due notifications out to their leads' live tokens, then sends the
 * due sends, oldest first, each claimed before it is sent (so two processes never send one twice). Returns how many
 * sends it tried.
 */
export async function deliverDueNotifications(
  sql: SqlRunner,
  sender: PushSender,
  options: DeliverOptions,
  now: () => Date,
): Promise<number> {
  const start = now();
  if (isQuiet(start)) return 0;
  const at = start.toISOString();
  await fanOut(sql, at);
  const sends = await sql.all<DueSend>(
    `SELECT s.id, s.notification_id, s.token, s.attempts, n.status, n.lead_id, n.created_at, t.country
     FROM push_sends s
       JOIN push_notifications n ON n.id = s.notification_id
       LEFT JOIN push_tokens t ON t.token = s.token
     WHERE s.state = 'pending' AND s.next_attempt_at <= ?
     ORDER BY s.next_attempt_at, s.id LIMIT ?`,
    [at, BATCH],
  );
  const secret = sends.length > 0 ? await statusLinkSecret(sql) : '';
  let tried = 0;
  for (const send of sends) {
    const attempts = Number(send.attempts) + 1;
    // Claimed first; until this attempt ends the send is due again only after its retry delay.
    if (!(await claimSend(sql, send, attempts, now(), options.retryMs))) continue;
    if (!(await stillAllowed(sql, send))) {
      await sql.run("UPDATE push_sends SET state = 'failed', error = ?, next_attempt_at = NULL WHERE id = ?", [
        'no consent or token',
        send.id,
      ]);
      await finishIfDone(sql, send.notification_id);
      continue;
    }
    tried++;
    const text = notificationText(send.status, send.country);
    const expires = new Date(Date.parse(send.created_at) + options.linkDays * 86_400_000);
    const result = await sender.send(send.token, {
      title: text.title,
      body: text.body,
      lang: text.lang,
      link: statusUrl(options.linkOrigin, statusToken(secret, send.notification_id, expires)),
    });
    await recordResult(sql, send, result, attempts, now().toISOString(), options);
    await finishIfDone(sql, send.notification_id);
  }
  return tried;
}

async function finishIfDone(sql: SqlRunner, notificationId: string): Promise<void> {
  const open = await sql.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM push_sends WHERE notification_id = ? AND state = 'pending'",
    [notificationId],
  );
  if (Number(open?.n ?? 0) === 0)
    await sql.run("UPDATE push_notifications SET state = 'done' WHERE id = ? AND state = 'sending'", [notificationId]);
}
