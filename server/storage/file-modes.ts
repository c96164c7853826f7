// The database holds personal data: its folder is 0700 and its files (the database, its WAL and shared-memory
// files) 0600, for new installs and, fixed at every start, for existing ones created with a looser umask.
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export const DATA_DIR_MODE = 0o700;
export const DATABASE_FILE_MODE = 0o600;
/** SQLite's companions of a database file in WAL mode. */
const COMPANIONS = ['', '-wal', '-shm', '-journal'];

/** Creates the database's folder (0700) or tightens an existing one. */
export function prepareDatabaseFolder(file: string): void {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  chmodSync(dir, DATA_DIR_MODE);
}

/** Tightens the database file and its companions that exist (SQLite gives new companions the database's mode). */
export function secureDatabaseFiles(file: string): void {
  for (const suffix of COMPANIONS) if (existsSync(file + suffix)) chmodSync(file + suffix, DATABASE_FILE_MODE);
}
