// A fake Env for loader tests: in-memory storage, a settable clock, recorded console lines and fetch calls.
import type { ConsentState } from '../../contracts/consent';
import { parsePageConfig } from '../../contracts/page-config';
import { messages, type CookieJar, type Env, type SafeStorage } from '../env';
import type { FeatureContext, LoaderSignals } from '../contract';
import { pageAttribution } from '../attribution';
import { createSignals, type LoaderSignalsControl } from '../signals';

export function memoryStorage(initial: Record<string, string> = {}): SafeStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => (data.set(key, value), true),
    remove: (key) => void data.delete(key),
  };
}

/** A cookie jar that keeps name=value pairs and honours Max-Age=0 / past Expires as removal. */
export function memoryCookies(
  initial: Record<string, string> = {},
): CookieJar & { data: Map<string, string>; written: string[] } {
  const data = new Map(Object.entries(initial));
  const written: string[] = [];
  return {
    data,
    written,
    read: () => [...data].map(([k, v]) => `${k}=${v}`).join('; '),
    write: (cookie) => {
      written.push(cookie);
      const [pair = '', ...attrs] = cookie.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) return false;
      const name = pair.slice(0, eq).trim();
      const removed = attrs.some(
        (a) =>
          /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a) ||
          (/^\s*expires\s*=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()),
      );
      if (removed) data.delete(name);
      else data.set(name, pair.slice(eq + 1).trim());
      return true;
    },
  };
}

export interface FakeEnv extends Env {
  clock: { now: number };
  warnings: unknown[][];
  errors: unknown[][];
  requests: { url: string; init: RequestInit | undefined }[];
}

export function fakeEnv(
  overrides: Partial<Env> & { respond?: (url: string, init?: RequestInit) => Response | Promise<Response> } = {},
): FakeEnv {
  let counter = 0;
  const clock = { now: Date.UTC(2026, 10, 22, 12, 0, 0) };
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const respond = overrides.respond ?? (() => new Response('{"ok":true,"id":1}', { status: 201 }));
  const env: FakeEnv = {
    href: 'https://partner.example/blog/post?utm_source=newsletter',
    referrer: '',
    local: memoryStorage(),
    session: memoryStorage(),
    now: () => clock.now,
    uuid: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    random: () => 0.5,
    // The test's own timers, so vi.useFakeTimers() drives them.
    timers: { set: (run, ms) => setTimeout(run, ms), clear: (id) => clearTimeout(id) },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, init });
      return respond(url, init);
    }) as typeof fetch,
    warn: (...args) => void warnings.push(messages(args)),
    error: (...args) => void errors.push(messages(args)),
    cookies: memoryCookies(),
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    nonce: undefined,
    dom: undefined,
    push: async () => undefined,
    clock,
    warnings,
    errors,
    requests,
  };
  const { respond: _ignored, ...rest } = overrides;
  return Object.assign(env, rest);
}

/** window.pageConfig read whole, as boot's readPageConfig gives it, for bootFeatures in tests. */
export const parsedConfig = (rawConfig: unknown, base = 'https://cdn.example/') =>
  parsePageConfig(rawConfig, new URL(base).origin).config;

/** A FeatureContext for one feature's tests: the page config parsed as boot would, fresh signals. */
/** The lead id the signals hold now, heard as a feature hears it (a late subscriber is told the latest at once). */
export function heardLead(signals: Pick<LoaderSignals, 'onLead'>): string | undefined {
  let heard: string | undefined;
  signals.onLead((leadId) => (heard = leadId));
  return heard;
}

export function fakeContext(
  env: Env,
  rawConfig: unknown = {},
  base = 'https://cdn.example/',
  consent?: ConsentState,
): FeatureContext & { signals: LoaderSignalsControl } {
  const { config } = parsePageConfig(rawConfig, new URL(base).origin);
  const attribution = pageAttribution(env.href, config);
  return { env, config, base, attribution, signals: createSignals(env, consent, attribution) };
}
