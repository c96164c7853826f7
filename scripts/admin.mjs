// `npm run admin -- create-operator EMAIL`: the operator command line (server/admin/cli.ts). Builds it when it is
// missing or older than the server sources, then runs it; the password comes from standard input.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'build/admin.mjs';
const newest = (path) => {
  const stat = statSync(path);
  return stat.isDirectory()
    ? Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))))
    : stat.mtimeMs;
};
if (!existsSync(OUT) || Math.max(newest('server'), newest('contracts')) > statSync(OUT).mtimeMs) {
  const built = spawnSync(
    'npx',
    ['rollup', '-c', 'rollup.config.mjs', '--silent', '--environment', 'TARGET:admincli'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import(new URL(`../${OUT}`, import.meta.url).href);
