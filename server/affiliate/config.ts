// The affiliate ledger's settings from the environment (docs/affiliate.md lists them): lender postback secrets,
// lender payout terms, the validation window, the fraud-rule sizes, the hashing key and the partner-settings
// token. Parsing is pure (a table test checks it); a bad value is one clear ConfigError at start.
import { minorUnits } from '../../contracts/postback';
import { ConfigError } from '../config';
import { DEFAULT_HOLD_RULES, type HoldRules } from './holds';
import { DEFAULT_VALIDATION_DAYS, type PayoutTerms } from './payout';

/** How a lender proves a postback is its own: a shared token, an HMAC key, or both (either is then accepted). */
export interface LenderSecret {
  token?: string;
  hmacKey?: string;
}

export interface AffiliateConfig {
  /** Lenders that may post back, by slug (the lender id in site/content/lenders.ts). */
  lenderSecrets: ReadonlyMap<string, LenderSecret>;
  lenderPayouts: ReadonlyMap<string, PayoutTerms>;
  validationDays: number;
  holdRules: HoldRules;
  /** Key of the HMACs that stand for addresses, e-mails and phones in the ledger; null: none set, so the server
   * keeps one in the database (server_secrets), made once and shared by every process and restart. */
  hashKey: string | null;
  /** Bearer token of the partner-settings API; null: the API is off (404). */
  adminToken: string | null;
  /** Test only: host names exempt from the public-address rule of partner postbacks. */
  testAllowHosts: ReadonlySet<string>;
  /** Attempts of one partner postback before it is marked failed; the first delay before a retry. */
  deliveryAttempts: number;
  deliveryBaseDelayMs: number;
  warnings: string[];
}

export const MIN_SECRET_LENGTH = 16;

type Env = Record<string, string | undefined>;

function jsonObject(env: Env, name: string): Record<string, unknown> {
  const raw = env[name]?.trim();
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError(`${name} is not valid JSON: expected an object keyed by lender id`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ConfigError(`${name} must be a JSON object keyed by lender id`);
  return parsed as Record<string, unknown>;
}

const LENDER_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** LENDER_POSTBACK_SECRETS={"kasomir":{"token":"…"},"portfelik":{"hmac":"…"}}: each secret at least 16 characters. */
export function parseLenderSecrets(env: Env): Map<string, LenderSecret> {
  const out = new Map<string, LenderSecret>();
  for (const [lender, value] of Object.entries(jsonObject(env, 'LENDER_POSTBACK_SECRETS'))) {
    if (!LENDER_ID.test(lender))
      throw new ConfigError(`LENDER_POSTBACK_SECRETS: ${JSON.stringify(lender.slice(0, 40))} is not a lender id`);
    const entry = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const secret: LenderSecret = {};
    for (const [key, field] of [
      ['token', 'token'],
      ['hmac', 'hmacKey'],
    ] as const) {
      const v = entry[key];
      if (v === undefined) continue;
      if (typeof v !== 'string' || v.length < MIN_SECRET_LENGTH)
        throw new ConfigError(
          `LENDER_POSTBACK_SECRETS.${lender}.${key} must be a string of at least ${MIN_SECRET_LENGTH} characters`,
        );
      secret[field] = v;
    }
    if (!secret.token && !secret.hmacKey)
      throw new ConfigError(`LENDER_POSTBACK_SECRETS.${lender} needs "token", "hmac" or both`);
    out.set(lender, secret);
  }
  return out;
}

/** "40.00" or 40 (złoty) to grosze (contracts/postback.ts: the lenders' amounts are read by the same rule). */
export { minorUnits };

/** LENDER_PAYOUTS={"kasomir":{"model":"cpl","amount":"40.00"},"portfelik":{"model":"cps_percent","percent":3}}. */
export function parseLenderPayouts(env: Env): Map<string, PayoutTerms> {
  const out = new Map<string, PayoutTerms>();
  for (const [lender, value] of Object.entries(jsonObject(env, 'LENDER_PAYOUTS'))) {
    const entry = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const where = `LENDER_PAYOUTS.${lender}`;
    if (!LENDER_ID.test(lender))
      throw new ConfigError(`LENDER_PAYOUTS: ${JSON.stringify(lender.slice(0, 40))} is not a lender id`);
    if (entry.model === 'cpl' || entry.model === 'cps') {
      const amountMinor = minorUnits(entry.amount);
      if (amountMinor === null) throw new ConfigError(`${where}.amount must be an amount in złoty like "40.00"`);
      out.set(lender, { model: entry.model, amountMinor });
    } else if (entry.model === 'cps_percent') {
      const percent = entry.percent;
      if (typeof percent !== 'number' || !(percent > 0 && percent <= 100))
        throw new ConfigError(`${where}.percent must be a number above 0 and at most 100`);
      out.set(lender, { model: 'cps_percent', percent });
    } else {
      throw new ConfigError(`${where}.model must be "cpl", "cps" or "cps_percent"`);
    }
  }
  return out;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(`${name}=${JSON.stringify(raw)} is not valid: expected a whole number from ${min} to ${max}`);
  return Number(raw);
}

export function parseAffiliateConfig(env: Env): AffiliateConfig {
  const warnings: string[] = [];
  const lenderSecrets = parseLenderSecrets(env);
  const lenderPayouts = parseLenderPayouts(env);
  const unpaid = [...lenderSecrets.keys()].filter((lender) => !lenderPayouts.has(lender));
  if (unpaid.length > 0)
    throw new ConfigError(
      `LENDER_PAYOUTS has no terms for ${unpaid.join(', ')}: every lender that posts back needs its payout model`,
    );
  const hashKey = env.AFFILIATE_HASH_KEY?.trim() || null;
  if (hashKey !== null && hashKey.length < 32)
    throw new ConfigError('AFFILIATE_HASH_KEY must be at least 32 characters');
  const adminToken = env.AFFILIATE_ADMIN_TOKEN?.trim() || null;
  if (adminToken !== null && adminToken.length < 24)
    throw new ConfigError('AFFILIATE_ADMIN_TOKEN must be at least 24 characters');
  const testAllowHosts = new Set(
    (env.POSTBACK_TEST_ALLOW_HOSTS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((h) => h.toLowerCase()),
  );
  if (testAllowHosts.size > 0)
    warnings.push(
      `POSTBACK_TEST_ALLOW_HOSTS lets partner postbacks reach ${[...testAllowHosts].join(', ')}: ` +
        'for the test suite only, never in production',
    );
  return {
    lenderSecrets,
    lenderPayouts,
    validationDays: integer(env, 'AFFILIATE_VALIDATION_DAYS', DEFAULT_VALIDATION_DAYS, 0, 365),
    holdRules: {
      duplicateDays: integer(env, 'AFFILIATE_DUPLICATE_DAYS', DEFAULT_HOLD_RULES.duplicateDays, 1, 365),
      burstClicks: integer(env, 'AFFILIATE_BURST_CLICKS', DEFAULT_HOLD_RULES.burstClicks, 2, 10_000),
      burstMinutes: integer(env, 'AFFILIATE_BURST_MINUTES', DEFAULT_HOLD_RULES.burstMinutes, 1, 1_440),
    },
    hashKey,
    adminToken,
    testAllowHosts,
    deliveryAttempts: integer(env, 'PARTNER_POSTBACK_ATTEMPTS', 8, 1, 20),
    deliveryBaseDelayMs: integer(env, 'PARTNER_POSTBACK_RETRY_MS', 60_000, 100, 3_600_000),
    warnings,
  };
}

/** For main.ts: the settings, or one line on stderr and exit 1. */
export function loadAffiliateConfigOrExit(env: Env): AffiliateConfig {
  try {
    return parseAffiliateConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`przelewik: ${error.message}\n`);
    process.exit(1);
  }
}
