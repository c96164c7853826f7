// For the server's tests: the real app on a throw-away dist/ folder holding only the files a test names, with a
// SQLite storage in memory or in a file in that folder. close() closes the app and the storage and removes the
// folder. A test that needs other storage (PostgreSQL, a shared database) or its own site files calls buildApp.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { openSqlite } from '../storage/sqlite';
import type { Storage } from '../storage/types';

export const HOME_HTML = '<!doctype html><title>home</title>';
export const NOT_FOUND_HTML = '<!doctype html><p>This page could not be found</p>';

/** A new folder under the system's temp folder with these files (relative paths, folders made as needed). */
export function makeDist(files: Record<string, string> = {}, prefix = 'przelewik-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export interface TestAppOptions {
  /** dist/ files by relative path; index.html and 404.html are there unless named here. */
  files?: Record<string, string>;
  /** 'memory' (the default) or 'file': a database file inside the folder, at dbFile. */
  database?: 'memory' | 'file';
  config?: AppOptions['config'];
  logger?: AppOptions['logger'];
}

export interface TestApp {
  app: FastifyInstance;
  storage: Storage;
  /** The dist/ folder the app serves. */
  dist: string;
  /** The database file, or null for an in-memory database. */
  dbFile: string | null;
  close(): Promise<void>;
}

export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dist = makeDist({ 'index.html': HOME_HTML, '404.html': NOT_FOUND_HTML, ...options.files });
  const dbFile = options.database === 'file' ? join(dist, 'test.db') : null;
  const storage = openSqlite(dbFile ?? ':memory:');
  let app: FastifyInstance;
  try {
    app = await buildApp({
      storage,
      distDir: dist,
      ...(options.config ? { config: options.config } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    });
  } catch (error) {
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    storage,
    dist,
    dbFile,
    async close() {
      await app.close();
      await storage.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
