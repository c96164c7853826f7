// `npm run bench`: the product's budgets in numbers (DESIGN.md, "Budgets in numbers").
// Builds when needed, starts the real server on a spare port with a throw-away database, loads pages in
// Debian's Chromium and prints a table. Sizes are gzip -9 / brotli 11 of each file as served.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { startPostgres } from '../tests/postgres.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const ORIGIN = `http://localhost:${PORT}`;

// Budgets with their reasons. A raised budget gets a written reason here.
const BUDGETS = {
  // Partners paste it on every page they own: it must cost less than a small image. Lowered from 2 KB: it only
  // guards, reads its own tag and imports core.js (412 B measured).
  'loader.js gzip': 1024,
  // What the home page runs before the visitor touches it: Preact, the client entry and the hero's sliders. Only
  // the page's islands hydrate (docs/performance.md); the FAQ, the cookie banner and the loader come when the
  // browser is idle after `load`, the router and the rest of the page with the first navigation.
  'home: JS gzip': 25 * 1024,
  // A category page before interaction: Preact, the client entry and the loan controls. Its lender cards stay the
  // server's HTML until the visitor asks for another loan (site/islands/offers.tsx); 21.7 KB measured (21.0 KB
  // before the list's order and filters moved into the frame both offers islands share), was 31.1 KB when the
  // whole list hydrated at once.
  'category: JS gzip': 22 * 1024,
  // /offers/ before interaction: the same plus the list's heading, sorting and filters and the lead's own order
  // (site/islands/all-offers.tsx); its count and cards stay the server's HTML until a change. 24.2 KB measured,
  // was 36.7 KB when the whole page hydrated.
  'offers: JS gzip': 26 * 1024,
  // A first visit with no input at all, once the browser is idle: the above plus the FAQ, the cookie banner and
  // the loader with its features before consent (34.9 KB measured; was 44 KB before interaction).
  'home: JS gzip by network idle, no input': 36 * 1024,
  // The first screen (head, inline CSS, header, hero) within the first round trip.
  'home: HTML gzip to the end of the first screen': 14 * 1024,
  // The page's own CSS inline and only its islands' data (not the whole page's) inline. Lowered from 15.5 KB: 13.54 KB
  // measured with the head script that keeps the cookie bar's place and the router's chunk list.
  'home: HTML gzip': 14 * 1024,
  // Push: only visitors with marketing consent on pages with Firebase settings fetch these, and the
  // Firebase chunk only when a prompt or a token is due (never after a decline or a block). The feature chunk
  // carries the prompt texts in 12 languages (≈ 2.5 KB), the state machine and the prompt (6.7 KB measured);
  // Firebase app + messaging is the SDK as it is (15.7 KB in STACK.md, 14.6 KB measured).
  'push: feature chunk gzip': 8 * 1024,
  'push: Firebase messaging chunk gzip': 18 * 1024,
  // The worker bundles firebase/app + firebase/messaging/sw (15.4 KB measured); fetched once, by opted-in browsers.
  'push: firebase-messaging-sw.js gzip': 18 * 1024,
  // What a partner's visitor runs of ours before answering any consent question (loader.js, the core with the
  // page view, the lead id and the watch for the first widget). Lowered from 8 KB to the 6 KB target: the mount
  // feature, the page config's settings blocks, the commands of the public global, the session ids, the main
  // site's lead handling and the push APIs left core.js for chunks fetched only by the pages that use them
  // (5.96 KB measured). Every event's context is now checked for personal data before it leaves (a short check in
  // the core: the page view goes before any consent); the lead id's writer left the core for the chunks that write
  // it to make room: 5.99 KB measured (loader.js 0.41 KB, core.js 5.58 KB).
  // The withdrawal check (loader/withdrawal-trigger.ts: every page must notice that a consent once given is gone)
  // brought it to 6.20 KB measured (loader.js 0.41 KB, core.js 5.79 KB), over this budget, which stayed; room was made
  // in the core and in loader.js without dropping anything: 5.97 KB measured (docs/performance.md).
  'partner before consent: our JS gzip': 6 * 1024,
  // Round trips before consent on a page without widgets: loader.js and core.js, which has what runs before
  // consent on every page built in (the target is 3 at most).
  'partner before consent: script requests': 3,
  // A partner page with one offer-list, before consent: the runtime (Preact, shared by all widgets) and the
  // widget's chunk are fetched together, not one after the other (the target is 5 requests at most).
  'partner with one offer-list: script requests': 5,
  // The same page in bytes: the list's first paint is our server's HTML (GET /api/widgets/offer-list, the same
  // components and cost model), put into its shadow root by one chunk without Preact (option reading, the shadow
  // root, the partner's values on our links with their personal-data checks): loader.js, core.js and that chunk,
  // 14.05 KB measured in 3 files (was 43.4 KB in 12: Preact, the whole widget and the cost model, and core.js a
  // second time under another URL).
  'partner with one offer-list: our JS gzip': 15 * 1024,
};
// Budgets that count requests, not bytes.
const COUNTS = new Set(['partner before consent: script requests', 'partner with one offer-list: script requests']);

// Push opt-in: what a consenting visitor on a page with Firebase settings downloads, and the worker.
function pushRows() {
  const assets = readdirSync('dist/loader');
  const file = (pattern) => assets.find((name) => pattern.test(name));
  const rows = [];
  for (const [label, name] of [
    ['push: feature chunk gzip', file(/^feature-push-.*\.js$/)],
    ['push: Firebase messaging chunk gzip', file(/^messaging-.*\.js$/)],
  ]) {
    if (!name) continue;
    const size = gzip(readFileSync(join('dist/loader', name)));
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
  const inlineCss = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-site-css], style[data-page-css]')].map((s) => s.textContent).join(''),
  );
  // Resources the browser started fetching before the client's `data-interactive` mark (performance timeline).
  const early = new Set(
    await page.evaluate(() => {
      const mark = performance.getEntriesByName('data-interactive')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= mark)
        .map((e) => e.name);
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
 * that the loader core has not already loaded (build/loader-manifest.json). The FingerprintJS SDK is a chunk of
 * its own, fetched only when a key is configured. Vendor scripts fetched at run time (the FingerprintJS agent,
 * gtm.js, fbevents.js) come on top and are not ours to measure.
 */
function thirdPartyChunkRows() {
  // The loader's own graph (rollup.config.mjs, target "partner"): files relative to dist/loader/.
  const manifest = JSON.parse(readFileSync('build/loader-manifest.json', 'utf8'));
  const byFile = new Map(
    [...Object.values(manifest.entries), ...Object.values(manifest.modules)].map((r) => [r.file, r.imports]),
  );
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const next of byFile.get(file) ?? []) closure(next, seen);
    return seen;
  };
  const core = closure(manifest.entries.core.file);
  const size = (files) =>
    [...files].filter((f) => !core.has(f)).reduce((n, f) => n + gzip(readFileSync(join('dist', 'loader', f))), 0);
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

/** The partner page the bench loads: our snippet, optionally one or two widgets and the partner's consent. */
function partnerHtml({ widgets, offerList, consent }) {
  const markup = widgets
    ? '<div data-widget="amount-slider"></div><div data-widget="offer-list"></div>'
    : offerList
      ? '<div data-widget="offer-list"></div>'
      : '';
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Partner</title><link rel="icon" href="data:,"></head><body>
<h1>Partner</h1>${markup}
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
    response.end(
      partnerHtml({ widgets: query.has('widgets'), offerList: query.has('offer-list'), consent: query.has('consent') }),
    );
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
    bodies.push(
      response.body().then(
        (body) => body,
        () => Buffer.alloc(0),
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const files = await Promise.all(bodies);
  await context.close();
  return { js: files.reduce((n, body) => n + gzip(body), 0), files: files.length };
}

/** One route of each type (SPEC §2): home, category, blog list and article, offers, registration, partner, legal. */
const LIGHTHOUSE_ROUTES = [
  '/',
  '/pozyczki/na-dowod/',
  '/blog/',
  '/blog/co-to-jest-rrso/',
  '/offers/',
  '/reg/',
  '/partner/',
  '/privacy-policy/',
];

/**
 * The control: a bare page (a heading and a paragraph, no script, no style) that the bench writes into dist/ and
 * the same server serves, measured by Lighthouse in the same browser session, in every round, right before the
 * routes. Lab times move with the machine (a busy day doubles them); a page's time as a ratio to the control's,
 * and its TBT above the control's, say what the page itself costs (DESIGN.md, "Measuring speed on a shared machine").
 */
const CONTROL_PATH = '/bench-control/';
const CONTROL_HTML = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kontrola</title><link rel="icon" href="data:,"></head><body>
<h1>Porównanie pożyczek</h1><p>Strona kontrolna pomiaru: nagłówek i akapit, bez skryptów i bez stylów.</p></body></html>`;

/**
 * Lighthouse mobile targets on every route type, against the control measured in the same rounds: FCP and LCP at
 * most 1.25× the control's, TBT at most 50 ms above the control's, CLS 0. Performance, FCP, LCP and TBT are printed
 * as measured too, for the record: on their own they describe the machine as much as the page.
 */
const LIGHTHOUSE_TARGETS = { cls: 0, paintRatio: 1.25, tbtAboveControlMs: 50 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse, mobile preset (its default: Moto G class device, simulated slow 4G): `runs` rounds in one browser,
 * each round the control first, then every route. Per route, the median of each figure and of each round's ratio
 * to that round's control (paired, so a slow minute slows both).
 */
async function lighthouseRounds(urls, controlUrl, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results = new Map([controlUrl, ...urls].map((url) => [url, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const url of [controlUrl, ...urls]) {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        results.get(url).push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
          seo: Math.round(lhr.categories.seo.score * 100),
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  const control = results.get(controlUrl);
  const summary = (list) => {
    const pick = (key) => median(list.map((r) => r[key]));
    const paired = (key, f) => median(list.map((r, i) => f(r[key], control[i][key])));
    return {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      benchmarkIndex: pick('benchmarkIndex'),
      fcpRatio: paired('fcp', (a, b) => a / b),
      lcpRatio: paired('lcp', (a, b) => a / b),
      tbtAbove: paired('tbt', (a, b) => a - b),
    };
  };
  return { control: summary(control), routes: new Map(urls.map((url) => [url, summary(results.get(url))])) };
}

// POST /api/event under load (autocannon, 50 connections, 10 s per server in all): the real server with its limits
// on, on SQLite and on a throwaway PostgreSQL (tests/postgres.mjs, durable settings), beside a bare Fastify server
// that parses the same JSON body, in the same run on the same machine. Afterwards the bench counts the stored
// events: every 202 must be in the database, or the bench fails. One load generator is one client (one IP), so the throughput runs raise the event
// budget for that server (RATE_LIMIT_EVENTS) and say so; a last run keeps the default budget and shows what a
// single client gets: its budget in 202s, then cheap 429s. Targets (docs/operations.md): ≥ 0.5× the bare server,
// p99 ≤ 20 ms, printed as ok or MISSED with the figures as measured (they do not fail the bench: a shared machine's
// noise would make that a coin toss). The durable ceiling row says how far a server that answers after a synced
// commit can go on this disk at all (syncLatencyMs).
const EVENT_BODY = JSON.stringify({
  event: 'page_view',
  path: '/',
  session_id: '0b6f3a44-2f4e-4c1a-9d7e-3c2a1b0e9f11',
  domain: 'localhost',
});
const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const API_CONNECTIONS = 50;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;

function load(url, seconds = API_SECONDS) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: EVENT_BODY,
    connections: API_CONNECTIONS,
    duration: seconds,
  });
}

const perf = (result) => `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`;
const codes = (result) =>
  Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${count} × ${code}`)
    .join(', ');

async function countSqlite(dataDir) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(dataDir, 'przelewik.db'), { readonly: true });
  try {
    return db.prepare('SELECT count(*) AS n FROM events').get().n;
  } finally {
    db.close();
  }
}

async function countPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM events')).rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * What one durable commit waits for on this disk: the mean time of `count` 4 KB overwrites each synced with
 * fdatasync (what a WAL append and its sync cost), in a file under the system's temp folder, where the bench's
 * databases live. A server that answers only after its commit is synced serves at most
 * connections ÷ this latency requests per second (Little's law: the mean, so slow syncs count), whatever its CPU
 * does. Taken between slices, so it misses the syncs the servers' own writes queue behind: an upper bound.
 */
function syncLatencyMs(count = 25) {
  const dir = mkdtempSync(join(tmpdir(), 'przelewik-sync-'));
  const fd = openSync(join(dir, 'probe'), 'w');
  const page = Buffer.alloc(4096, 1);
  try {
    writeSync(fd, page, 0, page.length, 0);
    fdatasyncSync(fd);
    const times = [];
    for (let i = 0; i < count; i++) {
      const started = process.hrtime.bigint();
      writeSync(fd, page, 0, page.length, 0);
      fdatasyncSync(fd);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return times.reduce((sum, t) => sum + t, 0) / times.length;
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Clock ticks per second of /proc's CPU times. */
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * CPU time (user + system, ms) that a process and all its descendants have used so far, every thread counted, from
 * /proc (Linux); null where there is no /proc. The server is `npm start`'s process (its event loop, the SQLite writer
 * thread, the cluster's workers); PostgreSQL is its postmaster with every backend.
 */
function treeCpuMs(rootPid) {
  if (!rootPid || !existsSync('/proc/self/stat')) return null;
  const children = new Map();
  const cpu = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After "pid (name) ": state, ppid, …, utime is the 12th field and stime the 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      cpu.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(pid);
    } catch {
      /* the process ended meanwhile */
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += cpu.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The postmaster's pid of a PostgreSQL started by tests/postgres.mjs (first line of postmaster.pid). */
const postmasterPid = (pg) => {
  try {
    return Number(readFileSync(join(pg.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
};

/**
 * One slice of load, with the CPU each side spent on it: the server's process tree, PostgreSQL's when the server
 * uses it, and this process (the load generator).
 */
async function measuredLoad(server, seconds, pgPid) {
  const serverBefore = treeCpuMs(server.child.pid);
  const pgBefore = server.usesPostgres ? treeCpuMs(pgPid) : null;
  const selfBefore = process.cpuUsage();
  const result = await load(`${server.origin}/api/event`, seconds);
  const self = process.cpuUsage(selfBefore);
  const serverAfter = treeCpuMs(server.child.pid);
  const pgAfter = server.usesPostgres ? treeCpuMs(pgPid) : null;
  server.cpu.requests += result.requests.total;
  server.cpu.loadMs += (self.user + self.system) / 1000;
  if (serverBefore !== null && serverAfter !== null) server.cpu.serverMs += serverAfter - serverBefore;
  if (pgBefore !== null && pgAfter !== null) server.cpu.postgresMs += pgAfter - pgBefore;
  return result;
}

/** The middle value (upper middle for an even count). */
const mid = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

// The machine is shared, and its load swings several-fold within a minute: each server gets API_ROUNDS slices of
// the load, taken in turn (bare, SQLite, PostgreSQL, bare, …), so every one sees the same weather; the figures are
// the medians of the slices, the ratio the median of the per-round ratios, and the row counts cover all slices.
const API_ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 5);

async function apiRows() {
  const rows = [];
  const failures = [];
  const EVENTS_UNLIMITED = { RATE_LIMIT_EVENTS: '1000000', HOST: '127.0.0.1' };
  const servers = [];
  const syncs = [];
  const pg = startPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 55439), durable: true });
  const start = async (label, origin, launch, count) => {
    // Another process on the port would answer the health check and be measured instead.
    if (
      await fetch(`${origin}/healthz`).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`${origin} is already in use: set BENCH_PORT to a free range`);
    const { child, dataDir } = launch();
    servers.push({
      label,
      origin,
      child,
      dataDir,
      count,
      slices: [],
      usesPostgres: label.includes('PostgreSQL'),
      cpu: { requests: 0, serverMs: 0, postgresMs: 0, loadMs: 0 },
    });
  };
  try {
    await start('api: POST /api/event, bare fastify (JSON parse only)', `http://127.0.0.1:${PORT + 4}`, () => ({
      child: spawn(process.execPath, ['scripts/bench-bare.mjs', String(PORT + 4)], { stdio: 'inherit' }),
    }));
    await start(
      'api: POST /api/event, SQLite, limits on, RATE_LIMIT_EVENTS raised',
      `http://127.0.0.1:${PORT + 2}`,
      () => startServer(PORT + 2, EVENTS_UNLIMITED),
      (s) => countSqlite(s.dataDir),
    );
    // The first real server rebuilds when sources changed (scripts/start.mjs): the others start once it is up, so
    // they find the build fresh instead of each running one of their own at the same time.
    await waitForHealth(600_000, servers.at(-1).origin);
    await start(
      'api: POST /api/event, SQLite, SQLITE_SYNCHRONOUS=normal, limits on, RATE_LIMIT_EVENTS raised',
      `http://127.0.0.1:${PORT + 7}`,
      () => startServer(PORT + 7, { ...EVENTS_UNLIMITED, SQLITE_SYNCHRONOUS: 'normal' }),
      (s) => countSqlite(s.dataDir),
    );
    if (pg) {
      const { default: pgDriver } = await import('pg');
      for (const workers of [1, 2]) {
        const admin = new pgDriver.Client({ connectionString: pg.url });
        await admin.connect();
        await admin.query(`CREATE DATABASE bench_${workers}`);
        await admin.end();
        const url = pg.url.replace(/\/postgres$/, `/bench_${workers}`);
        const port = PORT + 4 + workers;
        await start(
          `api: POST /api/event, PostgreSQL, WORKERS=${workers}, limits on, RATE_LIMIT_EVENTS raised`,
          `http://127.0.0.1:${port}`,
          () => startServer(port, { ...EVENTS_UNLIMITED, DATABASE_URL: url, WORKERS: String(workers) }),
          () => countPostgres(url),
        );
      }
    }
    for (const server of servers) await waitForHealth(180_000, server.origin);
    const pgPid = pg ? postmasterPid(pg) : null;
    for (let round = 0; round < API_ROUNDS; round++) {
      syncs.push(syncLatencyMs());
      for (const server of servers) server.slices.push(await measuredLoad(server, API_SECONDS / API_ROUNDS, pgPid));
    }
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM'); // a server commits what it queued before it exits
      await new Promise((resolve) => (server.child.exitCode !== null ? resolve() : server.child.once('exit', resolve)));
    }
  }
  try {
    const [bare] = servers;
    // The ceiling of the durable servers (SQLite full, PostgreSQL): each answer waits for at least one sync.
    const syncMs = mid(syncs);
    const ceiling = (API_CONNECTIONS * 1000) / syncMs;
    rows.push([
      'api: durable ceiling, connections ÷ disk sync latency',
      Math.round(ceiling),
      `${Math.round(ceiling)} req/s = ${(ceiling / mid(bare.slices.map((r) => r.requests.average))).toFixed(2)}× bare (sync ${syncMs.toFixed(2)} ms, median of the means ${syncs.map((x) => x.toFixed(1)).join(' / ')})`,
    ]);
    for (const server of servers) {
      const rates = server.slices.map((r) => r.requests.average);
      const p99 = mid(server.slices.map((r) => r.latency.p99));
      const statuses = {};
      for (const r of server.slices)
        for (const [code, { count }] of Object.entries(r.statusCodeStats))
          statuses[code] = (statuses[code] ?? 0) + count;
      const errors = server.slices.reduce((n, r) => n + r.errors, 0);
      const shown = `${Math.round(mid(rates))} req/s, p99 ${p99} ms (medians of ${rates.length}: ${rates.map((x) => Math.round(x)).join(' / ')}); ${Object.entries(
        statuses,
      )
        .map(([c, n]) => `${n} × ${c}`)
        .join(', ')}${errors ? `, ${errors} errors` : ''}`;
      rows.push([server.label, Math.round(mid(rates)), shown]);
      // Where the two cores went, per answer: the figures the ratio is made of on a machine that runs all of it.
      if (server.cpu.requests > 0 && treeCpuMs(process.pid) !== null) {
        const per = (ms) => ((ms * 1000) / server.cpu.requests).toFixed(1);
        const parts = [
          `server ${per(server.cpu.serverMs)} µs`,
          ...(server.usesPostgres ? [`PostgreSQL ${per(server.cpu.postgresMs)} µs`] : []),
          `load generator ${per(server.cpu.loadMs)} µs`,
        ];
        rows.push([
          '  CPU per answer, all slices',
          Number(per(server.cpu.serverMs + server.cpu.postgresMs)),
          parts.join(', '),
        ]);
      }
      if (server === bare || !server.count) continue;
      const ratio = mid(server.slices.map((r, i) => r.requests.average / bare.slices[i].requests.average));
      rows.push([
        `  ratio to bare, median of rounds (target ≥ ${TARGET_RATIO}×)`,
        ratio,
        `${ratio.toFixed(2)}× ${ratio >= TARGET_RATIO ? 'ok' : 'MISSED'}`,
      ]);
      rows.push([`  p99 (target ≤ ${TARGET_P99_MS} ms)`, p99, `${p99} ms ${p99 <= TARGET_P99_MS ? 'ok' : 'MISSED'}`]);
      const stored = await server.count(server);
      const acked = statuses['202'] ?? 0;
      // Requests still in flight when a slice ends may be stored without their 202 being counted: stored ≥ acked.
      const kept = stored >= acked;
      rows.push([
        '  acknowledged events stored',
        stored,
        `${stored} stored of ${acked} acknowledged: ${kept ? 'none lost' : `${acked - stored} LOST`}`,
      ]);
      if (!kept) failures.push(`${server.label}: ${acked - stored} acknowledged events are not in the database`);
    }
    if (!pg) rows.push(['api: PostgreSQL', 0, 'not measured: no PostgreSQL binaries']);
  } finally {
    pg?.stop();
    for (const server of servers) if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  }
  // A single client under the default event budget: its budget in 202s, then cheap 429s.
  const { child, dataDir } = startServer(PORT + 3, { HOST: '127.0.0.1' });
  try {
    await waitForHealth(180_000, `http://127.0.0.1:${PORT + 3}`);
    const one = await load(`http://127.0.0.1:${PORT + 3}/api/event`, 3);
    rows.push([
      'api: POST /api/event, SQLite, default limits, one client',
      Math.round(one.requests.average),
      `${perf(one)}; ${codes(one)}`,
    ]);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const failure of failures) console.error(failure);
  if (failures.length) process.exitCode = 1;
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
      for (const [label, path] of [
        ['home', '/'],
        ['category', '/pozyczki/na-dowod/'],
        ['offers', '/offers/'],
      ]) {
        const weight = await pageWeight(browser, path);
        rows.push([
          `${label}: HTML gzip`,
          weight.html,
          `${kb(weight.html)} (of which inline CSS ${kb(weight.inlineCss)})`,
        ]);
        rows.push([`${label}: HTML gzip to the end of the first screen`, weight.firstScreen, kb(weight.firstScreen)]);
        rows.push([`${label}: CSS files gzip`, weight.css, weight.css ? kb(weight.css) : '0 (all CSS is inline)']);
        rows.push([`${label}: JS gzip`, weight.js, `${kb(weight.js)} in ${weight.jsFiles} files`]);
        rows.push([
          `${label}: JS gzip by network idle, no input`,
          weight.idleJs,
          `${kb(weight.idleJs)} in ${weight.idleJsFiles} files`,
        ]);
        rows.push([`${label}: requests before interaction`, weight.requests, String(weight.requests)]);
      }
      const partner = await startPartner(PORT + 1);
      try {
        const at = `http://127.0.0.1:${PORT + 1}/`;
        const before = await partnerWeight(browser, at);
        rows.push(['partner before consent: our JS gzip', before.js, `${kb(before.js)} in ${before.files} files`]);
        rows.push(['partner before consent: script requests', before.files, String(before.files)]);
        const offerList = await partnerWeight(browser, `${at}?offer-list=1`);
        rows.push([
          'partner with one offer-list: our JS gzip',
          offerList.js,
          `${kb(offerList.js)} in ${offerList.files} files`,
        ]);
        rows.push(['partner with one offer-list: script requests', offerList.files, String(offerList.files)]);
        const consented = await partnerWeight(browser, `${at}?consent=1`);
        rows.push([
          'partner after consent: our JS gzip',
          consented.js,
          `${kb(consented.js)} in ${consented.files} files`,
        ]);
        const widgets = await partnerWeight(browser, `${at}?widgets=1`);
        rows.push([
          'partner with 2 widgets: our JS gzip',
          widgets.js,
          `${kb(widgets.js)} in ${widgets.files} files (Preact + widgets)`,
        ]);
      } finally {
        partner.close();
      }
    } finally {
      await browser.close();
    }
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
      // BENCH_LIGHTHOUSE_ROUTES=/,/offers/: only those routes (a faster loop while working on one page).
      const routes = process.env.BENCH_LIGHTHOUSE_ROUTES
        ? process.env.BENCH_LIGHTHOUSE_ROUTES.split(',').map((p) => p.trim())
        : LIGHTHOUSE_ROUTES;
      mkdirSync(join('dist', CONTROL_PATH), { recursive: true });
      writeFileSync(join('dist', CONTROL_PATH, 'index.html'), CONTROL_HTML);
      try {
        const { control, routes: measured } = await lighthouseRounds(
          routes.map((path) => ORIGIN + path),
          ORIGIN + CONTROL_PATH,
          runs,
        );
        const ms = (n) => `${Math.round(n)} ms`;
        rows.push([
          `lighthouse control ${CONTROL_PATH} FCP, LCP, TBT`,
          control.fcp,
          `${ms(control.fcp)}, ${ms(control.lcp)}, ${ms(control.tbt)}`,
        ]);
        rows.push([
          'lighthouse control benchmarkIndex',
          control.benchmarkIndex,
          String(Math.round(control.benchmarkIndex)),
        ]);
        for (const path of routes) {
          const lh = measured.get(ORIGIN + path);
          const label = `lighthouse ${path}`;
          rows.push([
            `${label} FCP ÷ control`,
            lh.fcpRatio,
            `${lh.fcpRatio.toFixed(2)}× (${ms(lh.fcp)})`,
            { max: LIGHTHOUSE_TARGETS.paintRatio },
          ]);
          rows.push([
            `${label} LCP ÷ control`,
            lh.lcpRatio,
            `${lh.lcpRatio.toFixed(2)}× (${ms(lh.lcp)})`,
            { max: LIGHTHOUSE_TARGETS.paintRatio },
          ]);
          rows.push([
            `${label} TBT − control`,
            lh.tbtAbove,
            `${ms(lh.tbtAbove)} (${ms(lh.tbt)} beside the control's ${ms(control.tbt)})`,
            { max: LIGHTHOUSE_TARGETS.tbtAboveControlMs },
          ]);
          rows.push([`${label} CLS`, lh.cls, lh.cls.toFixed(3), { max: LIGHTHOUSE_TARGETS.cls }]);
          rows.push([`${label} benchmarkIndex`, lh.benchmarkIndex, String(Math.round(lh.benchmarkIndex))]);
          rows.push([
            `${label} performance, accessibility, best practices, SEO`,
            lh.performance,
            `${lh.performance}, ${lh.accessibility}, ${lh.bestPractices}, ${lh.seo}`,
          ]);
        }
      } finally {
        rmSync(join('dist', CONTROL_PATH), { recursive: true, force: true });
      }
    }
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  // BENCH_SKIP_API=1: the page and weight rows only (the API runs start three more servers).
  if (process.env.BENCH_SKIP_API !== '1') rows.push(...(await apiRows()));
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
      const limit = COUNTS.has(name) ? String(budget) : kb(budget);
      verdict = fails ? `> ${limit} OVER` : `≤ ${limit} ok`;
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
