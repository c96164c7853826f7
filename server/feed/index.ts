// The offers as data: the lead's ordered feed and the configuration list (SPEC §7), and the offers page's list with
// the law it is priced under. In the API scope (CORS for partner origins: the loader reads them).
import type { FastifyPluginAsync } from 'fastify';
import { offersRoute } from './offers';
import { feedRoutes, type FeedOptions } from './routes';

export const feedApi: FastifyPluginAsync<FeedOptions> = async (api, options) => {
  await api.register(feedRoutes, options);
  await api.register(offersRoute, { site: options.site, law: options.law });
};
