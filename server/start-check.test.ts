// The production start check, on the real entry point: a production server with the company's placeholders stops
// before anything starts, with one line naming each missing value; with the data configured it gets past the check.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SLOW = 120_000;
const cacheDir = resolve('node_modules/.cache/przelewik-start-check');
let outDir = '';
let entry = '';

beforeAll(async () => {
  // Inside the project, so the bundle's imports (fastify, pg, better-sqlite3) resolve from node_modules.
  mkdirSync(cacheDir, { recursive: true });
  outDir = mkdtempSync(join(cacheDir, 'build-'));
  await build({
    configFile: false,
    logLevel: 'silent',
    define: {
      __BUILD_ID__: JSON.stringify('test-build'),
      __SITE_URL__: JSON.stringify('https://przelewik.example'),
      __SITE_ENV__: JSON.stringify({}),
    },
    build: {
      ssr: 'server/main.ts',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'main.mjs' } },
    },
  });
  entry = join(outDir, 'main.mjs');
}, SLOW);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const COMPANY = {
  COMPANY_NAME: 'Przelewik sp. z o.o.',
  COMPANY_ADDRESS: 'ul. Prosta 20, 00-850 Warszawa',
  COMPANY_KRS: '0000123456',
  COMPANY_NIP: '5250007738',
  COMPANY_REGON: '016298263',
  COMPANY_RPK: 'RPK012345',
  COMPANY_EMAIL: 'kontakt@przelewik.pl',
  COMPANY_PHONE: '+48 22 123 45 67',
};

const run = (env: Record<string, string>) => {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('COMPANY_') && name !== 'NODE_ENV' && name !== 'SITE_URL',
    ),
  );
  return spawnSync(process.execPath, [entry], {
    env: { ...clean, DATA_DIR: mkdtempSync(join(outDir, 'data-')), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
};

describe('the start check of the company data', () => {
  it(
    'refuses a production start with placeholders in one line naming what is missing',
    () => {
      const result = run({ NODE_ENV: 'production', COMPANY_NAME: 'Przelewik sp. z o.o.', COMPANY_KRS: '0000000000' });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(
        `przelewik: the company's data is not configured: COMPANY_ADDRESS (unset), COMPANY_KRS (placeholder), COMPANY_NIP (unset), COMPANY_REGON (unset), COMPANY_RPK (unset), COMPANY_EMAIL (unset), COMPANY_PHONE (unset) (docs/operations.md, "The company's data")\n`,
      );
    },
    SLOW,
  );

  it(
    'treats an https SITE_URL as production too',
    () => {
      const result = run({ SITE_URL: 'https://przelewik.pl', ...COMPANY, COMPANY_NIP: '5250007739' });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        `przelewik: the company's data is not configured: COMPANY_NIP (expected 10 digits with a valid check digit) (docs/operations.md, "The company's data")\n`,
      );
    },
    SLOW,
  );

  it(
    'gets past the check with the data configured (the next check, a bad PORT, then stops it)',
    () => {
      const result = run({ NODE_ENV: 'production', ...COMPANY, PORT: 'osiemdziesiąt' });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe('przelewik: PORT must be a whole number from 0 to 65535, got "osiemdziesiąt"\n');
    },
    SLOW,
  );

  it(
    'in development warns once and goes on (stopped here by the same bad PORT)',
    () => {
      const result = run({ PORT: 'osiemdziesiąt' });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        /^przelewik: the company's data is not configured: COMPANY_NAME \(unset\), .*; placeholders are shown in development$/,
      );
      expect(lines[1]).toContain('PORT must be a whole number');
    },
    SLOW,
  );
});

describe('the metrics port', () => {
  it(
    'is never served without a token in production: the start stops with one line',
    () => {
      const result = run({ NODE_ENV: 'production', ...COMPANY, METRICS_PORT: '9464' });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        'przelewik: METRICS_TOKEN is required with METRICS_PORT in production: the metrics are never served without it\n',
      );
    },
    SLOW,
  );
});
