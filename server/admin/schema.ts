// Tables of the operator console: operator accounts, their sessions (server-side, so any number of server
// processes share them) and the failed-login counters behind the lockout. Portable SQL for SQLite and PostgreSQL.
import type { Migration } from '../storage/sql';

export const ADMIN_MIGRATIONS: readonly Migration[] = [
  {
    name: 'admin-operators-sessions',
    sqlite: `CREATE TABLE admin_operators (
       id             TEXT PRIMARY KEY,
       email          TEXT NOT NULL UNIQUE,       -- lower case
       password_hash  TEXT NOT NULL,              -- scrypt$N$r$p$salt$hash (server/admin/password.ts)
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
    postgres: `CREATE TABLE admin_operators (
       id             TEXT PRIMARY KEY,
       email          TEXT NOT NULL UNIQUE,
       password_hash  TEXT NOT NULL,
       created_at     TEXT NOT NULL
     );
     CREATE TABLE admin_sessions (
       id_hash      TEXT PRIMARY KEY,
       operator_id  TEXT NOT NULL,
       csrf_token   TEXT NOT NULL,
       created_at   TEXT NOT NULL,
       expires_at   TEXT NOT NULL
     );
     CREATE INDEX admin_sessions_by_expiry ON admin_sessions (expires_at);
     CREATE TABLE admin_login_failures (
       key           TEXT PRIMARY KEY,
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
  },
];
