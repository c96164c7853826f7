// Outbound postbacks go only to public hosts: a partner's template must not make our server call its own
// loopback, the private network or the cloud metadata address. The check runs on the address the connection
// really uses (the `lookup` given to http.request), so a host name that resolves differently the second time
// (DNS rebinding) is checked at connect time, not before.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// Two lists: one BlockList checks an IPv4 address against its IPv6 rules as ::ffff:a.b.c.d, so the mapped range
// would refuse every IPv4 address.
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED_V4.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  // ::/96 holds the IPv4-compatible forms ([::127.0.0.1] is ::7f00:1), :: and ::1; ::ffff:0:0/96 the mapped ones,
  // ::ffff:0:0:0/96 the translated ones.
  ['::', 96],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED_V6.addSubnet(net, bits, 'ipv6');

/** IPv4 written inside an IPv6 address (::ffff:a.b.c.d, ::ffff:7f00:1), or null. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1] ?? null;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const hi = parseInt(hex[1] ?? '0', 16);
  const lo = parseInt(hex[2] ?? '0', 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True for an address on the public internet; false for loopback, private, link-local, reserved and the rest. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED_V4.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return false; // mapped addresses reach IPv4 hosts; the whole ::ffff:0:0/96 is refused
    return !BLOCKED_V6.check(address, 'ipv6');
  }
  return false;
}

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type Lookup = (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => void;

/**
 * A `lookup` for http.request that refuses private addresses. `allowHosts` (POSTBACK_TEST_ALLOW_HOSTS) names hosts
 * exempt from the check: for the test suite's local partner server only, never for production.
 */
export function guardedLookup(
  allowHosts: ReadonlySet<string>,
  resolve: Lookup = dnsLookup as unknown as Lookup,
): Lookup {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, options.all ? [] : '', 0);
      const list = (
        Array.isArray(addresses) ? addresses : [{ address: addresses, family: isIP(addresses) }]
      ) as LookupAddress[];
      const exempt = allowHosts.has(hostname.toLowerCase());
      const usable = exempt ? list : list.filter((a) => isPublicAddress(a.address));
      if (usable.length === 0)
        return callback(
          new BlockedAddressError(`${hostname} does not resolve to a public address`),
          options.all ? [] : '',
          0,
        );
      if (options.all) return callback(null, usable);
      const first = usable[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** The host of an address literal in a URL ("[::1]" → "::1"), for the same check before connecting. */
export function literalHost(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : null;
}

/**
 * Whether a postback template's host may be saved: an address literal or localhost must be public now; a name must
 * not resolve only to private addresses (checked with the same lookup the sender uses; a name that does not
 * resolve yet is accepted, since every send checks again at connect time). `allowHosts`: POSTBACK_TEST_ALLOW_HOSTS.
 */
export async function postbackHostAllowed(
  template: string,
  allowHosts: ReadonlySet<string>,
  resolve: Lookup = dnsLookup as unknown as Lookup,
): Promise<boolean> {
  const host = new URL(template.replace(/\{[a-z0-9_]+\}/g, 'x')).hostname.toLowerCase();
  if (allowHosts.has(host)) return true;
  const literal = literalHost(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  if (literal !== null) return isPublicAddress(literal);
  return new Promise((done) => {
    guardedLookup(allowHosts, resolve)(host, { all: true }, (error) => done(!(error instanceof BlockedAddressError)));
  });
}
