// The bench's baseline: a bare Fastify server that parses the same JSON body as POST /api/event and answers 202,
// with no validation, no storage, no limits, no logging. `node scripts/bench-bare.mjs <port>`.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/api/event', async (request, reply) =>
  reply.code(202).send({ ok: true, id: typeof request.body === 'object' ? 1 : 0 }),
);
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
