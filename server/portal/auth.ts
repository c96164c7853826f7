// Partner accounts of the portal, as strict as the operator console's (server/admin/auth.ts): scrypt hashes, the
// same lockout per account and per address, sessions kept server-side with a synchronizer CSRF token, only the
// SHA-256 of a session or link token stored. A partner signs in with a password it set from its invitation, or
// by a one-time link sent to its contact address. Every session carries exactly one partner id.
import { createHash, randomBytes } from 'node:crypto';
import type { SqlRunner } from '../storage/sql';
import { checkPassword, loginFailures, loginKeys } from '../accounts/login-failures';
import { hashPassword, passwordProblem, SCRYPT, type ScryptCost } from '../accounts/password';

const failures = loginFailures('partner_login_failures');

/** A session ends this long after login, as an operator's does. */
export const PORTAL_SESSION_HOURS = 12;
/** An invitation to set a password is valid this long. */
export const INVITE_HOURS = 7 * 24;
/** A one-time sign-in link is valid this long. */
export const LOGIN_LINK_MINUTES = 15;

export interface PartnerSession {
  partnerId: string;
  email: string;
  csrfToken: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const newPortalToken = (): string => randomBytes(32).toString('base64url');
const normalEmail = (email: string) => email.trim().toLowerCase().slice(0, 254);

/**
 * Makes (or keeps) the partner's account for its contact address and issues a link token for `purpose`. Runs in
 * the caller's transaction when given one, so an approval and its invitation are written together. Null when the
 * address is already another partner's login.
 */
export async function issueLink(
  sql: SqlRunner,
  partnerId: string,
  email: string,
  purpose: 'invite' | 'login',
  now: Date,
): Promise<string | null> {
  const at = now.toISOString();
  // One address signs in to one partner: a contact address another partner's account uses gets no link (null).
  const other = await sql.get<{ partner_id: string }>(
    'SELECT partner_id FROM partner_accounts WHERE email = ? AND partner_id <> ?',
    [normalEmail(email), partnerId],
  );
  if (other) return null;
  await sql.run(
    `INSERT INTO partner_accounts (partner_id, email, password_hash, created_at, updated_at) VALUES (?, ?, NULL, ?, ?)
     ON CONFLICT (partner_id) DO UPDATE SET email = excluded.email, updated_at = excluded.updated_at`,
    [partnerId, normalEmail(email), at, at],
  );
  const token = newPortalToken();
  const ms = purpose === 'invite' ? INVITE_HOURS * 3_600_000 : LOGIN_LINK_MINUTES * 60_000;
  await sql.run(
    'INSERT INTO partner_login_tokens (token_hash, partner_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [sha256(token), partnerId, purpose, at, new Date(now.getTime() + ms).toISOString()],
  );
  return token;
}

/** The partner a link token opens, without using it up (the page that asks for the new password shows this). */
export async function peekLink(
  sql: SqlRunner,
  token: string,
  now: Date,
): Promise<{ partnerId: string; purpose: 'invite' | 'login' } | null> {
  if (!token || token.length > 100) return null;
  const row = await sql.get<{ partner_id: string; purpose: 'invite' | 'login' }>(
    'SELECT partner_id, purpose FROM partner_login_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    [sha256(token), now.toISOString()],
  );
  return row ? { partnerId: row.partner_id, purpose: row.purpose } : null;
}

async function openSession(
  tx: SqlRunner,
  partnerId: string,
  now: Date,
): Promise<{ sessionId: string; csrfToken: string }> {
  const sessionId = newPortalToken();
  const csrfToken = newPortalToken();
  await tx.run('DELETE FROM partner_sessions WHERE expires_at < ?', [now.toISOString()]);
  await tx.run(
    'INSERT INTO partner_sessions (id_hash, partner_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [
      sha256(sessionId),
      partnerId,
      csrfToken,
      now.toISOString(),
      new Date(now.getTime() + PORTAL_SESSION_HOURS * 3_600_000).toISOString(),
    ],
  );
  return { sessionId, csrfToken };
}

export type LinkResult =
  { ok: true; sessionId: string; partnerId: string } | { ok: false; reason: 'gone' | 'password'; problem?: string };

/**
 * Uses a link token once: an invitation must come with a new password (stored hashed), a sign-in link needs none.
 * Either way a session opens and every other session of the partner ends when a password is (re)set.
 */
export async function useLink(
  sql: SqlRunner,
  token: string,
  password: string | null,
  now: Date,
  cost: ScryptCost = SCRYPT,
): Promise<LinkResult> {
  const peek = await peekLink(sql, token, now);
  if (!peek) return { ok: false, reason: 'gone' };
  let hash: string | null = null;
  if (peek.purpose === 'invite') {
    const problem = passwordProblem(password ?? '');
    if (problem) return { ok: false, reason: 'password', problem };
    hash = await hashPassword(password!, cost);
  }
  return sql.transaction(async (tx) => {
    const used = await tx.run(
      'UPDATE partner_login_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      [now.toISOString(), sha256(token), now.toISOString()],
    );
    if (used.changes === 0) return { ok: false, reason: 'gone' } as const;
    if (hash) {
      await tx.run('UPDATE partner_accounts SET password_hash = ?, updated_at = ? WHERE partner_id = ?', [
        hash,
        now.toISOString(),
        peek.partnerId,
      ]);
      await tx.run('DELETE FROM partner_sessions WHERE partner_id = ?', [peek.partnerId]);
      const email = await tx.get<{ email: string }>('SELECT email FROM partner_accounts WHERE partner_id = ?', [
        peek.partnerId,
      ]);
      if (email) await failures.forgetAccount(tx, email.email);
    }
    const session = await openSession(tx, peek.partnerId, now);
    return { ok: true, sessionId: session.sessionId, partnerId: peek.partnerId } as const;
  });
}

export type PortalLoginResult =
  { ok: true; sessionId: string; partnerId: string } | { ok: false; reason: 'locked' | 'wrong' };

/** A password login, counted before the hash is checked exactly as the console's (server/admin/auth.ts, login). */
export async function portalLogin(
  sql: SqlRunner,
  email: string,
  password: string,
  ip: string,
  now: Date,
  cost: ScryptCost = SCRYPT,
): Promise<PortalLoginResult> {
  const address = normalEmail(email);
  const keys = loginKeys(address, ip);
  const admitted = await failures.admit(sql, keys, now);
  if (!admitted) return { ok: false, reason: 'locked' };
  const row = await sql.get<{ partner_id: string; password_hash: string | null }>(
    'SELECT partner_id, password_hash FROM partner_accounts WHERE email = ?',
    [address],
  );
  // Without an account (or a password yet) a dummy hash is still checked, so timing does not tell which exist.
  const good = await checkPassword(password, row?.password_hash, cost);
  if (!row?.password_hash || !good) {
    return { ok: false, reason: (await failures.locked(sql, keys, now)) ? 'locked' : 'wrong' };
  }
  return sql.transaction(async (tx) => {
    await failures.succeeded(tx, keys);
    const session = await openSession(tx, row.partner_id, now);
    return { ok: true, sessionId: session.sessionId, partnerId: row.partner_id } as const;
  });
}

/** The account a one-time sign-in link may be sent to: only an existing account's own address. */
export async function accountByEmail(
  sql: SqlRunner,
  email: string,
): Promise<{ partnerId: string; email: string } | null> {
  const row = await sql.get<{ partner_id: string; email: string }>(
    'SELECT partner_id, email FROM partner_accounts WHERE email = ?',
    [normalEmail(email)],
  );
  return row ? { partnerId: row.partner_id, email: row.email } : null;
}

export async function findPartnerSession(
  sql: SqlRunner,
  sessionId: string | undefined,
  now: Date,
): Promise<PartnerSession | null> {
  if (!sessionId || sessionId.length > 100) return null;
  const row = await sql.get<{ partner_id: string; email: string; csrf_token: string }>(
    `SELECT s.partner_id, a.email, s.csrf_token
     FROM partner_sessions s JOIN partner_accounts a ON a.partner_id = s.partner_id
     WHERE s.id_hash = ? AND s.expires_at > ?`,
    [sha256(sessionId), now.toISOString()],
  );
  return row ? { partnerId: row.partner_id, email: row.email, csrfToken: row.csrf_token } : null;
}

export async function endPartnerSession(sql: SqlRunner, sessionId: string): Promise<void> {
  await sql.run('DELETE FROM partner_sessions WHERE id_hash = ?', [sha256(sessionId)]);
}
