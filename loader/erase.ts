// Erasing what a withdrawn consent allowed (erasure-watch.ts fetches this chunk only then): every key
// loader/stored-keys.ts declares under the withdrawn categories, ours and the SDKs' alike — cookies on every
// Domain and path they may have been set on (the f_l modes of the traffic cookies, the SDKs' "auto" domains),
// local and session storage, IndexedDB databases, the push service worker with its subscription, and on a
// partner page the lead id our frame keeps in its own storage. Keys needed without consent stay (a name that a
// key of consent 'none' declares for this page, such as the application's lead id on our site).
import { parseCookieJar } from '../contracts/cookie-jar';
import { forgetFrameUrl, httpOrigin } from '../contracts/lead-frame';
import type { PageConfig } from '../contracts/page-config';
import type { Env } from './env';
import type { OptionalCategory } from './erasure-key';
import { askLeadFrame } from './features/leadframe/frame';
import { isRealToken, SENT_TOKEN_KEY, SERVICE_WORKER_URL } from './features/push/state';
import { DELETE_TOKEN_ROUTE } from '../contracts/push-token';
import { isPartnerPage } from './partner-page';
import { LOADER_STORED_KEYS, type StoredKey } from './stored-keys';

/** The declared keys a withdrawal of `categories` erases on a partner page or on our main site. */
export function keysToErase(
  keys: readonly StoredKey[],
  categories: readonly OptionalCategory[],
  partnerPage: boolean,
): StoredKey[] {
  const here = (key: StoredKey) => !key.where || key.where === (partnerPage ? 'partner' : 'main');
  const kept = new Set(keys.filter((key) => key.need === 'none' && here(key)).map((key) => `${key.kind} ${key.name}`));
  return keys.filter(
    (key) => key.need !== 'none' && categories.includes(key.need) && here(key) && !kept.has(`${key.kind} ${key.name}`),
  );
}

/** Whether `name` is the declared `pattern` ('*' stands for a part the SDK fills in, such as its project key). */
export function matchesKey(pattern: string, name: string): boolean {
  if (!pattern.includes('*')) return pattern === name;
  const parts = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`).test(name);
}

/**
 * Every Domain a cookie of this host may carry: none (host-only) and each parent domain of two labels or more
 * (the browser refuses a public suffix, so deleting there is harmless). localhost and IP addresses: host-only.
 */
export function cookieDomains(hostname: string): (string | undefined)[] {
  const domains: (string | undefined)[] = [undefined];
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return domains;
  const labels = hostname.split('.');
  for (let i = 0; i <= labels.length - 2; i++) domains.push(`.${labels.slice(i).join('.')}`);
  return domains;
}

/** '/' and every folder above the page: a cookie written without a path belongs to the page's folder. */
export function cookiePaths(pathname: string): string[] {
  const paths = ['/'];
  const parts = pathname.split('/').filter(Boolean);
  for (let i = 1; i <= parts.length; i++) paths.push(`/${parts.slice(0, i).join('/')}`);
  return paths;
}

/** The names among `present` that `key` stands for (a pattern matches what is there; an exact name is itself). */
const namesOf = (key: StoredKey, present: readonly string[]): string[] =>
  key.name.includes('*') ? present.filter((name) => matchesKey(key.name, name)) : [key.name];

/**
 * Erases; resolves with whether all of it is confirmed gone (false: a database is still held open, try again later).
 */
export async function eraseCategories(
  env: Env,
  config: PageConfig,
  categories: readonly OptionalCategory[],
  declared: readonly StoredKey[] = LOADER_STORED_KEYS,
): Promise<boolean> {
  const partner = isPartnerPage(env.href, config.hosts.main);
  const keys = keysToErase(declared, categories, partner);
  const apis = env.erasure ? await env.erasure().catch(() => undefined) : undefined;
  let url: URL | undefined;
  try {
    url = new URL(env.href);
  } catch {
    url = undefined;
  }
  const present = Object.keys(parseCookieJar(env.cookies.read()));
  const domains = cookieDomains(url?.hostname ?? '');
  const paths = cookiePaths(url?.pathname ?? '/');
  const localKeys = apis?.localKeys() ?? [];
  const sessionKeys = apis?.sessionKeys() ?? [];
  const databases = apis ? await apis.databases() : [];
  const deletions: Promise<boolean>[] = [];
  // The server forgets this browser's push token too (read before the key goes); nothing waits for its answer.
  const pushToken = keys.some((key) => key.writer === 'push') ? env.local.get(SENT_TOKEN_KEY) : null;
  if (isRealToken(pushToken) && env.fetch) {
    env
      .fetch(config.hosts.leadgen + DELETE_TOKEN_ROUTE, {
        method: 'POST',
        body: `token=${encodeURIComponent(pushToken)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        credentials: 'omit',
        keepalive: true,
      })
      .catch(() => undefined);
  }
  for (const key of keys) {
    if (key.kind === 'cookie') {
      for (const name of namesOf(key, present))
        for (const domain of domains)
          for (const path of paths)
            env.cookies.write(
              `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0` +
                `${domain ? `; domain=${domain}` : ''}; path=${path}`,
            );
    } else if (key.kind === 'localStorage') {
      for (const name of namesOf(key, localKeys)) env.local.remove(name);
    } else if (key.kind === 'sessionStorage') {
      for (const name of namesOf(key, sessionKeys)) env.session.remove(name);
    } else if (apis) {
      // An exact name is deleted even when the browser cannot list its databases.
      for (const name of namesOf(key, databases)) deletions.push(apis.deleteDatabase(name));
    }
  }
  const work: Promise<unknown>[] = [];
  if (apis && keys.some((key) => key.writer === 'push')) work.push(apis.removeWorkers(SERVICE_WORKER_URL));
  const main = httpOrigin(config.hosts.main);
  if (partner && main && env.dom && keys.some((key) => key.writer === 'leadframe')) {
    const dom = env.dom;
    work.push(
      askLeadFrame({
        dom,
        timers: env.timers,
        src: forgetFrameUrl(config.hosts.main, url?.origin ?? ''),
        expectedOrigin: main,
      }),
    );
  }
  const [deleted] = await Promise.all([Promise.all(deletions), ...work]);
  return deleted.every(Boolean);
}
