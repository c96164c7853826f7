// data-target="new-tab" for widgets rendered in the browser (runtime.tsx): their links and forms come and change
// as their data arrives and they re-render, so each is marked (new-tab.ts) as it appears, before a screen reader
// reads it, and again at the moment of the click or submit, which the browser's default action reads.
import { leaves, markNewTab } from './new-tab';

/** Opens every link and form in `root` that leaves the page in a new tab, described as such; returns its cleanup. */
export function openInNewTab(root: HTMLElement): () => void {
  const mark = (el: Element | null) => {
    if (leaves(el)) markNewTab(el, root);
  };
  const markAll = () => root.querySelectorAll('a[href],form[action]').forEach(mark);
  // Events from inside the widget's own tree: their targets are elements (no global Element here, as everywhere
  // outside loader/entry.ts).
  const onClick = (event: Event) => mark((event.target as Element | null)?.closest?.('a[href]') ?? null);
  const onSubmit = (event: Event) => mark(event.target as Element | null);
  // Capture: before the widget's own handlers and the browser's default action, which reads the target.
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  const View = root.ownerDocument.defaultView;
  const observer = typeof View?.MutationObserver === 'function' ? new View.MutationObserver(markAll) : undefined;
  // Only what the widget renders: the attributes set here are not watched, so marking never wakes the observer.
  observer?.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['href', 'action'] });
  markAll();
  return () => {
    observer?.disconnect();
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('submit', onSubmit, true);
  };
}
