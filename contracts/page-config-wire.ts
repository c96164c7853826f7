// window.pageConfig (SPEC §3 "Page configuration"), the part the loader's core reads on every page before consent:
// the format's field names and limits, and a reader for a config whose every field is already in its final form
// (what partners and our own site write: a country id, a partner id, texts, attribution, a consent choice). The full
// reader (page-config.ts: conversions, hosts, the features' settings blocks, one warning for what it drops) uses the
// same names and limits, and the core fetches it only for a config this reader does not take whole
// (docs/performance.md, "What runs before consent"). page-config-wire.test.ts checks both agree.
import { parseConsentInput } from './consent-base';
import { UTM_FIELDS } from './event-fields';
import type { PageConfig } from './page-config-types';
import { cleanPartnerId } from './partner-id';

/** Longest partner id (`providerId` or `provider`), custom texts, image address and attribution value. */
export const PROVIDER_MAX = 100;
export const TEXT_MAX = 500;
export const IMG_MAX = 1000;
export const ATTRIBUTION_MAX = 200;
/** Country ids are integers from 1 to this (1..16 key the push prompt's language, SPEC §9). */
export const COUNTRY_MAX = 999;
export const TEXT_FIELDS = ['customText', 'customAcceptText', 'customDeclineText'] as const;
export const ATTRIBUTION_FIELDS = ['src', 'mdm', 'cmp', 'cnt', 'trm'] as const;
/** The address parameter each attribution field stands for (SPEC §3: src is utm_source …, in the same order). */
export const ATTRIBUTION_PARAMS = Object.fromEntries(ATTRIBUTION_FIELDS.map((field, i) => [field, UTM_FIELDS[i]])) as {
  readonly [field in (typeof ATTRIBUTION_FIELDS)[number]]: (typeof UTM_FIELDS)[number];
};

/** Fields taken as they are: a string's longest length, 0 for a country id, -1 for the consent choice. */
const PLAIN: Record<string, number> = {
  countryId: 0,
  country: 0,
  providerId: PROVIDER_MAX,
  provider: PROVIDER_MAX,
  customImg: IMG_MAX,
  consent: -1,
};
for (const key of TEXT_FIELDS) PLAIN[key] = TEXT_MAX;
for (const key of ATTRIBUTION_FIELDS) PLAIN[key] = ATTRIBUTION_MAX;

export interface PlainConfig {
  /** The fields read; every host is the origin loader.js came from. */
  config: PageConfig;
  /** True when that is the whole config; false when the full reader must read it (and the config here is a part). */
  whole: boolean;
}

/**
 * Reads a config whose fields are all in their final form: trimmed strings within their limits, an integer country
 * id, a consent choice, no hosts, settings blocks or unknown fields. When `whole` is true, the config equals what
 * the full reader gives and it drops nothing.
 * @param origin where loader.js came from, as `new URL(…).origin` gives it: the default for every host (a config
 * read with any other origin, "null" for one, is left to the full reader).
 */
export function readPlainConfig(raw: unknown, origin: string): PlainConfig {
  const host = /^https?:\/\/[^/]{1,250}$/.test(origin) ? origin : '';
  const config: PageConfig = { hosts: { feed: host, leadgen: host, events: host, main: host, cdn: host } };
  let whole = host !== '';
  if (raw === undefined || raw === null) return { config, whole };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { config, whole: false };
  const input = raw as Record<string, unknown>;
  // typeof, not `in`: a field named like an Object method ("toString") is unknown too.
  for (const key in input) if (typeof PLAIN[key] != 'number') whole = false;
  const fields = config as unknown as Record<string, unknown>;
  for (const key in PLAIN) {
    const value = input[key];
    if (value === undefined || value === null) continue;
    const max = PLAIN[key]!;
    const read =
      max < 0
        ? parseConsentInput(value)
        : max === 0
          ? Number.isInteger(value) && (value as number) >= 1 && (value as number) <= COUNTRY_MAX
            ? value
            : undefined
          : typeof value === 'string' &&
              value !== '' &&
              value.length <= max &&
              value.trim() === value &&
              (!key.startsWith('provider') || cleanPartnerId(value))
            ? value
            : undefined;
    if (read === undefined) whole = false;
    // countryId and providerId win over their other names, as in the full reader; the partner id has one name inside.
    else
      fields[key === 'country' ? 'countryId' : key === 'provider' || key === 'providerId' ? 'partnerId' : key] ??= read;
  }
  return { config, whole };
}
