// The browser's runtime configuration (SPEC §7), in a module of its own so the client entry reads it without the
// HTTP client.

export const FALLBACK_API_BASE = 'http://localhost:3000';
/** The prerendered routes' manifest (SPEC §7 "Static assets"), read by the router (route-data.ts). */
export const MANIFEST_PATH = '/manifest.js';

/** Runtime configuration written by the prerender into <script type="application/json" id="pz-runtime">. */
export interface RuntimeConfig {
  /** Where the API lives; '' means the page's own origin. */
  apiBase: string;
  /** The cookie banner's chunks, gate included, as absolute paths: preloaded together when the banner is due. */
  consentChunks?: string[];
}

const chunkPaths = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((path): path is string => typeof path === 'string' && /^\/assets\/[\w.-]+\.js$/.test(path))
    : [];

export function parseRuntimeConfig(json: string | null | undefined): RuntimeConfig {
  try {
    const value = json ? (JSON.parse(json) as Partial<Record<keyof RuntimeConfig, unknown>>) : {};
    return {
      apiBase: typeof value.apiBase === 'string' ? value.apiBase.replace(/\/+$/, '') : FALLBACK_API_BASE,
      consentChunks: chunkPaths(value.consentChunks),
    };
  } catch {
    return { apiBase: FALLBACK_API_BASE, consentChunks: [] };
  }
}
