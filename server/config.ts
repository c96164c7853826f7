// The server's operational settings from the environment: trusted proxies, rate limits, timeouts, the connection
// cap and the site's own origins (docs/operations.md lists them). Parsing is pure (a table test checks it); a bad
// value is one clear line and exit 1 at start, never a stack trace and never a silent default.
import { parseOriginList } from '../contracts/lead-frame';
import { isIP } from 'node:net';
import { DEFAULT_CALLBACK_HOURS, parseCallbackHours, type CallbackHours } from '../contracts/callback-hours';

/** Write endpoints by purpose; each class has its own per-client budget per window. */
export type WriteClass = 'event' | 'lead' | 'signup' | 'webhook' | 'push' | 'other';

export interface ServerConfig {
  /** Fastify's trustProxy: false (default), a hop count, or addresses/CIDRs of the proxies in front. */
  trustProxy: boolean | number | string[];
  /** Requests per client per window, by write class. */
  rateLimits: Record<WriteClass, number>;
  rateWindowMs: number;
  /** Whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** Headers must arrive within this (slow-header clients are cut). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no activity at all is closed after this. */
  connectionTimeoutMs: number;
  maxRequestsPerSocket: number;
  maxConnections: number;
  /** Origins besides the server's own that may post leads, phone leads and partner sign-ups. */
  siteOrigins: string[];
  /**
   * Partner sites (PARTNER_ORIGINS, also the lead frame's allow-list) whose pages may post leads and phone leads
   * through our widgets (docs/partners.md); partner sign-ups stay on our own pages.
   */
  partnerOrigins: string[];
  /** How long a process keeps its copy of the approved partner origins (server/partners/origins.ts). */
  partnerOriginsTtlMs: number;
  /** CALLBACK_HOURS: when call-back requests are called back (the console's queue marks those past the promise). */
  callbackHours: CallbackHours;
  /** Warnings to log once at start (e.g. TRUST_PROXY=true). */
  warnings: string[];
}

const defaultHours = parseCallbackHours(DEFAULT_CALLBACK_HOURS);
if (!defaultHours.ok) throw new Error(defaultHours.error);

export const DEFAULT_CONFIG: ServerConfig = {
  trustProxy: false,
  // Events: a page view sends a handful, an office behind one NAT address many. Leads and sign-ups: a person
  // sends one; a few retries are fine, a script is not.
  rateLimits: { event: 600, lead: 10, signup: 5, webhook: 60, push: 30, other: 60 },
  rateWindowMs: 60_000,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  connectionTimeoutMs: 60_000,
  // 0 = no limit. Past a limit Node answers 503 to a client that keeps sending on the socket (pipelining).
  maxRequestsPerSocket: 0,
  maxConnections: 1_024,
  siteOrigins: [],
  partnerOrigins: [],
  partnerOriginsTtlMs: 30_000,
  callbackHours: defaultHours.value,
  warnings: [],
};

/** The environment variable of each rate-limit class. */
export const RATE_LIMIT_ENV: Record<WriteClass, string> = {
  event: 'RATE_LIMIT_EVENTS',
  lead: 'RATE_LIMIT_LEADS',
  signup: 'RATE_LIMIT_SIGNUPS',
  webhook: 'RATE_LIMIT_WEBHOOK',
  push: 'RATE_LIMIT_SET_TOKEN',
  other: 'RATE_LIMIT_OTHER',
};

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number, unit: string): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(
      `${name}=${JSON.stringify(env[name])} is not valid: expected a whole number of ${unit} from ${min} to ${max}`,
    );
  }
  return Number(raw);
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/false/0 = off; a hop count; a comma list of IPs, CIDRs or loopback/linklocal/uniquelocal; true
 * (any).
 */
export function parseTrustProxy(raw: string | undefined, warnings: string[]): ServerConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0' || value === 'off') return false;
  if (value === 'true') {
    warnings.push(
      'TRUST_PROXY=true believes X-Forwarded-For from anyone who can reach this port: ' +
        'set the proxy address or a hop count instead',
    );
    return true;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      throw new ConfigError(`TRUST_PROXY=${JSON.stringify(raw)} is not valid: a hop count is from 1 to 10`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY=${JSON.stringify(raw)} is not valid: ` +
        `expected false, a hop count, true, or a comma list of IP addresses/CIDRs (bad: ${bad.join(', ') || 'empty'})`,
    );
  }
  return entries;
}

/** SITE_ORIGINS: a comma or space list of http(s) origins like https://przelewik.pl (no path). */
export function parseOrigins(name: string, raw: string | undefined): string[] {
  const entries = (raw ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
  return entries.map((entry) => {
    let url: URL | null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '')) {
      throw new ConfigError(
        `${name} entry ${JSON.stringify(entry)} is not valid: ` +
          `expected an origin like https://example.pl (scheme, host, optional port; no path)`,
      );
    }
    return url.origin;
  });
}

function siteUrlOrigin(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** Reads the settings; throws ConfigError with a one-line message on the first bad value. */
export function parseConfig(env: Env): ServerConfig {
  const warnings: string[] = [];
  const d = DEFAULT_CONFIG;
  const rateLimits = { ...d.rateLimits };
  for (const key of Object.keys(RATE_LIMIT_ENV) as WriteClass[]) {
    rateLimits[key] = integer(env, RATE_LIMIT_ENV[key], d.rateLimits[key], 1, 1_000_000, 'requests per window');
  }
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', d.requestTimeoutMs, 100, 600_000, 'milliseconds');
  const headersTimeoutMs = integer(
    env,
    'HEADERS_TIMEOUT_MS',
    Math.min(d.headersTimeoutMs, requestTimeoutMs),
    100,
    600_000,
    'milliseconds',
  );
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS=${headersTimeoutMs} is not valid: it must not exceed REQUEST_TIMEOUT_MS=${requestTimeoutMs}`,
    );
  }
  const callbackHours = parseCallbackHours(env.CALLBACK_HOURS);
  if (!callbackHours.ok) throw new ConfigError(callbackHours.error);
  const siteOrigins = [...new Set([...parseOrigins('SITE_ORIGINS', env.SITE_ORIGINS), ...siteUrlOrigin(env.SITE_URL)])];
  return {
    trustProxy: parseTrustProxy(env.TRUST_PROXY, warnings),
    rateLimits,
    rateWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', d.rateWindowMs, 1_000, 86_400_000, 'milliseconds'),
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', d.keepAliveTimeoutMs, 100, 600_000, 'milliseconds'),
    connectionTimeoutMs: integer(env, 'CONNECTION_TIMEOUT_MS', d.connectionTimeoutMs, 1_000, 3_600_000, 'milliseconds'),
    maxRequestsPerSocket: integer(
      env,
      'MAX_REQUESTS_PER_SOCKET',
      d.maxRequestsPerSocket,
      0,
      1_000_000,
      'requests (0 = no limit)',
    ),
    maxConnections: integer(env, 'MAX_CONNECTIONS', d.maxConnections, 1, 1_000_000, 'connections'),
    siteOrigins,
    // Bad entries are reported once by the lead-frame route, which reads the same variable.
    partnerOrigins: parseOriginList(env.PARTNER_ORIGINS).origins,
    partnerOriginsTtlMs: integer(env, 'PARTNER_ORIGINS_TTL_MS', d.partnerOriginsTtlMs, 0, 3_600_000, 'milliseconds'),
    callbackHours: callbackHours.value,
    warnings,
  };
}

/** For main.ts: the settings, or one line on stderr and exit 1. */
export function loadConfigOrExit(env: Env): ServerConfig {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`przelewik: ${error.message}\n`);
    process.exit(1);
  }
}
