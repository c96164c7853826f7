// Partner sign-ups and partners in the database: the queue the operator decides on, and each partner's settings
// as the console edits them. A partner's settings live in three tables: `partners` (name, contact, approved
// origins, active or paused), `partner_postbacks` (postback URL template) and `partner_settings` (payout share,
// paid search, the keyed hash of its e-mail for the partner_own_email hold), the last two as the affiliate ledger
// has always read them (docs/affiliate.md). Every change is one transaction.
import { forUpdate, type SqlRunner } from '../storage/sql';
import { queueMail, type OutgoingMail } from '../mail/outbox';

export type SignupStatus = 'pending' | 'approved' | 'rejected';

export interface SignupRow {
  id: number;
  created_at: string;
  name: string;
  email: string;
  website: string;
  traffic_type: string;
  status: SignupStatus;
  decided_at: string | null;
  decision_reason: string | null;
  partner_id: string | null;
}

/** A partner as the console shows and edits it. */
export interface PartnerView {
  id: string;
  name: string;
  email: string;
  website: string;
  origins: string[];
  status: 'active' | 'paused';
  postbackUrl: string | null;
  postbackEnabled: boolean;
  sharePercent: number;
  allowPaidSearch: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What the operator sets for a partner (on approval and on every edit). */
export interface PartnerSettingsInput {
  origins: string[];
  postbackUrl: string | null;
  sharePercent: number;
  allowPaidSearch: boolean;
  status: 'active' | 'paused';
}

const SIGNUP_COLUMNS =
  'id, created_at, name, email, website, traffic_type, status, decided_at, decision_reason, partner_id';
const asSignup = (row: SignupRow): SignupRow => ({ ...row, id: Number(row.id) });

export async function listSignups(sql: SqlRunner, status: SignupStatus, limit = 200): Promise<SignupRow[]> {
  const order = status === 'pending' ? 'created_at, id' : 'decided_at DESC, id DESC';
  return (
    await sql.all<SignupRow>(
      `SELECT ${SIGNUP_COLUMNS} FROM partner_signups WHERE status = ? ORDER BY ${order} LIMIT ?`,
      [status, limit],
    )
  ).map(asSignup);
}

export async function findSignup(sql: SqlRunner, id: number): Promise<SignupRow | null> {
  const row = await sql.get<SignupRow>(`SELECT ${SIGNUP_COLUMNS} FROM partner_signups WHERE id = ?`, [id]);
  return row ? asSignup(row) : null;
}

interface PartnerRow {
  id: string;
  name: string;
  email: string;
  website: string;
  origins: string;
  status: 'active' | 'paused';
  created_at: string;
  updated_at: string;
  url_template: string | null;
  enabled: number | null;
  share_percent: number | null;
  allow_paid_search: number | null;
}

const PARTNER_SELECT = `SELECT p.id, p.name, p.email, p.website, p.origins, p.status, p.created_at, p.updated_at,
  b.url_template, b.enabled, s.share_percent, s.allow_paid_search
  FROM partners p
  LEFT JOIN partner_postbacks b ON b.partner_id = p.id
  LEFT JOIN partner_settings s ON s.partner_id = p.id`;

function originsOf(text: string): string[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const asPartner = (row: PartnerRow): PartnerView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  website: row.website,
  origins: originsOf(row.origins),
  status: row.status,
  postbackUrl: row.url_template,
  postbackEnabled: row.url_template !== null && Number(row.enabled) === 1,
  sharePercent: row.share_percent === null ? 100 : Number(row.share_percent),
  allowPaidSearch: Number(row.allow_paid_search) === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listPartners(sql: SqlRunner): Promise<PartnerView[]> {
  return (await sql.all<PartnerRow>(`${PARTNER_SELECT} ORDER BY p.id`)).map(asPartner);
}

export async function findPartner(sql: SqlRunner, id: string): Promise<PartnerView | null> {
  const row = await sql.get<PartnerRow>(`${PARTNER_SELECT} WHERE p.id = ?`, [id]);
  return row ? asPartner(row) : null;
}

/** The settings part of a partner, as the audit trail keeps it before and after a change. */
export const settingsOf = (p: PartnerView): PartnerSettingsInput & { postbackEnabled: boolean } => ({
  origins: p.origins,
  postbackUrl: p.postbackUrl,
  postbackEnabled: p.postbackEnabled,
  sharePercent: p.sharePercent,
  allowPaidSearch: p.allowPaidSearch,
  status: p.status,
});

async function writeSettings(
  tx: SqlRunner,
  partnerId: string,
  settings: PartnerSettingsInput,
  at: string,
  emailHash: string | null | undefined,
): Promise<void> {
  if (settings.postbackUrl === null) await tx.run('DELETE FROM partner_postbacks WHERE partner_id = ?', [partnerId]);
  else {
    await tx.run(
      `INSERT INTO partner_postbacks (partner_id, url_template, enabled, created_at, updated_at) VALUES (?, ?, 1, ?, ?)
       ON CONFLICT (partner_id) DO UPDATE SET url_template = excluded.url_template, enabled = excluded.enabled,
       updated_at = excluded.updated_at`,
      [partnerId, settings.postbackUrl, at, at],
    );
  }
  const current = await tx.get<{ email_hash: string | null }>(
    `SELECT email_hash FROM partner_settings WHERE partner_id = ?${forUpdate(tx.dialect)}`,
    [partnerId],
  );
  await tx.run(
    `INSERT INTO partner_settings (partner_id, share_percent, allow_paid_search, email_hash, updated_at)
      VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (partner_id) DO UPDATE SET share_percent = excluded.share_percent,
     allow_paid_search = excluded.allow_paid_search, email_hash = excluded.email_hash,
     updated_at = excluded.updated_at`,
    [
      partnerId,
      settings.sharePercent,
      settings.allowPaidSearch ? 1 : 0,
      emailHash === undefined ? (current?.email_hash ?? null) : emailHash,
      at,
    ],
  );
}

export type ApproveResult =
  { ok: true; partner: PartnerView; signup: SignupRow; mailId: string } | { ok: false; reason: 'gone' | 'taken' };

export interface Decision {
  operatorId: string;
  now: Date;
  smtpConfigured: boolean;
}

/**
 * Approves a pending sign-up: the partner is created with its settings, the sign-up marked, and the applicant's
 * message queued, all in one transaction (a second approval of the same sign-up, or a partner id in use, changes
 * nothing).
 */
export async function approveSignup(
  sql: SqlRunner,
  input: { signupId: number; partnerId: string; settings: PartnerSettingsInput; emailHash: string | null },
  decision: Decision,
  mail: (signup: SignupRow, tx: SqlRunner) => OutgoingMail | Promise<OutgoingMail>,
): Promise<ApproveResult> {
  const at = decision.now.toISOString();
  const done = await sql.transaction(
    async (tx): Promise<ApproveResult | { ok: true; signup: SignupRow; mailId: string }> => {
      const signup = await tx.get<SignupRow>(
        `SELECT ${SIGNUP_COLUMNS} FROM partner_signups WHERE id = ?${forUpdate(tx.dialect)}`,
        [input.signupId],
      );
      if (!signup || signup.status !== 'pending') return { ok: false, reason: 'gone' };
      const added = await tx.run(
        `INSERT INTO partners (id, name, email, website, origins, status, signup_id, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO NOTHING`,
        [
          input.partnerId,
          signup.name,
          signup.email,
          signup.website,
          JSON.stringify(input.settings.origins),
          input.settings.status,
          String(signup.id),
          at,
          at,
        ],
      );
      if (added.changes === 0) return { ok: false, reason: 'taken' };
      await tx.run(
        "UPDATE partner_signups SET status = 'approved', decided_at = ?, decided_by = ?, partner_id = ? WHERE id = ?",
        [at, decision.operatorId, input.partnerId, signup.id],
      );
      await writeSettings(tx, input.partnerId, input.settings, at, input.emailHash);
      const decided = asSignup({ ...signup, status: 'approved', decided_at: at, partner_id: input.partnerId });
      const mailId = await queueMail(tx, await mail(decided, tx), decision.smtpConfigured, decision.now);
      return { ok: true, signup: decided, mailId };
    },
  );
  if (!done.ok) return done;
  const partner = await findPartner(sql, input.partnerId);
  if (!partner) throw new Error('the partner just created cannot be read back');
  return { ok: true, partner, signup: done.signup, mailId: done.mailId };
}

export type RejectResult = { ok: true; signup: SignupRow; mailId: string } | { ok: false; reason: 'gone' };

export async function rejectSignup(
  sql: SqlRunner,
  signupId: number,
  reason: string,
  decision: Decision,
  mail: (signup: SignupRow) => OutgoingMail,
): Promise<RejectResult> {
  const at = decision.now.toISOString();
  return sql.transaction(async (tx): Promise<RejectResult> => {
    const signup = await tx.get<SignupRow>(
      `SELECT ${SIGNUP_COLUMNS} FROM partner_signups WHERE id = ?${forUpdate(tx.dialect)}`,
      [signupId],
    );
    if (!signup || signup.status !== 'pending') return { ok: false, reason: 'gone' };
    await tx.run(
      `UPDATE partner_signups SET status = 'rejected', decided_at = ?, decided_by = ?, decision_reason = ?
        WHERE id = ?`,
      [at, decision.operatorId, reason, signupId],
    );
    const decided = asSignup({ ...signup, status: 'rejected', decided_at: at, decision_reason: reason });
    const mailId = await queueMail(tx, mail(decided), decision.smtpConfigured, decision.now);
    return { ok: true, signup: decided, mailId };
  });
}

/** Saves a partner's settings; the partner before and after, or null when there is no such partner. */
export async function updatePartner(
  sql: SqlRunner,
  id: string,
  settings: PartnerSettingsInput,
  now: Date,
): Promise<{ before: PartnerView; after: PartnerView } | null> {
  const at = now.toISOString();
  const before = await sql.transaction(async (tx) => {
    const row = await tx.get<PartnerRow>(
      `${PARTNER_SELECT} WHERE p.id = ?${tx.dialect === 'postgres' ? ' FOR UPDATE OF p' : ''}`,
      [id],
    );
    if (!row) return null;
    await tx.run('UPDATE partners SET origins = ?, status = ?, updated_at = ? WHERE id = ?', [
      JSON.stringify(settings.origins),
      settings.status,
      at,
      id,
    ]);
    await writeSettings(tx, id, settings, at, undefined);
    return asPartner(row);
  });
  if (!before) return null;
  const after = await findPartner(sql, id);
  return after ? { before, after } : null;
}
