// Leads: the registration form's lead and the landing page's call-back request (the API scope, posted by our pages
// and by partner widgets), and the loader's abandoned-visit webhook (the site scope: it answers CORS itself).
import type { FastifyPluginAsync } from 'fastify';
import type { Storage } from '../storage/types';
import { leadsRoute } from './leads';
import { phoneLeadsRoute } from './phone-leads';
import { webhookRoute } from './webhook';

export const leadsApi: FastifyPluginAsync<{ storage: Storage }> = async (api, { storage }) => {
  await api.register(leadsRoute, { storage });
  await api.register(phoneLeadsRoute, { storage });
};

export const leadsPlugin: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  await app.register(webhookRoute, { storage });
};
