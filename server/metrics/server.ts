// The metrics' own HTTP server (config.ts says why a port of its own): GET /metrics in Prometheus's text format,
// with the bearer token when one is set, and nothing else. A plain node:http server: a scrape runs none of the
// site's hooks, and the public server holds no route that could ever show the metrics.
// With WORKERS=n (node:cluster) the primary serves them, summed over the workers (prom-client's AggregatorRegistry:
// counters and histograms add up, the database's counts are taken from one worker, as each reads the same rows).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { MetricsConfig } from './config';

export const METRICS_PATH = '/metrics';

export interface Exposition {
  text: string;
  contentType: string;
}

export interface MetricsServer {
  /** http://host:port, the port the system gave when 0 was asked for. */
  url: string;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer ([^\s]+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export const registryExposition = (registry: Registry) => async (): Promise<Exposition> => ({
  text: await registry.metrics(),
  contentType: registry.contentType,
});

/** The primary of a cluster: each scrape asks every worker for its registry and sums them. */
export function clusterExposition(): () => Promise<Exposition> {
  const aggregator = new AggregatorRegistry();
  return async () => ({ text: await aggregator.clusterMetrics(), contentType: aggregator.contentType });
}

/** A cluster worker: answers the primary's requests with this registry (and not prom-client's global one). */
export function answerClusterScrapes(registry: Registry): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

export function serveMetrics(
  expose: () => Promise<Exposition>,
  config: Pick<MetricsConfig, 'host' | 'token'> & { port: number },
  warn: (message: string) => void = () => {},
): Promise<MetricsServer> {
  const answer = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    });
    res.end(text);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH) return answer(res, 404, 'not found\n');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return answer(res, 405, 'method not allowed\n', { allow: 'GET, HEAD' });
    if (config.token !== null && !bearerMatches(req.headers.authorization, config.token)) {
      return answer(res, 401, 'a bearer token is required\n', { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    expose().then(
      ({ text, contentType }) => answer(res, 200, req.method === 'HEAD' ? '' : text, { 'content-type': contentType }),
      (error: unknown) => {
        warn(`metrics: scrape failed (${error instanceof Error ? error.message : String(error)})`);
        answer(res, 500, 'metrics unavailable\n');
      },
    );
  });
  // A scraper that holds a connection open never keeps the process from stopping.
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      const { port } = server.address() as AddressInfo;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
