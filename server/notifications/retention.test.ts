// The push token retention job on both backends, on a given clock, and the privacy policy's promise tied to it: the
// number of days the policy prints is the number the job keeps.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_TOKEN_RETENTION_DAYS } from '../../contracts/data-flows';
import { PRIVACY_POLICY_VERSIONS } from '../../site/content/legal';
import { RETENTION_INTERVAL_MS } from '../storage/retention';
import { storageBackends } from '../testing/backends';
import type { Storage } from '../storage/types';
import { eraseLead } from '../admin/erasure';
import { DEAD_TOKEN_KEEP_MS, prunePushTokens, startPushTokenRetention } from './retention';

const DAY = 86_400_000;
const NOW = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe.each(storageBackends())('push token retention on $name', (backend) => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await backend.open();
  });
  afterEach(async () => storage.close());

  const lead = async () => {
    const id = randomUUID();
    await storage.insertLead({
      id,
      consentsVersion: 'v',
      origin: null,
      receivedAt: NOW,
      lead: {
        amount: 1500,
        termUnit: 'days',
        term: 30,
        termDays: 30,
        birthDate: '1990-01-01',
        phone: null,
        email: null,
        consents: { terms: true, privacy: true, marketing: false },
      },
    });
    return id;
  };
  const token = async (leadId: string | null, deadAt: string | null = null) => {
    const value = `tok-${randomUUID()}`;
    await storage.upsertPushToken({
      record: {
        token: value,
        gaClientId: null,
        domain: 'przelewik.test',
        leadId,
        country: 14,
        partnerId: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        utmContent: null,
        utmTerm: null,
      },
      origin: null,
      receivedAt: new Date(ago(40 * DAY)),
    });
    if (deadAt) await storage.sql.run('UPDATE push_tokens SET dead_at = ? WHERE token = ?', [deadAt, value]);
    return value;
  };
  const tokens = async () =>
    (await storage.sql.all<{ token: string }>('SELECT token FROM push_tokens ORDER BY token'))
      .map((r) => r.token)
      .sort();

  it('deletes dead tokens past their keep and tokens of leads that no longer exist; keeps live and recently dead ones', async () => {
    const own = await lead();
    const live = await token(own);
    const anonymous = await token(null);
    const freshlyDead = await token(own, ago(DEAD_TOKEN_KEEP_MS - 60_000));
    const longDead = await token(own, ago(DEAD_TOKEN_KEEP_MS + 60_000));
    const orphan = await token(randomUUID());
    expect(await prunePushTokens(storage.sql, NOW)).toEqual({ dead: 1, orphaned: 1 });
    expect(await tokens()).toEqual([live, anonymous, freshlyDead].sort());
    expect(await tokens()).not.toContain(longDead);
    expect(await tokens()).not.toContain(orphan);
    // A second pass finds nothing more: it is safe for every process to run it.
    expect(await prunePushTokens(storage.sql, NOW)).toEqual({ dead: 0, orphaned: 0 });
  });

  it('a token posted again with the id of an erased lead is deleted at the next pass, and the sends keep no token', async () => {
    const id = await lead();
    const first = await token(id);
    await storage.sql.run(
      "INSERT INTO push_notifications (id, lead_id, status, conversion_id, lender, reported_at, created_at, due_at, state) VALUES ('n1', ?, 'paid', 'c1', 'kasomir', ?, ?, ?, 'done')",
      [id, ago(DAY), ago(DAY), ago(DAY)],
    );
    await storage.sql.run(
      "INSERT INTO push_sends (id, notification_id, token, state, attempts) VALUES ('s1', 'n1', ?, 'sent', 1)",
      [first],
    );
    expect(await eraseLead(storage.sql, id, 'operator', NOW)).not.toBeNull();
    expect(await tokens()).toEqual([]);
    // The browser still holds the old lead id and posts its token with it at its next refresh.
    const again = await token(id);
    await storage.sql.run(
      "INSERT INTO push_sends (id, notification_id, token, state, attempts, next_attempt_at) VALUES ('s2', 'n1', ?, 'pending', 0, ?)",
      [again, ago(0)],
    );
    expect(await prunePushTokens(storage.sql, NOW)).toEqual({ dead: 0, orphaned: 1 });
    expect(await tokens()).toEqual([]);
    const sends = await storage.sql.all<{ id: string; token: string; state: string }>(
      'SELECT id, token, state FROM push_sends ORDER BY id',
    );
    expect(sends).toEqual([
      { id: 's1', token: 's1', state: 'sent' },
      { id: 's2', token: 's2', state: 'failed' },
    ]);
  });

  it('a dead token stays dead while kept: posted again, it is still not live', async () => {
    const own = await lead();
    const value = await token(own, ago(DAY));
    await storage.upsertPushToken({
      record: {
        token: value,
        gaClientId: null,
        domain: 'przelewik.test',
        leadId: own,
        country: 14,
        partnerId: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        utmContent: null,
        utmTerm: null,
      },
      origin: null,
      receivedAt: NOW,
    });
    await prunePushTokens(storage.sql, NOW);
    expect(await storage.sql.get('SELECT dead_at FROM push_tokens WHERE token = ?', [value])).toEqual({
      dead_at: ago(DAY),
    });
  });

  it('the job runs at once and logs what it deleted, never a token', async () => {
    await token(randomUUID());
    const lines: string[] = [];
    const stop = startPushTokenRetention(
      storage.sql,
      { info: (m) => lines.push(m), warn: (m) => lines.push(m) },
      () => NOW,
    );
    await expect.poll(() => lines.length).toBe(1);
    stop();
    expect(lines).toEqual(['retention: deleted 1 push tokens of leads that no longer exist']);
  });

  it("keeps the privacy policy's promise: a token found dead is gone by the last hourly pass before the promised day ends", async () => {
    const text = JSON.stringify(PRIVACY_POLICY_VERSIONS[0]);
    const promised = /Nieaktualny\s+token\s+usuwamy\s+najpóźniej\s+w\s+ciągu\s+(\d+)\s+dni/.exec(text);
    expect(promised, 'the privacy policy states the limit').not.toBeNull();
    const days = Number(promised![1]);
    expect(days).toBe(PUSH_TOKEN_RETENTION_DAYS);
    const own = await lead();
    const diedAt = new Date(NOW.getTime() - days * DAY);
    const value = await token(own, diedAt.toISOString());
    // The hourly pass that ran last before the promise's end (the job never waits longer than an interval).
    const lastPass = new Date(diedAt.getTime() + days * DAY - RETENTION_INTERVAL_MS);
    await prunePushTokens(storage.sql, lastPass);
    expect(await tokens()).not.toContain(value);
  });
});
