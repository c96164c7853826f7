// `npm start` runs this (built to build/server.mjs by scripts/start.mjs): opens the database, serves.
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { openSqlite } from './storage/sqlite';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const config = loadConfigOrExit(process.env);

async function main(): Promise<void> {
  const storage = openSqlite(join(dataDir, 'przelewik.db'));
  const app = await buildApp({ storage, distDir, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  for (const warning of config.warnings) app.log.warn(warning);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await storage.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port, host });
  app.log.info(`Przelewik at http://${host === '::' || host === '0.0.0.0' ? 'localhost' : host}:${port}/ (database: ${dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
