// `npm start` runs this (built to build/server.mjs by scripts/start.mjs): opens the database, serves. With
// WORKERS=n the first process migrates the database, then forks n server processes (node:cluster) sharing the
// port; they hold nothing that must be shared (docs/operations.md), and one that dies is replaced.
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { companyStartCheck } from '../contracts/company';
import { ConfigError, loadConfigOrExit } from './config';
import { loadAffiliateConfigOrExit } from './affiliate/config';
import { loadMailConfigOrExit } from './mail/config';
import { loadPushConfigOrExit } from './notifications/config';
import { readBasicConfig, type BasicConfig } from './config-basic';
import { openConfiguredStorage, readStorageConfig, type StorageConfig } from './storage/open';
import { startRetention } from './storage/retention';
import { startPushTokenRetention } from './notifications/retention';
import { loadMetricsConfigOrExit } from './metrics/config';
import { createServerMetrics } from './metrics/metrics';
import {
  answerClusterScrapes,
  clusterExposition,
  registryExposition,
  serveMetrics,
  type Exposition,
  type MetricsServer,
} from './metrics/server';
import { parseSitePageConfig, type SitePageConfig } from './site/page-config';
import type { Storage } from './storage/types';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
// The build's prerender script, run again in the background when the law of the day changes what pages may show.
const buildDir = resolve(process.env.BUILD_DIR ?? 'build');
const config = loadConfigOrExit(process.env);
const affiliate = loadAffiliateConfigOrExit(process.env);
const mail = loadMailConfigOrExit(process.env);
const push = loadPushConfigOrExit(process.env);
const metricsConfig = loadMetricsConfigOrExit(process.env);

/** A configuration or start-up problem the operator fixes: one line on stderr, exit 1, no stack trace. */
function fail(line: string): never {
  console.error(`przelewik: ${line}`);
  process.exit(1);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function openOrFail(storageConfig: StorageConfig, dataDir: string) {
  try {
    return await openConfiguredStorage(storageConfig, dataDir);
  } catch (error) {
    return fail(
      storageConfig.databaseUrl
        ? `DATABASE_URL: the database cannot be used: ${errorText(error)}`
        : `DATA_DIR ${dataDir} cannot hold the database: ${errorText(error)}`,
    );
  }
}

/** The metrics' own port (server/metrics/), when METRICS_PORT is set; a port that cannot be used stops the start. */
async function startMetrics(expose: () => Promise<Exposition>): Promise<MetricsServer | null> {
  if (metricsConfig.port === null) return null;
  try {
    const server = await serveMetrics(expose, { ...metricsConfig, port: metricsConfig.port }, (message) =>
      console.error(`przelewik: ${message}`),
    );
    console.log(`przelewik: metrics at ${server.url}/metrics${metricsConfig.token ? ' (bearer token required)' : ''}`);
    return server;
  } catch (error) {
    return fail(`METRICS_PORT: cannot listen on ${metricsConfig.host}:${metricsConfig.port}: ${errorText(error)}`);
  }
}

/** Cluster primary: migrates once, forks the workers, replaces one that dies, stops them all on a signal. */
async function primary(basic: BasicConfig, storageConfig: StorageConfig): Promise<void> {
  const { storage, where } = await openOrFail(storageConfig, basic.dataDir);
  await storage.close();
  let stopping = false;
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === storageConfig.workers)
      console.log(
        `przelewik: ${storageConfig.workers} workers at http://${basic.host}:${basic.port}/ (database: ${where})`,
      );
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that never listened has a problem its replacement would have too (port, configuration).
    if (listening === 0) fail(`a worker stopped before it served (exit ${code ?? signal}): see its message above`);
    console.error(`przelewik: worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}), starting another`);
    setTimeout(() => cluster.fork(), 1000).unref();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // The primary serves the metrics, summed over its workers.
  await startMetrics(clusterExposition());
  for (let i = 0; i < storageConfig.workers; i++) cluster.fork();
}

async function serve(basic: BasicConfig, storageConfig: StorageConfig): Promise<void> {
  const { port, host } = basic;
  let sitePageConfig: SitePageConfig;
  try {
    sitePageConfig = parseSitePageConfig(process.env);
  } catch (error) {
    fail(errorText(error));
  }
  const { storage, where }: { storage: Storage; where: string } = await openOrFail(storageConfig, basic.dataDir);
  const metrics = metricsConfig.port === null ? undefined : createServerMetrics(storage);
  if (metrics && cluster.isWorker) answerClusterScrapes(metrics.registry);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({
      storage,
      distDir,
      config,
      affiliate,
      mail,
      push: { ...push, linkOrigin: push.linkOrigin ?? config.siteOrigins[0] ?? `http://localhost:${port}` },
      deliveryEnv: process.env,
      sitePageConfig,
      siteRender: { buildDir },
      ...(metrics ? { metrics } : {}),
      logger: { level: process.env.LOG_LEVEL ?? 'info' },
    });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  for (const warning of [...config.warnings, ...affiliate.warnings]) app.log.warn(warning);
  const stopRetention = startRetention(
    storage,
    storageConfig.retentionDays,
    app.log,
    () => new Date(),
    storageConfig.contactRetention,
  );
  const stopTokenRetention = startPushTokenRetention(storage.sql, app.log);
  let metricsServer: MetricsServer | null = null;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    stopRetention();
    stopTokenRetention();
    await metricsServer?.close();
    metrics?.close();
    await app.close(); // finishes requests in flight; queued events are committed by storage.close()
    await storage.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen({ port, host });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why =
      code === 'EADDRINUSE'
        ? 'the port is in use'
        : code === 'EACCES'
          ? 'no permission for this port'
          : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND'
            ? 'HOST is not an address of this machine'
            : errorText(error);
    fail(`cannot listen on ${host}:${port}: ${why}`);
  }
  if (metrics && cluster.isPrimary) metricsServer = await startMetrics(registryExposition(metrics.registry));
  if (cluster.isPrimary)
    app.log.info(
      `Przelewik at http://${host === '::' || host === '0.0.0.0' ? 'localhost' : host}:${port}/ (database: ${where})`,
    );
}

async function main(): Promise<void> {
  // Production never shows placeholder company data: one line naming what is missing, before anything starts.
  const company = companyStartCheck(process.env);
  if (company.fatal) fail(company.fatal);
  if (company.warning && cluster.isPrimary) console.warn(`przelewik: ${company.warning}`);
  const basic = readBasicConfig(process.env);
  if (!basic.ok) fail(basic.error);
  const storageConfig = readStorageConfig(process.env);
  if (!storageConfig.ok) fail(storageConfig.error);
  // Files the server creates (the database and its companions) are readable by its own user only.
  process.umask(0o077);
  if (cluster.isPrimary && storageConfig.value.workers > 1) return primary(basic.value, storageConfig.value);
  return serve(basic.value, storageConfig.value);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
