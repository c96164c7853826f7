// The hidden lead frame's page (GET /lead-frame/, SPEC §2, §4): tiny, no framework, one inline script allowed
// by its hash. It is framed only by the origins on the allow-list (CSP frame-ancestors) and answers only them
// (postMessage with that exact target origin, never '*'), so a stranger can neither embed it nor read the lead.
import { createHash } from 'node:crypto';
import { FRAME_MESSAGE_NAME, FRAME_STORAGE_BLOCKED, LEAD_STORAGE_KEYS } from '../../contracts/lead-frame';
import { LEAD_MAX_AGE_MS, LEAD_STORED_AT_KEY } from '../../contracts/lead-retention';

/** The parts of the frame's window the script uses (a fake one in unit tests). */
export interface FrameWindow {
  location: { search: string; origin: string; ancestorOrigins?: ArrayLike<string> };
  document: { referrer: string };
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  Date: { now(): number };
}

export interface FrameSettings {
  /** Parent origins allowed besides the frame's own (SITE_URL and PARTNER_ORIGINS). */
  allowed: string[];
  keys: readonly string[];
  /** The lead id's time stamp key and its retention limit (contracts/lead-retention.ts, repeated here as data). */
  stampKey: string;
  maxAgeMs: number;
  name: string;
  blocked: string;
}

/**
 * The frame's whole program. It is serialised with Function.prototype.toString into the page, so it must use
 * nothing from outside its own body (frame-page.test.ts runs the serialised text to make sure).
 */
export function leadFrameMain(win: FrameWindow, settings: FrameSettings): void {
  const UUID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15})$/i;
  const normalise = (value: unknown): string | null => {
    if (typeof value !== 'string' || !UUID.test(value.trim())) return null;
    const h = value.trim().replace(/-/g, '').toLowerCase();
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  const originOf = (value: string | null): string | null => {
    try {
      const url = new URL(value ?? '');
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
    } catch {
      return null;
    }
  };
  if ((win.parent as unknown) === win) return;
  const query = new URLSearchParams(win.location.search);
  const own = win.location.origin;
  // The browser's own word on who embeds us (Chromium, Safari) beats what the URL or the referrer claim; either
  // way postMessage below delivers only if the parent really has that origin.
  const ancestors = win.location.ancestorOrigins;
  const parent = ancestors && ancestors.length > 0 ? ancestors[0]! : originOf(query.get('o')) ?? originOf(win.document.referrer);
  if (!parent || (parent !== own && settings.allowed.indexOf(parent) < 0)) return;
  let storage: FrameWindow['localStorage'] | null = null;
  try {
    storage = win.localStorage;
    storage.getItem(settings.keys[0]!);
  } catch {
    // Chromium throws SecurityError here in a cross-site frame when third-party storage is blocked.
    storage = null;
  }
  let li: string | null = null;
  if (storage) {
    const write = normalise(query.get('li'));
    const ts = Number(query.get('ts'));
    try {
      const now = win.Date.now();
      if (write && Number.isFinite(ts) && ts > 0) {
        if (normalise(storage.getItem(settings.keys[0]!)) !== write) storage.setItem(settings.stampKey, String(now));
        storage.setItem(settings.keys[0]!, write);
      }
      for (const key of settings.keys) li = li ?? normalise(storage.getItem(key));
      // The same retention rule as contracts/lead-retention.ts (this script cannot import it): no stamp starts the
      // clock, an old stamp drops the lead id.
      const stamp = storage.getItem(settings.stampKey) ?? '';
      const at = /^\d{1,16}$/.test(stamp) ? Number(stamp) : NaN;
      if (li && (Number.isNaN(at) || at > now)) storage.setItem(settings.stampKey, String(now));
      else if (li && now - at > settings.maxAgeMs) {
        for (const key of settings.keys) storage.removeItem(key);
        storage.removeItem(settings.stampKey);
        li = null;
      }
    } catch {
      li = null;
    }
  }
  const data: { li: string | null; err?: string } = { li };
  if (!storage) data.err = settings.blocked;
  win.parent.postMessage({ name: settings.name, data }, parent);
}

/** Script text safe inside <script>: JSON with '<' escaped. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface LeadFramePage {
  html: string;
  /** The Content-Security-Policy header value. */
  csp: string;
}

/** The page and its CSP for an allow-list of parent origins (the frame's own origin is always allowed). */
export function leadFramePage(allowed: readonly string[]): LeadFramePage {
  const settings: FrameSettings = {
    allowed: [...allowed],
    keys: LEAD_STORAGE_KEYS,
    stampKey: LEAD_STORED_AT_KEY,
    maxAgeMs: LEAD_MAX_AGE_MS,
    name: FRAME_MESSAGE_NAME,
    blocked: FRAME_STORAGE_BLOCKED,
  };
  const script = `(${leadFrameMain.toString()})(window, ${scriptJson(settings)});`;
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Przelewik</title></head><body><script>${script}</script></body></html>`;
  const csp = [
    "default-src 'none'",
    `script-src 'sha256-${hash}'`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self'${allowed.map((origin) => ` ${origin}`).join('')}`,
  ].join('; ');
  return { html, csp };
}
