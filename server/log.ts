// What the server logs about a request, and what it never does. Pino (fastify's logger) gets:
// - a request serializer that writes the method, the path without its query string, with id-like segments
//   (UUIDs, long digit runs) replaced by ":id", and the client address truncated (IPv4 to its /24, IPv6 to its
//   /48): enough to see traffic and abuse, not enough to follow one person;
// - `redact` for every header and field that carries personal data or ids, should any log line ever include one.
// Bodies are never logged. server/log.test.ts posts personal data to every endpoint and greps the output.
import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/** Headers and fields that may carry personal data, credentials or ids: censored wherever a log object holds them. */
const SENSITIVE_FIELDS = [
  'phone',
  'email',
  'pesel',
  'idCard',
  'bankAccount',
  'firstName',
  'lastName',
  'name',
  'street',
  'postalCode',
  'city',
  'birthDate',
  'token',
  'lead_id',
  'leadId',
  'session_id',
  'client_id',
  'ga_client_id',
] as const;
export const REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'req.headers["idempotency-key"]',
  'req.headers["x-forwarded-for"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  'req.body',
  'req.query',
  'query',
  ...SENSITIVE_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** IPv4 to its /24, IPv6 to its /48 (an IPv4 inside IPv6 is read as IPv4); anything else is dropped. */
export function truncateIp(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIP(ip) === 4) return ip.split('.').slice(0, 3).concat('0').join('.');
  if (isIP(ip) !== 6) return undefined;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 3)
    .map((g) => (g || '0').toLowerCase())
    .join(':')}::/48`;
}

const ID_SEGMENT = /^(?:[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}|\d{6,}|[A-Za-z0-9_-]{24,})$/i;

/** The path of a request URL without its query string or fragment, id-like segments as ":id". */
export function safeUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path
    .split('/')
    .map((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return ':bad';
      }
      return ID_SEGMENT.test(decoded) || /@/.test(decoded) ? ':id' : segment.slice(0, 80);
    })
    .join('/');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
}

export const requestSerializer = (request: LoggedRequest): Record<string, unknown> => ({
  method: request.method,
  url: safeUrl(request.url ?? ''),
  remoteAddress: truncateIp(request.ip),
});

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The logger options with the privacy rules above added (the caller's own level, stream… kept). */
export function privateLogger(options: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!options) return false;
  const base: LoggerOptions = options === true ? {} : options;
  return {
    ...base,
    redact: { paths: [...REDACT_PATHS], censor: '[redacted]' },
    serializers: { ...(base as { serializers?: Record<string, unknown> }).serializers, req: requestSerializer },
  } as LoggerOptions;
}
