// Serves a folder over HTTP on loopback: `node scripts/serve-static.mjs storybook-static 6007`.
// The e2e suite uses it to open the built Storybook (stories are checked with axe like the site's pages).
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { resolve } from 'node:path';

const [dir = 'storybook-static', port = '6007'] = process.argv.slice(2);
const app = Fastify();
await app.register(fastifyStatic, { root: resolve(dir), index: ['index.html'] });
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`serving ${dir} at http://127.0.0.1:${port}/`);
