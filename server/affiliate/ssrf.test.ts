import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress, literalHost } from './ssrf';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['151.101.1.69', true],
    ['2a00:1450:4001:80b::200e', true],
    ['127.0.0.1', false],
    ['127.1.2.3', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:8.8.8.8', false],
    // IPv4-compatible (the bracketed [::127.0.0.1] of a URL) and IPv4-translated forms of loopback.
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::a9fe:a9fe', false],
    ['::ffff:0:127.0.0.1', false],
    ['::ffff:0:7f00:1', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['2002:7f00:1::', false],
    ['localhost', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));
});

describe('guardedLookup', () => {
  const fake = (answers: Record<string, { address: string; family: number }[]>) =>
    ((host: string, _o: unknown, cb: (e: NodeJS.ErrnoException | null, a: unknown) => void) =>
      cb(null, answers[host] ?? [])) as never;
  const dns = fake({
    'public.example': [{ address: '93.184.216.34', family: 4 }],
    'rebind.example': [{ address: '127.0.0.1', family: 4 }],
    'mixed.example': [
      { address: '10.0.0.2', family: 4 },
      { address: '93.184.216.34', family: 4 },
    ],
    localhost: [{ address: '127.0.0.1', family: 4 }],
  });
  const run = (host: string, allow: string[] = [], all = false) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      guardedLookup(new Set(allow), dns)(host, { all }, (error, address) => resolve({ error, address })),
    );

  it.each([
    ['public.example', [], '93.184.216.34'],
    ['mixed.example', [], '93.184.216.34'],
    ['localhost', ['localhost'], '127.0.0.1'],
  ])('connects %s (allow %j) to %s', async (host, allow, address) => {
    expect(await run(host, allow)).toEqual({ error: null, address });
  });

  it.each([['rebind.example'], ['localhost']])('refuses %s', async (host) => {
    const { error } = await run(host);
    expect(error?.message).toBe(`${host} does not resolve to a public address`);
  });

  it('answers a list when asked for all addresses, without the private ones', async () => {
    expect(await run('mixed.example', [], true)).toEqual({
      error: null,
      address: [{ address: '93.184.216.34', family: 4 }],
    });
  });
});

describe('literalHost', () => {
  it.each([
    ['[::1]', '::1'],
    ['127.0.0.1', '127.0.0.1'],
    ['tracker.example', null],
  ])('%s → %s', (host, expected) => expect(literalHost(host)).toBe(expected));
});

describe('address literals in a postback URL', () => {
  // What the URL parser makes of the bracketed forms a template may carry, then the check the sender runs.
  it.each([
    'http://[::127.0.0.1]/pb',
    'http://[::ffff:127.0.0.1]/pb',
    'http://[::ffff:0:127.0.0.1]/pb',
    'http://[::169.254.169.254]/pb',
    'http://[0:0:0:0:0:0:0:1]/pb',
  ])('refuses %s', (url) => {
    const host = literalHost(new URL(url).hostname);
    expect(host).not.toBeNull();
    expect(isPublicAddress(host!)).toBe(false);
  });
});
