// The affiliate settings the e2e server runs with (playwright.config.ts) and the specs use: test-only secrets for
// every lender in our content, a partner-settings token, and the local partner postback server exempted from the
// public-address rule (POSTBACK_TEST_ALLOW_HOSTS exists for exactly this and nothing else).
export const E2E_LENDER_TOKEN = 'e2e-lender-token-0123456789';
export const E2E_LENDER_HMAC = 'e2e-lender-hmac-key-0123456789abcdef';
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
const LENDER_IDS = [
  'kasomir',
  'portfelik',
  'groszownia',
  'jaskolka',
  'lipowa-kasa',
  'debowy-grosz',
  'skarbczyk',
  'modra-kasa',
  'zloty-most',
  'ratomir',
  'pogodna-rata',
  'wiewiorka',
];

export const AFFILIATE_E2E_ENV: Record<string, string> = {
  LENDER_POSTBACK_SECRETS: JSON.stringify(
    Object.fromEntries(LENDER_IDS.map((id) => [id, { token: E2E_LENDER_TOKEN, hmac: E2E_LENDER_HMAC }])),
  ),
  LENDER_PAYOUTS: JSON.stringify(Object.fromEntries(LENDER_IDS.map((id) => [id, { model: 'cpl', amount: '40.00' }]))),
  AFFILIATE_HASH_KEY: 'e2e-hash-key-0123456789abcdef0123456789',
  AFFILIATE_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
  POSTBACK_TEST_ALLOW_HOSTS: '127.0.0.1',
  PARTNER_POSTBACK_RETRY_MS: '200',
};
