// POST /api/event (SPEC §7): validated with the same contract the loader builds against, through the shared
// input checks (server/input.ts); 400 with a clear message on bad input, 413 above the size limit, and nothing
// stored on failure. Data and context values that look like personal data are removed (a referer is cut back to
// its origin and path) before storage and only counted (events.personal_removed); a name that looks personal is
// refused with 400 (contracts/event.ts). 202 once the event is committed: events are committed in groups (storage/
// commit-group.ts), and the answer waits for its group; while the database cannot take it (queue full, database
// restarting, disk full) the answer is 503 with Retry-After (app.ts), and nothing is acknowledged that is not stored.
//
// The hottest route (every page view of every partner page): it lives in its own encapsulated context, outside the
// one that holds the site's hooks (app.ts), and does per request only what its answers need, each part cheap:
// - CORS: always `Access-Control-Allow-Origin: *` without credentials (the answer is the same for every origin, so
//   no `Vary: Origin`); the preflight is still answered by @fastify/cors in the API context (cors.ts).
// - Security headers: the part of a JSON answer's list that means something for this answer (EVENT_ANSWER_HEADERS,
//   security-headers.ts says why; HSTS over https), set in one step instead of helmet and the onSend hook.
// - Rate limit: a per-process budget per client address (client-budget.ts) with the same RATE_LIMIT_EVENTS and
//   window, 429 + Retry-After in the API's error shape, instead of @fastify/rate-limit (no x-ratelimit-* headers).
// - Logging: no per-request lines (they would be two JSON lines per page view) and no per-request child logger; a
//   summary line every minute with the answers by status. Warnings (personal data removed, storage unavailable)
//   and errors are still logged, without a request id.
// docs/operations.md says the same for operators (Rate limits, CORS, Security headers, logs) with the measurements.
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_BODY_LIMIT_BYTES, EVENT_PATH, validateEventBody, type ValidEvent } from '../../contracts/event';
import { clientBudget, waitText } from '../client-budget';
import type { ServerConfig } from '../config';
import { originOf, readInput, type InputSpec } from '../input';
import { EVENT_ANSWER_HEADERS, HSTS_VALUE } from '../security-headers';
import type { Storage } from '../storage/types';

const SPEC: InputSpec<ValidEvent> = {
  // navigator.sendBeacon and "simple" cross-origin requests arrive as text/plain: same JSON inside.
  contentTypes: ['application/json', 'text/plain'],
  limits: { depth: 1, entries: 64, stringChars: 2048 },
  parse: (body) => {
    if (typeof body !== 'string') return { ok: true, value: body };
    try {
      // A leading byte order mark is allowed (some senders write one), as Fastify's own JSON parser allowed it.
      return { ok: true, value: JSON.parse(body.charCodeAt(0) === 0xfeff ? body.slice(1) : body) as unknown };
    } catch {
      return { ok: false, error: 'body is not valid JSON' };
    }
  },
  check: (body) => {
    const result = validateEventBody(body);
    return result.ok ? result : { ok: false, error: result.error };
  },
};

/**
 * Every answer of the route carries these: its security headers and the open CORS answer, with Retry-After readable
 * by partner pages (not a safelisted header), so the loader can wait what a 503 asks before its one retry.
 */
const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  ...EVENT_ANSWER_HEADERS,
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Retry-After',
};

/** How often the route writes its summary line. */
export const EVENT_SUMMARY_INTERVAL_MS = 60_000;

export interface EventRouteOptions {
  storage: Storage;
  config: Pick<ServerConfig, 'rateLimits' | 'rateWindowMs'>;
  /** The clock the budget reads (tests pass their own). */
  now?: () => number;
  /** How often the summary line is written (tests shorten it). */
  summaryIntervalMs?: number;
}

/** The route in its own encapsulated context: its parser, logger factory and hooks reach no other route. */
export const eventRoutes: FastifyPluginAsync<EventRouteOptions> = async (
  events,
  { storage, config, now = Date.now, summaryIntervalMs = EVENT_SUMMARY_INTERVAL_MS },
) => {
  const budget = clientBudget({ max: config.rateLimits.event, windowMs: config.rateWindowMs });
  const answers = new Map<number, number>();
  const summary = setInterval(() => {
    if (answers.size === 0) return;
    events.log.info(
      { route: `POST ${EVENT_PATH}`, answers: Object.fromEntries(answers), everyMs: summaryIntervalMs },
      'event answers since the last summary',
    );
    answers.clear();
  }, summaryIntervalMs);
  summary.unref();
  events.addHook('onClose', async () => clearInterval(summary));

  // The body is read as text and parsed once by SPEC.parse (the same JSON.parse for both content types):
  // Fastify's own JSON parser would also scan it for prototype keys, which the shared checks refuse anyway
  // (contracts/input-safety.ts, FORBIDDEN_KEYS). The body limit still answers 413 before anything is parsed.
  events.addContentTypeParser(
    SPEC.contentTypes as string[],
    { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  // One logger for every request of the route, made once: pino's child per request (with its request id,
  // through the redaction rules) took a few per cent of the route's time. The route logs only warnings, which
  // say what happened without naming a request.
  let shared: { parent: FastifyBaseLogger; child: FastifyBaseLogger } | null = null;
  events.setChildLoggerFactory((logger, _bindings, options) => {
    if (shared?.parent !== logger)
      shared = { parent: logger, child: logger.child({ route: `POST ${EVENT_PATH}` }, options) };
    return shared.child;
  });

  const onRequest = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    reply.headers(ANSWER_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    // request.ip: the socket's address, or X-Forwarded-For only as far as TRUST_PROXY trusts it.
    const allowed = budget.take(request.ip, now());
    if (!allowed.ok) {
      reply
        .code(429)
        .header('retry-after', String(Math.ceil(allowed.retryAfterMs / 1000)))
        .send({ ok: false, error: `too many requests: try again in ${waitText(allowed.retryAfterMs)}` });
      return;
    }
    done();
  };
  const onResponse = (_request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    answers.set(reply.statusCode, (answers.get(reply.statusCode) ?? 0) + 1);
    done();
  };

  events.post(
    EVENT_PATH,
    // rateLimit: false keeps @fastify/rate-limit (limits.ts) off this route: the budget above counts it.
    { bodyLimit: EVENT_BODY_LIMIT_BYTES, logLevel: 'warn', config: { rateLimit: false }, onRequest, onResponse },
    async (request, reply) => {
      const event = readInput(SPEC, request, reply);
      if (event === undefined) return reply;
      if (event.removedPersonal > 0)
        request.log.warn(
          { removedPersonal: event.removedPersonal },
          'event data or context looked like personal data and was removed',
        );
      // An object literal of one fixed shape: spreading `event` into a new object gave it a shape V8 could not
      // predict, and every later step paid for it (~8 µs per event on the event loop, docs/operations.md).
      const id = await storage.insertEvent({
        event: event.event,
        context: event.context,
        data: event.data,
        removedPersonal: event.removedPersonal,
        origin: originOf(request),
        receivedAt: new Date(),
      });
      return reply
        .code(202)
        .type('application/json; charset=utf-8')
        .send(`{"ok":true,"id":${JSON.stringify(id)}}`);
    },
  );
};
