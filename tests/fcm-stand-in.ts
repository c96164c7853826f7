// A local stand-in of FCM's HTTP v1 send endpoint and of Google's OAuth token endpoint, for the server's tests and the
// e2e specs: firebase-admin reaches it through its own httpAgent option (server/notifications/fcm.ts, StandInAgent),
// so the SDK's request, retry and error-mapping code runs as it does against Google. It answers each token with the
// answers a test queues for it (then 200), and remembers every message it took.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_ACCESS_TOKEN = 'stand-in-access-token';

export type StandInAnswer = 'ok' | 'unregistered' | 429 | 500 | 503;

export interface ReceivedMessage {
  project: string;
  token: string;
  data: Record<string, string>;
  webpush: unknown;
  authorization: string | undefined;
  /** The status the stand-in answered with. */
  status: number;
}

export interface FcmStandIn {
  url: string;
  port: number;
  received: ReceivedMessage[];
  tokenRequests: number;
  /** Answers the next sends to `token` with these, in order (then 200). */
  answer(token: string, ...answers: StandInAnswer[]): void;
  /** Messages to one token that FCM accepted. */
  delivered(token: string): ReceivedMessage[];
  close(): Promise<void>;
}

const read = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

const fcmError = (code: number, status: string, errorCode: string, message: string) =>
  JSON.stringify({
    error: {
      code,
      message,
      status,
      details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
    },
  });

export async function startFcmStandIn(port = 0, host = '127.0.0.1'): Promise<FcmStandIn> {
  const queued = new Map<string, StandInAnswer[]>();
  const state = { tokenRequests: 0 };
  const received: ReceivedMessage[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method === 'POST' && path === '/token') {
        state.tokenRequests++;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: STAND_IN_ACCESS_TOKEN, expires_in: 3600, token_type: 'Bearer' }));
        return;
      }
      const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path);
      if (req.method !== 'POST' || !match) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code: 404, message: 'not found', status: 'NOT_FOUND' } }));
        return;
      }
      const message = (
        JSON.parse(body) as { message: { token: string; data?: Record<string, string>; webpush?: unknown } }
      ).message;
      const answer = queued.get(message.token)?.shift() ?? 'ok';
      const authorization = req.headers.authorization;
      const entry = (status: number): ReceivedMessage => ({
        project: match[1]!,
        token: message.token,
        data: message.data ?? {},
        webpush: message.webpush,
        authorization,
        status,
      });
      if (authorization !== `Bearer ${STAND_IN_ACCESS_TOKEN}`) {
        received.push(entry(401));
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(
            fcmError(
              401,
              'UNAUTHENTICATED',
              'THIRD_PARTY_AUTH_ERROR',
              'Request had invalid authentication credentials.',
            ),
          );
      } else if (answer === 'unregistered') {
        received.push(entry(404));
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(fcmError(404, 'NOT_FOUND', 'UNREGISTERED', 'Requested entity was not found.'));
      } else if (answer === 429) {
        received.push(entry(429));
        res
          .writeHead(429, { 'content-type': 'application/json' })
          .end(fcmError(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED', 'Quota exceeded for sending messages.'));
      } else if (answer === 500 || answer === 503) {
        received.push(entry(answer));
        res
          .writeHead(answer, { 'content-type': 'application/json' })
          .end(
            fcmError(
              answer,
              answer === 500 ? 'INTERNAL' : 'UNAVAILABLE',
              answer === 500 ? 'INTERNAL' : 'UNAVAILABLE',
              'The service is currently unavailable.',
            ),
          );
      } else {
        received.push(entry(200));
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ name: `projects/${match[1]}/messages/${received.length}` }));
      }
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    received,
    get tokenRequests() {
      return state.tokenRequests;
    },
    answer(token, ...answers) {
      queued.set(token, [...(queued.get(token) ?? []), ...answers]);
    },
    delivered: (token) => received.filter((m) => m.token === token && m.status === 200),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
