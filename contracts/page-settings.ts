// The features' settings blocks of window.pageConfig: push (firebase), the abandoned-visit capture (abandoned) and
// the third-party services (services.ts). Apart from page-config-base.ts so the loader fetches this only for a page
// that has such a block; every bad field is named for the same one warning.
import type { FeatureSettings, FirebaseSettings, AbandonedSettings, RawPageConfig } from './page-config-base';
import { parseServiceSettings } from './services';
import { DEFAULT_STATE_TYPE, isExtraFieldName, isStateType, WEBHOOK_LIMITS } from './webhook';

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
  const settings: FirebaseSettings = {
    apiKey: ids.apiKey!,
    projectId: ids.projectId!,
    messagingSenderId: ids.messagingSenderId!,
    appId: ids.appId!,
    prompt: true,
  };
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

/** Reads the settings blocks in the order the warning names them: firebase, abandoned, then the services. */
export function parseFeatureSettings(input: RawPageConfig): { settings: FeatureSettings; dropped: string[] } {
  const settings: FeatureSettings = {};
  const dropped: string[] = [];
  const present = (key: string) => input[key] !== undefined && input[key] !== null;
  if (present('firebase')) {
    const firebase = parseFirebaseSettings(input.firebase);
    if (firebase) settings.firebase = firebase;
    else dropped.push('firebase');
  }
  if (present('abandoned')) {
    const abandoned = parseAbandoned(input.abandoned);
    if (abandoned) settings.abandoned = abandoned;
    else dropped.push('abandoned');
  }
  // Amplitude, FingerprintJS Pro, Google Tag Manager, pixels: invalid parts are named as `block.field`.
  const services = parseServiceSettings(input);
  Object.assign(settings, services.services);
  dropped.push(...services.dropped);
  return { settings, dropped };
}
