// Tables of the partner portal (/partner-panel/): one account per approved partner (its contact e-mail, a scrypt
// hash as the console's), its sessions and one-time links (only SHA-256 of each is stored), the failed-login
// counters of its lockout, test postbacks the partner fired, requests to approve another origin (the operator's
// queue) and monthly statements the operator marks paid. Portable SQL for SQLite and PostgreSQL.
import type { Migration } from '../storage/sql';

const PORTAL = (big: string) => `CREATE TABLE partner_accounts (
     partner_id     TEXT PRIMARY KEY,             -- partners.id: every portal query is scoped by it
     email          TEXT NOT NULL UNIQUE,         -- lower case; the login
     password_hash  TEXT,                         -- null until the partner sets one (one-time links work before)
     created_at     TEXT NOT NULL,
     updated_at     TEXT NOT NULL
   );
   CREATE TABLE partner_sessions (
     id_hash      TEXT PRIMARY KEY,
     partner_id   TEXT NOT NULL,
     csrf_token   TEXT NOT NULL,
     created_at   TEXT NOT NULL,
     expires_at   TEXT NOT NULL
   );
   CREATE INDEX partner_sessions_by_expiry ON partner_sessions (expires_at);
   CREATE TABLE partner_login_tokens (
     token_hash   TEXT PRIMARY KEY,             -- SHA-256 of the link's token
     partner_id   TEXT NOT NULL,
     purpose      TEXT NOT NULL CHECK (purpose IN ('invite', 'login')),
     created_at   TEXT NOT NULL,
     expires_at   TEXT NOT NULL,
     used_at      TEXT
   );
   CREATE TABLE partner_login_failures (
     key           TEXT PRIMARY KEY,            -- 'account:' + e-mail or 'ip:' + address
     failures      ${big} NOT NULL,
     first_at      TEXT NOT NULL,
     locked_until  TEXT
   );
   CREATE TABLE partner_test_postbacks (
     id           TEXT PRIMARY KEY,
     partner_id   TEXT NOT NULL,
     created_at   TEXT NOT NULL,
     url          TEXT NOT NULL,
     state        TEXT NOT NULL CHECK (state IN ('delivered', 'failed', 'refused')),
     http_status  ${big},
     error        TEXT
   );
   CREATE INDEX partner_test_postbacks_by_partner ON partner_test_postbacks (partner_id, created_at);
   CREATE TABLE partner_origin_requests (
     id           TEXT PRIMARY KEY,
     partner_id   TEXT NOT NULL,
     origin       TEXT NOT NULL,
     created_at   TEXT NOT NULL,
     status       TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
     decided_at   TEXT,
     decided_by   TEXT,
     UNIQUE (partner_id, origin, status)
   );
   CREATE INDEX partner_origin_requests_by_status ON partner_origin_requests (status, created_at);
   CREATE TABLE partner_statements (
     partner_id     TEXT NOT NULL,
     month          TEXT NOT NULL,              -- 2026-10: a closed Warsaw month
     conversions    ${big} NOT NULL,
     amount_minor   ${big} NOT NULL,            -- the sum of the ledger's stored partner_payout_minor
     currency       TEXT NOT NULL DEFAULT 'PLN',
     created_at     TEXT NOT NULL,
     paid_at        TEXT,
     paid_by        TEXT,
     PRIMARY KEY (partner_id, month)
   );`;

export const PORTAL_MIGRATIONS: readonly Migration[] = [
  {
    name: 'partner portal: accounts, sessions, links, test postbacks, origin requests, statements',
    sqlite: PORTAL('INTEGER'),
    postgres: PORTAL('BIGINT'),
  },
];
