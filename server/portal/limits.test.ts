// The portal's writes share the console's per-client budget (the 'other' write class of server/limits.ts), on top
// of the lockout: a client that posts more than the budget gets 429 with Retry-After before any password is hashed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEFAULT_CONFIG } from '../config';
import { openSqlite } from '../storage/sqlite';
import type { Storage } from '../storage/types';

describe('the portal’s write budget', () => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-portal-limits-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>This page could not be found</p>');
    storage = openSqlite(':memory:');
    app = await buildApp({
      storage,
      distDir: dist,
      config: { ...DEFAULT_CONFIG, rateLimits: { ...DEFAULT_CONFIG.rateLimits, other: 2 } },
    });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/partner-panel/login/', '/partner-panel/link/', '/admin/login/'])(
    'limits %s like the console’s login',
    async (url) => {
      const post = () =>
        app.inject({
          method: 'POST',
          url,
          remoteAddress: `198.51.100.${url.length}`,
          headers: {
            host: 'przelewik.test',
            origin: 'http://przelewik.test',
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'email=a%40b.pl&password=x',
        });
      const statuses = [(await post()).statusCode, (await post()).statusCode];
      const third = await post();
      expect(statuses.every((s) => s !== 429)).toBe(true);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    },
  );
});
