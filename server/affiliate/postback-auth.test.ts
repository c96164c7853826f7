import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalParams, signParams, verifyPostback } from './postback-auth';

const KEY = 'k'.repeat(32);
const TOKEN = 't'.repeat(24);
const NOW = 1_790_000_000;
const params: [string, string][] = [
  ['txid', 'T-1'],
  ['click_id', '0b8f3a52-6c1d-4e2f-9a7b-5c4d3e2f1a0b'],
  ['status', 'approved'],
  ['payout', '40.00'],
  ['ts', String(NOW)],
];

describe('canonicalParams', () => {
  it('sorts by name, encodes, and leaves out sig and token', () => {
    expect(
      canonicalParams([
        ['b', 'x y'],
        ['a', 'ż&='],
        ['sig', 's'],
        ['token', 't'],
        ['a', '2'],
      ]),
    ).toBe('a=%C5%BC%26%3D&a=2&b=x%20y');
  });

  it('matches an HMAC made by hand from the documented text', () => {
    const text = 'click_id=0b8f3a52-6c1d-4e2f-9a7b-5c4d3e2f1a0b&payout=40.00&status=approved&ts=1790000000&txid=T-1';
    expect(signParams(KEY, params)).toBe(createHmac('sha256', KEY).update(text).digest('hex'));
  });
});

describe('verifyPostback', () => {
  const both = { token: TOKEN, hmacKey: KEY };
  const good = signParams(KEY, params);
  it.each<[string, Parameters<typeof verifyPostback>[0], Partial<Parameters<typeof verifyPostback>[1]>, unknown]>([
    ['a right token', both, { token: TOKEN }, { ok: true, method: 'token' }],
    ['a right signature', both, { signature: good }, { ok: true, method: 'hmac' }],
    [
      'a right signature with its prefix, in capitals',
      both,
      { signature: `SHA256=${good.toUpperCase()}` },
      { ok: true, method: 'hmac' },
    ],
    ['nothing', both, {}, { ok: false, status: 401, auth: 'missing', error: expect.any(String) }],
    [
      'a wrong token',
      both,
      { token: TOKEN.slice(1) + 'x' },
      { ok: false, status: 403, auth: 'bad', error: 'token does not match' },
    ],
    [
      'a token of another length',
      both,
      { token: 'short' },
      { ok: false, status: 403, auth: 'bad', error: 'token does not match' },
    ],
    [
      'a signature of other parameters',
      both,
      { signature: good, params: params.map(([n, v]) => [n, n === 'status' ? 'paid' : v] as [string, string]) },
      { ok: false, status: 403, auth: 'bad', error: 'signature does not match' },
    ],
    [
      'a signature made with another key',
      both,
      { signature: signParams('z'.repeat(32), params) },
      { ok: false, status: 403, auth: 'bad', error: 'signature does not match' },
    ],
    [
      'an old signature',
      both,
      { signature: good, nowS: NOW + 16 * 60 },
      { ok: false, status: 403, auth: 'bad', error: expect.stringContaining('15 minutes') },
    ],
    [
      'a signature without ts',
      both,
      { signature: good, params: params.filter(([n]) => n !== 'ts') },
      { ok: false, status: 401, auth: 'missing', error: expect.stringContaining('ts') },
    ],
    [
      'a token to a lender that only signs',
      { hmacKey: KEY },
      { token: TOKEN },
      { ok: false, status: 403, auth: 'bad', error: expect.any(String) },
    ],
    [
      'a signature to a lender that only uses a token',
      { token: TOKEN },
      { signature: good },
      { ok: false, status: 403, auth: 'bad', error: expect.any(String) },
    ],
  ])('%s', (_, secret, change, expected) => {
    expect(verifyPostback(secret, { params, token: null, signature: null, nowS: NOW, ...change })).toEqual(expected);
  });
});
