// SQLite storage (better-sqlite3): created and migrated on first start. Migrations are append-only; the
// database's user_version says how many have run.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Storage, StoredEventInput } from './types';

export const MIGRATIONS: readonly string[] = [
  // 1: events from POST /api/event (SPEC §7).
  `CREATE TABLE events (
     id           INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at  TEXT NOT NULL,
     event        TEXT NOT NULL,
     origin       TEXT,
     session_id   TEXT,
     client_id    TEXT,
     domain       TEXT,
     referer      TEXT,
     utm_source   TEXT,
     utm_medium   TEXT,
     utm_campaign TEXT,
     utm_content  TEXT,
     utm_term     TEXT,
     data         TEXT NOT NULL DEFAULT '{}'
   );
   CREATE INDEX events_by_name_time ON events (event, received_at);
   CREATE INDEX events_by_session ON events (session_id);`,
];

export function migrate(db: Database.Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) throw new Error(`database schema ${current} is newer than this server knows (${MIGRATIONS.length})`);
  for (let version = current; version < MIGRATIONS.length; version++) {
    // Each migration and its version bump commit together, so a crash never leaves half a schema.
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}

export function openSqlite(file: string): Storage {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const insertEvent = db.prepare(
    `INSERT INTO events (received_at, event, origin, session_id, client_id, domain, referer,
                         utm_source, utm_medium, utm_campaign, utm_content, utm_term, data)
     VALUES (@received_at, @event, @origin, @session_id, @client_id, @domain, @referer,
             @utm_source, @utm_medium, @utm_campaign, @utm_content, @utm_term, @data)`,
  );
  const ping = db.prepare('SELECT 1 AS one');
  return {
    kind: 'sqlite',
    async ping() {
      try {
        return (ping.get() as { one: number } | undefined)?.one === 1;
      } catch {
        return false;
      }
    },
    async insertEvent(e: StoredEventInput) {
      const c = e.context;
      const info = insertEvent.run({
        received_at: e.receivedAt.toISOString(),
        event: e.event,
        origin: e.origin,
        session_id: c.session_id ?? null,
        client_id: c.client_id ?? null,
        domain: c.domain ?? null,
        referer: c.referer ?? null,
        utm_source: c.utm_source ?? null,
        utm_medium: c.utm_medium ?? null,
        utm_campaign: c.utm_campaign ?? null,
        utm_content: c.utm_content ?? null,
        utm_term: c.utm_term ?? null,
        data: JSON.stringify(e.data),
      });
      return Number(info.lastInsertRowid);
    },
    async close() {
      db.close();
    },
  };
}
