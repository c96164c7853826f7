// @vitest-environment jsdom
// The component tests share a worker (scripts/vitest-dom-setup.ts): each thing a file may change is changed here,
// and resetDom() must put it back as the worker's first file found it.
import { h, options, render } from 'preact';
import { useEffect } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { domBaseline, resetDom } from './vitest-dom-reset';

const later = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('resetDom', () => {
  it('empties the document and its storage, forgets cookies, and goes back to the first address', () => {
    const baseline = domBaseline();
    const start = location.href;
    document.documentElement.lang = 'pl';
    document.body.className = 'menu-open';
    document.title = 'Pożyczki';
    document.head.append(document.createElement('style'));
    document.body.append(document.createElement('input'));
    document.documentElement.append(document.createComment('after the body'));
    document.body.querySelector('input')!.focus();
    localStorage.setItem('przelewik_consent', '{}');
    sessionStorage.setItem('przelewik_session', 'x');
    document.cookie = 'sbjs_current=typ%3Dorganic; path=/';
    history.pushState({ step: 2 }, '', '/reg/?step=2#form');

    resetDom(baseline);

    expect(document.documentElement.attributes).toHaveLength(0);
    expect(document.body.attributes).toHaveLength(0);
    expect(document.documentElement.childNodes).toHaveLength(2);
    expect(document.head.childNodes).toHaveLength(0);
    expect(document.body.childNodes).toHaveLength(0);
    expect(document.title).toBe('');
    expect(document.activeElement).toBe(document.body);
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
    expect(document.cookie).toBe('');
    expect([location.href, history.state]).toEqual([start, null]);
  });

  it('removes the listeners added on the window, the document and its root elements, and disconnects observers', async () => {
    const baseline = domBaseline();
    const heard = vi.fn();
    window.addEventListener('popstate', heard);
    document.addEventListener('click', heard, { capture: true });
    document.documentElement.addEventListener('keydown', heard);
    document.body.addEventListener('focusin', heard);
    const observed = vi.fn();
    new MutationObserver(observed).observe(document.body, { childList: true });

    resetDom(baseline);

    window.dispatchEvent(new PopStateEvent('popstate'));
    document.dispatchEvent(new MouseEvent('click'));
    document.documentElement.dispatchEvent(new KeyboardEvent('keydown'));
    document.body.dispatchEvent(new FocusEvent('focusin'));
    document.body.append(document.createElement('p'));
    await later();
    expect(heard).not.toHaveBeenCalled();
    expect(observed).not.toHaveBeenCalled();
  });

  it('cancels the timers and frames still waiting, and goes back to real timers', async () => {
    const baseline = domBaseline();
    const fired = vi.fn();
    setTimeout(fired, 0);
    setInterval(fired, 1);
    requestAnimationFrame(fired);
    vi.useFakeTimers();
    setTimeout(fired, 0);

    resetDom(baseline);

    expect(vi.isFakeTimers()).toBe(false);
    await later();
    expect(fired).not.toHaveBeenCalled();
  });

  it('takes back globals, stubs, prototypes and the document’s own properties that were added or replaced', () => {
    const baseline = domBaseline();
    const { fetch, requestAnimationFrame } = globalThis;
    const vnode = options.vnode;
    Object.assign(window, { __przelewikLoader: true });
    vi.stubGlobal('fetch', vi.fn());
    globalThis.requestAnimationFrame = () => 0;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.assign(HTMLElement.prototype, { scrollIntoView: vi.fn(), planted: true });
    options.vnode = () => {};
    Object.assign(options, { planted: () => {} });

    resetDom(baseline);

    expect('__przelewikLoader' in window).toBe(false);
    expect(globalThis.fetch).toBe(fetch);
    expect(globalThis.requestAnimationFrame).toBe(requestAnimationFrame);
    expect(document.hidden).toBe(false);
    expect(Object.hasOwn(HTMLElement.prototype, 'scrollIntoView')).toBe(false);
    expect('planted' in HTMLElement.prototype).toBe(false);
    expect(options.vnode).toBe(vnode);
    expect('planted' in options).toBe(false);
  });

  it('runs the effects Preact held for a cancelled frame, so the effects of later renders run too', async () => {
    const baseline = domBaseline();
    const ran: string[] = [];
    const Effect = ({ name }: { name: string }) => {
      useEffect(() => void ran.push(name), []);
      return null;
    };
    render(h(Effect, { name: 'before' }), document.body.appendChild(document.createElement('div')));

    resetDom(baseline);

    const root = document.body.appendChild(document.createElement('div'));
    render(h(Effect, { name: 'after' }), root);
    await vi.waitFor(() => expect(ran).toContain('after'));
    render(null, root);
  });
});
