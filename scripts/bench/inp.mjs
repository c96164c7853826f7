// Lab INP in `npm run bench`: three interactions a visitor repeats, on a slow phone, measured with the Event Timing
// API as the web-vitals library reads it (inp-math.mjs). Chromium at 360×640 with touch and 4× CPU slowdown
// (CDP Emulation.setCPUThrottlingRate), a stored consent so the banner stays away, and real input from Playwright
// (touch taps, key presses): the browser's own input pipeline, so every interaction gets its interactionId.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { ensureChromium } from '../ensure-chromium.mjs';
import { ORIGIN } from './common.mjs';
import { interactionLatencies, labInp, percentile } from './inp-math.mjs';

/** At most 100 ms at the 98th percentile of INTERACTIONS interactions each (a "good" INP is 200 ms). */
export const INP_TARGET_MS = 100;
export const INTERACTIONS = Number(process.env.BENCH_INP_INTERACTIONS ?? 50);
const CPU_SLOWDOWN = 4;

/**
 * The stored choice the banner reads (contracts/consent.ts): necessary cookies only, so no banner and no loader
 * features.
 */
function storedConsent() {
  // The key is in the consent's shape (consent-base.ts, the loader's core imports it), the revision beside the rules.
  const source = ['contracts/consent-base.ts', 'contracts/consent.ts'].map((f) => readFileSync(f, 'utf8')).join('\n');
  const key = /export const CONSENT_KEY = '([^']+)'/.exec(source)?.[1];
  const revision = /export const CONSENT_REVISION = (\d+)/.exec(source)?.[1];
  if (!key || !revision)
    throw new Error('contracts/consent-base.ts, consent.ts: CONSENT_KEY or CONSENT_REVISION not found');
  return {
    key,
    value: JSON.stringify({
      revision: Number(revision),
      necessary: true,
      analytics: false,
      marketing: false,
      at: new Date().toISOString(),
    }),
  };
}

/** Collects Event Timing entries from the start of the page (buffered), as web-vitals' onINP observes them. */
function observeEvents({ key, value }) {
  localStorage.setItem(key, value);
  window.__pzEvents = [];
  const keep = (list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        window.__pzEvents.push({ name: e.name, interactionId: e.interactionId, duration: e.duration });
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

/** Two frames and a pause, so one interaction's work is over before the next input (as a thumb's rhythm). */
const settle = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );

/** `count` taps along the first range input's track, to spread-out values (each moves the slider and re-renders). */
async function tapSlider(page, count) {
  const slider = page.getByRole('slider').first();
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  if (!box) throw new Error('the slider has no box');
  const values = new Set();
  for (let i = 0; i < count; i++) {
    // 0.1…0.9 of the track in a stride that never repeats the last position, so every tap changes the value.
    const at = 0.1 + (0.8 * ((i * 17) % 50)) / 49;
    await page.touchscreen.tap(box.x + box.width * at, box.y + box.height / 2);
    await settle(page);
    values.add(await slider.inputValue());
  }
  if (values.size < count / 2) throw new Error(`the slider took ${values.size} values in ${count} taps`);
}

/** On a phone the sorting is behind the bar's disclosure button: a tap opens it, before the measured interactions. */
async function openControls(page) {
  const toggle = page.locator('.pz-offers__toggle[aria-expanded="false"]');
  if (await toggle.isVisible()) {
    await toggle.tap();
    await settle(page);
  }
}

/** `count` key presses on the "Sortuj" select, down and up in turn: each re-sorts and re-renders the cards. */
async function pressSort(page, count) {
  const select = page.getByRole('combobox', { name: 'Sortuj' });
  await select.scrollIntoViewIfNeeded();
  await select.focus();
  const before = await select.inputValue();
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(i % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
    await settle(page);
    if (i === 0 && (await select.inputValue()) === before) throw new Error('"Sortuj" did not answer the arrow keys');
  }
}

const CASES = [
  { label: 'home: hero amount slider, taps', path: '/', act: tapSlider },
  { label: '/offers/: "Sortuj", arrow keys', path: '/offers/', prepare: openControls, act: pressSort },
  { label: '/reg/: first step amount slider, taps', path: '/reg/', act: tapSlider },
];

/** One case in a fresh phone-sized context: load, wait until every island is live, interact, read the entries. */
async function measure(browser, { path, prepare, act }) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    locale: 'pl-PL',
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(observeEvents, storedConsent());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(ORIGIN + path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('#app')?.hasAttribute('data-hydrated'), null, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    await prepare?.(page);
    const start = await page.evaluate(() => ({
      count: performance.interactionCount,
      entries: window.__pzEvents.length,
    }));
    await act(page, INTERACTIONS);
    // The last interaction's entries come after its frame is presented: time for them to arrive.
    await settle(page);
    await page.waitForTimeout(300);
    const { count, entries } = await page.evaluate(() => ({
      count: performance.interactionCount,
      entries: window.__pzEvents,
    }));
    const before = new Set(entries.slice(0, start.entries).map((e) => e.interactionId));
    const measured = entries.filter((e) => !before.has(e.interactionId));
    const interactions = count - start.count;
    if (interactions !== INTERACTIONS)
      throw new Error(`${path}: the browser counted ${interactions} interactions for ${INTERACTIONS} inputs`);
    if (errors.length) throw new Error(`${path}: ${errors.join('; ')}`);
    const latencies = interactionLatencies(measured);
    const all = [...latencies, ...Array(interactions - latencies.length).fill(0)];
    return {
      inp: labInp(measured, interactions),
      median: percentile(all, 50),
      max: Math.max(...all),
      slow: latencies.length,
      interactions,
    };
  } finally {
    await context.close();
  }
}

/**
 * Rows: the 98th percentile per interaction against INP_TARGET_MS, with the median, the longest and how many took 16 ms
 * or more.
 */
export async function inpRows() {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const one of CASES) {
      const r = await measure(browser, one);
      rows.push([
        `lab INP ${one.label}, p98 of ${r.interactions} (${CPU_SLOWDOWN}× CPU, 360×640 touch)`,
        r.inp,
        `${Math.round(r.inp)} ms (median ${Math.round(r.median)}, longest ${Math.round(r.max)}; ${r.slow} ≥ 16 ms)`,
        { max: INP_TARGET_MS },
      ]);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
