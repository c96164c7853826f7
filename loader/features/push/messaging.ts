// The Firebase JS SDK as it is (firebase/app, firebase/messaging), in its own chunk: the push feature imports
// this only once it knows it has something to do, so visitors who declined never download Firebase.
// Installations and registrations (SPEC §4, §7 "Push messaging service") are the SDK's own work.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  deleteToken,
  getMessaging,
  getToken,
  isSupported,
  onMessage,
  type MessagePayload,
  type Messaging,
} from 'firebase/messaging';
import type { FirebaseSettings } from '../../../contracts/page-config';

/** Our own named app, so a partner's default Firebase app on the same page is never touched. */
const APP_NAME = 'przelewik-push';

/** Firebase's own answer (IndexedDB, service workers, PushManager, Notification…); false if it throws. */
export async function messagingSupported(): Promise<boolean> {
  try {
    return await isSupported();
  } catch {
    return false;
  }
}

export interface PushMessaging {
  /** getToken with our worker; resolves with the token or null, rejects with the SDK's error. */
  token(registration: ServiceWorkerRegistration): Promise<string | null>;
  /** Deletes the current token (the 7-day refresh); false if the SDK refused. */
  remove(): Promise<boolean>;
  onForeground(handler: (payload: MessagePayload) => void): () => void;
  close(): Promise<void>;
}

export function openMessaging(settings: FirebaseSettings): PushMessaging {
  const app: FirebaseApp = initializeApp(
    {
      apiKey: settings.apiKey,
      projectId: settings.projectId,
      messagingSenderId: settings.messagingSenderId,
      appId: settings.appId,
    },
    APP_NAME,
  );
  const messaging: Messaging = getMessaging(app);
  return {
    async token(registration) {
      const options: Parameters<typeof getToken>[1] = { serviceWorkerRegistration: registration };
      if (settings.vapidKey) options.vapidKey = settings.vapidKey;
      const token = await getToken(messaging, options);
      return token || null;
    },
    async remove() {
      try {
        return await deleteToken(messaging);
      } catch {
        return false;
      }
    },
    onForeground: (handler) => onMessage(messaging, handler),
    close: () => deleteApp(app),
  };
}

/** The settings the service worker needs, as its URL's query (it cannot read the page's config). */
export function workerQuery(settings: FirebaseSettings): string {
  const { apiKey, projectId, messagingSenderId, appId } = settings;
  return new URLSearchParams({ apiKey, projectId, messagingSenderId, appId }).toString();
}
