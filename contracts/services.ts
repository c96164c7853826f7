// Third-party service settings in window.pageConfig (Amplitude, FingerprintJS Pro, the tag manager
// and pixels). Each service is off unless its block is present; a block is read field by field, and every
// field of the wrong type or value is dropped and named (e.g. `amplitude.serverUrl`) for the one warning that
// parsePageConfig gives. Keys are public identifiers by design (they ship in every browser), never secrets.
import { isRecord } from './record';

/** Amplitude Analytics (@amplitude/analytics-browser). */
export interface AmplitudeSettings {
  apiKey: string;
  /** Ingestion URL (a proxy of ours or Amplitude's EU endpoint); the SDK's own default otherwise. */
  serverUrl?: string;
  /** Amplitude's data region; serverUrl wins when both are given. */
  serverZone?: 'US' | 'EU';
}

/**
 * FingerprintJS Pro (@fingerprintjs/fingerprintjs-pro). A block without apiKey is the SPEC §8 "API key required" path.
 */
export interface FingerprintSettings {
  apiKey?: string;
  /** Custom subdomain or proxy the agent talks to (FingerprintJS "endpoint" load option). */
  endpoint?: string;
  /** FingerprintJS region of the account. */
  region?: 'us' | 'eu' | 'ap';
}

/** Google Tag Manager container. */
export interface GtmSettings {
  /** `GTM-` followed by 4 to 12 capital letters or digits. */
  containerId: string;
}

/** Advertising pixels. */
export interface PixelSettings {
  /** Meta (Facebook) pixel id: 10 to 20 digits. */
  meta?: string;
}

export interface ServiceSettings {
  amplitude?: AmplitudeSettings;
  fingerprint?: FingerprintSettings;
  gtm?: GtmSettings;
  pixels?: PixelSettings;
}

/** The page-config fields this module reads. */
export const SERVICE_SETTING_FIELDS = ['amplitude', 'fingerprint', 'gtm', 'pixels'] as const;

/** Amplitude API keys are 32 hex characters; FingerprintJS public keys are 20 alphanumerics. Kept a little loose. */
const API_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const META_PIXEL_ID = /^\d{10,20}$/;
const AMPLITUDE_ZONES = ['US', 'EU'] as const;
const FINGERPRINT_REGIONS = ['us', 'eu', 'ap'] as const;

const present = (value: unknown) => value !== undefined && value !== null;

/** An https URL (http only for loopback, for local proxies and tests), without credentials or fragment. */
export function serviceUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined;
  try {
    const url = new URL(value.trim());
    const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return undefined;
    if (url.username || url.password || url.hash) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

const apiKey = (value: unknown) => (typeof value === 'string' && API_KEY.test(value.trim()) ? value.trim() : undefined);
const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): T | undefined =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
const matching = (pattern: RegExp) => (value: unknown) => {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof text === 'string' && pattern.test(text.trim()) ? text.trim() : undefined;
};

type Reader = (value: unknown) => string | undefined;

/** Reads the known fields of one block; unknown or invalid ones are reported as `block.field`. */
function readBlock(
  name: string,
  raw: unknown,
  readers: Record<string, Reader>,
  dropped: string[],
): Record<string, string> | undefined {
  if (!isRecord(raw)) {
    dropped.push(name);
    return undefined;
  }
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!present(value)) continue;
    const read = readers[key];
    const parsed = read ? read(value) : undefined;
    if (parsed === undefined) dropped.push(`${name}.${key}`);
    else out[key] = parsed;
  }
  return out;
}

/**
 * Reads the service blocks of a raw page config.
 * @returns the settings and the names of what was dropped (whole blocks or `block.field`).
 */
export function parseServiceSettings(input: Record<string, unknown>): { services: ServiceSettings; dropped: string[] } {
  const dropped: string[] = [];
  const services: ServiceSettings = {};

  if (present(input.amplitude)) {
    // A bare string is taken as the API key: the shortest way a partner can write it.
    const raw = typeof input.amplitude === 'string' ? { apiKey: input.amplitude } : input.amplitude;
    const block = readBlock(
      'amplitude',
      raw,
      { apiKey, serverUrl: serviceUrl, serverZone: oneOf(AMPLITUDE_ZONES) },
      dropped,
    );
    if (block?.apiKey) {
      services.amplitude = { apiKey: block.apiKey };
      if (block.serverUrl) services.amplitude.serverUrl = block.serverUrl;
      if (block.serverZone) services.amplitude.serverZone = block.serverZone as AmplitudeSettings['serverZone'];
    } else if (block && !dropped.includes('amplitude.apiKey')) dropped.push('amplitude.apiKey');
  }

  if (present(input.fingerprint)) {
    const raw = typeof input.fingerprint === 'string' ? { apiKey: input.fingerprint } : input.fingerprint;
    const block = readBlock(
      'fingerprint',
      raw,
      { apiKey, endpoint: serviceUrl, region: oneOf(FINGERPRINT_REGIONS) },
      dropped,
    );
    // Kept even without a key: the feature then reports SPEC §8 "API key required" once, as the spec asks.
    if (block) {
      services.fingerprint = {};
      if (block.apiKey) services.fingerprint.apiKey = block.apiKey;
      if (block.endpoint) services.fingerprint.endpoint = block.endpoint;
      if (block.region) services.fingerprint.region = block.region as FingerprintSettings['region'];
    }
  }

  if (present(input.gtm)) {
    const raw = typeof input.gtm === 'string' ? { containerId: input.gtm } : input.gtm;
    const block = readBlock('gtm', raw, { containerId: matching(GTM_ID) }, dropped);
    if (block?.containerId) services.gtm = { containerId: block.containerId };
    else if (block && !dropped.includes('gtm.containerId')) dropped.push('gtm.containerId');
  }

  if (present(input.pixels)) {
    const block = readBlock('pixels', input.pixels, { meta: matching(META_PIXEL_ID) }, dropped);
    if (block?.meta) services.pixels = { meta: block.meta };
  }

  return { services, dropped };
}
