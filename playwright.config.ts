import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './scripts/chromium.mjs';
import { AFFILIATE_E2E_ENV } from './tests/e2e/affiliate-env';

// The real server (the same start script as `npm start`) on its own port, with a fresh database per run.
// The runner sets E2E_DATA_DIR once; workers inherit it, so tests open the very database the server writes.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'przelewik-e2e-'));
const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 6107);
// Partner pages (tests/e2e/fixtures) come from a second origin; their snippet points at localhost:3107.
const FIXTURES_PORT = Number(process.env.FIXTURES_PORT ?? 4107);
// The mock lender that takes lead deliveries (tests/e2e/admin.spec.ts starts it on this port).
// Clear of the Storybook (E2E_PORT + 3000) and fixtures (+ 1000) ports.
const MOCK_LENDER_PORT = Number(process.env.MOCK_LENDER_PORT ?? E2E_PORT + 4000);
process.env.MOCK_LENDER_PORT = String(MOCK_LENDER_PORT);
// The local SMTP server tests/e2e/partner-approval.spec.ts starts; the e2e server sends its mail there.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 5000);
process.env.E2E_SMTP_PORT = String(SMTP_PORT);
// The local stand-in of FCM and Google's token endpoint tests/e2e/push-notifications.spec.ts starts; the server's
// firebase-admin reaches it through the SDK's httpAgent. The spec moves the notification queue's clock by writing the
// file.
const FCM_PORT = Number(process.env.E2E_FCM_PORT ?? E2E_PORT + 6000);
process.env.E2E_FCM_PORT = String(FCM_PORT);
process.env.E2E_PUSH_CLOCK_FILE ??= join(process.env.E2E_DATA_DIR, 'push-clock.txt');
const E2E_SERVICE_ACCOUNT = JSON.stringify({
  type: 'service_account',
  project_id: 'przelewik-e2e',
  client_email: 'push@przelewik-e2e.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nstand-in\n-----END PRIVATE KEY-----\n',
});

// The specs whose behaviour depends on the browser's own layer run on the full Chromium: push messaging and its
// notifications (push, push-notifications; the consent storage spec expects Firebase Messaging's databases), the
// Storage Access prompt and chrome://version (identity). The headless shell has none of these (notification
// permission is denied there before anything is asked, the Storage Access API grants without a prompt); every other
// spec runs on the shell, the same Blink and V8 at less CPU per page (scripts/chromium.mjs; docs/development.md,
// "Two builds of Chromium").
const BROWSER_LAYER_SPECS = [
  /\/push\.spec\.ts$/,
  /push-notifications\.spec\.ts$/,
  /consent-storage\.spec\.ts$/,
  /identity\.spec\.ts$/,
];
const SHELL_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests run in parallel workers against the one server and database, so each test owns its browser context,
  // reads back only its own rows (its ids, its loan, its number) and waits for events or conditions, never for a
  // fixed time (docs/development.md). E2E_WORKERS=1 runs them one at a time.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // One retry on CI only: a test that passes only on its retry is printed as "flaky" in the report, to be fixed,
  // not hidden (one story of the Storybook spec failed once in 375 here under two parallel workers).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    trace: 'off',
    // A picture of every page a test left open, only when it failed: the checks read structure, not pixels, and a
    // screenshot of every passing test (a full /offers/ page is tens of thousands of pixels tall) was read by nobody.
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'shell',
      testIgnore: BROWSER_LAYER_SPECS,
      use: { launchOptions: { executablePath: SHELL_PATH, args: CHROMIUM_ARGS } },
    },
    {
      name: 'chromium',
      testMatch: BROWSER_LAYER_SPECS,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${E2E_PORT}/healthz`,
      env: {
        PORT: String(E2E_PORT),
        HOST: 'localhost',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // The lead frame's allow-list: the fixture partner pages under the three names of this machine
        // (tests/e2e/origins.ts says which is which site).
        PARTNER_ORIGINS: `http://127.0.0.1:${FIXTURES_PORT} http://localhost:${FIXTURES_PORT} http://127.0.0.2:${FIXTURES_PORT}`,
        // Lead delivery to the mock lender (modra-kasa, rarely first in a list, takes applications by API in the
        // tests), retried quickly.
        LEAD_DELIVERY_MODRA_KASA_URL: `http://127.0.0.1:${MOCK_LENDER_PORT}/leads`,
        LEAD_DELIVERY_MODRA_KASA_SECRET: 'e2e-mock-lender-secret',
        LEAD_DELIVERY_BACKOFF_MS: '500',
        // Mail to partners goes to the spec's local SMTP server, retried quickly while it is not listening.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Przelewik <partnerzy@przelewik.test>',
        MAIL_RETRY_MS: '500',
        // Every test is the same client (127.0.0.1): per-client write budgets far above what the suite sends.
        RATE_LIMIT_EVENTS: '100000',
        RATE_LIMIT_LEADS: '10000',
        RATE_LIMIT_SIGNUPS: '10000',
        RATE_LIMIT_WEBHOOK: '10000',
        RATE_LIMIT_SET_TOKEN: '10000',
        RATE_LIMIT_OTHER: '10000',
        // Every page load that fails reports it (tests/e2e/loader-errors.spec.ts counts exactly one).
        LOADER_ERROR_SAMPLE_RATE: '1',
        // Lender secrets, payout terms and the local partner postback server (tests/e2e/affiliate-env.ts).
        ...AFFILIATE_E2E_ENV,
        // Transfer-status notifications through firebase-admin to the spec's FCM stand-in, on the spec's clock.
        FIREBASE_SERVICE_ACCOUNT: E2E_SERVICE_ACCOUNT,
        FCM_TEST_ENDPOINT: `http://127.0.0.1:${FCM_PORT}`,
        PUSH_TEST_CLOCK_FILE: process.env.E2E_PUSH_CLOCK_FILE,
        PUSH_POLL_MS: '300',
        PUSH_RETRY_MS: '300',
        PUSH_LINK_ORIGIN: `http://localhost:${E2E_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-static.mjs tests/e2e/fixtures ${FIXTURES_PORT}`,
      env: { SERVER_ORIGIN: `http://localhost:${E2E_PORT}` },
      url: `http://127.0.0.1:${FIXTURES_PORT}/partner.html`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same pages on a second partner site (storage partitioning keys by site, and ports do not count).
      command: `node scripts/serve-static.mjs tests/e2e/fixtures ${FIXTURES_PORT} 127.0.0.2`,
      env: { SERVER_ORIGIN: `http://localhost:${E2E_PORT}` },
      url: `http://127.0.0.2:${FIXTURES_PORT}/partner.html`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Partner sites that are NOT in PARTNER_ORIGINS: one the operator approves in the console during a test, one
      // never approved (tests/e2e/partner-approval.spec.ts).
      command: `node scripts/serve-static.mjs tests/e2e/fixtures ${FIXTURES_PORT} 127.0.0.3`,
      env: { SERVER_ORIGIN: `http://localhost:${E2E_PORT}` },
      url: `http://127.0.0.3:${FIXTURES_PORT}/partner.html`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-static.mjs tests/e2e/fixtures ${FIXTURES_PORT} 127.0.0.4`,
      env: { SERVER_ORIGIN: `http://localhost:${E2E_PORT}` },
      url: `http://127.0.0.4:${FIXTURES_PORT}/partner.html`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
