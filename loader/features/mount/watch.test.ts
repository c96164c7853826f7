// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowDom } from '../../env';
import { fakeContext, fakeEnv } from '../../testing/fake-env';
import { start } from './watch';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
type Global = unknown[] & { mount?: (el: unknown) => boolean; unmount?: (el: unknown) => boolean };

function page() {
  const global: Global = [];
  (window as { przelewik?: unknown }).przelewik = global;
  const ctx = fakeContext(fakeEnv({ dom: windowDom(window) }));
  const feature = { start: vi.fn((_ctx: unknown) => {}) };
  const load = vi.fn(async () => feature);
  start(ctx, load);
  return { global, load, feature };
}

function widget(name = 'faq'): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-widget', name);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { przelewik?: unknown }).przelewik;
});

describe('the watch for the first widget (core.js)', () => {
  it('fetches nothing on a page without widgets, and the feature once, with the first widget added later', async () => {
    const { load, feature } = page();
    document.body.append(document.createElement('p'));
    await flush();
    expect(load).not.toHaveBeenCalled();
    const box = document.createElement('section');
    box.append(widget(), widget('how-it-works'));
    document.body.append(box);
    document.body.append(widget('steps'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(feature.start).toHaveBeenCalledTimes(1);
  });

  it('fetches the feature at once for a widget already in the page', async () => {
    document.body.append(widget());
    const { load } = page();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('przelewik.mount before the feature: takes widget elements, hands them over, and unmount takes one back', async () => {
    const { global, load, feature } = page();
    const handed: unknown[] = [];
    feature.start.mockImplementation(() => {
      global.mount = (el) => (handed.push(el), true);
    });
    const kept = widget();
    const dropped = widget('how-it-works');
    expect(global.mount?.(document.createElement('div'))).toBe(false);
    expect(global.mount?.('not an element')).toBe(false);
    expect(global.mount?.(kept)).toBe(true);
    expect(global.mount?.(kept)).toBe(false);
    expect(global.mount?.(dropped)).toBe(true);
    expect(global.unmount?.(dropped)).toBe(true);
    expect(global.unmount?.(dropped)).toBe(false);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(handed).toEqual([kept]);
  });
});
