// A page that prices a loan, asked for with a loan in its address (`/offers/?amount=2000&term=30`): the prerendered
// HTML holds the figures of the page's own loan, which must never be painted for another. The server sends the same
// page marked `data-pz-loan="pending"` on <html>; the page's CSS keeps the priced parts invisible (their space kept,
// so nothing moves) until the client has rendered the figures of the loan asked for and removes the mark
// (site/app/visit-loan.ts). Addresses without a loan get the static file as they always did.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LOAN_PENDING_ATTR, marksPendingLoan } from '../../site/app/visit-loan';
import { perVersion, type SiteContent } from '../site-content';

/** The page's HTML with the mark, plain and gzipped, read once per published version. */
function markedPages(content: SiteContent): () => Map<string, { html: string; gzip: Buffer } | null> {
  return perVersion(content, () => new Map());
}

export function pricedPageHook(site: FastifyInstance, content: SiteContent): void {
  const pages = markedPages(content);
  site.addHook('onRequest', async (request, reply) => {
    // GET only: a HEAD keeps the static file's answer (its headers, no body).
    if (request.method !== 'GET') return;
    const [path = '', query = ''] = request.url.split('?', 2);
    if (!marksPendingLoan(path, `?${query}`)) return;
    const cache = pages();
    if (!cache.has(path)) {
      const file = join(content.root, path, 'index.html');
      const html = existsSync(file)
        ? readFileSync(file, 'utf8').replace(/^([\s\S]*?<html\b)/, `$1 ${LOAN_PENDING_ATTR}="pending"`)
        : null;
      cache.set(path, html === null ? null : { html, gzip: gzipSync(html, { level: 9 }) });
    }
    const page = cache.get(path);
    if (!page) return;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  });
}
