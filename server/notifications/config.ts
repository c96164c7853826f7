// Transfer-status notification settings from the environment (docs/operations.md, "Push notifications"). Without
// FIREBASE_SERVICE_ACCOUNT nothing is queued or sent. Parsing is pure; a bad value is one ConfigError at start.
import { readFileSync } from 'node:fs';
import { ConfigError } from '../config';

type Env = Record<string, string | undefined>;

export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
}

export interface PushConfig {
  /** The Firebase service account (its JSON key file); null: notifications are off. */
  serviceAccount: ServiceAccount | null;
  /**
   * PUSH_NOTIFY_REJECTED=1: a rejection is notified too (off by default: a refusal is news the visitor may not want
   * pushed).
   */
  notifyRejected: boolean;
  /** Sends to one token before it is marked failed, and the first wait before a retry (doubled each time). */
  attempts: number;
  retryMs: number;
  /** How long a status page link works. */
  linkDays: number;
  /** The origin the status page links use (PUSH_LINK_ORIGIN, else SITE_URL / the first SITE_ORIGINS entry). */
  linkOrigin: string | null;
  /** How often the sender looks for due notifications (the end of quiet hours, retries); a new one wakes it at once. */
  pollMs: number;
  /** Tests only: a local stand-in of FCM and Google's token endpoint that every call of the SDK goes to. */
  testEndpoint: string | null;
  /** Tests only: a file holding the time the notification queue runs on (an ISO instant), read on every pass. */
  testClockFile: string | null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(`${name}=${JSON.stringify(raw)} is not valid: expected a whole number from ${min} to ${max}`);
  return Number(raw);
}

/** The key file's JSON (its path, or the JSON itself) as the SDK needs it; the message never shows the key. */
export function readServiceAccount(
  raw: string,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): ServiceAccount {
  let text = raw;
  if (!raw.trimStart().startsWith('{')) {
    try {
      text = read(raw);
    } catch {
      throw new ConfigError(`FIREBASE_SERVICE_ACCOUNT: the file ${JSON.stringify(raw)} cannot be read`);
    }
  }
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new ConfigError(
      'FIREBASE_SERVICE_ACCOUNT is not valid: ' +
        'expected the service account key file (JSON) downloaded from the Firebase console',
    );
  }
  const { project_id: projectId, client_email: clientEmail, private_key: privateKey } = json;
  if (
    typeof projectId !== 'string' ||
    !/^[a-z0-9-]{4,40}$/.test(projectId) ||
    typeof clientEmail !== 'string' ||
    !clientEmail.includes('@') ||
    typeof privateKey !== 'string' ||
    !privateKey.includes('PRIVATE KEY')
  ) {
    throw new ConfigError(
      'FIREBASE_SERVICE_ACCOUNT is not valid: the key file needs project_id, client_email and private_key',
    );
  }
  return { projectId, clientEmail, privateKey };
}

function origin(name: string, raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new ConfigError(
      `${name}=${JSON.stringify(value)} is not valid: expected an origin like https://przelewik.pl`,
    );
  return url.origin;
}

export function parsePushConfig(env: Env, read?: (path: string) => string): PushConfig {
  const raw = env.FIREBASE_SERVICE_ACCOUNT?.trim();
  const production = env.NODE_ENV === 'production';
  const testEndpoint = origin('FCM_TEST_ENDPOINT', env.FCM_TEST_ENDPOINT);
  const testClockFile = env.PUSH_TEST_CLOCK_FILE?.trim() || null;
  if (production && (testEndpoint || testClockFile))
    throw new ConfigError('FCM_TEST_ENDPOINT and PUSH_TEST_CLOCK_FILE are for tests: unset them in production');
  const rejected = env.PUSH_NOTIFY_REJECTED?.trim() ?? '';
  if (!['', '0', '1'].includes(rejected))
    throw new ConfigError(`PUSH_NOTIFY_REJECTED=${JSON.stringify(rejected)} is not valid: expected 1 or 0`);
  return {
    serviceAccount: raw ? readServiceAccount(raw, read) : null,
    notifyRejected: rejected === '1',
    attempts: integer(env, 'PUSH_ATTEMPTS', 6, 1, 20),
    retryMs: integer(env, 'PUSH_RETRY_MS', 60_000, 100, 86_400_000),
    linkDays: integer(env, 'PUSH_LINK_DAYS', 30, 1, 365),
    pollMs: integer(env, 'PUSH_POLL_MS', 15_000, 100, 3_600_000),
    linkOrigin: origin('PUSH_LINK_ORIGIN', env.PUSH_LINK_ORIGIN),
    testEndpoint,
    testClockFile,
  };
}

export function loadPushConfigOrExit(env: Env): PushConfig {
  try {
    return parsePushConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`przelewik: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
