import type { FastifyPluginAsync } from 'fastify';
import type { Storage } from '../storage/types';

/**
 * GET /healthz (load balancers and uptime checks): 200 when the database answers and takes a write (a heartbeat
 * row written and read back), 503 with the reason when it does not (disk full, read-only, unreachable).
 */
export const healthRoute: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason = (await storage.ping()) ? await storage.checkWrite() : 'database does not answer';
    if (reason === null) return reply.code(200).send({ status: 'ok', database: storage.kind });
    return reply.code(503).send({ status: 'unavailable', database: storage.kind, reason });
  });
};
