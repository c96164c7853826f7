// POST /api/partners: an affiliate's sign-up from the /partner/ page. Validated with the form's own rules through
// the shared input checks (server/input.ts); 400 with per-field Polish errors and nothing stored on bad input.
// An e-mail address that already signed up is never overwritten (that would let anyone take over an application):
// 409 with a message that says nothing about the existing one: not its name, site or date.
import type { FastifyPluginAsync } from 'fastify';
import {
  PARTNER_BODY_LIMIT_BYTES,
  PARTNER_TAKEN_MESSAGE,
  PARTNERS_PATH,
  validatePartnerSignup,
  type PartnerSignup,
} from '../../contracts/partner';
import { readInput, refuse, UNSAFE_TEXT_MESSAGE, type InputSpec } from '../input';
import type { Storage } from '../storage/types';

const SPEC: InputSpec<PartnerSignup> = {
  contentTypes: ['application/json'],
  fieldMessage: UNSAFE_TEXT_MESSAGE,
  check: (body) => {
    const result = validatePartnerSignup(body);
    return result.ok
      ? result
      : { ok: false, error: 'the sign-up has fields that need correcting', errors: result.errors };
  },
};

export const partnersRoute: FastifyPluginAsync<{ storage: Storage; now?: () => Date }> = async (
  app,
  { storage, now = () => new Date() },
) => {
  app.post(PARTNERS_PATH, { bodyLimit: PARTNER_BODY_LIMIT_BYTES }, async (request, reply) => {
    const signup = readInput(SPEC, request, reply);
    if (signup === undefined) return reply;
    const created = await storage.savePartnerSignup({ ...signup, receivedAt: now() });
    if (!created) return refuse(reply, 409, PARTNER_TAKEN_MESSAGE);
    return reply.code(201).send({ ok: true });
  });
};
