// Consent (DESIGN.md, the partner-facing interface): its one shape, where it is kept and the choices partners give,
// the part the loader's core reads on every page before consent. The stored choice's rules (revision, age) are in
// consent.ts, which re-exports all of this: the core fetches them only for a page with a stored choice.

/** localStorage key of the visitor's choice on our own site (the CookieConsent widget writes it). */
export const CONSENT_KEY = 'przelewik_consent';
/** Window event carrying the widget's choice as `detail`; the loader listens to it. */
export const CONSENT_EVENT = 'przelewik:consent';

/** What a loader feature needs before it may start: nothing, analytics consent or marketing consent. */
export type ConsentNeed = 'none' | 'analytics' | 'marketing';

export interface ConsentState {
  analytics: boolean;
  marketing: boolean;
}

export const NO_CONSENT: Readonly<ConsentState> = Object.freeze({ analytics: false, marketing: false });

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads consent as partners and the widget give it: `true` / `'all'` (everything), `false` / `'none'`
 * (nothing), or an object with boolean `analytics` and `marketing` (a missing one counts as false).
 * Anything else is undefined, so the caller can warn once and ignore it.
 */
export function parseConsentInput(value: unknown): ConsentState | undefined {
  if (value === true || value === 'all') return { analytics: true, marketing: true };
  if (value === false || value === 'none') return { analytics: false, marketing: false };
  if (!isRecord(value)) return undefined;
  const { analytics = false, marketing = false } = value;
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return undefined;
  return { analytics, marketing };
}

/** Whether a feature needing `need` may run under `state`. */
export function allows(state: ConsentState, need: ConsentNeed): boolean {
  return need === 'none' || state[need];
}
