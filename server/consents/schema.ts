// The consent ledger and the lead deliveries: what each visitor agreed to (which text version, for which lender,
// for which purpose and channel, when, from which truncated address and browser) and every hand-off of a lead
// to a lender's API with its attempts. Portable SQL for SQLite and PostgreSQL.
import type { Migration } from '../storage/sql';

const TABLES = `CREATE TABLE consent_records (
       id            TEXT PRIMARY KEY,            -- UUID; the withdrawal link signs it
       lead_id       TEXT NOT NULL,
       purpose       TEXT NOT NULL,               -- terms | privacy | marketing | sharing
       channel       TEXT NOT NULL,               -- web | email | phone | api
       lender        TEXT NOT NULL,               -- lender slug, or '*' for a consent not given to a lender
       text_version  TEXT NOT NULL,
       text_hash     TEXT NOT NULL,               -- SHA-256 of the exact text shown
       given_at      TEXT NOT NULL,
       ip_prefix     TEXT,                        -- /24 (IPv4) or /48 (IPv6), never the full address
       user_agent    TEXT,
       withdrawn_at  TEXT
     );
     CREATE INDEX consent_records_by_lead ON consent_records (lead_id);
     CREATE TABLE lead_deliveries (
       id             TEXT PRIMARY KEY,
       lead_id        TEXT NOT NULL,
       lender         TEXT NOT NULL,
       consent_id     TEXT NOT NULL,
       created_at     TEXT NOT NULL,
       status         TEXT NOT NULL,              -- pending | delivered | failed | refused (no consent)
       attempts       INTEGER NOT NULL,
       next_at        TEXT,
       last_at        TEXT,
       last_status    INTEGER,
       last_error     TEXT,
       delivered_at   TEXT,
       UNIQUE (lead_id, lender)
     );
     CREATE INDEX lead_deliveries_due ON lead_deliveries (status, next_at);
     CREATE TABLE server_secrets (
       name   TEXT PRIMARY KEY,
       value  TEXT NOT NULL
     );`;

export const CONSENT_MIGRATIONS: readonly Migration[] = [
  { name: 'consent-ledger-and-lead-deliveries', sqlite: TABLES, postgres: TABLES },
];
