// The consent ledger's public side: a lead shared with one lender by the visitor's consent (the API scope), the
// withdrawal link's page, and the worker that retries deliveries to lenders that were down (the site scope).
import type { FastifyPluginAsync } from 'fastify';
import type { Storage } from '../storage/types';
import { startDeliveryWorker, type Fetcher } from './delivery';
import type { DeliveryConfig } from './delivery-config';
import { leadSharingRoute, type LeadSharingDeps } from './lead-sharing';
import { consentWithdrawRoute } from './withdraw-page';

export const consentsApi: FastifyPluginAsync<LeadSharingDeps> = async (api, options) => {
  await api.register(leadSharingRoute, options);
};

export const consentsPlugin: FastifyPluginAsync<{
  storage: Storage;
  delivery: DeliveryConfig;
  fetcher: Fetcher;
}> = async (app, { storage, delivery, fetcher }) => {
  await app.register(consentWithdrawRoute, { storage });
  if (delivery.lenders.size > 0) {
    const stop = startDeliveryWorker(storage.sql, delivery, fetcher, (error) =>
      app.log.error({ err: error }, 'lead delivery run failed'),
    );
    app.addHook('onClose', async () => stop());
  }
};
