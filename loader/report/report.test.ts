import { beforeEach, describe, expect, it } from 'vitest';
import { fakeContext, fakeEnv } from '../testing/fake-env';
import { DEFAULT_SAMPLE_RATE, errorClass, report, reportBody, resetForTests, sampleRate } from './index';

beforeEach(() => resetForTests());
const bodies = (env: ReturnType<typeof fakeEnv>) =>
  env.requests.map((r) => JSON.parse(String(r.init!.body)) as Record<string, unknown>);

describe('the loader error reporter', () => {
  it.each([
    [undefined, DEFAULT_SAMPLE_RATE],
    ['', DEFAULT_SAMPLE_RATE],
    ['1', 1],
    ['0', 0],
    ['0.25', 0.25],
    ['1.5', DEFAULT_SAMPLE_RATE],
    ['-0.1', DEFAULT_SAMPLE_RATE],
    ['dużo', DEFAULT_SAMPLE_RATE],
  ])('sample rate %j → %s', (raw, rate) => expect(sampleRate(raw)).toBe(rate));

  it('names the error by its class, never its message', () => {
    expect(
      errorClass(
        new TypeError('Failed to fetch dynamically imported module: https://partner.example/?phone=600100200'),
      ),
    ).toBe('TypeError');
    expect(errorClass('a string')).toBe('string');
    const odd = new Error('x');
    odd.name = 'name with spaces 600100200';
    expect(errorClass(odd)).toBe('Error');
  });

  it('sends the loader version, feature, error class, partner id, sample rate and host name: no query, referrer, ids or utm', async () => {
    const env = fakeEnv({
      href: 'https://partner.example/oferta?utm_source=x&phone=600100200',
      referrer: 'https://search.example/?q=600100200',
      scriptData: { affId: 'partner-7' },
    });
    const ctx = fakeContext(env, { eventsHost: 'https://events.example' });
    expect(report(ctx, 'mount', new TypeError('https://partner.example/oferta?phone=600100200'), 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(env.requests.map((r) => r.url)).toEqual(['https://events.example/api/event']);
    expect(bodies(env)).toEqual([
      {
        event: 'loader_error',
        loader_version: 'test-build',
        feature: 'mount',
        error_class: 'TypeError',
        sample_rate: 1,
        partner_id: 'partner-7',
        domain: 'partner.example',
      },
    ]);
    expect(String(env.requests[0]!.init!.body)).not.toMatch(/600100200|utm_|oferta/);
  });

  it('reports once per page load, whatever fails after', () => {
    const env = fakeEnv();
    const ctx = fakeContext(env);
    expect(report(ctx, 'mount', new Error('a'), 1)).toBe(true);
    expect(report(ctx, 'push', new Error('b'), 1)).toBe(false);
    expect(env.requests).toHaveLength(1);
  });

  it('samples page loads: a draw at or above the rate sends nothing (and the page load has had its chance)', () => {
    const env = fakeEnv({ random: () => 0.5 });
    const ctx = fakeContext(env);
    expect(report(ctx, 'mount', new Error('a'), 0.5)).toBe(false);
    expect(report(ctx, 'mount', new Error('a'), 1)).toBe(false);
    expect(env.requests).toHaveLength(0);
    resetForTests();
    expect(report(fakeContext(fakeEnv({ random: () => 0.49 })), 'mount', new Error('a'), 0.5)).toBe(true);
  });

  it('leaves out a partner id that is not an id', () => {
    expect(reportBody('tags', new Error(), 'ja@example.com', 1, 'https://p.example/')).not.toHaveProperty('partner_id');
    expect(reportBody('tags', new Error(), 'p 7', 1, 'https://p.example/')).not.toHaveProperty('partner_id');
  });
});
