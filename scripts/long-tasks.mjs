// `node scripts/long-tasks.mjs`: the main thread's tasks over 10 ms on each route type, from navigation to `load`
// + 5 s, unthrottled and at 4× CPU (CDP Emulation.setCPUThrottlingRate), each named by what it did (which chunk's
// evaluation, which function, style, layout, …). What Lighthouse's TBT counts, in a form two runs on a busy
// machine can be compared by (docs/performance.md, "What the main thread does during a first load").
// Uses a built `dist/` and starts the server on BENCH_PORT (3199) unless TASKS_ORIGIN names one already running.
// TASKS_ROUTES=/,/blog/ for a subset, TASKS_THRESHOLD_MS=5 to list shorter tasks too, TASKS_RATES=4 for one CPU
// rate, TASKS_RUNS=3 loads per route and rate (the run with the least blocking time is printed, the others' totals
// beside it), TASKS_JSON=file keeps the lists.
import { rmSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { median, ORIGIN, PORT, startServer, waitForHealth } from './bench/common.mjs';
import { LIGHTHOUSE_ROUTES } from './bench/lighthouse.mjs';
import { longTasks, simulatedBlocking } from './bench/trace-tasks.mjs';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.gc',
];
/** Lighthouse's mobile screen: a visitor who has not chosen cookies yet, so the banner shows as in its runs. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const AFTER_LOAD_MS = 5000;
/** What a task must exceed to be listed: 12.5 ms is 50 ms at Lighthouse's 4× slowdown; 10 leaves a margin. */
const THRESHOLD_MS = Number(process.env.TASKS_THRESHOLD_MS ?? 10);

/**
 * Unthrottled, a task is measured by the thread's own CPU time, which five other engineers' builds on the same two
 * cores do not stretch; throttled, by the wall clock (the throttle pauses the thread, which its CPU time leaves out).
 */
const byOf = (rate) => (rate === 1 ? 'cpu' : 'wall');

const list = (name, fallback) => (process.env[name] ? process.env[name].split(',').filter(Boolean) : fallback);

async function traceLoad(browser, url, rate) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const loadMs = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const by = byOf(rate);
    const found = longTasks(trace, { url, untilMs: loadMs + AFTER_LOAD_MS, by, thresholdMs: THRESHOLD_MS });
    return { ...found, loadMs: Math.round(loadMs) };
  } finally {
    await context.close();
  }
}

function print(route, rate, runs) {
  const scored = runs.map((run) => ({ run, tbt: simulatedBlocking(run.tasks, rate, byOf(rate)) }));
  const best = scored.reduce((a, b) => (b.tbt < a.tbt ? b : a));
  const totals = scored.map((s) => s.tbt).join(', ');
  console.log(
    `\n${route} at ${rate}× CPU: FCP ${best.run.fcpMs} ms, load ${best.run.loadMs} ms; ` +
      `blocking at 4× after FCP ${best.tbt} ms (runs: ${totals}); ` +
      `CPU after FCP ${median(runs.map((run) => run.cpuAfterFcpMs))} ms (median)`,
  );
  for (const t of best.run.tasks) {
    const parts = Object.entries(t.parts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(
      `  ${String(t.at).padStart(7)} ms ${String(t.ms).padStart(6)} ms (cpu ${String(t.cpu).padStart(5)}) ` +
        `${t.afterFcp ? ' ' : '<'} ${parts} | ${t.what.join('; ')}`,
    );
  }
}

async function main() {
  const routes = list('TASKS_ROUTES', LIGHTHOUSE_ROUTES);
  const rates = list('TASKS_RATES', ['1', '4']).map(Number);
  const runs = Number(process.env.TASKS_RUNS ?? 2);
  const origin = process.env.TASKS_ORIGIN ?? ORIGIN;
  const server = process.env.TASKS_ORIGIN ? null : startServer(PORT, { SKIP_BUILD: '1' });
  const kept = [];
  try {
    await waitForHealth(600_000, origin);
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    try {
      console.log(
        'tasks over 10 ms (unthrottled: of CPU time) from navigation to load + 5 s: start, wall length (CPU time), ' +
          '"<" before the FCP; parts | what',
      );
      for (const route of routes)
        for (const rate of rates) {
          const loads = [];
          for (let i = 0; i < runs; i++) {
            // A trace now and then lacks the navigation's events on a busy machine: that load is left out.
            const load = await traceLoad(browser, `${origin}${route}`, rate).catch((error) => {
              console.warn(`${route} at ${rate}×: a load left out (${error.message})`);
              return null;
            });
            if (load) loads.push(load);
          }
          if (!loads.length) continue;
          print(route, rate, loads);
          kept.push({ route, rate, loads });
        }
    } finally {
      await browser.close();
    }
  } finally {
    server?.child.kill('SIGTERM');
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  }
  if (process.env.TASKS_JSON) writeFileSync(process.env.TASKS_JSON, JSON.stringify(kept, null, 1));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
