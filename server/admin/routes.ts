// The operator console at /admin/: server-rendered pages behind a login. Every page answer carries its own strict
// CSP (only the console's own script and stylesheet), noindex, no-store and no framing. Every POST must come from
// our own origin (Origin or Referer) and carry the session's CSRF token; the login form carries a token that must
// match its cookie (double submit), so a foreign page can neither log someone in nor act in their name.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueConsolePages, type CatalogueConsoleDeps } from '../catalogue/console';
import { lawConsolePages, type LawConsoleDeps } from '../law/console';
import { loaderErrorPages } from './loader-errors';
import { fieldSpeedPages } from './field-speed';
import { DEFAULT_CONFIG } from '../config';
import type { CallbackHours } from '../../contracts/callback-hours';
import type { Storage } from '../storage/types';
import type { ScryptCost } from '../accounts/password';
import { audit, maskEmail } from '../audit/audit';
import { endSession, findSession, login, newToken } from './auth';
import type { Authed, ConsoleContext, FormBody } from './context';
import { analystRefusalPage, loginPage, notFoundPage, refusalPage } from './views/auth-pages';
import { loginArea } from '../web/login';
import { exportPages } from './export';
import { consolePages } from './pages';
import { partnerPages, type PartnerConsoleDeps } from './partner-pages';
import { portalConsolePages } from './portal-pages';
import { workPages } from './work-pages';
import { notificationConsolePages } from '../notifications/console';
import { sendPage } from '../web/guard';
import { cookieOf, formScope } from '../web/forms';

export const SESSION_COOKIE = 'pz_admin';
export const LOGIN_COOKIE = 'pz_admin_login';
export const ADMIN_PREFIX = '/admin/';
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A console POST that changes nothing (logout, the lead search): analysts may send it too. */
    forAnalysts?: boolean;
  }
}

/** Every console route as registered (method, address, whether analysts may send it), for the role guard's test. */
export interface ConsoleRoute {
  method: string;
  url: string;
  forAnalysts: boolean;
}
const CONSOLE_ROUTES = new WeakMap<object, ConsoleRoute[]>();
/** The console routes of an app (keyed by its HTTP server, which the app and all its plugin scopes share). */
export const consoleRoutes = (app: FastifyInstance): readonly ConsoleRoute[] => CONSOLE_ROUTES.get(app.server) ?? [];

/** Methods that change nothing: everything else is a change an analyst may not make. */
export const isReading = (method: string): boolean => method === 'GET' || method === 'HEAD';

export const ANALYST_REFUSAL =
  'Konto analityka służy do przeglądania i eksportu danych: zmian w konsoli nie może wprowadzać. ' +
  'Poproś administratora.';

const send = (reply: FastifyReply, status: number, text: string): FastifyReply => sendPage(reply, status, text);

/** Whether an address belongs to the console (its unknown addresses get the console's own 404). */
export const isConsolePath = (path: string): boolean => path === '/admin' || path.startsWith(ADMIN_PREFIX);

export const CONSOLE_NOT_FOUND_TITLE = 'Nie ma takiej strony';

/**
 * An address under /admin/ the console does not have: a Polish page in the console's frame, with the console's
 * headers (CSP, no-store, noindex). It is the same for everyone: the session is not read, so the page says nothing
 * about being logged in, and the link leads to the console, which asks for a login when there is no session.
 */
export const sendConsoleNotFound = (reply: FastifyReply): FastifyReply =>
  send(reply, 404, notFoundPage(CONSOLE_NOT_FOUND_TITLE));

export const LOGIN_MESSAGES = {
  wrong: 'Nieprawidłowy adres e-mail lub hasło.',
  locked: 'Zbyt wiele nieudanych prób. Logowanie z tego konta lub adresu jest zablokowane na 15 minut.',
  csrf: 'Formularz wygasł. Spróbuj zalogować się ponownie.',
} as const;

type AdminExtra = {
  law?: LawConsoleDeps;
  catalogue?: CatalogueConsoleDeps;
  partners?: PartnerConsoleDeps;
  callbackHours?: CallbackHours;
  notifications?: { configured: boolean; notifyRejected: boolean };
  /** scrypt's cost for a login without an account: production's (SCRYPT) unless a test lowers it. */
  passwordCost?: ScryptCost;
};

/** Every route of the scope, as registered, kept for the role guard's test (consoleRoutes). */
function recordRoutes(app: FastifyInstance, scope: FastifyInstance): void {
  const registered: ConsoleRoute[] = [];
  CONSOLE_ROUTES.set(app.server, registered);
  scope.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      registered.push({ method, url: route.url, forAnalysts: route.config?.forAnalysts === true });
  });
}

/**
 * The role guard, in one place: every console request that is not a read goes through it, so a route added later
 * is refused to analysts without a line of its own (only a route marked forAnalysts is let through).
 */
function roleGuard(scope: FastifyInstance, sql: Storage['sql'], now: () => Date): void {
  scope.addHook('preHandler', async (request, reply) => {
    if (isReading(request.method) || request.routeOptions.config?.forAnalysts === true) return;
    const session = await findSession(sql, cookieOf(request, SESSION_COOKIE), now());
    if (session?.operator.role !== 'analyst') return;
    await audit(sql, session.operator, 'analyst-refused', `${request.method} ${request.routeOptions.url ?? ''}`, now());
    return send(reply, 403, analystRefusalPage(ANALYST_REFUSAL));
  });
}

/** The login, the logout and the session check every other console page starts with. */
function sessionRoutes(scope: FastifyInstance, sql: Storage['sql'], now: () => Date, cost?: ScryptCost): Authed {
  const area = loginArea({
    prefix: ADMIN_PREFIX,
    loginPath: '/admin/login/',
    sessionCookie: SESSION_COOKIE,
    loginCookie: LOGIN_COOKIE,
    findSession: (id, at) => findSession(sql, id, at),
    newToken,
    now,
    send,
    refusal: refusalPage,
    name: 'console',
  });
  const showLogin = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string | null,
    email = '',
  ) => area.showLogin(request, reply, status, (csrf) => loginPage(csrf, message, email));

  scope.get('/admin/login/', async (request, reply) => {
    if (await area.session(request)) return reply.redirect(ADMIN_PREFIX, 303);
    return showLogin(request, reply, 200, null);
  });

  scope.post('/admin/login/', { config: { forAnalysts: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as FormBody;
    if (!area.preLogin(request, form)) return showLogin(request, reply, 403, LOGIN_MESSAGES.csrf);
    const email = typeof form.email === 'string' ? form.email : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const result = await login(sql, email, password, request.ip, now(), cost);
    if (!result.ok) {
      request.log.warn({ reason: result.reason }, 'operator login refused');
      // The trail names the account tried (masked: a mistyped address may be anyone's) and why it was refused.
      await audit(
        sql,
        { id: result.operatorId ?? '' },
        'login-failed',
        maskEmail(email.trim().toLowerCase().slice(0, 254)),
        now(),
        null,
        { reason: result.reason },
      );
      return showLogin(
        request,
        reply,
        result.reason === 'locked' ? 429 : 401,
        LOGIN_MESSAGES[result.reason],
        email.slice(0, 254),
      );
    }
    await audit(sql, result.session.operator, 'login', result.session.operator.email, now(), null, {
      role: result.session.operator.role,
    });
    return area.startSession(request, reply, result.sessionId);
  });

  const authed: Authed = (request, reply) => area.authed(request, reply);

  scope.post('/admin/logout/', { config: { forAnalysts: true } }, async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    await audit(sql, ctx.session.operator, 'logout', ctx.session.operator.email, now());
    return area.logout(request, reply, (id) => endSession(sql, id));
  });
  return authed;
}

/** The console's pages behind the login; a page without its part of `extra` is not served. */
async function consoleScreens(
  scope: FastifyInstance,
  context: ConsoleContext,
  authed: Authed,
  extra: AdminExtra,
): Promise<void> {
  await consolePages(scope, context, authed);
  await workPages(scope, context, authed);
  await exportPages(scope, context, authed);
  if (extra.law) await lawConsolePages(scope, context, authed, extra.law);
  if (extra.catalogue) await catalogueConsolePages(scope, context, authed, extra.catalogue);
  if (extra.partners) await partnerPages(scope, context, authed, extra.partners);
  await notificationConsolePages(
    scope,
    context,
    authed,
    extra.notifications ?? { configured: false, notifyRejected: false },
  );
  if (extra.partners) await portalConsolePages(scope, context, authed, extra.partners);
  await loaderErrorPages(scope, context, authed);
  await fieldSpeedPages(scope, context, authed);
}

/**
 * `extra.law`: the law in force and the page re-render, for the console's page of the law (server/law/console.ts);
 * `extra.catalogue`: the catalogue of lenders and offers with their versions (server/catalogue/console.ts);
 * `extra.partners`: what the partner screens need (server/admin/partner-pages.ts); `extra.callbackHours`: when
 * call-back requests are called back (CALLBACK_HOURS). A page without its part is not served.
 */
export async function adminRoutes(
  app: FastifyInstance,
  storage: Storage,
  now: () => Date = () => new Date(),
  extra: AdminExtra = {},
): Promise<void> {
  const callbackHours = extra.callbackHours ?? DEFAULT_CONFIG.callbackHours;
  await app.register(async (scope) => {
    recordRoutes(app, scope);
    roleGuard(scope, storage.sql, now);
    await formScope(scope);
    const authed = sessionRoutes(scope, storage.sql, now, extra.passwordCost);
    await consoleScreens(scope, { storage, now, send, callbackHours }, authed, extra);
  });
}
