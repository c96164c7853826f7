// The general HTTP client (SPEC §7): base URL from runtime configuration, falling back to a local address on
// port 3000; accepts JSON or plain-text answers; returns results, never throws. Every fetch exposes its state as
// { error, pending, timestamp } (SPEC §3 "Fetch state").

export { FALLBACK_API_BASE, parseRuntimeConfig, type RuntimeConfig } from './runtime';
import { parseRuntimeConfig, type RuntimeConfig } from './runtime';

export type HttpResult<T> = { ok: true; status: number; value: T } | { ok: false; status: number; error: string };

export interface HttpClient {
  get<T = unknown>(path: string, init?: RequestInit): Promise<HttpResult<T>>;
  /** POSTs JSON; the answer is read like get()'s, and 4xx bodies stay available as `body`. */
  postJson<T = unknown>(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<HttpResult<T> & { body?: unknown }>;
}

export function createHttpClient(config: RuntimeConfig, fetchImpl: typeof fetch): HttpClient {
  async function request<T>(path: string, init?: RequestInit): Promise<HttpResult<T> & { body?: unknown }> {
    try {
      const response = await fetchImpl(config.apiBase + path, {
        ...init,
        headers: { accept: 'application/json, text/plain;q=0.9', ...init?.headers },
      });
      const text = await response.text();
      const type = response.headers.get('content-type') ?? '';
      let value: unknown = text;
      if (type.includes('json') || /^[[{]/.test(text.trim())) {
        try {
          value = JSON.parse(text);
        } catch {
          value = text;
        }
      }
      if (!response.ok) {
        const message =
          typeof value === 'object' && value && 'error' in value
            ? String((value as { error: unknown }).error)
            : `HTTP ${response.status}`;
        return { ok: false, status: response.status, error: message, body: value };
      }
      return { ok: true, status: response.status, value: value as T };
    } catch (error) {
      return { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) };
    }
  }
  return {
    get: <T>(path: string, init?: RequestInit) => request<T>(path, init),
    postJson: <T>(path: string, body: unknown, headers?: Record<string, string>) =>
      request<T>(path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}

/** The site's client, configured from the page's runtime configuration (browser only). */
let shared: HttpClient | null = null;
export function siteHttp(): HttpClient {
  shared ??= createHttpClient(
    parseRuntimeConfig(document.getElementById('pz-runtime')?.textContent),
    fetch.bind(window),
  );
  return shared;
}
