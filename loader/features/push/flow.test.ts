// The push shell on a fake clock and a fake browser: the worker's 10 s limit, a worker that activates in time,
// a failed registration, and the one-off update once the lead arrives (SPEC §4). The decisions themselves are
// table-tested in state.test.ts; here: that the shell does what they say.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dom } from '../../env';
import type { PushApis } from '../../env-apis';
import { fakeContext, fakeEnv, type FakeEnv } from '../../testing/fake-env';
import { PushFlow } from './index';

const TOKEN = 'fcm-token:APA91bEXAMPLEexampleEXAMPLE';
const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';
const FIREBASE = { apiKey: 'AIzaSyA-key', projectId: 'p', messagingSenderId: '1', appId: '1:1:web:a' };

type Listener = () => void;
function fakeWorker(state: string) {
  const listeners: Listener[] = [];
  return {
    state,
    addEventListener: (_type: string, listener: Listener) => void listeners.push(listener),
    become(next: string) {
      this.state = next;
      for (const listener of listeners.splice(0)) listener();
    },
  };
}

/** The page and the browser's push APIs as the flow sees them: loaded, not framed, a 1280 px screen. */
function browser(register: () => Promise<unknown>, notification: PushApis['notification']): [Dom, PushApis] {
  const dom = {
    document: undefined as unknown as Document,
    listen: () => () => undefined,
    global: () => undefined,
    setGlobal: () => false,
    replaceUrl: () => false,
    navigate: () => undefined,
  } satisfies Dom;
  const apis: PushApis = {
    notification,
    serviceWorker: { register: vi.fn(register) } as unknown as ServiceWorkerContainer,
    framed: () => false,
    screenWidth: () => 1280,
    loadedAt: () => null,
    whenLoaded: async () => undefined,
  };
  return [dom, apis];
}

function messaging(token: () => Promise<string | null>) {
  const tokenSpy = vi.fn(token);
  const module = {
    messagingSupported: async () => true,
    workerQuery: () => 'apiKey=AIzaSyA-key',
    openMessaging: () => ({
      token: tokenSpy,
      remove: async () => true,
      onForeground: () => () => undefined,
      close: async () => undefined,
    }),
  };
  return { load: async () => module as unknown as typeof import('./messaging'), tokenSpy };
}

let env: FakeEnv;
beforeEach(() => {
  vi.useFakeTimers();
  env = fakeEnv({ href: 'https://site.example/page/', now: () => Date.now() });
});
afterEach(() => vi.useRealTimers());

const granted = { permission: 'granted', requestPermission: async () => 'granted' };
const setTokenPosts = () => env.requests.filter((r) => r.url.endsWith('/set-token'));

describe('the push shell', () => {
  it("gives up on a worker that is not active after 10 s, with SPEC §8's text, and asks for no token", async () => {
    const registration = { active: null, installing: fakeWorker('installing'), waiting: null };
    const { load, tokenSpy } = messaging(async () => TOKEN);
    const flow = new PushFlow(
      fakeContext(env, { firebase: FIREBASE }),
      ...browser(async () => registration, granted),
      load,
    );
    const done = flow.start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(env.errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(env.errors).toEqual([['Service worker for getToken not activated']]);
    expect(tokenSpy).not.toHaveBeenCalled();
    expect(env.local.get('requestFCMAccepted')).toBe('true');
  });

  it('gets the token as soon as the worker activates within the limit, and sends it', async () => {
    const installing = fakeWorker('installing');
    const registration: { active: unknown; installing: unknown; waiting: null } = {
      active: null,
      installing,
      waiting: null,
    };
    const { load, tokenSpy } = messaging(async () => TOKEN);
    const flow = new PushFlow(
      fakeContext(env, { firebase: FIREBASE }),
      ...browser(async () => registration, granted),
      load,
    );
    const done = flow.start();
    await vi.advanceTimersByTimeAsync(3_000);
    registration.active = installing;
    registration.installing = null;
    installing.become('activated');
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(tokenSpy).toHaveBeenCalledTimes(1);
    expect(setTokenPosts()).toHaveLength(1);
    expect(env.local.get('sentFirebaseMessagingToken')).toBe(TOKEN);
    expect(env.errors).toEqual([]);
  });

  it('logs a failed registration and stops', async () => {
    const { load, tokenSpy } = messaging(async () => TOKEN);
    const flow = new PushFlow(
      fakeContext(env, { firebase: FIREBASE }),
      ...browser(async () => Promise.reject(new Error('SecurityError')), granted),
      load,
    );
    await flow.start();
    expect(env.errors).toEqual([['ServiceWorker registration failed', 'SecurityError']]);
    expect(tokenSpy).not.toHaveBeenCalled();
  });

  it('sends a token that went out without a lead once more when the lead arrives, then never again', async () => {
    env.local.set('sentFirebaseMessagingToken', TOKEN);
    const registration = { active: fakeWorker('activated'), installing: null, waiting: null };
    const { load } = messaging(async () => TOKEN);
    const flow = new PushFlow(
      fakeContext(env, { firebase: FIREBASE }),
      ...browser(async () => registration, granted),
      load,
    );
    await flow.start();
    expect(setTokenPosts()).toHaveLength(0); // the same token: not re-sent
    flow.onLead(LEAD);
    await vi.advanceTimersByTimeAsync(0);
    expect(setTokenPosts()).toHaveLength(1);
    const body = new URLSearchParams(String(setTokenPosts()[0]!.init!.body));
    expect(body.get('token')).toBe(TOKEN);
    expect(body.get('lead_id')).toBe(LEAD);
    expect(env.local.get('updatedFirebaseMessagingToken')).toBe(TOKEN);
    flow.onLead(LEAD);
    await vi.advanceTimersByTimeAsync(0);
    expect(setTokenPosts()).toHaveLength(1);
  });

  it.each([
    ['a partner value under leadId, ours under lead_id', { leadId: 'not-a-uuid', lead_id: LEAD }, LEAD],
    ['only a partner value under leadId', { leadId: 'not-a-uuid' }, null],
    ['our id written without dashes', { leadId: LEAD.replaceAll('-', '') }, LEAD],
  ])('sends only a valid stored lead id: %s', async (_name, stored, expected) => {
    for (const [key, value] of Object.entries(stored)) env.local.set(key, value);
    const registration = { active: fakeWorker('activated'), installing: null, waiting: null };
    const { load } = messaging(async () => TOKEN);
    const flow = new PushFlow(
      fakeContext(env, { firebase: FIREBASE }),
      ...browser(async () => registration, granted),
      load,
    );
    await flow.start();
    expect(setTokenPosts()).toHaveLength(1);
    const lead = new URLSearchParams(String(setTokenPosts()[0]!.init!.body)).get('lead_id');
    expect(lead || null).toBe(expected);
  });
});
