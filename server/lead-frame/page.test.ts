import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { leadFramePage, type FrameWindow } from './page';

const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
const OWN = 'https://przelewik.example';
const PARTNER = 'https://blog.example';

interface Run {
  posted: { message: unknown; target: string }[];
  store: Map<string, string>;
  /** Our site's own (unpartitioned) storage, reachable through the Storage Access handle. */
  site: Map<string, string>;
  /** The visible mode's button, when the frame drew one. */
  button: { text: string | null; click(): void } | null;
  /** Runs the timers the frame set (its Storage Access time limit). */
  fireTimers(): Promise<void>;
}

/** Runs the page's inline script, as the browser would, in a fake frame window. */
const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;

interface FrameOpts {
  search: string;
  ancestors?: string[];
  referrer?: string;
  store?: Record<string, string>;
  blocked?: boolean;
  top?: boolean;
  now?: number;
  /** Storage Access: none (the API is missing), or the permission's state and what a request does. */
  access?: {
    permission: 'granted' | 'prompt' | 'denied';
    request: 'handle' | 'no-handle' | 'reject' | 'never';
    site?: Record<string, string>;
    has?: boolean;
  };
}

const fakeStore = (map: Map<string, string>) => ({
  getItem: (k: string) => map.get(k) ?? null,
  setItem: (k: string, v: string) => void map.set(k, v),
  removeItem: (k: string) => void map.delete(k),
});

async function runFrame(page: string, opts: FrameOpts): Promise<Run> {
  const script = /<script>([\s\S]*)<\/script>/.exec(page)![1]!;
  const store = new Map(Object.entries(opts.store ?? {}));
  const site = new Map(Object.entries(opts.access?.site ?? {}));
  const posted: Run['posted'] = [];
  const timers: (() => void)[] = [];
  const run: Run = {
    posted,
    store,
    site,
    button: null,
    fireTimers: async () => {
      for (const timer of timers.splice(0)) timer();
      await settle();
    },
  };
  const access = opts.access;
  const document: FrameWindow['document'] = {
    referrer: opts.referrer ?? '',
    body: { appendChild: () => undefined },
    createElement: () => {
      let onClick = () => {};
      const button = {
        textContent: null as string | null,
        type: '',
        addEventListener: (_t: 'click', l: () => void) => void (onClick = l),
        remove: () => void (run.button = null),
      };
      run.button = {
        get text() {
          return button.textContent;
        },
        click: () => onClick(),
      };
      return button;
    },
    ...(access
      ? {
          hasStorageAccess: async () => access.has === true,
          requestStorageAccess: (types?: { localStorage: boolean }) => {
            if (access.request === 'never') return new Promise(() => {});
            if (access.request === 'reject')
              return Promise.reject(new DOMException('requestStorageAccess not allowed', 'NotAllowedError'));
            return Promise.resolve(
              access.request === 'handle' && types?.localStorage ? { localStorage: fakeStore(site) } : undefined,
            );
          },
        }
      : {}),
  };
  const win: FrameWindow = {
    location: { search: opts.search, origin: OWN, ...(opts.ancestors ? { ancestorOrigins: opts.ancestors } : {}) },
    document,
    ...(access
      ? {
          navigator: {
            permissions: {
              query: async ({ name }: { name: string }) => ({
                state: name === 'storage-access' ? access.permission : 'prompt',
              }),
            },
          },
        }
      : {}),
    parent: { postMessage: (message: unknown, target: string) => posted.push({ message, target }) },
    get localStorage() {
      if (opts.blocked) throw new DOMException('Access is denied for this document.', 'SecurityError');
      return fakeStore(store);
    },
    Date: { now: () => opts.now ?? NOW },
    setTimeout: (callback: () => void) => timers.push(callback),
  } as FrameWindow;
  if (opts.top) (win as { parent: unknown }).parent = win;
  // The serialised text must stand alone: it gets nothing but `window`.
  new Function('window', script)(win);
  await settle();
  return run;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const { html, csp } = leadFramePage([PARTNER]);

describe('lead frame page', () => {
  it('allows exactly its inline script by hash, and only the allow-list may frame it', () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`frame-ancestors 'self' ${PARTNER}`);
    // Raised from 3000 for the Storage Access paths (docs/identity.md): still one small, uncached response.
    expect(html.length).toBeLessThan(6000);
  });

  // Without the Storage Access API (an older browser): the frame's own storage only, `sa: 'unsupported'`.
  it.each<[string, FrameOpts, { li: string | null; sa?: string; err?: string } | null, string | undefined]>([
    [
      'reads the stored lead for an allowed parent',
      { search: '?gp=1', ancestors: [PARTNER], store: { leadId: LEAD } },
      { li: LEAD, sa: 'unsupported' },
      PARTNER,
    ],
    [
      'reads the older key lead_id and normalises it',
      { search: '?gp=1', ancestors: [PARTNER], store: { lead_id: LEAD.replace(/-/g, '').toUpperCase() } },
      { li: LEAD, sa: 'unsupported' },
      PARTNER,
    ],
    [
      'answers li null when it knows no lead',
      { search: '?gp=1', ancestors: [PARTNER] },
      { li: null, sa: 'unsupported' },
      PARTNER,
    ],
    [
      "answers its own origin (its storage is our site's)",
      { search: '?gp=1', ancestors: [OWN], store: { leadId: LEAD } },
      { li: LEAD, sa: 'granted' },
      OWN,
    ],
    [
      'takes the o parameter where ancestorOrigins is missing (Firefox)',
      { search: `?gp=1&o=${encodeURIComponent(PARTNER)}`, store: { leadId: LEAD } },
      { li: LEAD, sa: 'unsupported' },
      PARTNER,
    ],
    [
      'falls back to the referrer',
      { search: '?gp=1', referrer: `${PARTNER}/post/1`, store: { leadId: LEAD } },
      { li: LEAD, sa: 'unsupported' },
      PARTNER,
    ],
    [
      'trusts ancestorOrigins over a forged o parameter',
      {
        search: `?gp=1&o=${encodeURIComponent(PARTNER)}`,
        ancestors: ['https://evil.example'],
        store: { leadId: LEAD },
      },
      null,
      undefined,
    ],
    [
      'stays silent for a parent not on the list',
      { search: '?gp=1', ancestors: ['https://evil.example'], store: { leadId: LEAD } },
      null,
      undefined,
    ],
    ['stays silent when it cannot tell its parent', { search: '?gp=1', store: { leadId: LEAD } }, null, undefined],
    ['stays silent when not in a frame', { search: '?gp=1', top: true, store: { leadId: LEAD } }, null, undefined],
    [
      'says so when the browser refuses it any storage',
      { search: '?gp=1', ancestors: [PARTNER], blocked: true },
      { li: null, sa: 'unsupported', err: 'storage' },
      PARTNER,
    ],
  ])('%s', async (_name, opts, data, target) => {
    const run = await runFrame(html, opts);
    if (data === null) expect(run.posted).toEqual([]);
    else expect(run.posted).toEqual([{ message: { name: 'cc', data }, target }]);
  });

  it('writes li (with ts) under leadId and answers with it; a bad li or missing ts writes nothing', async () => {
    const written = await runFrame(html, {
      search: `?li=${LEAD.replace(/-/g, '')}&ts=1700000000000`,
      ancestors: [PARTNER],
      store: { leadId: 'old' },
    });
    expect(written.store.get('leadId')).toBe(LEAD);
    expect(written.posted[0]?.message).toEqual({ name: 'cc', data: { li: LEAD, sa: 'unsupported' } });
    expect((await runFrame(html, { search: `?li=${LEAD}`, ancestors: [PARTNER] })).store.size).toBe(0);
    expect((await runFrame(html, { search: '?li=not-a-lead&ts=1', ancestors: [PARTNER] })).store.size).toBe(0);
    expect((await runFrame(html, { search: `?li=${LEAD}&ts=1`, ancestors: ['https://evil.example'] })).store.size).toBe(
      0,
    );
  });

  it('keeps the lead id at most 180 days: stamps a new or unstamped one, drops an expired one', async () => {
    const written = await runFrame(html, { search: `?li=${LEAD}&ts=1700000000000`, ancestors: [PARTNER] });
    expect(Object.fromEntries(written.store)).toEqual({ leadId: LEAD, przelewik_lead_at: String(NOW) });
    const unstamped = await runFrame(html, { search: '?gp=1', ancestors: [PARTNER], store: { leadId: LEAD } });
    expect(unstamped.store.get('przelewik_lead_at')).toBe(String(NOW));
    const fresh = await runFrame(html, {
      search: '?gp=1',
      ancestors: [PARTNER],
      store: { leadId: LEAD, przelewik_lead_at: String(NOW - 180 * DAY) },
    });
    expect(fresh.posted[0]?.message).toEqual({ name: 'cc', data: { li: LEAD, sa: 'unsupported' } });
    const expired = await runFrame(html, {
      search: '?gp=1',
      ancestors: [PARTNER],
      store: { leadId: LEAD, lead_id: LEAD, przelewik_lead_at: String(NOW - 181 * DAY) },
    });
    expect(expired.posted[0]?.message).toEqual({ name: 'cc', data: { li: null, sa: 'unsupported' } });
    expect(expired.store.size).toBe(0);
  });

  it('forgets (fg=1): removes the lead id it keeps, leaves other keys, answers no lead, and only to an allowed parent', async () => {
    const store = { leadId: LEAD, lead_id: LEAD, przelewik_lead_at: String(NOW), other: 'x' };
    const forgot = await runFrame(html, { search: '?fg=1', ancestors: [PARTNER], store });
    expect(Object.fromEntries(forgot.store)).toEqual({ other: 'x' });
    expect(forgot.posted).toEqual([
      { message: { name: 'cc', data: { li: null, sa: 'unsupported' } }, target: PARTNER },
    ]);
    const stranger = await runFrame(html, { search: '?fg=1', ancestors: ['https://evil.example'], store });
    expect(stranger.store.get('leadId')).toBe(LEAD);
    expect(stranger.posted).toEqual([]);
  });
});

describe('lead frame and the Storage Access API', () => {
  const SITE_LEAD = '0d9c2b8a-1f3e-4a5b-9c7d-6e5f4a3b2c1d';
  const hidden = (access: FrameOpts['access'], store?: Record<string, string>, search = '?gp=1') =>
    runFrame(html, { search, ancestors: [PARTNER], ...(store ? { store } : {}), access });

  it.each<[string, FrameOpts['access'], Record<string, string> | undefined, { li: string | null; sa: string }]>([
    [
      "permission not granted yet: the hidden frame cannot ask, it answers from the partner's partition",
      { permission: 'prompt', request: 'reject', site: { leadId: SITE_LEAD } },
      { leadId: LEAD },
      { li: LEAD, sa: 'prompt' },
    ],
    [
      'permission denied: the same',
      { permission: 'denied', request: 'reject', site: { leadId: SITE_LEAD } },
      { leadId: LEAD },
      { li: LEAD, sa: 'denied' },
    ],
    [
      "granted (Chromium): our site's lead wins over the partner's",
      { permission: 'granted', request: 'handle', site: { leadId: SITE_LEAD } },
      { leadId: LEAD },
      { li: SITE_LEAD, sa: 'granted' },
    ],
    [
      "granted, our site knows none: the partner's lead is answered",
      { permission: 'granted', request: 'handle' },
      { leadId: LEAD },
      { li: LEAD, sa: 'granted' },
    ],
    [
      'granted without a storage handle (Firefox, Safari): the partition only',
      { permission: 'granted', request: 'no-handle', site: { leadId: SITE_LEAD } },
      { leadId: LEAD },
      { li: LEAD, sa: 'granted' },
    ],
    [
      'a frame of the same site already has our storage as its own',
      { permission: 'prompt', request: 'reject', has: true },
      { leadId: LEAD },
      { li: LEAD, sa: 'granted' },
    ],
    [
      'granted but the request fails',
      { permission: 'granted', request: 'reject', site: { leadId: SITE_LEAD } },
      { leadId: LEAD },
      { li: LEAD, sa: 'denied' },
    ],
  ])('%s', async (_name, access, store, data) => {
    const run = await hidden(access, store);
    expect(run.posted).toEqual([{ message: { name: 'cc', data }, target: PARTNER }]);
    expect(run.button).toBeNull();
  });

  it("with access, a lead our site does not know is kept there, and our site's lead is kept in the partition", async () => {
    const toSite = await hidden({ permission: 'granted', request: 'handle' }, undefined, `?li=${LEAD}&ts=1`);
    expect(toSite.site.get('leadId')).toBe(LEAD);
    const toPartner = await hidden(
      { permission: 'granted', request: 'handle', site: { leadId: SITE_LEAD } },
      { leadId: LEAD },
    );
    expect(toPartner.store.get('leadId')).toBe(SITE_LEAD);
    expect(toPartner.site.get('leadId')).toBe(SITE_LEAD);
  });

  it('answers without access when the browser does not answer in time', async () => {
    const run = await hidden(
      { permission: 'granted', request: 'never', site: { leadId: SITE_LEAD } },
      { leadId: LEAD },
    );
    expect(run.posted).toEqual([]);
    await run.fireTimers();
    expect(run.posted).toEqual([{ message: { name: 'cc', data: { li: LEAD, sa: 'timeout' } }, target: PARTNER }]);
  });

  it('the visible mode (sa=1) asks only after a click in the frame, and answers once', async () => {
    const granted = await runFrame(html, {
      search: '?gp=1&sa=1',
      ancestors: [PARTNER],
      store: { leadId: LEAD },
      access: { permission: 'prompt', request: 'handle', site: { leadId: SITE_LEAD } },
    });
    expect(granted.posted).toEqual([]);
    expect(granted.button?.text).toBe('Użyj mojego wniosku z Przelewika');
    // No timer: the visible frame waits for the visitor.
    await granted.fireTimers();
    expect(granted.posted).toEqual([]);
    granted.button!.click();
    await settle();
    expect(granted.posted).toEqual([
      { message: { name: 'cc', data: { li: SITE_LEAD, sa: 'granted' } }, target: PARTNER },
    ]);
    expect(granted.button).toBeNull();

    const refused = await runFrame(html, {
      search: '?gp=1&sa=1',
      ancestors: [PARTNER],
      store: { leadId: LEAD },
      access: { permission: 'prompt', request: 'reject' },
    });
    refused.button!.click();
    await settle();
    expect(refused.posted).toEqual([{ message: { name: 'cc', data: { li: LEAD, sa: 'denied' } }, target: PARTNER }]);
  });
});
