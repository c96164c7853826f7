// Tables of partner management in the console: approved partners with their allowed origins (the allow-list of
// CORS and of the lead frame, read through server/partners/origins.ts), the decision on each sign-up, the mail
// outbox (server/mail/), and the before/after of an audited change. Portable SQL for SQLite and PostgreSQL.
import type { Migration } from '../storage/sql';

const PARTNERS = `CREATE TABLE partners (
     id           TEXT PRIMARY KEY,             -- the partner id of clicks and postbacks (aff_id / pid / providerId)
     name         TEXT NOT NULL,
     email        TEXT NOT NULL,                -- the partner's contact address, for mail about its account
     website      TEXT NOT NULL,
     origins      TEXT NOT NULL DEFAULT '[]',   -- JSON array of approved origins (https, or http on localhost)
     status       TEXT NOT NULL CHECK (status IN ('active', 'paused')),
     signup_id    TEXT,
     created_at   TEXT NOT NULL,
     updated_at   TEXT NOT NULL
   );
   ALTER TABLE partner_signups ADD COLUMN status TEXT NOT NULL DEFAULT 'pending';
   ALTER TABLE partner_signups ADD COLUMN decided_at TEXT;
   ALTER TABLE partner_signups ADD COLUMN decided_by TEXT;
   ALTER TABLE partner_signups ADD COLUMN decision_reason TEXT;
   ALTER TABLE partner_signups ADD COLUMN partner_id TEXT;
   CREATE INDEX partner_signups_by_status ON partner_signups (status, created_at);
   CREATE TABLE mail_outbox (
     id               TEXT PRIMARY KEY,
     created_at       TEXT NOT NULL,
     kind             TEXT NOT NULL,            -- what the message is about, e.g. signup-approved
     to_address       TEXT NOT NULL,
     subject          TEXT NOT NULL,
     body             TEXT NOT NULL,
     status           TEXT NOT NULL CHECK (status IN ('waiting', 'pending', 'sent', 'failed')),
     attempts         INTEGER NOT NULL DEFAULT 0,
     next_attempt_at  TEXT,
     last_attempt_at  TEXT,
     last_error       TEXT,
     sent_at          TEXT
   );
   CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
   CREATE INDEX mail_outbox_by_time ON mail_outbox (created_at);`;

export const PARTNER_MIGRATIONS: readonly Migration[] = [
  { name: 'partners, sign-up decisions, mail outbox, audit before/after', sqlite: PARTNERS, postgres: PARTNERS },
];
