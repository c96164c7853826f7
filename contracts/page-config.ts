// window.pageConfig (SPEC §3 "Page configuration", DESIGN.md "The partner-facing interface").
// Partners write this object by hand, so anything can arrive: every field is checked here, a bad one is
// dropped, and the caller gets one list of what was dropped to report in a single console warning.

import { parseConsentInput, type ConsentState } from './consent';
import { DEFAULT_STATE_TYPE, isExtraFieldName, isStateType, WEBHOOK_LIMITS, type StateType } from './webhook';
import { parseServiceSettings, type AmplitudeSettings, type FingerprintSettings, type GtmSettings, type PixelSettings } from './services';

export interface PageConfig {
  /** SPEC §3: countryId or country; 1..16 keys the push-prompt language (SPEC §9). */
  countryId?: number;
  /** SPEC §3: providerId or provider. */
  providerId?: string;
  customText?: string;
  customAcceptText?: string;
  customDeclineText?: string;
  customImg?: string;
  /** Attribution given by the page itself (SPEC §3): source, medium, campaign, content, term. */
  src?: string;
  mdm?: string;
  cmp?: string;
  cnt?: string;
  trm?: string;
  /** Consent the partner's own consent tool already has for this visitor (contracts/consent.ts). */
  consent?: ConsentState;
  /** Push opt-in: the Firebase web app's settings; push is off without them. */
  firebase?: FirebaseSettings;
  /** Third-party services (contracts/services.ts), each off unless its block is given. */
  amplitude?: AmplitudeSettings;
  fingerprint?: FingerprintSettings;
  gtm?: GtmSettings;
  pixels?: PixelSettings;
  /** Hosts the product talks to; each defaults to the origin loader.js was served from. */
  hosts: Hosts;
  /** Abandoned-visit capture on this page: its state type and extra webhook fields. */
  abandoned?: AbandonedSettings;
}

export interface AbandonedSettings {
  stateType: StateType;
  extra: Record<string, string>;
}

/** `abandoned: { stateType?, extra? }`: a known state type and at most 10 short text fields, or undefined. */
export function parseAbandoned(value: unknown): AbandonedSettings | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { stateType = DEFAULT_STATE_TYPE, extra = {}, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isStateType(stateType)) return undefined;
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) return undefined;
  const entries = Object.entries(extra as Record<string, unknown>);
  if (entries.length > WEBHOOK_LIMITS.extraFields) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, v] of entries) {
    if (!isExtraFieldName(name) || typeof v !== 'string' || v.length > WEBHOOK_LIMITS.valueChars) return undefined;
    fields[name] = v;
  }
  return { stateType, extra: fields };
}

export interface Hosts {
  /** GET {feed}?lead_id=… (offer feed). */
  feed: string;
  /** POST {leadgen}/webhook and /set-token. */
  leadgen: string;
  /** POST {events}/api/event. */
  events: string;
  /** The main site: hidden lead frame, links to /transition/. */
  main: string;
  /** Static files: stylesheets, images, page content JSON. */
  cdn: string;
}

/** The Firebase web app settings push needs (Firebase console → Project settings → Your apps → Config). */
export interface FirebaseSettings {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** The Web Push certificate's public key; Firebase's default key when absent. */
  vapidKey?: string;
  /** false: ask the browser straight away instead of showing our prompt first (SPEC §4). Default true. */
  prompt: boolean;
}

export type RawPageConfig = Record<string, unknown>;

const TEXT_MAX = 500;
const ATTRIBUTION_MAX = 200;
const HOST_FIELDS = { feedHost: 'feed', leadgenHost: 'leadgen', eventsHost: 'events', mainHost: 'main', cdnBase: 'cdn' } as const;
const TEXT_FIELDS = ['customText', 'customAcceptText', 'customDeclineText'] as const;
const ATTRIBUTION_FIELDS = ['src', 'mdm', 'cmp', 'cnt', 'trm'] as const;
/** Service settings read by later features; listed so that they are not reported as unknown. */
const SERVICE_FIELDS = ['firebase', 'fingerprint', 'amplitude', 'gtm', 'pixels', 'partnerOrigins'];
const KNOWN_FIELDS = new Set<string>([
  'countryId', 'country', 'providerId', 'provider', 'customImg', 'consent', 'abandoned',
  ...TEXT_FIELDS, ...ATTRIBUTION_FIELDS, ...Object.keys(HOST_FIELDS), ...SERVICE_FIELDS,
]);

/** An absolute http(s) URL without a trailing slash, or undefined. */
export function normaliseHost(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (url.username || url.password || url.search || url.hash) return undefined;
    return (url.origin + url.pathname).replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

function integerIn(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

function shortText(value: unknown, max: number): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : undefined;
}

// --- firebase (push opt-in) ---
const FIREBASE_ID = /^[A-Za-z0-9:_.-]{1,200}$/;
const FIREBASE_REQUIRED = ['apiKey', 'projectId', 'messagingSenderId', 'appId'] as const;
/** window.pageConfig.firebase: the four ids are required; a broken block is dropped whole (push stays off). */
export function parseFirebaseSettings(value: unknown): FirebaseSettings | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const input = value as Record<string, unknown>;
  const ids: Partial<Record<(typeof FIREBASE_REQUIRED)[number], string>> = {};
  for (const key of FIREBASE_REQUIRED) {
    const v = input[key];
    if (typeof v !== 'string' || !FIREBASE_ID.test(v)) return undefined;
    ids[key] = v;
  }
  const settings: FirebaseSettings = { apiKey: ids.apiKey!, projectId: ids.projectId!, messagingSenderId: ids.messagingSenderId!, appId: ids.appId!, prompt: true };
  if (input.vapidKey !== undefined) {
    if (typeof input.vapidKey !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(input.vapidKey)) return undefined;
    settings.vapidKey = input.vapidKey;
  }
  if (input.prompt !== undefined) {
    if (typeof input.prompt !== 'boolean') return undefined;
    settings.prompt = input.prompt;
  }
  return settings;
}

/**
 * Turns whatever the page put in window.pageConfig into a typed config.
 * @param origin where loader.js came from: the default for every host.
 * @returns the config and the names of the fields that were dropped (for one warning).
 */
export function parsePageConfig(raw: unknown, origin: string): { config: PageConfig; dropped: string[] } {
  const dropped: string[] = [];
  const fallback = normaliseHost(origin) ?? '';
  const hosts: Hosts = { feed: fallback, leadgen: fallback, events: fallback, main: fallback, cdn: fallback };
  const config: PageConfig = { hosts };
  if (raw === undefined || raw === null) return { config, dropped };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { config, dropped: ['pageConfig'] };
  const input = raw as RawPageConfig;
  const has = (key: string) => input[key] !== undefined && input[key] !== null;
  const take = <T>(key: string, parse: (v: unknown) => T | undefined): T | undefined => {
    if (!has(key)) return undefined;
    const value = parse(input[key]);
    if (value === undefined) dropped.push(key);
    return value;
  };

  const country = take('countryId', (v) => integerIn(v, 1, 999)) ?? take('country', (v) => integerIn(v, 1, 999));
  if (country !== undefined) config.countryId = country;
  const provider = take('providerId', (v) => shortText(v, 100)) ?? take('provider', (v) => shortText(v, 100));
  if (provider !== undefined) config.providerId = provider;
  for (const key of TEXT_FIELDS) {
    const value = take(key, (v) => shortText(v, TEXT_MAX));
    if (value !== undefined) config[key] = value;
  }
  const img = take('customImg', (v) => (typeof v === 'string' && v.length <= 1000 ? v.trim() || undefined : undefined));
  if (img !== undefined) config.customImg = img;
  for (const key of ATTRIBUTION_FIELDS) {
    const value = take(key, (v) => shortText(v, ATTRIBUTION_MAX));
    if (value !== undefined) config[key] = value;
  }
  for (const [key, host] of Object.entries(HOST_FIELDS)) {
    const value = take(key, normaliseHost);
    if (value !== undefined) hosts[host] = value;
  }
  const consent = take('consent', parseConsentInput);
  if (consent !== undefined) config.consent = consent;
  const firebase = take('firebase', parseFirebaseSettings);
  if (firebase !== undefined) config.firebase = firebase;
  const abandoned = take('abandoned', parseAbandoned);
  if (abandoned !== undefined) config.abandoned = abandoned;
  // Amplitude, FingerprintJS Pro, Google Tag Manager, pixels: invalid parts are named as `block.field`.
  const services = parseServiceSettings(input);
  Object.assign(config, services.services);
  dropped.push(...services.dropped);
  for (const key of Object.keys(input)) if (!KNOWN_FIELDS.has(key)) dropped.push(key);
  return { config, dropped };
}
