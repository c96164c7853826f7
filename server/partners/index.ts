// Affiliate partners' public side: whether an origin may take applications and the sign-up by JSON (the API scope),
// and the same sign-up as a form posted without JavaScript (the site scope: its answer is a page).
import type { FastifyPluginAsync } from 'fastify';
import type { Storage } from '../storage/types';
import { partnerFormRoute } from './form-route';
import { partnersRoute } from './signup-route';
import { partnerStatusRoute, type PartnerStatusOptions } from './status-route';

export const partnersApi: FastifyPluginAsync<PartnerStatusOptions & { storage: Storage }> = async (
  api,
  { storage, config, partners },
) => {
  await api.register(partnerStatusRoute, { config, partners });
  await api.register(partnersRoute, { storage });
};

export const partnersPlugin: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  await app.register(partnerFormRoute, { storage });
};
