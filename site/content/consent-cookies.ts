// The cookie names the banner's settings list per category: the cookies policy's table (legal.ts COOKIE_TABLE)
// reduced to name and category. Written out rather than imported, so the client bundle that renders the banner on
// every page does not carry the legal documents; consent-cookies.test.ts keeps the two equal.
import type { ConsentCookie } from '../../widgets/CookieConsent/useCookieConsent';

export const CONSENT_COOKIES: readonly ConsentCookie[] = [
  { name: 'sbjs_migrations', category: 'marketing' },
  { name: 'sbjs_current_add', category: 'marketing' },
  { name: 'sbjs_first_add', category: 'marketing' },
  { name: 'sbjs_current', category: 'marketing' },
  { name: 'sbjs_first', category: 'marketing' },
  { name: 'sbjs_udata', category: 'marketing' },
  { name: 'sbjs_session', category: 'marketing' },
  { name: 'sbjs_promo', category: 'marketing' },
  { name: 'sbjs_clid', category: 'marketing' },
  { name: 'przelewik_av', category: 'marketing' },
  { name: 'przelewik_locale', category: 'necessary' },
  { name: 'przelewik_consent', category: 'necessary' },
  { name: 'leadId', category: 'necessary' },
  { name: 'lead_id', category: 'necessary' },
  { name: 'session_id', category: 'analytics' },
  { name: 'client_id', category: 'analytics' },
  { name: 'fgPro', category: 'analytics' },
  { name: 'sentFirebaseMessagingToken', category: 'necessary' },
  { name: 'updatedFirebaseMessagingToken', category: 'necessary' },
  { name: 'requestFCMAccepted', category: 'necessary' },
  { name: 'firebase-installations-database', category: 'necessary' },
  { name: 'firebase-messaging-database', category: 'necessary' },
  { name: 'firebase-heartbeat-database', category: 'necessary' },
  { name: 'AMP_*', category: 'analytics' },
  { name: 'AMP_MKTG_*', category: 'analytics' },
  { name: 'AMP_unsent_*', category: 'analytics' },
  { name: 'przelewik_reg_draft', category: 'necessary' },
  { name: 'przelewik_chunk_reload', category: 'necessary' },
];
