// Transfer-status notifications: one row per lead and reported state (at most one notification of a state per lead),
// one row per push token it goes to (its attempts, its outcome), and the mark on a token FCM says is gone.
// Portable SQL for SQLite and PostgreSQL.
import type { Migration } from '../storage/sql';

const TABLES = `CREATE TABLE push_notifications (
       id             TEXT PRIMARY KEY,            -- UUID; the status page's signed link names it, never the lead
       lead_id        TEXT NOT NULL,
       status         TEXT NOT NULL,               -- approved | paid | rejected
       conversion_id  TEXT NOT NULL,
       lender         TEXT NOT NULL,
       reported_at    TEXT NOT NULL,               -- when the lender's postback reported it
       created_at     TEXT NOT NULL,
       due_at         TEXT NOT NULL,               -- the end of quiet hours when it came during them
       state          TEXT NOT NULL,               -- queued | sending | done | cancelled (no consent, no token)
       UNIQUE (lead_id, status)
     );
     CREATE INDEX push_notifications_due ON push_notifications (state, due_at);
     CREATE INDEX push_notifications_by_time ON push_notifications (created_at);
     CREATE TABLE push_sends (
       id               TEXT PRIMARY KEY,
       notification_id  TEXT NOT NULL,
       token            TEXT NOT NULL,
       state            TEXT NOT NULL,             -- pending | sent | failed | dead (FCM: unregistered)
       attempts         INTEGER NOT NULL,
       next_attempt_at  TEXT,
       last_attempt_at  TEXT,
       sent_at          TEXT,
       error            TEXT,
       UNIQUE (notification_id, token)
     );
     CREATE INDEX push_sends_due ON push_sends (state, next_attempt_at);
     ALTER TABLE push_tokens ADD COLUMN dead_at TEXT;`;

export const NOTIFICATION_MIGRATIONS: readonly Migration[] = [
  { name: 'push-notifications', sqlite: TABLES, postgres: TABLES },
];
