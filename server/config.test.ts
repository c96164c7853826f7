import { describe, expect, it, vi } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, loadConfigOrExit, parseConfig } from './config';

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(parseConfig({})).toEqual(DEFAULT_CONFIG);
  });

  it.each([
    [{ TRUST_PROXY: 'false' }, { trustProxy: false }],
    [{ TRUST_PROXY: '0' }, { trustProxy: false }],
    [{ TRUST_PROXY: '2' }, { trustProxy: 2 }],
    [{ TRUST_PROXY: '127.0.0.1' }, { trustProxy: ['127.0.0.1'] }],
    [{ TRUST_PROXY: '10.0.0.0/8, ::1 ,loopback' }, { trustProxy: ['10.0.0.0/8', '::1', 'loopback'] }],
    [{ TRUST_PROXY: 'true' }, { trustProxy: true }],
    [
      { RATE_LIMIT_EVENTS: '5000', RATE_LIMIT_LEADS: '3' },
      { rateLimits: { ...DEFAULT_CONFIG.rateLimits, event: 5000, lead: 3 } },
    ],
    [{ RATE_LIMIT_WINDOW_MS: '1000' }, { rateWindowMs: 1000 }],
    [{ REQUEST_TIMEOUT_MS: '5000' }, { requestTimeoutMs: 5000, headersTimeoutMs: 5000 }],
    [
      { REQUEST_TIMEOUT_MS: '20000', HEADERS_TIMEOUT_MS: '2000' },
      { requestTimeoutMs: 20000, headersTimeoutMs: 2000 },
    ],
    [
      { KEEP_ALIVE_TIMEOUT_MS: '65000', CONNECTION_TIMEOUT_MS: '90000' },
      { keepAliveTimeoutMs: 65000, connectionTimeoutMs: 90000 },
    ],
    [
      { MAX_CONNECTIONS: '50', MAX_REQUESTS_PER_SOCKET: '10' },
      { maxConnections: 50, maxRequestsPerSocket: 10 },
    ],
    [
      { SITE_ORIGINS: 'https://przelewik.pl, https://www.przelewik.pl/' },
      { siteOrigins: ['https://przelewik.pl', 'https://www.przelewik.pl'] },
    ],
    [{ SITE_URL: 'https://przelewik.pl/oferty/' }, { siteOrigins: ['https://przelewik.pl'] }],
    [{}, { partnerOriginsTtlMs: 30_000 }],
    [{ PARTNER_ORIGINS_TTL_MS: '0' }, { partnerOriginsTtlMs: 0 }],
  ])('%j', (env, expected) => {
    expect(parseConfig(env)).toMatchObject(expected);
  });

  it('reads CALLBACK_HOURS (default pn.–pt. 9:00–17:00) and stops at start on a value it cannot read', () => {
    expect(parseConfig({}).callbackHours).toEqual({ days: [1, 2, 3, 4, 5], start: 540, end: 1020 });
    expect(parseConfig({ CALLBACK_HOURS: 'pn.–sob. 8:00–20:00' }).callbackHours).toEqual({
      days: [1, 2, 3, 4, 5, 6],
      start: 480,
      end: 1200,
    });
    expect(() => parseConfig({ CALLBACK_HOURS: 'zawsze' })).toThrow(ConfigError);
    expect(() => parseConfig({ CALLBACK_HOURS: 'zawsze' })).toThrow(/^CALLBACK_HOURS must read like/);
  });

  it('warns once when TRUST_PROXY=true trusts everyone', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).warnings).toEqual([expect.stringContaining('TRUST_PROXY=true')]);
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1' }).warnings).toEqual([]);
  });

  it.each([
    [{ TRUST_PROXY: 'yes' }, /^TRUST_PROXY="yes" is not valid/],
    [{ TRUST_PROXY: '300.1.1.1' }, /bad: 300\.1\.1\.1/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /bad: 10\.0\.0\.0\/33/],
    [{ TRUST_PROXY: '11' }, /hop count is from 1 to 10/],
    [{ TRUST_PROXY: ',' }, /bad: empty/],
    [
      { RATE_LIMIT_LEADS: '0' },
      /^RATE_LIMIT_LEADS="0" is not valid: expected a whole number of requests per window from 1/,
    ],
    [{ RATE_LIMIT_EVENTS: '1e3' }, /^RATE_LIMIT_EVENTS="1e3" is not valid/],
    [{ REQUEST_TIMEOUT_MS: '-5' }, /^REQUEST_TIMEOUT_MS="-5" is not valid/],
    [
      { HEADERS_TIMEOUT_MS: '40000' },
      /^HEADERS_TIMEOUT_MS=40000 is not valid: it must not exceed REQUEST_TIMEOUT_MS=30000/,
    ],
    [{ MAX_CONNECTIONS: 'many' }, /^MAX_CONNECTIONS="many" is not valid/],
    [{ KEEP_ALIVE_TIMEOUT_MS: '5 s' }, /^KEEP_ALIVE_TIMEOUT_MS="5 s" is not valid/],
    [{ PARTNER_ORIGINS_TTL_MS: '3600001' }, /^PARTNER_ORIGINS_TTL_MS="3600001" is not valid/],
    [{ SITE_ORIGINS: 'przelewik.pl' }, /^SITE_ORIGINS entry "przelewik.pl" is not valid/],
    [{ SITE_ORIGINS: 'https://przelewik.pl/reg/' }, /^SITE_ORIGINS entry "https:\/\/przelewik.pl\/reg\/" is not valid/],
    [{ SITE_ORIGINS: 'ftp://przelewik.pl' }, /is not valid/],
  ])('refuses %j with one clear line', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    try {
      parseConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('loadConfigOrExit', () => {
  it('prints one line and exits 1 on a bad value, with no stack trace', () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation((code?: string | number | null) => {
      throw new Error(`exit ${code}`);
    });
    try {
      expect(() => loadConfigOrExit({ RATE_LIMIT_LEADS: 'lots' })).toThrow('exit 1');
      expect(written).toEqual([
        'przelewik: RATE_LIMIT_LEADS="lots" is not valid: expected a whole number of requests per window from 1 to 1000000\n',
      ]);
      expect(loadConfigOrExit({ RATE_LIMIT_LEADS: '7' }).rateLimits.lead).toBe(7);
    } finally {
      write.mockRestore();
      exit.mockRestore();
    }
  });
});
