// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAhead } from './prefetch-ahead';
import type { RuntimeConfig } from './runtime';

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

describe('prefetchAhead: the router’s chunks into the cache, a few links per task', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('adds two links at once and the rest in later tasks, each once, in order', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const routerChunks = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'];
    const runtime = { apiBase: '/api', routerChunks } as RuntimeConfig;
    prefetchAhead(runtime, document.body, () => null);
    expect(prefetched()).toEqual(['/assets/a.js', '/assets/b.js']);
    await vi.waitFor(() => expect(prefetched()).toEqual(routerChunks));
    expect(document.head.querySelector('link')?.crossOrigin).toBe('anonymous');
  });

  it('asks for nothing on a connection that saves data', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    prefetchAhead({ apiBase: '/api', routerChunks: ['/assets/a.js'] } as RuntimeConfig, document.body, () => null);
    expect(prefetched()).toEqual([]);
  });
});
