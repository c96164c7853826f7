import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEnv } from '../testing/fake-env';
import { eventBody, sendEvent, SERVER_BUSY } from './client';
// Loaded here already, as a page has it once the first 503 fetched it: the fake clock then runs the wait alone.
import { retryAfterMs } from './retry';

describe('eventBody', () => {
  it('puts the caller data and the context side by side; context wins on a clash', () => {
    expect(
      eventBody(
        'page_view',
        { path: '/', domain: 'spoofed' },
        { domain: 'partner.example', session_id: 's', utm_source: '' },
      ),
    ).toEqual({
      event: 'page_view',
      path: '/',
      domain: 'partner.example',
      session_id: 's',
    });
  });
});

describe('sendEvent', () => {
  it('POSTs JSON with keep-alive and returns the JSON answer', async () => {
    const env = fakeEnv();
    const result = await sendEvent(env, 'https://events.example', { event: 'page_view' });
    expect(result).toEqual({ ok: true, value: { ok: true, id: 1 } });
    expect(env.requests[0]?.url).toBe('https://events.example/api/event');
    expect(env.requests[0]?.init).toMatchObject({ method: 'POST', keepalive: true, body: '{"event":"page_view"}' });
  });

  it.each([
    ['an HTTP error', () => new Response('{"ok":false}', { status: 400 }), 'HTTP 400'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
  ])('returns an error value on %s, never throws', async (_name, respond, message) => {
    const result = await sendEvent(fakeEnv({ respond }), 'https://events.example', { event: 'x' });
    expect(result).toEqual({ ok: false, error: message });
  });

  it('returns a plain-text answer as text', async () => {
    const result = await sendEvent(
      fakeEnv({ respond: () => new Response('stored', { status: 200 }) }),
      'https://e.example',
      { event: 'x' },
    );
    expect(result).toEqual({ ok: true, value: 'stored' });
  });

  it('reports a missing fetch as an error', async () => {
    expect(await sendEvent(fakeEnv({ fetch: undefined }), 'https://e.example', { event: 'x' })).toEqual({
      ok: false,
      error: 'no fetch',
    });
  });
});

describe('a busy server (503 with Retry-After)', () => {
  afterEach(() => void vi.useRealTimers());
  const busy = (retryAfter?: string) =>
    new Response('{"ok":false}', {
      status: 503,
      headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
    });

  it.each([
    ['5', 5000],
    [' 0 ', 0],
    ['30', 30000],
    ['31', null],
    ['3600', null],
    ['', null],
    ['-1', null],
    ['1.5', null],
    ['Wed, 21 Oct 2026 07:28:00 GMT', null],
  ])('Retry-After %j → wait %j ms', (header, ms) => {
    expect(retryAfterMs(header)).toBe(ms);
  });
  it('no Retry-After → no wait', () => expect(retryAfterMs(null)).toBeNull());

  it('is tried once more after the wait it asks for, with the same body, and then counts', async () => {
    vi.useFakeTimers();
    const answers = [busy('5'), new Response('{"ok":true,"id":7}', { status: 202 })];
    const env = fakeEnv({ respond: () => answers.shift()! });
    const sent = sendEvent(env, 'https://events.example', { event: 'page_view' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(env.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toEqual({ ok: true, value: { ok: true, id: 7 } });
    expect(env.requests.map((r) => r.init?.body)).toEqual(['{"event":"page_view"}', '{"event":"page_view"}']);
  });

  it('gives up quietly after the second 503: two requests, never a third', async () => {
    vi.useFakeTimers();
    const env = fakeEnv({ respond: () => busy('1') });
    const sent = sendEvent(env, 'https://events.example', { event: 'x' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await sent).toEqual({ ok: false, error: SERVER_BUSY });
    expect(env.requests).toHaveLength(2);
  });

  it.each([
    ['no Retry-After', undefined],
    ['a wait over 30 s', '120'],
  ])('gives up at once with %s', async (_what, header) => {
    const env = fakeEnv({ respond: () => busy(header) });
    expect(await sendEvent(env, 'https://events.example', { event: 'x' })).toEqual({ ok: false, error: SERVER_BUSY });
    expect(env.requests).toHaveLength(1);
  });

  it('loses the event quietly when the retry itself cannot be fetched (a blocked chunk)', async () => {
    vi.resetModules();
    vi.doMock('./retry', () => {
      throw new Error('blocked by the page');
    });
    try {
      const client = await import('./client');
      const env = fakeEnv({ respond: () => busy('1') });
      expect(await client.sendEvent(env, 'https://events.example', { event: 'x' })).toEqual({
        ok: false,
        error: SERVER_BUSY,
      });
      expect(env.requests).toHaveLength(1);
    } finally {
      vi.doUnmock('./retry');
      vi.resetModules();
    }
  });

  it('does not retry other errors', async () => {
    const env = fakeEnv({ respond: () => new Response('', { status: 500, headers: { 'retry-after': '1' } }) });
    expect(await sendEvent(env, 'https://events.example', { event: 'x' })).toEqual({ ok: false, error: 'HTTP 500' });
    expect(env.requests).toHaveLength(1);
  });
});
