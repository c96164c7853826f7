// `npm start` runs this (built to build/server.mjs by scripts/start.mjs): opens the database, serves.
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { readBasicConfig } from './config-basic';
import { openSqlite } from './storage/sqlite';
import { parseSitePageConfig, type SitePageConfig } from './site-page-config';
import type { Storage } from './storage/types';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const config = loadConfigOrExit(process.env);

/** A configuration or start-up problem the operator fixes: one line on stderr, exit 1, no stack trace. */
function fail(line: string): never {
  console.error(`przelewik: ${line}`);
  process.exit(1);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(): Promise<void> {
  const basic = readBasicConfig(process.env);
  if (!basic.ok) fail(basic.error);
  const { port, host, dataDir } = basic.value;
  // Files the server creates (the database and its companions) are readable by its own user only.
  process.umask(0o077);
  let storage: Storage;
  try {
    storage = openSqlite(join(dataDir, 'przelewik.db'));
  } catch (error) {
    fail(`DATA_DIR ${dataDir} cannot hold the database: ${errorText(error)}`);
  }
  let sitePageConfig: SitePageConfig;
  try {
    sitePageConfig = parseSitePageConfig(process.env);
  } catch (error) {
    fail(errorText(error));
  }
  const app = await buildApp({ storage, distDir, config, sitePageConfig, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  for (const warning of config.warnings) app.log.warn(warning);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await storage.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen({ port, host });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why = code === 'EADDRINUSE' ? 'the port is in use' : code === 'EACCES' ? 'no permission for this port' : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' ? 'HOST is not an address of this machine' : errorText(error);
    fail(`cannot listen on ${host}:${port}: ${why}`);
  }
  app.log.info(`Przelewik at http://${host === '::' || host === '0.0.0.0' ? 'localhost' : host}:${port}/ (database: ${dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
