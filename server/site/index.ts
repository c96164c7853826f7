// What the built site needs from the server besides its static files (server/site/static-files.ts): page data for
// routes the build did not prerender and the partner offer list's HTML (the API scope), the health check and the
// site's own page config (the site scope).
import type { FastifyPluginAsync } from 'fastify';
import type { LawService } from '../law/service';
import type { SiteContent } from '../site-content';
import type { Storage } from '../storage/types';
import { healthRoute } from './healthz';
import { pageConfigRoute, type SitePageConfig } from './page-config';
import { pageDataRoute } from './page-data';
import { widgetHtmlRoute } from './widget-html';

export const siteApi: FastifyPluginAsync<{ site: SiteContent; law: LawService }> = async (api, { site, law }) => {
  await api.register(pageDataRoute, { distDir: site.root });
  await api.register(widgetHtmlRoute, { site, law });
};

export const sitePlugin: FastifyPluginAsync<{ storage: Storage; pageConfig: SitePageConfig }> = async (
  app,
  { storage, pageConfig },
) => {
  await app.register(healthRoute, { storage });
  await app.register(pageConfigRoute, { config: pageConfig });
};
