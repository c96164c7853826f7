// /healthz proves the database can still be written, not only read: a one-row table gets the current time and
// the value is read back. A failure is named for the operator (disk full, read-only, …) without internals.
import type Database from 'better-sqlite3';

/** The one-row table the health check writes; kept outside the migrations, created on first use. */
export const HEARTBEAT_TABLE = 'health_heartbeat';

/** Why a write failed, in words an operator acts on, from the SQLite error code (or the driver's message). */
export function writeFailure(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const message = error instanceof Error ? error.message : '';
  if (code === 'SQLITE_FULL') return 'disk is full';
  if (code.startsWith('SQLITE_READONLY')) return 'database is read-only';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'database is busy';
  if (code.startsWith('SQLITE_IOERR')) return 'disk input/output error';
  if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') return 'database file is damaged';
  if (code === 'SQLITE_CANTOPEN') return 'database file cannot be opened';
  if (/not open/i.test(message)) return 'database is closed';
  return 'database write failed';
}

/** Writes the time into the heartbeat row and reads it back: null when both worked, else the reason. */
export function checkWrite(db: Database.Database, now: () => Date = () => new Date()): string | null {
  try {
    const at = now().toISOString();
    db.exec(`CREATE TABLE IF NOT EXISTS ${HEARTBEAT_TABLE} (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL)`);
    db.prepare(`INSERT OR REPLACE INTO ${HEARTBEAT_TABLE} (id, at) VALUES (1, ?)`).run(at);
    const row = db.prepare(`SELECT at FROM ${HEARTBEAT_TABLE} WHERE id = 1`).get() as { at: string } | undefined;
    return row?.at === at ? null : 'database did not keep a write';
  } catch (error) {
    return writeFailure(error);
  }
}
