// What a tapped link shows while its page is on the way: the link is marked at once, in the same task as the tap
// (Layout.css draws a spinner beside it and dims it), so nobody taps again; if the page is not on the screen after
// SKELETON_AFTER_MS, the main area shows a skeleton in its place (router.ts). The marks go when the page is shown.

/** The attribute on the link the visitor followed, until its page is on the screen. */
export const GOING_ATTR = 'data-pz-going';
/** A navigation slower than this shows the skeleton of a page instead of the old one. */
export const SKELETON_AFTER_MS = 250;
/** On <main> while that skeleton shows (set by the router, outside the page tree, so a render never drops it). */
export const SKELETON_ATTR = 'data-skeleton';

/** Marks the link followed (and tells screen readers it is busy). */
export function markGoing(anchor: Element): void {
  anchor.setAttribute(GOING_ATTR, '');
  anchor.setAttribute('aria-busy', 'true');
}

/** Clears every mark: the page is on the screen, or the browser came back to this one. */
export function clearGoing(doc: Document): void {
  for (const anchor of doc.querySelectorAll(`[${GOING_ATTR}]`)) {
    anchor.removeAttribute(GOING_ATTR);
    anchor.removeAttribute('aria-busy');
  }
}
