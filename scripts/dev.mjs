// `npm run dev`: the whole product on http://localhost:3000/ (PORT), rebuilt on every save, pages reloaded.
//   1. Rollup in watch mode with rollup.config.mjs (BUILD_MODE=dev: the same targets and plugins, no minifier);
//      a save rebuilds only the targets whose modules changed, from Rollup's cache.
//   2. After each rebuild (or a change under public/): the prerender step, then the real server
//      (build/server.mjs, the one `npm start` runs) is restarted on DEV_SERVER_PORT (PORT + 1).
//   3. scripts/dev-proxy.mjs listens on PORT in front of it and tells open pages to reload (Server-Sent Events).
// Types are not checked here (the editor and `npx tsc -p tsconfig.check.json` do that).
// The dev build is not a production build: it removes dist/.build-stamp, so `npm start` rebuilds before serving.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync, watch as watchFiles } from 'node:fs';
import { resolve } from 'node:path';
import { watch } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { createDevProxy } from './dev-proxy.mjs';

const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? 'localhost';
const SERVER_PORT = Number(process.env.DEV_SERVER_PORT ?? PORT + 1);
const STAMP = 'dist/.build-stamp';

process.env.BUILD_MODE = 'dev';
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (line) => console.log(`[dev] ${line}`);

// --- the real server, restarted after each rebuild -------------------------------------------------------------
let server = null;
let serverReady = null;

function runNode(args) {
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  return once(child, 'exit').then(([code]) => code === 0);
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

async function startServer() {
  server = spawn(process.execPath, ['build/server.mjs'], {
    stdio: 'inherit',
    env: {
      LOG_LEVEL: 'warn',
      ...process.env,
      PORT: String(SERVER_PORT),
      HOST: 'localhost',
      DATA_DIR: process.env.DATA_DIR ?? 'data',
    },
  });
  const started = server;
  for (;;) {
    if (started.exitCode !== null)
      throw new Error(`the server stopped (exit ${started.exitCode}); fix the error above and save again`);
    try {
      const answer = await fetch(`http://localhost:${SERVER_PORT}/healthz`);
      if (answer.ok) return { host: 'localhost', port: SERVER_PORT };
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

// --- after a rebuild: prerender, restart, reload ----------------------------------------------------------------
const proxy = createDevProxy({
  upstream: () => serverReady ?? new Promise((_, fail) => fail(new Error('the first build has not finished yet'))),
});

let queued = false;
let work = Promise.resolve();
function refresh(why) {
  if (queued) return;
  queued = true;
  work = work.then(async () => {
    queued = false;
    const started = Date.now();
    if (!(await runNode(['build/prerender.mjs']))) return log('prerender failed: the server keeps the last good pages');
    // This is a development build (unminified): never let `npm start` take it for a production one.
    rmSync(STAMP, { force: true });
    await stopServer();
    serverReady = startServer();
    serverReady.catch(() => {});
    try {
      await serverReady;
    } catch (error) {
      return log(error.message);
    }
    const pages = proxy.reload();
    log(`${why}: ready in ${seconds(started)} after the build, ${pages} page(s) reloaded`);
  });
}

// --- Rollup in watch mode ---------------------------------------------------------------------------------------
const { options, warnings } = await loadConfigFile(resolve('rollup.config.mjs'), {});
warnings.flush();
const watcher = watch(options);
let built = [];
let roundStarted = Date.now();
watcher.on('event', (event) => {
  if (event.code === 'START') {
    built = [];
    roundStarted = Date.now();
  } else if (event.code === 'BUNDLE_END') {
    built.push(...event.output.map((file) => file.replace(`${process.cwd()}/`, '')));
    event.result.close();
  } else if (event.code === 'ERROR') {
    console.error(
      `[dev] build error: ${event.error.message}` +
        (event.error.loc ? ` (${event.error.loc.file}:${event.error.loc.line})` : ''),
    );
    event.result?.close();
  } else if (event.code === 'END' && built.length > 0) {
    log(`built ${built.join(', ')} in ${seconds(roundStarted)}`);
    refresh('rebuilt');
  }
});

// public/ is copied by the prerender step, which Rollup does not watch.
let publicTimer;
try {
  watchFiles('public', { recursive: true }, () => {
    clearTimeout(publicTimer);
    publicTimer = setTimeout(() => refresh('public/ changed'), 100);
  });
} catch {
  log('public/ is not watched on this system: restart npm run dev after changing it');
}

proxy.server.listen(PORT, HOST, () =>
  log(`http://${HOST}:${PORT}/ (the server runs on port ${SERVER_PORT}; Ctrl+C stops both)`),
);

async function shutdown() {
  await watcher.close();
  await stopServer();
  await proxy.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
