// Signing in to the portal: the password form, the one-time link by e-mail, an invitation's first password, logout.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queueMail } from '../mail/outbox';
import { setAreaCookie } from '../web/forms';
import { accountByEmail, endPartnerSession, issueLink, newPortalToken, peekLink, portalLogin, useLink } from './auth';
import { loginLinkMail } from './mail-texts';
import { PORTAL_LOGIN_COOKIE, PORTAL_LOGIN_MESSAGES, PORTAL_PREFIX, send, type PortalKit } from './shared';
import { linkGonePage } from './views/auth-pages';
import { linkPage } from './views/link-pages';

type Form = Record<string, string>;

const passwordProblemPl = (problem: string) =>
  problem.includes('at least')
    ? 'Hasło musi mieć co najmniej 12 znaków.'
    : problem.includes('space')
      ? 'Hasło nie może zaczynać się ani kończyć spacją.'
      : 'Tego hasła nie da się ustawić: wybierz inne.';

function passwordRoutes(scope: FastifyInstance, { deps, area, showLogin }: PortalKit): void {
  const { sql, now } = deps;
  scope.get('/partner-panel/login/', async (request, reply) => {
    if (await area.session(request)) return reply.redirect(PORTAL_PREFIX, 303);
    return showLogin(request, reply, 200, null);
  });

  scope.post('/partner-panel/login/', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!area.preLogin(request, form)) return showLogin(request, reply, 403, PORTAL_LOGIN_MESSAGES.csrf);
    const email = typeof form.email === 'string' ? form.email : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const result = await portalLogin(sql, email, password, request.ip, now(), deps.passwordCost);
    if (!result.ok) {
      request.log.warn({ reason: result.reason }, 'partner login refused');
      const status = result.reason === 'locked' ? 429 : 401;
      return showLogin(request, reply, status, PORTAL_LOGIN_MESSAGES[result.reason], email.slice(0, 254));
    }
    return area.startSession(request, reply, result.sessionId);
  });
}

// A one-time link goes only to an account's own address; the page says the same whether or not one exists.
function sendLinkRoute(scope: FastifyInstance, { deps, area, showLogin }: PortalKit): void {
  const { sql, now } = deps;
  scope.post('/partner-panel/link/', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!area.preLogin(request, form)) return showLogin(request, reply, 403, PORTAL_LOGIN_MESSAGES.csrf);
    const account = await accountByEmail(sql, typeof form.email === 'string' ? form.email : '');
    if (account) {
      const at = now();
      const origin = `${request.protocol}://${request.host}`;
      await sql.transaction(async (tx) => {
        const token = await issueLink(tx, account.partnerId, account.email, 'login', at);
        if (!token) return;
        const mail = loginLinkMail(account.email, `${origin}/partner-panel/link/open/?t=${token}`);
        await queueMail(tx, mail, deps.smtpConfigured, at);
      });
      deps.kickMail();
    }
    return showLogin(request, reply, 200, null, '', PORTAL_LOGIN_MESSAGES.linkSent);
  });
}

// Opening a link shows a button; only its POST uses the token, so a mail scanner that fetches links uses none.
function linkRoutes(scope: FastifyInstance, { deps, area, showLogin }: PortalKit): void {
  const { sql, now } = deps;
  const showLink = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'invite' | 'login',
    problem: string | null = null,
  ) => {
    const token = String(
      (request.method === 'GET' ? (request.query as Record<string, unknown>).t : ((request.body ?? {}) as Form).t) ??
        '',
    );
    const link = await peekLink(sql, token, now());
    if (!link || link.purpose !== kind) return send(reply, 410, linkGonePage(PORTAL_LOGIN_MESSAGES.linkGone));
    const csrf = newPortalToken();
    setAreaCookie(request, reply, PORTAL_PREFIX, PORTAL_LOGIN_COOKIE, csrf, 3600);
    return send(reply, problem ? 400 : 200, linkPage(kind, { csrf, token, partnerId: link.partnerId, problem }));
  };
  scope.get('/partner-panel/invite/', (request, reply) => showLink(request, reply, 'invite'));
  scope.get('/partner-panel/link/open/', (request, reply) => showLink(request, reply, 'login'));

  const useLinkRoute = (kind: 'invite' | 'login') => async (request: FastifyRequest, reply: FastifyReply) => {
    const form = (request.body ?? {}) as Form;
    if (!area.preLogin(request, form)) return showLogin(request, reply, 403, PORTAL_LOGIN_MESSAGES.csrf);
    const link = await peekLink(sql, String(form.t ?? ''), now());
    if (!link || link.purpose !== kind) return showLink(request, reply, kind);
    const password = kind === 'invite' ? String(form.password ?? '') : null;
    const result = await useLink(sql, String(form.t), password, now(), deps.passwordCost);
    if (!result.ok && result.reason === 'password')
      return showLink(request, reply, kind, passwordProblemPl(result.problem ?? ''));
    if (!result.ok) return showLink(request, reply, kind);
    return area.startSession(request, reply, result.sessionId);
  };
  scope.post('/partner-panel/invite/', useLinkRoute('invite'));
  scope.post('/partner-panel/link/open/', useLinkRoute('login'));
}

export function signInRoutes(scope: FastifyInstance, kit: PortalKit): void {
  passwordRoutes(scope, kit);
  sendLinkRoute(scope, kit);
  linkRoutes(scope, kit);
  scope.post('/partner-panel/logout/', async (request, reply) => {
    const ctx = await kit.authed(request, reply);
    if (!ctx) return reply;
    return kit.area.logout(request, reply, (id) => endPartnerSession(kit.deps.sql, id));
  });
}
