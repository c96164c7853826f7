// A partner's page in the bench: our snippet on another origin, with or without widgets and consent, and what of
// ours it downloads (budgets in sizes.mjs).
import { createServer } from 'node:http';
import { gzip, kb, ORIGIN, PORT } from './common.mjs';

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

/** Rows of our JavaScript on a partner page: before consent, with one offer list, after consent, with two widgets. */
export async function partnerRows(browser) {
  const rows = [];
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
    rows.push(['partner after consent: our JS gzip', consented.js, `${kb(consented.js)} in ${consented.files} files`]);
    const widgets = await partnerWeight(browser, `${at}?widgets=1`);
    rows.push([
      'partner with 2 widgets: our JS gzip',
      widgets.js,
      `${kb(widgets.js)} in ${widgets.files} files (Preact + widgets)`,
    ]);
  } finally {
    partner.close();
  }
  return rows;
}
