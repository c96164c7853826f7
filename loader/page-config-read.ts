// The full page config reader as the core fetches it (boot.ts, readPageConfig, only for a config not in its final
// form): the reading, and its one warning naming what it dropped, both in this chunk rather than in core.js.
import { parsePageConfig } from '../contracts/page-config';
import type { PageConfig } from '../contracts/page-config-types';
import type { Env } from './env';

export function readFullConfig(env: Pick<Env, 'warn'>, raw: unknown, origin: string): PageConfig {
  const { config, dropped } = parsePageConfig(raw, origin);
  if (dropped.length > 0) env.warn(`pageConfig: ignored invalid or unknown field(s): ${dropped.join(', ')}`);
  return config;
}
