// `npm test`: everything CI checks. Two lanes run side by side on the machine's two cores, since no step before the
// e2e keeps both busy alone (docs/development.md, CI time):
//   checks: 1. layers (dependency-cruiser)   2. types and lint (the types (tsc's check, strict) and ESLint on one
//           TypeScript program, scripts/types-and-lint.mjs)   3. build (Rollup + prerender)   4. html (every
//           prerendered page against the HTML standard, scripts/html-check.mjs)
//   unit:   0. native: better-sqlite3's compile, only when its binary is missing (an install with
//           --ignore-scripts); its one core of work then overlaps the types and the lint   1. unit and component tests
//   then, in whichever lane is free first: Prettier's check, the Storybook build, knip (the rest of `npm run lint`)
// The checks lane is one process at a time, the unit tests two: the steps that need no build follow the first lane
// to end, so the core it frees is used while the other still works, and both lanes end together.
// Meanwhile Debian's Chromium and its headless shell are installed where missing (apt waits on the network, not the
// CPU); then the e2e (Playwright), which needs the build and the Storybook build.
// Each step's output but the e2e's is held and printed whole when the step ends, with its time, so the lanes do not
// interleave; the e2e prints as it goes. The first step to fail stops the other lane and ends the run with that
// step's name and exit code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBrowsers } from './ensure-chromium.mjs';
import './postgres-for-tests.mjs'; // a throwaway PostgreSQL for the storage tests, stopped at exit

// The e2e server reports every loader failure (LOADER_ERROR_SAMPLE_RATE=1, playwright.config.ts), a setting the
// build bakes in: the build here uses it too, so the e2e server finds the build made for its settings and does not
// build again (scripts/start.mjs compares dist/.build-stamp).
process.env.LOADER_ERROR_SAMPLE_RATE ??= '1';

/** Children still running, by process group, so a failure elsewhere can stop them and what they started. */
const running = new Set();

// SIGINT, as Ctrl-C would: Playwright then stops its web servers too (they run in process groups of their own,
// which a SIGTERM to the runner's group leaves running).
function stopOthers() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      /* already gone */
    }
  }
}

let failing = false;

/**
 * Ends the run for a failed step: stops the other lane and waits (up to 30 s) until it has stopped, so that what it
 * prints while stopping comes before the failed step's output and name, which close the log.
 */
async function fail(label, code, output) {
  if (failing) return;
  failing = true;
  stopOthers();
  const deadline = Date.now() + 30_000;
  while (running.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
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
    // Bytes, joined once at the end: a character split between two chunks stays whole.
    const chunks = [Buffer.from(`\n▶ ${label}: ${command} ${args.join(' ')}\n`)];
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      running.delete(child);
      void fail(label, 1, `${output()}${error.message}\n`);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      if (failing) return;
      if (code !== 0) return void fail(label, code ?? signal, output());
      process.stdout.write(`${output()}✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
      resolve();
    });
  });
}

/**
 * One lane: its own steps in order, then steps from `shared` (which need nothing but the sources) until none is left.
 * Both lanes take from the same list, so whichever ends its own steps first takes more of them.
 */
async function lane(steps, shared = []) {
  for (const [label, command, args] of steps) await step(label, command, args);
  for (let next = shared.shift(); next; next = shared.shift()) await step(...next);
}

// Stopped from outside (Ctrl-C, CI cancel): take the lanes' process groups down too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.prependListener(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

/** The e2e step, its output shown as it comes; alone by then, in the run's own process group (Ctrl-C reaches it). */
function e2e() {
  console.log('\n▶ e2e: npx playwright test');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test'], { env: process.env, stdio: 'inherit' });
    child.on('error', (error) => void fail('e2e', 1, `${error.message}\n`));
    child.on('close', (code, signal) => {
      if (code !== 0) return void fail('e2e', code ?? signal);
      console.log(`✔ e2e (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve();
    });
  });
}

// Nothing before the unit tests loads better-sqlite3 (the build keeps it external, the checks only read code).
const native = existsSync('node_modules/better-sqlite3/build/Release/better_sqlite3.node')
  ? []
  : [['native', 'npm', ['rebuild', 'better-sqlite3']]];

// As `npm run lint` runs it: the cache only saves work on a second run (a fresh clone has none).
const PRETTIER_CACHE = ['--cache', '--cache-strategy', 'content'];

// One core's work each, needing no build: taken by whichever lane is free first, the longest first (about 15, 6 and
// 3 s on a quiet machine), so the two lanes end close together however long the unit tests or the build take.
const shared = [
  ['prettier', 'npx', ['prettier', '--check', ...PRETTIER_CACHE, '--log-level', 'warn', '.']],
  ['storybook', 'npm', ['run', 'build-storybook']],
  ['knip', 'npx', ['knip', '--no-progress']],
];

const started = Date.now();
const browsers = ensureBrowsers().then(
  (done) => ({ done }),
  (error) => ({ error }),
);
await Promise.all([
  lane(
    [
      ['layers', 'npm', ['run', '--silent', 'layers']],
      ['types and lint', 'node', ['scripts/types-and-lint.mjs']],
      ['build', 'npm', ['run', 'build']],
      ['html', 'node', ['scripts/html-check.mjs']],
    ],
    shared,
  ),
  lane([...native, ['unit', 'npx', ['vitest', 'run']]], shared),
]);
console.log(`✔ both lanes (${((Date.now() - started) / 1000).toFixed(1)} s)`);

console.log('\n▶ chromium');
const { done, error } = await browsers;
if (error) await fail('chromium', 1, `${error instanceof Error ? error.message : String(error)}\n`);
console.log(done);
await e2e();
