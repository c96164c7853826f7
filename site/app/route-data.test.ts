import { describe, expect, it } from 'vitest';
import { contentKey, createRouteData, pageChunks, routePrefetch, type Manifest } from './route-data';
import type { HttpClient } from './http';

describe('contentKey', () => {
  it.each([
    ['/', 'home'],
    ['/blog/', 'blog'],
    ['/blog/co-to-jest-rrso/', 'blog--co-to-jest-rrso'],
    ['/pozyczki/na-dowod/', 'pozyczki--na-dowod'],
    ['/privacy-policy/2026-03-01/', 'privacy-policy--2026-03-01'],
  ])('%s → %s', (path, key) => {
    expect(contentKey(path)).toBe(key);
  });
});

describe('route data', () => {
  const manifest = { buildId: 'b1', routes: ['/', '/blog/'] };
  function deps(modules: Record<string, unknown>, api: Record<string, unknown> = {}) {
    const imported: string[] = [];
    const fetched: string[] = [];
    const http: HttpClient = {
      postJson: async () => ({ ok: false as const, status: 405, error: 'not used' }),
      async get<T>(path: string) {
        fetched.push(path);
        const key = decodeURIComponent(path.split('path=')[1] ?? '');
        return key in api
          ? { ok: true as const, status: 200, value: api[key] as T }
          : { ok: false as const, status: 404, error: 'not found' };
      },
    };
    return {
      imported,
      fetched,
      load: createRouteData({
        http,
        importModule: async (url) => {
          imported.push(url);
          if (!(url in modules)) throw new TypeError('Failed to fetch dynamically imported module');
          return { default: modules[url] };
        },
      }),
    };
  }

  it('uses the payload of a prerendered route', async () => {
    const d = deps({ '/manifest.js': manifest, '/blog/payload.js?v=b1': { page: 'blog-list', data: { n: 1 } } });
    expect(await d.load('/blog/')).toEqual({ ok: true, payload: { page: 'blog-list', data: { n: 1 } } });
    expect(d.fetched).toEqual([]);
  });

  it('falls back to the API for a route not in the manifest, and passes its 404 on', async () => {
    const d = deps({ '/manifest.js': manifest }, { '/blog/nowy/': { page: 'blog-article', data: {} } });
    expect(await d.load('/blog/nowy/')).toEqual({ ok: true, payload: { page: 'blog-article', data: {} } });
    expect(await d.load('/nieznana/')).toEqual({ ok: false, status: 404, error: 'not found' });
    expect(d.imported.filter((u) => u === '/manifest.js')).toHaveLength(1); // loaded once
  });

  it('falls back to the API when the manifest itself cannot be loaded, and retries it later', async () => {
    const d = deps({}, { '/': { page: 'home', data: {} } });
    expect((await d.load('/')).ok).toBe(true);
    await d.load('/');
    expect(d.imported.filter((u) => u === '/manifest.js')).toHaveLength(2);
  });

  it('refuses an API answer that is not a payload', async () => {
    const d = deps({ '/manifest.js': manifest }, { '/x/': 'plain text' });
    expect(await d.load('/x/')).toEqual({ ok: false, status: 502, error: 'bad page data' });
  });

  it('names a page’s chunks and a route’s payload from the manifest, for fetching them ahead', async () => {
    const withChunks = {
      ...manifest,
      chunks: { files: ['/assets/Blog-1.js', '/assets/format-2.js'], pages: { 'blog-list': [0, 1], home: [1] } },
    };
    const d = deps({ '/manifest.js': withChunks });
    expect(await d.load.chunksOf('blog-list')).toEqual(['/assets/Blog-1.js', '/assets/format-2.js']);
    expect(await d.load.chunksOf('partner')).toEqual([]);
    expect(d.imported.filter((u) => u === '/manifest.js')).toHaveLength(1);
  });
});

describe('pageChunks', () => {
  const files = ['/assets/Offers-a.js', '/assets/list-b.js'];
  it.each<[string, Manifest | null, string[]]>([
    ['no manifest', null, []],
    ['a manifest of an older build, without chunks', { buildId: 'b', routes: [] }, []],
    [
      'the page’s chunks in order',
      { buildId: 'b', routes: [], chunks: { files, pages: { offers: [1, 0] } } },
      ['/assets/list-b.js', '/assets/Offers-a.js'],
    ],
    [
      'an index past the list is left out',
      { buildId: 'b', routes: [], chunks: { files, pages: { offers: [0, 7] } } },
      ['/assets/Offers-a.js'],
    ],
    // Only our own chunks are fetched, whatever a tampered manifest says.
    [
      'a file that is not one of our chunks is left out',
      {
        buildId: 'b',
        routes: [],
        chunks: { files: ['https://evil.example/x.js', '/assets/ok.js'], pages: { offers: [0, 1] } },
      },
      ['/assets/ok.js'],
    ],
  ])('%s', (_, manifest, expected) => {
    expect(pageChunks(manifest, 'offers')).toEqual(expected);
  });
});

describe('routePrefetch', () => {
  const manifest: Manifest = {
    buildId: 'b7',
    routes: ['/offers/', '/blog/'],
    chunks: {
      files: ['/assets/Offers-a.js', '/assets/list-b.js'],
      pages: { offers: [0, 1] },
      routes: { '/offers/': 'offers', '/blog/': 'blog-list', '/gone/': 'offers' },
    },
  };
  it.each<[string, Manifest | null, string, string[]]>([
    [
      'a prerendered route: its page’s chunks and its payload',
      manifest,
      '/offers/',
      ['/assets/Offers-a.js', '/assets/list-b.js', '/offers/payload.js?v=b7'],
    ],
    ['a page without chunks of its own: its payload', manifest, '/blog/', ['/blog/payload.js?v=b7']],
    ['a route the manifest does not list', manifest, '/blog/nowy/', []],
    ['a page name for a route that is not prerendered', manifest, '/gone/', []],
    ['no manifest', null, '/offers/', []],
  ])('%s', (_, known, path, expected) => {
    expect(routePrefetch(known, path)).toEqual(expected);
  });
});
