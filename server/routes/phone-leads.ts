// POST /api/phone-leads: the landing page's call-back request (PhoneForm). Checked again with the form's own
// rules (contracts/phone-lead.ts): 400 with per-field Polish errors and nothing stored; 201 on success.
// The phone number is personal data: never logged, never echoed back.
import type { FastifyInstance } from 'fastify';
import { CONSENT_TEXTS_VERSION } from '../../contracts/checks/consents';
import { PHONE_LEAD_BODY_LIMIT_BYTES, PHONE_LEADS_PATH, validatePhoneLead } from '../../contracts/phone-lead';
import type { Storage } from '../storage/types';

export async function phoneLeadsRoute(app: FastifyInstance, storage: Storage, now: () => Date = () => new Date()): Promise<void> {
  app.post(PHONE_LEADS_PATH, { bodyLimit: PHONE_LEAD_BODY_LIMIT_BYTES }, async (request, reply) => {
    const result = validatePhoneLead(request.body);
    if (!result.ok) return reply.code(400).send({ ok: false, errors: result.errors });
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin.slice(0, 300) : null;
    await storage.insertPhoneLead({ ...result.value, consentsVersion: CONSENT_TEXTS_VERSION, origin, receivedAt: now() });
    return reply.code(201).send({ ok: true });
  });
}
