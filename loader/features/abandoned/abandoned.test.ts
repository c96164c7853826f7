import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext, fakeEnv, memoryCookies } from '../../testing/fake-env';
import { captureAbandonedVisit, cookieValue, NO_LEAD, start, waitForLead } from './index';

const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cookieValue', () => {
  it.each([
    ['przelewik_av=1', '1'],
    ['a=2; przelewik_av=1; b=3', '1'],
    ['xprzelewik_av=1', null],
    ['przelewik_av=0', '0'],
    ['', null],
  ])('%s → %s', (cookies, value) => expect(cookieValue(cookies, 'przelewik_av')).toBe(value));
});

async function formOf(init: RequestInit | undefined): Promise<Record<string, string>> {
  const body = init?.body as FormData;
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries([...body.entries()].map(([k, v]) => [k, String(v)]));
}

describe('abandoned-visit capture', () => {
  it('rejects with "no lead in pixel" after 5000 ms, not before', async () => {
    const ctx = fakeContext(fakeEnv());
    const wait = waitForLead(ctx.signals, ctx.env.timers);
    const caught = wait.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(4999);
    ctx.signals.setLead('not a lead');
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toBe(NO_LEAD);
  });

  it('posts lead_id and the default state_type as form data to {leadgen}/webhook, then sets the cookie for a day', async () => {
    const env = fakeEnv({ respond: () => new Response('{"ok":true}', { status: 201 }) });
    const ctx = fakeContext(env, { leadgenHost: 'https://leadgen.example' });
    const done = captureAbandonedVisit(ctx);
    await vi.advanceTimersByTimeAsync(1200);
    ctx.signals.setLead(LEAD.toUpperCase());
    expect(await done).toBe('sent');
    expect(env.requests).toHaveLength(1);
    expect(env.requests[0]!.url).toBe('https://leadgen.example/webhook');
    expect(env.requests[0]!.init?.method).toBe('POST');
    expect(await formOf(env.requests[0]!.init)).toEqual({ lead_id: LEAD, state_type: 'abandoned_visit_by_pxl' });
    expect((env.cookies as ReturnType<typeof memoryCookies>).written).toEqual([
      'przelewik_av=1; Max-Age=86400; Path=/; SameSite=Lax',
    ]);
  });

  it('sends the state type and extra fields the page config gives', async () => {
    const env = fakeEnv();
    const ctx = fakeContext(env, {
      abandoned: { stateType: 'abandoned_offers_by_pxl', extra: { campaign: 'jesien' } },
    });
    ctx.signals.setLead(LEAD);
    expect(await captureAbandonedVisit(ctx)).toBe('sent');
    expect(await formOf(env.requests[0]!.init)).toEqual({
      lead_id: LEAD,
      state_type: 'abandoned_offers_by_pxl',
      campaign: 'jesien',
    });
  });

  it('does nothing while its cookie is 1', async () => {
    const env = fakeEnv({ cookies: memoryCookies({ przelewik_av: '1' }) });
    const ctx = fakeContext(env);
    ctx.signals.setLead(LEAD);
    expect(await captureAbandonedVisit(ctx)).toBe('skipped');
    expect(env.requests).toEqual([]);
  });

  it.each([
    ['an HTTP error', () => new Response('no', { status: 500 }), 'HTTP 500'],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
  ])('only logs %s and sets no cookie', async (_name, respond, message) => {
    const env = fakeEnv({ respond });
    const ctx = fakeContext(env);
    ctx.signals.setLead(LEAD);
    expect(await captureAbandonedVisit(ctx)).toBe('failed');
    expect(env.errors).toEqual([['abandoned-visit webhook failed:', message]]);
    expect((env.cookies as ReturnType<typeof memoryCookies>).written).toEqual([]);
  });

  it('start() returns at once and logs "no lead in pixel" after 5 s without throwing', async () => {
    const env = fakeEnv();
    expect(start(fakeContext(env))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5000);
    expect(env.warnings).toEqual([['abandoned visit:', NO_LEAD]]);
    expect(env.requests).toEqual([]);
  });
});
