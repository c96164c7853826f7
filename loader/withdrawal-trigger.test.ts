import { describe, expect, it } from 'vitest';
import { STORED_CATEGORIES_KEY } from './erasure-key';
import { createSignals } from './signals';
import { fakeEnv, memoryStorage, parsedConfig } from './testing/fake-env';
import { triggerWithdrawals } from './withdrawal-trigger';

const config = parsedConfig({ mainHost: 'https://przelewik.example' }, 'https://przelewik.example/');
/** The watch is fetched with import(): let it load and act. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the core's withdrawal trigger", () => {
  it('without consent and without a record it fetches nothing and writes nothing', async () => {
    const local = memoryStorage();
    const env = fakeEnv({ local });
    const signals = createSignals(env);
    triggerWithdrawals(env, config, signals)();
    signals.setConsent({ analytics: false, marketing: false });
    await loaded();
    expect([...local.data.keys()]).toEqual([]);
  });

  it('consent given fetches the watch, which records the categories; a later withdrawal clears the record', async () => {
    const local = memoryStorage();
    const env = fakeEnv({ local });
    const signals = createSignals(env);
    triggerWithdrawals(env, config, signals);
    signals.setConsent({ analytics: true, marketing: true });
    await expect.poll(() => local.get(STORED_CATEGORIES_KEY), { timeout: 5000 }).toBe('analytics,marketing');
    signals.setConsent({ analytics: true, marketing: false });
    // The erasure's chunk loads first.
    await expect.poll(() => local.get(STORED_CATEGORIES_KEY), { timeout: 5000 }).toBe('analytics');
  });

  it('a record with no consent given on this page acts only once a choice is known', async () => {
    const local = memoryStorage({ [STORED_CATEGORIES_KEY]: 'marketing' });
    const env = fakeEnv({ local });
    const signals = createSignals(env);
    triggerWithdrawals(env, config, signals);
    await loaded();
    expect(local.get(STORED_CATEGORIES_KEY)).toBe('marketing');
    signals.setConsent({ analytics: false, marketing: false });
    await expect.poll(() => local.get(STORED_CATEGORIES_KEY), { timeout: 5000 }).toBeNull();
  });
});
