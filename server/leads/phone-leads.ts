// POST /api/phone-leads: the landing page's call-back request (PhoneForm). Checked again with the form's own
// rules (contracts/phone-lead.ts) through the shared input checks (server/input.ts): 400 with per-field Polish
// errors and nothing stored; 201 on success. The phone number is personal data: never logged, never echoed back.
import type { FastifyPluginAsync } from 'fastify';
import { CONSENT_TEXTS_VERSION } from '../../contracts/checks/consents';
import {
  PHONE_LEAD_BODY_LIMIT_BYTES,
  PHONE_LEADS_PATH,
  validatePhoneLead,
  type PhoneLead,
} from '../../contracts/phone-lead';
import { originOf, readInput, UNSAFE_TEXT_MESSAGE, type InputSpec } from '../input';
import type { Storage } from '../storage/types';

const SPEC: InputSpec<PhoneLead> = {
  contentTypes: ['application/json'],
  fieldMessage: UNSAFE_TEXT_MESSAGE,
  check: (body) => {
    const result = validatePhoneLead(body);
    return result.ok
      ? result
      : { ok: false, error: 'the call-back request has fields that need correcting', errors: result.errors };
  },
};

export const phoneLeadsRoute: FastifyPluginAsync<{ storage: Storage; now?: () => Date }> = async (
  app,
  { storage, now = () => new Date() },
) => {
  app.post(PHONE_LEADS_PATH, { bodyLimit: PHONE_LEAD_BODY_LIMIT_BYTES }, async (request, reply) => {
    const lead = readInput(SPEC, request, reply);
    if (lead === undefined) return reply;
    await storage.insertPhoneLead({
      ...lead,
      consentsVersion: CONSENT_TEXTS_VERSION,
      origin: originOf(request),
      receivedAt: now(),
    });
    return reply.code(201).send({ ok: true });
  });
};
