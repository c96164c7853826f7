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
  // Collapse leading slashes so "//evil.example" can never become a protocol-relative redirect.
  return `/${path.replace(/^\/+/, '')}/${query}`;
}

export async function slashRedirect(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const target = slashTarget(request.url);
  if (target !== null) await reply.redirect(target, 301);
}
