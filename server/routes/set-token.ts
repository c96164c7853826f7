// POST /set-token (SPEC §7, issue 7): the push feature's token record as a form body (SPEC §3). Validated
// field by field; 400 with the reasons and nothing stored on bad input; a repeat of a token updates its row.
// Partner pages post it from their own origin, so it answers with CORS like the API (no credentials).
import type { FastifyInstance } from 'fastify';
import { SET_TOKEN_BODY_LIMIT_BYTES, SET_TOKEN_ROUTE, validatePushToken } from '../../contracts/push-token';
import type { Storage } from '../storage/types';

/** A urlencoded body as an object; a key given twice becomes an array, which the validator refuses. */
export function parseForm(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return { ...out };
}

export async function setTokenRoute(app: FastifyInstance, storage: Storage, now: () => Date = () => new Date()): Promise<void> {
  await app.register(async (scope) => {
    // A form post is a simple request: no preflight, just the header (the API's OPTIONS route answers any
    // preflight; registering @fastify/cors twice would declare that route twice).
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('access-control-allow-origin', '*');
      return payload;
    });
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: SET_TOKEN_BODY_LIMIT_BYTES }, (_request, body, done) => {
      done(null, parseForm(String(body)));
    });
    scope.post(SET_TOKEN_ROUTE, { bodyLimit: SET_TOKEN_BODY_LIMIT_BYTES }, async (request, reply) => {
      const result = validatePushToken(request.body);
      if (!result.ok) return reply.code(400).send({ ok: false, errors: result.error });
      const origin = typeof request.headers.origin === 'string' ? request.headers.origin.slice(0, 300) : null;
      await storage.upsertPushToken({ record: result.value, origin, receivedAt: now() });
      return reply.code(200).send({ ok: true });
    });
  });
}
