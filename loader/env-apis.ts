// The browser APIs the edge hands push and the erasure, as types only: env.ts names them in the Env and the chunks
// that build them (env-push.ts, env-erase.ts) implement them, without importing env.ts back.

export interface NotificationApi {
  permission: string;
  requestPermission(): Promise<string>;
}

/** What the push feature needs of the browser (env-push.ts builds it, in a chunk of its own). */
export interface PushApis {
  notification: NotificationApi;
  serviceWorker: ServiceWorkerContainer;
  /** The page runs in a frame (a cross-origin parent counts). */
  framed(): boolean;
  /** screen.width, 0 where unknown. */
  screenWidth(): number;
  /** When the page's `load` event fired, on the now() clock; null before it has. */
  loadedAt(): number | null;
  /** Resolves once the page has loaded (at once when it already has). */
  whenLoaded(): Promise<void>;
}

/** Storage names, IndexedDB and the push worker, for erasing what a withdrawn consent allowed (env-erase.ts). */
export interface ErasureApis {
  localKeys(): string[];
  sessionKeys(): string[];
  /** Names of this origin's IndexedDB databases; [] where the browser cannot list them. */
  databases(): Promise<string[]>;
  /**
   * True once deleted; false when it failed or an open connection holds it (the browser deletes it once that closes).
   */
  deleteDatabase(name: string): Promise<boolean>;
  /** Unsubscribes from push and unregisters the service workers whose script has this path; how many went. */
  removeWorkers(path: string): Promise<number>;
}
