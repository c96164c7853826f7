// Where Debian's Chromium lives, and the flags it needs on these machines (DESIGN.md, Testing; STACK.md, trap 6).
// Shared by playwright.config.ts, the bench and the test command; CHROMIUM_PATH overrides the location.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 build as `chromium`, without the browser's own layer
 * (profiles, permission prompts, push messaging, chrome:// pages). Playwright runs its headless tests on such a shell
 * by default; here most e2e specs do, at about 13 % less time than the full browser. The specs whose behaviour
 * depends on that layer run on `CHROMIUM_PATH` (playwright.config.ts, BROWSER_LAYER_SPECS).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The features Playwright 1.65.1 turns off (its chromiumSwitches.ts), without ThirdPartyStoragePartitioning.
 * Playwright turns partitioning off for its own reasons (older storage behaviour in its tests); every browser our
 * visitors use keeps it on, so a frame of our site on a partner's page gets storage of its own per top-level site.
 * Chromium reads the last --disable-features switch only, so this one replaces Playwright's whole list: it must repeat
 * the rest of it (tests/e2e/identity.spec.ts compares it with the command line Playwright really started).
 */
export const PLAYWRIGHT_DISABLED_FEATURES_KEPT = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Chromium as it ships: third-party storage partitioned by top-level site (docs/identity.md). */
export const PARTITIONED_STORAGE_ARGS = [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES_KEPT.join(',')}`];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  ...PARTITIONED_STORAGE_ARGS,
];

/** The flags without the partitioning fix: Chromium as Playwright starts it (one documented test needs it). */
export const CHROMIUM_ARGS_UNPARTITIONED = CHROMIUM_ARGS.filter((arg) => !PARTITIONED_STORAGE_ARGS.includes(arg));
