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

/**
 * The frame's whole program. It is serialised with Function.prototype.toString into the page, so it must use
 * nothing from outside its own body (frame-page.test.ts runs the serialised text to make sure). Comments inside
 * it travel too, so they stay out: the storage-access chain is not awaited (`void`), since each of its branches
 * answers the parent itself and the hidden frame's timeout answers otherwise.
 *
 * Two stores (docs/identity.md): the frame's own storage, which every current browser partitions by the
 * top-level site (so it keeps one lead per partner), and our site's own storage, reachable only through the
 * Storage Access API once the browser grants it. It answers once: `{ li, sa }`, plus `err` without storage.
 * `fg=1` (marketing consent withdrawn on the parent) removes the lead id from the frame's own storage only; our
 * site's own storage keeps the application the visitor made there.
 */
export function leadFrameMain(win: FrameWindow, settings: FrameSettings): void {
  type Store = FrameWindow['localStorage'];
  const UUID =
    /^(?:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15})$/i;
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
  // The browser's word on who embeds us (Chromium, Safari) beats the URL's and the referrer's; postMessage
  // delivers only to a parent with that origin.
  const P = settings.params;
  const ancestors = win.location.ancestorOrigins;
  const parent =
    ancestors && ancestors.length > 0
      ? ancestors[0]!
      : (originOf(query.get(P.parent)) ?? originOf(win.document.referrer));
  if (!parent || (parent !== own && settings.allowed.indexOf(parent) < 0)) return;
  /** Writes `write` (when given), then reads the lead with the retention rule of contracts/lead-retention.ts. */
  const keep = (store: Store, write: string | null): string | null => {
    let li: string | null = null;
    try {
      const now = win.Date.now();
      if (write) {
        if (normalise(store.getItem(settings.keys[0]!)) !== write) store.setItem(settings.stampKey, String(now));
        store.setItem(settings.keys[0]!, write);
      }
      for (const key of settings.keys) li = li ?? normalise(store.getItem(key));
      // No stamp starts the clock, an old stamp drops the lead id.
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
  };
  // The frame's own storage: partitioned by the partner's site in Chromium, Firefox and Safari; our site's own
  // storage only on a page of our site (or the same site). It throws where the browser refuses it outright.
  let storage: Store | null = null;
  try {
    storage = win.localStorage;
    storage.getItem(settings.keys[0]!);
  } catch {
    storage = null;
  }
  if (query.get(P.forget) === '1') {
    try {
      if (storage) for (const key of settings.keys.concat(settings.stampKey)) storage.removeItem(key);
    } catch {}
    win.parent.postMessage(
      {
        name: settings.name,
        data: storage ? { li: null, sa: 'unsupported' } : { li: null, sa: 'unsupported', err: settings.blocked },
      },
      parent,
    );
    return;
  }
  const ts = Number(query.get(P.time));
  const write = Number.isFinite(ts) && ts > 0 ? normalise(query.get(P.leadId)) : null;
  const partnerLead = storage ? keep(storage, write) : null;
  let done = false;
  const answer = (sa: string, site: Store | null) => {
    if (done) return;
    done = true;
    let li = partnerLead;
    if (site) {
      // With access, our site's lead is the visitor's one identity: it wins, and the partner's store follows it;
      // a lead our site does not know yet is kept there.
      const siteLead = keep(site, null);
      if (siteLead) {
        li = siteLead;
        if (storage && siteLead !== partnerLead) keep(storage, siteLead);
      } else if (partnerLead) keep(site, partnerLead);
    }
    const data: { li: string | null; sa: string; err?: string } = { li, sa };
    if (!storage) data.err = settings.blocked;
    win.parent.postMessage({ name: settings.name, data }, parent);
  };
  const doc = win.document;
  if (parent === own || typeof doc.requestStorageAccess !== 'function')
    return answer(parent === own ? 'granted' : 'unsupported', null);
  const request = () => {
    // Chromium hands the unpartitioned storage over as `handle.localStorage`; Firefox and Safari return nothing.
    doc.requestStorageAccess!({ localStorage: true }).then(
      (handle) => answer('granted', handle && handle.localStorage ? handle.localStorage : null),
      () => answer('denied', null),
    );
  };
  const ask = query.get(P.ask) === '1' && typeof doc.createElement === 'function' && doc.body;
  // The hidden frame must answer well within the parent's wait; the visible one waits for the visitor.
  if (!ask) win.setTimeout(() => answer('timeout', null), settings.accessWaitMs);
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
      // A frame of the same site as its parent (a partner on a subdomain of ours) has our storage as its own.
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
      // Granted before (by the visitor or the browser): no gesture needed.
      if (state === 'granted') return request();
      if (!ask) return answer(state, null);
      // The visible mode: the browser asks only from a click inside this frame.
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
