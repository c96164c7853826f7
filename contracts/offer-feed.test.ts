import { describe, expect, it, vi } from 'vitest';
import { applyFeedOrder, fetchOrderedOffers, orderOffers } from './offer-feed';

const config = [101, 102, 103, 104].map((offer_id) => ({ offer_id, name: `o${offer_id}` }));
const ids = (items: { offer_id: number }[] | null) => items?.map((i) => i.offer_id) ?? null;

describe('orderOffers: configuration items in the feed order', () => {
  it.each<[string, unknown, unknown, number[] | null]>([
    ['feed order', [103, 101, 104, 102], config, [103, 101, 104, 102]],
    ['ids missing from the configuration are skipped', [999, 102, 555, 101], config, [102, 101]],
    ['items the feed does not name are left out', [104], config, [104]],
    ['repeated ids count once', [102, 102, 101], config, [102, 101]],
    ['digit strings are ids', ['103', '101'], config, [103, 101]],
    ['empty feed', [], config, []],
    ['empty configuration', [101], [], []],
    [
      'configuration items without offer_id are skipped',
      [101, 102],
      [{ offer_id: 101 }, { id: 102 }, null, 'x'],
      [101],
    ],
    ['feed not a list', { ids: [101] }, config, null],
    ['feed with a non-id', [101, 'abc'], config, null],
    ['feed with a negative id', [101, -1], config, null],
    ['feed with a fraction', [1.5], config, null],
    ['configuration not a list', [101], { offers: config }, null],
    ['feed null', null, config, null],
  ])('%s', (_name, feed, list, expected) => {
    expect(ids(orderOffers(feed, list))).toEqual(expected);
  });
});

describe('applyFeedOrder', () => {
  it('puts the named items first in feed order and keeps the rest after, in their order', () => {
    expect(ids(applyFeedOrder(config, [{ offer_id: 104 }, { offer_id: 102 }, { offer_id: 999 }]))).toEqual([
      104, 102, 101, 103,
    ]);
  });
});

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('fetchOrderedOffers', () => {
  const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
  const deps = (respond: (url: string) => Response | Promise<Response>) => {
    const calls: string[] = [];
    const error = vi.fn();
    const doFetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return respond(String(input));
    }) as typeof fetch;
    return { calls, error, deps: { fetch: doFetch, feedUrl: 'https://feed.example/api/feed', error } };
  };
  const good = (url: string) =>
    url.startsWith('https://feed.example') || url.startsWith('https://custom.example')
      ? json([102, 101])
      : json(config);

  it('asks the feed with lead_id and the pass-through params, and orders the configuration', async () => {
    const t = deps(good);
    const result = await fetchOrderedOffers(
      { lead_id: LEAD, configURL: 'https://cdn.example/offers.json', params: { src: 'blog' } },
      t.deps,
    );
    expect(ids(result ?? null)).toEqual([102, 101]);
    expect(t.calls).toEqual([
      `https://feed.example/api/feed?lead_id=${LEAD}&src=blog`,
      'https://cdn.example/offers.json',
    ]);
    expect(t.error).not.toHaveBeenCalled();
  });

  it('uses custom_endpoint instead of the feed host, even without a lead', async () => {
    const t = deps(good);
    expect(
      ids(
        (await fetchOrderedOffers(
          { custom_endpoint: 'https://custom.example/f', configURL: 'https://cdn.example/o.json' },
          t.deps,
        )) ?? null,
      ),
    ).toEqual([102, 101]);
    expect(t.calls[0]).toBe('https://custom.example/f');
  });

  it.each([
    ['no lead_id nor custom_endpoint', { configURL: 'https://cdn.example/o.json' }],
    ['no configURL', { lead_id: LEAD }],
  ])('logs an error and returns nothing with %s (SPEC §5)', async (_name, request) => {
    const t = deps(good);
    expect(await fetchOrderedOffers(request, t.deps)).toBeUndefined();
    expect(t.error).toHaveBeenCalledTimes(1);
    expect(t.calls).toEqual([]);
  });

  it.each<[string, (url: string) => Response | Promise<Response>]>([
    ['feed 500', (url) => (url.includes('feed') ? json({ ok: false }, 500) : json(config))],
    ['configuration 404', (url) => (url.includes('feed') ? json([101]) : json({}, 404))],
    ['feed not JSON', (url) => (url.includes('feed') ? new Response('<html>', { status: 200 }) : json(config))],
    ['feed of the wrong shape', (url) => (url.includes('feed') ? json({ ids: [101] }) : json(config))],
    ['network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('resolves to null silently on %s (SPEC §8)', async (_name, respond) => {
    const t = deps(respond);
    expect(await fetchOrderedOffers({ lead_id: LEAD, configURL: 'https://cdn.example/o.json' }, t.deps)).toBeNull();
    expect(t.error).not.toHaveBeenCalled();
  });
});
