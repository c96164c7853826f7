// The messaging worker's background handler, with Firebase's SDK stood in: the SDK awaits what the handler returns
// inside the push event's lifetime, so the handler must return the notification's promise, or the browser may stop
// the worker before the notification is shown.
import { afterEach, describe, expect, it, vi } from 'vitest';

type Handler = (payload: unknown) => unknown;
const sdk = vi.hoisted(() => ({ handler: null as Handler | null }));
vi.mock('firebase/app', () => ({ initializeApp: (settings: unknown) => ({ settings }) }));
vi.mock('firebase/messaging/sw', () => ({
  getMessaging: (app: unknown) => ({ app }),
  onBackgroundMessage: (_messaging: unknown, handler: Handler) => {
    sdk.handler = handler;
  },
}));

const SETTINGS = 'apiKey=k1&projectId=p1&messagingSenderId=123&appId=1:123:web:a';

async function loadWorker(showNotification: (title: string, options?: NotificationOptions) => Promise<void>) {
  vi.stubGlobal('self', {
    location: new URL(`https://przelewik.example/firebase-messaging-sw.js?${SETTINGS}`),
    registration: { showNotification },
    clients: { matchAll: async () => [], openWindow: async () => null },
    addEventListener: () => {},
  });
  vi.resetModules();
  sdk.handler = null;
  await import('./sw');
  const handler = sdk.handler as Handler | null; // set by the import, which the compiler cannot see
  if (!handler) throw new Error('the worker registered no background handler');
  return handler;
}

afterEach(() => vi.unstubAllGlobals());

describe('the messaging worker', () => {
  it('returns the notification of a data message, so the push event lasts until it is shown', async () => {
    let shown: () => void = () => {};
    const showing = new Promise<void>((resolve) => (shown = resolve));
    const showNotification = vi.fn(() => showing);
    const handler = await loadWorker(showNotification);
    const returned = handler({
      data: {
        title: 'Przelew zaksięgowany',
        body: 'Pieniądze są na Twoim koncie.',
        link: 'https://przelewik.example/t',
      },
    });
    expect(showNotification).toHaveBeenCalledWith('Przelew zaksięgowany', {
      body: 'Pieniądze są na Twoim koncie.',
      data: { link: 'https://przelewik.example/t' },
    });
    expect(returned).toBe(showing);
    let settled = false;
    void (returned as Promise<void>).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    shown();
    await showing;
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('leaves a message with a notification part to the SDK, and shows nothing for an empty one', async () => {
    const showNotification = vi.fn(async () => {});
    const handler = await loadWorker(showNotification);
    expect(handler({ notification: { title: 'Od SDK' }, data: { title: 'x' } })).toBeUndefined();
    expect(handler({ data: {} })).toBeUndefined();
    expect(showNotification).not.toHaveBeenCalled();
  });
});
