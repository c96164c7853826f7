// Sections far below the first screen are laid out only when they come near the viewport (`.pz-far`, Layout.css:
// content-visibility: auto), so a first load spends no layout on them. A jump to an anchor is the one thing that
// needs their real heights at once: a smooth scroll over placeholder heights stops at the wrong place. Before any
// such jump the page renders them all (a class on <html>), for the rest of the page view.

/** On <html>: every far section is laid out as usual. */
export const ALL_SECTIONS_CLASS = 'pz-all';

/** The head script's part: a page opened at an #anchor renders every section before its first layout. */
export const farSectionsScript = (): string =>
  `if(location.hash)document.documentElement.classList.add(${JSON.stringify(ALL_SECTIONS_CLASS)})`;

/** Lays out every far section from now on: call before scrolling to an element. */
export function revealFarSections(doc: Document): void {
  doc.documentElement.classList.add(ALL_SECTIONS_CLASS);
}

/** Whether following `href` from `current` only moves to an anchor of the same page. */
export function isSamePageAnchor(href: string, current: string): boolean {
  try {
    const url = new URL(href, current);
    const here = new URL(current);
    return (
      url.hash.length > 1 && url.origin === here.origin && url.pathname === here.pathname && url.search === here.search
    );
  } catch {
    return false;
  }
}
