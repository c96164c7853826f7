// What every server-rendered area with forms and a login (the operator console, the partner portal) sets up in its
// own Fastify scope: urlencoded forms read as plain records, and cookies through @fastify/cookie — registered in the
// scope only, so the event API and the other hot routes never parse a cookie header.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The longest form body read by default: a console form is small; anything bigger is refused with 413 before parsing.
 */
const FORM_BODY_LIMIT = 16 * 1024;

/** Sets a scope up for forms; `cookies: false` for a public form page without a login (it reads no cookie). */
export async function formScope(
  scope: FastifyInstance,
  { bodyLimit = FORM_BODY_LIMIT, cookies = true }: { bodyLimit?: number; cookies?: boolean } = {},
): Promise<void> {
  if (cookies) await scope.register(fastifyCookie, { hook: 'onRequest' });
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/**
 * A cookie of one area: HttpOnly, SameSite=Strict, Secure over HTTPS, sent only under `path`; `maxAgeSeconds` 0 deletes
 * it.
 */
export function setAreaCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  name: string,
  value: string,
  maxAgeSeconds?: number,
): void {
  reply.setCookie(name, value, {
    path,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  });
}

/** A cookie the request carries, or undefined. */
export const cookieOf = (request: FastifyRequest, name: string): string | undefined =>
  request.cookies[name] || undefined;
