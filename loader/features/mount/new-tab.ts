// data-target="new-tab" (targets.ts): a link or form of the widget that leaves the partner's page gets
// target="_blank" and rel="noopener", so our page opens in a new tab with no handle on the partner's window, and a
// screen reader hears that it does (WCAG technique G201): the link, or the form's send button, is described by one
// hidden hint beside the widget's container in its shadow root. The first paint's static HTML is marked here at
// once; widgets rendered in the browser are marked as they render (new-tab-live.ts, in the runtime's chunk).

/** What a screen reader says after a link or button that opens our page in a new tab. */
export const NEW_TAB_HINT = '(otwiera się w nowej karcie)';
/** The hint's id, unique within the widget's shadow root (each widget has its own). */
export const NEW_TAB_HINT_ID = 'pz-new-tab';

/** Links to other pages (not "#…" within the widget) and forms that send somewhere (an action). */
export const leaves = (el: Element | null): el is Element =>
  !!el &&
  ((el.localName === 'a' && !(el.getAttribute('href') ?? '#').startsWith('#')) ||
    (el.localName === 'form' && el.hasAttribute('action')));

/** The hidden hint beside `container` (made once); its id. */
function hint(container: Element): string {
  const scope = container.parentNode as ParentNode | null;
  if (scope && !scope.querySelector(`#${NEW_TAB_HINT_ID}`)) {
    const text = container.ownerDocument.createElement('span');
    text.id = NEW_TAB_HINT_ID;
    // Hidden, and still read: aria-describedby takes the text of a hidden element.
    text.hidden = true;
    text.textContent = NEW_TAB_HINT;
    container.after(text);
  }
  return NEW_TAB_HINT_ID;
}

/**
 * Marks `el` (an <a> or a <form> inside the widget's `container`) to open in a new tab without an opener, and
 * describes it (a form: its send buttons) with the hint; an element that names another target keeps it, unmarked.
 */
export function markNewTab(el: Element, container: Element): void {
  if (!el.hasAttribute('target')) {
    el.setAttribute('target', '_blank');
    const rel = (el.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean);
    if (!rel.includes('noopener')) el.setAttribute('rel', [...rel, 'noopener'].join(' '));
  }
  if (el.getAttribute('target') !== '_blank') return;
  const id = hint(container);
  const described = el.localName === 'form' ? el.querySelectorAll('button:not([type]),[type="submit"]') : [el];
  described.forEach((item) => {
    const ids = (item.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.includes(id)) item.setAttribute('aria-describedby', [...ids, id].join(' '));
  });
}
