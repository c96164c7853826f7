// Google Consent Mode v2 (the tag manager and pixels): everything denied by default, set before the
// container loads, then 'update' from the visitor's consent each time it changes. Pure, table-tested.
import type { ConsentState } from '../../../contracts/consent';

export type ConsentModeValue = 'granted' | 'denied';

export interface ConsentModeState {
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  analytics_storage: ConsentModeValue;
}

/** How long tags wait for the 'update' after the default (Google's wait_for_update, ms). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

export const CONSENT_MODE_DEFAULT: Readonly<ConsentModeState & { wait_for_update: number }> = Object.freeze({
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
});

const grant = (yes: boolean): ConsentModeValue => (yes ? 'granted' : 'denied');

/** Our two consents mapped onto Google's four signals: marketing covers the three ad ones, analytics its own. */
export function consentModeUpdate(consent: ConsentState): ConsentModeState {
  return {
    ad_storage: grant(consent.marketing),
    ad_user_data: grant(consent.marketing),
    ad_personalization: grant(consent.marketing),
    analytics_storage: grant(consent.analytics),
  };
}

/** Our own data layer name, so our consent commands never touch a partner's own dataLayer and GTM. */
export const DATA_LAYER = 'przelewikDataLayer';

/** The GTM container script, reading our data layer (`l=`). */
export function gtmScriptUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}&l=${DATA_LAYER}`;
}

/** Meta's pixel library (one for every pixel id). */
export const META_PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';
