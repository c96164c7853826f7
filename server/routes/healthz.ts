import type { FastifyInstance } from 'fastify';
import type { Storage } from '../storage/types';

/** GET /healthz: 200 when the database answers, 503 when it does not (for load balancers and uptime checks). */
export async function healthRoute(app: FastifyInstance, storage: Storage): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    const up = await storage.ping();
    reply.header('cache-control', 'no-store');
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: storage.kind });
  });
}
