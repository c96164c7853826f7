// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowDom } from '../../env';
import { fakeContext, fakeEnv, heardLead } from '../../testing/fake-env';
import { isPartnerPage } from '../../partner-page';
import { askLeadFrame } from './frame';
import { start } from './index';
import { carryLeadOnLinks, withLeadId } from './links';

const MAIN = 'https://przelewik.example';
const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const frameOf = () => document.querySelector('iframe');
/** A message event as the browser would deliver it. */
const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

describe('askLeadFrame', () => {
  const ask = (onBadMessage?: (r: string) => void) =>
    askLeadFrame({
      dom: windowDom(window),
      timers: fakeEnv().timers,
      src: `${MAIN}/lead-frame/?gp=1`,
      expectedOrigin: MAIN,
      ...(onBadMessage ? { onBadMessage } : {}),
    });

  it('adds one hidden frame and removes it after the answer', async () => {
    const result = ask();
    const frame = frameOf()!;
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.tabIndex).toBe(-1);
    post({ name: 'cc', data: { li: LEAD } }, MAIN, frame.contentWindow);
    expect(await result).toEqual({ outcome: 'answer', answer: { kind: 'lead', leadId: LEAD } });
    expect(frameOf()).toBeNull();
  });

  it('ignores foreign origins, other windows and bad shapes, and times out after 5000 ms, removing the frame', async () => {
    const bad = vi.fn();
    const result = ask(bad);
    const frame = frameOf()!;
    post({ name: 'cc', data: { li: LEAD } }, 'https://evil.example', frame.contentWindow);
    post({ name: 'cc', data: { li: LEAD } }, MAIN, window);
    post({ name: 'xx' }, MAIN, frame.contentWindow);
    post({ name: 'cc', data: { li: 'nope' } }, MAIN, frame.contentWindow);
    expect(bad.mock.calls).toEqual([['shape'], ['id']]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(frameOf()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ outcome: 'timeout' });
    expect(frameOf()).toBeNull();
  });

  it('removes the frame when it fails to load', async () => {
    const result = ask();
    frameOf()!.dispatchEvent(new Event('error'));
    expect(await result).toEqual({ outcome: 'error' });
    expect(frameOf()).toBeNull();
  });

  it('stops listening once settled (a late answer changes nothing)', async () => {
    const spy = vi.spyOn(window, 'removeEventListener');
    const result = ask();
    const frame = frameOf()!;
    const win = frame.contentWindow;
    post({ name: 'cc', data: { li: null } }, MAIN, win);
    expect(await result).toEqual({ outcome: 'answer', answer: { kind: 'none', blocked: false } });
    expect(spy).toHaveBeenCalledWith('message', expect.any(Function), undefined);
  });
});

describe('lead id on links to the main site', () => {
  it.each<[string, string | null]>([
    [`${MAIN}/offers/`, `${MAIN}/offers/?lead_id=${LEAD}`],
    [`${MAIN}/transition/?offer=101&amount=1500`, `${MAIN}/transition/?offer=101&amount=1500&lead_id=${LEAD}`],
    [`${MAIN}/offers/?lead_id=${LEAD}`, null],
    ['https://lender.example/apply', null],
    [`${MAIN}:8443/offers/`, null],
    ['javascript:void(0)', null],
    ['not a url', null],
  ])('%s → %s', (href, expected) => expect(withLeadId(href, MAIN, LEAD)).toBe(expected));

  it('adds it when a link is followed, inside shadow roots too, and not without a lead', () => {
    let lead: string | undefined;
    const stop = carryLeadOnLinks(windowDom(window), MAIN, () => lead);
    document.body.innerHTML = `<a id="plain" href="${MAIN}/offers/">oferty</a><div id="host"></div>`;
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<a id="card" href="${MAIN}/transition/?offer=101"><span>Weź</span></a>`;
    const plain = document.getElementById('plain') as HTMLAnchorElement;
    const swallow = (e: Event) => e.preventDefault();
    window.addEventListener('click', swallow);
    plain.click();
    expect(plain.href).toBe(`${MAIN}/offers/`);
    lead = LEAD;
    plain.click();
    expect(plain.href).toBe(`${MAIN}/offers/?lead_id=${LEAD}`);
    (shadow.querySelector('span') as HTMLElement).click();
    expect((shadow.getElementById('card') as HTMLAnchorElement).href).toBe(
      `${MAIN}/transition/?offer=101&lead_id=${LEAD}`,
    );
    stop();
    window.removeEventListener('click', swallow);
  });
});

describe('feature leadframe', () => {
  it('is a partner-page feature only', () => {
    expect(isPartnerPage('https://blog.example/post', MAIN)).toBe(true);
    expect(isPartnerPage(`${MAIN}/offers/`, MAIN)).toBe(false);
    expect(isPartnerPage(`${MAIN}:8443/`, MAIN)).toBe(true);
  });

  it('reads the lead through the frame (gp=1) and tells the signals', async () => {
    const env = fakeEnv({ href: 'https://blog.example/post', dom: windowDom(window) });
    const ctx = fakeContext(env, { mainHost: MAIN });
    await start(ctx);
    const frame = frameOf()!;
    expect(frame.src).toBe(`${MAIN}/lead-frame/?gp=1&o=https%3A%2F%2Fblog.example`);
    post({ name: 'cc', data: { li: LEAD } }, MAIN, frame.contentWindow);
    await vi.advanceTimersByTimeAsync(0);
    expect(heardLead(ctx.signals)).toBe(LEAD);
    expect(frameOf()).toBeNull();
    // Kept in the partner page's own storage for the next visit.
    expect(env.local.get('leadId')).toBe(LEAD);
  });

  it('writes a lead the page already knows (li and ts)', async () => {
    const env = fakeEnv({ href: 'https://blog.example/post', dom: windowDom(window) });
    const ctx = fakeContext(env, { mainHost: MAIN });
    ctx.signals.setLead(LEAD);
    await start(ctx);
    expect(frameOf()!.src).toBe(`${MAIN}/lead-frame/?li=${LEAD}&ts=${env.now()}&o=https%3A%2F%2Fblog.example`);
  });

  it('offers the visible frame in [data-przelewik-connect] when the browser would ask (sa prompt), and takes its answer', async () => {
    document.body.innerHTML = '<div id="slot" data-przelewik-connect></div>';
    const env = fakeEnv({ href: 'https://blog.example/post', dom: windowDom(window) });
    const ctx = fakeContext(env, { mainHost: MAIN });
    await start(ctx);
    const hidden = document.querySelector('iframe')!;
    post({ name: 'cc', data: { li: null, sa: 'prompt' } }, MAIN, hidden.contentWindow);
    await vi.advanceTimersByTimeAsync(0);
    const visible = document.querySelector('#slot iframe') as HTMLIFrameElement;
    expect(visible.src).toBe(`${MAIN}/lead-frame/?gp=1&o=https%3A%2F%2Fblog.example&sa=1`);
    expect(visible.getAttribute('allow')).toBe('storage-access');
    expect(visible.getAttribute('aria-hidden')).toBeNull();
    // It waits for the visitor: no time limit.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(document.querySelector('#slot iframe')).toBe(visible);
    post({ name: 'cc', data: { li: LEAD, sa: 'granted' } }, MAIN, visible.contentWindow);
    await vi.advanceTimersByTimeAsync(0);
    expect(heardLead(ctx.signals)).toBe(LEAD);
    expect(document.querySelector('#slot iframe')).toBeNull();
  });

  it.each([
    ['no place for it on the page', '', 'prompt'],
    ['access already granted', '<div data-przelewik-connect></div>', 'granted'],
    ['a browser without the API', '<div data-przelewik-connect></div>', 'unsupported'],
  ])('no visible frame: %s', async (_name, html, sa) => {
    document.body.innerHTML = html;
    const env = fakeEnv({ href: 'https://blog.example/post', dom: windowDom(window) });
    await start(fakeContext(env, { mainHost: MAIN }));
    post({ name: 'cc', data: { li: null, sa } }, MAIN, document.querySelector('iframe')!.contentWindow);
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('warns once about bad messages from its frame', async () => {
    const env = fakeEnv({ href: 'https://blog.example/post', dom: windowDom(window) });
    await start(fakeContext(env, { mainHost: MAIN }));
    const frame = frameOf()!;
    post({ name: 'cc', data: { li: 'x' } }, MAIN, frame.contentWindow);
    post({ name: 'cc', data: 'x' }, MAIN, frame.contentWindow);
    expect(env.warnings).toHaveLength(1);
  });
});
