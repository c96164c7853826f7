// A signed-in console session for tests that drive the app with inject(): the login form's token and cookie, the
// session cookie, and the form token of the console's pages, with GET and form POST helpers that carry them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LOGIN_COOKIE, SESSION_COOKIE } from '../admin/routes';

export interface ConsoleSession {
  cookie: string;
  csrf: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, fields?: Record<string, string | undefined>): Promise<LightMyRequestResponse>;
}

const encode = (fields: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined)).toString();

/** The value of cookie `name` an answer sets ('' when it sets none). */
export function cookieValue(res: LightMyRequestResponse, name: string): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return (
    all
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0]!
      .split('=')[1] ?? ''
  );
}

/** Signs `email` in through the login form (from `remoteAddress`) and returns the session. */
export async function consoleSession(
  app: FastifyInstance,
  host: string,
  email: string,
  password: string,
  remoteAddress = '198.51.100.9',
): Promise<ConsoleSession> {
  const origin = `http://${host}`;
  const login = await app.inject({ method: 'GET', url: '/admin/login/', headers: { host } });
  const loginCsrf = /name="_csrf" value="([^"]+)"/.exec(login.body)![1]!;
  const res = await app.inject({
    method: 'POST',
    url: '/admin/login/',
    remoteAddress,
    headers: {
      host,
      origin,
      cookie: `${LOGIN_COOKIE}=${cookieValue(login, LOGIN_COOKIE)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: encode({ _csrf: loginCsrf, email, password }),
  });
  if (res.statusCode !== 303) throw new Error(`login of ${email} answered ${res.statusCode}`);
  const cookie = `${SESSION_COOKIE}=${cookieValue(res, SESSION_COOKIE)}`;
  const home = await app.inject({ method: 'GET', url: '/admin/', headers: { host, cookie } });
  const csrf = /name="_csrf" value="([^"]+)"/.exec(home.body)![1]!;
  return {
    cookie,
    csrf,
    get: (url) => app.inject({ method: 'GET', url, headers: { host, cookie } }),
    post: (url, fields = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { host, origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: encode({ _csrf: csrf, ...fields }),
      }),
  };
}
