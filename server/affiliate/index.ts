// The affiliate ledger as one plugin: its routes plus the partner-postback sender, which stops with the app.
import type { FastifyPluginAsync } from 'fastify';
import type { SqlRunner } from '../storage/sql';
import type { AffiliateConfig } from './config';
import { deliverDue, httpSender, startDeliveryWorker, type Sender } from './deliveries';
import { affiliateRoutes, type AffiliateDeps } from './routes';

export interface AffiliateOptions {
  sql: SqlRunner;
  config: AffiliateConfig;
  distDir: string;
  send?: Sender;
  shownToday?: AffiliateDeps['shownToday'];
  onMoved?: AffiliateDeps['onMoved'];
  onPostback?: AffiliateDeps['onPostback'];
}

export const affiliatePlugin: FastifyPluginAsync<AffiliateOptions> = async (
  app,
  { sql, config, distDir, send = httpSender(config.testAllowHosts), shownToday, onMoved, onPostback },
) => {
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
  await app.register(affiliateRoutes, {
    sql,
    config,
    distDir,
    deliveries: worker,
    now,
    ...(shownToday ? { shownToday } : {}),
    ...(onMoved ? { onMoved } : {}),
    ...(onPostback ? { onPostback } : {}),
  });
};
