// The partner portal at /partner-panel/: server-rendered Polish pages behind a partner's own login, with the
// console's frame, headers and rules (server/admin/routes.ts): strict CSP, no-store, noindex, same-origin POSTs
// carrying the session's CSRF token, the same lockout and the app's write rate limits. Its cookie lives under
// /partner-panel/ only and names a partner_sessions row, so it opens nothing under /admin/. Every read goes
// through server/portal/queries.ts with the session's partner id; a row of another partner answers 404 like an
// unknown one. The routes are in files by feature; their pages are components in server/portal/views/.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formScope } from '../web/forms';
import { loginArea } from '../web/login';
import { findPartnerSession, newPortalToken } from './auth';
import { figuresRoutes } from './figures-routes';
import { postbackRoutes } from './postback-routes';
import {
  PORTAL_LOGIN_COOKIE,
  PORTAL_PREFIX,
  PORTAL_SESSION_COOKIE,
  send,
  type Ctx,
  type PortalDeps,
  type PortalKit,
} from './shared';
import { signInRoutes } from './sign-in-routes';
import { siteRoutes } from './site-routes';
import { portalLoginPage, portalRefusalPage } from './views/auth-pages';

export { isPortalPath, PORTAL_LOGIN_COOKIE, PORTAL_SESSION_COOKIE, sendPortalNotFound } from './shared';

export async function portalRoutes(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { sql, now } = deps;
  await app.register(async (scope) => {
    await formScope(scope);
    const area = loginArea({
      prefix: PORTAL_PREFIX,
      loginPath: '/partner-panel/login/',
      sessionCookie: PORTAL_SESSION_COOKIE,
      loginCookie: PORTAL_LOGIN_COOKIE,
      findSession: (id, at) => findPartnerSession(sql, id, at),
      newToken: newPortalToken,
      now,
      send,
      refusal: portalRefusalPage,
      name: 'portal',
    });
    const kit: PortalKit = {
      deps,
      area,
      authed: (request: FastifyRequest, reply: FastifyReply): Promise<Ctx | null> => area.authed(request, reply),
      showLogin: (request, reply, status, message, email = '', notice = null) =>
        area.showLogin(request, reply, status, (csrf) => portalLoginPage(csrf, message, email, notice)),
    };
    signInRoutes(scope, kit);
    figuresRoutes(scope, kit);
    postbackRoutes(scope, kit);
    siteRoutes(scope, kit);
  });
}
