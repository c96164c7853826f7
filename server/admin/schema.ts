// Tables of the operator console: operator accounts, their sessions (server-side, so any number of server
// processes share them) and the failed-login counters behind the lockout. Portable SQL for SQLite and PostgreSQL.
import { perDialect, same, SERIAL, type Migration } from '../storage/sql';

export const ADMIN_MIGRATIONS: readonly Migration[] = [
  same(
    'admin-operators-sessions',
    `CREATE TABLE admin_operators (
       id             TEXT PRIMARY KEY,
       email          TEXT NOT NULL UNIQUE,       -- lower case
       password_hash  TEXT NOT NULL,              -- scrypt$N$r$p$salt$hash (server/accounts/password.ts)
       created_at     TEXT NOT NULL
     );
     CREATE TABLE admin_sessions (
       id_hash      TEXT PRIMARY KEY,             -- SHA-256 of the cookie value: a stolen table opens no session
       operator_id  TEXT NOT NULL,
       csrf_token   TEXT NOT NULL,
       created_at   TEXT NOT NULL,
       expires_at   TEXT NOT NULL
     );
     CREATE INDEX admin_sessions_by_expiry ON admin_sessions (expires_at);
     CREATE TABLE admin_login_failures (
       key           TEXT PRIMARY KEY,            -- 'account:' + e-mail or 'ip:' + address
       failures      INTEGER NOT NULL,
       first_at      TEXT NOT NULL,
       locked_until  TEXT
     );
     CREATE TABLE admin_audit (
       id           TEXT PRIMARY KEY,
       at           TEXT NOT NULL,
       operator_id  TEXT NOT NULL,
       action       TEXT NOT NULL,
       subject      TEXT NOT NULL
     );
     CREATE TABLE lead_erasures (
       lead_id      TEXT PRIMARY KEY,             -- the lead's new, random id after erasure
       erased_at    TEXT NOT NULL,
       operator_id  TEXT NOT NULL
     );`,
  ),
];

/**
 * The console's working tables, appended after the shared list (migrations.ts): operator roles (administrator or
 * analyst), the audit trail's before/after (JSON, personal data masked: audit.ts), and the call-back queue: each
 * request's state with who moved it and when, and every change kept in phone_lead_changes.
 */
const opsSql = (
  serial: string,
  ref: string,
): string => `ALTER TABLE admin_operators ADD COLUMN role TEXT NOT NULL DEFAULT 'admin'
     CHECK (role IN ('admin', 'analyst'));
   ALTER TABLE admin_audit ADD COLUMN before TEXT;
   ALTER TABLE admin_audit ADD COLUMN after TEXT;
   CREATE INDEX admin_audit_by_time ON admin_audit (at);
   ALTER TABLE phone_leads ADD COLUMN state TEXT NOT NULL DEFAULT 'new'
     CHECK (state IN ('new', 'called', 'no_answer', 'done'));
   ALTER TABLE phone_leads ADD COLUMN state_at TEXT;
   ALTER TABLE phone_leads ADD COLUMN state_by TEXT;
   CREATE INDEX phone_leads_by_state ON phone_leads (state, created_at);
   CREATE TABLE phone_lead_changes (
     id             ${serial},
     phone_lead_id  ${ref} NOT NULL,
     at             TEXT NOT NULL,
     operator_id    TEXT NOT NULL,
     from_state     TEXT NOT NULL,
     to_state       TEXT NOT NULL
   );
   CREATE INDEX phone_lead_changes_by_lead ON phone_lead_changes (phone_lead_id, at);
   CREATE INDEX partner_signups_by_time ON partner_signups (created_at);`;

export const CONSOLE_WORK_MIGRATIONS: readonly Migration[] = [
  perDialect('console roles, audit before/after, call-back queue', (dialect) =>
    opsSql(SERIAL[dialect], dialect === 'postgres' ? 'BIGINT' : 'INTEGER'),
  ),
];
