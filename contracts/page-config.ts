// window.pageConfig (SPEC §3 "Page configuration", DESIGN.md "The partner-facing interface"), whole.
// Partners write this object by hand, so anything can arrive: every field is checked, a bad one is dropped, and
// the caller gets one list of what was dropped to report in a single console warning. The parts live in
// page-config-base.ts (what every page needs) and page-settings.ts (the features' settings blocks), so the loader
// can fetch the second only where it is needed; the server and tests read the whole config here.
import { joinConfig, parseBaseConfig, type PageConfig } from './page-config-base';
import { parseFeatureSettings } from './page-settings';

export * from './page-config-base';
export { parseFirebaseSettings } from './page-settings';

/**
 * Turns whatever the page put in window.pageConfig into a typed config.
 * @param origin where loader.js came from: the default for every host.
 * @returns the config and the names of the fields that were dropped (for one warning).
 */
export function parsePageConfig(raw: unknown, origin: string): { config: PageConfig; dropped: string[] } {
  const base = parseBaseConfig(raw, origin);
  return joinConfig(base, base.withSettings && parseFeatureSettings(base.withSettings));
}
