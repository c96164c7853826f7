import { describe, expect, it } from 'vitest';
import { createHttpClient, FALLBACK_API_BASE, parseRuntimeConfig } from './http';

describe('parseRuntimeConfig', () => {
  it.each([
    [null, FALLBACK_API_BASE],
    ['', FALLBACK_API_BASE],
    ['not json', FALLBACK_API_BASE],
    ['{}', FALLBACK_API_BASE],
    ['{"apiBase": 5}', FALLBACK_API_BASE],
    ['{"apiBase": ""}', ''],
    ['{"apiBase": "https://api.przelewik.example/"}', 'https://api.przelewik.example'],
  ])('%s → %s', (json, base) => {
    expect(parseRuntimeConfig(json).apiBase).toBe(base);
  });

  it.each([
    ['{"apiBase": ""}', []],
    ['{"consentChunks": "/assets/a.js"}', []],
    [
      '{"consentChunks": ["/assets/consent-AbC_1.js", "/assets/ConsentBanner-x.js"]}',
      ['/assets/consent-AbC_1.js', '/assets/ConsentBanner-x.js'],
    ],
    // Only our own chunks: nothing from another origin or path, nothing that is not a script.
    [
      '{"consentChunks": ["https://evil.example/a.js", "/assets/../x.js", "/other/a.js", "/assets/a.css", 7, "/assets/ok.js"]}',
      ['/assets/ok.js'],
    ],
  ])('the banner chunks of %s: %j', (json, chunks) => {
    expect(parseRuntimeConfig(json).consentChunks).toEqual(chunks);
  });
});

describe('createHttpClient', () => {
  const client = (respond: () => Response | Promise<Response>, seen: string[] = []) =>
    createHttpClient(
      { apiBase: 'https://api.example' },
      (async (url: string) => (seen.push(url), respond())) as unknown as typeof fetch,
    );

  it('prefixes the base URL and parses JSON', async () => {
    const seen: string[] = [];
    const result = await client(() => Response.json({ a: 1 }), seen).get('/api/page-data?path=%2F');
    expect(seen).toEqual(['https://api.example/api/page-data?path=%2F']);
    expect(result).toEqual({ ok: true, status: 200, value: { a: 1 } });
  });

  it('accepts a plain-text answer', async () => {
    expect(await client(() => new Response('OK', { headers: { 'content-type': 'text/plain' } })).get('/x')).toEqual({
      ok: true,
      status: 200,
      value: 'OK',
    });
  });

  it.each([
    [
      'an error body',
      () => Response.json({ ok: false, error: 'not found' }, { status: 404 }),
      { ok: false, status: 404, error: 'not found', body: { ok: false, error: 'not found' } },
    ],
    ['a bare 500', () => new Response('', { status: 500 }), { ok: false, status: 500, error: 'HTTP 500', body: '' }],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { ok: false, status: 0, error: 'Failed to fetch' },
    ],
  ])('returns %s as a result, never throws', async (_name, respond, expected) => {
    expect(await client(respond).get('/x')).toEqual(expected);
  });
});

describe('postJson', () => {
  it('sends JSON and keeps a 400 body for per-field errors', async () => {
    const seen: RequestInit[] = [];
    const http = createHttpClient(
      { apiBase: '' },
      (async (_url: string, init: RequestInit) => (
        seen.push(init),
        Response.json({ ok: false, errors: { email: 'zły' } }, { status: 400 })
      )) as unknown as typeof fetch,
    );
    const result = await http.postJson('/api/partners', { a: 1 });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(result).toMatchObject({ ok: false, status: 400, body: { ok: false, errors: { email: 'zły' } } });
  });
});
