// Firebase's network and the browser's push subscription for the push specs (push.spec.ts,
// push-notifications.spec.ts). Firebase's servers cannot be reached here, so its network is intercepted at the
// browser's edge (page.route) and answered the way the Installations and FCM Registrations APIs answer.
//
// STAND-IN: PushManager.prototype.subscribe / getSubscription are the only browser calls replaced
// (standInSubscriptions, an init script). Headless Chromium has no push service to subscribe to; everything else —
// Notification permission, service worker registration and activation, IndexedDB, the SDK, fetch — is the browser's
// own.
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';

export const FIREBASE = {
  apiKey: 'AIzaSyE2E-test-key-0000000000000000000',
  projectId: 'przelewik-e2e',
  messagingSenderId: '123456789012',
  appId: '1:123456789012:web:e2e0000000000000',
};

/** An init script (context.addInitScript): a push subscription as a push service would hand it out. */
export function standInSubscriptions(): void {
  const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill).buffer;
  let subscribed = false;
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-endpoint',
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: (name: string) => (name === 'p256dh' ? bytes(65, 4) : bytes(16, 7)),
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-endpoint', keys: {} }),
    unsubscribe: async () => ((subscribed = false), true),
  };
  PushManager.prototype.subscribe = async function () {
    subscribed = true;
    return subscription as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    // Counted, so a test knows the SDK has reached the token (it reads the subscription first, every time).
    const w = window as unknown as { __subscriptionReads?: number };
    w.__subscriptionReads = (w.__subscriptionReads ?? 0) + 1;
    return subscribed ? (subscription as unknown as PushSubscription) : null;
  };
}

/** Google's APIs answer cross-origin calls from any page (they are called from the browser). */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
};

export interface FirebaseNet {
  installations: Request[];
  registrations: Request[];
  other: string[];
  tokens: string[];
}

/** Answers Firebase's APIs at the browser's edge; `failRegistrations` answers the first N registrations with 500. */
export async function firebaseNetwork(page: Page, options: { failRegistrations?: number } = {}): Promise<FirebaseNet> {
  const net: FirebaseNet = { installations: [], registrations: [], other: [], tokens: [] };
  // Tokens of their own per test: tests of this file run side by side, and each reads back its own token's row.
  const tokenPrefix = randomUUID().replaceAll('-', '');
  let failures = options.failRegistrations ?? 0;
  // Anything else of Google's would leave the machine: record it and refuse it. (Registered first: Playwright
  // tries the routes added last first, so the two APIs below take precedence.)
  await page.route(/googleapis\.com|gstatic\.com/, async (route) => {
    net.other.push(route.request().url());
    await route.abort();
  });
  await page.route('https://firebaseinstallations.googleapis.com/**', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    net.installations.push(route.request());
    const body = (route.request().postDataJSON() ?? {}) as { fid?: string };
    const fid = body.fid ?? 'cE2eE2eE2eE2eE2eE2eE2e';
    await route.fulfill({
      status: 200,
      headers: CORS,
      contentType: 'application/json',
      body: JSON.stringify({
        name: `projects/${FIREBASE.projectId}/installations/${fid}`,
        fid,
        refreshToken: 'e2e-refresh-token',
        authToken: { token: 'e2e-installation-auth-token', expiresIn: '604800s' },
      }),
    });
  });
  await page.route('https://fcmregistrations.googleapis.com/**', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    net.registrations.push(route.request());
    if (failures > 0) {
      failures--;
      await route.fulfill({
        status: 500,
        headers: CORS,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 500, message: 'e2e: unavailable', status: 'INTERNAL' } }),
      });
      return;
    }
    const token = `e2e-fcm-token:APA91b${tokenPrefix}${String(net.tokens.length + 1).padStart(4, '0')}${'x'.repeat(40)}`;
    net.tokens.push(token);
    await route.fulfill({
      status: 200,
      headers: CORS,
      contentType: 'application/json',
      body: JSON.stringify({ token }),
    });
  });
  return net;
}

export function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}
