// @vitest-environment jsdom
// The page's code is fetched after its first paint: no module script or preload in the HTML, a boot script at the end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_ID, clientBootScript, ISLANDS_GLOBAL, PRELOADS_PER_TASK, renderDocument } from './document';

const page = (preloads: string[], dataUrl?: string, farCss?: string) =>
  renderDocument({
    head: { title: 'T', description: '' },
    path: '/',
    pageKey: 'home',
    body: '<main><h1>Tytuł</h1></main>',
    siteCss: 'body{}',
    pageCss: '',
    data: { hero: { amount: 1500 } },
    dataUrl,
    farCss,
    runtime: { apiBase: '' },
    clientScript: '/assets/site.js',
    preloads,
    canonical: true,
  });

/** A browser's PerformanceObserver for `paint` entries, whose callback the test calls. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static last: FakePaintObserver | null = null;
  constructor(readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.last = this;
  }
  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true });
  }
  paint(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

/** Runs the page's boot script in this document, whose body holds the page's boot data. */
function boot(html: string, hidden: boolean, observer: typeof FakePaintObserver | undefined = undefined) {
  vi.stubGlobal('PerformanceObserver', observer);
  document.head.innerHTML = /<link rel="icon"[^>]*>/.exec(html)![0];
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!.replace(/<script>[\s\S]*?<\/script>/g, '');
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  new Function(clientBootScript())();
  const fetched = () =>
    [...document.head.querySelectorAll('link:not([rel="icon"]), script')].map((el) =>
      el instanceof HTMLLinkElement
        ? `${el.rel} ${el.getAttribute('href')}`
        : `${(el as HTMLScriptElement).type} ${el.getAttribute('src')}`,
    );
  return { frames, fetched };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'hidden');
});

describe('the client is fetched once the page has painted', () => {
  it('has no module script or preload in the HTML, only the boot data and one boot script, the same on every page', () => {
    const html = page(['/assets/a.js', '/assets/b.js']);
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    const data = new RegExp(`<script type="application/json" id="${BOOT_ID}">([^<]*)</script>`).exec(html)![1]!;
    expect(JSON.parse(data)).toEqual({ entry: '/assets/site.js', preloads: ['/assets/a.js', '/assets/b.js'] });
    expect(html.indexOf(`<script>${clientBootScript()}</script>`)).toBeGreaterThan(html.indexOf(`id="${BOOT_ID}"`));
    expect(page([])).toContain(`<script>${clientBootScript()}</script>`);
  });

  it('fetches nothing before the first contentful paint is on the screen, then the chunks and the entry, once', () => {
    vi.useFakeTimers();
    const { frames, fetched } = boot(page(['/assets/a.js']), false, FakePaintObserver);
    expect(frames).toEqual([]);
    FakePaintObserver.last!.paint('first-paint');
    expect(fetched()).toEqual([]);
    FakePaintObserver.last!.paint('first-contentful-paint');
    const expected = ['module /assets/site.js', 'modulepreload /assets/a.js'];
    expect(fetched()).toEqual(expected);
    FakePaintObserver.last!.paint('first-contentful-paint');
    vi.advanceTimersByTime(1000);
    expect(fetched()).toEqual(expected);
  });

  it('without paint entries: nothing before the first frame, then the chunks and the entry in the task after it', () => {
    vi.useFakeTimers();
    const { frames, fetched } = boot(page(['/assets/a.js', '/assets/b.js']), false);
    expect(fetched()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(fetched()).toEqual([]);
    vi.advanceTimersByTime(0);
    const expected = ['module /assets/site.js', 'modulepreload /assets/a.js', 'modulepreload /assets/b.js'];
    expect(fetched()).toEqual(expected);
    // The fallback for a frame that never comes does not fetch a second time.
    vi.advanceTimersByTime(1000);
    expect(fetched()).toEqual(expected);
  });

  it('carries the data inline, or names where it is published and fetches it with the chunks after the paint', async () => {
    expect(page([])).toContain('<script type="application/json" id="pz-data">{"page":"home","data":{"hero":');
    const html = page(['/assets/a.js'], '/offers/islands.json');
    expect(html).not.toContain('id="pz-data"');
    expect(html).not.toContain('"hero"');
    const data = new RegExp(`<script type="application/json" id="${BOOT_ID}">([^<]*)</script>`).exec(html)![1]!;
    expect(JSON.parse(data)).toEqual({
      entry: '/assets/site.js',
      preloads: ['/assets/a.js'],
      data: '/offers/islands.json',
    });
    vi.useFakeTimers();
    const fetchData = vi.fn(async (url: string) => ({ json: async () => ({ page: 'offers', data: { url } }) }));
    vi.stubGlobal('fetch', fetchData);
    Reflect.deleteProperty(window, ISLANDS_GLOBAL);
    const { fetched } = boot(html, false, FakePaintObserver);
    expect(fetchData).not.toHaveBeenCalled();
    FakePaintObserver.last!.paint('first-contentful-paint');
    expect(fetched()).toEqual(['module /assets/site.js', 'modulepreload /assets/a.js']);
    expect(fetchData.mock.calls).toEqual([['/offers/islands.json']]);
    const islands = (window as unknown as Record<string, Promise<unknown>>)[ISLANDS_GLOBAL];
    expect(await islands).toEqual({ page: 'offers', data: { url: '/offers/islands.json' } });
  });

  it('leaves undefined for the client when the island data cannot be had, without an unhandled rejection', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    boot(page([], '/offers/islands.json'), false, FakePaintObserver);
    FakePaintObserver.last!.paint('first-contentful-paint');
    expect(await (window as unknown as Record<string, Promise<unknown>>)[ISLANDS_GLOBAL]).toBeUndefined();
    // A page that carries its data inline starts no such fetch.
    Reflect.deleteProperty(window, ISLANDS_GLOBAL);
    boot(page([]), false, FakePaintObserver);
    FakePaintObserver.last!.paint('first-contentful-paint');
    expect(ISLANDS_GLOBAL in window).toBe(false);
  });

  it('adds the chunks a few per task, the entry with the first ones, and names the favicon after the last', () => {
    vi.useFakeTimers();
    const chunks = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/c${i}.js`);
    const { fetched } = boot(page(chunks), false, FakePaintObserver);
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
    FakePaintObserver.last!.paint('first-contentful-paint');
    const preloads = (n: number) => chunks.slice(0, n).map((href) => `modulepreload ${href}`);
    expect(fetched()).toEqual(['module /assets/site.js', ...preloads(PRELOADS_PER_TASK)]);
    vi.advanceTimersToNextTimer();
    expect(fetched()).toEqual(['module /assets/site.js', ...preloads(PRELOADS_PER_TASK * 2)]);
    expect(icon.getAttribute('href')).toBe('data:,');
    vi.advanceTimersToNextTimer();
    expect(fetched()).toEqual(['module /assets/site.js', ...preloads(chunks.length)]);
    expect(icon.getAttribute('href')).toBe('/favicon.svg');
  });

  it('names the favicon only once the page has painted: until then its link asks the network for nothing', () => {
    vi.useFakeTimers();
    boot(page([]), false, FakePaintObserver);
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
    expect(icon.getAttribute('href')).toBe('data:,');
    FakePaintObserver.last!.paint('first-contentful-paint');
    expect([icon.getAttribute('href'), icon.type]).toEqual(['/favicon.svg', 'image/svg+xml']);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });

  it('fetches at once in a hidden tab, and after a second when no frame comes', () => {
    expect(boot(page(['/assets/a.js']), true).fetched()).toEqual([
      'module /assets/site.js',
      'modulepreload /assets/a.js',
    ]);
    vi.useFakeTimers();
    const { fetched } = boot(page([]), false);
    vi.advanceTimersByTime(999);
    expect(fetched()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fetched()).toEqual(['module /assets/site.js']);
  });
});

describe('the percentages of the HTML, set before the first paint', () => {
  it('sets each data-pz-fill and data-pz-progress as its custom property, and no other attribute', () => {
    const html = page([]).replace(
      '<main><h1>Tytuł</h1></main>',
      '<main><input type="range" data-pz-fill="24.6"><div data-pz-progress="50"></div><p data-pz-going="1"></p></main>',
    );
    boot(html, true);
    expect(document.querySelector<HTMLElement>('[data-pz-fill]')!.style.getPropertyValue('--pz-fill')).toBe('24.6%');
    expect(document.querySelector<HTMLElement>('[data-pz-progress]')!.style.getPropertyValue('--pz-progress')).toBe(
      '50%',
    );
    expect(document.querySelector('[data-pz-going]')!.getAttribute('style')).toBeNull();
  });
});

describe('the CSS of the sections far below the first screen', () => {
  const FAR = '/assets/far-home-abc.css';
  const farLinks = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
      href: link.getAttribute('href'),
      page: link.getAttribute('data-page-css'),
    }));
  const html = page([], undefined, FAR).replace('<main>', '<main><section class="pz-far"></section>');
  beforeEach(() => document.documentElement.setAttribute('data-page', 'home'));
  afterEach(() => history.replaceState(null, '', '/'));

  it('is not in the head: #pz-boot names its file, and only a browser without scripts takes it with the HTML', () => {
    const data = new RegExp(`<script type="application/json" id="${BOOT_ID}">([^<]*)</script>`).exec(html)![1]!;
    expect(JSON.parse(data)).toEqual({ entry: '/assets/site.js', preloads: [], css: FAR });
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${FAR}"></noscript>`);
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(page([])).not.toMatch(/"css":|<noscript>/);
  });

  it('is linked once the page has painted, keyed by its page for the router, once', () => {
    vi.useFakeTimers();
    boot(html, false, FakePaintObserver);
    expect(farLinks()).toEqual([]);
    FakePaintObserver.last!.paint('first-contentful-paint');
    expect(farLinks()).toEqual([{ href: FAR, page: 'home' }]);
    vi.advanceTimersByTime(1000);
    expect(farLinks()).toHaveLength(1);
  });

  it('is linked at once for an address with an #anchor, which the browser keeps in view while the page loads', () => {
    history.replaceState(null, '', '/#faq');
    vi.useFakeTimers();
    boot(html, false, FakePaintObserver);
    expect(farLinks()).toEqual([{ href: FAR, page: 'home' }]);
    FakePaintObserver.last!.paint('first-contentful-paint');
    expect(farLinks()).toHaveLength(1);
  });

  it('lets the far sections render without it when its file cannot be had, rather than stay hidden', () => {
    boot(html, true);
    const section = document.querySelector<HTMLElement>('.pz-far')!;
    expect(section.style.getPropertyValue('content-visibility')).toBe('');
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
    expect(section.style.getPropertyValue('content-visibility')).toBe('visible');
  });

  it('links nothing on a page without far sections', () => {
    boot(page([]), true);
    expect(farLinks()).toEqual([]);
  });
});
