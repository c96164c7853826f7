// `npm test`: everything CI checks. Two lanes run side by side on the machine's two cores, since neither keeps
// both busy alone (docs/development.md, CI time):
//   checks: 1. types (tsc, strict)   2. layers (dependency-cruiser)   3. build (Rollup + prerender)   4. Storybook build
//   unit:   unit and component tests (vitest)
// then 5. Debian's Chromium present   6. e2e (Playwright), which needs the build and the Storybook build.
// Each step's output is held and printed whole when the step ends, with its time, so the lanes do not interleave.
// The first step to fail stops the other lane and ends the run with that step's name and exit code.
import { spawn, spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import './postgres-for-tests.mjs'; // a throwaway PostgreSQL for the storage tests, stopped at exit

/** Children still running, by process group, so a failure elsewhere can stop them and what they started. */
const running = new Set();

function stopOthers() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

function fail(label, code, output) {
  stopOthers();
  if (output) process.stdout.write(output);
  console.error(`✖ ${label} failed (exit ${code})`);
  process.exit(typeof code === 'number' && code !== 0 ? code : 1);
}

/** Runs one step with its output held; resolves when it passed, ends the run when it failed. */
function step(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group (detached), so stopping it stops the workers it started too.
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    const chunks = [`\n▶ ${label}: ${command} ${args.join(' ')}\n`];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      running.delete(child);
      fail(label, 1, `${chunks.join('')}${error.message}\n`);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      if (code !== 0) fail(label, code ?? signal, chunks.join(''));
      process.stdout.write(`${chunks.join('')}✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
      resolve();
    });
  });
}

async function lane(steps) {
  for (const [label, command, args] of steps) await step(label, command, args);
}

// Stopped from outside (Ctrl-C, CI cancel): take the lanes' process groups down too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.prependListener(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

const started = Date.now();
await Promise.all([
  lane([
    ['types', 'npx', ['tsc', '-p', 'tsconfig.check.json']],
    ['layers', 'npm', ['run', '--silent', 'layers']],
    ['build', 'npm', ['run', 'build']],
    ['storybook', 'npm', ['run', 'build-storybook']],
  ]),
  lane([['unit', 'npx', ['vitest', 'run']]]),
]);
console.log(`✔ types, layers, build, Storybook and unit (${((Date.now() - started) / 1000).toFixed(1)} s)`);

console.log('\n▶ chromium');
ensureChromium();
console.log('\n▶ e2e: npx playwright test');
const e2eStarted = Date.now();
const e2e = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit', env: process.env });
if (e2e.status !== 0) {
  console.error(`✖ e2e failed (exit ${e2e.status ?? e2e.signal})`);
  process.exit(e2e.status ?? 1);
}
console.log(`✔ e2e (${((Date.now() - e2eStarted) / 1000).toFixed(1)} s)`);
