// The part of feature "mount" built into core.js: it only watches for the first widget. A page without widgets
// (most partner pages) runs this and nothing more of the widget code; the first [data-widget] element in the page,
// now or added later, or the first przelewik.mount(el), fetches the feature itself (index.ts: the observer, mount
// and unmount, the widget chunks) and hands over to it.
import type { FeatureContext } from '../../contract';
import { GLOBAL_NAME } from '../../global/name';
import { reportFailure } from '../../report-failure';

/** As index.ts: the widget elements, and the mark a taken one carries. */
const WIDGET_SELECTOR = '[data-widget]';
const MOUNTED_ATTR = 'data-widget-mounted';

type MountApi = { mount(el: unknown): boolean; unmount(el: unknown): boolean };
const isElement = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && (node as Node).nodeType === 1;

/** The feature, in the first-paint chunk without Preact (tests give a recording loader). It fetches the widget
 * runtime only for a widget rendered in the browser: an offer list painted from our server's HTML never needs it. */
const loadFeature = () => import('./index');

export function start(
  ctx: FeatureContext,
  load: () => Promise<Pick<typeof import('./index'), 'start'>> = loadFeature,
): void {
  const { dom } = ctx.env;
  if (!dom) return;
  const doc = dom.document;
  /** Elements given to przelewik.mount before the feature arrived, handed over to it then. */
  const asked = new Set<Element>();
  let observer: MutationObserver | undefined;
  let loading = false;
  const handOver = () => {
    if (loading) return;
    loading = true;
    observer?.disconnect();
    load()
      .then((feature) => {
        // It scans the page, watches it from now on and replaces mount / unmount on the global.
        feature.start(ctx);
        const api = dom.global(GLOBAL_NAME) as Partial<MountApi> | undefined;
        for (const el of asked) api?.mount?.(el);
      })
      .catch((error: unknown) => {
        ctx.env.warn('widgets not loaded:', error);
        reportFailure(ctx, 'mount', error);
      });
  };
  const api: MountApi = {
    mount(el) {
      // Any data-widget element counts until the feature (which knows the names) arrives; it warns about an unknown
      // one.
      if (!isElement(el) || !el.hasAttribute('data-widget') || el.hasAttribute(MOUNTED_ATTR) || asked.has(el))
        return false;
      asked.add(el);
      handOver();
      return true;
    },
    unmount: (el) => isElement(el) && asked.delete(el),
  };
  const global = dom.global(GLOBAL_NAME);
  try {
    // As index.ts does, once it has arrived: replaceable, so it can.
    // Plain properties: index.ts replaces them with its own once it has arrived.
    if (typeof global === 'object' && global !== null) Object.assign(global, api);
  } catch (error) {
    ctx.env.warn(`window.${GLOBAL_NAME}.mount could not be set up:`, error);
  }
  if (doc.querySelector(WIDGET_SELECTOR)) return handOver();
  const View = doc.defaultView;
  if (!View || typeof View.MutationObserver !== 'function') return;
  // Whether the page has a widget now, rather than which node came: one lookup per batch of changes, and less code.
  observer = new View.MutationObserver(() => {
    if (doc.querySelector(WIDGET_SELECTOR)) handOver();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
}
