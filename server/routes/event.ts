// POST /api/event (SPEC §7): validated with the same contract the loader builds against, through the shared
// input checks (server/input.ts); 400 with a clear message on bad input, 413 above the size limit, and nothing
// stored on failure. Data values that look like personal data are removed before storage and only counted
// (events.personal_removed). 202 once the event is committed: events are committed in groups (storage/
// commit-group.ts), and the answer waits for its group; while the database cannot take it (queue full, database
// restarting, disk full) the answer is 503 with Retry-After (app.ts), and nothing is acknowledged that is not stored.
import type { FastifyInstance } from 'fastify';
import { EVENT_BODY_LIMIT_BYTES, EVENT_PATH, validateEventBody, type ValidEvent } from '../../contracts/event';
import { originOf, readInput, type InputSpec } from '../input';
import type { Storage } from '../storage/types';

const SPEC: InputSpec<ValidEvent> = {
  // navigator.sendBeacon and "simple" cross-origin requests arrive as text/plain: same JSON inside.
  contentTypes: ['application/json', 'text/plain'],
  limits: { depth: 1, entries: 64, stringChars: 2048 },
  parse: (body) => {
    if (typeof body !== 'string') return { ok: true, value: body };
    try {
      return { ok: true, value: JSON.parse(body) as unknown };
    } catch {
      return { ok: false, error: 'body is not valid JSON' };
    }
  },
  check: (body) => {
    const result = validateEventBody(body);
    return result.ok ? result : { ok: false, error: result.error };
  },
};

export async function eventRoute(app: FastifyInstance, storage: Storage): Promise<void> {
  app.post(EVENT_PATH, { bodyLimit: EVENT_BODY_LIMIT_BYTES }, async (request, reply) => {
    const event = readInput(SPEC, request, reply);
    if (event === undefined) return reply;
    if (event.removedPersonal > 0) request.log.warn({ removedPersonal: event.removedPersonal }, 'event data looked like personal data and was removed');
    const id = await storage.insertEvent({ ...event, origin: originOf(request), receivedAt: new Date() });
    return reply.code(202).send({ ok: true, id });
  });
}
