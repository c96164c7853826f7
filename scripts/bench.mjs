// `npm run bench`: the product's budgets in numbers (DESIGN.md, "Budgets in numbers").
// Builds when needed, starts the real server on a spare port with a throw-away database, loads pages in
// Debian's Chromium and prints a table. One file per measurement in scripts/bench/ (docs/development.md):
// sizes (files and pages, with the byte budgets), partner pages, lab INP, Lighthouse against a control, the API.
// BENCH_SKIP_INP=1, BENCH_SKIP_LIGHTHOUSE=1 and BENCH_SKIP_API=1 leave a part out; `--only api` or `--only inp`
// runs one part alone.
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { apiRows } from './bench/api.mjs';
import { startServer, waitForHealth } from './bench/common.mjs';
import { inpRows } from './bench/inp.mjs';
import { lighthouseRows } from './bench/lighthouse.mjs';
import { partnerRows } from './bench/partner.mjs';
import { BUDGETS, COUNTS, fileRows, pageRows } from './bench/sizes.mjs';
import { printTable } from './bench/table.mjs';

const ONLY = ['api', 'inp'];

/**
 * Runs `measure` with the real server up. scripts/start.mjs rebuilds first when sources changed, which takes
 * minutes on a busy machine: up to 10 are allowed, as for the API's first server.
 */
async function withServer(measure) {
  const { child, dataDir } = startServer();
  try {
    await waitForHealth(600_000);
    return await measure();
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  if (only !== null && !ONLY.includes(only))
    throw new Error(`--only takes ${ONLY.map((o) => `"${o}"`).join(' or ')} (got ${only ?? 'nothing'})`);
  if (only === 'api') return printTable(await apiRows(), BUDGETS, COUNTS);
  ensureChromium();
  if (only === 'inp') return printTable(await withServer(inpRows), BUDGETS, COUNTS);
  const rows = await withServer(async () => {
    const rows = fileRows();
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    try {
      rows.push(...(await pageRows(browser)));
      rows.push(...(await partnerRows(browser)));
    } finally {
      await browser.close();
    }
    if (process.env.BENCH_SKIP_INP !== '1') rows.push(...(await inpRows()));
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') rows.push(...(await lighthouseRows()));
    return rows;
  });
  // BENCH_SKIP_API=1: the page and weight rows only (the API runs start three more servers).
  if (process.env.BENCH_SKIP_API !== '1') rows.push(...(await apiRows()));
  printTable(rows, BUDGETS, COUNTS);
}

await main();
