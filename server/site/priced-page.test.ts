// A priced page asked for with a loan in its address is sent marked, so its prerendered figures (of the page's own
// loan) stay unpainted until the client shows the loan asked for; every other address gets the file as it is.
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';

const PAGE =
  '<!doctype html>\n<html lang="pl" data-page="offers"><head><title>Oferty</title></head><body><section class="pz-offers">1 500 zł</section></body></html>';
let opened: TestApp | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

async function app(): Promise<TestApp> {
  opened = await testApp({
    files: {
      'offers/index.html': PAGE,
      'pozyczki/na-dowod/index.html': PAGE.replace('offers"', 'category"'),
      'blog/index.html': PAGE.replace('offers"', 'blog"'),
      'partners-list/index.html': PAGE,
    },
  });
  return opened;
}

describe('a priced page asked for with a loan', () => {
  it.each([
    ['/offers/?amount=2000&term=30', true],
    ['/offers/?utm_source=x&amount=2000', true],
    ['/pozyczki/na-dowod/?amount=5000&term=12&unit=months', true],
    ['/partners-list/?amount=2000&term=30', true],
    ['/offers/', false],
    ['/offers/?term=30', false],
    ['/offers/?amount=abc&term=30', false],
    ['/blog/?amount=2000&term=30', false],
  ])('%s → marked: %s', async (url, marked) => {
    const { app: server } = await app();
    const res = await server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body.includes('<html data-pz-loan="pending" lang="pl"')).toBe(marked);
    expect(res.body).toContain('<section class="pz-offers">1 500 zł</section>');
  });

  it('is sent gzipped to a browser that takes gzip, never cached as the plain page', async () => {
    const { app: server } = await app();
    const res = await server.inject({
      method: 'GET',
      url: '/offers/?amount=2000&term=30',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain(
      '<html data-pz-loan="pending" lang="pl" data-page="offers">',
    );
    // The security headers every page gets.
    expect(res.headers['content-security-policy']).toBeTruthy();
  });
});
