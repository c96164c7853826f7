// window.pageConfig (SPEC §3 "Page configuration", DESIGN.md "The partner-facing interface"), the fields but the
// features' settings blocks: ids, texts, attribution, hosts, consent, each converted where it can be and checked.
// The settings blocks (push, abandoned-visit capture, third-party services) are read by page-settings.ts, and
// page-config.ts puts the two together. The loader's core reads a config in its final form with page-config-wire.ts
// (the same names and limits) and fetches this full reader only for any other (docs/performance.md).

import { parseConsentInput } from './consent';
import { httpOrigin } from './origin';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_MAX,
  COUNTRY_MAX,
  IMG_MAX,
  PROVIDER_MAX,
  TEXT_FIELDS,
  TEXT_MAX,
} from './page-config-wire';
import type { Hosts, PageConfig } from './page-config-types';
import { cleanPartnerId } from './partner-id';

export type { AbandonedSettings, FirebaseSettings, PageConfig } from './page-config-types';

export type RawPageConfig = Record<string, unknown>;

const HOST_FIELDS = {
  feedHost: 'feed',
  leadgenHost: 'leadgen',
  eventsHost: 'events',
  mainHost: 'main',
  cdnBase: 'cdn',
} as const;
/** The features' settings blocks, read by page-settings.ts (its test checks this list against what it reads). */
export const FEATURE_SETTING_FIELDS = ['firebase', 'abandoned', 'amplitude', 'fingerprint', 'gtm', 'pixels'] as const;
export type FeatureSettings = Pick<PageConfig, (typeof FEATURE_SETTING_FIELDS)[number]>;
const KNOWN_FIELDS = new Set<string>([
  'countryId',
  'country',
  'providerId',
  'provider',
  'customImg',
  'consent',
  ...TEXT_FIELDS,
  ...ATTRIBUTION_FIELDS,
  ...Object.keys(HOST_FIELDS),
  ...FEATURE_SETTING_FIELDS,
]);

/** An absolute http(s) URL without a trailing slash, or undefined. */
export function normaliseHost(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 300 || httpOrigin(value) === null) return undefined;
  const url = new URL(value);
  if (url.username || url.password || url.search || url.hash) return undefined;
  return (url.origin + url.pathname).replace(/\/+$/, '');
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

export interface BaseConfig {
  config: PageConfig;
  /** Fields dropped for a wrong type or value, in the order they are read. */
  invalid: string[];
  /** Fields no part of the config knows. */
  unknown: string[];
  /** The raw object, when the page gave one with a feature settings block in it (page-settings.ts reads those). */
  withSettings?: RawPageConfig;
}

/**
 * Turns whatever the page put in window.pageConfig into a typed config, all but the features' settings blocks.
 * @param origin where loader.js came from: the default for every host.
 */
export function parseBaseConfig(raw: unknown, origin: string): BaseConfig {
  const invalid: string[] = [];
  const fallback = normaliseHost(origin) ?? '';
  const hosts: Hosts = { feed: fallback, leadgen: fallback, events: fallback, main: fallback, cdn: fallback };
  const config: PageConfig = { hosts };
  if (raw === undefined || raw === null) return { config, invalid, unknown: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { config, invalid: ['pageConfig'], unknown: [] };
  const input = raw as RawPageConfig;
  const has = (key: string) => input[key] !== undefined && input[key] !== null;
  const take = <T>(key: string, parse: (v: unknown) => T | undefined): T | undefined => {
    if (!has(key)) return undefined;
    const value = parse(input[key]);
    if (value === undefined) invalid.push(key);
    return value;
  };

  const country =
    take('countryId', (v) => integerIn(v, 1, COUNTRY_MAX)) ?? take('country', (v) => integerIn(v, 1, COUNTRY_MAX));
  if (country !== undefined) config.countryId = country;
  // A number is taken as its digits and white space around it dropped (shortText), then the one partner id rule.
  const partner = (v: unknown) => cleanPartnerId(shortText(v, PROVIDER_MAX));
  const partnerId = take('providerId', partner) ?? take('provider', partner);
  if (partnerId !== undefined) config.partnerId = partnerId;
  for (const key of TEXT_FIELDS) {
    const value = take(key, (v) => shortText(v, TEXT_MAX));
    if (value !== undefined) config[key] = value;
  }
  const img = take('customImg', (v) =>
    typeof v === 'string' && v.length <= IMG_MAX ? v.trim() || undefined : undefined,
  );
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
  const unknown = Object.keys(input).filter((key) => !KNOWN_FIELDS.has(key));
  return FEATURE_SETTING_FIELDS.some(has)
    ? { config, invalid, unknown, withSettings: input }
    : { config, invalid, unknown };
}

/**
 * The whole config and the one list of dropped fields: the base's invalid ones, the settings' ones, then the unknown.
 */
export function joinConfig(
  base: BaseConfig,
  settings?: { settings: FeatureSettings; dropped: string[] },
): { config: PageConfig; dropped: string[] } {
  return {
    config: { ...base.config, ...settings?.settings },
    dropped: [...base.invalid, ...(settings?.dropped ?? []), ...base.unknown],
  };
}
