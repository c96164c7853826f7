// POST /set-token (SPEC §7): the push opt-in feature's token record as a form body (SPEC §3). Only
// application/x-www-form-urlencoded is read (anything else answers 415); then the shared input checks
// (server/input.ts) and the contract, field by field: 400 with the reasons and nothing stored on bad input; a
// repeat of a token updates its row. A utm_* value that looks like personal data is stored as null and only
// counted in a warning line, never shown. Partner pages post it from their own origin, so it answers with CORS like the
// API (no credentials).
import type { FastifyPluginAsync } from 'fastify';
import {
  DELETE_TOKEN_ROUTE,
  SET_TOKEN_BODY_LIMIT_BYTES,
  SET_TOKEN_ROUTE,
  validatePushToken,
  type ValidPushToken,
} from '../../contracts/push-token';
import { originOf, readInput, type InputSpec } from '../input';
import type { Storage } from '../storage/types';
import { truncateIp } from '../log';
import { leadErased } from '../storage/erased-leads';
import { forgetPushToken, recordPushConsent } from './queue';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A urlencoded body as an object; a key given twice becomes an array, which the validator refuses. */
export function parseForm(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return { ...out };
}

const SPEC: InputSpec<ValidPushToken> = {
  contentTypes: [FORM_TYPE],
  limits: { depth: 2, entries: 40, stringChars: 1024 },
  check: (body) => {
    const result = validatePushToken(body);
    return result.ok
      ? result
      : {
          ok: false,
          error: 'the token record has fields that need correcting',
          errors: result.error as Record<string, string>,
        };
  },
};

export const setTokenRoute: FastifyPluginAsync<{ storage: Storage; now?: () => Date }> = async (
  scope,
  { storage, now = () => new Date() },
) => {
  // A form post is a simple request: no preflight, just the header (the API's OPTIONS route answers any
  // preflight; registering @fastify/cors twice would declare that route twice).
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    return payload;
  });
  scope.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: SET_TOKEN_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, parseForm(String(body)));
    },
  );
  scope.post(SET_TOKEN_ROUTE, { bodyLimit: SET_TOKEN_BODY_LIMIT_BYTES }, async (request, reply) => {
    const read = readInput(SPEC, request, reply);
    if (read === undefined) return reply;
    // A browser still holding the id of a lead the operator erased: the token is kept without it, so nothing ties
    // the browser to the erased person again and no consent is recorded under that id.
    const record = read.leadId && (await leadErased(storage.sql, read.leadId)) ? { ...read, leadId: null } : read;
    if (record.removedPersonal > 0)
      request.log.warn(
        { removedPersonal: record.removedPersonal },
        'token record utm values looked like personal data and were removed',
      );
    const at = now();
    await storage.upsertPushToken({ record, origin: originOf(request), receivedAt: at });
    // A token with the visitor's lead id: they allowed notifications, which the consent ledger records (once).
    if (record.leadId)
      await recordPushConsent(storage.sql, record.leadId, record.country, {
        ipPrefix: truncateIp(request.ip) ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        at,
      });
    return reply.code(200).send({ ok: true });
  });
  // The visitor withdrew the consent push runs under, in the browser that holds this token: it is deleted here too.
  // Answers the same whether the token was known or not, so it tells nothing about other people's tokens.
  scope.post(DELETE_TOKEN_ROUTE, { bodyLimit: SET_TOKEN_BODY_LIMIT_BYTES }, async (request, reply) => {
    const token = (request.body as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 1024)
      return reply.code(400).send({ ok: false, error: 'token is required' });
    await forgetPushToken(storage.sql, token, now());
    return reply.code(200).send({ ok: true });
  });
};
