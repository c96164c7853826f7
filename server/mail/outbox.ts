// The mail outbox: every message to an applicant or a partner is a row first, then sent by a worker through SMTP
// (nodemailer, SMTP_URL). Without SMTP_URL a message waits ('waiting') and the console shows it with a send action
// for when SMTP is configured. A failed send is retried with a doubling delay and stays visible with its error;
// after MAIL_ATTEMPTS it is 'failed', and the console can send it again. The log gets the message id and an error
// code, never an address, a subject or a body.
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { SqlRunner } from '../storage/sql';
import type { MailConfig } from './config';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  body: string;
}

export type MailStatus = 'waiting' | 'pending' | 'sent' | 'failed';

export interface OutboxRow {
  id: string;
  created_at: string;
  kind: string;
  to_address: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
}

/** Sends one message; throws with the server's answer on failure. */
export type MailSender = (message: { from: string; to: string; subject: string; text: string }) => Promise<void>;

/** The real sender: nodemailer over SMTP to SMTP_URL (one pooled transport for the process). */
export function smtpSender(smtpUrl: string): MailSender {
  const transport = createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail(message);
  };
}

/** The delay before retry number `attempt` (1-based): base, 2×, 4×, … at most 6 hours. */
export const mailRetryDelayMs = (attempt: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 3_600_000);

/** Queues a message (inside the caller's transaction when given one): due now with SMTP, else waiting. */
export async function queueMail(
  sql: SqlRunner,
  mail: OutgoingMail,
  smtpConfigured: boolean,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await sql.run(
    `INSERT INTO mail_outbox (id, created_at, kind, to_address, subject, body, status, attempts, next_attempt_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    [
      id,
      now.toISOString(),
      mail.kind,
      mail.to,
      mail.subject,
      mail.body,
      smtpConfigured ? 'pending' : 'waiting',
      smtpConfigured ? now.toISOString() : null,
    ],
  );
  return id;
}

/** A short, address-free reason for the log and the console: the SMTP code or the error code, then the message. */
export function mailErrorText(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; message?: string };
  const code = e.responseCode ? `SMTP ${e.responseCode}` : (e.code ?? 'error');
  return `${code}: ${String(e.message ?? error).slice(0, 300)}`;
}

/** Only the code: what the server log may keep (an SMTP answer can quote the recipient's address). */
export const mailErrorCode = (error: unknown): string => {
  const e = error as { responseCode?: number; code?: string };
  return e.responseCode ? `SMTP ${e.responseCode}` : (e.code ?? 'error');
};

const CLAIM_MS = 5 * 60_000;

/**
 * Sends what is due; returns how many it tried. Each row is claimed first (its next attempt moved past a lease),
 * so two processes never send one message twice at the same moment.
 */
export async function deliverDueMail(
  sql: SqlRunner,
  send: MailSender,
  config: Pick<MailConfig, 'from' | 'attempts' | 'retryMs'>,
  now: () => Date,
  onFailure?: (id: string, code: string, final: boolean) => void,
): Promise<number> {
  const at = now();
  const due = await sql.all<{
    id: string;
    to_address: string;
    subject: string;
    body: string;
    attempts: number;
    next_attempt_at: string;
  }>(
    `SELECT id, to_address, subject, body, attempts, next_attempt_at
      FROM mail_outbox
      WHERE status = 'pending' AND next_attempt_at <= ?
      ORDER BY next_attempt_at
      LIMIT 20`,
    [at.toISOString()],
  );
  let tried = 0;
  for (const row of due) {
    const claimed = await sql.run(
      "UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at = ?",
      [new Date(at.getTime() + CLAIM_MS).toISOString(), row.id, row.next_attempt_at],
    );
    if (claimed.changes === 0) continue;
    tried++;
    const attempts = Number(row.attempts) + 1;
    try {
      await send({ from: config.from, to: row.to_address, subject: row.subject, text: row.body });
      const sentAt = now().toISOString();
      await sql.run(
        `UPDATE mail_outbox SET status = 'sent', attempts = ?, last_attempt_at = ?, sent_at = ?,
          next_attempt_at = NULL, last_error = NULL
          WHERE id = ?`,
        [attempts, sentAt, sentAt, row.id],
      );
    } catch (error) {
      const last = attempts >= config.attempts;
      const failedAt = now();
      onFailure?.(row.id, mailErrorCode(error), last);
      await sql.run(
        `UPDATE mail_outbox SET status = ?, attempts = ?, last_attempt_at = ?, last_error = ?, next_attempt_at = ?
          WHERE id = ?`,
        [
          last ? 'failed' : 'pending',
          attempts,
          failedAt.toISOString(),
          mailErrorText(error),
          last ? null : new Date(failedAt.getTime() + mailRetryDelayMs(attempts, config.retryMs)).toISOString(),
          row.id,
        ],
      );
    }
  }
  return tried;
}

/**
 * The operator's „Wyślij ponownie”: due now, with a fresh count of attempts. False when there is no such unsent
 * message.
 */
export async function resendMail(sql: SqlRunner, id: string, now: Date): Promise<boolean> {
  const { changes } = await sql.run(
    "UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE id = ? AND status <> 'sent'",
    [now.toISOString(), id],
  );
  return changes > 0;
}

/** The latest messages, newest first, without their bodies. */
export async function listOutbox(sql: SqlRunner, limit = 100): Promise<OutboxRow[]> {
  const rows = await sql.all<OutboxRow>(
    `SELECT id, created_at, kind, to_address, subject, status, attempts, next_attempt_at, last_attempt_at,
      last_error, sent_at
      FROM mail_outbox
      ORDER BY created_at DESC, id
      LIMIT ?`,
    [limit],
  );
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}
