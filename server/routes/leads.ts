// POST /api/leads: the registration form's lead. The server checks everything again with the form's own rules
// (contracts/lead.ts) and answers 400 with per-field Polish errors, storing nothing; on success 201 with the
// lead id (UUID v4) the browser keeps under `leadId`. The body is never logged. Fields older forms sent (a PESEL,
// an ID card, a bank account…) are accepted without an error and never stored; the phone and e-mail are stored
// only with the marketing consent.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CONSENT_TEXTS_VERSION } from '../../contracts/checks/consents';
import { LEAD_BODY_LIMIT_BYTES, LEAD_PATH, validateLead } from '../../contracts/lead';
import { LOAN_LIMITS } from '../../contracts/loan-limits';
import type { Storage } from '../storage/types';

export async function leadsRoute(app: FastifyInstance, storage: Storage, now: () => Date = () => new Date()): Promise<void> {
  app.post(LEAD_PATH, { bodyLimit: LEAD_BODY_LIMIT_BYTES }, async (request, reply) => {
    const today = now();
    const result = validateLead(request.body, { today, amount: LOAN_LIMITS.amount, termDays: LOAN_LIMITS.termDays, termMonths: LOAN_LIMITS.termMonths });
    if (!result.ok) return reply.code(400).send({ ok: false, errors: result.errors });
    const id = randomUUID();
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin.slice(0, 300) : null;
    await storage.insertLead({ id, lead: result.value, consentsVersion: CONSENT_TEXTS_VERSION, origin, receivedAt: today });
    return reply.code(201).send({ ok: true, leadId: id });
  });
}
