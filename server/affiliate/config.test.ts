import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { minorUnits, parseAffiliateConfig } from './config';

const SECRET = 'x'.repeat(16);

describe('parseAffiliateConfig', () => {
  it('has working defaults with no lenders and no key of its own (the server keeps one in the database)', () => {
    const config = parseAffiliateConfig({});
    expect(config.lenderSecrets.size).toBe(0);
    expect(config.validationDays).toBe(14);
    expect(config.holdRules).toEqual({ duplicateDays: 30, burstClicks: 5, burstMinutes: 10 });
    expect(config.hashKey).toBeNull();
    expect(config.adminToken).toBeNull();
    expect(config.warnings).toEqual([]);
  });

  it('reads lenders, terms and rule sizes', () => {
    const config = parseAffiliateConfig({
      LENDER_POSTBACK_SECRETS: JSON.stringify({
        kasomir: { token: SECRET },
        portfelik: { hmac: SECRET, token: SECRET },
      }),
      LENDER_PAYOUTS: JSON.stringify({
        kasomir: { model: 'cpl', amount: '40.00' },
        portfelik: { model: 'cps_percent', percent: 3.5 },
      }),
      AFFILIATE_VALIDATION_DAYS: '30',
      AFFILIATE_HASH_KEY: 'k'.repeat(32),
      POSTBACK_TEST_ALLOW_HOSTS: '127.0.0.1, Localhost',
    });
    expect(config.lenderSecrets.get('kasomir')).toEqual({ token: SECRET });
    expect(config.lenderSecrets.get('portfelik')).toEqual({ token: SECRET, hmacKey: SECRET });
    expect(config.lenderPayouts.get('kasomir')).toEqual({ model: 'cpl', amountMinor: 4000 });
    expect(config.lenderPayouts.get('portfelik')).toEqual({ model: 'cps_percent', percent: 3.5 });
    expect(config.validationDays).toBe(30);
    expect([...config.testAllowHosts]).toEqual(['127.0.0.1', 'localhost']);
    expect(config.warnings).toEqual([expect.stringContaining('for the test suite only')]);
  });

  it.each<[Record<string, string>, string]>([
    [{ LENDER_POSTBACK_SECRETS: '{' }, 'not valid JSON'],
    [{ LENDER_POSTBACK_SECRETS: '[]' }, 'must be a JSON object'],
    [{ LENDER_POSTBACK_SECRETS: JSON.stringify({ kasomir: { token: 'short' } }) }, 'at least 16 characters'],
    [{ LENDER_POSTBACK_SECRETS: JSON.stringify({ kasomir: {} }) }, 'needs "token", "hmac" or both'],
    [{ LENDER_POSTBACK_SECRETS: JSON.stringify({ 'Bad Id': { token: SECRET } }) }, 'is not a lender id'],
    [
      { LENDER_POSTBACK_SECRETS: JSON.stringify({ kasomir: { token: SECRET } }) },
      'LENDER_PAYOUTS has no terms for kasomir',
    ],
    [{ LENDER_PAYOUTS: JSON.stringify({ kasomir: { model: 'cpa' } }) }, 'must be "cpl", "cps" or "cps_percent"'],
    [{ LENDER_PAYOUTS: JSON.stringify({ kasomir: { model: 'cps', amount: '-4' } }) }, 'amount in złoty'],
    [{ LENDER_PAYOUTS: JSON.stringify({ kasomir: { model: 'cps_percent', percent: 0 } }) }, 'above 0 and at most 100'],
    [{ AFFILIATE_VALIDATION_DAYS: 'two weeks' }, 'AFFILIATE_VALIDATION_DAYS'],
    [{ AFFILIATE_HASH_KEY: 'short' }, 'at least 32 characters'],
    [{ AFFILIATE_ADMIN_TOKEN: 'short' }, 'at least 24 characters'],
  ])('%j is refused: %s', (env, message) => {
    expect(() => parseAffiliateConfig(env)).toThrow(ConfigError);
    expect(() => parseAffiliateConfig(env)).toThrow(message);
  });
});

describe('minorUnits', () => {
  it.each<[unknown, number | null]>([
    ['40.00', 4000],
    ['40', 4000],
    ['0.5', 50],
    [12.34, 1234],
    ['12.345', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => expect(minorUnits(value)).toBe(expected));
});
