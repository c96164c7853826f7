// dist/loader/core.js: the loader's core, fetched by loader.js with import(). It turns the raw page config into
// a typed one and starts every enabled feature in registry order, each isolated from the others. Features that
// need consent wait for it (plugins.ts): their chunk is fetched and started the first time consent allows.
import { allows, CONSENT_KEY, NO_CONSENT, type ConsentState } from '../contracts/consent-base';
import type { PageConfig } from '../contracts/page-config-types';
import { readPlainConfig } from '../contracts/page-config-wire';
import type { Env } from './env';
import type { FeatureContext, FeatureModule, LoaderPlugin } from './contract';
import { BEFORE_CONSENT } from './plugins-core';
import { connectPage, needsRunner, storedConsent } from './global/index';
import { pageAttribution } from './attribution';
import { createSignals, type LoaderSignalsControl } from './signals';
import { triggerWithdrawals } from './withdrawal-trigger';
import { reportFailure } from './report-failure';

/** Runs one step; whatever it throws or rejects with is logged and goes no further (Segment's attempt()). */
export async function attempt(
  env: Env,
  name: string,
  step: () => unknown,
  failed?: (error: unknown) => void,
): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    env.error(`feature "${name}" failed:`, error);
    failed?.(error);
    return false;
  }
}

/** Fetches a feature's chunk now; its failure is met when the feature's turn comes (attempt), never unhandled. */
const fetchChunk = (plugin: LoaderPlugin): Promise<FeatureModule> => {
  const loading = Promise.resolve().then(() => plugin.load());
  loading.catch(() => undefined);
  return loading;
};

export interface BootResult {
  /** Names of the features started so far (grows as consent arrives). */
  started: string[];
  signals: LoaderSignalsControl;
  /** Resolves when every feature allowed so far has started or failed. */
  settled: Promise<void>;
  /** The parsed page config. */
  config: PageConfig;
}

/** The whole registry (plugins.ts): a chunk, fetched with the first consent that allows a feature needing one. */
type Registry = () => Promise<readonly LoaderPlugin[]>;
const wholeRegistry: Registry = () => import('./plugins').then((registry) => registry.PLUGINS);

/**
 * Starts every enabled feature. Chunks the current consent allows are fetched at once, in parallel, and started
 * in registry order; a feature that fails to load or start is logged and the others go on. The rest start,
 * still in registry order, when signals.setConsent() first allows them.
 * @param config window.pageConfig as readPageConfig gave it (what it dropped was warned about there).
 * @param base where loader.js came from, with a trailing slash.
 * @param registry the rest of the registry, fetched with the first consent beyond 'none'; its entries that are not
 *   in `plugins` join them then, after those already started.
 */
export function bootFeatures(
  env: Env,
  config: PageConfig,
  base: string,
  plugins: readonly LoaderPlugin[] = BEFORE_CONSENT,
  consent: ConsentState = NO_CONSENT,
  registry?: Registry,
): BootResult {
  // The page's attribution, once: every feature and every event gets this value (attribution.ts).
  const attribution = pageAttribution(env.href, config);
  const signals = createSignals(env, config.consent ?? consent, attribution);
  const ctx: FeatureContext = { env, config, base, signals, attribution };
  const enabled = (plugin: LoaderPlugin) => {
    try {
      return plugin.enabled(config, env);
    } catch {
      return false;
    }
  };
  const pending = plugins.filter(enabled);
  const started: string[] = [];
  let queue: Promise<void> = Promise.resolve();
  // The registry's entries beyond `plugins`, once fetched (at once: none are fetched before a consent beyond 'none').
  let listed: Promise<void> = Promise.resolve();
  const result: BootResult = { started, signals, settled: queue, config };
  /** The features `state` allows that have not started, out of the pending ones, each with its chunk fetched now. */
  const take = (state: ConsentState) => {
    const now = pending.filter((plugin) => allows(state, plugin.consent));
    for (const plugin of now) pending.splice(pending.indexOf(plugin), 1);
    return now.map((plugin) => [plugin, fetchChunk(plugin)] as const);
  };

  const startAllowed = (state: ConsentState) => {
    if (registry && (state.analytics || state.marketing)) {
      // Its features use the later capabilities (env.more, in the same chunk): the Env has them before any starts.
      listed = Promise.all([registry(), env.more?.()]).then(
        ([all]) => void pending.push(...all.filter((plugin) => !plugins.includes(plugin) && enabled(plugin))),
        (error: unknown) => {
          env.error('consented features not loaded:', error);
          reportFailure(ctx, 'registry', error);
        },
      );
      registry = undefined;
    }
    const taken = listed.then(() => take(state));
    queue = queue.then(async () => {
      for (const [plugin, loading] of await taken) {
        const ok = await attempt(
          env,
          plugin.name,
          // A chunk without start() (a broken build) fails here like any other: logged, and the others go on.
          async () => (await loading).start(ctx),
          (error) => reportFailure(ctx, plugin.name, error),
        );
        if (ok) started.push(plugin.name);
        // The traffic source is known once its feature has started or failed: events waiting for it go now,
        // not after the features behind it.
        if (plugin.classifiesSource) signals.settleSource();
      }
      // Marketing consent without a feature that classifies (none enabled, or started earlier): nothing to wait for.
      if (state.marketing) signals.settleSource();
    });
    result.settled = queue;
  };
  signals.onConsent(startAllowed);
  return result;
}

/**
 * Reads window.pageConfig. A config in its final form (page-config-wire.ts) is read here; any other (a value to
 * convert or drop, hosts, the features' settings blocks) by the full reader, a chunk fetched only for such a page,
 * which warns once about what it dropped (page-config-read.ts).
 */
export async function readPageConfig(env: Env, rawConfig: unknown, base: string): Promise<PageConfig> {
  const origin = new URL(base).origin;
  const plain = readPlainConfig(rawConfig, origin);
  if (plain.whole) return plain.config;
  try {
    return (await import('./page-config-read')).readFullConfig(env, rawConfig, origin);
  } catch (error) {
    // The fields in their final form still count, as on a page whose config had no others.
    env.warn('pageConfig: reader not loaded:', error);
    return plain.config;
  }
}

/**
 * The core's entry point for loader.js: resolves with the names of the features started before consent. Without
 * `plugins`, the registry's entries without consent, and the rest with the first consent that allows one.
 */
export async function boot(
  env: Env,
  rawConfig: unknown,
  base: string,
  plugins?: readonly LoaderPlugin[],
): Promise<string[]> {
  const config = await readPageConfig(env, rawConfig, base);
  // Commands queued before the loader came (consent from the partner's own tool, say) count from the start: their
  // runner comes first, where there are any (or where the global is not a queue: the runner warns about it).
  const runner = needsRunner(env) ? await import('./global/run').catch(() => undefined) : undefined;
  // The widget's stored choice, with its rules fetched only where there is one (our own site after a choice).
  const stored = await storedConsent(env, env.local.get(CONSENT_KEY));
  const result = bootFeatures(
    env,
    config,
    base,
    plugins ?? BEFORE_CONSENT,
    NO_CONSENT,
    plugins ? undefined : wholeRegistry,
  );
  // Consent from the widget's stored choice and the public global's queue counts from the start, as if it had been
  // there before the page loaded.
  const withdrawals = triggerWithdrawals(env, result.config, result.signals);
  connectPage(env, result.config, result.signals, runner, stored);
  // A choice the sources gave without a new consent (the page config's, a stored choice that has expired: consent
  // no longer given is a withdrawal too) counts once they are all read: before, every page would look like one.
  if (result.config.consent !== undefined || env.local.get(CONSENT_KEY)) withdrawals();
  await result.settled;
  return result.started;
}
