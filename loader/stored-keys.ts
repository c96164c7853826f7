// What each loader feature writes into the visitor's browser, declared from the features' own constants, with the
// consent it is written under. The gate of a feature is its entry in plugins.ts (so moving a feature to another
// consent moves its keys too); a feature that gates some keys itself (pageview keeps ids only with analytics
// consent) says so here. site/content/consent-cookies.test.ts compares this with the cookies policy's table and
// runs the loader under each consent to check that nothing else is written; tests/e2e/consent-storage.spec.ts
// measures what the real SDKs write in Chromium. A withdrawal of consent erases every key of the withdrawn
// category (loader/erase.ts reads this list), so this is also the list of what a withdrawal removes.
import type { ConsentNeed } from '../contracts/consent';
import { LEAD_STORAGE_KEYS } from '../contracts/lead-frame';
import { LEAD_STORED_AT_KEY } from '../contracts/lead-retention';
import { ABANDONED_COOKIE } from './features/abandoned/index';
import { FINGERPRINT_CACHE_KEY } from './features/fingerprint/cache';
import { CLIENT_ID_KEY, SESSION_ID_KEY } from './events/ids';
import { PLUGINS } from './plugins';
import { REQUEST_ACCEPTED_KEY, SENT_TOKEN_KEY, UPDATED_TOKEN_KEY } from './features/push/state';
import { COOKIE as TRAFFIC_COOKIES } from './features/traffic/traffic';
import { STORED_CATEGORIES_KEY } from './erasure-key';

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB';

export interface StoredKey {
  /** The key or cookie name; '*' stands for a part a third-party SDK fills in (its project key). */
  name: string;
  kind: StorageKind;
  /** The code that writes it: a loader feature (plugins.ts name) or a part of the site. */
  writer: string;
  /** The consent it is written under. */
  need: ConsentNeed;
  /** Written only on our main site, or only on partner pages; absent: wherever the writer runs. */
  where?: 'main' | 'partner';
}

/** A feature's consent, as plugins.ts gives it; a missing feature is an error (a renamed feature must be caught). */
function gateOf(feature: string): ConsentNeed {
  const plugin = PLUGINS.find((p) => p.name === feature);
  if (!plugin) throw new Error(`stored-keys: no loader feature named "${feature}" in plugins.ts`);
  return plugin.consent;
}

const keys = (
  feature: string,
  kind: StorageKind,
  names: readonly string[],
  need: ConsentNeed = gateOf(feature),
  where?: StoredKey['where'],
): StoredKey[] => names.map((name) => ({ name, kind, writer: feature, need, ...(where ? { where } : {}) }));

export const LOADER_STORED_KEYS: readonly StoredKey[] = [
  // The categories consent allowed here, so a withdrawal made while the loader was not running (the partner's own
  // consent tool, another tab) still erases what they allowed: needed to honour the withdrawal itself.
  ...keys('core', 'localStorage', [STORED_CATEGORIES_KEY], 'none'),
  // pageview needs no consent to send a view, but keeps its ids only with analytics consent (loader/events/context.ts).
  ...keys('pageview', 'localStorage', [SESSION_ID_KEY, CLIENT_ID_KEY], 'analytics'),
  ...keys('traffic', 'cookie', Object.values(TRAFFIC_COOKIES)),
  // On our main site, the application's lead id from the address (main-site.ts): needed for the visitor's own
  // application, so no consent. The older name is only read; the retention rule removes it
  // (contracts/lead-retention.ts).
  ...keys('leadid', 'localStorage', [LEAD_STORAGE_KEYS[0], LEAD_STORED_AT_KEY], 'none', 'main'),
  ...keys('leadid', 'localStorage', [LEAD_STORAGE_KEYS[1]], 'none', 'main'),
  // On partner pages the same lead id is kept to recognise the visitor across sites: marketing, erased on withdrawal
  // (in our frame's storage too, loader/erase.ts).
  ...keys('leadframe', 'localStorage', [LEAD_STORAGE_KEYS[0], LEAD_STORED_AT_KEY], gateOf('leadframe'), 'partner'),
  ...keys('abandoned', 'cookie', [ABANDONED_COOKIE]),
  ...keys('push', 'localStorage', [SENT_TOKEN_KEY, UPDATED_TOKEN_KEY, REQUEST_ACCEPTED_KEY]),
  // The Firebase SDK's own databases (installations, messaging, heartbeat), created once push runs.
  ...keys('push', 'indexedDB', [
    'firebase-installations-database',
    'firebase-messaging-database',
    'firebase-heartbeat-database',
  ]),
  ...keys('fingerprint', 'localStorage', [FINGERPRINT_CACHE_KEY]),
  // The FingerprintJS Pro agent's own identifiers (from the vendor's CDN), kept both as cookies and in local storage.
  ...keys('fingerprint', 'cookie', ['_iidt', '_vid_t']),
  ...keys('fingerprint', 'localStorage', ['_iidt', '_vid_t']),
  // The Amplitude SDK's own storage: the cookie AMP_{key}, its queue of unsent events and the database of its
  // diagnostics (created even with diagnostics off). No AMP_MKTG_{key}: campaign attribution is off (autocapture
  // false).
  ...keys('analytics', 'cookie', ['AMP_*']),
  ...keys('analytics', 'localStorage', ['AMP_unsent_*']),
  ...keys('analytics', 'indexedDB', ['AMP_diagnostics_*']),
  // What the tags write themselves: Google Analytics through the GTM container (_ga, _ga_{stream}) only when
  // Consent Mode grants analytics_storage, i.e. with analytics consent too (so withdrawing either erases them);
  // Google Ads' conversion linker (_gcl_au; _gcl_aw after an ad click), the Meta pixel (_fbp; _fbc after an ad click).
  ...keys('tags', 'cookie', ['_ga', '_ga_*'], 'analytics'),
  ...keys('tags', 'cookie', ['_gcl_au', '_gcl_aw', '_fbp', '_fbc']),
];
