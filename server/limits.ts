// Limits that keep one client from starving the others: per-client rate limits on every write endpoint (by
// purpose: events generous, leads and sign-ups tight), and the HTTP server's timeouts and connection cap, which
// cut slow or idle connections (slowloris) instead of letting them pile up. Values come from config.ts.
import type { ServerOptions } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { EVENT_PATH } from '../contracts/event';
import { LEAD_PATH } from '../contracts/lead';
import { PARTNERS_PATH } from '../contracts/partner';
import { PHONE_LEADS_PATH } from '../contracts/phone-lead';
import { SET_TOKEN_ROUTE } from '../contracts/push-token';
import { WEBHOOK_PATH } from '../contracts/webhook';
import type { ServerConfig, WriteClass } from './config';

const WRITE_CLASS_OF_PATH: Record<string, WriteClass> = {
  [EVENT_PATH]: 'event',
  [LEAD_PATH]: 'lead',
  [PHONE_LEADS_PATH]: 'lead',
  [PARTNERS_PATH]: 'signup',
  [WEBHOOK_PATH]: 'webhook',
  [SET_TOKEN_ROUTE]: 'push',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The rate-limit class of a route, or null for reads (GET, HEAD, OPTIONS), which are not limited. */
export function writeClassOf(method: string | readonly string[], url: string): WriteClass | null {
  const methods = (typeof method === 'string' ? [method] : method).map((m) => m.toUpperCase());
  if (!methods.some((m) => WRITE_METHODS.has(m))) return null;
  return WRITE_CLASS_OF_PATH[url] ?? 'other';
}

export interface ServerTuning extends Pick<
  FastifyServerOptions,
  'trustProxy' | 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'maxRequestsPerSocket'
> {
  http: ServerOptions;
}

/** Fastify's own options for trusted proxies and the Node HTTP server's timeouts. */
export function serverOptions(config: ServerConfig): ServerTuning {
  const trust = config.trustProxy;
  return {
    // A hop count as proxy-addr reads it (the socket's peer is hop 0); Fastify itself ignores a bare number.
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    maxRequestsPerSocket: config.maxRequestsPerSocket,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default, which would let a slow client
      // hold a socket for 30 s more than configured).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(config.headersTimeoutMs / 4))),
    },
  };
}

/** Registers the rate limits (before any route) and caps connections. Call first in buildApp. */
export async function registerLimits(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.server.maxConnections = config.maxConnections;
  // Runs before the rate-limit plugin's own onRoute hook (added next), so every write route gets its budget
  // without each route file knowing about limits; a route that sets its own config.rateLimit keeps it.
  app.addHook('onRoute', (route: RouteOptions) => {
    const writeClass = writeClassOf(route.method, route.url);
    if (writeClass === null) return;
    const routeConfig = (route.config ?? {}) as { rateLimit?: unknown };
    if (routeConfig.rateLimit !== undefined) return;
    route.config = {
      ...routeConfig,
      rateLimit: { max: config.rateLimits[writeClass], timeWindow: config.rateWindowMs },
    };
  });
  await app.register(rateLimit, {
    global: false,
    // request.ip: the socket's address, or X-Forwarded-For only as far as TRUST_PROXY trusts it.
    // 429 in the API's error shape (the app's error handler answers { ok: false, error }), with Retry-After.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`too many requests: try again in ${context.after}`), { statusCode: context.statusCode }),
  });
}
