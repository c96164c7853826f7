// The hidden lead frame's page (GET /lead-frame/, SPEC §2, §4): tiny, no framework, one inline script allowed
// by its hash. It is framed only by the origins on the allow-list (CSP frame-ancestors) and answers only them
// (postMessage with that exact target origin, never '*'), so a stranger can neither embed it nor read the lead.
import { createHash } from 'node:crypto';
import {
  FRAME_ACCESS_WAIT_MS,
  FRAME_ASK_TEXT,
  FRAME_MESSAGE_NAME,
  FRAME_PARAMS,
  FRAME_STORAGE_BLOCKED,
  LEAD_STORAGE_KEYS,
} from '../../contracts/lead-frame';
import { LEAD_MAX_AGE_MS, LEAD_STORED_AT_KEY } from '../../contracts/lead-retention';

/** Storage Access API, as Chromium has it (a handle with unpartitioned storage) or Firefox and Safari (none). */
export interface StorageAccessDocument {
  referrer: string;
  hasStorageAccess?(): Promise<boolean>;
  requestStorageAccess?(types?: {
    localStorage: boolean;
  }): Promise<{ localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> } | undefined>;
  body?: { appendChild(node: unknown): unknown } | null;
  createElement?(name: 'button'): {
    textContent: string | null;
    type: string;
    addEventListener(type: 'click', listener: () => void): void;
    remove(): void;
  };
}

/** The parts of the frame's window the script uses (a fake one in unit tests). */
export interface FrameWindow {
  location: { search: string; origin: string; ancestorOrigins?: ArrayLike<string> };
  document: StorageAccessDocument;
  navigator?: { permissions?: { query(descriptor: { name: string }): Promise<{ state: string }> } };
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  Date: { now(): number };
  setTimeout(callback: () => void, ms: number): unknown;
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
  /** How long the frame waits for the browser's Storage Access answer before it answers without it. */
  accessWaitMs: number;
  /** The button's text in the visible mode (`sa=1`), where the visitor asks for our site's storage with a click. */
  askText: string;
  /** The address's query names (contracts/lead-frame.ts), which the loader writes. */
  params: Omit<typeof FRAME_PARAMS, 'read'>;
}

type Store = FrameWindow['localStorage'];
type Answer = (sa: string, site: Store | null) => void;

// The frame's program is the functions below, each serialised with Function.prototype.toString into the page, so
// each uses nothing from outside its own body but the others by name (page.test.ts runs the serialised text to make
// sure). Comments inside them travel too, so they stay out.

/** A lead id in its one spelling (lower case, dashed), or null for anything that is not a UUID v4. */
function frameLeadId(value: unknown): string | null {
  const UUID =
    /^(?:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15})$/i;
  if (typeof value !== 'string' || !UUID.test(value.trim())) return null;
  const h = value.trim().replace(/-/g, '').toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The http(s) origin of an address, or null. */
function frameOrigin(value: string | null): string | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Who embeds the frame, when allowed: the browser's word (ancestorOrigins: Chromium, Safari) beats the URL's and
 * the referrer's; postMessage delivers only to a parent with that origin.
 */
function frameParent(win: FrameWindow, settings: FrameSettings, query: URLSearchParams): string | null {
  const ancestors = win.location.ancestorOrigins;
  const parent =
    ancestors && ancestors.length > 0
      ? ancestors[0]!
      : (frameOrigin(query.get(settings.params.parent)) ?? frameOrigin(win.document.referrer));
  return parent && (parent === win.location.origin || settings.allowed.indexOf(parent) >= 0) ? parent : null;
}

/** Writes `write` (when given), then reads the lead with the retention rule of contracts/lead-retention.ts. */
function frameKeep(win: FrameWindow, settings: FrameSettings, store: Store, write: string | null): string | null {
  let li: string | null = null;
  try {
    const now = win.Date.now();
    if (write) {
      if (frameLeadId(store.getItem(settings.keys[0]!)) !== write) store.setItem(settings.stampKey, String(now));
      store.setItem(settings.keys[0]!, write);
    }
    for (const key of settings.keys) li = li ?? frameLeadId(store.getItem(key));
    const stamp = store.getItem(settings.stampKey) ?? '';
    const at = /^\d{1,16}$/.test(stamp) ? Number(stamp) : NaN;
    if (li && (Number.isNaN(at) || at > now)) store.setItem(settings.stampKey, String(now));
    else if (li && now - at > settings.maxAgeMs) {
      for (const key of settings.keys) store.removeItem(key);
      store.removeItem(settings.stampKey);
      li = null;
    }
  } catch {
    li = null;
  }
  return li;
}

/**
 * The frame's own storage: partitioned by the partner's site in Chromium, Firefox and Safari; our site's own
 * storage only on a page of our site (or the same site). Null where the browser refuses it outright.
 */
function frameStorage(win: FrameWindow, settings: FrameSettings): Store | null {
  try {
    const storage = win.localStorage;
    storage.getItem(settings.keys[0]!);
    return storage;
  } catch {
    return null;
  }
}

/**
 * Asks for our site's own storage through the Storage Access API and answers with what the browser says: at once
 * when access was granted before, after the visitor's click on the frame's button in the visible mode (`ask`),
 * otherwise with the permission's state. The chain is not awaited: each branch answers the parent itself, and the
 * hidden frame's timeout answers otherwise.
 */
function frameAskAccess(win: FrameWindow, settings: FrameSettings, ask: boolean, answer: Answer): void {
  const doc = win.document;
  const request = () => {
    doc.requestStorageAccess!({ localStorage: true }).then(
      (handle) => answer('granted', handle && handle.localStorage ? handle.localStorage : null),
      () => answer('denied', null),
    );
  };
  const permissions = win.navigator && win.navigator.permissions;
  const has =
    typeof doc.hasStorageAccess === 'function'
      ? doc.hasStorageAccess().then(
          (v) => v === true,
          () => false,
        )
      : Promise.resolve(false);
  void has
    .then((already) => {
      if (already) return 'already';
      return permissions
        ? permissions.query({ name: 'storage-access' }).then(
            (p) => p.state,
            () => 'prompt',
          )
        : 'prompt';
    })
    .then((state) => {
      if (state === 'already') return answer('granted', null);
      if (state === 'granted') return request();
      if (!ask) return answer(state, null);
      const button = doc.createElement!('button');
      button.type = 'button';
      button.textContent = settings.askText;
      button.addEventListener('click', () => {
        button.remove();
        request();
      });
      doc.body!.appendChild(button);
    });
}

/**
 * The frame's program, run with the functions above beside it.
 *
 * Two stores (docs/identity.md): the frame's own storage, which every current browser partitions by the
 * top-level site (so it keeps one lead per partner), and our site's own storage, reachable only through the
 * Storage Access API once the browser grants it. It answers once: `{ li, sa }`, plus `err` without storage.
 * `fg=1` (marketing consent withdrawn on the parent) removes the lead id from the frame's own storage only; our
 * site's own storage keeps the application the visitor made there. With access, our site's lead is the visitor's
 * one identity: it wins, and the partner's store follows it; a lead our site does not know yet is kept there. A
 * frame of the same site as its parent (a partner on a subdomain of ours) has our storage as its own.
 */
export function leadFrameMain(win: FrameWindow, settings: FrameSettings): void {
  if ((win.parent as unknown) === win) return;
  const query = new URLSearchParams(win.location.search);
  const P = settings.params;
  const parent = frameParent(win, settings, query);
  if (!parent) return;
  const storage = frameStorage(win, settings);
  if (query.get(P.forget) === '1') {
    try {
      if (storage) for (const key of settings.keys.concat(settings.stampKey)) storage.removeItem(key);
    } catch {}
    const data = storage ? { li: null, sa: 'unsupported' } : { li: null, sa: 'unsupported', err: settings.blocked };
    win.parent.postMessage({ name: settings.name, data }, parent);
    return;
  }
  const ts = Number(query.get(P.time));
  const write = Number.isFinite(ts) && ts > 0 ? frameLeadId(query.get(P.leadId)) : null;
  const partnerLead = storage ? frameKeep(win, settings, storage, write) : null;
  let done = false;
  const answer: Answer = (sa, site) => {
    if (done) return;
    done = true;
    let li = partnerLead;
    if (site) {
      const siteLead = frameKeep(win, settings, site, null);
      if (siteLead) {
        li = siteLead;
        if (storage && siteLead !== partnerLead) frameKeep(win, settings, storage, siteLead);
      } else if (partnerLead) frameKeep(win, settings, site, partnerLead);
    }
    const data: { li: string | null; sa: string; err?: string } = { li, sa };
    if (!storage) data.err = settings.blocked;
    win.parent.postMessage({ name: settings.name, data }, parent);
  };
  const own = win.location.origin;
  if (parent === own || typeof win.document.requestStorageAccess !== 'function')
    return answer(parent === own ? 'granted' : 'unsupported', null);
  const ask = query.get(P.ask) === '1' && typeof win.document.createElement === 'function' && !!win.document.body;
  // The hidden frame must answer well within the parent's wait; the visible one waits for the visitor.
  if (!ask) win.setTimeout(() => answer('timeout', null), settings.accessWaitMs);
  frameAskAccess(win, settings, ask, answer);
}

/** The functions the frame's program calls by name, serialised beside it. */
const FRAME_HELPERS = [frameLeadId, frameOrigin, frameParent, frameKeep, frameStorage, frameAskAccess];

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
    accessWaitMs: FRAME_ACCESS_WAIT_MS,
    askText: FRAME_ASK_TEXT,
    // Only the names the frame reads (it never sees `gp`: without `li` it reads anyway).
    params: {
      parent: FRAME_PARAMS.parent,
      leadId: FRAME_PARAMS.leadId,
      time: FRAME_PARAMS.time,
      ask: FRAME_PARAMS.ask,
      forget: FRAME_PARAMS.forget,
    },
  };
  const helpers = FRAME_HELPERS.map((f) => f.toString()).join('\n');
  const script = `${helpers}\n(${leadFrameMain.toString()})(window, ${scriptJson(settings)});`;
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
