// The one gate every request of the site's context passes before its route runs (the event beacon has its own
// context and reads everything through server/input.ts): the address (path and query string), the headers and the
// parsed body (JSON, forms, text) may hold no NUL or other control character and no lone surrogate, whichever
// door they come through: the no-JavaScript forms, the console's forms and searches, lender postbacks, static
// files. PostgreSQL cannot store a NUL at all, and no field of ours needs one. A refusal is 400 in the documented
// shape, naming where the problem is and never echoing the value; nothing reaches a database or the log.
// Tab, newline and return pass in bodies (a console note is several lines); each route's own checks decide where
// they may go. A route that must answer in its own way (the no-JavaScript sign-up page) sets
// `config.inputGate: 'route'` and runs `unsafeInputIn` itself; `config.onUnsafeInput` runs before a refusal
// (the postback log keeps every lender request).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { textProblem, FORBIDDEN_KEYS } from '../contracts/input-safety';
import { errorBody, UNSAFE_TEXT_MESSAGE } from './input';

export interface GateRouteConfig {
  /** 'route': the route checks with unsafeInputIn itself and answers in its own format. */
  inputGate?: 'route';
  /** Runs before the gate refuses the request (e.g. to log a refused lender postback, without its values). */
  onUnsafeInput?: (request: FastifyRequest, problem: string) => Promise<void>;
}

const NOTHING_SUSPECT = /^[\u0020-\u007E]*$/;
/** Header values: any C0 control but tab, and DEL (Node's parser already refuses most of them). */
const HEADER_CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/;

const textFault = (text: string, multiline: boolean): string | null => {
  if (NOTHING_SUSPECT.test(text)) return null;
  const problem = textProblem(text, Number.POSITIVE_INFINITY, multiline);
  if (problem === 'control') return 'contains control characters';
  if (problem === 'surrogate') return 'contains broken Unicode (a lone surrogate)';
  return null;
};

/** The first problem in a parsed value: where it is and what, never the value. */
function valueFault(value: unknown, where: string, multiline: boolean, depth = 0): string | null {
  if (typeof value === 'string') {
    const fault = textFault(value, multiline);
    return fault ? `${where} ${fault}` : null;
  }
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  if (value instanceof URLSearchParams) {
    for (const [name, text] of value) {
      const fault =
        valueFault(name, `${where} field name`, false) ??
        valueFault(text, `${where} field ${safeName(name)}`, multiline);
      if (fault) return fault;
    }
    return null;
  }
  if (Buffer.isBuffer(value)) return null; // a multipart body: its route parses and checks each part
  if (Array.isArray(value)) {
    for (const item of value) {
      const fault = valueFault(item, where, multiline, depth + 1);
      if (fault) return fault;
    }
    return null;
  }
  for (const [name, item] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(name)) return `${where} field name is not allowed`;
    const fault =
      valueFault(name, `${where} field name`, false) ??
      valueFault(item, `${where} field ${safeName(name)}`, multiline, depth + 1);
    if (fault) return fault;
  }
  return null;
}

/** A field's name in a message only when it is plainly a name: the message never carries what was sent. */
const safeName = (name: string) => (/^[A-Za-z0-9_.-]{1,40}$/.test(name) ? name : '');

/** The first problem in the request's address and headers, or null. */
export function unsafeAddressOrHeaders(request: FastifyRequest): string | null {
  const raw = request.raw.url ?? '/';
  const cut = raw.indexOf('?');
  const path = cut === -1 ? raw : raw.slice(0, cut);
  if (!NOTHING_SUSPECT.test(path) || path.includes('%')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return 'the address is not valid percent-encoded UTF-8';
    }
    const fault = textFault(decoded, false);
    if (fault) return `the address ${fault}`;
  }
  if (cut !== -1) {
    const query = raw.slice(cut + 1);
    if (!NOTHING_SUSPECT.test(query) || query.includes('%')) {
      // Invalid UTF-8 (a lone surrogate's bytes among them) would be read as U+FFFD: refused, not guessed at.
      try {
        decodeURIComponent(query.replace(/\+/g, ' '));
      } catch {
        return 'the query string is not valid percent-encoded UTF-8';
      }
      const fault = valueFault(new URLSearchParams(query), 'query', false);
      if (fault) return fault;
    }
  }
  const headers = request.raw.rawHeaders;
  for (let i = 1; i < headers.length; i += 2) {
    if (HEADER_CONTROL.test(headers[i]!)) return `header ${safeName(headers[i - 1]!)} contains control characters`;
  }
  return null;
}

/** The first problem in the request's address, headers or parsed body, or null. */
export function unsafeInputIn(request: FastifyRequest): string | null {
  return unsafeAddressOrHeaders(request) ?? valueFault(request.body, 'body', true);
}

/** The top-level field a body problem is in, when the message names one: forms show their message under it. */
const fieldOf = (problem: string): string | null =>
  /^body field ([A-Za-z0-9_.-]+) /.exec(problem)?.[1]?.split('.')[0] ?? null;

async function refuseUnsafe(request: FastifyRequest, reply: FastifyReply, problem: string): Promise<FastifyReply> {
  const config = request.routeOptions.config as GateRouteConfig | undefined;
  await config?.onUnsafeInput?.(request, problem);
  const field = fieldOf(problem);
  return reply
    .code(400)
    .header('cache-control', 'no-store')
    .send(errorBody(problem, field ? { [field]: UNSAFE_TEXT_MESSAGE } : undefined));
}

/** Adds the gate to `scope` (every route, static file and not-found answer registered in it). */
export function registerInputGate(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    if ((request.routeOptions.config as GateRouteConfig | undefined)?.inputGate === 'route') return;
    const problem = unsafeAddressOrHeaders(request);
    if (problem) return refuseUnsafe(request, reply, problem);
  });
  scope.addHook('preHandler', async (request, reply) => {
    if ((request.routeOptions.config as GateRouteConfig | undefined)?.inputGate === 'route') return;
    const problem = valueFault(request.body, 'body', true);
    if (problem) return refuseUnsafe(request, reply, problem);
  });
}
