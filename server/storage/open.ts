// Which database the server uses, and how many processes serve: DATABASE_URL (PostgreSQL) or else the embedded
// SQLite file in DATA_DIR; WORKERS processes (node:cluster), default 1; PG_POOL_SIZE connections per process;
// EVENT_RETENTION_DAYS (retention.ts); SQLITE_SYNCHRONOUS (sqlite.ts). Read once at start: a bad value is one clear
// line, never a stack trace.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from './postgres';
import { readContactRetention, readRetentionDays, type ContactRetention } from './retention';
import { openSqlite } from './sqlite';
import type { Storage } from './types';

export interface StorageConfig {
  /** A postgres:// URL, or null for SQLite in DATA_DIR. */
  databaseUrl: string | null;
  workers: number;
  poolSize: number;
  retentionDays: number;
  /** PHONE_LEAD_RETENTION_DAYS, PARTNER_SIGNUP_RETENTION_DAYS (retention.ts). */
  contactRetention: ContactRetention;
  /** SQLITE_SYNCHRONOUS (sqlite.ts, SqliteOptions.synchronous). */
  sqliteSynchronous: 'full' | 'normal';
}

const MAX_WORKERS = 64;

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number | string {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    return `${name} must be a whole number from ${min} to ${max} (got "${raw}")`;
  return Number(raw);
}

export function readStorageConfig(
  env: NodeJS.ProcessEnv,
  cores = availableParallelism(),
): { ok: true; value: StorageConfig } | { ok: false; error: string } {
  const url = env.DATABASE_URL?.trim() || null;
  if (url !== null && !/^postgres(ql)?:\/\//.test(url))
    return {
      ok: false,
      error: 'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite)',
    };
  // WORKERS=auto: one process per core.
  const workers = env.WORKERS?.trim() === 'auto' ? cores : wholeNumber(env, 'WORKERS', 1, 1, MAX_WORKERS);
  if (typeof workers === 'string') return { ok: false, error: `${workers}; or "auto" for one per core` };
  const poolSize = wholeNumber(env, 'PG_POOL_SIZE', 10, 1, 100);
  if (typeof poolSize === 'string') return { ok: false, error: poolSize };
  const retention = readRetentionDays(env);
  if (!retention.ok) return retention;
  const contactRetention = readContactRetention(env);
  if (!contactRetention.ok) return contactRetention;
  const sync = env.SQLITE_SYNCHRONOUS?.trim().toLowerCase() || 'full';
  if (sync !== 'full' && sync !== 'normal')
    return { ok: false, error: `SQLITE_SYNCHRONOUS must be "full" or "normal" (got "${env.SQLITE_SYNCHRONOUS}")` };
  return {
    ok: true,
    value: {
      databaseUrl: url,
      workers,
      poolSize,
      retentionDays: retention.value,
      contactRetention: contactRetention.value,
      sqliteSynchronous: sync,
    },
  };
}

/** The database as configured, migrated. Where it is, for the start-up line, without the URL's password. */
export async function openConfiguredStorage(
  config: StorageConfig,
  dataDir: string,
): Promise<{ storage: Storage; where: string }> {
  if (config.databaseUrl === null) {
    const file = join(dataDir, 'przelewik.db');
    return {
      storage: openSqlite(file, { synchronous: config.sqliteSynchronous }),
      where: `SQLite ${file}${config.sqliteSynchronous === 'normal' ? ' (synchronous=normal)' : ''}`,
    };
  }
  const where = new URL(config.databaseUrl);
  where.password = '';
  return {
    storage: await openPostgres(config.databaseUrl, { poolSize: config.poolSize }),
    where: `PostgreSQL ${where.toString()}`,
  };
}

/**
 * Opens the configured database for a command (npm run admin): the same database the server uses, or one line
 * that says which database could not be reached and why (never the URL's password, never a stack trace).
 */
export async function openForCommand(
  config: StorageConfig,
  dataDir: string,
): Promise<{ storage: Storage; where: string }> {
  try {
    return await openConfiguredStorage(config, dataDir);
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();
    // No `cause`: printed with it, the driver's error could carry the URL's password and its stack.
    /* eslint-disable preserve-caught-error */
    if (config.databaseUrl === null) throw new Error(`cannot open the SQLite database in ${dataDir}: ${why}`);
    const where = new URL(config.databaseUrl);
    where.password = '';
    throw new Error(`cannot reach the database at ${where.toString()}: ${why}`);
    /* eslint-enable preserve-caught-error */
  }
}
