// `npm run bench`: the product's budgets in numbers (DESIGN.md, "Budgets in numbers").
// Builds when needed, starts the real server on a spare port with a throw-away database, loads pages in
// Debian's Chromium and prints a table. Sizes are gzip -9 / brotli 11 of each file as served.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const ORIGIN = `http://localhost:${PORT}`;

// Budgets with their reasons. A raised budget gets a written reason here.
const BUDGETS = {
  // Partners paste it on every page they own: it must cost less than a small image.
  'loader.js gzip': 2048,
  // What the home page runs before the visitor touches it: Preact, the client entry and the hero's sliders. Only
  // the page's islands hydrate (docs/performance.md); the FAQ, the cookie banner and the loader come when the
  // browser is idle after `load`, the router and the rest of the page with the first navigation.
  'home: JS gzip': 25 * 1024,
  // A first visit with no input at all, once the browser is idle: the above plus the FAQ, the cookie banner and
  // the loader with its features before consent (34.9 KB measured; was 44 KB before interaction).
  'home: JS gzip by network idle, no input': 36 * 1024,
  // The first screen (head, inline CSS, header, hero) within the first round trip.
  'home: HTML gzip to the end of the first screen': 14 * 1024,
  // The page's own CSS inline and only its islands' data (not the whole page's) inline.
  'home: HTML gzip': 15.5 * 1024,
  // Push (issue 7): only visitors with marketing consent on pages with Firebase settings fetch these, and the
  // Firebase chunk only when a prompt or a token is due (never after a decline or a block). The feature chunk
  // carries the prompt texts in 12 languages (≈ 2.5 KB), the state machine and the prompt (6.7 KB measured);
  // Firebase app + messaging is the SDK as it is (15.7 KB in STACK.md, 14.6 KB measured).
  'push: feature chunk gzip': 8 * 1024,
  'push: Firebase messaging chunk gzip': 18 * 1024,
  // The worker bundles firebase/app + firebase/messaging/sw (15.4 KB measured); fetched once, by opted-in browsers.
  'push: firebase-messaging-sw.js gzip': 18 * 1024,
  // Issue 5: what a partner's visitor runs of ours before answering any consent question (loader.js, the core,
  // the page-view feature). Consented features and the widget renderer are fetched only when needed.
  'partner before consent: our JS gzip': 8 * 1024,
};

// Push opt-in (issue 7): what a consenting visitor on a page with Firebase settings downloads, and the worker.
function pushRows() {
  const assets = readdirSync('dist/assets');
  const file = (pattern) => assets.find((name) => pattern.test(name));
  const rows = [];
  for (const [label, name] of [
    ['push: feature chunk gzip', file(/^feature-push-.*\.js$/)],
    ['push: Firebase messaging chunk gzip', file(/^messaging-.*\.js$/)],
  ]) {
    if (!name) continue;
    const size = gzip(readFileSync(join('dist/assets', name)));
    rows.push([label, size, `${kb(size)} (${name})`]);
  }
  for (const [label, path] of [
    ['push: prompt.css gzip', 'dist/push/prompt.css'],
    ['push: firebase-messaging-sw.js gzip', 'dist/firebase-messaging-sw.js'],
  ]) {
    const size = gzip(readFileSync(path));
    rows.push([label, size, kb(size)]);
  }
  return rows;
}

const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

function startServer(port = PORT, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'przelewik-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, dataDir };
}

async function waitForHealth(timeoutMs = 180_000, origin = ORIGIN) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

/**
 * What a first visit to `path` downloads, split at the moment the first screen is live: the page has fired `load`
 * and the client has hydrated the islands it hydrates at once (#app[data-interactive]). Later, with no input at
 * all, the browser-idle work follows (the other islands, the cookie banner, the loader and its features): counted
 * up to network idle in `idleJs`. Requests are split by the time they were sent.
 */
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
  await page.goto(ORIGIN + path, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-interactive'));
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'));
  await page.waitForTimeout(500);
  const inlineCss = await page.evaluate(() => [...document.querySelectorAll('style[data-site-css], style[data-page-css]')].map((s) => s.textContent).join(''));
  // Resources the browser started fetching before the client's `data-interactive` mark (performance timeline).
  const early = new Set(
    await page.evaluate(() => {
      const mark = performance.getEntriesByName('data-interactive')[0]?.startTime ?? Infinity;
      return performance.getEntriesByType('resource').filter((e) => e.startTime <= mark).map((e) => e.name);
    }),
  );
  const loaded = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  const before = loaded.filter((r) => r.type === 'document' || early.has(r.url));
  const sum = (list, type) => list.filter((r) => r.type === type).reduce((n, r) => n + gzip(r.body), 0);
  const html = loaded.find((r) => r.type === 'document')?.body ?? Buffer.alloc(0);
  return {
    html: gzip(html),
    firstScreen: firstScreenGzip(html),
    inlineCss: gzip(Buffer.from(inlineCss)),
    css: sum(loaded, 'stylesheet'),
    js: sum(before, 'script'),
    jsFiles: before.filter((r) => r.type === 'script').length,
    idleJs: sum(loaded, 'script'),
    idleJsFiles: loaded.filter((r) => r.type === 'script').length,
    requests: before.length,
  };
}

/**
 * Gzip bytes a browser must receive to render the first screen: the HTML up to the end of the first island
 * (the hero) or, on pages without one, of the first <h1>'s section. Under 14 KB it fits the first round trip.
 */
function firstScreenGzip(html) {
  const text = html.toString('utf8');
  const hero = text.indexOf('data-island="hero"');
  const from = hero >= 0 ? hero : text.indexOf('<h1');
  if (from < 0) return gzip(html);
  const end = text.indexOf('</section>', from);
  return gzip(Buffer.from(text.slice(0, end < 0 ? text.length : end + '</section>'.length)));
}

/**
 * What each third-party feature costs once the visitor consents: gzip of its chunk plus the chunks it pulls in
 * that the loader core has not already loaded (build/asset-manifest.json). The FingerprintJS SDK is a chunk of
 * its own, fetched only when a key is configured. Vendor scripts fetched at run time (the FingerprintJS agent,
 * gtm.js, fbevents.js) come on top and are not ours to measure.
 */
function thirdPartyChunkRows() {
  const manifest = JSON.parse(readFileSync('build/asset-manifest.json', 'utf8'));
  const byFile = new Map([...Object.values(manifest.entries), ...Object.values(manifest.modules)].map((r) => [r.file, r.imports]));
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const next of byFile.get(file) ?? []) closure(next, seen);
    return seen;
  };
  const core = closure(manifest.entries.core.file);
  const size = (files) => [...files].filter((f) => !core.has(f)).reduce((n, f) => n + gzip(readFileSync(join('dist', f))), 0);
  const moduleFile = (test) => Object.entries(manifest.modules).find(([path]) => test(path))?.[1].file;
  const rows = [];
  for (const [label, test] of [
    ['fingerprint feature', (p) => p === join('loader', 'features', 'fingerprint', 'index.ts')],
    ['FingerprintJS Pro SDK (with a key)', (p) => p.includes('@fingerprintjs')],
    ['analytics feature + Amplitude SDK', (p) => p === join('loader', 'features', 'analytics', 'index.ts')],
    ['tags feature (GTM, Meta pixel)', (p) => p === join('loader', 'features', 'tags', 'index.ts')],
  ]) {
    const file = moduleFile(test);
    if (!file) continue;
    const bytes = size(closure(file));
    rows.push([`third-party: ${label} gzip`, bytes, kb(bytes)]);
  }
  return rows;
}

/** The partner page the bench loads: our snippet, optionally two widgets and the partner's consent. */
function partnerHtml({ widgets, consent }) {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Partner</title><link rel="icon" href="data:,"></head><body>
<h1>Partner</h1>${widgets ? '<div data-widget="amount-slider"></div><div data-widget="offer-list"></div>' : ''}
<script>window.przelewik=window.przelewik||[];${consent ? "przelewik.push(['consent',{analytics:true,marketing:true}]);" : ''}</script>
<script async src="${ORIGIN}/loader.js"></script></body></html>`;
}

/**
 * A partner site on another origin, 127.0.0.1 (a real server: Chromium refuses a page it cannot place on the
 * network access to localhost). `?widgets=1&consent=1` choose the page.
 */
function startPartner(port) {
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://x').searchParams;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(partnerHtml({ widgets: query.has('widgets'), consent: query.has('consent') }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Our JavaScript a partner page runs: every script response from our server, gzip -9. */
async function partnerWeight(browser, url) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(ORIGIN)) return;
    bodies.push(response.body().then((body) => body, () => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const files = await Promise.all(bodies);
  await context.close();
  return { js: files.reduce((n, body) => n + gzip(body), 0), files: files.length };
}

/** One route of each type (SPEC §2): home, category, blog list and article, offers, registration, partner, legal. */
const LIGHTHOUSE_ROUTES = ['/', '/pozyczki/na-dowod/', '/blog/', '/blog/co-to-jest-rrso/', '/offers/', '/reg/', '/partner/', '/privacy-policy/'];
/** Lighthouse mobile targets on every route type: performance at least, CLS and TBT at most. */
const LIGHTHOUSE_TARGETS = { performance: 98, cls: 0, tbtMs: 50 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse, mobile preset (its default: Moto G class device, simulated slow 4G), median of `runs` runs. */
async function lighthouseMedian(url, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
    }
  } finally {
    await chrome.kill();
  }
  const pick = (key) => median(results.map((r) => r[key]));
  return { performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), fcp: pick('fcp'), lcp: pick('lcp'), cls: pick('cls'), tbt: pick('tbt') };
}

// POST /api/event under load (autocannon): the real server with its limits on, beside a bare Fastify server that
// parses the same JSON body, in the same run on the same machine. One load generator is one client (one IP), so
// the throughput run raises the event budget for that server (RATE_LIMIT_EVENTS) and says so; a second run keeps
// the default budget and shows what a single client gets: its budget in 201s, then cheap 429s.
const EVENT_BODY = JSON.stringify({ event: 'page_view', path: '/', session_id: '0b6f3a44-2f4e-4c1a-9d7e-3c2a1b0e9f11', domain: 'localhost' });
const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);

function load(url) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: EVENT_BODY,
    connections: 10,
    duration: API_SECONDS,
  });
}

const perf = (result) => `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`;
const codes = (result) => Object.entries(result.statusCodeStats).map(([code, { count }]) => `${count} × ${code}`).join(', ');

async function apiRows() {
  const rows = [];
  const run = async (label, start, origin, describe) => {
    const { child, dataDir } = start();
    try {
      await waitForHealth(180_000, origin);
      const result = await load(`${origin}/api/event`);
      rows.push([label, Math.round(result.requests.average), describe(result)]);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const served = (result) => `${perf(result)}; ${codes(result)}${result.errors ? `, ${result.errors} errors` : ''}`;
  await run('api: POST /api/event, bare fastify (JSON parse only)', () => ({ child: spawn(process.execPath, ['scripts/bench-bare.mjs', String(PORT + 4)], { stdio: 'inherit' }) }), `http://127.0.0.1:${PORT + 4}`, served);
  await run('api: POST /api/event, real server, limits on, RATE_LIMIT_EVENTS=1000000 for the run', () => startServer(PORT + 2, { RATE_LIMIT_EVENTS: '1000000', HOST: '127.0.0.1' }), `http://127.0.0.1:${PORT + 2}`, served);
  await run('api: POST /api/event, real server, default limits, one client', () => startServer(PORT + 3, { HOST: '127.0.0.1' }), `http://127.0.0.1:${PORT + 3}`, served);
  return rows;
}

async function main() {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  if (only !== null && only !== 'api') throw new Error(`--only takes "api" (got ${only ?? 'nothing'})`);
  if (only === 'api') return printTable(await apiRows());
  ensureChromium();
  const { child, dataDir } = startServer();
  const rows = [];
  try {
    await waitForHealth(); // scripts/start.mjs rebuilds first when sources changed
    const loader = readFileSync('dist/loader.js');
    rows.push(['loader.js raw', loader.length, `${loader.length} B`]);
    rows.push(['loader.js gzip', gzip(loader), `${gzip(loader)} B`]);
    rows.push(['loader.js brotli', brotli(loader), `${brotli(loader)} B`]);
    rows.push(...pushRows());
    rows.push(...thirdPartyChunkRows());

    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    try {
      for (const [label, path] of [['home', '/'], ['category', '/pozyczki/na-dowod/']]) {
        const weight = await pageWeight(browser, path);
        rows.push([`${label}: HTML gzip`, weight.html, `${kb(weight.html)} (of which inline CSS ${kb(weight.inlineCss)})`]);
        rows.push([`${label}: HTML gzip to the end of the first screen`, weight.firstScreen, kb(weight.firstScreen)]);
        rows.push([`${label}: CSS files gzip`, weight.css, weight.css ? kb(weight.css) : '0 (all CSS is inline)']);
        rows.push([`${label}: JS gzip`, weight.js, `${kb(weight.js)} in ${weight.jsFiles} files`]);
        rows.push([`${label}: JS gzip by network idle, no input`, weight.idleJs, `${kb(weight.idleJs)} in ${weight.idleJsFiles} files`]);
        rows.push([`${label}: requests before interaction`, weight.requests, String(weight.requests)]);
      }
      const partner = await startPartner(PORT + 1);
      try {
        const at = `http://127.0.0.1:${PORT + 1}/`;
        const before = await partnerWeight(browser, at);
        rows.push(['partner before consent: our JS gzip', before.js, `${kb(before.js)} in ${before.files} files`]);
        const consented = await partnerWeight(browser, `${at}?consent=1`);
        rows.push(['partner after consent: our JS gzip', consented.js, `${kb(consented.js)} in ${consented.files} files`]);
        const widgets = await partnerWeight(browser, `${at}?widgets=1`);
        rows.push(['partner with 2 widgets: our JS gzip', widgets.js, `${kb(widgets.js)} in ${widgets.files} files (Preact + widgets)`]);
      } finally {
        partner.close();
      }
    } finally {
      await browser.close();
    }
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
      for (const path of LIGHTHOUSE_ROUTES) {
        const lh = await lighthouseMedian(ORIGIN + path, runs);
        const label = `lighthouse ${path}`;
        rows.push([`${label} performance`, lh.performance, String(lh.performance), { min: LIGHTHOUSE_TARGETS.performance }]);
        rows.push([`${label} accessibility`, lh.accessibility, String(lh.accessibility)]);
        rows.push([`${label} best practices`, lh.bestPractices, String(lh.bestPractices)]);
        rows.push([`${label} SEO`, lh.seo, String(lh.seo)]);
        rows.push([`${label} FCP`, lh.fcp, `${Math.round(lh.fcp)} ms`]);
        rows.push([`${label} LCP`, lh.lcp, `${Math.round(lh.lcp)} ms`]);
        rows.push([`${label} CLS`, lh.cls, lh.cls.toFixed(3), { max: LIGHTHOUSE_TARGETS.cls }]);
        rows.push([`${label} TBT`, lh.tbt, `${Math.round(lh.tbt)} ms`, { max: LIGHTHOUSE_TARGETS.tbtMs }]);
      }
    }
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  rows.push(...(await apiRows()));
  printTable(rows);
}

function printTable(rows) {
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${'measure'.padEnd(width)} | value${' '.repeat(30)} | budget`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(35)}-|-------`);
  let over = 0;
  for (const [name, value, shown, target] of rows) {
    const budget = BUDGETS[name];
    let verdict = '';
    let fails = false;
    if (budget !== undefined) {
      fails = value > budget;
      verdict = fails ? `> ${kb(budget)} OVER` : `≤ ${kb(budget)} ok`;
    } else if (target?.min !== undefined) {
      fails = value < target.min;
      verdict = fails ? `< ${target.min} UNDER` : `≥ ${target.min} ok`;
    } else if (target?.max !== undefined) {
      fails = value > target.max;
      verdict = fails ? `> ${target.max} OVER` : `≤ ${target.max} ok`;
    }
    if (fails) over++;
    console.log(`${name.padEnd(width)} | ${shown.padEnd(35)} | ${verdict}`);
  }
  if (over) {
    console.error(`\n${over} budget(s) exceeded`);
    process.exitCode = 1;
  }
}

await main();
