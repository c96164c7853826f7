// Feature "mount" (consent: none): widgets into the page's [data-widget] elements (DESIGN.md, partner interface).
// This chunk is small: it reads and checks each element's data-* attributes (props.ts) and only then imports the
// renderer (Preact and the widgets), so a page without valid widgets never fetches it. Each widget lives in its
// own shadow root (render.tsx): its styles do not leak out and the page's do not leak in.
import type { FeatureContext } from '../../plugins';
import { WIDGET_NAMES, widgetSpec, type WidgetSpec } from './props';

/** Set on an element once it has been taken, so a second pass (or a second loader) never mounts it twice. */
export const MOUNTED_ATTR = 'data-widget-mounted';
export const WIDGET_SELECTOR = '[data-widget]';

/** The elements to mount with their checked props; one warning per element that is refused or corrected. */
export function collectWidgets({ env }: Pick<FeatureContext, 'env'>, elements: Iterable<HTMLElement>): { el: HTMLElement; spec: WidgetSpec }[] {
  const jobs: { el: HTMLElement; spec: WidgetSpec }[] = [];
  for (const el of elements) {
    if (el.hasAttribute(MOUNTED_ATTR)) continue;
    const { spec, dropped } = widgetSpec({ ...el.dataset });
    if (!spec) {
      env.warn(`data-widget="${String(el.dataset.widget).slice(0, 40)}" is not a widget (known: ${WIDGET_NAMES.join(', ')})`);
      continue;
    }
    if (dropped.length > 0) env.warn(`widget "${spec.widget}": ignored invalid ${dropped.join(', ')}`);
    el.setAttribute(MOUNTED_ATTR, '');
    jobs.push({ el, spec });
  }
  return jobs;
}

export async function start(ctx: FeatureContext): Promise<void> {
  const doc = ctx.env.doc;
  if (!doc) return;
  const jobs = collectWidgets(ctx, doc.querySelectorAll<HTMLElement>(WIDGET_SELECTOR));
  if (jobs.length === 0) return;
  const { mountWidget } = await import('./render');
  for (const { el, spec } of jobs) {
    try {
      mountWidget(ctx, el, spec);
    } catch (error) {
      ctx.env.warn(`widget "${spec.widget}" could not be mounted:`, error instanceof Error ? error.message : error);
    }
  }
}
