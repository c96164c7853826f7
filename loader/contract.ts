// The plugin contract: what the core hands a feature and what a feature chunk gives back. Types only, and no
// import of the registry (plugins.ts) or of any feature, so features import this file without a cycle.
import type { ConsentNeed, ConsentState } from '../contracts/consent';
import type { PageConfig } from '../contracts/page-config';
import type { Env } from './env';

/** utm_* of the page view (values decoded; '(none)' fields left out). */
export type Attribution = Partial<
  Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content' | 'utm_term', string>
>;

/** Things features tell each other, after they start (e.g. the lead id once the lead frame has read it). */
export interface LoaderSignals {
  /** The lead id (UUID v4 with dashes) once known; a late subscriber is called at once with the latest value. */
  onLead(listener: (leadId: string) => void): void;
  setLead(leadId: string): void;
  /** The current consent and its changes (a late subscriber is called at once). */
  onConsent(listener: (consent: ConsentState) => void): void;
  /**
   * Replaces this page view's traffic source (the page's own attribution computed once at boot, attribution.ts) with
   * the traffic feature's classification, once marketing consent allows it: what sourceFor gives from then on.
   */
  setAttribution(utm: Attribution): void;
  /**
   * The source an event sent now under `consent` carries, as soon as it is known: at once without marketing
   * consent (the page's own); with it, once the traffic feature has classified the view or could not (the core
   * then settles it with the page's own). No timer.
   */
  sourceFor(consent: ConsentState): Promise<Attribution>;
}

export interface FeatureContext {
  /** The capabilities the edge (entry.ts) hands in: storage, cookies, clock, timers, fetch, the page's DOM. */
  env: Env;
  config: PageConfig;
  /** Where loader.js came from, with a trailing slash. */
  base: string;
  /** The page's own attribution, computed once at boot (attribution.ts). */
  attribution: Attribution;
  signals: LoaderSignals;
}

/** What each feature chunk exports. */
export interface FeatureModule {
  start(ctx: FeatureContext): void | Promise<void>;
}

export interface LoaderPlugin {
  name: string;
  /** Consent the feature needs before its chunk is even fetched. */
  consent: ConsentNeed;
  enabled(config: PageConfig, env: Env): boolean;
  /**
   * Loads the feature's chunk (Rollup splits each into its own file, fetched only when enabled), or gives the built-in
   * one.
   */
  load(): Promise<FeatureModule>;
  /** The feature that classifies the traffic source: the core settles the source once it has started or failed. */
  classifiesSource?: true;
}
