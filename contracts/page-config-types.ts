// window.pageConfig (SPEC §3 "Page configuration") as the loader and the server hold it once read, as types only:
// the wire reader (page-config-wire.ts) and the full reader (page-config-base.ts) both give it, neither importing
// the other for it.
import type { ConsentState } from './consent';
import type { AmplitudeSettings, FingerprintSettings, GtmSettings, PixelSettings } from './services';
import type { StateType } from './webhook';

export interface PageConfig {
  /** SPEC §3: countryId or country; 1..16 keys the push-prompt language (SPEC §9). */
  countryId?: number;
  /** SPEC §3: providerId or provider, under the one partner id rule (contracts/partner-id.ts). */
  partnerId?: string;
  customText?: string;
  customAcceptText?: string;
  customDeclineText?: string;
  customImg?: string;
  /** Attribution given by the page itself (SPEC §3): source, medium, campaign, content, term. */
  src?: string;
  mdm?: string;
  cmp?: string;
  cnt?: string;
  trm?: string;
  /** Consent the partner's own consent tool already has for this visitor (contracts/consent.ts). */
  consent?: ConsentState;
  /** Push opt-in: the Firebase web app's settings; push is off without them. */
  firebase?: FirebaseSettings;
  /** Third-party services (contracts/services.ts), each off unless its block is given. */
  amplitude?: AmplitudeSettings;
  fingerprint?: FingerprintSettings;
  gtm?: GtmSettings;
  pixels?: PixelSettings;
  /** Hosts the product talks to; each defaults to the origin loader.js was served from. */
  hosts: Hosts;
  /** Abandoned-visit capture on this page: its state type and extra webhook fields. */
  abandoned?: AbandonedSettings;
}

export interface AbandonedSettings {
  stateType: StateType;
  extra: Record<string, string>;
}

export interface Hosts {
  /** GET {feed}?lead_id=… (offer feed). */
  feed: string;
  /** POST {leadgen}/webhook and /set-token. */
  leadgen: string;
  /** POST {events}/api/event. */
  events: string;
  /** The main site: hidden lead frame, links to /transition/. */
  main: string;
  /** Static files: stylesheets, images, page content JSON. */
  cdn: string;
}

/** The Firebase web app settings push needs (Firebase console → Project settings → Your apps → Config). */
export interface FirebaseSettings {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** The Web Push certificate's public key; Firebase's default key when absent. */
  vapidKey?: string;
  /** false: ask the browser straight away instead of showing our prompt first (SPEC §4). Default true. */
  prompt: boolean;
}
