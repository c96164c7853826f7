// What the site's own code writes into the visitor's browser (beside the loader's, loader/stored-keys.ts), from the
// constants next to that code. All of it is needed for what the visitor asked for, so no consent gates it.
// site/content/consent-cookies.test.ts compares both lists with the cookies policy's table.
import { CONSENT_KEY } from '../contracts/consent';
import { LEAD_STORAGE_KEYS } from '../contracts/lead-frame';
import { LEAD_STORED_AT_KEY } from '../contracts/lead-retention';
import type { StoredKey } from '../loader/stored-keys';
import { DRAFT_KEY } from '../widgets/RegistrationFlow/useRegistrationFlow';
import { LOCALE_COOKIE } from './app/locale';
import { CHUNK_RELOAD_KEY } from './app/navigation';
import { VISIT_LOAN_KEY } from './app/visit-loan';

export const SITE_STORED_KEYS: readonly StoredKey[] = [
  { name: CONSENT_KEY, kind: 'localStorage', writer: 'CookieConsent (the choice itself)', need: 'none' },
  { name: LOCALE_COOKIE, kind: 'cookie', writer: 'site/client.tsx (locale)', need: 'none' },
  // The registration page stores the new lead id (site/pages/Registration.tsx, contracts/lead-retention.ts).
  { name: LEAD_STORAGE_KEYS[0], kind: 'localStorage', writer: 'site/pages/Registration.tsx', need: 'none' },
  { name: LEAD_STORED_AT_KEY, kind: 'localStorage', writer: 'site/pages/Registration.tsx', need: 'none' },
  { name: DRAFT_KEY, kind: 'sessionStorage', writer: 'RegistrationFlow (draft)', need: 'none' },
  { name: CHUNK_RELOAD_KEY, kind: 'sessionStorage', writer: 'site/app/router.ts (reload guard)', need: 'none' },
  { name: VISIT_LOAN_KEY, kind: 'sessionStorage', writer: 'site/app/visit-loan.ts (the loan chosen)', need: 'none' },
];
