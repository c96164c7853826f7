// A wrong method on a path we serve answers 405 with an Allow header (RFC 9110 §15.5.6), not 404: the routes
// are collected as they are declared, the built pages answer GET and HEAD.
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isPublicPath } from './static-guard';

export interface DeclaredRoute {
  method: string;
  url: string;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A route pattern ("/api/feed/:id") as a regular expression over request paths; null for catch-all patterns. */
export function routePattern(url: string): RegExp | null {
  if (url.includes('*')) return null;
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The methods that answer `path` (sorted, HEAD beside GET), or [] for a path nothing serves. */
export function allowedMethods(
  path: string,
  routes: readonly DeclaredRoute[],
  isStaticFile: (path: string) => boolean,
): string[] {
  const methods = new Set<string>();
  for (const route of routes) if (routePattern(route.url)?.test(path)) methods.add(route.method);
  if (isStaticFile(path)) methods.add('GET');
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/** True when the built site has a page or a public file at `path` (never outside `root`). */
export function staticFileExists(root: string, path: string): boolean {
  if (!isPublicPath(path)) return false;
  const target = resolve(root, '.' + path);
  if (target !== root && !target.startsWith(root + sep)) return false;
  const file = path.endsWith('/') ? join(target, 'index.html') : target;
  return existsSync(file) && statSync(file).isFile();
}

/** Starts collecting the routes `app` declares; call before any route is added. */
export function collectRoutes(app: FastifyInstance): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method: String(method).toUpperCase(), url: route.url ?? route.path });
  });
  return routes;
}

/** The path of a request target, percent-escapes decoded (left as they are when malformed). */
export function requestPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
