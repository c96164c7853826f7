// Puts a widget on the page, in the first-paint chunk (rollup.config.mjs, WIDGET_PAINT) rather than in core.js,
// which only finds widget elements: the offer list from our server's HTML (first-paint.ts,
// server/site/widget-html.ts), in the browser when the server could not answer; every other widget in the
// browser, with the shared runtime (Preact) and its own chunk fetched together.
import type { FeatureContext } from '../../contract';
import { firstPaint } from './first-paint';
import { readyToCheck } from './personal-check';
import type { WidgetName, WidgetSpec } from './props';
import type { WidgetModule } from './runtime';

// One chunk per widget rendered in the browser; each imports the shared runtime chunk, which loads once per page.
const WIDGETS: Record<WidgetName, () => Promise<WidgetModule>> = {
  'amount-slider': () => import('./widgets/amount-slider'),
  'loan-sliders': () => import('./widgets/loan-sliders'),
  'offer-list': () => import('./widgets/offer-list'),
  registration: () => import('./widgets/registration'),
  phone: () => import('./widgets/phone'),
  'credit-card': () => import('./widgets/credit-card'),
  'lender-hub': () => import('./widgets/lender-hub'),
  faq: () => import('./widgets/faq'),
  steps: () => import('./widgets/steps'),
  'how-it-works': () => import('./widgets/how-it-works'),
};

/**
 * In the browser: the runtime and the widget's chunk, and the personal-data check of the partner's values where one
 * needs it (personal-check.ts). `spec` is the options a failed first paint already read. A card
 * form without a payment operator is not mounted: one warning says which setting is missing. Its check comes with
 * the runtime (props.ts reads it too), so a card form waits for no request of its own and the first paint carries none.
 */
const inBrowser = (ctx: FeatureContext, name: WidgetName, el: HTMLElement, wanted: () => boolean, spec?: WidgetSpec) =>
  Promise.all([import('./runtime'), WIDGETS[name](), readyToCheck(ctx, el.dataset)]).then(([runtime, widget]) => {
    const operator = name === 'credit-card' ? runtime.cardOperator({ ...el.dataset }) : undefined;
    if (operator && 'missing' in operator) return void ctx.env.warn(operator.missing);
    return wanted() ? runtime.mountWidget(ctx, el, widget, spec) : undefined;
  });

/** Puts widget `name` into `el`; resolves to its unmount, or undefined when `wanted()` turned false meanwhile. */
export async function render(
  ctx: FeatureContext,
  name: WidgetName,
  el: HTMLElement,
  wanted: () => boolean,
): Promise<(() => void) | undefined> {
  if (name !== 'offer-list') return inBrowser(ctx, name, el, wanted);
  const done = await firstPaint(ctx, el, wanted);
  return typeof done === 'object' ? inBrowser(ctx, name, el, wanted, done) : done;
}
