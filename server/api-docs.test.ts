// docs/api.md is the endpoint reference: every route the app registers must have its row there, and every row
// must name a route that exists, so the table cannot fall behind the code (or keep a removed endpoint).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registeredRoutes as readRoutes } from './testing/routes';
import { buildApp } from './app';
import { DEFAULT_CONFIG } from './config';
import { openSqlite } from './storage/sqlite';

/** Routes that are not API endpoints: the static site and its fallbacks, and the preflights CORS answers. */
const NOT_ENDPOINTS = (method: string, url: string) => method === 'HEAD' || method === 'OPTIONS' || url.includes('*');

/** "GET /api/feed" for each row of the endpoint table: its first cell's `METHOD /path`, query string dropped. */
/** A path parameter written `{name}` in the docs or `:name` in Fastify is one thing: `{}`. */
const samePath = (path: string) => path.replace(/\{[^}]+\}|:[a-z_]+/gi, '{}');

/** Each `METHOD /path` code span in the first cell of a table row (a row may name several), query dropped. */
function documentedEndpoints(markdown: string): string[] {
  return [...markdown.matchAll(/^\| ([^|]+) \|/gm)].flatMap(([, cell]) =>
    [...cell!.matchAll(/`([A-Z]+) (\/[^`?\s]*)[^`]*`/g)].map(([, method, path]) => `${method} ${samePath(path!)}`),
  );
}

describe('documentedEndpoints', () => {
  it('reads the method and path of each table row, without the query string', () => {
    const table = [
      '| method and path | body |',
      '|---|---|',
      '| `GET /api/feed?lead_id=<uuid v4>` | — |',
      '| `POST /webhook` | form |',
      'text `GET /not-a-row`',
    ].join('\n');
    expect(documentedEndpoints(table)).toEqual(['GET /api/feed', 'POST /webhook']);
  });

  it('reads every method a row names, and a path parameter however it is written', () => {
    expect(documentedEndpoints('| `GET /api/postback/{lender}`, `POST /api/postback/{lender}` | form |')).toEqual([
      'GET /api/postback/{}',
      'POST /api/postback/{}',
    ]);
    expect(samePath('/api/click/:offer')).toBe(samePath('/api/click/{offer_id}'));
  });
});

/** "POST /api/event" for each registered route (server/testing/routes.ts), path parameters as {}. */
function registeredRoutes(tree: string): string[] {
  return readRoutes(tree)
    .filter((r) => !NOT_ENDPOINTS(r.method, r.url))
    .map((r) => `${r.method} ${samePath(r.url)}`);
}

describe('registeredRoutes', () => {
  it('reads each route with its methods, leaving out HEAD, preflights and wildcards', () => {
    expect(registeredRoutes('├── /healthz (GET, HEAD)\n├── /webhook (OPTIONS, POST)\n└── * (OPTIONS)')).toEqual([
      'GET /healthz',
      'POST /webhook',
    ]);
  });

  it('joins a child route to the paths of its parents', () => {
    const tree = [
      '├── /admin/ (GET)',
      '│   ├── login/ (GET, POST)',
      '│   └── leads/ (GET)',
      '│       └── :id/ (GET)',
      '└── /api/',
      '    └── event (POST)',
    ].join('\n');
    expect(registeredRoutes(tree)).toEqual([
      'GET /admin/',
      'GET /admin/login/',
      'POST /admin/login/',
      'GET /admin/leads/',
      'GET /admin/leads/{}/',
      'POST /api/event',
    ]);
  });
});

describe('docs/api.md', () => {
  it('has a row for every route the app registers, and no row for a route it does not', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'przelewik-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>not found</p>');
    const storage = openSqlite(':memory:');
    let routes: string[];
    try {
      const app = await buildApp({ storage, distDir: dist, config: DEFAULT_CONFIG });
      await app.ready();
      routes = registeredRoutes(app.printRoutes({ commonPrefix: false }));
      await app.close();
    } finally {
      await storage.close();
      rmSync(dist, { recursive: true, force: true });
    }
    const documented = documentedEndpoints(readFileSync(join(import.meta.dirname, '..', 'docs', 'api.md'), 'utf8'));
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !routes.includes(route))).toEqual([]);
  });
});
