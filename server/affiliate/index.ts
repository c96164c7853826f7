// The affiliate ledger wired into the app: routes plus the partner-postback sender, which stops with the app.
import type { AffiliateDeps } from './routes';
import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../storage/sql';
import type { AffiliateConfig } from './config';
import { deliverDue, httpSender, startDeliveryWorker, type Sender } from './deliveries';
import { affiliateRoutes } from './routes';

export async function registerAffiliate(
  app: FastifyInstance,
  sql: SqlRunner,
  config: AffiliateConfig,
  distDir: string,
  send: Sender = httpSender(config.testAllowHosts),
  shownToday?: AffiliateDeps['shownToday'],
  onMoved?: AffiliateDeps['onMoved'],
  onPostback?: AffiliateDeps['onPostback'],
): Promise<void> {
  const now = () => new Date();
  const worker = startDeliveryWorker(
    () => deliverDue(sql, send, config, now),
    (error) =>
      app.log.error({ error: error instanceof Error ? error.message : String(error) }, 'partner postback pass failed'),
  );
  app.addHook('onClose', async () => {
    worker.stop();
    await worker.idle();
  });
  app.addHook('onReady', async () => worker.kick());
  await affiliateRoutes(app, {
    sql,
    config,
    distDir,
    deliveries: worker,
    now,
    ...(shownToday ? { shownToday } : {}),
    ...(onMoved ? { onMoved } : {}),
    ...(onPostback ? { onPostback } : {}),
  });
}
