// Everything the loader and its features need from the browser, handed in by entry.ts (the only file that
// touches window/document/navigator). Features take an Env, so they run in Node tests with a fake one.

/** Storage that never throws (Safari private mode, blocked cookies, quota): failures read as null / false. */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

export interface Env {
  /** location.href of the page the loader runs on. */
  href: string;
  referrer: string;
  local: SafeStorage;
  session: SafeStorage;
  now(): number;
  uuid(): string;
  /** fetch bound to the window, or undefined where there is none. */
  fetch: typeof fetch | undefined;
  /** console.warn / console.error with the loader's "[przelewik]" prefix. */
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  /** document.cookie, read and written safely (a sandboxed frame throws): read() gives '' on failure. */
  cookies: CookieJar;
  /** navigator.userAgent, '' where there is none. */
  userAgent: string;
  /** The data-* attributes of our own script tag (`data-aff-id`, `data-sub1`…), as a dataset; absent when unknown. */
  scriptData?: Readonly<Record<string, string | undefined>>;
  /** The CSP nonce of the script tag that loaded us (or of any nonced script), for what the loader injects. */
  nonce: string | undefined;
  /**
   * The page's window and document, for the few features that must touch the DOM (widget mounting, the lead
   * frame, tag scripts, the push prompt). Undefined in Node tests; a feature that needs them checks first.
   */
  win: Window | undefined;
  doc: Document | undefined;
}

export interface CookieJar {
  /** The whole cookie string ("a=1; b=2"), '' when cookies cannot be read. */
  read(): string;
  /** Writes one Set-Cookie-style string ("name=value; Path=/; Max-Age=…"); false when it throws. */
  write(cookie: string): boolean;
}

/** Wraps document.cookie access that may throw (sandboxed frames, disabled cookies). */
export function safeCookies(get: () => Document | undefined): CookieJar {
  return {
    read: () => {
      try {
        return get()?.cookie ?? '';
      } catch {
        return '';
      }
    },
    write: (cookie) => {
      try {
        const doc = get();
        if (!doc) return false;
        doc.cookie = cookie;
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Wraps a Storage getter that may itself throw (document.domain sandboxing, disabled storage). */
export function safeStorage(get: () => Storage | null | undefined): SafeStorage {
  const attempt = <T>(fn: (s: Storage) => T, fallback: T): T => {
    try {
      const storage = get();
      return storage ? fn(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) => attempt((s) => (s.setItem(key, value), true), false),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
  };
}

/** A UUID v4 from crypto.getRandomValues, for browsers without crypto.randomUUID (older Safari, http pages). */
export function uuidFromBytes(bytes: Uint8Array): string {
  const b = Array.from(bytes.slice(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
