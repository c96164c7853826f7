// One Fastify plugin per feature (ARCHITECTURE.md, "Server"): each registered alone on a bare Fastify answers its own
// routes, and together they are every public route the app serves, so a route declared outside its feature's plugin
// (in server/app.ts, or in another feature's) fails here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliatePlugin } from './affiliate';
import { parseAffiliateConfig } from './affiliate/config';
import { DEFAULT_CONFIG } from './config';
import { consentsApi, consentsPlugin } from './consents';
import { eventRoutes } from './events/routes';
import { feedApi } from './feed';
import { createLawService, type LawService } from './law/service';
import { leadFrameRoute } from './lead-frame/route';
import { leadsApi, leadsPlugin } from './leads';
import { notificationService, notificationsPlugin } from './notifications';
import { parsePushConfig } from './notifications/config';
import { partnersApi, partnersPlugin } from './partners';
import { siteApi, sitePlugin } from './site';
import { siteContent } from './site-content';
import { openSqlite } from './storage/sqlite';
import type { Storage } from './storage/types';
import { makeDist, testApp, type TestApp } from './testing/app';
import { registeredRoutes } from './testing/routes';

interface Row {
  name: string;
  plugin: FastifyPluginAsync<never>;
  options: () => object;
  /** A request the plugin must answer itself (not Fastify's "Route … not found"), and the status it gives. */
  request: InjectOptions & { url: string };
  status: number;
}

let storage: Storage;
let law: LawService;
let dist: string;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const json = { 'content-type': 'application/json' };

const rows: Row[] = [
  {
    name: 'eventRoutes',
    plugin: eventRoutes as FastifyPluginAsync<never>,
    options: () => ({ storage, config: DEFAULT_CONFIG }),
    request: { method: 'POST', url: '/api/event', headers: json, payload: '{}' },
    status: 400,
  },
  {
    name: 'siteApi',
    plugin: siteApi as FastifyPluginAsync<never>,
    options: () => ({ site: siteContent(dist), law }),
    request: { method: 'GET', url: '/api/widgets/offer-list.css' },
    status: 200,
  },
  {
    name: 'sitePlugin',
    plugin: sitePlugin as FastifyPluginAsync<never>,
    options: () => ({ storage, pageConfig: {} }),
    request: { method: 'GET', url: '/page-config.js' },
    status: 200,
  },
  {
    name: 'leadsApi',
    plugin: leadsApi as FastifyPluginAsync<never>,
    options: () => ({ storage }),
    request: { method: 'POST', url: '/api/phone-leads', headers: json, payload: '{}' },
    status: 400,
  },
  {
    name: 'leadsPlugin',
    plugin: leadsPlugin as FastifyPluginAsync<never>,
    options: () => ({ storage }),
    request: { method: 'POST', url: '/webhook', headers: form, payload: 'state_type=x' },
    status: 400,
  },
  {
    name: 'feedApi',
    plugin: feedApi as FastifyPluginAsync<never>,
    options: () => ({ storage, site: siteContent(dist), law }),
    request: { method: 'GET', url: '/api/feed?lead_id=not-a-uuid' },
    status: 400,
  },
  {
    name: 'partnersApi',
    plugin: partnersApi as FastifyPluginAsync<never>,
    options: () => ({ storage, config: DEFAULT_CONFIG, partners: { allows: async () => false } }),
    request: { method: 'GET', url: '/api/partner-status?origin=https%3A%2F%2Fblog.example' },
    status: 200,
  },
  {
    name: 'partnersPlugin',
    plugin: partnersPlugin as FastifyPluginAsync<never>,
    options: () => ({ storage }),
    request: { method: 'POST', url: '/partner/', headers: form, payload: 'name=' },
    status: 400,
  },
  {
    name: 'consentsApi',
    plugin: consentsApi as FastifyPluginAsync<never>,
    options: () => ({
      storage,
      delivery: { lenders: new Map(), backoffMs: 60_000 },
      offers: async () => new Map(),
      fetcher: fetch,
    }),
    request: { method: 'GET', url: '/api/lead-sharing?offer=1' },
    status: 200,
  },
  {
    name: 'consentsPlugin',
    plugin: consentsPlugin as FastifyPluginAsync<never>,
    options: () => ({ storage, delivery: { lenders: new Map(), backoffMs: 60_000 }, fetcher: fetch }),
    request: { method: 'GET', url: '/consents/withdraw/?t=nie' },
    status: 404,
  },
  {
    name: 'notificationsPlugin',
    plugin: notificationsPlugin as FastifyPluginAsync<never>,
    options: () => ({
      storage,
      service: notificationService(
        { sql: storage.sql, config: parsePushConfig({}), linkOrigin: 'https://przelewik.example' },
        { error: () => {} },
      ),
    }),
    request: { method: 'POST', url: '/set-token', headers: form, payload: 'token=' },
    status: 400,
  },
  {
    name: 'leadFrameRoute',
    plugin: leadFrameRoute as FastifyPluginAsync<never>,
    options: () => ({ allowed: [] }),
    request: { method: 'GET', url: '/lead-frame/' },
    status: 200,
  },
  {
    name: 'affiliatePlugin',
    plugin: affiliatePlugin as FastifyPluginAsync<never>,
    options: () => ({ sql: storage.sql, config: parseAffiliateConfig({}), distDir: dist }),
    request: { method: 'POST', url: '/api/postback/nikt', headers: form, payload: 'status=approved' },
    status: 404,
  },
];

/** "GET /api/feed" for each route of an app, without the console's and the portal's (registered by their own calls). */
function publicRoutes(app: FastifyInstance): string[] {
  return registeredRoutes(app.printRoutes({ commonPrefix: false }))
    .map((route) => `${route.method} ${route.url}`)
    .filter((route) => !/ \/(admin|partner-panel)(\/|$)/.test(route));
}

const alone = new Map<string, FastifyInstance>();

beforeAll(async () => {
  storage = openSqlite(':memory:');
  law = await createLawService(storage.sql);
  dist = makeDist({ 'index.html': '<!doctype html><title>home</title>' });
  for (const row of rows) {
    const app = Fastify();
    await app.register(row.plugin, row.options() as never);
    await app.ready();
    alone.set(row.name, app);
  }
});

afterAll(async () => {
  for (const app of alone.values()) await app.close();
  law.close();
  await storage.close();
});

describe('each feature’s plugin, registered alone on a bare Fastify', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s answers its own routes', async (_name, row) => {
    const answer = await alone.get(row.name)!.inject(row.request);
    expect(answer.body).not.toMatch(/Route \w+:\S+ not found/);
    expect(answer.statusCode).toBe(row.status);
  });
});

describe('the app is its features’ plugins', () => {
  let full: TestApp;
  beforeAll(async () => {
    full = await testApp();
  });
  afterAll(async () => full.close());

  it('serves exactly the routes its plugins declare, each declared by one plugin', () => {
    const byPlugin = [...alone.values()].flatMap((app) => publicRoutes(app));
    expect(new Set(byPlugin).size).toBe(byPlugin.length);
    expect(publicRoutes(full.app).sort()).toEqual([...byPlugin].sort());
  });

  it('declares no route in server/app.ts itself, and server/routes/ is gone', () => {
    const app = readFileSync(join(import.meta.dirname, 'app.ts'), 'utf8');
    expect(app).not.toMatch(/\.(get|post|put|delete|patch|head|options|route|all)\(/);
    expect(existsSync(join(import.meta.dirname, 'routes'))).toBe(false);
  });
});
