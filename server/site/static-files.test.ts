import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';
import { acceptedTwin } from './static-files';

const NOT_FOUND = '<!doctype html><html lang="pl"><title>404</title><p>This page could not be found</p></html>';

describe('acceptedTwin', () => {
  const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
  it.each([
    ['br, gzip', both, 'br'],
    ['gzip, deflate, br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['BR', both, 'br'],
    ['identity', both, null],
    ['', both, null],
    ['br, gzip', { gzip: both.gzip }, 'gzip'],
    ['br', {}, null],
    ['brotli, gzipped', both, null],
  ] as const)('%j with %o → %s', (header, files, expected) => expect(acceptedTwin(header, files)).toBe(expected));
});

describe('the 404 page', () => {
  let fixture: TestApp;
  beforeAll(async () => {
    fixture = await testApp({ files: { '404.html': NOT_FOUND } });
    writeFileSync(join(fixture.dist, '404.html.br'), brotliCompressSync(NOT_FOUND));
    writeFileSync(join(fixture.dist, '404.html.gz'), gzipSync(NOT_FOUND));
  });
  afterAll(() => fixture.close());

  it('is sent as the build compressed it, in the encoding the browser asks for first', async () => {
    const br = await fixture.app.inject({ url: '/nie-ma/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(NOT_FOUND);
    const gzip = await fixture.app.inject({ url: '/nie-ma/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(NOT_FOUND);
    const plain = await fixture.app.inject('/nie-ma/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(NOT_FOUND);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
