// `npm start`: builds when the build is missing, older than any source file, or made for other build settings
// (SITE_URL, PUBLIC_API_BASE: scripts/build-stamp.mjs), then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { changedSetting, STAMP } from './build-stamp.mjs';

const SOURCES = [
  'contracts',
  'loader',
  'widgets',
  'site',
  'server',
  'public',
  'rollup.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  'scripts/aliases.mjs',
  'scripts/css-inline.mjs',
  'scripts/esbuild-transform.mjs',
  'scripts/internal-props.mjs',
  'scripts/operator-data.mjs',
  'docs/partners.md',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why the build must be made again, or null when it is current. */
export function staleBecause() {
  if (!existsSync(STAMP) || !existsSync('build/server.mjs')) return 'there is no build yet';
  const built = statSync(STAMP).mtimeMs;
  if (SOURCES.some((source) => newestMtime(source) > built)) return 'sources changed since the last build';
  const setting = changedSetting(readFileSync(STAMP, 'utf8'), process.env);
  return setting ? `${setting} differs from the last build's` : null;
}

const stale = process.env.SKIP_BUILD === '1' ? null : staleBecause();
if (stale) {
  console.log(`Building (${stale})…`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(new URL('../build/server.mjs', import.meta.url).href);
