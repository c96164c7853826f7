// dist/loader/core.js: the loader's core, fetched by loader.js with import(). It turns the raw page config into
// a typed one and starts every enabled feature in registry order, each isolated from the others.
import { parsePageConfig } from '../contracts/page-config';
import type { Env } from './env';
import { PLUGINS, type FeatureContext, type FeatureModule, type LoaderPlugin } from './plugins';

function isFeatureModule(value: unknown): value is FeatureModule {
  return typeof value === 'object' && value !== null && typeof (value as FeatureModule).start === 'function';
}

/** Runs one step; whatever it throws or rejects with is logged and goes no further (Segment's attempt()). */
export async function attempt(env: Env, name: string, step: () => unknown): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    env.error(`feature "${name}" failed:`, error instanceof Error ? error.message : error);
    return false;
  }
}

/**
 * Starts every enabled feature. Chunks are fetched at once, in parallel, and started in registry order;
 * a feature that fails to load or start is logged and the others go on. Resolves with the names started.
 * @param rawConfig window.pageConfig as the page left it (anything at all).
 * @param base where loader.js came from, with a trailing slash.
 */
export async function boot(env: Env, rawConfig: unknown, base: string, plugins: readonly LoaderPlugin[] = PLUGINS): Promise<string[]> {
  const { config, dropped } = parsePageConfig(rawConfig, new URL(base).origin);
  if (dropped.length > 0) env.warn(`pageConfig: ignored invalid or unknown field(s): ${dropped.join(', ')}`);
  const ctx: FeatureContext = { env, config, base };
  const enabled = plugins.filter((plugin) => {
    try {
      return plugin.enabled(config);
    } catch {
      return false;
    }
  });
  const loads = enabled.map((plugin) =>
    Promise.resolve()
      .then(() => plugin.load())
      .then(
        (mod: unknown) => ({ mod }),
        (error: unknown) => ({ error }),
      ),
  );
  const started: string[] = [];
  for (const [index, plugin] of enabled.entries()) {
    const ok = await attempt(env, plugin.name, async () => {
      const loaded = await loads[index]!;
      if ('error' in loaded) throw loaded.error;
      if (!isFeatureModule(loaded.mod)) throw new Error('chunk has no start()');
      await loaded.mod.start(ctx);
    });
    if (ok) started.push(plugin.name);
  }
  return started;
}
