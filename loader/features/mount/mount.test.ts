// @vitest-environment jsdom
// The mount feature in a real DOM: widgets present at boot, added later (the MutationObserver) and through
// przelewik.mount, removed ones unmounted, and the real runtime rendering a widget into its shadow root.
import { afterEach, describe, expect, it } from 'vitest';
import { windowDom } from '../../env';
import { parsePageConfig } from '../../../contracts/page-config';
import { createSignals } from '../../signals';
import { fakeEnv } from '../../testing/fake-env';
import type { FeatureContext } from '../../contract';
import { createMounter, MOUNTED_ATTR, start } from './index';
import { WIDGET_EVENT } from './runtime';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function context(): FeatureContext & { env: ReturnType<typeof fakeEnv> } {
  const env = fakeEnv({ dom: windowDom(window) });
  return { env, config: parsePageConfig({}, 'https://przelewik.example').config, base: 'https://przelewik.example/', attribution: {}, signals: createSignals(env) };
}

function widget(name: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-widget', name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { przelewik?: unknown }).przelewik;
});

describe('createMounter (with a counting loader)', () => {
  function counting() {
    const calls: string[] = [];
    const unmounted: string[] = [];
    const load = async (name: string) => {
      calls.push(name);
      const runtime = { mountWidget: () => () => void unmounted.push(name) };
      return [runtime, { css: '', Widget: () => null }] as never;
    };
    return { calls, unmounted, load };
  }

  it('mounts what is there at boot once, warns once per unknown widget, and mounts widgets added later', async () => {
    document.body.append(widget('steps'), widget('kalkulator'));
    const ctx = context();
    const { calls, load } = counting();
    const mounter = createMounter(ctx, load);
    expect(calls).toEqual(['steps']);
    expect(ctx.env.warnings).toEqual([[expect.stringContaining('data-widget="kalkulator" is not a widget (known: amount-slider, loan-sliders, offer-list')]]);
    const wrapper = document.createElement('section');
    wrapper.append(widget('faq'), widget('reviews'));
    document.body.append(wrapper);
    await flush();
    expect(calls).toEqual(['steps', 'faq', 'reviews']);
    expect(mounter.mount(document.querySelector('[data-widget="faq"]'))).toBe(false);
    mounter.stop();
  });

  it('unmounts widgets taken out of the page, keeps moved ones, and never renders one removed before its chunks came', async () => {
    const kept = widget('faq');
    const removed = widget('reviews');
    document.body.append(kept, removed);
    const ctx = context();
    const { unmounted, load } = counting();
    const mounter = createMounter(ctx, load);
    await flush();
    removed.remove();
    document.body.prepend(kept); // a move: out and back in one batch
    await flush();
    expect(unmounted).toEqual(['reviews']);
    expect(removed.hasAttribute(MOUNTED_ATTR)).toBe(false);
    expect(mounter.mounted()).toEqual([kept]);
    // In a framework's own shadow root, which the observer does not see: mounted and unmounted by hand.
    const early = widget('steps');
    const shell = document.createElement('div');
    document.body.append(shell);
    shell.attachShadow({ mode: 'open' }).append(early);
    expect(mounter.mount(early)).toBe(true);
    expect(mounter.unmount(early)).toBe(true);
    await flush();
    expect(unmounted).toEqual(['reviews']);
    expect(mounter.mounted()).toEqual([kept]);
    mounter.stop();
  });
});

describe('the real runtime', () => {
  it('renders into a shadow root with the nonce, tells the page, and unmount leaves nothing behind; przelewik.mount/unmount work', async () => {
    (window as { przelewik?: unknown }).przelewik = [];
    const ctx = context();
    ctx.env.nonce = 'abc';
    const host = widget('steps', { 'data-heading': 'Jak to wygląda', 'data-sub1': 'blog' });
    const events: unknown[] = [];
    host.addEventListener(WIDGET_EVENT, (event) => events.push((event as CustomEvent).detail));
    const outside = document.createElement('div');
    document.body.append(outside);
    start(ctx);
    const api = (window as unknown as { przelewik: { mount(el: unknown): boolean; unmount(el: unknown): boolean } }).przelewik;
    outside.attachShadow({ mode: 'open' }).append(host); // in a framework's own shadow root: the observer cannot see it
    await flush();
    expect(host.shadowRoot).toBeNull();
    expect(api.mount(host)).toBe(true);
    await expect.poll(() => host.shadowRoot?.querySelector('h2')?.textContent, { timeout: 20_000 }).toBe('Jak to wygląda');
    expect(host.shadowRoot!.querySelector('style')!.nonce).toBe('abc');
    expect(host.shadowRoot!.querySelectorAll('li')).toHaveLength(4);
    expect(api.unmount(host)).toBe(true);
    expect(host.shadowRoot!.childNodes).toHaveLength(0);
    expect(events).toEqual([
      { widget: 'steps', type: 'mount', sub1: 'blog' },
      { widget: 'steps', type: 'unmount', sub1: 'blog' },
    ]);
    // Mounted again into the same shadow root.
    expect(api.mount(host)).toBe(true);
    await expect.poll(() => host.shadowRoot?.querySelectorAll('li').length, { timeout: 20_000 }).toBe(4);
    expect(ctx.env.warnings).toEqual([]);
  });
});
