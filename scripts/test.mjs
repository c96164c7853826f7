// `npm test`: everything CI checks, in the order that fails fastest.
//   1. types (tsc, strict)   2. unit and component tests (vitest)   3. build (Rollup + prerender)
//   4. Storybook build (a broken story fails here)   5. Debian's Chromium present   6. e2e (Playwright)
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import './postgres-for-tests.mjs'; // a throwaway PostgreSQL for the storage tests, stopped at exit

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

run('types', 'npx', ['tsc', '-p', 'tsconfig.check.json']);
run('layers', 'npm', ['run', '--silent', 'layers']);
run('unit', 'npx', ['vitest', 'run']);
run('build', 'npm', ['run', 'build']);
run('storybook', 'npm', ['run', 'build-storybook']);
console.log('\n▶ chromium');
ensureChromium();
run('e2e', 'npx', ['playwright', 'test']);
