// Lighthouse in `npm run bench`: every route type beside a bare control page measured in the same rounds.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../ensure-chromium.mjs';
import { median, ORIGIN } from './common.mjs';

/** One route of each type (SPEC §2): home, category, blog list and article, offers, registration, partner, legal. */
export const LIGHTHOUSE_ROUTES = [
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
export const LIGHTHOUSE_TARGETS = { cls: 0, paintRatio: 1.25, tbtAboveControlMs: 50 };

/** Attempts per page and round: a loaded machine sometimes loses a run (NO_NAVSTART, NO_FCP) and reports no figures. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url`, tried again when Lighthouse reports a run-time error (its figures are then missing);
 * the last report is returned either way, its error named in the table. BENCH_LIGHTHOUSE_JSON=dir keeps every report
 * as JSON there, to read its audits (render-blocking requests, the LCP element and its phases, main-thread work).
 */
async function measuredRun(url, port, round) {
  let lhr;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    ({ lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' }));
    if (!lhr.runtimeError) break;
    console.warn(`lighthouse ${url}: ${lhr.runtimeError.code} (attempt ${attempt} of ${ATTEMPTS})`);
  }
  const dir = process.env.BENCH_LIGHTHOUSE_JSON;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const name = new URL(url).pathname.replace(/\//g, '_');
    writeFileSync(join(dir, `lighthouse${name}${round}.json`), JSON.stringify(lhr));
  }
  return lhr;
}

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
        const lhr = await measuredRun(url, chrome.port, i);
        results.get(url).push({
          error: lhr.runtimeError?.code ?? null,
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
    // A round that lost its run (no figures) is left out; with none left the figure is NaN, which fails its target.
    const middle = (values) => {
      const measured = values.filter(Number.isFinite);
      return measured.length ? median(measured) : NaN;
    };
    const pick = (key) => middle(list.map((r) => r[key]));
    const paired = (key, f) => middle(list.map((r, i) => f(r[key], control[i][key])));
    return {
      errors: [...new Set(list.map((r) => r.error).filter(Boolean))],
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

/**
 * Lighthouse rows: the control, then per route its paint ratios, TBT above the control's, CLS, benchmarkIndex and
 * scores. BENCH_LIGHTHOUSE_RUNS sets the rounds (3); BENCH_LIGHTHOUSE_ROUTES=/,/offers/ only those routes (a faster
 * loop while working on one page).
 */
export async function lighthouseRows() {
  const rows = [];
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
    const lost = (lh) => (lh.errors.length ? ` [runs lost: ${lh.errors.join(', ')}]` : '');
    rows.push([
      `lighthouse control ${CONTROL_PATH} FCP, LCP, TBT`,
      control.fcp,
      `${ms(control.fcp)}, ${ms(control.lcp)}, ${ms(control.tbt)}${lost(control)}`,
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
        `${lh.fcpRatio.toFixed(2)}× (${ms(lh.fcp)})${lost(lh)}`,
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
  return rows;
}
