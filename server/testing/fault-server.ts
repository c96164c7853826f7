// The server the fault tests start as a child process (faults.test.ts bundles this file): the real app
// (buildApp, the real routes and storage) on a throwaway site folder, on a free port it prints as one JSON line.
// The database comes from the environment as in production (DATABASE_URL, else DATA_DIR), or FAULT_PG_SCHEMA.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { parseAffiliateConfig } from '../affiliate/config';
import { DEFAULT_CONFIG } from '../config';
import { openPostgres } from '../storage/postgres';
import { openSqlite } from '../storage/sqlite';

const dist = mkdtempSync(join(tmpdir(), 'przelewik-fault-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>fault test</title>');
writeFileSync(join(dist, '404.html'), '<!doctype html><title>404</title>');
const url = process.env.DATABASE_URL;
const storage = url
  ? await openPostgres(url, { schema: process.env.FAULT_PG_SCHEMA, poolSize: 4 })
  : openSqlite(join(process.env.DATA_DIR ?? dist, 'przelewik.db'), {
      synchronous: process.env.SQLITE_SYNCHRONOUS === 'normal' ? 'normal' : 'full',
    });
const config = {
  ...DEFAULT_CONFIG,
  rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
};
// Lender postbacks when the test sets LENDER_POSTBACK_SECRETS and LENDER_PAYOUTS, as in production.
const app = await buildApp({ storage, distDir: dist, config, affiliate: parseAffiliateConfig(process.env) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
