// The widget runtime: one chunk per page, shared by every widget on it (rollup.config.mjs, WIDGET_RUNTIME). It holds
// Preact with its React API, reads each element's options (props.ts), gives each widget its own shadow root (its
// styles stay in, the page's stay out) and unmounts cleanly. Styles go in as <style nonce> inside the shadow root.
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { render } from 'react-dom';
import { PAGE_DATA_API } from '../../../contracts/page-data';
import { installTypography } from '../../../widgets/text/install';
import type { FeatureContext } from '../../contract';
import { widgetSpec, type SubIds, type WidgetName, type WidgetSpec } from './props';
import shadowCss from './shadow.css?inline';
import { emitter, shadowContainer, type WidgetEventExtra, type WidgetEventType } from './shadow-style';
import { openInNewTab } from './new-tab-live';
import { tokensCss } from '../../../widgets/tokens';

// Polish no-break spaces in the widgets' texts, as on our own site (docs/writing.md); this is our bundle's Preact,
// not the partner's, so nothing on their page changes.
installTypography();

export { WIDGET_EVENT, type WidgetEventType } from './shadow-style';
export { cardOperator } from './card-operator';

export interface WidgetProps<S extends WidgetSpec> {
  spec: S;
  ctx: FeatureContext;
  /** Dispatches WIDGET_EVENT on the widget's element. */
  emit: (type: WidgetEventType, extra?: WidgetEventExtra) => void;
}

/** What each widget chunk exports. */
export interface WidgetModule {
  css: string;
  // Each widget module narrows the spec to its own kind; the runtime only pairs a module with its own name.
  Widget: ComponentType<WidgetProps<never>>;
}

/** The main site's address of a page, with the loan and the partner's sub-ids in its query. */
export function mainHref(main: string, path: string, params: Iterable<[string, string]>, subIds: SubIds): string {
  const url = new URL(path, `${main}/`);
  for (const [name, value] of params) url.searchParams.set(name, value);
  for (const [name, value] of Object.entries(subIds)) if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

/** GET a JSON document from our hosts; null on any failure (the widget shows its own error state). */
export async function fetchJson(ctx: FeatureContext, url: string): Promise<unknown> {
  if (!ctx.env.fetch) return null;
  try {
    const response = await ctx.env.fetch(url, { credentials: 'omit' });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}

/** A page's data, the same the site shows (GET {main}/api/page-data?path=…, which answers any origin), or null. */
export async function pageContent(ctx: FeatureContext, path: string): Promise<Record<string, unknown> | null> {
  const body = await fetchJson(ctx, `${ctx.config.hosts.main}${PAGE_DATA_API}?path=${encodeURIComponent(path)}`);
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/**
 * Renders `widget` into the open shadow root of `host` (made now, or the one an earlier mount left) and returns
 * its unmount: the component tree is unmounted (effects cleaned up, listeners gone) and the root emptied.
 * Options are read here (refused ones are one warning, and their defaults are used), unless the server-rendered
 * first paint (first-paint.ts) already read them and gave up: then `parsed` is its reading, so the warning is not
 * said twice.
 */
export function mountWidget(
  ctx: FeatureContext,
  host: HTMLElement,
  widget: WidgetModule,
  parsed?: WidgetSpec,
): () => void {
  const { env } = ctx;
  let spec = parsed;
  if (!spec) {
    const read = widgetSpec({ ...host.dataset });
    if (!read.spec) throw new Error('not a widget');
    if (read.dropped.length > 0) env.warn(`widget "${read.spec.widget}": ignored invalid ${read.dropped.join(', ')}`);
    spec = read.spec;
  }
  const { container, clear } = shadowContainer(host, tokensCss(':host') + shadowCss + widget.css, env.nonce);
  const emit = emitter(host, spec.widget, spec.subIds);
  const Widget = widget.Widget as ComponentType<WidgetProps<WidgetSpec>>;
  // new-tab, and stay (a widget that keeps the reader here opens what leaves, an offer, in a new tab): targets.ts.
  const release = 'target' in spec && spec.target !== 'same-tab' ? openInNewTab(container) : undefined;
  render(<Widget spec={spec} ctx={ctx} emit={emit} />, container);
  emit('mount');
  return () => {
    render(null, container);
    release?.();
    clear();
    emit('unmount');
  };
}

export type { WidgetName };

/** Loading, failed or ready: a widget's data from our hosts. */
export type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

/** Fetches once per mount; `pick` checks the answer's shape and gives null when it is not what we publish. */
export function useRemote<T>(fetcher: () => Promise<T | null>): [Load<T>, () => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const alive = useRef(true);
  const fetchNow = useCallback(() => {
    setLoad({ state: 'loading' });
    void fetcher().then((value) => {
      if (alive.current) setLoad(value === null ? { state: 'error' } : { state: 'ready', value });
    });
  }, []);
  useEffect(() => {
    alive.current = true;
    fetchNow();
    return () => {
      alive.current = false;
    };
  }, []);
  return [load, fetchNow];
}

/** An array of records with these string fields, or null. */
export function records<K extends string>(value: unknown, fields: readonly K[]): Record<K, string>[] | null {
  if (!Array.isArray(value)) return null;
  const ok = value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      fields.every((f) => typeof (item as Record<string, unknown>)[f] === 'string'),
  );
  return ok ? (value as Record<K, string>[]) : null;
}

/** The one message a content widget shows when our content could not be fetched. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="pz-embed__failed" role="status">
      Nie udało się wczytać treści.{' '}
      <button type="button" className="pz-embed__retry" onClick={onRetry}>
        Spróbuj ponownie
      </button>
    </p>
  );
}

/** POST a JSON body to our API; the status and parsed body, or status 0 when the network failed. */
export async function postJson(
  ctx: FeatureContext,
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ ok: boolean; status: number; body: unknown }> {
  if (!ctx.env.fetch) return { ok: false, status: 0, body: null };
  try {
    const response = await ctx.env.fetch(url, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const parsed: unknown = await response.json().catch(() => null);
    return { ok: response.ok, status: response.status, body: parsed };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}
