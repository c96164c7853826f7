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
import { tokensCss } from '../../../widgets/tokens';

// Polish no-break spaces in the widgets' texts, as on our own site (docs/writing.md); this is our bundle's Preact,
// not the partner's, so nothing on their page changes.
installTypography();

/** The DOM event every widget dispatches on its element (bubbling, not composed): docs/partners.md, "Events". */
export const WIDGET_EVENT = 'przelewik:widget';
/** What a widget tells the page; never personal data (no phone, no card, no lead fields). */
export type WidgetEventType = 'mount' | 'unmount' | 'lead' | 'phone' | 'card';

export interface WidgetProps<S extends WidgetSpec> {
  spec: S;
  ctx: FeatureContext;
  /** Dispatches WIDGET_EVENT on the widget's element. */
  emit: (type: WidgetEventType) => void;
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
 * The widget's styles for its shadow root. With the page's nonce: a <style nonce> element (the page's CSP names
 * that nonce). Without one: a constructed stylesheet, which a style-src policy does not govern, so widgets keep
 * their styles under a hash-only or 'self' policy (our own pages) and need no 'unsafe-inline'; null then. Where
 * constructed sheets are missing (older browsers), a plain <style>.
 */
function styleFor(root: ShadowRoot, css: string, nonce: string | undefined): HTMLStyleElement | null {
  const doc = root.ownerDocument;
  if (nonce === undefined) {
    try {
      const Sheet = (doc.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet;
      if (Sheet && 'adoptedStyleSheets' in root && typeof Sheet.prototype.replaceSync === 'function') {
        const sheet = new Sheet();
        sheet.replaceSync(css);
        root.adoptedStyleSheets = [sheet];
        return null;
      }
    } catch {
      /* fall through to a <style> element */
    }
  }
  const style = doc.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  return style;
}

/**
 * Renders `widget` into the open shadow root of `host` (made now, or the one an earlier mount left) and returns
 * its unmount: the component tree is unmounted (effects cleaned up, listeners gone) and the root emptied.
 * Options are read here; refused ones are one warning, and their defaults are used.
 */
export function mountWidget(ctx: FeatureContext, host: HTMLElement, widget: WidgetModule): () => void {
  const { env } = ctx;
  const { spec, dropped } = widgetSpec({ ...host.dataset });
  if (!spec) throw new Error('not a widget');
  if (dropped.length > 0) env.warn(`widget "${spec.widget}": ignored invalid ${dropped.join(', ')}`);
  const doc = host.ownerDocument;
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const style = styleFor(root, tokensCss(':host') + shadowCss + widget.css, env.nonce);
  const container = doc.createElement('div');
  container.lang = 'pl';
  container.className = 'pz-embed';
  root.replaceChildren(...(style ? [style] : []), container);
  const emit = (type: WidgetEventType) => {
    try {
      host.dispatchEvent(new CustomEvent(WIDGET_EVENT, { bubbles: true, detail: { widget: spec.widget, type, ...spec.subIds } }));
    } catch {
      /* a page that cannot take events keeps the widget */
    }
  };
  const Widget = widget.Widget as ComponentType<WidgetProps<WidgetSpec>>;
  render(<Widget spec={spec} ctx={ctx} emit={emit} />, container);
  emit('mount');
  return () => {
    render(null, container);
    root.replaceChildren();
    if (!style) root.adoptedStyleSheets = [];
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
  const ok = value.every((item) => typeof item === 'object' && item !== null && fields.every((f) => typeof (item as Record<string, unknown>)[f] === 'string'));
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
export async function postJson(ctx: FeatureContext, url: string, body: string, headers: Record<string, string> = {}): Promise<{ ok: boolean; status: number; body: unknown }> {
  if (!ctx.env.fetch) return { ok: false, status: 0, body: null };
  try {
    const response = await ctx.env.fetch(url, { method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/json', ...headers }, body });
    const parsed: unknown = await response.json().catch(() => null);
    return { ok: response.ok, status: response.status, body: parsed };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}
