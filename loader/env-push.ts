// The push feature's part of the edge (env.ts): the notification APIs and the page state the prompt needs, over the
// real window. A chunk of its own, fetched by env.push() only where push runs (marketing consent and Firebase
// settings), so pages before consent do not carry it. With entry.ts and env.ts, a file that may read globals.
import type { NotificationApi, PushApis } from './env-apis';

/** The push capability where the browser has notifications and service workers, else undefined. */
export function windowPush(win: Window): PushApis | undefined {
  const notification = (win as Window & { Notification?: NotificationApi }).Notification;
  const serviceWorker = win.navigator && 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined;
  if (!notification || !serviceWorker) return undefined;
  return {
    notification,
    serviceWorker,
    framed() {
      try {
        return win.self !== win.top;
      } catch {
        return true; // a cross-origin parent throws on access: we are framed
      }
    },
    screenWidth: () => win.screen?.width ?? 0,
    loadedAt() {
      const perf = win.performance;
      const nav = perf?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
      return nav && nav.loadEventStart > 0 ? perf.timeOrigin + nav.loadEventStart : null;
    },
    whenLoaded: () =>
      win.document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true })),
  };
}
