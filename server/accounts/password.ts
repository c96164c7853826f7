// Operator passwords: scrypt (node:crypto) with a random 16-byte salt per password, stored with its parameters
// so they can be raised later without breaking old hashes. Comparison is constant-time.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** scrypt's cost (N), block size (r), passes (p) and key length in bytes. */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly keylen: number;
}

/** Cost 2^15, block 8, 1 pass: about 50 ms and 32 MiB here, the OWASP minimum for scrypt. */
export const SCRYPT: ScryptCost = { N: 2 ** 15, r: 8, p: 1, keylen: 32 };
/** Shorter passwords are refused when an account is created. */
export const MIN_PASSWORD_CHARS = 12;

const options = (N: number, r: number, p: number): ScryptOptions => ({ N, r, p, maxmem: 128 * N * r * 2 });

export async function hashPassword(password: string, params: ScryptCost = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params.keylen, options(params.N, params.r, params.p));
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A well-formed hash at `params` that no password matches (its key is zeros): checked when there is no account. */
export const unmatchableHash = (params: ScryptCost = SCRYPT): string =>
  [
    'scrypt',
    params.N,
    params.r,
    params.p,
    Buffer.alloc(16).toString('base64'),
    Buffer.alloc(params.keylen).toString('base64'),
  ].join('$');

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const N = Number(n),
    R = Number(r),
    P = Number(p);
  if (![N, R, P].every(Number.isInteger) || expected.length < 16) return false;
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, options(N, R, P));
  return timingSafeEqual(key, expected);
}

/** Why a new password is refused, or null. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_CHARS)
    return `the password must have at least ${MIN_PASSWORD_CHARS} characters`;
  if (password.trim() !== password) return 'the password must not start or end with a space';
  return null;
}
