// The ordered registry of loader features (DESIGN.md, "Features are plugins").
// The order is the order they start in, and it is deliberate:
//   1. pageview  first, so a visit is counted even if a later feature fails or is slow to load.
// Then, in this order:
//   2. traffic      attribution cookies must exist before anything reads them;
//   3. leadid       the lead id from storage or the URL, told to the others through signals;
//   4. leadframe    the hidden frame that reads the lead on the main site;
//   5. abandoned    abandoned-visit capture, needs the lead id;
//   6. push         push opt-in prompt;
//   7. fingerprint  FingerprintJS Pro;
//   8. analytics    Amplitude;
//   9. tags         Google Tag Manager and pixels;
//  10. mount        widgets into [data-widget] elements, last so tracking never waits for rendering.
//
// Each entry says what consent it needs (contracts/consent.ts). A feature needing 'analytics' or 'marketing'
// is neither fetched nor started until the visitor has given that consent; it then starts as if the consent
// had been there from the start. Those that need none start first, even under a consent given before boot: the
// entries that need consent come with this module, fetched with that consent (boot.ts).
import type { LoaderPlugin } from './contract';
// The entries without consent are built into core.js (plugins-core.ts); this module, with the entries of the features
// that need consent, is a chunk the core fetches with the first consent that allows one of them (boot.ts).
import { LEADID, MOUNT, PAGEVIEW } from './plugins-core';
import { isPartnerPage } from './partner-page';

export const PLUGINS: readonly LoaderPlugin[] = [
  PAGEVIEW,
  // Attribution cookies (sbjs_*) are marketing storage (cookies policy): classified only after that consent.
  {
    name: 'traffic',
    consent: 'marketing',
    enabled: () => true,
    load: () => import('./features/traffic/index'),
    classifiesSource: true,
  },
  LEADID,
  // Recognising a person across sites through our frame needs consent (ePrivacy art. 5(3); leadframe/index.ts).
  {
    name: 'leadframe',
    consent: 'marketing',
    enabled: (config, env) => isPartnerPage(env.href, config.hosts.main),
    load: () => import('./features/leadframe/index'),
  },
  { name: 'abandoned', consent: 'marketing', enabled: () => true, load: () => import('./features/abandoned/index') },
  // 6. Push opt-in: a marketing channel, so marketing consent; only where the page gives Firebase settings.
  {
    name: 'push',
    consent: 'marketing',
    enabled: (config) => config.firebase !== undefined,
    load: () => import('./features/push/index'),
  },
  // FingerprintJS Pro: a device fingerprint is read from the terminal (ePrivacy art. 5(3), EDPB Guidelines 2/2023)
  // and its visitor id follows a person across our partners' sites and survives cleared cookies. That is
  // cross-site tracking, not measurement of our own audience, so it needs 'marketing', the stricter consent.
  {
    name: 'fingerprint',
    consent: 'marketing',
    enabled: (config) => config.fingerprint !== undefined,
    load: () => import('./features/fingerprint/index'),
  },
  // Amplitude: product analytics (events, sessions, user id = lead id).
  {
    name: 'analytics',
    consent: 'analytics',
    enabled: (config) => config.amplitude !== undefined,
    load: () => import('./features/analytics/index'),
  },
  // Field speed (web-vitals, its own chunk): every page, our site's and partners', once analytics consent is given.
  {
    name: 'speed',
    consent: 'analytics',
    enabled: (_config, env) => env.dom !== undefined,
    load: () => import('./features/speed/index'),
  },
  // Google Tag Manager and Meta pixel: advertising tags.
  {
    name: 'tags',
    consent: 'marketing',
    enabled: (config) => config.gtm !== undefined || config.pixels?.meta !== undefined,
    load: () => import('./features/tags/index'),
  },
  MOUNT,
];
