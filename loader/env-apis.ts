// The browser APIs the edge hands push and the erasure, and the capabilities only features use, as types only: env.ts
// names them in the Env and the chunks that build them (env-push.ts, env-erase.ts, env-more.ts) implement them,
// without importing env.ts back.

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

/** Storage that never throws (Safari private mode, blocked cookies, quota): failures read as null / false. */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/** setTimeout / clearTimeout of the page. */
export interface Timers {
  set(run: () => void, ms: number): TimerId;
  clear(id: TimerId | undefined): void;
}
export type TimerId = ReturnType<typeof setTimeout>;

export interface CookieJar {
  /** The whole cookie string ("a=1; b=2"), '' when cookies cannot be read. */
  read(): string;
  /** Writes one Set-Cookie-style string ("name=value; Path=/; Max-Age=…"); false when it throws. */
  write(cookie: string): boolean;
}

/**
 * The capabilities that only the features needing consent, a withdrawal's erasure and the retry after a busy server
 * use (env-more.ts builds them over the real window, in the chunk that comes with consent).
 */
export interface LaterApis {
  session: SafeStorage;
  timers: Timers;
  /** document.cookie, read and written safely (a sandboxed frame throws): read() gives '' on failure. */
  cookies: CookieJar;
  /** navigator.userAgent, '' where there is none. */
  userAgent: string;
  /**
   * The browser's notification APIs and page state, for push only (fetched when asked); undefined where the browser
   * has no notifications.
   */
  push(): Promise<PushApis | undefined>;
  /**
   * What a withdrawal of consent needs to find and erase every optional key (fetched only then); absent in Node tests.
   */
  erasure?(): Promise<ErasureApis>;
}
