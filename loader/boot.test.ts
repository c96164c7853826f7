import { describe, expect, it } from 'vitest';
import { boot, bootFeatures } from './boot';
import type { FeatureContext, LoaderPlugin } from './contract';
import { CONSENT_KEY, serializeConsent } from '../contracts/consent';
import { fakeEnv, memoryStorage, parsedConfig } from './testing/fake-env';

const BASE = 'https://static.przelewik.example/';

function plugin(
  name: string,
  log: string[],
  start: (ctx: FeatureContext) => unknown = () => void log.push(name),
): LoaderPlugin {
  return {
    name,
    consent: 'none',
    enabled: () => true,
    load: async () => ({ start: start as (ctx: FeatureContext) => void }),
  };
}

describe('boot', () => {
  it("counts the widget's stored choice from the start, its rules fetched only then; a bad one counts nothing", async () => {
    const need = (name: string, consent: LoaderPlugin['consent']): LoaderPlugin => ({ ...plugin(name, []), consent });
    const plugins = [need('always', 'none'), need('stats', 'analytics'), need('ads', 'marketing')];
    const choice = serializeConsent({
      revision: 3,
      necessary: true,
      analytics: true,
      marketing: false,
      at: new Date(Date.UTC(2026, 10, 20)).toISOString(),
    });
    const stored = fakeEnv({ local: memoryStorage({ [CONSENT_KEY]: choice }) });
    expect(await boot(stored, {}, BASE, plugins)).toEqual(['always', 'stats']);
    expect(stored.warnings).toEqual([]);
    expect(await boot(fakeEnv(), {}, BASE, plugins)).toEqual(['always']);
    const garbage = fakeEnv({ local: memoryStorage({ [CONSENT_KEY]: '{"analytics":tru' }) });
    expect(await boot(garbage, { consent: { analytics: true } }, BASE, plugins)).toEqual(['always', 'stats']);
  });

  it('starts enabled features in registry order and skips disabled ones', async () => {
    const log: string[] = [];
    const slowFirst: LoaderPlugin = {
      name: 'first',
      consent: 'none',
      enabled: () => true,
      load: () => new Promise((resolve) => setTimeout(() => resolve({ start: () => void log.push('first') }), 20)),
    };
    const off: LoaderPlugin = { ...plugin('off', log), enabled: () => false };
    const started = await boot(fakeEnv(), {}, BASE, [slowFirst, off, plugin('second', log)]);
    expect(log).toEqual(['first', 'second']);
    expect(started).toEqual(['first', 'second']);
  });

  it('isolates a feature that throws, rejects, fails to load or has no start()', async () => {
    const env = fakeEnv();
    const log: string[] = [];
    const started = await boot(env, {}, BASE, [
      plugin('throws', log, () => {
        throw new Error('boom');
      }),
      plugin('rejects', log, () => Promise.reject(new Error('later boom'))),
      { name: 'unloadable', consent: 'none', enabled: () => true, load: () => Promise.reject(new Error('chunk 404')) },
      { name: 'empty', consent: 'none', enabled: () => true, load: async () => ({}) as never },
      {
        name: 'bad-enabled',
        consent: 'none',
        enabled: () => {
          throw new Error('x');
        },
        load: async () => ({ start: () => void log.push('never') }),
      },
      plugin('fine', log),
    ]);
    expect(started).toEqual(['fine']);
    expect(log).toEqual(['fine']);
    expect(env.errors.map((e) => e.join(' '))).toEqual([
      'feature "throws" failed: boom',
      'feature "rejects" failed: later boom',
      'feature "unloadable" failed: chunk 404',
      expect.anything(),
    ]);
    expect(env.errors[3]!.join(' ')).toMatch(/^feature "empty" failed: .*start is not a function$/);
  });

  it('hands each feature the parsed config, and warns once about bad fields', async () => {
    const env = fakeEnv();
    let seen: FeatureContext | undefined;
    await boot(env, { countryId: 'x', providerId: 'p1', nonsense: true }, BASE, [
      plugin('spy', [], (ctx) => (seen = ctx)),
    ]);
    expect(seen?.config.partnerId).toBe('p1');
    expect(seen?.config.countryId).toBeUndefined();
    expect(seen?.config.hosts.events).toBe('https://static.przelewik.example');
    expect(env.warnings).toHaveLength(1);
    expect(String(env.warnings[0])).toContain('countryId, nonsense');
  });

  it('fetches nothing that needs consent until consent allows it, then starts it in registry order', async () => {
    const log: string[] = [];
    const loads: string[] = [];
    const gated = (name: string, consent: LoaderPlugin['consent']): LoaderPlugin => ({
      name,
      consent,
      enabled: () => true,
      load: async () => (loads.push(name), { start: () => void log.push(name) }),
    });
    const result = bootFeatures(fakeEnv(), parsedConfig({}, BASE), BASE, [
      gated('analytics-one', 'analytics'),
      gated('free', 'none'),
      gated('ads', 'marketing'),
    ]);
    await result.settled;
    expect(loads).toEqual(['free']);
    expect(result.started).toEqual(['free']);
    result.signals.setConsent({ analytics: true, marketing: false });
    await result.settled;
    expect(result.started).toEqual(['free', 'analytics-one']);
    result.signals.setConsent({ analytics: false, marketing: false });
    result.signals.setConsent({ analytics: true, marketing: true });
    await result.settled;
    expect(result.started).toEqual(['free', 'analytics-one', 'ads']);
    expect(loads).toEqual(['free', 'analytics-one', 'ads']);
  });

  it('starts consented features at once when consent is given up front', async () => {
    const log: string[] = [];
    const result = bootFeatures(
      fakeEnv(),
      parsedConfig({}, BASE),
      BASE,
      [{ ...plugin('a', log), consent: 'analytics' }, plugin('b', log)],
      { analytics: true, marketing: false },
    );
    await result.settled;
    expect(log).toEqual(['a', 'b']);
  });

  it('hands features a lead signal that normalises ids and ignores bad ones', async () => {
    const env = fakeEnv();
    const heard: string[] = [];
    const result = bootFeatures(env, parsedConfig({}, BASE), BASE, [
      plugin('lead', [], (ctx) => ctx.signals.onLead((id) => heard.push(id))),
    ]);
    await result.settled;
    result.signals.setLead('not-a-uuid');
    result.signals.setLead('0d5e8b2c4c1a4f7e9a3b2f6c1d8e7a90');
    result.signals.setLead('0d5e8b2c-4c1a-4f7e-9a3b-2f6c1d8e7a90');
    expect(heard).toEqual(['0d5e8b2c-4c1a-4f7e-9a3b-2f6c1d8e7a90']);
    expect(env.warnings).toHaveLength(1);
  });
});

describe('the registry beyond the core', () => {
  const gated = (name: string, consent: LoaderPlugin['consent'], log: string[]): LoaderPlugin => ({
    ...plugin(name, log),
    consent,
  });

  it("is fetched only with the first consent beyond none; its features start after the core's, in its order", async () => {
    const log: string[] = [];
    const view = plugin('view', log);
    const watch = plugin('watch', log);
    let fetched = 0;
    const registry = async () => (
      fetched++,
      [
        view,
        gated('traffic', 'marketing', log),
        gated('stats', 'analytics', log),
        gated('ads', 'marketing', log),
        watch,
      ]
    );
    const result = bootFeatures(fakeEnv(), parsedConfig({}, BASE), BASE, [view, watch], undefined, registry);
    await result.settled;
    expect(fetched).toBe(0);
    expect(log).toEqual(['view', 'watch']);
    result.signals.setConsent({ analytics: true, marketing: false });
    result.signals.setConsent({ analytics: true, marketing: true });
    await result.settled;
    expect(fetched).toBe(1);
    expect(log).toEqual(['view', 'watch', 'stats', 'traffic', 'ads']);
    expect(result.started).toEqual(log);
  });

  it("under a consent given up front, the core's features start first and the rest follow in registry order", async () => {
    const log: string[] = [];
    const view = plugin('view', log);
    const registry = async () => [view, gated('traffic', 'marketing', log), gated('stats', 'analytics', log)];
    const result = bootFeatures(fakeEnv(), parsedConfig({ consent: 'all' }, BASE), BASE, [view], undefined, registry);
    await result.settled;
    expect(log).toEqual(['view', 'traffic', 'stats']);
  });

  it("that cannot be fetched is logged once; the core's features run and a source under marketing consent settles", async () => {
    const env = fakeEnv();
    const log: string[] = [];
    let source: Promise<unknown> | undefined;
    const view = plugin(
      'view',
      log,
      (ctx) => void (source = ctx.signals.sourceFor({ analytics: false, marketing: true })),
    );
    const registry = () => Promise.reject(new Error('chunk 404'));
    const result = bootFeatures(env, parsedConfig({}, BASE), BASE, [view], undefined, registry);
    result.signals.setConsent({ analytics: false, marketing: true });
    await result.settled;
    expect(result.started).toEqual(['view']);
    expect(await source).toEqual({ utm_source: 'newsletter' });
    expect(env.errors).toHaveLength(1);
  });
});

describe('boot with consent in the page config', () => {
  it('starts consented features at once', async () => {
    const log: string[] = [];
    const result = bootFeatures(fakeEnv(), parsedConfig({ consent: { marketing: true } }, BASE), BASE, [
      { name: 'm', consent: 'marketing', enabled: () => true, load: async () => ({ start: () => void log.push('m') }) },
      { name: 'a', consent: 'analytics', enabled: () => true, load: async () => ({ start: () => void log.push('a') }) },
    ]);
    await result.settled;
    expect(log).toEqual(['m']);
  });

  it('under marketing consent the source is known as soon as the classifying feature has started or failed, not after the features behind it', async () => {
    const env = fakeEnv();
    let source: Promise<unknown> | undefined;
    const result = bootFeatures(env, parsedConfig({ consent: 'all' }, BASE), BASE, [
      plugin('first', [], (ctx) => void (source = ctx.signals.sourceFor({ analytics: true, marketing: true }))),
      {
        name: 'traffic',
        consent: 'marketing',
        enabled: () => true,
        load: () => Promise.reject(new Error('chunk 404')),
        classifiesSource: true,
      },
      // A chunk that never arrives holds up nothing before it.
      { name: 'stuck', consent: 'marketing', enabled: () => true, load: () => new Promise(() => {}) },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.started).toEqual(['first']);
    expect(await source).toEqual({ utm_source: 'newsletter' });
  });

  it('a source classified by the feature is what later events carry', async () => {
    const env = fakeEnv();
    const result = bootFeatures(env, parsedConfig({ consent: 'all' }, BASE), BASE, [
      {
        name: 'traffic',
        consent: 'marketing',
        enabled: () => true,
        load: async () => ({
          start: (ctx) => ctx.signals.setAttribution({ utm_source: 'google', utm_medium: 'organic' }),
        }),
        classifiesSource: true,
      },
    ]);
    await result.settled;
    expect(await result.signals.sourceFor({ analytics: false, marketing: true })).toEqual({
      utm_source: 'google',
      utm_medium: 'organic',
    });
    expect(await result.signals.sourceFor({ analytics: true, marketing: false })).toEqual({ utm_source: 'newsletter' });
  });

  it('reads the settings blocks from their own chunk, only for a page that has one, and still warns once', async () => {
    const env = fakeEnv();
    let seen: FeatureContext | undefined;
    await boot(env, { providerId: 'p1', gtm: 'GTM-AB12CD', amplitude: { apiKey: 'short' }, colour: 'red' }, BASE, [
      plugin('spy', [], (ctx) => (seen = ctx)),
    ]);
    expect(seen?.config.gtm).toEqual({ containerId: 'GTM-AB12CD' });
    expect(seen?.config.amplitude).toBeUndefined();
    expect(env.warnings.map((w) => w.join(' '))).toEqual([
      'pageConfig: ignored invalid or unknown field(s): amplitude.apiKey, colour',
    ]);
  });
});
