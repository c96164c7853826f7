// The routes an app registers, read from the app itself (Fastify's printRoutes tree), for the tests that must
// cover every route: the API's docs and the hostile-input suite. Nobody keeps this list by hand.

export interface RegisteredRoute {
  method: string;
  /** As registered: "/api/postback/:lender". */
  url: string;
}

/**
 * Each route of Fastify's printRoutes({ commonPrefix: false }) tree ("├── /api/event (POST)"). Routes under a
 * shared prefix are printed as children ("│   ├── login/ (GET, POST)" under "/admin/"): each child's path is its
 * parents' paths followed by its own. HEAD, OPTIONS and wildcard routes are left out.
 */
export function registeredRoutes(tree: string): RegisteredRoute[] {
  const stack: string[] = [];
  const found: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS' && !url.includes('*')) found.push({ method, url });
    }
  }
  return found;
}
