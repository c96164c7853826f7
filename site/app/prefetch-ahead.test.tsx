// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAhead } from './prefetch-ahead';

const ROUTER_CHUNKS = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'];

// The routes' manifest the prerender writes: here only the router's chunks it lists.
vi.mock('/manifest.js', () => ({ default: { routes: [], router: ROUTER_CHUNKS } }));

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

describe('prefetchAhead: the router’s chunks into the cache, a few links per task', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('adds two links in one task and the rest in later tasks, each once, in order', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const counts: number[] = [];
    const watcher = new MutationObserver(() => counts.push(prefetched().length));
    watcher.observe(document.head, { childList: true });
    prefetchAhead(document.body, () => null);
    await vi.waitFor(() => expect(prefetched()).toEqual(ROUTER_CHUNKS));
    watcher.disconnect();
    // Each task's batch reaches the observer as one record list: two, four, then the fifth.
    expect(counts).toEqual([2, 4, 5]);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('anonymous');
  });

  it('asks for nothing on a connection that saves data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    prefetchAhead(document.body, () => null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prefetched()).toEqual([]);
  });
});
