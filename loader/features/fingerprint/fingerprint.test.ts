import * as FingerprintJS from '@fingerprintjs/fingerprintjs-pro';
import { describe, expect, it } from 'vitest';
import { fakeContext, fakeEnv } from '../../testing/fake-env';
import { FINGERPRINT_CACHE_DAYS, FINGERPRINT_CACHE_KEY, fingerprintCacheValue, readFingerprintCache } from './cache';
import { describeFingerprintError, FINGERPRINT_ERRORS } from './errors';
import { identificationOptions, identify, start } from './index';

const KEY = 'aB3dE5gH7jK9mN1pQ3sT';
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22, 12);
const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('readFingerprintCache', () => {
  const entry = (at: number, visitorId = 'Xa9Bc3De5Fg7Hi9Jk1Lm', requestId = '1732276800000.AbCdEf') =>
    JSON.stringify({ visitorId, requestId, at });
  it.each([
    ['fresh', entry(NOW - DAY), true],
    ['29 days old', entry(NOW - 29 * DAY), true],
    ['exactly 30 days old', entry(NOW - FINGERPRINT_CACHE_DAYS * DAY), false],
    ['older', entry(NOW - 31 * DAY), false],
    ['from the future', entry(NOW + DAY), false],
    ['bad visitor id', entry(NOW, 'x y'), false],
    ['bad request id', entry(NOW, 'Xa9Bc3De5Fg7Hi9Jk1Lm', '<script>'), false],
    ['not JSON', 'Xa9Bc3De5Fg7Hi9Jk1Lm', false],
    ['JSON null', 'null', false],
    ['nothing', null, false],
  ])('%s → reused: %s', (_label, raw, reused) => {
    expect(readFingerprintCache(raw, NOW) !== null).toBe(reused);
  });

  it('stores what it reads back', () => {
    const value = fingerprintCacheValue({ visitorId: 'Xa9Bc3De5Fg7Hi9Jk1Lm', requestId: '1732276800000.AbCdEf' }, NOW);
    expect(readFingerprintCache(value, NOW + DAY)).toEqual({
      visitorId: 'Xa9Bc3De5Fg7Hi9Jk1Lm',
      requestId: '1732276800000.AbCdEf',
      at: NOW,
    });
    expect(fingerprintCacheValue({ visitorId: 42, requestId: 'x' }, NOW)).toBeNull();
  });
});

describe('describeFingerprintError', () => {
  it('knows the SDK messages of SPEC §8 as the installed SDK spells them', () => {
    expect(Object.keys(FINGERPRINT_ERRORS).sort()).toEqual(
      [
        FingerprintJS.ERROR_API_KEY_MISSING,
        FingerprintJS.ERROR_API_KEY_INVALID,
        FingerprintJS.ERROR_API_KEY_EXPIRED,
        FingerprintJS.ERROR_SCRIPT_LOAD_FAIL,
        FingerprintJS.ERROR_CSP_BLOCK,
        FingerprintJS.ERROR_RATE_LIMIT,
      ].sort(),
    );
  });

  it.each([
    [new Error(FingerprintJS.ERROR_API_KEY_MISSING), 'error', /API key required/],
    [new Error(FingerprintJS.ERROR_API_KEY_INVALID), 'error', /API key not found/],
    [new Error(FingerprintJS.ERROR_API_KEY_EXPIRED), 'error', /API key expired/],
    [new Error(FingerprintJS.ERROR_SCRIPT_LOAD_FAIL), 'warn', /agent script could not be loaded/],
    [new Error(FingerprintJS.ERROR_CSP_BLOCK), 'warn', /Content Security Policy/],
    [new Error(FingerprintJS.ERROR_RATE_LIMIT), 'warn', /rate limit exceeded/],
    [new Error(FingerprintJS.ERROR_CLIENT_TIMEOUT), 'warn', /identification failed \(Client timeout\)/],
    [new Error('odd <b>markup</b> 600123456?'), 'warn', /identification failed \(unknown error\)/],
    ['Network connection error', 'warn', /Network connection error/],
    [undefined, 'warn', /unknown error/],
  ])('%s → %s', (error, level, message) => {
    const described = describeFingerprintError(error);
    expect(described.level).toBe(level);
    expect(described.message).toMatch(message);
  });
});

describe('identificationOptions', () => {
  it.each([
    [
      { providerId: 'partner-42', countryId: 14 },
      undefined,
      { tag: { provider: 'partner-42', country: 14 }, timeout: 10_000 },
    ],
    [{ providerId: 'partner-42' }, LEAD, { tag: { provider: 'partner-42' }, linkedId: LEAD, timeout: 10_000 }],
    // A partner that put a phone number in its provider id: it never reaches FingerprintJS.
    [{ providerId: 'tel 600 123 456' }, undefined, { tag: {}, timeout: 10_000 }],
    [{ providerId: 'jan@example.pl', countryId: 3 }, undefined, { tag: { country: 3 }, timeout: 10_000 }],
  ])('%j, lead %s', (raw, lead, expected) => {
    expect(identificationOptions(fakeContext(fakeEnv(), raw), lead)).toEqual(expected);
  });
});

describe('fingerprint feature', () => {
  const recordingSdk = (get: () => Promise<unknown>) => {
    const calls: { load?: unknown; get?: unknown } = {};
    const sdk = async () => ({
      load: (async (options: unknown) => {
        calls.load = options;
        return { get: async (o: unknown) => ((calls.get = o), get()), collect: async () => ({}) };
      }) as unknown as typeof FingerprintJS.load,
    });
    return { sdk, calls };
  };

  it('says "API key required" once and loads nothing when the block has no key', () => {
    const env = fakeEnv();
    start(fakeContext(env, { fingerprint: {} }));
    expect(env.errors).toEqual([[FINGERPRINT_ERRORS['API key required']]]);
    expect(env.warnings).toEqual([]);
    expect(env.local.get(FINGERPRINT_CACHE_KEY)).toBeNull();
  });

  it('does nothing at all when FingerprintJS is not configured', () => {
    const env = fakeEnv();
    start(fakeContext(env, {}));
    expect([...env.errors, ...env.warnings]).toEqual([]);
  });

  it('loads with the key, endpoint and region, identifies and caches under fgPro', async () => {
    const env = fakeEnv();
    const ctx = fakeContext(env, {
      providerId: 'partner-42',
      fingerprint: { apiKey: KEY, endpoint: 'https://fp.przelewik.example', region: 'eu' },
    });
    // The lead as feature leadid (built into the core, started first) tells it.
    ctx.signals.setLead(LEAD);
    const { sdk, calls } = recordingSdk(async () => ({
      visitorId: 'Xa9Bc3De5Fg7Hi9Jk1Lm',
      requestId: '1732276800000.AbCdEf',
      visitorFound: true,
      confidence: { score: 1 },
    }));
    await identify(ctx, KEY, sdk);
    expect(calls.load).toEqual({
      apiKey: KEY,
      endpoint: 'https://fp.przelewik.example/',
      region: 'eu',
      urlHashing: { query: true, fragment: true },
    });
    expect(calls.get).toEqual({ tag: { provider: 'partner-42' }, linkedId: LEAD, timeout: 10_000 });
    expect(JSON.parse(env.local.get(FINGERPRINT_CACHE_KEY)!)).toEqual({
      visitorId: 'Xa9Bc3De5Fg7Hi9Jk1Lm',
      requestId: '1732276800000.AbCdEf',
      at: env.now(),
    });
    expect([...env.errors, ...env.warnings]).toEqual([]);
  });

  it('maps an SDK failure to one console line and caches nothing', async () => {
    const env = fakeEnv();
    const { sdk } = recordingSdk(() => Promise.reject(new Error(FingerprintJS.ERROR_API_KEY_INVALID)));
    await identify(fakeContext(env, { fingerprint: { apiKey: KEY } }), KEY, sdk);
    expect(env.errors).toEqual([[FINGERPRINT_ERRORS['API key not found']]]);
    expect(env.local.get(FINGERPRINT_CACHE_KEY)).toBeNull();
  });

  it('survives an SDK chunk that cannot be fetched', async () => {
    const env = fakeEnv();
    await identify(fakeContext(env, { fingerprint: { apiKey: KEY } }), KEY, () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    expect(env.warnings).toHaveLength(1);
    expect(env.errors).toEqual([]);
  });

  it.each([
    ['fresh', 1000, 0],
    ['stale', 31 * DAY, 1],
  ])('with a %s cached id the SDK is loaded %i time(s)', (_label, age, loads) => {
    const env = fakeEnv();
    env.local.set(
      FINGERPRINT_CACHE_KEY,
      JSON.stringify({ visitorId: 'Xa9Bc3De5Fg7Hi9Jk1Lm', requestId: 'r1', at: env.now() - age }),
    );
    let calls = 0;
    start(fakeContext(env, { fingerprint: { apiKey: KEY } }), () => (calls++, new Promise(() => {})));
    expect(calls).toBe(loads);
  });
});
