// The hidden lead frame (SPEC §2, §3, §4): a tiny page on the main site, loaded in a hidden iframe by the
// loader on partner pages. `?gp=1` asks it for the lead id it keeps; `?li={leadId}&ts={ms}` asks it to keep one.
// It answers its parent with one message `{ name: 'cc', data: { li } }`. Both sides agree on this file.
import { httpOrigin } from './origin';
import { normaliseUuidV4 } from './uuid';
import { isRecord } from './record';

/** The frame page's path on the main site (SPEC §2 names the parameters, not the page). */
export const LEAD_FRAME_PATH = '/lead-frame/';
/**
 * The frame address's query names: the parent's origin, read (`gp=1`, SPEC §2), the lead id to keep with the time it
 * was learnt (`li`, `ts`, SPEC §2), the visible Storage Access mode (`sa=1`) and forget (`fg=1`).
 */
export const FRAME_PARAMS = { parent: 'o', read: 'gp', leadId: 'li', time: 'ts', ask: 'sa', forget: 'fg' } as const;
/** SPEC §3: the message's name; its `data.li` carries the lead id. */
export const FRAME_MESSAGE_NAME = 'cc';
/** SPEC §9: how long the parent waits for the frame before giving up and removing it. */
export const FRAME_WAIT_MS = 5000;
/** Local storage keys of the lead id (SPEC §3), defined beside its retention rule. */
export { LEAD_STORAGE_KEYS } from './lead-retention';
/**
 * Set by the frame when the browser gives it no storage at all: not the default of any current browser (they
 * partition it), but what a visitor who blocks all site data, or a browser with partitioning turned off by
 * policy and third-party cookies blocked, gives it (docs/identity.md).
 */
export const FRAME_STORAGE_BLOCKED = 'storage';
/** How long the hidden frame waits for the browser's Storage Access answer before it answers without it. */
export const FRAME_ACCESS_WAIT_MS = 1500;
/** The button of the visible frame (`sa=1`): the browser asks for our site's storage only after a click in it. */
export const FRAME_ASK_TEXT = 'Użyj mojego wniosku z Przelewika';

/**
 * What became of the Storage Access request (docs/identity.md): 'granted' (our site's own storage was read, or
 * the frame is on our site), 'prompt' (the browser would ask after a click in the frame; the hidden frame
 * cannot), 'denied', 'unsupported' (no API), 'timeout' (no answer in FRAME_ACCESS_WAIT_MS).
 */
export type FrameAccess = 'granted' | 'prompt' | 'denied' | 'unsupported' | 'timeout';

/** @public The message the frame posts to its parent: the wire format server/lead-frame/page.ts writes. */
export interface FrameMessage {
  name: typeof FRAME_MESSAGE_NAME;
  data: { li: string | null; sa?: FrameAccess; err?: typeof FRAME_STORAGE_BLOCKED };
}

/** What the parent makes of one `message` event (`access`: the frame's `sa`, when it sent a known one). */
export type FrameAnswer =
  | { kind: 'lead'; leadId: string; access?: FrameAccess }
  /** Our frame answered and knows no lead (or could not use its storage: `blocked`). */
  | { kind: 'none'; blocked: boolean; access?: FrameAccess }
  | { kind: 'ignore'; reason: 'origin' | 'source' | 'shape' | 'id' };

/** The parts of a MessageEvent the check reads (so it runs in Node tests). */
export interface MessageLike {
  origin: string;
  source: unknown;
  data: unknown;
}

const FRAME_ACCESS: readonly FrameAccess[] = ['granted', 'prompt', 'denied', 'unsupported', 'timeout'];

/**
 * Checks one message event on the parent page: it must come from the main site's origin, from our own frame's
 * window (not from any other frame or window of that origin), and have the shape `{ name: 'cc', data: { li } }`.
 * @param expectedOrigin the main site's origin, e.g. https://przelewik.pl
 * @param frameWindow our iframe's contentWindow
 */
export function checkFrameMessage(event: MessageLike, expectedOrigin: string, frameWindow: unknown): FrameAnswer {
  if (event.origin !== expectedOrigin) return { kind: 'ignore', reason: 'origin' };
  if (frameWindow === null || frameWindow === undefined || event.source !== frameWindow)
    return { kind: 'ignore', reason: 'source' };
  const message = event.data;
  if (!isRecord(message) || message.name !== FRAME_MESSAGE_NAME || !isRecord(message.data))
    return { kind: 'ignore', reason: 'shape' };
  const li = message.data.li;
  const sa = message.data.sa;
  const access = FRAME_ACCESS.find((known) => known === sa);
  const extra = access ? { access } : {};
  if (li === null || li === undefined || li === '')
    return { kind: 'none', blocked: message.data.err === FRAME_STORAGE_BLOCKED, ...extra };
  const leadId = normaliseUuidV4(li);
  return leadId ? { kind: 'lead', leadId, ...extra } : { kind: 'ignore', reason: 'id' };
}

/**
 * The frame's address: write `leadId` (with the time it was learnt) when given, else read (`gp=1`); `ask` gives
 * the visible mode (`sa=1`), whose button lets the visitor grant Storage Access (docs/identity.md).
 */
export function leadFrameUrl(
  mainHost: string,
  parentOrigin: string,
  leadId: string | null,
  now: number,
  ask = false,
): string {
  const url = new URL(LEAD_FRAME_PATH, mainHost + '/');
  if (leadId) {
    url.searchParams.set(FRAME_PARAMS.leadId, leadId);
    url.searchParams.set(FRAME_PARAMS.time, String(now));
  } else {
    url.searchParams.set(FRAME_PARAMS.read, '1');
  }
  // The frame answers only this origin, and only if it is on its allow-list (and the browser confirms it).
  url.searchParams.set(FRAME_PARAMS.parent, parentOrigin);
  if (ask) url.searchParams.set(FRAME_PARAMS.ask, '1');
  return url.href;
}

/**
 * The frame's address that makes it forget (`fg=1`): it removes the lead id it keeps in its own storage (which
 * the browser keeps apart for each partner's site) and answers `{ li: null }`. A partner page whose visitor
 * withdrew marketing consent loads it (loader/erase.ts), since only our frame can reach that storage.
 */
export function forgetFrameUrl(mainHost: string, parentOrigin: string): string {
  const url = new URL(LEAD_FRAME_PATH, mainHost + '/');
  url.searchParams.set(FRAME_PARAMS.forget, '1');
  url.searchParams.set('o', parentOrigin);
  return url.href;
}

/** The origin of an http(s) address, or null (contracts/origin.ts). */
export { httpOrigin };

/**
 * Reads PARTNER_ORIGINS (comma- or space-separated origins, e.g. "https://blog.example, https://a.example")
 * into a list of origins; a bad entry is returned in `rejected` so the server can say so once at start.
 */
export function parseOriginList(raw: string | undefined): { origins: string[]; rejected: string[] } {
  const origins: string[] = [];
  const rejected: string[] = [];
  for (const item of (raw ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = httpOrigin(item);
    // Only a bare origin: a path or a wildcard would suggest a finer or wider rule than frame-ancestors applies.
    if (origin && !item.includes('*') && (origin === item || origin + '/' === item)) {
      if (!origins.includes(origin)) origins.push(origin);
    } else rejected.push(item);
  }
  return { origins, rejected };
}
