// core.js's entry: what loader.js calls, and nothing else, so the core exports no name only tests use (boot.ts).
import { boot } from './boot';
import { browserEnv, type ScriptTag } from './env';

/** The capabilities over the real page (env.ts), then boot with the page's config. */
export function bootPage(win: Window & { pageConfig?: unknown }, tag: ScriptTag, base: string): Promise<string[]> {
  return boot(browserEnv(win, tag), win.pageConfig, base);
}
