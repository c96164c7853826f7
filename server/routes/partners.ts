// POST /api/partners: an affiliate's sign-up from the /partner/ page. Validated with the form's own rules;
// 400 with per-field Polish errors and nothing stored on bad input.
import type { FastifyInstance } from 'fastify';
import { PARTNER_BODY_LIMIT_BYTES, PARTNERS_PATH, validatePartnerSignup } from '../../contracts/partner';
import type { Storage } from '../storage/types';

export async function partnersRoute(app: FastifyInstance, storage: Storage): Promise<void> {
  app.post(PARTNERS_PATH, { bodyLimit: PARTNER_BODY_LIMIT_BYTES }, async (request, reply) => {
    const result = validatePartnerSignup(request.body);
    if (!result.ok) return reply.code(400).send({ ok: false, errors: result.errors });
    await storage.savePartnerSignup({ ...result.value, receivedAt: new Date() });
    return reply.code(201).send({ ok: true });
  });
}
