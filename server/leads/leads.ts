// POST /api/leads: the registration form's lead. The server checks everything again with the form's own rules
// (contracts/lead.ts) and answers 400 with per-field Polish errors, storing nothing; on success 201 with the
// lead id (UUID v4) the browser keeps under `leadId`. The body is never logged. Fields older forms sent (a PESEL,
// an ID card, a bank account…) are accepted without an error and never stored; the phone and e-mail are stored
// only with the marketing consent.
//
// An `Idempotency-Key` header (a UUID the page makes per submission and reuses on retries) makes a repeat safe:
// within 24 h the same key gets the first successful answer back, byte for byte, and stores nothing new. A repeat
// while the first is still running gets 409 with Retry-After; when the first died with its process, the first
// retry after a 5-second lease runs it again (server/storage/idempotency.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { CONSENT_TEXTS_VERSION } from '../../contracts/checks/consents';
import {
  IDEMPOTENCY_HEADER,
  LEAD_BODY_LIMIT_BYTES,
  LEAD_ERRORS,
  LEAD_PATH,
  validateLead,
  type NormalisedLead,
} from '../../contracts/lead';
import { LOAN_LIMITS } from '../../contracts/loan-limits';
import { isUuid } from '../../contracts/uuid';
import { originOf, userAgentOf, readInput, refuse, UNSAFE_TEXT_MESSAGE, type InputSpec } from '../input';
import type { Storage } from '../storage/types';
import type { SettleAnswer } from '../storage/types';
import { recordRegistrationConsents } from '../consents/ledger';
import { truncateIp } from '../log';

export const leadsRoute: FastifyPluginAsync<{ storage: Storage; now?: () => Date }> = async (
  app,
  { storage, now = () => new Date() },
) => {
  app.post(LEAD_PATH, { bodyLimit: LEAD_BODY_LIMIT_BYTES }, async (request, reply) => {
    const today = now();
    const spec: InputSpec<NormalisedLead> = {
      contentTypes: ['application/json'],
      fieldMessage: UNSAFE_TEXT_MESSAGE,
      check: (body) => {
        const result = validateLead(body, {
          today,
          amount: LOAN_LIMITS.amount,
          termDays: LOAN_LIMITS.termDays,
          termMonths: LOAN_LIMITS.termMonths,
        });
        return result.ok
          ? result
          : { ok: false, error: 'the lead has fields that need correcting', errors: result.errors };
      },
    };
    const rawKey = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (rawKey !== undefined && !isUuid(rawKey))
      return refuse(reply, 400, 'Idempotency-Key must be a UUID', { _form: LEAD_ERRORS.body });
    const lead = readInput(spec, request, reply);
    if (lead === undefined) return reply;
    const store = async (settle?: SettleAnswer) => {
      const id = randomUUID();
      const answer = { status: 201, body: JSON.stringify({ ok: true, leadId: id }) };
      // The consent ledger: one row per consent given, with the text version, the time, the address's /24 or /48
      // and the browser, so what this person agreed to can be shown and withdrawn one by one. Stored in the lead's
      // own transaction: a lead is never kept without the record of what its person agreed to.
      // The Idempotency-Key's answer is written in the same transaction: a lead is never stored without it.
      await storage.insertLead(
        { id, lead, consentsVersion: CONSENT_TEXTS_VERSION, origin: originOf(request), receivedAt: today },
        async (tx) => {
          await recordRegistrationConsents(tx, id, lead.consents, CONSENT_TEXTS_VERSION, {
            ipPrefix: truncateIp(request.ip) ?? null,
            userAgent: userAgentOf(request),
            at: today,
          });
          await settle?.(tx, answer);
        },
      );
      return answer;
    };
    const { answer, replayed, retryAfterSeconds } =
      rawKey === undefined
        ? { answer: await store(), replayed: false, retryAfterSeconds: undefined }
        : await storage.withIdempotency(LEAD_PATH, rawKey.toLowerCase(), today, store);
    if (replayed) reply.header('idempotent-replayed', 'true');
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
};
