// data-target="new-tab" (targets.ts) for widgets rendered in the browser: a link or form of the widget that leaves
// the partner's page gets target="_blank" and rel="noopener" as the reader follows it, so our page opens in a new
// tab with no handle on the partner's window. At the moment of the click or submit, because widgets add their
// links later (after their data arrives) and re-render them; the first paint's static HTML gets them at once.

/**
 * Marks `el` (an <a> or a <form>) to open in a new tab without an opener; an element that names its own target keeps
 * it.
 */
export function markNewTab(el: Element): void {
  if (el.hasAttribute('target')) return;
  el.setAttribute('target', '_blank');
  const rel = (el.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean);
  if (!rel.includes('noopener')) el.setAttribute('rel', [...rel, 'noopener'].join(' '));
}

/** Links to other pages (not "#…" within the widget) and forms that send somewhere (an action). */
const leaves = (el: Element | null): el is Element =>
  !!el &&
  ((el.localName === 'a' && !(el.getAttribute('href') ?? '#').startsWith('#')) ||
    (el.localName === 'form' && el.hasAttribute('action')));

/** Opens every link and form in `root` that leaves the page in a new tab; returns its cleanup. */
export function openInNewTab(root: HTMLElement): () => void {
  // Events from inside the widget's own tree: their targets are elements (no global Element here, as everywhere
  // outside loader/entry.ts).
  const elementOf = (event: Event) => event.target as Element | null;
  const onClick = (event: Event) => {
    const link = elementOf(event)?.closest?.('a[href]') ?? null;
    if (leaves(link)) markNewTab(link);
  };
  const onSubmit = (event: Event) => {
    const form = elementOf(event);
    if (leaves(form)) markNewTab(form);
  };
  // Capture: before the widget's own handlers and the browser's default action, which reads the target.
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('submit', onSubmit, true);
  };
}
