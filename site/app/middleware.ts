// Named route middleware (site/routes.ts `middleware`): small steps run before a page is shown, on the server
// (prerender) and in the client router alike. A route naming one that does not exist fails with 500 (SPEC §8).
import type { Head } from '../pages/types';
import type { RouteDef } from '../routes';

export type Middleware = (head: Head) => Head;

export const MIDDLEWARE: Record<string, Middleware> = {
  /** Funnel pages with personal or per-visitor content are kept out of search results. */
  noindex: (head) => ({ ...head, robots: 'noindex, follow' }),
};

export type MiddlewareCheck = { ok: true; apply: (head: Head) => Head } | { ok: false; status: 500; message: string };

/** SPEC §8: 'Unknown middleware {name}' for the first name that is not registered. */
export function checkMiddleware(route: RouteDef, registry: Record<string, Middleware> = MIDDLEWARE): MiddlewareCheck {
  const steps: Middleware[] = [];
  for (const name of route.middleware ?? []) {
    const step = Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
    if (!step) return { ok: false, status: 500, message: `Unknown middleware ${name}` };
    steps.push(step);
  }
  return { ok: true, apply: (head) => steps.reduce((h, step) => step(h), head) };
}
