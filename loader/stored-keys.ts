// What each loader feature writes into the visitor's browser, declared from the features' own constants, with the
// consent it is written under. The gate of a feature is its entry in plugins.ts (so moving a feature to another
// consent moves its keys too); a feature that gates some keys itself (pageview keeps ids only with analytics
// consent) says so here. site/content/consent-cookies.test.ts compares this with the cookies policy's table and
// runs the loader under each consent to check that nothing else is written.
import type { ConsentNeed } from '../contracts/consent';
import { LEAD_STORAGE_KEYS } from '../contracts/lead-frame';
import { LEAD_STORED_AT_KEY } from '../contracts/lead-retention';
import { ABANDONED_COOKIE } from './features/abandoned/index';
import { FINGERPRINT_CACHE_KEY } from './features/fingerprint/cache';
import { CLIENT_ID_KEY, SESSION_ID_KEY } from './events/ids';
import { PLUGINS } from './plugins';
import { REQUEST_ACCEPTED_KEY, SENT_TOKEN_KEY, UPDATED_TOKEN_KEY } from './features/push/state';
import { COOKIE as TRAFFIC_COOKIES } from './features/traffic/traffic';

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB';

export interface StoredKey {
  /** The key or cookie name; '*' stands for a part a third-party SDK fills in (its project key). */
  name: string;
  kind: StorageKind;
  /** The code that writes it: a loader feature (plugins.ts name) or a part of the site. */
  writer: string;
  /** The consent it is written under. */
  need: ConsentNeed;
}

/** A feature's consent, as plugins.ts gives it; a missing feature is an error (a renamed feature must be caught). */
function gateOf(feature: string): ConsentNeed {
  const plugin = PLUGINS.find((p) => p.name === feature);
  if (!plugin) throw new Error(`stored-keys: no loader feature named "${feature}" in plugins.ts`);
  return plugin.consent;
}

const keys = (feature: string, kind: StorageKind, names: readonly string[], need: ConsentNeed = gateOf(feature)): StoredKey[] =>
  names.map((name) => ({ name, kind, writer: feature, need }));

export const LOADER_STORED_KEYS: readonly StoredKey[] = [
  // pageview needs no consent to send a view, but keeps its ids only with analytics consent (loader/events/context.ts).
  ...keys('pageview', 'localStorage', [SESSION_ID_KEY, CLIENT_ID_KEY], 'analytics'),
  ...keys('traffic', 'cookie', Object.values(TRAFFIC_COOKIES)),
  ...keys('leadid', 'localStorage', [LEAD_STORAGE_KEYS[0], LEAD_STORED_AT_KEY]),
  // The older name is only read; the retention rule removes it (contracts/lead-retention.ts).
  ...keys('leadid', 'localStorage', [LEAD_STORAGE_KEYS[1]]),
  ...keys('leadframe', 'localStorage', [LEAD_STORAGE_KEYS[0], LEAD_STORED_AT_KEY]),
  ...keys('abandoned', 'cookie', [ABANDONED_COOKIE]),
  ...keys('push', 'localStorage', [SENT_TOKEN_KEY, UPDATED_TOKEN_KEY, REQUEST_ACCEPTED_KEY]),
  // The Firebase SDK's own databases (installations, messaging, heartbeat), created once push runs.
  ...keys('push', 'indexedDB', ['firebase-installations-database', 'firebase-messaging-database', 'firebase-heartbeat-database']),
  ...keys('fingerprint', 'localStorage', [FINGERPRINT_CACHE_KEY]),
  // The Amplitude SDK's own storage: cookies AMP_{key} and AMP_MKTG_{key}, and its queue of unsent events.
  ...keys('analytics', 'cookie', ['AMP_*', 'AMP_MKTG_*']),
  ...keys('analytics', 'localStorage', ['AMP_unsent_*']),
];
