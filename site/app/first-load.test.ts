import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from './navigation';
import { contentUrl, firstChunkFailure, hydrationData, initialPayload, parseInlinePayload } from './first-load';

const payload = { page: 'home', data: { a: 1 } };

describe('parseInlinePayload', () => {
  it.each([
    [JSON.stringify(payload), payload],
    [null, null],
    ['', null],
    ['{not json', null],
    [JSON.stringify({ page: 'home' }), null],
    [JSON.stringify({ data: 1 }), null],
  ])('%s → %j', (text, expected) => {
    expect(parseInlinePayload(text)).toEqual(expected);
  });
});

describe('hydrationData', () => {
  const data = { faq: [{ q: 'Pytanie', a: 'Odpowiedź' }] };
  const islandData = (d: typeof data) => ({ faq: { items: d.faq.map((f) => ({ question: f.q, answer: f.a })) } });
  it.each([
    [
      "a page with islands carries its islands' props",
      { islands: true, islandData },
      { faq: { items: [{ question: 'Pytanie', answer: 'Odpowiedź' }] } },
    ],
    ['a page with islands and no island data carries nothing', { islands: true }, null],
    ['a page without islands carries its whole data', { islandData }, data],
  ])('%s', (_name, page, expected) => {
    expect(hydrationData(page, data)).toEqual(expected);
  });
});

describe('initialPayload', () => {
  it('uses the inline payload and fetches nothing', async () => {
    const fetchJson = vi.fn();
    expect(await initialPayload(JSON.stringify(payload), '', '/', fetchJson)).toEqual({ payload, source: 'inline' });
    expect(fetchJson).not.toHaveBeenCalled();
  });
  it.each([
    ['/', '', '/content/home.json'],
    ['/blog/co-to-jest-rrso/', 'https://api.example', 'https://api.example/content/blog--co-to-jest-rrso.json'],
  ])('without inline data on %s fetches %s', async (path, base, url) => {
    const fetchJson = vi.fn(async () => payload);
    expect(await initialPayload(null, base, path, fetchJson)).toEqual({ payload, source: 'content' });
    expect(fetchJson).toHaveBeenCalledWith(url);
    expect(contentUrl(base, path)).toBe(url);
  });
  it('takes the island data the boot script fetched, and fetches nothing', async () => {
    const fetchJson = vi.fn();
    expect(await initialPayload(null, '', '/offers/', fetchJson, Promise.resolve(payload))).toEqual({
      payload,
      source: 'islands',
    });
    expect(fetchJson).not.toHaveBeenCalled();
  });
  it('prefers the inline payload to the island data', async () => {
    const fetchJson = vi.fn();
    const islands = Promise.resolve({ page: 'home', data: { other: true } });
    expect(await initialPayload(JSON.stringify(payload), '', '/', fetchJson, islands)).toEqual({
      payload,
      source: 'inline',
    });
  });
  it.each([
    ['failed (the boot script leaves undefined)', undefined],
    ['is no payload', { nope: true }],
  ])('falls back to /content/ when the island data %s', async (_name, islands) => {
    const fetchJson = vi.fn(async () => payload);
    expect(await initialPayload(null, '', '/offers/', fetchJson, Promise.resolve(islands))).toEqual({
      payload,
      source: 'content',
    });
    expect(fetchJson.mock.calls).toEqual([['/content/offers.json']]);
  });
  it('is null when the fetch fails or answers something else', async () => {
    expect(await initialPayload('oops', '', '/', async () => Promise.reject(new Error('offline')))).toBeNull();
    expect(await initialPayload(undefined, '', '/', async () => ({ nope: true }))).toBeNull();
  });
});

describe('firstChunkFailure', () => {
  const now = 1_000_000_000;
  const run = (last: string | null, online = true, writable = true) => {
    const written: string[] = [];
    const action = firstChunkFailure({
      read: () => last,
      write: (value) => {
        if (!writable) throw new Error('blocked');
        written.push(value);
      },
      now: () => now,
      online,
    });
    return { action, written };
  };
  it.each([
    ['never reloaded', null, true, true, 'reload'],
    ['reloaded long ago', String(now - CHUNK_RELOAD_GUARD_MS), true, true, 'reload'],
    ['reloaded a moment ago', String(now - 1000), true, true, 'stay'],
    ['garbage in storage', 'x', true, true, 'reload'],
    ['offline', null, false, true, 'stay'],
    ['storage blocked', null, true, false, 'stay'],
  ])('%s → %s', (_name, last, online, writable, expected) => {
    const { action, written } = run(last, online, writable);
    expect(action).toBe(expected);
    expect(written).toEqual(expected === 'reload' ? [String(now)] : []);
  });
});
