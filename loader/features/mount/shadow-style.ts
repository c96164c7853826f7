// A widget's styles in its shadow root, for the client renderer (runtime.tsx) and the server-rendered first paint
// (first-paint.ts) alike. Its own module, outside the runtime chunk, so the first paint does not fetch Preact.

/**
 * The widget's styles for its shadow root. With the page's nonce: a <style nonce> element (the page's CSP names
 * that nonce). Without one: a constructed stylesheet, which a style-src policy does not govern, so widgets keep
 * their styles under a hash-only or 'self' policy (our own pages) and need no 'unsafe-inline'; null then. Where
 * constructed sheets are missing (older browsers), a plain <style>.
 */
export function styleFor(root: ShadowRoot, css: string, nonce: string | undefined): HTMLStyleElement | null {
  const doc = root.ownerDocument;
  const sheet = nonce === undefined ? constructedSheet(root, css) : null;
  if (sheet) {
    root.adoptedStyleSheets = [sheet];
    return null;
  }
  const style = doc.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  return style;
}

/** `css` as a constructed stylesheet of `root`'s window; null where there are none (older browsers). */
export function constructedSheet(root: ShadowRoot, css: string): CSSStyleSheet | null {
  try {
    const Sheet = (root.ownerDocument.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet;
    if (!Sheet || !('adoptedStyleSheets' in root) || typeof Sheet.prototype.replaceSync !== 'function') return null;
    const sheet = new Sheet();
    sheet.replaceSync(css);
    return sheet;
  } catch {
    return null;
  }
}

/**
 * The shadow root of `host` (made now, or the one an earlier mount left) holding the styles and one empty
 * `.pz-embed` container, which it returns with the root's cleanup.
 */
export function shadowContainer(
  host: HTMLElement,
  css: string,
  nonce: string | undefined,
): { container: HTMLDivElement; clear: () => void } {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const style = styleFor(root, css, nonce);
  const container = host.ownerDocument.createElement('div');
  container.lang = 'pl';
  container.className = 'pz-embed';
  root.replaceChildren(...(style ? [style] : []), container);
  return {
    container,
    clear: () => {
      root.replaceChildren();
      if (!style) root.adoptedStyleSheets = [];
    },
  };
}

/** The DOM event every widget dispatches on its element (bubbling, not composed): docs/partners.md, "Events". */
export const WIDGET_EVENT = 'przelewik:widget';
/** What a widget tells the page; never personal data (no phone, no card number, no lead fields). */
export type WidgetEventType = 'mount' | 'unmount' | 'lead' | 'phone' | 'card';

/** What an event adds to its detail: the card event's operator token (docs/partners.md, "Events your page hears"). */
export type WidgetEventExtra = Readonly<Record<string, string>>;

/** Dispatches WIDGET_EVENT on the widget's element with its name, the partner's sub-ids and the event's own fields. */
export function emitter(
  host: HTMLElement,
  widget: string,
  subIds: Readonly<Record<string, string | undefined>>,
): (type: WidgetEventType, extra?: WidgetEventExtra) => void {
  return (type, extra) => {
    try {
      host.dispatchEvent(
        new CustomEvent(WIDGET_EVENT, { bubbles: true, detail: { ...extra, ...subIds, widget, type } }),
      );
    } catch {
      /* a page that cannot take events keeps the widget */
    }
  };
}
