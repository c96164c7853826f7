import { describe, expect, it } from 'vitest';
import { afterFailure, afterSuccess, FAILURE_WINDOW_MS, isLocked, LOCK_MS, MAX_FAILURES } from './lockout';
import { checkPassword } from './login-failures';
import { hashPassword, passwordProblem, SCRYPT, unmatchableHash, verifyPassword } from './password';

const t0 = new Date('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('lockout', () => {
  it.each([
    ['first failure starts a window', undefined, 0, { failures: 1, locked: false }],
    [
      'fourth failure in the window',
      { failures: 3, firstAt: t0.toISOString(), lockedUntil: null },
      60_000,
      { failures: 4, locked: false },
    ],
    [
      'fifth failure locks',
      { failures: 4, firstAt: t0.toISOString(), lockedUntil: null },
      60_000,
      { failures: 5, locked: true },
    ],
    [
      'a failure after the window starts over',
      { failures: 4, firstAt: t0.toISOString(), lockedUntil: null },
      FAILURE_WINDOW_MS + 1,
      { failures: 1, locked: false },
    ],
    [
      'a failure after the lock ran out starts over',
      { failures: 5, firstAt: t0.toISOString(), lockedUntil: at(LOCK_MS).toISOString() },
      LOCK_MS + 1,
      { failures: 1, locked: false },
    ],
  ] as const)('%s', (_name, state, offset, expected) => {
    const next = afterFailure(state, at(offset), MAX_FAILURES.account);
    expect(next.failures).toBe(expected.failures);
    expect(isLocked(next, at(offset))).toBe(expected.locked);
  });

  const until = at(LOCK_MS).toISOString();
  it.each([
    ['nothing counted: nothing to take back', undefined, undefined],
    [
      'the attempt that set the lock was right: lock lifted',
      { failures: 20, firstAt: t0.toISOString(), lockedUntil: until },
      { failures: 19, firstAt: t0.toISOString(), lockedUntil: null },
    ],
    [
      'other failures still reach the limit: lock kept',
      { failures: 21, firstAt: t0.toISOString(), lockedUntil: until },
      { failures: 20, firstAt: t0.toISOString(), lockedUntil: until },
    ],
    [
      'below the limit: one failure fewer',
      { failures: 3, firstAt: t0.toISOString(), lockedUntil: null },
      { failures: 2, firstAt: t0.toISOString(), lockedUntil: null },
    ],
    [
      'never below zero',
      { failures: 0, firstAt: t0.toISOString(), lockedUntil: null },
      { failures: 0, firstAt: t0.toISOString(), lockedUntil: null },
    ],
  ] as const)('after the right password: %s', (_name, state, expected) => {
    expect(afterSuccess(state, MAX_FAILURES.ip)).toEqual(expected);
  });

  it('a lock ends after LOCK_MS', () => {
    const locked = afterFailure({ failures: 4, firstAt: t0.toISOString(), lockedUntil: null }, t0, 5);
    expect(isLocked(locked, at(LOCK_MS - 1))).toBe(true);
    expect(isLocked(locked, at(LOCK_MS))).toBe(false);
    expect(isLocked(undefined, t0)).toBe(false);
  });
});

describe('password hashes', () => {
  const cheap = { N: 1024, r: 8, p: 1, keylen: 32 };
  it('verifies the right password and refuses a wrong one; salts differ', async () => {
    const a = await hashPassword('correct horse battery', cheap);
    const b = await hashPassword('correct horse battery', cheap);
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
  // The one place that hashes at production's cost: every other test passes a cheap one (server/testing/).
  it('hashes at production cost unless told otherwise: scrypt N 2^15, r 8, p 1, a 32-byte key', async () => {
    expect(SCRYPT).toEqual({ N: 32768, r: 8, p: 1, keylen: 32 });
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    // A login without an account checks a hash of that same cost, so it takes as long as a wrong password.
    expect(unmatchableHash()).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await checkPassword('correct horse battery', undefined)).toBe(false);
  });
  it('checks a login without an account against a hash no password matches, at the cost it is given', async () => {
    const cheap = { N: 1024, r: 8, p: 1, keylen: 32 };
    expect(unmatchableHash(cheap)).toMatch(/^scrypt\$1024\$8\$1\$/);
    for (const password of ['', 'correct horse battery', '\u0000'.repeat(32)])
      expect(await checkPassword(password, null, cheap)).toBe(false);
  });
  it.each([
    ['short', 'krotkie', true],
    ['long enough', 'dość-długie-hasło', false],
    ['leading space', ' dość-długie-hasło', true],
  ])('%s', (_n, password, refused) => expect(passwordProblem(password) !== null).toBe(refused));
});
