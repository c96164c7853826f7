// Feature "mount" (consent: none): partner widgets into the page's [data-widget] elements (docs/partners.md).
// Fetched by the watch in core.js (watch.ts) with the first widget, in the first-paint chunk without Preact: it
// finds widget elements (now, and later through a MutationObserver) and puts przelewik.mount / przelewik.unmount on
// the public global for frameworks. render.ts puts the offer list's HTML from our server on the page without
// Preact, and fetches the shared runtime (Preact, shadow roots) and a widget's own chunk together for any other
// widget.
import type { FeatureContext } from '../../contract';
import { GLOBAL_NAME } from '../../global/name';
import { reportFailure } from '../../report-failure';
import { WIDGET_NAMES } from './names';
import type { WidgetName } from './props';

/** Set on an element once it has been taken, so a second pass (or a second loader) never mounts it twice. */
export const MOUNTED_ATTR = 'data-widget-mounted';
export const WIDGET_SELECTOR = '[data-widget]';

export const KNOWN_WIDGETS: readonly WidgetName[] = WIDGET_NAMES;

const isElement = (node: unknown): node is HTMLElement =>
  typeof node === 'object' && node !== null && (node as Node).nodeType === 1;

export interface Mounter {
  mount(el: unknown): boolean;
  unmount(el: unknown): boolean;
  /** Elements taken and not unmounted. */
  mounted(): HTMLElement[];
  /** Stops watching the page (tests). */
  stop(): void;
}

/** Puts widget `name` into `el`; resolves to its unmount, or undefined when `wanted()` turned false meanwhile. */
export type Renderer = (name: WidgetName, el: HTMLElement, wanted: () => boolean) => Promise<(() => void) | undefined>;

/**
 * Mounts and unmounts widget elements. `render` puts a widget on the page (a parameter, so tests can count
 * it); whatever is unmounted before its chunks arrive is never rendered.
 */
export function createMounter(
  ctx: FeatureContext,
  render: Renderer = (name, el, wanted) => import('./render').then((r) => r.render(ctx, name, el, wanted)),
): Mounter {
  const { env } = ctx;
  const taken = new Map<HTMLElement, { unmount?: () => void }>();
  let observer: MutationObserver | undefined;

  const mount = (el: unknown): boolean => {
    if (!isElement(el) || taken.has(el) || el.hasAttribute(MOUNTED_ATTR)) return false;
    const name = el.getAttribute('data-widget') ?? '';
    if (!(KNOWN_WIDGETS as readonly string[]).includes(name)) {
      env.warn(`data-widget="${name.slice(0, 40)}" is not a widget (known: ${KNOWN_WIDGETS.join(', ')})`);
      return false;
    }
    el.setAttribute(MOUNTED_ATTR, '');
    const slot: { unmount?: () => void } = {};
    taken.set(el, slot);
    // Unmounted while the chunks were on their way: never rendered.
    render(name as WidgetName, el, () => taken.get(el) === slot)
      .then((unmount) => {
        slot.unmount = unmount;
      })
      .catch((error: unknown) => {
        env.warn(`widget "${name}" could not be mounted:`, error instanceof Error ? error.message : error);
        reportFailure(ctx, `mount/${name}`, error);
        if (taken.get(el) === slot) taken.delete(el);
        el.removeAttribute(MOUNTED_ATTR);
      });
    return true;
  };

  const unmount = (el: unknown): boolean => {
    if (!isElement(el)) return false;
    const slot = taken.get(el);
    if (!slot) return false;
    taken.delete(el);
    el.removeAttribute(MOUNTED_ATTR);
    slot.unmount?.();
    return true;
  };

  const doc = env.dom?.document;
  if (doc) {
    doc.querySelectorAll<HTMLElement>(WIDGET_SELECTOR).forEach(mount);
    const View = doc.defaultView;
    if (View && typeof View.MutationObserver === 'function') {
      observer = new View.MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => {
            if (!isElement(node)) return;
            if (node.matches(WIDGET_SELECTOR)) mount(node);
            node.querySelectorAll<HTMLElement>(WIDGET_SELECTOR).forEach(mount);
          });
        }
        // A widget taken out of the page (and not put back in the same batch: a move) is unmounted.
        if (records.some((record) => record.removedNodes.length > 0))
          for (const el of [...taken.keys()]) if (!el.isConnected) unmount(el);
      });
      observer.observe(doc.documentElement, { childList: true, subtree: true });
    }
  }
  return { mount, unmount, mounted: () => [...taken.keys()], stop: () => observer?.disconnect() };
}

export function start(ctx: FeatureContext): void {
  const { dom } = ctx.env;
  if (!dom) return;
  const mounter = createMounter(ctx);
  // przelewik.mount(el) / przelewik.unmount(el): for widgets a framework renders where the observer cannot see
  // them (its own shadow roots) or removes itself. They return whether anything was done.
  const global = dom.global(GLOBAL_NAME);
  if (typeof global !== 'object' || global === null) return;
  try {
    Object.defineProperty(global, 'mount', { value: mounter.mount, configurable: true, writable: true });
    Object.defineProperty(global, 'unmount', { value: mounter.unmount, configurable: true, writable: true });
  } catch (error) {
    ctx.env.warn(`window.${GLOBAL_NAME}.mount could not be set up:`, error instanceof Error ? error.message : error);
  }
}
