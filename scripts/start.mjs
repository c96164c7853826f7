// `npm start`: builds when the build is missing or older than any source file, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['contracts', 'loader', 'widgets', 'site', 'server', 'public', 'rollup.config.mjs', 'tsconfig.json', 'package-lock.json', 'scripts/aliases.mjs', 'scripts/css-inline.mjs', 'scripts/esbuild-transform.mjs'];
const STAMP = 'dist/.build-stamp';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale() {
  if (!existsSync(STAMP) || !existsSync('build/server.mjs')) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

if (buildIsStale() && process.env.SKIP_BUILD !== '1') {
  console.log('Building (sources changed since the last build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(new URL('../build/server.mjs', import.meta.url).href);
