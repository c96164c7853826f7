// `npm run bench`: the product's budgets in numbers (DESIGN.md, "Budgets in numbers").
// Builds when needed, starts the real server on a spare port with a throw-away database, loads pages in
// Debian's Chromium and prints a table. Sizes are gzip -9 / brotli 11 of each file as served.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const ORIGIN = `http://localhost:${PORT}`;

// Budgets with their reasons. A raised budget gets a written reason here.
const BUDGETS = {
  // Partners paste it on every page they own: it must cost less than a small image.
  'loader.js gzip': 2048,
  // Everything the home page needs before the visitor can move the slider, on a slow phone network.
  'home: JS gzip': 25 * 1024,
  'home: HTML gzip': 14 * 1024, // fits the first TCP round trips together with the headers
};

const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'przelewik-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, dataDir };
}

async function waitForHealth(timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

async function pageWeight(browser, path) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', async (response) => {
    const request = response.request();
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), type: request.resourceType(), body }),
        () => null,
      ),
    );
  });
  await page.goto(ORIGIN + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
  const inlineCss = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join(''));
  const loaded = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  const sum = (type) => loaded.filter((r) => r.type === type).reduce((n, r) => n + gzip(r.body), 0);
  const js = loaded.filter((r) => r.type === 'script');
  return {
    html: sum('document'),
    inlineCss: gzip(Buffer.from(inlineCss)),
    css: sum('stylesheet'),
    js: js.reduce((n, r) => n + gzip(r.body), 0),
    jsFiles: js.length,
    requests: loaded.length,
  };
}

async function main() {
  ensureChromium();
  const { child, dataDir } = startServer();
  const rows = [];
  try {
    await waitForHealth(); // scripts/start.mjs rebuilds first when sources changed
    const loader = readFileSync('dist/loader.js');
    rows.push(['loader.js raw', loader.length, `${loader.length} B`]);
    rows.push(['loader.js gzip', gzip(loader), `${gzip(loader)} B`]);
    rows.push(['loader.js brotli', brotli(loader), `${brotli(loader)} B`]);

    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    try {
      const home = await pageWeight(browser, '/');
      rows.push(['home: HTML gzip', home.html, `${kb(home.html)} (of which inline CSS ${kb(home.inlineCss)})`]);
      rows.push(['home: CSS files gzip', home.css, home.css ? kb(home.css) : '0 (all CSS is inline)']);
      rows.push(['home: JS gzip', home.js, `${kb(home.js)} in ${home.jsFiles} files`]);
      rows.push(['home: requests before interaction', home.requests, String(home.requests)]);
    } finally {
      await browser.close();
    }
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${'measure'.padEnd(width)} | value${' '.repeat(30)} | budget`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(35)}-|-------`);
  let over = 0;
  for (const [name, value, shown] of rows) {
    const budget = BUDGETS[name];
    const verdict = budget === undefined ? '' : value <= budget ? `≤ ${kb(budget)} ok` : `> ${kb(budget)} OVER`;
    if (budget !== undefined && value > budget) over++;
    console.log(`${name.padEnd(width)} | ${shown.padEnd(35)} | ${verdict}`);
  }
  if (over) {
    console.error(`\n${over} budget(s) exceeded`);
    process.exitCode = 1;
  }
}

await main();
