import { describe, expect, it } from 'vitest';
import { fakeEnv } from '../testing/fake-env';
import { eventBody, sendEvent } from './client';

describe('eventBody', () => {
  it('puts the caller data and the context side by side; context wins on a clash', () => {
    expect(eventBody('page_view', { path: '/', domain: 'spoofed' }, { domain: 'partner.example', session_id: 's', utm_source: '' })).toEqual({
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
    const result = await sendEvent(fakeEnv({ respond: () => new Response('stored', { status: 200 }) }), 'https://e.example', { event: 'x' });
    expect(result).toEqual({ ok: true, value: 'stored' });
  });

  it('reports a missing fetch as an error', async () => {
    expect(await sendEvent(fakeEnv({ fetch: undefined }), 'https://e.example', { event: 'x' })).toEqual({ ok: false, error: 'fetch is not available' });
  });
});
