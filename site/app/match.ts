// Pure route matching (tested in Node with a table, like preact-iso's router).
import type { RouteDef } from '../routes';

export interface Match {
  route: RouteDef;
  params: Record<string, string>;
}

/** Splits a pattern or path into its segments; '/a/b/' → ['a', 'b']. */
const segments = (path: string) => path.split('/').filter(Boolean);

/** Matches a path (which must end with '/') against the table; the first route that fits wins. */
export function matchRoute(routes: readonly RouteDef[], pathname: string): Match | null {
  if (!pathname.endsWith('/')) return null;
  let decoded: string[];
  try {
    decoded = segments(pathname).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  for (const route of routes) {
    const pattern = segments(route.path);
    const params: Record<string, string> = {};
    let ok = true;
    let i = 0;
    for (; i < pattern.length; i++) {
      const part = pattern[i]!;
      const value = decoded[i];
      if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        const name = part.slice(1, optional ? -1 : undefined);
        if (value === undefined) {
          if (optional) continue;
          ok = false;
          break;
        }
        params[name] = value;
      } else if (part !== value) {
        ok = false;
        break;
      }
    }
    if (ok && decoded.length <= pattern.length) return { route, params };
  }
  return null;
}

/** The concrete path of a route without optional parameters, or null when it needs one. */
export function staticPath(route: RouteDef): string | null {
  const parts = segments(route.path).filter((p) => !(p.startsWith(':') && p.endsWith('?')));
  if (parts.some((p) => p.startsWith(':'))) return null;
  return parts.length ? `/${parts.join('/')}/` : '/';
}
