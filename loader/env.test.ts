// @vitest-environment jsdom
// The capabilities' one try/catch (guarded in env-guard.ts): whatever the page's storage, cookies or window throw, or
// a storage or document that is not there, reads as the fallback and never reaches the caller. And the Env over a
// real window: what core.js builds, and what env.more() adds.
import { describe, expect, it } from 'vitest';
import { browserEnv, windowDom } from './env';
import { safeStorage } from './env-guard';
import { safeCookies } from './env-more';

const throwing = (): never => {
  throw new Error('SecurityError');
};

describe('the capabilities never throw', () => {
  it.each([
    ['a storage that is not there', () => null],
    ['a storage whose getter throws', throwing],
  ])('%s reads as null, writes as false', (_name, get) => {
    const storage = safeStorage(get);
    expect(storage.get('k')).toBeNull();
    expect(storage.set('k', 'v')).toBe(false);
    expect(storage.remove('k')).toBeUndefined();
  });

  it('a working storage reads back what was written', () => {
    const storage = safeStorage(() => window.localStorage);
    expect(storage.set('k', 'v')).toBe(true);
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it.each([
    ['no document', () => undefined],
    ['a document whose getter throws', throwing],
  ])('cookies with %s read as empty and refuse a write', (_name, get) => {
    const cookies = safeCookies(get);
    expect(cookies.read()).toBe('');
    expect(cookies.write('a=1')).toBe(false);
  });

  it('cookies write to and read from the document', () => {
    const cookies = safeCookies(() => document);
    expect(cookies.write('pz_env_test=1; Path=/')).toBe(true);
    expect(cookies.read()).toContain('pz_env_test=1');
  });

  it('setGlobal is false on a window that refuses the property, true where it takes it', () => {
    const frozen = Object.freeze({ document, history: window.history }) as unknown as Window;
    expect(windowDom(frozen).setGlobal('przelewik', [])).toBe(false);
    expect(windowDom(window).setGlobal('pzEnvTest', 1)).toBe(true);
    expect(windowDom(window).global('pzEnvTest')).toBe(1);
  });

  it('replaceUrl is false when the history refuses it', () => {
    const win = { document, history: { state: null, replaceState: throwing } } as unknown as Window;
    expect(windowDom(win).replaceUrl('/elsewhere')).toBe(false);
  });
});

describe('the Env over a real window', () => {
  it('carries what the core uses; env.more() adds what only features use, working on the same page', async () => {
    const env = browserEnv(window, { nonce: undefined, data: undefined });
    expect(env.href).toBe(window.location.href);
    expect(env.uuid()).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/);
    for (const later of ['session', 'timers', 'cookies', 'userAgent', 'push', 'erasure'])
      expect(env).not.toHaveProperty(later);
    await env.more?.();
    expect(env.cookies.write('pz_env_more=1; Path=/')).toBe(true);
    expect(env.cookies.read()).toContain('pz_env_more=1');
    expect(env.session.set('pz', '1')).toBe(true);
    expect(window.sessionStorage.getItem('pz')).toBe('1');
    expect(env.userAgent).toBe(window.navigator.userAgent);
    expect(await new Promise((resolve) => env.timers.set(() => resolve('ran'), 1))).toBe('ran');
    expect(typeof env.erasure).toBe('function');
  });
});
