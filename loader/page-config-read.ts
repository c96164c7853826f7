// The full page config reader as the core fetches it (boot.ts, readPageConfig, only for a config not in its final
// form): the reading, and its one warning naming what it dropped, both in this chunk rather than in core.js.
import { parsePageConfig } from '../contracts/page-config';
import type { Env } from './env';

export function readFullConfig(
  env: Pick<Env, 'warn'>,
  raw: unknown,
  origin: string,
): ReturnType<typeof parsePageConfig> {
  const parsed = parsePageConfig(raw, origin);
  if (parsed.dropped.length > 0)
    env.warn(`pageConfig: ignored invalid or unknown field(s): ${parsed.dropped.join(', ')}`);
  return parsed;
}
