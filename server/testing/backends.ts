// The storage backends the tests run against: SQLite always; PostgreSQL when TEST_DATABASE_URL names a server
// (`npm test` starts a throwaway one: scripts/postgres-for-tests.mjs). Use with describe.each(storageBackends()).
// Each open() gives a fresh, empty, migrated database: an in-memory SQLite, or a new PostgreSQL schema.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, type PostgresOptions } from '../storage/postgres';
import { openSqlite } from '../storage/sqlite';
import type { CommitGroupOptions } from '../storage/commit-group';
import type { Storage } from '../storage/types';

export interface TestBackend {
  name: 'sqlite' | 'postgres';
  /** Which variant, in test titles. */
  label: string;
  open(
    options?: { events?: Partial<CommitGroupOptions> } & Pick<PostgresOptions, 'poolSize' | 'eventInsertTimeoutMs'>,
  ): Promise<Storage>;
}

let announced = false;

export function storageBackends(env: NodeJS.ProcessEnv = process.env): TestBackend[] {
  const url = env.TEST_DATABASE_URL;
  const backends: TestBackend[] = [
    { name: 'sqlite', label: 'sqlite', open: async (options = {}) => openSqlite(':memory:', options) },
  ];
  if (url)
    backends.push({ name: 'postgres', label: 'postgres', open: (options = {}) => openFreshPostgres(url, options) });
  else if (!announced) {
    announced = true;
    console.log(
      'storage tests: PostgreSQL half not run (TEST_DATABASE_URL is unset; `npm test` starts a throwaway PostgreSQL)',
    );
  }
  return backends;
}

/**
 * SQLite as `npm start` runs it: a database file in WAL mode, events written by the writer thread
 * (sqlite-event-writer.ts). Each open() gives a new file in a new temp folder.
 */
export function sqliteFileBackend(): TestBackend {
  return {
    name: 'sqlite',
    label: 'sqlite file',
    open: async (options = {}) => {
      const dir = mkdtempSync(join(tmpdir(), 'przelewik-contract-'));
      const storage = openSqlite(join(dir, 'p.db'), options);
      return {
        ...storage,
        async close() {
          await storage.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  };
}

/** A new schema of its own, so tests never see each other's rows. */
export async function freshSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return schema;
}

async function openFreshPostgres(url: string, options: PostgresOptions): Promise<Storage> {
  return openPostgres(url, { ...options, schema: await freshSchema(url) });
}
