// GET /api/widgets/offer-list and its stylesheet: the partner offer list's HTML, rendered from the offers the build
// published (all, or a loan category's), cacheable, for any origin; refusals in the documented shape.
import { FIXTURE_PRICING_LAW as LAW } from '../../contracts/law-fixture';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHOICE } from '../../contracts/loan-limits';
import { OFFERS } from '../../contracts/lenders';
import { contentKey } from '../../contracts/page-data';
import { OFFER_LIST_STYLESHEET, renderOfferList } from '../../loader/features/mount/offer-list-html';
import { offerListFromQuery } from '../../loader/features/mount/html-api';
import { buildApp } from '../app';
import { openSqlite } from '../storage/sqlite';
import { lawOn, warsawDay } from '../../contracts/law';

const opened: { app: FastifyInstance; dist: string }[] = [];
const CATEGORY_OFFERS = OFFERS.slice(0, 2);

async function appWith({ offers = true, category = true } = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'przelewik-widget-html-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><p>404</p>');
  mkdirSync(join(dist, 'content'));
  if (offers)
    writeFileSync(
      join(dist, 'content', `${contentKey('/offers/')}.json`),
      JSON.stringify({ page: 'offers', data: { offers: OFFERS, defaults: DEFAULT_CHOICE } }),
    );
  if (category)
    writeFileSync(
      join(dist, 'content', `${contentKey('/pozyczki/na-dowod/')}.json`),
      JSON.stringify({ page: 'category', data: { offers: CATEGORY_OFFERS } }),
    );
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

const expected = (query: string, offers: typeof OFFERS, unknownCategory = false) => {
  const read = offerListFromQuery(Object.fromEntries(new URLSearchParams(query)));
  if (!read.ok) throw new Error(read.error);
  // The server renders with the law of its day.
  return renderOfferList(
    read.value,
    offers,
    unknownCategory,
    LAW,
    lawOn(warsawDay(new Date())).advertising?.warning ?? null,
  );
};

describe('GET /api/widgets/offer-list', () => {
  it('answers the list rendered for the options, cacheable, to any origin', async () => {
    const app = await appWith();
    const query = 'amount=2000&term=30&unit=days&limit=3&heading=Po%C5%BCyczki';
    const res = await app.inject({
      url: `/api/widgets/offer-list?${query}`,
      headers: { origin: 'http://127.0.0.1:4000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual(expected(query, OFFERS));
    expect((res.json() as { html: string }).html.match(/<article/g)).toHaveLength(3);
    // Asked again: the same answer (kept in memory).
    expect((await app.inject(`/api/widgets/offer-list?${query}`)).body).toBe(res.body);
  });

  it('renders a category’s offers; an unknown category is all offers, and says so', async () => {
    const app = await appWith();
    const known = await app.inject('/api/widgets/offer-list?category=na-dowod&limit=20');
    expect(known.json()).toEqual(expected('category=na-dowod&limit=20', CATEGORY_OFFERS));
    const unknown = await app.inject('/api/widgets/offer-list?category=nie-ma&limit=20');
    expect(unknown.json()).toEqual(expected('category=nie-ma&limit=20', OFFERS, true));
    expect((unknown.json() as { unknownCategory: boolean }).unknownCategory).toBe(true);
  });

  it.each([
    ['amount=99', 'invalid option(s): amount'],
    ['sub1=blog', 'unknown option "sub1"'],
    ['amount=1000&amount=2000', 'option "amount" must be given once'],
  ])('refuses ?%s with 400', async (query, error) => {
    const app = await appWith();
    const res = await app.inject(`/api/widgets/offer-list?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error });
  });

  it('answers 503 when the build published no offers (the loader then renders the widget in the browser)', async () => {
    const app = await appWith({ offers: false, category: false });
    const res = await app.inject('/api/widgets/offer-list?amount=2000');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, error: 'offers are not available' });
  });
});

describe('GET /api/widgets/offer-list.css', () => {
  it('is the stylesheet, kept a year when asked with this build’s id, briefly otherwise', async () => {
    const app = await appWith();
    const current = await app.inject({
      url: `/api/widgets/offer-list.css?v=${__BUILD_ID__}`,
      headers: { origin: 'http://127.0.0.1:4000' },
    });
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(current.headers['access-control-allow-origin']).toBe('*');
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.body).toBe(OFFER_LIST_STYLESHEET);
    expect((await app.inject('/api/widgets/offer-list.css?v=older')).headers['cache-control']).toBe(
      'public, max-age=300',
    );
    expect((await app.inject('/api/widgets/offer-list.css')).statusCode).toBe(200);
    const refused = await app.inject('/api/widgets/offer-list.css?v=a%2Fb');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ ok: false, error: 'v must be a build id' });
  });
});
