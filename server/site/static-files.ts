// The built site as files: cache rules, the statuses the build gave some pages, precompressed twins, and the answer
// for everything else (405 with Allow, the JSON 404, the console's and the portal's own pages, the site's 404 page).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allowedMethods, requestPath, staticFileExists, type DeclaredRoute } from '../method-not-allowed';
import { isPublicPath } from '../static-guard';

const YEAR = 31536000;

/** Cache rules: hashed assets forever; loader features are versioned by ?v=; the loader and HTML briefly. */
export function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return `public, max-age=${YEAR}, immutable`;
  if (path.startsWith('/loader/')) return `public, max-age=${YEAR}, immutable`;
  if (path === '/loader.js') return 'public, max-age=300, stale-while-revalidate=3600';
  // A page's island data changes with its HTML (a re-render): never older than the page that names it.
  if (path.endsWith('.html') || path.endsWith('/') || path.endsWith('/islands.json')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Pages the build rendered as errors (a route naming unknown middleware: 500, SPEC §8) keep their status. */
export function builtStatuses(site: FastifyInstance, root: string): void {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} holds no built site: run "npm run build" first`);
  const statusFile = join(root, '_status.json');
  const statuses = existsSync(statusFile)
    ? (JSON.parse(readFileSync(statusFile, 'utf8')) as Record<string, number>)
    : {};
  site.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    const status = statuses[path];
    if (status && reply.statusCode === 200) reply.code(status);
    // The partner API's type definitions (/przelewik.d.ts) are text, not the MPEG stream `.ts` names.
    if (path.endsWith('.d.ts') && reply.statusCode === 200) reply.type('text/plain; charset=utf-8');
    // A page's headers and body fit one round trip (docs/performance.md): its ETag revalidates it, a 12 KB page is
    // never fetched by ranges, so Last-Modified and Accept-Ranges are bytes it need not carry.
    if (/^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.removeHeader('last-modified');
      reply.removeHeader('accept-ranges');
    }
    return payload;
  });
}

export async function staticFiles(site: FastifyInstance, root: string): Promise<void> {
  await site.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    redirect: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // Build leftovers and dotfiles are not part of the site (server/static-guard.ts).
    allowedPath: (pathname) => isPublicPath(pathname),
    setHeaders(res, filePath) {
      // filePath may be the precompressed twin (index.html.br): rules follow the file it stands for.
      const rel =
        '/' +
        filePath
          .slice(root.length + 1)
          .replace(/\\/g, '/')
          .replace(/\.(br|gz)$/, '');
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader('cache-control', cacheControl(rel.endsWith('index.html') ? rel.slice(0, -10) : rel));
      // Partner pages import the loader's ES-module chunks cross-origin, which browsers fetch in CORS mode.
      if (rel.startsWith('/loader/') || rel.startsWith('/assets/') || rel === '/loader.js')
        res.setHeader('access-control-allow-origin', '*');
    },
  });
}

interface NotFoundFiles {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** The site's 404 page with the build's compressed twins, so it fits one round trip as the other pages do. */
function notFoundFiles(root: string): NotFoundFiles {
  const file = join(root, '404.html');
  const twin = (ext: string) => (existsSync(`${file}.${ext}`) ? readFileSync(`${file}.${ext}`) : undefined);
  return { html: readFileSync(file, 'utf8'), br: twin('br'), gzip: twin('gz') };
}

/** The compressed twin an Accept-Encoding allows (brotli first), or null for the plain file. */
export function acceptedTwin(header: string, files: { br?: Buffer; gzip?: Buffer }): 'br' | 'gzip' | null {
  const allows = (name: string) =>
    header.split(',').some((part) => {
      const [coding = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return coding.trim() === name && (q === undefined || Number(q.slice(2)) > 0);
    });
  if (files.br && allows('br')) return 'br';
  if (files.gzip && allows('gzip')) return 'gzip';
  return null;
}

/** A part of the server with its own 404 page for its own addresses (the console, the portal). */
export interface OwnNotFound {
  owns: (path: string) => boolean;
  send: (reply: FastifyReply) => FastifyReply;
}

/** `routes`: every route declared (server/method-not-allowed.ts), for 405 answers. */
export function notFoundAnswers(
  site: FastifyInstance,
  root: string,
  routes: readonly DeclaredRoute[],
  ownPages: readonly OwnNotFound[],
): void {
  let notFoundPage: NotFoundFiles | null = null;
  site.setNotFoundHandler((request, reply) => {
    const allow = allowedMethods(requestPath(request.url), routes, (path) => staticFileExists(root, path));
    if (allow.length > 0 && !allow.includes(request.method)) {
      return reply.code(405).header('allow', allow.join(', ')).send({ ok: false, error: 'method not allowed' });
    }
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!wantsHtml) return reply.code(404).send({ ok: false, error: 'not found' });
    // The console's own addresses get its Polish page in its frame, not the public site's (the portal's likewise).
    const own = ownPages.find((part) => part.owns(requestPath(request.url)));
    if (own) return own.send(reply);
    notFoundPage ??= notFoundFiles(root);
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding');
    const encoding = acceptedTwin(String(request.headers['accept-encoding'] ?? ''), notFoundPage);
    if (encoding) return reply.header('content-encoding', encoding).send(notFoundPage[encoding]);
    return reply.send(notFoundPage.html);
  });
}
