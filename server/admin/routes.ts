// The operator console at /admin/: server-rendered pages behind a login. Every page answer carries its own strict
// CSP (only the console's own script and stylesheet), noindex, no-store and no framing. Every POST must come from
// our own origin (Origin or Referer) and carry the session's CSRF token; the login form carries a token that must
// match its cookie (double submit), so a foreign page can neither log someone in nor act in their name.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lawConsolePages, type LawConsoleDeps } from '../law/console';
import type { Storage } from '../storage/types';
import { audit, endSession, findSession, login, newToken, sameToken, type Session } from './auth';
import { Html, html, page } from './html';
import { exportPages } from './export';
import { consolePages } from './pages';
import { partnerPages, type PartnerConsoleDeps } from './partner-pages';

export const SESSION_COOKIE = 'pz_admin';
export const LOGIN_COOKIE = 'pz_admin_login';
export const ADMIN_PREFIX = '/admin/';
export const ADMIN_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function cookie(name: string, value: string, https: boolean, maxAgeSeconds?: number): string {
  const parts = [`${name}=${value}`, 'Path=/admin/', 'HttpOnly', 'SameSite=Strict'];
  if (https) parts.push('Secure');
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  return parts.join('; ');
}

/** True when a state-changing request comes from a page of this very origin. */
export function sameOrigin(request: Pick<FastifyRequest, 'headers' | 'host' | 'protocol'>): boolean {
  if (request.headers['sec-fetch-site'] !== undefined && request.headers['sec-fetch-site'] !== 'same-origin') return false;
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== 'string') return false;
  try {
    const url = new URL(source);
    return url.host === request.host.toLowerCase() && url.protocol === `${request.protocol}:`;
  } catch {
    return false;
  }
}

export type FormBody = Record<string, string>;

export interface ConsoleContext {
  storage: Storage;
  now: () => Date;
  /** Sends an HTML page with the console's headers. */
  send(reply: FastifyReply, status: number, text: string): FastifyReply;
}

export interface AuthedRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  session: Session;
  form: FormBody;
}

const send = (reply: FastifyReply, status: number, text: string): FastifyReply =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', ADMIN_POLICY)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .send(text);

/** Whether an address belongs to the console (its unknown addresses get the console's own 404). */
export const isConsolePath = (path: string): boolean => path === '/admin' || path.startsWith(ADMIN_PREFIX);

export const CONSOLE_NOT_FOUND_TITLE = 'Nie ma takiej strony';

/**
 * An address under /admin/ the console does not have: a Polish page in the console's frame, with the console's
 * headers (CSP, no-store, noindex). It is the same for everyone: the session is not read, so the page says nothing
 * about being logged in, and the link leads to the console, which asks for a login when there is no session.
 */
export const sendConsoleNotFound = (reply: FastifyReply): FastifyReply =>
  send(reply, 404, page({ title: CONSOLE_NOT_FOUND_TITLE, body: html`<p>Konsola nie ma strony pod tym adresem. Sprawdź adres albo wróć do konsoli.</p><p><a href="/admin/">Wróć do konsoli</a></p>` }));

/** After a failed login the e-mail field has the focus (it also names the error), so the operator can fix either field at once. */
function loginPage(csrf: string, message: string | null, email = ''): Html {
  return html`<form method="post" action="/admin/login/" class="card login">
<input type="hidden" name="_csrf" value="${csrf}">
${message ? html`<p class="error" role="alert" id="login-error">${message}</p>` : ''}
<p><label for="email">Adres e-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${email}"${message ? html` aria-describedby="login-error" autofocus` : ''}></p>
<p><label for="password">Hasło</label>
<input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Zaloguj się</button></p>
</form>`;
}

export const LOGIN_MESSAGES = {
  wrong: 'Nieprawidłowy adres e-mail lub hasło.',
  locked: 'Zbyt wiele nieudanych prób. Logowanie z tego konta lub adresu jest zablokowane na 15 minut.',
  csrf: 'Formularz wygasł. Spróbuj zalogować się ponownie.',
} as const;

/**
 * `extra.law`: the law in force and the page re-render, for the console's page of the law (server/law/console.ts);
 * `extra.partners`: what the partner screens need (server/admin/partner-pages.ts). A page without its part is not served.
 */
export async function adminRoutes(app: FastifyInstance, storage: Storage, now: () => Date = () => new Date(), extra: { law?: LawConsoleDeps; partners?: PartnerConsoleDeps } = {}): Promise<void> {
  const sql = storage.sql;
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const https = (request: FastifyRequest) => request.protocol === 'https';
    const showLogin = (request: FastifyRequest, reply: FastifyReply, status: number, message: string | null, email = '') => {
      const csrf = newToken();
      reply.header('set-cookie', cookie(LOGIN_COOKIE, csrf, https(request), 3600));
      return send(reply, status, page({ title: 'Logowanie', body: loginPage(csrf, message, email) }));
    };
    const refuse = (reply: FastifyReply) =>
      send(reply, 403, page({ title: 'Odmowa', body: html`<p role="alert">Żądanie odrzucone: brak ważnego tokenu formularza albo przyszło spoza konsoli. Odśwież stronę i spróbuj ponownie.</p><p><a href="/admin/">Wróć do konsoli</a></p>` }));

    scope.get('/admin/login/', async (request, reply) => {
      const session = await findSession(sql, readCookie(request.headers.cookie, SESSION_COOKIE), now());
      if (session) return reply.redirect('/admin/', 303);
      return showLogin(request, reply, 200, null);
    });

    scope.post('/admin/login/', async (request, reply) => {
      const form = (request.body ?? {}) as FormBody;
      if (!sameOrigin(request) || !sameToken(form._csrf, readCookie(request.headers.cookie, LOGIN_COOKIE))) return showLogin(request, reply, 403, LOGIN_MESSAGES.csrf);
      const email = typeof form.email === 'string' ? form.email : '';
      const password = typeof form.password === 'string' ? form.password : '';
      const result = await login(sql, email, password, request.ip, now());
      if (!result.ok) {
        request.log.warn({ reason: result.reason }, 'operator login refused');
        return showLogin(request, reply, result.reason === 'locked' ? 429 : 401, LOGIN_MESSAGES[result.reason], email.slice(0, 254));
      }
      await audit(sql, result.session.operator, 'login', result.session.operator.email, now());
      reply.header('set-cookie', [cookie(SESSION_COOKIE, result.sessionId, https(request)), cookie(LOGIN_COOKIE, '', https(request), 0)]);
      return reply.redirect('/admin/', 303);
    });

    /** Reads the session; without one, sends the login page (GET) or a refusal (POST). */
    const authed = async (request: FastifyRequest, reply: FastifyReply): Promise<AuthedRequest | null> => {
      const session = await findSession(sql, readCookie(request.headers.cookie, SESSION_COOKIE), now());
      if (!session) {
        if (request.method === 'GET') reply.redirect('/admin/login/', 303);
        else refuse(reply);
        return null;
      }
      const form = (request.method === 'POST' ? request.body ?? {} : {}) as FormBody;
      if (request.method === 'POST' && (!sameOrigin(request) || !sameToken(form._csrf, session.csrfToken))) {
        request.log.warn('console request without a valid CSRF token or from another origin');
        refuse(reply);
        return null;
      }
      return { request, reply, session, form };
    };

    scope.post('/admin/logout/', async (request, reply) => {
      const ctx = await authed(request, reply);
      if (!ctx) return reply;
      await endSession(sql, readCookie(request.headers.cookie, SESSION_COOKIE)!);
      reply.header('set-cookie', cookie(SESSION_COOKIE, '', https(request), 0));
      return reply.redirect('/admin/login/', 303);
    });

    await consolePages(scope, { storage, now, send }, authed);
    await exportPages(scope, { storage, now, send }, authed);
    if (extra.law) await lawConsolePages(scope, { storage, now, send }, authed, extra.law);
    if (extra.partners) await partnerPages(scope, { storage, now, send }, authed, extra.partners);
  });
}
