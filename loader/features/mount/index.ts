// Feature "mount" (consent: none): partner widgets into the page's [data-widget] elements (docs/partners.md).
// This part is built into core.js and stays small: it finds widget elements (now, and later through a
// MutationObserver), puts przelewik.mount / przelewik.unmount on the public global for frameworks, and on the first
// widget fetches the shared runtime (Preact, shadow roots, option parsing) and that widget's own chunk together,
// so a page pays one round trip for its widgets, and nothing at all without one.
import type { FeatureContext } from '../../contract';
import { GLOBAL_NAME } from '../../global/index';
import type { WidgetName } from './props';
import type { WidgetModule } from './runtime';

/** Set on an element once it has been taken, so a second pass (or a second loader) never mounts it twice. */
export const MOUNTED_ATTR = 'data-widget-mounted';
export const WIDGET_SELECTOR = '[data-widget]';

// One chunk per widget; each imports the shared runtime chunk, which loads once per page.
const WIDGETS: Record<WidgetName, () => Promise<WidgetModule>> = {
  'amount-slider': () => import('./widgets/amount-slider'),
  'loan-sliders': () => import('./widgets/loan-sliders'),
  'offer-list': () => import('./widgets/offer-list'),
  registration: () => import('./widgets/registration'),
  phone: () => import('./widgets/phone'),
  'credit-card': () => import('./widgets/credit-card'),
  'lender-hub': () => import('./widgets/lender-hub'),
  faq: () => import('./widgets/faq'),
  reviews: () => import('./widgets/reviews'),
  steps: () => import('./widgets/steps'),
  'how-it-works': () => import('./widgets/how-it-works'),
};
export const KNOWN_WIDGETS = Object.keys(WIDGETS) as WidgetName[];

const isElement = (node: unknown): node is HTMLElement => typeof node === 'object' && node !== null && (node as Node).nodeType === 1;

export interface Mounter {
  mount(el: unknown): boolean;
  unmount(el: unknown): boolean;
  /** Elements taken and not unmounted. */
  mounted(): HTMLElement[];
  /** Stops watching the page (tests). */
  stop(): void;
}

/**
 * Mounts and unmounts widget elements. `load` is the runtime and widget import (a parameter, so tests can count
 * it); whatever is unmounted before its chunks arrive is never rendered.
 */
export function createMounter(ctx: FeatureContext, load = (name: WidgetName) => Promise.all([import('./runtime'), WIDGETS[name]()] as const)): Mounter {
  const { env } = ctx;
  const taken = new Map<HTMLElement, { unmount?: () => void }>();
  let observer: MutationObserver | undefined;

  const mount = (el: unknown): boolean => {
    if (!isElement(el) || taken.has(el) || el.hasAttribute(MOUNTED_ATTR)) return false;
    const name = el.getAttribute('data-widget') ?? '';
    if (!Object.prototype.hasOwnProperty.call(WIDGETS, name)) {
      env.warn(`data-widget="${name.slice(0, 40)}" is not a widget (known: ${KNOWN_WIDGETS.join(', ')})`);
      return false;
    }
    el.setAttribute(MOUNTED_ATTR, '');
    const slot: { unmount?: () => void } = {};
    taken.set(el, slot);
    load(name as WidgetName)
      .then(([runtime, widget]) => {
        if (taken.get(el) !== slot) return; // unmounted while the chunks were on their way
        slot.unmount = runtime.mountWidget(ctx, el, widget);
      })
      .catch((error: unknown) => {
        env.warn(`widget "${name}" could not be mounted:`, error instanceof Error ? error.message : error);
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
        if (records.some((record) => record.removedNodes.length > 0)) for (const el of [...taken.keys()]) if (!el.isConnected) unmount(el);
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
