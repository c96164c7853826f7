import { describe, expect, it } from 'vitest';
import { fakeContext, fakeEnv } from '../../testing/fake-env';
import { pageContext, start } from './index';

const ids = { sessionId: 's', clientId: 'c' };

describe('pageContext', () => {
  it.each([
    ['https://a.example/', '', { domain: 'a.example' }],
    ['https://a.example/x?utm_source=google&utm_medium=cpc&utm_campaign=jesien', 'https://www.google.com/', { domain: 'a.example', referer: 'https://www.google.com/', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'jesien' }],
    ['https://a.example/?utm_term=', '', { domain: 'a.example' }],
  ])('%s', (href, referrer, expected) => {
    expect(pageContext(href, referrer, ids)).toEqual({ session_id: 's', client_id: 'c', ...expected });
  });
});

describe('pageview feature', () => {
  it('sends one page_view to the events host', async () => {
    const env = fakeEnv();
    await start(fakeContext(env, { eventsHost: 'https://events.example' }));
    expect(env.requests).toHaveLength(1);
    const body = JSON.parse(String(env.requests[0]!.init!.body));
    expect(body).toMatchObject({ event: 'page_view', path: '/blog/post', domain: 'partner.example', utm_source: 'newsletter' });
    expect(body.session_id).toMatch(/^0{8}-/);
  });

  it('warns, and does not throw, when the server refuses it', async () => {
    const env = fakeEnv({ respond: () => new Response('', { status: 500 }) });
    await start(fakeContext(env));
    expect(env.warnings).toEqual([['page view not recorded:', 'HTTP 500']]);
  });
});
