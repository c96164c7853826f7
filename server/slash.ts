// SPEC §2: every route ends with '/'. A page path without it answers 301 to the slash form, query kept.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The slash form of a request target, or null when it needs no redirect (files, API, already slashed). */
export function slashTarget(url: string): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  if (path.endsWith('/')) return null;
  if (path.startsWith('/api/') || path === '/api' || path === '/healthz') return null;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return null; // a file: /loader.js, /favicon.svg
  // Browsers read a backslash as "/" and drop tabs and newlines in URLs, so "/\evil" would be "//evil" to them: any
  // backslash or control character (raw or percent-encoded) means the target is not one of our pages.
  if (/[\\\u0000-\u001f\u007f]|%(5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(path)) return null;
  // Collapse leading slashes (raw or encoded) so "//evil.example" can never become a protocol-relative redirect.
  const rest = path.replace(/^(?:\/|%2f)+/i, '');
  return isLocalPath(`/${rest}/`) ? `/${rest}/${query}` : null;
}

/** True when a browser resolves `target` on our own origin (never "//host" or "/\host"). */
export function isLocalPath(target: string): boolean {
  if (!/^\/(?![/\\])/.test(target)) return false;
  const base = 'http://our.origin.invalid';
  return new URL(target, base).origin === base;
}

export async function slashRedirect(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const target = slashTarget(request.url);
  if (target !== null) await reply.redirect(target, 301);
}
