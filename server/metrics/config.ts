// Where the operator's metrics are served (docs/operations.md, "Metrics"): METRICS_PORT, a port of their own, never
// the public one, so nothing on the public site reaches them and none of its hooks or limits run for a scrape;
// METRICS_HOST (default 127.0.0.1: only this machine, or a private interface the scraper reaches); METRICS_TOKEN, a
// bearer token the scrape must send. With NODE_ENV=production the token is required: the metrics are never served
// unauthenticated there, whatever the network in front. Without METRICS_PORT nothing is served. Pure; a bad value is
// one ConfigError at start.
import { isIP } from 'node:net';
import { ConfigError } from '../config';

type Env = Record<string, string | undefined>;

export interface MetricsConfig {
  /** null: metrics are off. */
  port: number | null;
  host: string;
  token: string | null;
}

/** The shortest token accepted: a guessable one would make the check a formality. */
export const METRICS_TOKEN_MIN_CHARS = 24;

export function parseMetricsConfig(env: Env): MetricsConfig {
  const rawPort = env.METRICS_PORT?.trim() ?? '';
  const token = env.METRICS_TOKEN?.trim() || null;
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  if (rawPort === '') {
    if (token)
      throw new ConfigError(
        'METRICS_TOKEN is set but METRICS_PORT is not: the metrics are served only on a port of their own',
      );
    return { port: null, host, token: null };
  }
  if (!/^\d+$/.test(rawPort) || Number(rawPort) < 1 || Number(rawPort) > 65535)
    throw new ConfigError(`METRICS_PORT=${JSON.stringify(rawPort)} is not valid: expected a port from 1 to 65535`);
  const port = Number(rawPort);
  if (port === Number(env.PORT ?? '3000'))
    throw new ConfigError(`METRICS_PORT=${port} is the public PORT: the metrics need a port of their own`);
  if (isIP(host) === 0 && host !== 'localhost')
    throw new ConfigError(
      `METRICS_HOST=${JSON.stringify(host)} is not valid: expected an IP address of this machine or localhost`,
    );
  if (token !== null && (token.length < METRICS_TOKEN_MIN_CHARS || /\s/.test(token)))
    throw new ConfigError(
      `METRICS_TOKEN is not valid: expected at least ${METRICS_TOKEN_MIN_CHARS} characters without spaces`,
    );
  if (token === null && env.NODE_ENV === 'production')
    throw new ConfigError(
      'METRICS_TOKEN is required with METRICS_PORT in production: the metrics are never served without it',
    );
  return { port, host, token };
}

export function loadMetricsConfigOrExit(env: Env): MetricsConfig {
  try {
    return parseMetricsConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`przelewik: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
