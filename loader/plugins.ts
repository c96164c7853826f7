// The ordered registry of loader features (DESIGN.md, "Features are plugins").
// The order is the order they start in, and it is deliberate:
//   1. pageview  first, so a visit is counted even if a later feature fails or is slow to load.
// Later issues add, in this order: traffic (attribution must exist before anything reads it), ids, lead frame,
// abandoned visits, offers, push, fingerprint, analytics, widget mounting.
import type { PageConfig } from '../contracts/page-config';
import type { Env } from './env';

export interface FeatureContext {
  env: Env;
  config: PageConfig;
  /** Where loader.js came from, with a trailing slash. */
  base: string;
}

/** What each feature chunk exports. */
export interface FeatureModule {
  start(ctx: FeatureContext): void | Promise<void>;
}

export interface LoaderPlugin {
  name: string;
  enabled(config: PageConfig): boolean;
  /** Loads the feature's chunk; Rollup splits each into its own file, fetched only when enabled. */
  load(): Promise<FeatureModule>;
}

export const PLUGINS: readonly LoaderPlugin[] = [
  { name: 'pageview', enabled: () => true, load: () => import('./features/pageview/index') },
];
