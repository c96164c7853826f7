// POST /api/event (SPEC §7): validated with the same contract the loader builds against; 400 with a clear
// message on bad input, 413 above the size limit, and nothing stored on failure.
import type { FastifyInstance } from 'fastify';
import { EVENT_BODY_LIMIT_BYTES, EVENT_PATH, validateEventBody } from '../../contracts/event';
import type { Storage } from '../storage/types';

export async function eventRoute(app: FastifyInstance, storage: Storage): Promise<void> {
  app.post(EVENT_PATH, { bodyLimit: EVENT_BODY_LIMIT_BYTES }, async (request, reply) => {
    let body = request.body;
    // navigator.sendBeacon and "simple" cross-origin requests arrive as text/plain: same JSON inside.
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return reply.code(400).send({ ok: false, error: 'body is not valid JSON' });
      }
    }
    const result = validateEventBody(body);
    if (!result.ok) return reply.code(400).send({ ok: false, error: result.error });
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin.slice(0, 300) : null;
    const id = await storage.insertEvent({ ...result.value, origin, receivedAt: new Date() });
    return reply.code(201).send({ ok: true, id });
  });
}
