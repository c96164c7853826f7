// One way to read a request: every write route declares the content types it takes and the contract that checks
// its body (contracts/*), and goes through `declareInput`. In order: a content type outside the list answers 415;
// a body, query or header value with control characters, a lone surrogate, a prototype key or too deep / too many
// fields answers 400; then the contract's own validator runs. Every refusal has one shape:
//   { ok: false, error: "<one English sentence>", errors?: { field: "<Polish message for the form>" } }
// so forms show `errors` next to their fields and scripts read `error`. Nothing is stored on any refusal.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeProblem, findUnsafeInput, type SafetyLimits, DEFAULT_SAFETY_LIMITS } from '../contracts/input-safety';

export type InputResult<T> = { ok: true; value: T } | { ok: false; error: string; errors?: Record<string, string> };

export interface InputSpec<T> {
  /** Media types (without parameters) the route accepts; anything else is 415. */
  contentTypes: readonly string[];
  /** Turns the body as fastify parsed it into the value the checks read (e.g. JSON sent as text/plain). */
  parse?(body: unknown): InputResult<unknown>;
  /** The contract's validator, given the parsed body. */
  check(body: unknown, request: FastifyRequest): InputResult<T>;
  limits?: SafetyLimits;
  /**
   * Polish message the forms show under a field whose text was refused before the contract ran; absent for script-only
   * routes.
   */
  fieldMessage?: string;
}

export interface ErrorBody {
  ok: false;
  error: string;
  errors?: Record<string, string>;
}

export const errorBody = (error: string, errors?: Record<string, string>): ErrorBody =>
  errors ? { ok: false, error, errors } : { ok: false, error };

/** The one way to refuse: status and the documented shape. */
export const refuse = (
  reply: FastifyReply,
  status: number,
  error: string,
  errors?: Record<string, string>,
): FastifyReply => reply.code(status).send(errorBody(error, errors));

export const mediaType = (request: FastifyRequest): string =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/** Forms' fallback message for a value refused for its characters. */
export const UNSAFE_TEXT_MESSAGE = 'Usuń z tego pola niedozwolone znaki i spróbuj ponownie.';

/**
 * Runs the shared checks and the contract; on success gives the value, on failure answers and gives undefined.
 * Query strings of write routes carry nothing we read, but they are checked the same way so nothing odd is logged
 * or passed on.
 */
export function readInput<T>(spec: InputSpec<T>, request: FastifyRequest, reply: FastifyReply): T | undefined {
  const type = mediaType(request);
  if (!spec.contentTypes.includes(type)) {
    refuse(reply, 415, `content type must be ${spec.contentTypes.join(' or ')}`);
    return undefined;
  }
  const parsed = spec.parse ? spec.parse(request.body) : { ok: true as const, value: request.body };
  if (!parsed.ok) {
    refuse(reply, 400, parsed.error, parsed.errors);
    return undefined;
  }
  const limits = spec.limits ?? DEFAULT_SAFETY_LIMITS;
  for (const part of [request.query, parsed.value]) {
    const problem = findUnsafeInput(part, limits);
    if (problem) {
      const errors = spec.fieldMessage ? { [problem.field || '_form']: spec.fieldMessage } : undefined;
      refuse(reply, 400, describeProblem(problem), errors);
      return undefined;
    }
  }
  const result = spec.check(parsed.value, request);
  if (!result.ok) {
    refuse(reply, 400, result.error, result.errors);
    return undefined;
  }
  return result.value;
}

/** The Origin header as stored beside a row: which site sent it; only a well-formed, short one. */
export function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (
    typeof origin !== 'string' ||
    origin.length > 300 ||
    findUnsafeInput(origin) !== null ||
    !/^[a-z][a-z0-9+.-]*:\/\/[^\s/]+$|^null$/i.test(origin)
  )
    return null;
  return origin;
}

/** The read routes' way: the shared checks on the query string, then the route's own reading of it. */
export function readQuery<T>(
  check: (query: Record<string, unknown>) => InputResult<T>,
  request: FastifyRequest,
  reply: FastifyReply,
): T | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const problem = findUnsafeInput(query);
  if (problem) {
    refuse(reply, 400, describeProblem(problem));
    return undefined;
  }
  const result = check(query);
  if (!result.ok) {
    refuse(reply, 400, result.error, result.errors);
    return undefined;
  }
  return result.value;
}

/** The browser's User-Agent as stored beside a consent: only printable text of a sane length, else null. */
export function userAgentOf(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent'];
  if (typeof agent !== 'string' || agent.length > 512 || !/^[\u0020-\u007E]*$/.test(agent)) return null;
  return agent;
}
