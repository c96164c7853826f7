import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs dev script, no declarations
import { createDevProxy, EVENTS_PATH, injectReloadScript, RELOAD_PATH, RELOAD_TAG } from './dev-proxy.mjs';

describe('injectReloadScript', () => {
  it.each([
    [
      '<html><head><title>a</title></head><body>x</body></html>',
      `<html><head><title>a</title>${RELOAD_TAG}</head><body>x</body></html>`,
    ],
    ['<HTML><HEAD></HEAD></HTML>', `<HTML><HEAD>${RELOAD_TAG}</HEAD></HTML>`],
    ['<body>no head</body>', `<body>no head${RELOAD_TAG}</body>`],
    ['<p>a fragment', `<p>a fragment${RELOAD_TAG}`],
    [`<head>${RELOAD_TAG}</head>`, `<head>${RELOAD_TAG}</head>`],
  ])('%s', (html, expected) => {
    expect(injectReloadScript(html)).toBe(expected);
  });
});

describe('the dev proxy in front of a server', () => {
  const PAGE = '<!doctype html><html lang="pl"><head><title>Pożyczki</title></head><body>Zażółć</body></html>';
  let upstream: Server;
  let proxy: { server: Server; reload: () => number; close: () => Promise<void> };
  let origin = '';
  const seen: IncomingMessage['headers'][] = [];

  beforeAll(async () => {
    // The handler answers every request itself; nothing awaits the promise of an async listener.
    upstream = createServer(
      (req, res) =>
        void (async () => {
          seen.push(req.headers);
          if (req.url === '/') {
            res.writeHead(200, {
              'content-type': 'text/html; charset=utf-8',
              'content-length': Buffer.byteLength(PAGE),
              etag: 'W/"1"',
              'content-security-policy': "script-src 'self'",
            });
            res.end(PAGE);
          } else if (req.url === '/api/echo') {
            const chunks: Buffer[] = [];
            for await (const chunk of req) chunks.push(chunk as Buffer);
            res.writeHead(201, { 'content-type': 'application/json' });
            res.end(Buffer.concat(chunks));
          } else {
            res.writeHead(404, { 'content-type': 'text/plain' });
            res.end('nie ma');
          }
        })(),
    );
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const port = (upstream.address() as AddressInfo).port;
    proxy = createDevProxy({ upstream: async () => ({ host: '127.0.0.1', port }) });
    proxy.server.listen(0, '127.0.0.1');
    await once(proxy.server, 'listening');
    origin = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await proxy.close();
    upstream.close();
  });

  it('adds the reload script to pages, with the right length and the page’s own headers, never cached', async () => {
    const answer = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': 'W/"1"' } });
    const body = await answer.text();
    expect(answer.status).toBe(200);
    expect(body).toBe(injectReloadScript(PAGE));
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('etag')).toBeNull();
    // The server is asked for the plain page, unconditionally, so the proxy can edit it.
    expect(seen.at(-1)).toMatchObject({ 'accept-encoding': 'identity' });
    expect(seen.at(-1)).not.toHaveProperty('if-none-match');
  });

  it('passes other answers and request bodies through unchanged', async () => {
    const posted = await fetch(`${origin}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"kwota":1500}',
    });
    expect(posted.status).toBe(201);
    expect(await posted.text()).toBe('{"kwota":1500}');
    const missing = await fetch(`${origin}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('nie ma');
  });

  it('serves the reload client and tells open pages to reload', async () => {
    const client = await fetch(`${origin}${RELOAD_PATH}`);
    expect(client.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await client.text()).toContain(EVENTS_PATH);

    const events = await fetch(`${origin}${EVENTS_PATH}`);
    expect(events.headers.get('content-type')).toBe('text/event-stream');
    const reader = events.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(proxy.reload()).toBe(1);
    while (!text.includes('event: reload')) text += decoder.decode((await reader.read()).value);
    expect(text).toContain('event: reload\ndata: {}\n\n');
    await reader.cancel();
  });

  it('answers 502 with the reason when the server cannot be reached', async () => {
    const broken = createDevProxy({
      upstream: async () => {
        throw new Error('the first build has not finished yet');
      },
    });
    broken.server.listen(0, '127.0.0.1');
    await once(broken.server, 'listening');
    const answer = await fetch(`http://127.0.0.1:${(broken.server.address() as AddressInfo).port}/`);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain('the first build has not finished yet');
    await broken.close();
  });
});
