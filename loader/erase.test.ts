import { describe, expect, it } from 'vitest';
import { CONSENT_KEY } from '../contracts/consent';
import { cookieDomains, cookiePaths, eraseCategories, keysToErase, matchesKey } from './erase';
import type { OptionalCategory } from './erasure-key';
import { STORED_CATEGORIES_KEY, watchWithdrawals } from './erasure-watch';
import type { ErasureApis } from './env-apis';
import { createSignals } from './signals';
import { LOADER_STORED_KEYS } from './stored-keys';
import { fakeEnv, memoryCookies, memoryStorage, parsedConfig } from './testing/fake-env';

const MAIN = 'https://przelewik.example';
const LEAD = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

/** The browser's part, in memory: storage names, databases and the push worker. */
function fakeErasure(
  local: Map<string, string>,
  session: Map<string, string>,
  dbs: string[],
): ErasureApis & { deleted: string[]; workers: string[] } {
  const deleted: string[] = [];
  const workers: string[] = [];
  return {
    deleted,
    workers,
    localKeys: () => [...local.keys()],
    sessionKeys: () => [...session.keys()],
    databases: async () => [...dbs],
    deleteDatabase: async (name) => (deleted.push(name), true),
    removeWorkers: async (path) => (workers.push(path), 1),
  };
}

describe('what a withdrawal erases', () => {
  it('on our site keeps the application lead id; on a partner page the lead id goes with marketing', () => {
    const names = (cats: OptionalCategory[], partner: boolean) =>
      keysToErase(LOADER_STORED_KEYS, cats, partner).map((k) => `${k.kind} ${k.name}`);
    expect(names(['marketing'], false)).not.toContain('localStorage leadId');
    expect(names(['marketing'], true)).toEqual(
      expect.arrayContaining([
        'localStorage leadId',
        'localStorage przelewik_lead_at',
        'cookie _fbp',
        'cookie sbjs_first',
        'localStorage fgPro',
        'indexedDB firebase-messaging-database',
      ]),
    );
    expect(names(['analytics'], true)).toEqual([
      'localStorage session_id',
      'localStorage client_id',
      'cookie AMP_*',
      'localStorage AMP_unsent_*',
      'indexedDB AMP_diagnostics_*',
      'cookie _ga',
      'cookie _ga_*',
    ]);
    // The record of what was allowed is needed to honour a withdrawal: never erased by one.
    expect(names(['analytics', 'marketing'], true)).not.toContain(`localStorage ${STORED_CATEGORIES_KEY}`);
  });

  it("matches the SDKs' names by pattern, and finds every domain and folder a cookie may sit on", () => {
    expect(matchesKey('AMP_*', 'AMP_0123456789')).toBe(true);
    expect(matchesKey('AMP_*', 'AMP_MKTG_0123456789')).toBe(true);
    expect(matchesKey('_ga_*', '_ga')).toBe(false);
    expect(matchesKey('_ga', '_gat')).toBe(false);
    expect(cookieDomains('www.blog.example.com.pl')).toEqual([
      undefined,
      '.www.blog.example.com.pl',
      '.blog.example.com.pl',
      '.example.com.pl',
      '.com.pl',
    ]);
    expect(cookieDomains('localhost')).toEqual([undefined]);
    expect(cookieDomains('127.0.0.1')).toEqual([undefined]);
    expect(cookiePaths('/blog/post/')).toEqual(['/', '/blog', '/blog/post']);
  });

  it('erases cookies, storage, databases and the push worker of marketing, and leaves the rest', async () => {
    const local = memoryStorage({
      fgPro: '{}',
      _vid_t: 'x',
      leadId: LEAD,
      przelewik_lead_at: '1',
      session_id: 's',
      [CONSENT_KEY]: '{}',
      other: 'partner',
    });
    const session = memoryStorage({ mine: '1' });
    const cookies = memoryCookies({
      sbjs_first: 'a',
      _ga: 'GA1',
      _ga_ABC123: 'GS1',
      _fbp: 'fb',
      AMP_0123456789: 'a',
      partner_cookie: 'p',
    });
    const apis = fakeErasure(local.data, session.data, [
      'firebase-messaging-database',
      'firebase-heartbeat-database',
      'partner-db',
    ]);
    const env = fakeEnv({
      href: 'https://blog.partner.example/a/',
      local,
      session,
      cookies,
      erasure: async () => apis,
    });
    expect(await eraseCategories(env, parsedConfig({ mainHost: MAIN }, `${MAIN}/`), ['marketing'])).toBe(true);
    // Google Analytics' cookies need analytics consent, which stays.
    expect([...cookies.data.keys()].sort()).toEqual(['AMP_0123456789', '_ga', '_ga_ABC123', 'partner_cookie']);
    expect([...local.data.keys()].sort()).toEqual(['other', CONSENT_KEY, 'session_id']);
    // Exact names are deleted even where the browser does not list them; the partner's own database stays.
    expect(apis.deleted.sort()).toEqual([
      'firebase-heartbeat-database',
      'firebase-installations-database',
      'firebase-messaging-database',
    ]);
    expect(apis.workers).toEqual(['/firebase-messaging-sw.js']);
    // Each cookie is deleted on every domain it could carry, host-only first.
    expect(
      cookies.written
        .filter((c) => c.startsWith('_fbp='))
        .map((c) => /domain=([^;]+)/.exec(c)?.[1] ?? 'host')
        .filter((d, i, all) => all.indexOf(d) === i),
    ).toEqual(['host', '.blog.partner.example', '.partner.example']);
  });
});

describe("a withdrawal of marketing and the server's copy of the push token", () => {
  const TOKEN = 'fcm-token:APA91b0123456789abcdefghijklmnopqrstuvwxyz';
  it("asks the server to delete this browser's token, read before the key goes", async () => {
    const local = memoryStorage({ sentFirebaseMessagingToken: TOKEN, updatedFirebaseMessagingToken: TOKEN });
    const env = fakeEnv({ href: `${MAIN}/oferty/`, local });
    await eraseCategories(env, parsedConfig({ mainHost: MAIN }, `${MAIN}/`), ['marketing']);
    expect(local.data.has('sentFirebaseMessagingToken')).toBe(false);
    expect(
      env.requests.map((r) => ({
        url: r.url,
        method: r.init?.method,
        body: r.init?.body,
        credentials: r.init?.credentials,
      })),
    ).toEqual([
      { url: `${MAIN}/delete-token`, method: 'POST', body: `token=${encodeURIComponent(TOKEN)}`, credentials: 'omit' },
    ]);
  });

  it.each([
    ['a consent marker, not a token', { sentFirebaseMessagingToken: 'CONFIRMED BY USER' }, ['marketing']],
    ['no token stored', {}, ['marketing']],
    ['only analytics withdrawn', { sentFirebaseMessagingToken: TOKEN }, ['analytics']],
  ] as const)('sends nothing with %s', async (_name, stored, categories) => {
    const env = fakeEnv({ href: `${MAIN}/oferty/`, local: memoryStorage({ ...stored }) });
    await eraseCategories(env, parsedConfig({ mainHost: MAIN }, `${MAIN}/`), [...categories]);
    expect(env.requests).toEqual([]);
  });
});

describe('watching for withdrawals', () => {
  let blocked = false;
  const setup = (record: string | null) => {
    blocked = false;
    const local = memoryStorage(record ? { [STORED_CATEGORIES_KEY]: record } : {});
    const env = fakeEnv({ local });
    const signals = createSignals(env);
    const erased: OptionalCategory[][] = [];
    const watch = watchWithdrawals(
      env,
      parsedConfig({ mainHost: MAIN }, `${MAIN}/`),
      signals,
      async (_env, _config, categories) => (erased.push([...categories]), !blocked),
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { local, signals, erased, watch, settle };
  };

  it('records what consent allows, and erases a category once a later choice withdraws it', async () => {
    const { local, signals, erased, watch, settle } = setup(null);
    watch.ready(false);
    signals.setConsent({ analytics: true, marketing: true });
    await settle();
    expect(local.get(STORED_CATEGORIES_KEY)).toBe('analytics,marketing');
    signals.setConsent({ analytics: true, marketing: false });
    await settle();
    expect(erased).toEqual([['marketing']]);
    expect(local.get(STORED_CATEGORIES_KEY)).toBe('analytics');
  });

  it("a withdrawal it did not see (another page, the partner's own tool) is erased at the next choice", async () => {
    const { local, erased, watch, settle, signals } = setup('analytics,marketing');
    signals.setConsent({ analytics: false, marketing: false });
    watch.ready(false);
    await settle();
    expect(erased).toEqual([['analytics', 'marketing']]);
    expect(local.get(STORED_CATEGORIES_KEY)).toBeNull();
    // The same choice again (a partner's tool repeats 'none' on every page) finds nothing left to erase.
    signals.setConsent({ analytics: false, marketing: false });
    await settle();
    expect(erased).toHaveLength(1);
  });

  it('a database still held open keeps the category recorded, so the next page erases again', async () => {
    const { local, erased, watch, settle, signals } = setup('marketing');
    blocked = true;
    signals.setConsent({ analytics: false, marketing: false });
    watch.ready(true);
    await settle();
    expect(erased).toEqual([['marketing']]);
    expect(local.get(STORED_CATEGORIES_KEY)).toBe('marketing');
  });

  it('a page whose consent is not known yet erases nothing', async () => {
    const { local, erased, watch, settle } = setup('analytics,marketing');
    watch.ready(false);
    await settle();
    expect(erased).toEqual([]);
    expect(local.get(STORED_CATEGORIES_KEY)).toBe('analytics,marketing');
  });
});
