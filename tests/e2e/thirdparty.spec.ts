// Amplitude, FingerprintJS Pro, Google Tag Manager and the Meta pixel on a partner page (127.0.0.1 beside
// localhost). Their servers cannot be reached from here, so the real SDKs run and their network is intercepted
// at the browser's edge (page.route) and checked: what was sent, to where, and that nothing left before consent.
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { FIXTURES_ORIGIN } from './origins';
import { networkSettled, pageTasksRun, watchErrors } from './helpers';

const PAGE = `${FIXTURES_ORIGIN}/partner-thirdparty.html`;
const AMPLITUDE_KEY = '0123456789abcdef0123456789abcdef';
const FP_KEY = 'aB3dE5gH7jK9mN1pQ3sT';
const FP_ENDPOINT = 'https://fp.przelewik.example/';
const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';
const VISITOR_ID = 'Xa9Bc3De5Fg7Hi9Jk1Lm';
/** Every third-party host the features may reach. */
const THIRD_PARTY = /amplitude\.com|fpnpmcdn\.net|fpjs\.io|fp\.przelewik\.example|googletagmanager\.com|facebook\.net/;
const ALL_SERVICES = {
  amplitude: { apiKey: AMPLITUDE_KEY },
  fingerprint: { apiKey: FP_KEY, endpoint: FP_ENDPOINT },
  gtm: 'GTM-AB12CD',
  pixels: { meta: '1234567890123456' },
};

/** Opens the fixture with this window.pageConfig (and local storage) in place before any page script runs. */
async function openWith(
  page: Page,
  pageConfig: unknown,
  storage: Record<string, string> = {},
  url = PAGE,
): Promise<void> {
  await page.addInitScript(
    ([config, items]) => {
      // Init scripts run in every frame; our hidden lead frame is cross-site, where storage throws.
      if (window.top !== window) return;
      (window as unknown as { pageConfig: unknown }).pageConfig = config;
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },
    [pageConfig, storage] as const,
  );
  await page.goto(url);
}

/** Every request the page makes, and the page views our server accepted. */
function recordRequests(page: Page): { urls: string[]; pageViews: Request[] } {
  const seen = { urls: [] as string[], pageViews: [] as Request[] };
  page.on('request', (request) => {
    seen.urls.push(request.url());
    if (request.url().endsWith('/api/event') && request.method() === 'POST') seen.pageViews.push(request);
  });
  return seen;
}

/** Lines the loader wrote to the console, by level. */
function consoleLines(page: Page): { warnings: string[]; errors: string[] } {
  const lines = { warnings: [] as string[], errors: [] as string[] };
  page.on('console', (message) => {
    if (!message.text().startsWith('[przelewik]')) return;
    if (message.type() === 'warning') lines.warnings.push(message.text());
    if (message.type() === 'error') lines.errors.push(message.text());
  });
  return lines;
}

/**
 * Stands in for FingerprintJS's CDN. The npm package (the real SDK) downloads its agent from there at run time;
 * this agent answers the SDK's load() the way the vendor's does (window.__fpjs_p_l_b), keeps the options the SDK
 * handed it, and sends the identification to the endpoint it was given, with the key from its own URL (the SDK
 * puts the key in the agent's URL, not in the options).
 */
const FAKE_AGENT = `
var apiKey = decodeURIComponent(document.currentScript.src.split('/')[4]);
window.__fpjs_p_l_b = {
  load: function (options) {
    window.__fpAgentOptions = JSON.parse(JSON.stringify(options));
    return Promise.resolve({
      get: function (getOptions) {
        var endpoint = typeof options.endpoint === 'string' ? options.endpoint : 'https://api.fpjs.io/';
        return fetch(endpoint + '?ci=js/3', { method: 'POST', body: JSON.stringify({ apiKey: apiKey, tag: getOptions.tag, linkedId: getOptions.linkedId, url: location.href }) })
          .then(function (response) { return response.json(); });
      },
      collect: function () { return Promise.resolve(''); }
    });
  }
};`;

test.describe('third-party services on a partner page', () => {
  test('before consent nothing of them is fetched or sent; with consent but no ids nothing either', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const seen = recordRequests(page);
    await openWith(page, { providerId: 'partner-42', ...ALL_SERVICES });
    await expect.poll(() => seen.pageViews.length).toBe(1);
    // Every chunk the consent allows is requested at boot, together with the page view's: one that wrongly started
    // would have been fetched by now.
    await networkSettled(page);
    expect(
      seen.urls.filter((url) => THIRD_PARTY.test(url) || /feature-(fingerprint|analytics|tags)-/.test(url)),
    ).toEqual([]);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key === 'fgPro' || key.startsWith('AMP_'))),
    ).toEqual([]);

    await page.goto('about:blank');
    seen.urls.length = 0;
    seen.pageViews.length = 0;
    await openWith(page, { providerId: 'partner-42', consent: 'all' });
    await expect.poll(() => seen.pageViews.length).toBe(1);
    await networkSettled(page);
    expect(
      seen.urls.filter((url) => THIRD_PARTY.test(url) || /feature-(fingerprint|analytics|tags)-/.test(url)),
    ).toEqual([]);
    expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test('Amplitude gets the api key, the lead id without dashes as user id and named events without personal data', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const seen = recordRequests(page);
    const lines = consoleLines(page);
    const batches: {
      api_key: string;
      events: { event_type: string; user_id?: string; event_properties?: Record<string, unknown> }[];
    }[] = [];
    const bodies: string[] = [];
    await page.route('https://api2.amplitude.com/**', async (route: Route) => {
      const body = route.request().postData() ?? '';
      bodies.push(body);
      const batch = JSON.parse(body) as (typeof batches)[number];
      batches.push(batch);
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 200,
          events_ingested: batch.events.length,
          payload_size_bytes: body.length,
          server_upload_time: Date.now(),
        }),
      });
    });
    // Analytics consent only: FingerprintJS and the tags need marketing consent and must stay away.
    await openWith(
      page,
      { providerId: 'partner-42', ...ALL_SERVICES, consent: { analytics: true, marketing: false } },
      { leadId: LEAD },
    );
    await expect.poll(() => seen.urls.some((url) => /feature-analytics-/.test(url))).toBe(true);
    // The SDK has started once it wrote its identity cookie (AMP_ + the key's start); our listeners are on by then.
    await page.waitForFunction(() => document.cookie.includes('AMP_'));
    await page.evaluate(() => {
      window.dispatchEvent(
        new CustomEvent('przelewik:track', {
          detail: {
            name: 'offer_click',
            properties: { offer_id: 7, phone: '600 123 456', note: 'PESEL 44051401458', position: 2 },
          },
        }),
      );
    });
    // The SDK sends every 30 s (SPEC §9); leaving the page sends what is queued at once, by beacon.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect.poll(() => batches.flatMap((b) => b.events).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    const events = batches.flatMap((b) => b.events);
    expect(new Set(batches.map((b) => b.api_key))).toEqual(new Set([AMPLITUDE_KEY]));
    expect(events.map((e) => e.event_type)).toEqual(['page_view', 'offer_click']);
    expect(new Set(events.map((e) => e.user_id))).toEqual(new Set([LEAD.replace(/-/g, '')]));
    expect(events[0]!.event_properties).toEqual({ path: '/partner-thirdparty.html' });
    expect(events[1]!.event_properties).toEqual({ offer_id: 7, position: 2 });
    expect(bodies.join('\n')).not.toMatch(/600 123 456|44051401458/);
    expect(lines.warnings).toEqual([
      '[przelewik] analytics: removed from "offer_click" (personal data or over the limits): phone, note',
    ]);
    expect(seen.urls.filter((url) => /fpnpmcdn|fp\.przelewik|googletagmanager|facebook/.test(url))).toEqual([]);
    expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test('FingerprintJS Pro loads its agent with the api key, identifies through the endpoint and caches fgPro', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const agentScripts: string[] = [];
    const identifications: Record<string, unknown>[] = [];
    await page.route('https://fpnpmcdn.net/**', async (route) => {
      agentScripts.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_AGENT });
    });
    await page.route(`${FP_ENDPOINT}**`, async (route) => {
      identifications.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>);
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          visitorId: VISITOR_ID,
          requestId: '1732276800000.AbCdEf',
          visitorFound: true,
          confidence: { score: 1 },
        }),
      });
    });
    await openWith(
      page,
      {
        providerId: 'partner-42',
        countryId: 14,
        fingerprint: { apiKey: FP_KEY, endpoint: FP_ENDPOINT, region: 'eu' },
        consent: { analytics: false, marketing: true },
      },
      { leadId: LEAD },
    );
    const stored = await page.waitForFunction(() => localStorage.getItem('fgPro'));
    const cached = JSON.parse((await stored.jsonValue()) as string) as {
      visitorId: string;
      requestId: string;
      at: number;
    };
    expect(cached).toMatchObject({ visitorId: VISITOR_ID, requestId: '1732276800000.AbCdEf' });
    expect(Math.abs(cached.at - Date.now())).toBeLessThan(60_000);

    // The SDK asks the vendor's CDN for agent v3 with our key; the agent got the endpoint and region we set.
    expect(agentScripts).toEqual([`https://fpnpmcdn.net/v3/${FP_KEY}/loader_v3.12.15.js`]);
    const options = (await page.evaluate(
      () => (window as unknown as { __fpAgentOptions: Record<string, unknown> }).__fpAgentOptions,
    )) as Record<string, unknown>;
    expect(options).toMatchObject({ endpoint: FP_ENDPOINT, region: 'eu', urlHashing: { query: true, fragment: true } });
    expect(identifications).toEqual([
      { apiKey: FP_KEY, tag: { provider: 'partner-42', country: 14 }, linkedId: LEAD, url: PAGE },
    ]);

    // A second visit within 30 days reuses fgPro: no agent, no identification.
    await page.reload();
    await networkSettled(page);
    expect(agentScripts).toHaveLength(1);
    expect(identifications).toHaveLength(1);
    expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test('FingerprintJS Pro without a key says "API key required" once and requests nothing', async ({ page }) => {
    const seen = recordRequests(page);
    const lines = consoleLines(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openWith(page, { fingerprint: { endpoint: FP_ENDPOINT }, consent: 'all' });
    await expect.poll(() => lines.errors.length).toBe(1);
    await networkSettled(page);
    expect(lines.errors).toEqual([
      '[przelewik] FingerprintJS Pro: API key required. Set pageConfig.fingerprint.apiKey to your public API key.',
    ]);
    expect(seen.urls.filter((url) => THIRD_PARTY.test(url) || /fingerprintjs/.test(url))).toEqual([]);
    expect(seen.pageViews).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('GTM and the Meta pixel load after marketing consent, with Consent Mode v2 and the page nonce', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const loaded: string[] = [];
    await page.route(/googletagmanager\.com|connect\.facebook\.net/, async (route) => {
      loaded.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* vendor script stand-in */' });
    });
    await openWith(page, {
      gtm: { containerId: 'GTM-AB12CD' },
      pixels: { meta: '1234567890123456' },
      consent: { analytics: true, marketing: true },
    });
    await expect.poll(() => loaded.length).toBe(2);
    expect(loaded.sort()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD&l=przelewikDataLayer',
    ]);
    const state = await page.evaluate(() => {
      const w = window as unknown as { przelewikDataLayer: unknown[]; fbq: { queue: unknown[][] } };
      return {
        layer: w.przelewikDataLayer.map((entry) =>
          entry && typeof entry === 'object' && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
        ),
        fbq: w.fbq.queue.map((args) => Array.from(args)),
        nonces: [
          ...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"], script[src*="facebook"]'),
        ].map((s) => s.nonce),
        ownDataLayer: 'dataLayer' in window,
      };
    });
    expect(state.layer[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(state.layer[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ]);
    expect(state.layer[2]).toMatchObject({ event: 'gtm.js' });
    expect(state.fbq).toEqual([
      ['consent', 'grant'],
      ['init', '1234567890123456'],
      ['track', 'PageView'],
    ]);
    expect(state.nonces).toEqual(['partnerNonce42', 'partnerNonce42']);
    // The partner's own window.dataLayer is left alone.
    expect(state.ownDataLayer).toBe(false);
    expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test('blocked third parties (ad blocker, offline): no uncaught error, the page view is still recorded', async ({
    page,
  }) => {
    test.setTimeout(60_000); // the FingerprintJS SDK retries its agent script with back-off before giving up
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const lines = consoleLines(page);
    const seen = recordRequests(page);
    const blocked: string[] = [];
    await page.route(THIRD_PARTY, async (route) => {
      blocked.push(new URL(route.request().url()).hostname);
      await route.abort('blockedbyclient');
    });
    await openWith(page, { providerId: 'partner-42', ...ALL_SERVICES, consent: 'all' }, { leadId: LEAD });
    await expect.poll(() => seen.pageViews.length).toBe(1);
    expect((await seen.pageViews[0]!.response())?.status()).toBe(202);
    // Each service tried and was refused: the agent script, both tags; Amplitude on its next upload.
    await expect.poll(() => new Set(blocked).size, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await page.waitForFunction(() => document.cookie.includes('AMP_'));
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect.poll(() => blocked.includes('api2.amplitude.com'), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(
        () => lines.warnings.some((line) => line.includes('FingerprintJS Pro: the agent script could not be loaded')),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(lines.warnings).toEqual(
      expect.arrayContaining([
        '[przelewik] Google Tag Manager could not be loaded (blocked or offline); the page is not affected.',
        '[przelewik] Meta pixel could not be loaded (blocked or offline); the page is not affected.',
      ]),
    );
    // Our code reports blocking as warnings only; the page itself is untouched.
    expect(lines.errors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await expect(page.locator('#host-content')).toHaveText('Treść partnera.');
    expect(await page.evaluate(() => localStorage.getItem('fgPro'))).toBeNull();
  });

  test('a strict CSP (nonce + strict-dynamic, narrow connect-src): tags load by the nonce, refused connections stay inside', async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const lines = consoleLines(page);
    const seen = recordRequests(page);
    const loaded: string[] = [];
    await page.route(/googletagmanager\.com|connect\.facebook\.net/, async (route) => {
      loaded.push(new URL(route.request().url()).hostname);
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* vendor script stand-in */' });
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        w.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    // The fixture's meta policy: scripts by nonce + 'strict-dynamic', connections only to our server.
    await openWith(
      page,
      { ...ALL_SERVICES, fingerprint: undefined, consent: 'all' },
      {},
      `${FIXTURES_ORIGIN}/partner-thirdparty-csp.html`,
    );
    await expect.poll(() => seen.pageViews.length).toBe(1);
    expect((await seen.pageViews[0]!.response())?.status()).toBe(202);
    await expect.poll(() => loaded.sort()).toEqual(['connect.facebook.net', 'www.googletagmanager.com']);
    await page.waitForFunction(() => document.cookie.includes('AMP_'));
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    // Amplitude's upload is refused by connect-src before it leaves the browser; nothing else notices.
    await expect
      .poll(() =>
        page
          .evaluate(() =>
            (window as unknown as { __violations: string[] }).__violations.filter((v) => v.includes('amplitude.com')),
          )
          .then((v) => v.length),
      )
      .toBeGreaterThan(0);
    await pageTasksRun(page);
    expect(lines.errors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await expect(page.locator('#host-content')).toHaveText('Treść partnera.');
  });
});
