// Guards shared by every server-rendered page with forms (the operator console, the partner portal, the public
// consent-withdrawal and notification-status pages): a strict content policy, same-origin checks for state-changing
// requests, and constant-time token comparison for CSRF and signed links.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Only the page's own script and stylesheet, no framing, forms only to this origin. */
export const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

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
