import { describe, expect, it, vi } from 'vitest';
import { CLIENT_ID_KEY, SESSION_ID_KEY } from '../../events/ids';
// Loaded already, as on a page once the first 503 fetched it: the fake clock then runs the server's wait alone.
import '../../events/retry';
import { fakeContext, fakeEnv } from '../../testing/fake-env';
import { track } from './index';
// Loaded already, as on a page once consent fetched it: a consent heard is answered on the next turn.
import './consented';

const bodies = (env: ReturnType<typeof fakeEnv>) =>
  env.requests.map((r) => JSON.parse(String(r.init!.body)) as Record<string, unknown>);
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('pageview feature', () => {
  it('before any consent: one page_view with the address’s utm_*, no ids, nothing stored', async () => {
    const env = fakeEnv();
    await track(fakeContext(env, { eventsHost: 'https://events.example' }));
    expect(env.requests.map((r) => r.url)).toEqual(['https://events.example/api/event']);
    expect(bodies(env)[0]).toEqual({
      event: 'page_view',
      path: '/blog/post',
      view_id: expect.stringMatching(/^0{8}-/),
      domain: 'partner.example',
      utm_source: 'newsletter',
    });
    expect([env.local.get(SESSION_ID_KEY), env.local.get(CLIENT_ID_KEY)]).toEqual([null, null]);
  });

  it("before any consent: the page config's attribution fills what the address has not", async () => {
    const env = fakeEnv({ href: 'https://partner.example/a?utm_medium=email' });
    await track(fakeContext(env, { src: 'blog', cmp: 'autumn' }));
    expect(bodies(env)[0]).toMatchObject({
      event: 'page_view',
      utm_source: 'blog',
      utm_medium: 'email',
      utm_campaign: 'autumn',
    });
  });

  it("with marketing consent and a traffic feature that could not classify: sent once the core settles the source, with the page's own, no timer", async () => {
    vi.useFakeTimers();
    try {
      const env = fakeEnv();
      const ctx = fakeContext(env, {}, undefined, { analytics: false, marketing: true });
      const done = track(ctx);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(env.requests).toHaveLength(0);
      ctx.signals.settleSource();
      await done;
      expect(bodies(env)[0]).toMatchObject({ event: 'page_view', utm_source: 'newsletter' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('with analytics consent: session_id and client_id, stored and reused (SPEC §4, §9)', async () => {
    const env = fakeEnv();
    await track(fakeContext(env, {}, undefined, { analytics: true, marketing: false }));
    await track(fakeContext(env, {}, undefined, { analytics: true, marketing: false }));
    const [a, b] = bodies(env);
    expect(a?.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b?.session_id).toBe(a?.session_id);
    expect(b?.client_id).toBe(a?.client_id);
    expect(env.local.get(SESSION_ID_KEY)).toContain(String(a?.session_id));
  });

  it('with marketing consent: waits for the traffic feature and sends its attribution instead of the address’s', async () => {
    const env = fakeEnv();
    const ctx = fakeContext(env, {}, undefined, { analytics: false, marketing: true });
    const done = track(ctx);
    await tick();
    expect(env.requests).toHaveLength(0);
    ctx.signals.setAttribution({ utm_source: 'google', utm_medium: 'organic' });
    await done;
    expect(bodies(env)[0]).toMatchObject({ event: 'page_view', utm_source: 'google', utm_medium: 'organic' });
    expect(bodies(env)[0]).not.toHaveProperty('session_id');
  });

  it('consent given later re-sends the same view once as page_view_consented; the same consent again sends nothing', async () => {
    const env = fakeEnv();
    const ctx = fakeContext(env);
    await track(ctx);
    ctx.signals.setConsent({ analytics: true, marketing: false });
    ctx.signals.setConsent({ analytics: false, marketing: false });
    ctx.signals.setConsent({ analytics: true, marketing: false });
    await tick();
    const [first, second, third] = bodies(env);
    expect(bodies(env)).toHaveLength(2);
    expect(third).toBeUndefined();
    expect(second).toMatchObject({ event: 'page_view_consented', path: '/blog/post', view_id: first?.view_id });
    expect(second?.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('withdrawing analytics consent removes the stored ids', async () => {
    const env = fakeEnv();
    const ctx = fakeContext(env, {}, undefined, { analytics: true, marketing: false });
    await track(ctx);
    expect(env.local.get(CLIENT_ID_KEY)).not.toBeNull();
    ctx.signals.setConsent({ analytics: false, marketing: false });
    await tick();
    expect(env.local.get(CLIENT_ID_KEY)).toBeNull();
    expect(env.local.get(SESSION_ID_KEY)).toBeNull();
  });
});

describe('pageview feature: a server that refuses, and personal data kept out', () => {
  it('warns, and does not throw, when the server refuses it', async () => {
    const env = fakeEnv({ respond: () => new Response('', { status: 500 }) });
    await track(fakeContext(env));
    expect(env.warnings).toEqual([['page view not recorded:', 'HTTP 500']]);
  });

  it('on a busy server (503, Retry-After: 2) tries once more after 2 s, then gives up without a warning', async () => {
    vi.useFakeTimers();
    try {
      const env = fakeEnv({ respond: () => new Response('', { status: 503, headers: { 'retry-after': '2' } }) });
      const done = track(fakeContext(env));
      await vi.advanceTimersByTimeAsync(1999);
      expect(env.requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(env.requests).toHaveLength(2);
      expect(bodies(env)[1]).toEqual(bodies(env)[0]);
      expect(env.warnings).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves out a referrer whose query carries a phone number, and personal utm_* from the traffic source', async () => {
    const env = fakeEnv({ href: 'https://partner.pl/oferta/', referrer: 'https://partner.pl/form/?tel=600100200#top' });
    const ctx = fakeContext(env, {}, undefined, { analytics: false, marketing: true });
    const done = track(ctx);
    await tick();
    // The traffic cookie may keep a term from an earlier page view: it is checked on the way out too.
    ctx.signals.setAttribution({ utm_source: 'google', utm_term: '+48 600 100 200' });
    await done;
    expect(bodies(env)[0]).toMatchObject({ event: 'page_view', domain: 'partner.pl', utm_source: 'google' });
    expect(bodies(env)[0]).not.toHaveProperty('utm_term');
    expect(bodies(env)[0]).not.toHaveProperty('referer');
    expect(String(env.requests[0]!.init!.body)).not.toContain('600');
  });

  it('sends a referrer without personal data as it is', async () => {
    const env = fakeEnv({
      href: 'https://partner.pl/oferta/',
      referrer: 'https://www.google.com/search?q=pozyczka+1000',
    });
    await track(fakeContext(env));
    expect(bodies(env)[0]).toMatchObject({ referer: 'https://www.google.com/search?q=pozyczka+1000' });
  });
});
