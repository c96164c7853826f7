// Sends one notification to one push token through the Firebase Admin SDK (FCM HTTP v1), and says what FCM's
// answer means for the queue: sent, try again later (429, 5xx, network), the token is gone (never use it again), or
// refused for good. Data-only messages: our service worker shows them (loader/features/push/sw.ts) and opens the
// status link on a click; the page, when open, shows them through the loader.
import { Agent as HttpsAgent, type AgentOptions } from 'node:https';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';
import { cert, deleteApp, initializeApp, type App, type Credential } from 'firebase-admin/app';
import { getMessaging } from 'firebase-admin/messaging';
import type { ServiceAccount } from './config';

export interface PushMessage {
  title: string;
  body: string;
  link: string;
  lang: string;
}

export type PushSendResult =
  | { kind: 'sent'; id: string }
  | { kind: 'retry'; error: string }
  | { kind: 'dead'; error: string }
  | { kind: 'failed'; error: string };

export interface PushSender {
  send(token: string, message: PushMessage): Promise<PushSendResult>;
  close(): Promise<void>;
}

/** FCM says the token no longer reaches anyone (the visitor unsubscribed, cleared the site, or it never existed). */
const DEAD = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);
/** Worth another try later: rate limits (429), FCM's own failures (5xx), the network. */
const RETRY = new Set([
  'messaging/message-rate-exceeded',
  'messaging/device-message-rate-exceeded',
  'messaging/server-unavailable',
  'messaging/internal-error',
  'messaging/unknown-error',
  'app/network-error',
  'app/network-timeout',
  'app/internal-error',
  // The OAuth token could not be had (Google's token endpoint unreachable or refusing for now): try again later.
  'app/invalid-credential',
]);

/** What an error of the SDK means for the queue. */
export function classifyFcmError(error: unknown): PushSendResult {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  // The SDK's messages quote FCM's answer, which names the token: keep the code only.
  const text = code || (error instanceof Error ? error.name : 'error');
  if (DEAD.has(code)) return { kind: 'dead', error: text };
  if (RETRY.has(code) || code === '') return { kind: 'retry', error: text };
  return { kind: 'failed', error: text };
}

/**
 * An HTTPS agent for tests that takes every connection of the SDK to one local plain-HTTP stand-in, whatever host
 * the SDK names (fcm.googleapis.com): passed as the SDK's own httpAgent option, so the SDK's request code runs as is.
 */
export class StandInAgent extends HttpsAgent {
  constructor(
    private readonly target: URL,
    options: AgentOptions = {},
  ) {
    super({ ...options, keepAlive: false });
  }
  override createConnection(): ReturnType<typeof connect> {
    return connect(Number(this.target.port || 80), this.target.hostname);
  }
}

/** Tests: a credential that asks the stand-in's token endpoint for an access token, as the real one asks Google's. */
export function standInCredential(endpoint: string): Credential {
  return {
    getAccessToken: () =>
      new Promise((resolve, reject) => {
        const req = httpRequest(
          new URL('/token', endpoint),
          { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => {
              try {
                const json = JSON.parse(body) as { access_token: string; expires_in: number };
                if (res.statusCode !== 200 || typeof json.access_token !== 'string')
                  throw new Error(`token endpoint answered ${res.statusCode}`);
                resolve({ access_token: json.access_token, expires_in: json.expires_in });
              } catch (error) {
                reject(error instanceof Error ? error : new Error(String(error)));
              }
            });
          },
        );
        req.on('error', reject);
        req.end('grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer');
      }),
  };
}

export interface FcmOptions {
  serviceAccount: ServiceAccount;
  /** Tests: the local stand-in of FCM and of Google's token endpoint. */
  testEndpoint?: string | null;
}

/** The real sender: firebase-admin with the operator's service account, one named app per sender. */
export function fcmSender({ serviceAccount, testEndpoint }: FcmOptions): PushSender {
  const agent = testEndpoint ? new StandInAgent(new URL(testEndpoint)) : undefined;
  const app: App = initializeApp(
    {
      credential: testEndpoint ? standInCredential(testEndpoint) : cert(serviceAccount),
      projectId: serviceAccount.projectId,
      ...(agent ? { httpAgent: agent } : {}),
    },
    `przelewik-push-${randomUUID()}`,
  );
  const messaging = getMessaging(app);
  return {
    async send(token, message) {
      try {
        const id = await messaging.send({
          token,
          data: { title: message.title, body: message.body, link: message.link, lang: message.lang },
          // A day to reach a phone that is off; high urgency: the visitor is waiting for this news.
          webpush: { headers: { TTL: '86400', Urgency: 'high' } },
        });
        return { kind: 'sent', id };
      } catch (error) {
        return classifyFcmError(error);
      }
    },
    close: () => deleteApp(app),
  };
}
