import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { parsePushConfig } from './config';
import { classifyFcmError } from './fcm';

const KEY = JSON.stringify({
  type: 'service_account',
  project_id: 'przelewik-prod',
  client_email: 'push@przelewik-prod.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIE…\n-----END PRIVATE KEY-----\n',
});

describe('push notification settings', () => {
  it('are off without a service account, with the documented defaults', () => {
    expect(parsePushConfig({})).toEqual({
      serviceAccount: null,
      notifyRejected: false,
      attempts: 6,
      retryMs: 60_000,
      linkDays: 30,
      pollMs: 15_000,
      linkOrigin: null,
      testEndpoint: null,
      testClockFile: null,
    });
  });

  it('read the key file by path or as JSON', () => {
    const byPath = parsePushConfig({ FIREBASE_SERVICE_ACCOUNT: '/etc/przelewik/firebase.json' }, (path) =>
      path === '/etc/przelewik/firebase.json' ? KEY : '',
    );
    expect(byPath.serviceAccount).toMatchObject({
      projectId: 'przelewik-prod',
      clientEmail: 'push@przelewik-prod.iam.gserviceaccount.com',
    });
    expect(
      parsePushConfig({
        FIREBASE_SERVICE_ACCOUNT: KEY,
        PUSH_NOTIFY_REJECTED: '1',
        PUSH_LINK_ORIGIN: 'https://przelewik.pl/',
      }),
    ).toMatchObject({ notifyRejected: true, linkOrigin: 'https://przelewik.pl' });
  });

  it.each([
    ['an unreadable file', { FIREBASE_SERVICE_ACCOUNT: '/nie/ma/pliku.json' }, /FIREBASE_SERVICE_ACCOUNT: the file/],
    [
      'a key file without its key',
      { FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ project_id: 'przelewik-prod', client_email: 'a@b' }) },
      /needs project_id, client_email and private_key/,
    ],
    ['not JSON', { FIREBASE_SERVICE_ACCOUNT: '{nie json' }, /FIREBASE_SERVICE_ACCOUNT is not valid/],
    ['a bad switch', { PUSH_NOTIFY_REJECTED: 'tak' }, /PUSH_NOTIFY_REJECTED/],
    ['too many attempts', { PUSH_ATTEMPTS: '50' }, /PUSH_ATTEMPTS/],
    ['a link origin that is no URL', { PUSH_LINK_ORIGIN: 'przelewik.pl' }, /PUSH_LINK_ORIGIN/],
    [
      'the test stand-in in production',
      { NODE_ENV: 'production', FCM_TEST_ENDPOINT: 'http://127.0.0.1:9000' },
      /for tests/,
    ],
    ['the test clock in production', { NODE_ENV: 'production', PUSH_TEST_CLOCK_FILE: '/tmp/clock' }, /for tests/],
  ])('refuse %s with the variable named, never the key', (_name, env, message) => {
    expect(() =>
      parsePushConfig(env, () => {
        throw new Error('ENOENT');
      }),
    ).toThrow(message);
    try {
      parsePushConfig(env, () => {
        throw new Error('ENOENT');
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain('PRIVATE KEY');
    }
  });
});

describe('what an FCM answer means for the queue', () => {
  const error = (code: string) =>
    Object.assign(new Error(`Requested entity was not found. token=fcm-token-123`), { code });
  it.each([
    ['messaging/registration-token-not-registered', 'dead'],
    ['messaging/invalid-registration-token', 'dead'],
    ['messaging/message-rate-exceeded', 'retry'],
    ['messaging/server-unavailable', 'retry'],
    ['messaging/internal-error', 'retry'],
    ['app/network-error', 'retry'],
    ['app/invalid-credential', 'retry'],
    ['messaging/invalid-argument', 'failed'],
    ['messaging/mismatched-credential', 'failed'],
  ])('%s: %s, keeping the code and never the message (it can quote the token)', (code, kind) => {
    expect(classifyFcmError(error(code))).toEqual({ kind, error: code });
  });
});
