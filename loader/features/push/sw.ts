// dist/firebase-messaging-sw.js (SPEC §4), a Rollup target of its own: the messaging service worker, using
// firebase/messaging/sw as it is. The page registers it with its Firebase settings in the query (a worker
// cannot read window.pageConfig) and its own scope. It shows background messages and, on a click, opens the
// page about that transfer.
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage, type MessagePayload } from 'firebase/messaging/sw';
import { foregroundNotification } from './state';

// The worker global, typed by hand: the DOM lib (used everywhere else) and the WebWorker lib cannot mix.
interface WorkerNotification {
  data: unknown;
  close(): void;
}
interface WorkerScope {
  location: Location;
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<{ url: string; focus(): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(
    type: 'notificationclick',
    listener: (event: { notification: WorkerNotification; waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: WorkerScope;

/** Where a click goes without a link in the message: the site the worker belongs to. */
const home = new URL('/', self.location.href).href;

/** A click on one of our notifications opens its link (the transfer's page), reusing an open tab of it. */
self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data as { link?: unknown; FCM_MSG?: unknown } | null;
  // Notifications the SDK showed itself carry FCM_MSG: its own click handler opens their link.
  if (data && typeof data === 'object' && 'FCM_MSG' in data) return;
  event.notification.close();
  const link = data && typeof data.link === 'string' ? data.link : home;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const tab = open.find((client) => client.url === link);
      return tab ? tab.focus() : self.clients.openWindow(link);
    }),
  );
});

const query = new URL(self.location.href).searchParams;
const settings = {
  apiKey: query.get('apiKey') ?? '',
  projectId: query.get('projectId') ?? '',
  messagingSenderId: query.get('messagingSenderId') ?? '',
  appId: query.get('appId') ?? '',
};
if (Object.values(settings).every((value) => /^[A-Za-z0-9:_.-]{1,200}$/.test(value))) {
  const messaging = getMessaging(initializeApp(settings));
  // A message with a notification part is shown by the SDK itself; data-only messages are shown here. The SDK awaits
  // what the handler returns inside the push event's lifetime: the notification's promise is returned, so the
  // browser keeps the worker until it is shown.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- typed as void, awaited by the SDK (its onPush)
  onBackgroundMessage(messaging, (payload) => showDataMessage(payload));
}

function showDataMessage(payload: MessagePayload): Promise<void> | undefined {
  if (payload.notification) return undefined;
  const content = foregroundNotification(payload);
  if (!content) return undefined;
  const options: NotificationOptions = { body: content.body, data: { link: content.link ?? home } };
  if (content.icon) options.icon = content.icon;
  return self.registration.showNotification(content.title, options);
}
