import { describe, expect, it } from 'vitest';
import { fakeEnv } from '../testing/fake-env';
import { CLIENT_ID_LIFETIME_MS, currentIds, resolveId, SESSION_ID_LIFETIME_MS } from './ids';

const NOW = Date.UTC(2026, 10, 22, 12);
const ID = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
const FRESH = '11111111-2222-4333-8444-555555555555';
const stored = (id: string, exp: number) => JSON.stringify({ id, exp });

describe('resolveId', () => {
  it.each([
    ['nothing stored', null, SESSION_ID_LIFETIME_MS, true, FRESH, true],
    ['a valid session id', stored(ID, NOW + 60_000), SESSION_ID_LIFETIME_MS, true, ID, false],
    ['an expired session id', stored(ID, NOW - 1), SESSION_ID_LIFETIME_MS, true, FRESH, true],
    ['expiry exactly now', stored(ID, NOW), SESSION_ID_LIFETIME_MS, true, FRESH, true],
    [
      'an expiry too far ahead (tampered)',
      stored(ID, NOW + SESSION_ID_LIFETIME_MS + 1),
      SESSION_ID_LIFETIME_MS,
      true,
      FRESH,
      true,
    ],
    ['not a UUID v4', stored('abc', NOW + 60_000), SESSION_ID_LIFETIME_MS, true, FRESH, true],
    ['not JSON', 'garbage', SESSION_ID_LIFETIME_MS, true, FRESH, true],
    ['a bare id (no expiry)', JSON.stringify({ id: ID }), SESSION_ID_LIFETIME_MS, true, FRESH, true],
    ['a valid client id', stored(ID, NOW + CLIENT_ID_LIFETIME_MS - 1), CLIENT_ID_LIFETIME_MS, false, ID, false],
    ['an upper-case id', stored(ID.toUpperCase(), NOW + 1000), CLIENT_ID_LIFETIME_MS, false, ID, false],
  ])('%s', (_name, value, lifetime, sliding, expectedId, isNew) => {
    const result = resolveId(value, NOW, lifetime, FRESH, sliding);
    expect(result.id).toBe(expectedId);
    expect(result.isNew).toBe(isNew);
  });

  it('slides a session expiry forward and keeps a client expiry fixed', () => {
    const session = JSON.parse(resolveId(stored(ID, NOW + 1000), NOW, SESSION_ID_LIFETIME_MS, FRESH, true).store);
    expect(session.exp).toBe(NOW + SESSION_ID_LIFETIME_MS);
    const client = JSON.parse(resolveId(stored(ID, NOW + 1000), NOW, CLIENT_ID_LIFETIME_MS, FRESH, false).store);
    expect(client.exp).toBe(NOW + 1000);
  });

  it('uses the SPEC §9 lifetimes', () => {
    expect(SESSION_ID_LIFETIME_MS).toBe(30 * 60 * 1000);
    expect(CLIENT_ID_LIFETIME_MS).toBe(180 * 24 * 60 * 60 * 1000);
  });
});

describe('currentIds', () => {
  it('keeps ids across page views within 30 minutes, and makes a new session after', () => {
    const env = fakeEnv();
    const first = currentIds(env);
    env.clock.now += 29 * 60 * 1000;
    expect(currentIds(env)).toEqual(first);
    env.clock.now += 31 * 60 * 1000;
    const later = currentIds(env);
    expect(later.clientId).toBe(first.clientId);
    expect(later.sessionId).not.toBe(first.sessionId);
  });

  it('works when storage refuses every write', () => {
    const env = fakeEnv({ local: { get: () => null, set: () => false, remove: () => undefined } });
    const ids = currentIds(env);
    expect(ids.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
