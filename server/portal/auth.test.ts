// Portal links and sessions against the clock: an invitation works for 7 days, a sign-in link for 15 minutes, each
// once; a password set from an invitation ends the partner's other sessions; a session ends after 12 hours; only
// hashes of tokens are stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageBackends } from '../testing/backends';
import type { Storage } from '../storage/types';
import {
  findPartnerSession,
  INVITE_HOURS,
  issueLink as issue,
  LOGIN_LINK_MINUTES,
  PORTAL_SESSION_HOURS,
  portalLogin,
  useLink,
} from './auth';
import { TEST_SCRYPT } from '../testing/password-cost';

const T0 = new Date('2026-11-28T10:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const PASSWORD = 'haslo-do-panelu-partnera';

/** A link that must be issued (the address is this partner's own). */
async function issueLink(...args: Parameters<typeof issue>): Promise<string> {
  const token = await issue(...args);
  if (!token) throw new Error('no link issued');
  return token;
}

describe.each(storageBackends())('portal links and sessions on $name', (backend) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await backend.open();
  });
  afterAll(() => storage.close());

  it('keeps an invitation for 7 days and a sign-in link for 15 minutes, each usable once, stored only as a hash', async () => {
    const late = await issueLink(storage.sql, 'p1', 'P1@Example.pl', 'invite', T0);
    expect(await useLink(storage.sql, late, PASSWORD, later(INVITE_HOURS * 3_600_000 + 1))).toEqual({
      ok: false,
      reason: 'gone',
    });
    const invite = await issueLink(storage.sql, 'p1', 'p1@example.pl', 'invite', T0);
    expect(
      (await storage.sql.all<{ token_hash: string }>('SELECT token_hash FROM partner_login_tokens')).map(
        (r) => r.token_hash,
      ),
    ).not.toContain(invite);
    expect(await useLink(storage.sql, invite, 'krotkie', later(1000))).toMatchObject({ ok: false, reason: 'password' });
    const used = await useLink(storage.sql, invite, PASSWORD, later(INVITE_HOURS * 3_600_000 - 1000), TEST_SCRYPT);
    expect(used).toMatchObject({ ok: true, partnerId: 'p1' });
    expect(await useLink(storage.sql, invite, PASSWORD, later(INVITE_HOURS * 3_600_000 - 500))).toEqual({
      ok: false,
      reason: 'gone',
    });
    const link = await issueLink(storage.sql, 'p1', 'p1@example.pl', 'login', T0);
    expect(await useLink(storage.sql, link, null, later(LOGIN_LINK_MINUTES * 60_000 + 1))).toEqual({
      ok: false,
      reason: 'gone',
    });
    const fresh = await issueLink(storage.sql, 'p1', 'p1@example.pl', 'login', T0);
    expect(await useLink(storage.sql, fresh, null, later(LOGIN_LINK_MINUTES * 60_000 - 1))).toMatchObject({ ok: true });
  });

  it('issues no link for an address that is already another partner’s login', async () => {
    expect(await issue(storage.sql, 'p2', 'P1@example.pl', 'invite', T0)).toBeNull();
    expect(await storage.sql.get("SELECT partner_id FROM partner_accounts WHERE partner_id = 'p2'")).toBeUndefined();
  });

  it('ends the other sessions when a password is set, and every session after 12 hours', async () => {
    const login = await portalLogin(storage.sql, 'p1@example.pl', PASSWORD, '203.0.113.9', T0);
    if (!login.ok) throw new Error('no login');
    expect(
      await findPartnerSession(storage.sql, login.sessionId, later(PORTAL_SESSION_HOURS * 3_600_000 - 1)),
    ).toMatchObject({ partnerId: 'p1', email: 'p1@example.pl' });
    expect(
      await findPartnerSession(storage.sql, login.sessionId, later(PORTAL_SESSION_HOURS * 3_600_000 + 1)),
    ).toBeNull();
    const invite = await issueLink(storage.sql, 'p1', 'p1@example.pl', 'invite', T0);
    await useLink(storage.sql, invite, 'zupelnie-nowe-haslo-1', later(1000), TEST_SCRYPT);
    expect(await findPartnerSession(storage.sql, login.sessionId, later(2000))).toBeNull();
    expect(await portalLogin(storage.sql, 'p1@example.pl', PASSWORD, '203.0.113.9', later(3000))).toEqual({
      ok: false,
      reason: 'wrong',
    });
  });
});
