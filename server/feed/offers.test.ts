import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHOICE } from '../../contracts/loan-limits';
import { OFFERS } from '../../contracts/lenders';
import Fastify from 'fastify';
import { lawOn, warsawDay } from '../../contracts/law';
import { buildApp } from '../app';
import { offersRoute } from './offers';
import { createLawService } from '../law/service';
import { siteContent } from '../site-content';
import { openSqlite } from '../storage/sqlite';

const opened: { app: FastifyInstance; dist: string }[] = [];

async function appWith(offersJson: string | null) {
  const dist = mkdtempSync(join(tmpdir(), 'przelewik-offers-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><p>404</p>');
  mkdirSync(join(dist, 'content'));
  if (offersJson !== null) writeFileSync(join(dist, 'content', 'offers.json'), offersJson);
  const app = await buildApp({ storage: openSqlite(':memory:'), distDir: dist });
  opened.push({ app, dist });
  return app;
}

afterEach(async () => {
  for (const { app, dist } of opened.splice(0)) {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  }
});

describe('GET /api/offers', () => {
  it('answers the /offers/ page’s offers in its order, with the defaults, for any origin', async () => {
    const app = await appWith(
      JSON.stringify({
        page: 'offers',
        data: { variant: 'offers', offers: OFFERS, defaults: DEFAULT_CHOICE, disclaimer: 'x' },
      }),
    );
    const res = await app.inject({ url: '/api/offers', headers: { origin: 'http://127.0.0.1:4000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json() as { offers: { offer_id: number }[]; defaults: unknown };
    expect(body.offers.map((o) => o.offer_id)).toEqual(OFFERS.map((o) => o.offer_id));
    expect(body.defaults).toEqual(DEFAULT_CHOICE);
    // The advertising warning of the law of the day the server answers (in force since 20 November 2026).
    expect((body as unknown as { warning: unknown }).warning).toBe(
      lawOn(warsawDay(new Date())).advertising?.warning ?? null,
    );
  });

  it('carries the warning from the day the rules apply, not before: the law of the server’s day', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'przelewik-offers-'));
    mkdirSync(join(dist, 'content'));
    writeFileSync(
      join(dist, 'content', 'offers.json'),
      JSON.stringify({ data: { offers: OFFERS, defaults: DEFAULT_CHOICE } }),
    );
    let day = new Date('2026-11-19T22:59:00Z');
    const app = Fastify();
    const storage = openSqlite(':memory:');
    const law = await createLawService(storage.sql, { now: () => day });
    await app.register(offersRoute, { site: siteContent(dist), law });
    app.addHook('onClose', async () => {
      law.close();
      await storage.close();
    });
    opened.push({ app, dist });
    // 23:59 in Warsaw on 19 November: not yet.
    expect((await app.inject('/api/offers')).json().warning).toBeNull();
    // 00:00 in Warsaw on 20 November: the same server, without a restart.
    day = new Date('2026-11-19T23:00:00Z');
    expect((await app.inject('/api/offers')).json().warning).toBe(lawOn('2026-11-20').advertising!.warning);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"page":'],
    [
      'holding invalid offers',
      JSON.stringify({ page: 'offers', data: { offers: [{ offer_id: 'x' }], defaults: DEFAULT_CHOICE } }),
    ],
  ])('answers 503 when the published data is %s', async (_name, json) => {
    const res = await (await appWith(json)).inject('/api/offers');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, error: 'offers are not available' });
  });
});
