import { describe, expect, it } from 'vitest';
import { boot } from './boot';
import type { FeatureContext, LoaderPlugin } from './plugins';
import { fakeEnv } from './testing/fake-env';

const BASE = 'https://static.przelewik.example/';

function plugin(name: string, log: string[], start: (ctx: FeatureContext) => unknown = () => void log.push(name)): LoaderPlugin {
  return { name, enabled: () => true, load: async () => ({ start: start as (ctx: FeatureContext) => void }) };
}

describe('boot', () => {
  it('starts enabled features in registry order and skips disabled ones', async () => {
    const log: string[] = [];
    const slowFirst: LoaderPlugin = {
      name: 'first',
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
      { name: 'unloadable', enabled: () => true, load: () => Promise.reject(new Error('chunk 404')) },
      { name: 'empty', enabled: () => true, load: async () => ({}) as never },
      { name: 'bad-enabled', enabled: () => { throw new Error('x'); }, load: async () => ({ start: () => void log.push('never') }) },
      plugin('fine', log),
    ]);
    expect(started).toEqual(['fine']);
    expect(log).toEqual(['fine']);
    expect(env.errors.map((e) => e.join(' '))).toEqual([
      'feature "throws" failed: boom',
      'feature "rejects" failed: later boom',
      'feature "unloadable" failed: chunk 404',
      'feature "empty" failed: chunk has no start()',
    ]);
  });

  it('hands each feature the parsed config, and warns once about bad fields', async () => {
    const env = fakeEnv();
    let seen: FeatureContext | undefined;
    await boot(env, { countryId: 'x', providerId: 'p1', nonsense: true }, BASE, [plugin('spy', [], (ctx) => (seen = ctx))]);
    expect(seen?.config.providerId).toBe('p1');
    expect(seen?.config.countryId).toBeUndefined();
    expect(seen?.config.hosts.events).toBe('https://static.przelewik.example');
    expect(env.warnings).toHaveLength(1);
    expect(String(env.warnings[0])).toContain('countryId, nonsense');
  });
});
