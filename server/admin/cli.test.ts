// `npm run admin` works wherever the server does: the command line (cli.ts, bundled here as scripts/admin.mjs
// builds it) uses DATABASE_URL like the server, and refuses in one line when it cannot reach the database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema } from '../testing/backends';

const cacheDir = resolve('node_modules/.cache/przelewik-admin-cli');
let entry: string;
let dataDir: string;

beforeAll(async () => {
  // Inside the project, so the bundle's imports (pg, better-sqlite3) resolve from node_modules.
  mkdirSync(cacheDir, { recursive: true });
  entry = join(mkdtempSync(join(cacheDir, 'build-')), 'admin.mjs');
  await build({
    entryPoints: ['server/admin/cli.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: entry,
    packages: 'external',
    logLevel: 'silent',
    define: {
      __BUILD_ID__: JSON.stringify('cli-test'),
      __SITE_URL__: JSON.stringify('http://localhost:3000'),
      __SITE_ENV__: JSON.stringify({}),
    },
  });
  dataDir = mkdtempSync(join(tmpdir(), 'przelewik-cli-'));
}, 60_000);

afterAll(() => {
  rmSync(resolve(entry, '..'), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (args: string[], env: Record<string, string>, input = '') =>
  spawnSync(process.execPath, [entry, ...args], {
    input,
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
  });

describe('npm run admin', () => {
  it('refuses in one line, without the password, when DATABASE_URL names a database it cannot reach', () => {
    const result = run(
      ['create-operator', 'op@example.pl'],
      { DATABASE_URL: 'postgres://op:tajne-haslo@127.0.0.1:1/przelewik' },
      'bardzo-tajne-haslo-1\n',
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^admin: cannot reach the database at postgres:\/\/op@127\.0\.0\.1:1\/przelewik: .+\n$/,
    );
    expect(result.stderr).not.toContain('tajne-haslo');
    // Nothing was written anywhere else instead: no SQLite file appeared in DATA_DIR.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  const url = process.env.TEST_DATABASE_URL;
  it.runIf(url)(
    'creates the operator in the PostgreSQL database DATABASE_URL names, not in a SQLite file',
    async () => {
      const schema = await freshSchema(url!);
      const withSchema = new URL(url!);
      withSchema.searchParams.set('options', `-c search_path=${schema}`);
      const result = run(
        ['create-operator', 'op@example.pl', '--role', 'analyst'],
        { DATABASE_URL: withSchema.toString() },
        'bardzo-tajne-haslo-1\n',
      );
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/^operator op@example\.pl created \(analyst/);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        expect((await client.query(`SELECT email, role FROM ${schema}.admin_operators`)).rows).toEqual([
          { email: 'op@example.pl', role: 'analyst' },
        ]);
      } finally {
        await client.end();
      }
      expect(existsSync(join(dataDir, 'przelewik.db'))).toBe(false);
    },
    30_000,
  );
});
