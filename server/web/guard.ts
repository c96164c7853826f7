// Guards shared by every server-rendered page with forms (the operator console, the partner portal, the public
// consent-withdrawal and notification-status pages): a strict content policy, same-origin checks for state-changing
// requests, and constant-time token comparison for CSRF and signed links.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Only the page's own script and stylesheet, no framing, forms only to this origin. */
export const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Sends a server-rendered page with the headers every such page has: the policy above, never stored, never indexed.
 * `referrer` sets the page's own Referrer-Policy when its address holds a token (the portal's and the status page's
 * links); the site-wide one stays otherwise.
 */
export const sendPage = (
  reply: FastifyReply,
  status: number,
  html: string,
  referrer?: 'same-origin' | 'no-referrer',
): FastifyReply => {
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PAGE_POLICY)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow');
  if (referrer) reply.header('referrer-policy', referrer);
  return reply.send(html);
};

/** True when a state-changing request comes from a page of this very origin. */
export function sameOrigin(request: Pick<FastifyRequest, 'headers' | 'host' | 'protocol'>): boolean {
  if (request.headers['sec-fetch-site'] !== undefined && request.headers['sec-fetch-site'] !== 'same-origin')
    return false;
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== 'string') return false;
  try {
    const url = new URL(source);
    return url.host === request.host.toLowerCase() && url.protocol === `${request.protocol}:`;
  } catch {
    return false;
  }
}

/** Equal strings, compared in constant time. */
export function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a),
    y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
