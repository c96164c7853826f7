import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { leadFramePage, type FrameWindow } from './page';

const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
const OWN = 'https://przelewik.example';
const PARTNER = 'https://blog.example';

interface Run {
  posted: { message: unknown; target: string }[];
  store: Map<string, string>;
}

/** Runs the page's inline script, as the browser would, in a fake frame window. */
const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;

function runFrame(page: string, opts: { search: string; ancestors?: string[]; referrer?: string; store?: Record<string, string>; blocked?: boolean; top?: boolean; now?: number }): Run {
  const script = /<script>([\s\S]*)<\/script>/.exec(page)![1]!;
  const store = new Map(Object.entries(opts.store ?? {}));
  const posted: Run['posted'] = [];
  const win: FrameWindow = {
    location: { search: opts.search, origin: OWN, ...(opts.ancestors ? { ancestorOrigins: opts.ancestors } : {}) },
    document: { referrer: opts.referrer ?? '' },
    parent: { postMessage: (message: unknown, target: string) => posted.push({ message, target }) },
    get localStorage() {
      if (opts.blocked) throw new DOMException('Access is denied for this document.', 'SecurityError');
      return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    },
    Date: { now: () => opts.now ?? NOW },
  } as FrameWindow;
  if (opts.top) (win as { parent: unknown }).parent = win;
  // The serialised text must stand alone: it gets nothing but `window`.
  new Function('window', script)(win);
  return { posted, store };
}

const { html, csp } = leadFramePage([PARTNER]);

describe('lead frame page', () => {
  it('allows exactly its inline script by hash, and only the allow-list may frame it', () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`frame-ancestors 'self' ${PARTNER}`);
    expect(html.length).toBeLessThan(3000);
  });

  it.each<[string, Parameters<typeof runFrame>[1], { li: string | null; err?: string } | null, string | undefined]>([
    ['reads the stored lead for an allowed parent', { search: '?gp=1', ancestors: [PARTNER], store: { leadId: LEAD } }, { li: LEAD }, PARTNER],
    ['reads the older key lead_id and normalises it', { search: '?gp=1', ancestors: [PARTNER], store: { lead_id: LEAD.replace(/-/g, '').toUpperCase() } }, { li: LEAD }, PARTNER],
    ['answers li null when it knows no lead', { search: '?gp=1', ancestors: [PARTNER] }, { li: null }, PARTNER],
    ['answers its own origin', { search: '?gp=1', ancestors: [OWN], store: { leadId: LEAD } }, { li: LEAD }, OWN],
    ['takes the o parameter where ancestorOrigins is missing (Firefox)', { search: `?gp=1&o=${encodeURIComponent(PARTNER)}`, store: { leadId: LEAD } }, { li: LEAD }, PARTNER],
    ['falls back to the referrer', { search: '?gp=1', referrer: `${PARTNER}/post/1`, store: { leadId: LEAD } }, { li: LEAD }, PARTNER],
    ['trusts ancestorOrigins over a forged o parameter', { search: `?gp=1&o=${encodeURIComponent(PARTNER)}`, ancestors: ['https://evil.example'], store: { leadId: LEAD } }, null, undefined],
    ['stays silent for a parent not on the list', { search: '?gp=1', ancestors: ['https://evil.example'], store: { leadId: LEAD } }, null, undefined],
    ['stays silent when it cannot tell its parent', { search: '?gp=1', store: { leadId: LEAD } }, null, undefined],
    ['stays silent when not in a frame', { search: '?gp=1', top: true, store: { leadId: LEAD } }, null, undefined],
    ['says so when storage is blocked (cross-site Chromium)', { search: '?gp=1', ancestors: [PARTNER], blocked: true }, { li: null, err: 'storage' }, PARTNER],
  ])('%s', (_name, opts, data, target) => {
    const run = runFrame(html, opts);
    if (data === null) expect(run.posted).toEqual([]);
    else expect(run.posted).toEqual([{ message: { name: 'cc', data }, target }]);
  });

  it('writes li (with ts) under leadId and answers with it; a bad li or missing ts writes nothing', () => {
    const written = runFrame(html, { search: `?li=${LEAD.replace(/-/g, '')}&ts=1700000000000`, ancestors: [PARTNER], store: { leadId: 'old' } });
    expect(written.store.get('leadId')).toBe(LEAD);
    expect(written.posted[0]?.message).toEqual({ name: 'cc', data: { li: LEAD } });
    expect(runFrame(html, { search: `?li=${LEAD}`, ancestors: [PARTNER] }).store.size).toBe(0);
    expect(runFrame(html, { search: '?li=not-a-lead&ts=1', ancestors: [PARTNER] }).store.size).toBe(0);
    expect(runFrame(html, { search: `?li=${LEAD}&ts=1`, ancestors: ['https://evil.example'] }).store.size).toBe(0);
  });

  it('keeps the lead id at most 180 days: stamps a new or unstamped one, drops an expired one', () => {
    const written = runFrame(html, { search: `?li=${LEAD}&ts=1700000000000`, ancestors: [PARTNER] });
    expect(Object.fromEntries(written.store)).toEqual({ leadId: LEAD, przelewik_lead_at: String(NOW) });
    const unstamped = runFrame(html, { search: '?gp=1', ancestors: [PARTNER], store: { leadId: LEAD } });
    expect(unstamped.store.get('przelewik_lead_at')).toBe(String(NOW));
    const fresh = runFrame(html, { search: '?gp=1', ancestors: [PARTNER], store: { leadId: LEAD, przelewik_lead_at: String(NOW - 180 * DAY) } });
    expect(fresh.posted[0]?.message).toEqual({ name: 'cc', data: { li: LEAD } });
    const expired = runFrame(html, { search: '?gp=1', ancestors: [PARTNER], store: { leadId: LEAD, lead_id: LEAD, przelewik_lead_at: String(NOW - 181 * DAY) } });
    expect(expired.posted[0]?.message).toEqual({ name: 'cc', data: { li: null } });
    expect(expired.store.size).toBe(0);
  });
});
