// Serves a folder over HTTP on 127.0.0.1 (or another loopback address): `node scripts/serve-static.mjs DIR PORT
// [HOST]`. The e2e suite uses it for the built Storybook and for the partner fixture pages (a second origin).
// With SERVER_ORIGIN set, "{{SERVER}}" in HTML files is replaced by it, so fixture pages point their snippet at
// whichever port the server under test runs on, and /firebase-messaging-sw.js is the server's.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [dir = 'storybook-static', port = '6007', host = '127.0.0.1'] = process.argv.slice(2);
const root = resolve(dir);
const server = process.env.SERVER_ORIGIN;
const app = Fastify();
if (server) {
  // A partner who wants push on their own domain copies our service worker to their site root (docs/partners.md):
  // the fixture sites serve the server's current one under the same name.
  app.get('/firebase-messaging-sw.js', async (request, reply) => {
    const answer = await fetch(server + request.url);
    return reply
      .code(answer.status)
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await answer.text());
  });
  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (!path.endsWith('.html') || path.includes('..')) return reply.sendFile(path.slice(1) || 'index.html');
    try {
      const html = await readFile(join(root, path), 'utf8');
      return reply.type('text/html; charset=utf-8').send(html.replaceAll('{{SERVER}}', server));
    } catch {
      return reply.code(404).send('not found');
    }
  });
  await app.register(fastifyStatic, { root, serve: false });
} else {
  await app.register(fastifyStatic, { root, index: ['index.html'] });
}
await app.listen({ port: Number(port), host });
console.log(`serving ${dir} at http://${host}:${port}/`);
