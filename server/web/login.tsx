// One login for every area behind one (the operator console, the partner portal): the form, the double-submit token
// of the login form, the session cookie, the check every signed-in request passes, and the refusal page.
// The accounts, their passwords and the lockout stay with each area (server/admin/auth.ts, server/portal/auth.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CsrfField } from './frame';
import { setAreaCookie, cookieOf } from './forms';
import { sameOrigin, sameToken } from './guard';

export type FormBody = Record<string, string>;

/** The e-mail and password form; after a failed login the e-mail field has the focus and names the error. */
export function LoginForm({
  action,
  csrf,
  message,
  email = '',
}: {
  action: string;
  csrf: string;
  message: string | null;
  email?: string;
}) {
  return (
    <form method="post" action={action} class="card login">
      <CsrfField token={csrf} />
      {message && (
        <p class="error" role="alert" id="login-error">
          {message}
        </p>
      )}
      <p>
        <label for="email">Adres e-mail</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="username"
          required
          maxLength={254}
          value={email}
          aria-describedby={message ? 'login-error' : undefined}
          autoFocus={message ? true : undefined}
        />
      </p>
      <p>
        <label for="password">Hasło</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
      </p>
      <p>
        <button type="submit">Zaloguj się</button>
      </p>
    </form>
  );
}

export interface LoginAreaOptions<S extends { csrfToken: string }> {
  /** The area's address prefix, where its cookies live and where a new session lands: '/admin/'. */
  prefix: string;
  loginPath: string;
  sessionCookie: string;
  loginCookie: string;
  findSession(id: string | undefined, at: Date): Promise<S | null>;
  newToken(): string;
  now(): Date;
  /** Sends an HTML page with the area's headers. */
  send(reply: FastifyReply, status: number, text: string): FastifyReply;
  /** The whole page said to a request without a valid form token or from another origin. */
  refusal(): string;
  /** Names the area in the log's warning. */
  name: string;
}

export interface SignedIn<S> {
  request: FastifyRequest;
  reply: FastifyReply;
  session: S;
  form: FormBody;
}

/** The login and session handling of one area, over its own accounts and sessions. */
export function loginArea<S extends { csrfToken: string }>(area: LoginAreaOptions<S>) {
  const cookie = (request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAge?: number) =>
    setAreaCookie(request, reply, area.prefix, name, value, maxAge);
  const refuse = (reply: FastifyReply) => area.send(reply, 403, area.refusal());
  return {
    refuse,
    /** A login page: a fresh form token in its cookie and in `page`'s form (double submit). */
    showLogin(request: FastifyRequest, reply: FastifyReply, status: number, page: (csrf: string) => string) {
      const csrf = area.newToken();
      cookie(request, reply, area.loginCookie, csrf, 3600);
      return area.send(reply, status, page(csrf));
    },
    /** Whether a login form came from our own page with the token of its cookie. */
    preLogin: (request: FastifyRequest, form: FormBody): boolean =>
      sameOrigin(request) && sameToken(form._csrf, cookieOf(request, area.loginCookie)),
    /** The session's cookie, the login token gone, and on to the area. */
    startSession(request: FastifyRequest, reply: FastifyReply, sessionId: string) {
      cookie(request, reply, area.sessionCookie, sessionId);
      cookie(request, reply, area.loginCookie, '', 0);
      return reply.redirect(area.prefix, 303);
    },
    /** The session of a request (read without answering), e.g. to skip the login page. */
    session: (request: FastifyRequest): Promise<S | null> =>
      area.findSession(cookieOf(request, area.sessionCookie), area.now()),
    /**
     * The signed-in request, or null once answered: without a session the login page (GET) or a refusal (POST); a
     * POST must come from our origin with the session's CSRF token.
     */
    async authed(request: FastifyRequest, reply: FastifyReply): Promise<SignedIn<S> | null> {
      const session = await area.findSession(cookieOf(request, area.sessionCookie), area.now());
      if (!session) {
        if (request.method === 'GET') reply.redirect(area.loginPath, 303);
        else refuse(reply);
        return null;
      }
      const form = (request.method === 'POST' ? (request.body ?? {}) : {}) as FormBody;
      if (request.method === 'POST' && (!sameOrigin(request) || !sameToken(form._csrf, session.csrfToken))) {
        request.log.warn(`${area.name} request without a valid CSRF token or from another origin`);
        refuse(reply);
        return null;
      }
      return { request, reply, session, form };
    },
    /** Ends the session: `end` removes its row; the cookie goes, and the login page follows. */
    async logout(request: FastifyRequest, reply: FastifyReply, end: (sessionId: string) => Promise<void>) {
      await end(cookieOf(request, area.sessionCookie)!);
      cookie(request, reply, area.sessionCookie, '', 0);
      return reply.redirect(area.loginPath, 303);
    },
  };
}
