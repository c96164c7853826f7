// The consent ledger: one row per consent a visitor gave, per purpose, channel and lender, with the exact text's
// version and hash, the time, the truncated address and the browser. A withdrawal link (signed, no login) ends a
// consent; a lead is passed to a lender only while a sharing consent for that lender stands.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { storedSecret } from '../storage/secrets';
import { CONSENT_TEXTS, type Consents } from '../../contracts/checks/consents';
import { forUpdate, type SqlRunner } from '../storage/sql';
import { sameToken } from '../web/guard';

/** push: transfer-status notifications to the browser the visitor allowed them in (server/notifications/). */
export type ConsentPurpose = 'terms' | 'privacy' | 'marketing' | 'sharing' | 'push';
export type ConsentChannel = 'web' | 'email' | 'phone' | 'api';
/** The lender column of a consent that was not given to one lender. */
export const ANY_LENDER = '*';
export const WITHDRAW_PATH = '/consents/withdraw/';

export interface ConsentContext {
  /** Truncated address (server/log.ts truncateIp). */
  ipPrefix: string | null;
  userAgent: string | null;
  at: Date;
}

export interface ConsentRow {
  id: string;
  lead_id: string;
  purpose: ConsentPurpose;
  channel: ConsentChannel;
  lender: string;
  text_version: string;
  text_hash: string;
  given_at: string;
  ip_prefix: string | null;
  user_agent: string | null;
  withdrawn_at: string | null;
}

export const textHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The rows a registration's consents make: the marketing consent covers e-mail and phone, one row each. */
export function registrationConsentRows(
  consents: Consents,
): { purpose: ConsentPurpose; channel: ConsentChannel; text: string }[] {
  const rows: { purpose: ConsentPurpose; channel: ConsentChannel; text: string }[] = [];
  if (consents.terms) rows.push({ purpose: 'terms', channel: 'web', text: CONSENT_TEXTS.terms });
  if (consents.privacy) rows.push({ purpose: 'privacy', channel: 'web', text: CONSENT_TEXTS.privacy });
  if (consents.marketing) {
    rows.push({ purpose: 'marketing', channel: 'email', text: CONSENT_TEXTS.marketing });
    rows.push({ purpose: 'marketing', channel: 'phone', text: CONSENT_TEXTS.marketing });
  }
  return rows;
}

export async function recordConsent(
  sql: SqlRunner,
  leadId: string,
  consent: { purpose: ConsentPurpose; channel: ConsentChannel; lender: string; text: string; version: string },
  context: ConsentContext,
): Promise<string> {
  const id = randomUUID();
  await sql.run(
    `INSERT INTO consent_records (id, lead_id, purpose, channel, lender, text_version, text_hash, given_at, ip_prefix,
      user_agent, withdrawn_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
    [
      id,
      leadId,
      consent.purpose,
      consent.channel,
      consent.lender,
      consent.version,
      textHash(consent.text),
      context.at.toISOString(),
      context.ipPrefix,
      context.userAgent?.slice(0, 300) ?? null,
    ],
  );
  return id;
}

export async function recordRegistrationConsents(
  sql: SqlRunner,
  leadId: string,
  consents: Consents,
  version: string,
  context: ConsentContext,
): Promise<void> {
  for (const row of registrationConsentRows(consents))
    await recordConsent(sql, leadId, { ...row, lender: ANY_LENDER, version }, context);
}

/** The standing sharing consent of a lead for a lender, or undefined. */
export async function sharingConsent(sql: SqlRunner, leadId: string, lender: string): Promise<ConsentRow | undefined> {
  return sql.get<ConsentRow>(
    `SELECT *
      FROM consent_records
      WHERE lead_id = ? AND purpose = 'sharing' AND lender = ? AND withdrawn_at IS NULL
      ORDER BY given_at DESC
      LIMIT 1`,
    [leadId, lender],
  );
}

export async function consentsOfLead(sql: SqlRunner, leadId: string): Promise<ConsentRow[]> {
  return sql.all<ConsentRow>('SELECT * FROM consent_records WHERE lead_id = ? ORDER BY given_at, purpose, channel', [
    leadId,
  ]);
}

/**
 * Ends a consent; false when it was already withdrawn or does not exist. The phone number or e-mail address goes
 * with the last consent that needed it: once no marketing consent for that channel and no sharing consent stand,
 * the lead keeps no contact it may not use (RODO art. 5(1)(b), (c)).
 */
export async function withdrawConsent(sql: SqlRunner, consentId: string, now: Date): Promise<boolean> {
  return sql.transaction(async (tx) => {
    const { changes } = await tx.run(
      'UPDATE consent_records SET withdrawn_at = ? WHERE id = ? AND withdrawn_at IS NULL',
      [now.toISOString(), consentId],
    );
    if (changes === 0) return false;
    const row = await tx.get<{ lead_id: string; purpose: string }>(
      'SELECT lead_id, purpose FROM consent_records WHERE id = ?',
      [consentId],
    );
    // Without the consent the tokens serve nothing: they go, and notifications waiting for them are not sent.
    if (row!.purpose === 'push') {
      await tx.run('DELETE FROM push_tokens WHERE lead_id = ?', [row!.lead_id]);
      await tx.run(
        "UPDATE push_notifications SET state = 'cancelled' WHERE lead_id = ? AND state IN ('queued', 'sending')",
        [row!.lead_id],
      );
    }
    // Withdrawals for one lead take turns (a row lock on PostgreSQL), so two at once still see each other and
    // the last one drops the contact.
    await tx.get(`SELECT id FROM leads WHERE id = ?${forUpdate(tx.dialect)}`, [row!.lead_id]);
    const standing = await tx.all<{ purpose: string; channel: string }>(
      'SELECT purpose, channel FROM consent_records WHERE lead_id = ? AND withdrawn_at IS NULL',
      [row!.lead_id],
    );
    const keeps = (channel: 'email' | 'phone') =>
      standing.some((c) => c.purpose === 'sharing' || (c.purpose === 'marketing' && c.channel === channel));
    if (!keeps('email')) await tx.run('UPDATE leads SET email = NULL WHERE id = ?', [row!.lead_id]);
    if (!keeps('phone')) await tx.run('UPDATE leads SET phone = NULL WHERE id = ?', [row!.lead_id]);
    return true;
  });
}

// --- Withdrawal links: `{consent id}.{HMAC-SHA256 of it}`, the key kept in the database so every process agrees. ---

const SECRET_NAME = 'consent-withdrawal-links';

export const linkSecret = (sql: SqlRunner): Promise<string> => storedSecret(sql, SECRET_NAME);

const mac = (secret: string, consentId: string) =>
  createHmac('sha256', secret).update(`withdraw:${consentId}`).digest('base64url');

export const withdrawalToken = (secret: string, consentId: string): string => `${consentId}.${mac(secret, consentId)}`;

/** The consent id a token names, or null when the token is malformed or its signature is wrong. */
export function readWithdrawalToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return sameToken(signature, mac(secret, id)) ? id : null;
}

export const withdrawalPath = (secret: string, consentId: string): string =>
  `${WITHDRAW_PATH}?t=${encodeURIComponent(withdrawalToken(secret, consentId))}`;
