// Consent (DESIGN.md, the partner-facing interface). One shape for every way consent
// arrives: the CookieConsent widget on our site (local storage + a window event), window.pageConfig.consent
// and window.przelewik.push(['consent', …]) on partner pages that run their own consent tool.
import { isRecord, type ConsentState } from './consent-base';

// The shape and the choices partners give, in consent-base.ts: the loader's core reads them without the rules below.
export {
  allows,
  CONSENT_EVENT,
  CONSENT_KEY,
  NO_CONSENT,
  parseConsentInput,
  type ConsentNeed,
  type ConsentState,
} from './consent-base';

// --- The widget's stored choice, as the loader reads it (consent on our own site). -----------------------

/**
 * Raise when the cookie list changes in a way that needs a new answer: older stored choices are asked again.
 * 2: the settings now list the device fingerprint cache (fgPro) and the push keys under marketing, where the code
 * has always gated them; a choice made against the old list did not say so.
 * 3: the settings now name what the services themselves write (Google Analytics under analytics; the Google Ads,
 * Meta and FingerprintJS agent cookies under marketing); a choice made against the older list did not cover them.
 */
export const CONSENT_REVISION = 3;
/** The cookies policy promises to remember the choice for 12 months and then ask again. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The stored choice (CONSENT_KEY): written by the CookieConsent widget, read by it and by the loader. */
export interface ConsentChoice {
  revision: number;
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** When the visitor chose, ISO 8601. */
  at: string;
}

/** The choice the visitor just made, for this revision of the cookie list. */
export const makeConsent = (picks: ConsentState, revision: number, now: Date): ConsentChoice => ({
  revision,
  necessary: true,
  analytics: picks.analytics,
  marketing: picks.marketing,
  at: now.toISOString(),
});

/** The stored form: JSON with a fixed key order and nothing else. */
export const serializeConsent = (choice: ConsentChoice): string =>
  JSON.stringify({
    revision: choice.revision,
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    at: choice.at,
  });

/**
 * The consent in the stored choice, or undefined when the visitor must be asked (again): nothing stored, not JSON,
 * wrong types, made for an older revision of the cookie list, or older than CONSENT_MAX_AGE_MS at `now`.
 * A newer revision is kept: it was answered against a list that includes this one. The loader's core reads it with
 * this alone; the widget reads the whole choice with parseConsent, by the same rules.
 */
export function parseStoredConsent(
  raw: string | null,
  now: number,
  revision: number = CONSENT_REVISION,
): ConsentState | undefined {
  if (!raw) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(data)) return undefined;
  const { revision: stored, necessary, analytics, marketing, at } = data;
  if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < revision || necessary !== true)
    return undefined;
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean' || typeof at !== 'string') return undefined;
  const time = Date.parse(at);
  // A `now` of NaN (parseConsent without a time) is never over the limit.
  if (Number.isNaN(time) || now - time > CONSENT_MAX_AGE_MS) return undefined;
  return { analytics, marketing };
}

/** The whole stored choice (parseStoredConsent's rules), or null when the visitor must be asked (again). */
export function parseConsent(
  raw: string | null,
  revision: number = CONSENT_REVISION,
  now?: Date | number,
): ConsentChoice | null {
  const consent = parseStoredConsent(raw, now === undefined ? Number.NaN : Number(now), revision);
  if (!consent) return null;
  const { revision: stored, at } = JSON.parse(raw!) as Pick<ConsentChoice, 'revision' | 'at'>;
  return { revision: stored, necessary: true, ...consent, at };
}

/** True when `next` takes back something `previous` allowed (a withdrawal): the loader then clears what it stored. */
export function isWithdrawal(previous: ConsentState, next: ConsentState): boolean {
  return (previous.analytics && !next.analytics) || (previous.marketing && !next.marketing);
}
