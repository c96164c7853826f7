// The erasure's part of the edge (env.ts): what a withdrawal of consent needs beyond get/set/remove — the names
// in local and session storage (for the SDKs' keys that end in their project key), the IndexedDB databases and the
// push service worker. A chunk of its own, fetched by env.erasure() only when something is to be erased. With
// entry.ts, env.ts and env-push.ts, a file that may read globals.
import type { ErasureApis } from './env-apis';

const keysOf = (get: () => Storage): string[] => {
  try {
    const storage = get();
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
};

export function windowErasure(win: Window): ErasureApis {
  const idb = (() => {
    try {
      return win.indexedDB ?? undefined;
    } catch {
      return undefined; // a sandboxed frame throws on access
    }
  })();
  const workers = win.navigator && 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined;
  return {
    localKeys: () => keysOf(() => win.localStorage),
    sessionKeys: () => keysOf(() => win.sessionStorage),
    async databases() {
      if (!idb || typeof idb.databases !== 'function') return [];
      try {
        return (await idb.databases()).map((db) => db.name ?? '').filter(Boolean);
      } catch {
        return [];
      }
    },
    deleteDatabase(name) {
      // True once deleted; false at once when an open connection (the SDK's, in this page or its worker) blocks it:
      // the browser keeps the request and deletes the database once those close, and the next page asks again.
      return new Promise((resolve) => {
        try {
          const request = idb!.deleteDatabase(name);
          request.onsuccess = () => resolve(true);
          request.onerror = () => resolve(false);
          request.onblocked = () => resolve(false);
        } catch {
          resolve(false);
        }
      });
    },
    async removeWorkers(path) {
      if (!workers) return 0;
      let removed = 0;
      try {
        for (const registration of await workers.getRegistrations()) {
          const worker = registration.active ?? registration.waiting ?? registration.installing;
          if (!worker || new URL(worker.scriptURL).pathname !== path) continue;
          const subscription = await registration.pushManager?.getSubscription().catch(() => null);
          await subscription?.unsubscribe().catch(() => false);
          if (await registration.unregister().catch(() => false)) removed++;
        }
      } catch {
        /* no service workers here (a sandboxed or opaque origin) */
      }
      return removed;
    },
  };
}
