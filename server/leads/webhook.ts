// POST /webhook (SPEC §7: form data with lead_id, state_type and optional extras): the abandoned-visit capture of
// the loader. Accepts multipart/form-data (what fetch sends for FormData) and application/x-www-form-urlencoded.
// Valid input is stored once per lead, state type and UTC day; bad input gets 400 and nothing is stored; another
// content type gets 415. Extras that look like personal data are removed and counted (lead_webhooks.personal_removed).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { validateWebhook, WEBHOOK_LIMITS, WEBHOOK_PATH, type ValidWebhook } from '../../contracts/webhook';
import { originOf, readInput, type InputSpec } from '../input';
import type { Storage } from '../storage/types';

class FormError extends Error {
  statusCode = 400;
}

/** Form fields as name → value, a repeated name as a list (which validation refuses); files are refused. */
function fieldsOf(entries: Iterable<[string, FormDataEntryValue | string]>): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of entries) {
    if (typeof value !== 'string') throw new FormError('files are not accepted');
    const before = fields[name];
    fields[name] = before === undefined ? value : ([] as unknown[]).concat(before, value);
  }
  return { ...fields };
}

const SPEC: InputSpec<ValidWebhook> = {
  contentTypes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
  limits: { depth: 2, entries: 40, stringChars: WEBHOOK_LIMITS.valueChars * 2 },
  check: (body) => {
    if (typeof body !== 'object' || body === null)
      return { ok: false, error: 'expected form data with lead_id and state_type' };
    const result = validateWebhook(body as Record<string, unknown>);
    return result.ok ? result : { ok: false, error: result.error };
  },
};

// Parsers live in this plugin's scope only; multipart is read with the platform's own FormData parser (undici),
// which is all a few short text fields need.
export const webhookRoute: FastifyPluginAsync<{ storage: Storage; now?: () => Date }> = async (
  scope,
  { storage, now = () => new Date() },
) => {
  // Posted from partner pages: CORS without credentials, so the loader can tell success from failure. (Form
  // posts are "simple" requests; the OPTIONS answer is for clients that preflight anyway.)
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    return payload;
  });
  scope.options(WEBHOOK_PATH, async (_request, reply) =>
    reply.code(204).header('access-control-allow-methods', 'POST').header('access-control-max-age', '86400').send(),
  );
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: WEBHOOK_LIMITS.bodyBytes },
    (_req, body, done) => {
      done(null, fieldsOf(new URLSearchParams(body as string)));
    },
  );
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_LIMITS.bodyBytes },
    async (req: FastifyRequest, body: Buffer) => {
      try {
        const form = await new Response(new Uint8Array(body), {
          headers: { 'content-type': String(req.headers['content-type']) },
        }).formData();
        return fieldsOf(form.entries());
      } catch (error) {
        throw error instanceof FormError ? error : new FormError('body is not valid form data');
      }
    },
  );
  // The limit holds for every body, whatever its type (the README promises 413 above 4 KB).
  scope.post(WEBHOOK_PATH, { bodyLimit: WEBHOOK_LIMITS.bodyBytes }, async (request, reply) => {
    const webhook = readInput(SPEC, request, reply);
    if (webhook === undefined) return reply;
    if (webhook.removedPersonal > 0)
      request.log.warn(
        { removedPersonal: webhook.removedPersonal },
        'webhook extras looked like personal data and were removed',
      );
    const created = await storage.insertLeadWebhook({ ...webhook, origin: originOf(request), receivedAt: now() });
    // 201 the first time today; 200 for a repeat, which changes nothing (idempotent per lead, state and day).
    return reply.code(created ? 201 : 200).send({ ok: true, created });
  });
};
