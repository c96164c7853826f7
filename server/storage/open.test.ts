import { describe, expect, it } from 'vitest';
import { readStorageConfig } from './open';
import { DEFAULT_CONTACT_RETENTION, DEFAULT_EVENT_RETENTION_DAYS } from './retention';

describe('readStorageConfig', () => {
  it('defaults to the embedded SQLite, one process, ten connections, the default retention', () => {
    expect(readStorageConfig({}, 2)).toEqual({
      ok: true,
      value: {
        databaseUrl: null,
        workers: 1,
        poolSize: 10,
        retentionDays: DEFAULT_EVENT_RETENTION_DAYS,
        contactRetention: { phoneLeadDays: 90, partnerSignupDays: 730 },
        sqliteSynchronous: 'full',
      },
    });
    expect(DEFAULT_CONTACT_RETENTION).toEqual({ phoneLeadDays: 90, partnerSignupDays: 730 });
  });

  it.each([
    [{ DATABASE_URL: 'postgres://u:p@db:5432/przelewik' }, { databaseUrl: 'postgres://u:p@db:5432/przelewik' }],
    [
      { DATABASE_URL: 'postgresql://db/x', WORKERS: '4', PG_POOL_SIZE: '5' },
      { databaseUrl: 'postgresql://db/x', workers: 4, poolSize: 5 },
    ],
    [{ WORKERS: 'auto' }, { workers: 2 }],
    [
      { DATABASE_URL: '  ', EVENT_RETENTION_DAYS: '30' },
      { databaseUrl: null, retentionDays: 30 },
    ],
    [{ SQLITE_SYNCHRONOUS: 'NORMAL' }, { sqliteSynchronous: 'normal' }],
    [
      { PHONE_LEAD_RETENTION_DAYS: '30', PARTNER_SIGNUP_RETENTION_DAYS: '365' },
      { contactRetention: { phoneLeadDays: 30, partnerSignupDays: 365 } },
    ],
  ])('%o', (env, expected) => {
    const result = readStorageConfig(env, 2);
    expect(result.ok && result.value).toMatchObject(expected);
  });

  it.each([
    [
      { DATABASE_URL: 'mysql://db/x' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite)',
    ],
    [{ WORKERS: '0' }, 'WORKERS must be a whole number from 1 to 64 (got "0"); or "auto" for one per core'],
    [{ WORKERS: 'many' }, 'WORKERS must be a whole number from 1 to 64 (got "many"); or "auto" for one per core'],
    [{ PG_POOL_SIZE: '1000' }, 'PG_POOL_SIZE must be a whole number from 1 to 100 (got "1000")'],
    [{ EVENT_RETENTION_DAYS: '0' }, 'EVENT_RETENTION_DAYS must be a whole number of days, at least 1 (got "0")'],
    [{ SQLITE_SYNCHRONOUS: 'off' }, 'SQLITE_SYNCHRONOUS must be "full" or "normal" (got "off")'],
    [
      { PHONE_LEAD_RETENTION_DAYS: '0' },
      'PHONE_LEAD_RETENTION_DAYS must be a whole number of days, at least 1 (got "0")',
    ],
    [
      { PARTNER_SIGNUP_RETENTION_DAYS: 'zawsze' },
      'PARTNER_SIGNUP_RETENTION_DAYS must be a whole number of days, at least 1 (got "zawsze")',
    ],
    [{ EVENT_RETENTION_DAYS: '1.5' }, 'EVENT_RETENTION_DAYS must be a whole number of days, at least 1 (got "1.5")'],
  ])('refuses %o', (env, error) => expect(readStorageConfig(env, 2)).toEqual({ ok: false, error }));
});
