// Operator accounts, logins and sessions, all in the database (server/admin/schema.ts) so several server
// processes behind a load balancer share them. The cookie holds a random 256-bit id; the table keeps only its
// SHA-256, with the session's CSRF token (synchronizer pattern: every form carries it, every POST must match).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SqlRunner } from '../storage/sql';
import { checkPassword, loginFailures, loginKeys } from '../accounts/login-failures';
import { hashPassword, passwordProblem, SCRYPT, type ScryptCost } from '../accounts/password';

const failures = loginFailures('admin_login_failures');

/** A session ends this long after login, used or not: an operator logs in again each working day. */
export const SESSION_HOURS = 12;

/** An administrator does everything; an analyst reads and exports, and every change is refused (routes.ts). */
export type Role = 'admin' | 'analyst';
export const ROLES: readonly Role[] = ['admin', 'analyst'];
const asRole = (value: unknown): Role => (value === 'analyst' ? 'analyst' : 'admin');

export interface Operator {
  id: string;
  email: string;
  role: Role;
}

export interface Session {
  operator: Operator;
  csrfToken: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const token = () => randomBytes(32).toString('base64url');
const normalEmail = (email: string) => email.trim().toLowerCase();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function createOperator(
  sql: SqlRunner,
  email: string,
  password: string,
  now: Date = new Date(),
  role: Role = 'admin',
  cost: ScryptCost = SCRYPT,
): Promise<Operator> {
  const address = normalEmail(email);
  if (!EMAIL.test(address) || address.length > 254) throw new Error(`"${email}" is not an e-mail address`);
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const existing = await sql.get<{ id: string }>('SELECT id FROM admin_operators WHERE email = ?', [address]);
  if (existing) throw new Error(`an operator with ${address} already exists`);
  const id = randomUUID();
  const hash = await hashPassword(password, cost);
  // Two commands at once both pass the check above; the unique e-mail lets one in, and the other says the same.
  const added = await sql.run(
    `INSERT INTO admin_operators (id, email, password_hash, created_at, role) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (email) DO NOTHING`,
    [id, address, hash, now.toISOString(), role],
  );
  if (added.changes === 0) throw new Error(`an operator with ${address} already exists`);
  return { id, email: address, role };
}

export async function setOperatorPassword(sql: SqlRunner, email: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const { changes } = await sql.run('UPDATE admin_operators SET password_hash = ? WHERE email = ?', [
    await hashPassword(password),
    normalEmail(email),
  ]);
  if (changes === 0) throw new Error(`no operator with ${normalEmail(email)}`);
  await failures.forgetAccount(sql, normalEmail(email));
}

/** Gives an operator another role; their open sessions take it at their next request. */
export async function setOperatorRole(
  sql: SqlRunner,
  email: string,
  role: Role,
): Promise<{ id: string; before: Role }> {
  if (!ROLES.includes(role)) throw new Error(`the role is ${ROLES.join(' or ')}, not "${role}"`);
  return sql.transaction(async (tx) => {
    const row = await tx.get<{ id: string; role: string }>('SELECT id, role FROM admin_operators WHERE email = ?', [
      normalEmail(email),
    ]);
    if (!row) throw new Error(`no operator with ${normalEmail(email)}`);
    await tx.run('UPDATE admin_operators SET role = ? WHERE id = ?', [role, row.id]);
    return { id: row.id, before: asRole(row.role) };
  });
}

/**
 * A refusal names the account when one has the e-mail (for the audit trail only; the page says the same either way).
 */
export type LoginResult =
  { ok: true; sessionId: string; session: Session } | { ok: false; reason: 'locked' | 'wrong'; operatorId?: string };

/**
 * Checks a login. A locked account or address is refused before the password is even checked (so guessing
 * goes no faster while locked); a wrong e-mail and a wrong password look the same to the caller.
 *
 * Each attempt is counted as a failure before its password is checked, in a short transaction, so guesses sent
 * at the same moment all count and none gets past the limit; the right password takes its count back. The hash
 * itself (tens of milliseconds of CPU) runs outside any transaction: a burst of logins never holds database
 * connections, or SQLite's single writer, while it hashes.
 */
export async function login(
  sql: SqlRunner,
  email: string,
  password: string,
  ip: string,
  now: Date = new Date(),
  cost: ScryptCost = SCRYPT,
): Promise<LoginResult> {
  const address = normalEmail(email).slice(0, 254);
  const keys = loginKeys(address, ip);
  const admitted = await failures.admit(sql, keys, now);
  if (!admitted) {
    const known = await sql.get<{ id: string }>('SELECT id FROM admin_operators WHERE email = ?', [address]);
    return { ok: false, reason: 'locked', ...(known ? { operatorId: known.id } : {}) };
  }
  const row = await sql.get<{ id: string; email: string; password_hash: string; role: string }>(
    'SELECT id, email, password_hash, role FROM admin_operators WHERE email = ?',
    [address],
  );
  // Without an account a dummy hash is still checked, so timing does not tell which addresses exist.
  const good = await checkPassword(password, row?.password_hash, cost);
  if (!row || !good) {
    const locked = await failures.locked(sql, keys, now);
    return { ok: false, reason: locked ? 'locked' : 'wrong', ...(row ? { operatorId: row.id } : {}) };
  }
  const sessionId = token();
  const csrfToken = token();
  await sql.transaction(async (tx) => {
    await failures.succeeded(tx, keys);
    await tx.run('DELETE FROM admin_sessions WHERE expires_at < ?', [now.toISOString()]);
    await tx.run(
      'INSERT INTO admin_sessions (id_hash, operator_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [
        sha256(sessionId),
        row.id,
        csrfToken,
        now.toISOString(),
        new Date(now.getTime() + SESSION_HOURS * 3_600_000).toISOString(),
      ],
    );
  });
  return {
    ok: true,
    sessionId,
    session: { operator: { id: row.id, email: row.email, role: asRole(row.role) }, csrfToken },
  };
}

export async function findSession(
  sql: SqlRunner,
  sessionId: string | undefined,
  now: Date = new Date(),
): Promise<Session | null> {
  if (!sessionId || sessionId.length > 100) return null;
  const row = await sql.get<{ operator_id: string; email: string; role: string; csrf_token: string }>(
    `SELECT s.operator_id, o.email, o.role, s.csrf_token
     FROM admin_sessions s JOIN admin_operators o ON o.id = s.operator_id
     WHERE s.id_hash = ? AND s.expires_at > ?`,
    [sha256(sessionId), now.toISOString()],
  );
  return row
    ? { operator: { id: row.operator_id, email: row.email, role: asRole(row.role) }, csrfToken: row.csrf_token }
    : null;
}

export async function endSession(sql: SqlRunner, sessionId: string): Promise<void> {
  await sql.run('DELETE FROM admin_sessions WHERE id_hash = ?', [sha256(sessionId)]);
}

/** A fresh random token (pre-login CSRF cookie). */
export const newToken = token;
