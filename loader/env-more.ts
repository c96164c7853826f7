// The rest of the edge (env.ts): the capabilities only the features that need consent, a withdrawal's erasure and the
// retry after a busy server use. In the chunk that comes with the first consent (with the
// registry, rollup.config.mjs), added to the Env by env.more(), which the core awaits before any of those runs; a
// page before consent does not carry them. With entry.ts and env.ts, a file that may read globals.
import type { CookieJar, LaterApis, Timers } from './env-apis';
import { guarded, safeStorage } from './env-guard';

/** The later capabilities over the real window. */
export function laterApis(win: Window): LaterApis {
  return {
    session: safeStorage(() => win.sessionStorage),
    timers: windowTimers(win),
    cookies: safeCookies(() => win.document),
    userAgent: win.navigator?.userAgent ?? '',
    push: () => import('./env-push').then((edge) => edge.windowPush(win)),
    erasure: () => import('./env-erase').then((edge) => edge.windowErasure(win)),
  };
}

/** The page's timers, bound to its window. */
export const windowTimers = (win: Window): Timers => ({
  set: (run, ms) => win.setTimeout(run, ms) as unknown as ReturnType<Timers['set']>,
  clear: (id) => win.clearTimeout(id as unknown as number),
});

/** Wraps document.cookie access that may throw (sandboxed frames, disabled cookies). */
export function safeCookies(get: () => Document | undefined): CookieJar {
  return {
    read: guarded(() => get()?.cookie ?? '', ''),
    // A missing document throws here too: false, as for a refused write.
    write: guarded((cookie: string) => ((get()!.cookie = cookie), true), false),
  };
}
