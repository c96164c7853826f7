// Sections far below the first screen (`.pz-far`, Layout.css) cost the first load nothing: their CSS is not in the
// head but in a file of the page's (`css` in #pz-boot) that the boot script links once the page has painted, and
// until it is here they are hidden in their place (content-visibility: hidden, with a height near their real one),
// so a visitor who scrolls fast sees no unstyled card. The file lets them render when they come near the viewport
// (content-visibility: auto), so they cost no layout before then either. A jump to an anchor is the one thing that
// needs their real heights at once: a smooth scroll over placeholder heights stops at the wrong place. Before any
// such jump the page renders them all (a class on <html>, which the file's rules read), for the rest of the page
// view; a page opened at an #anchor links the file at once, and the browser keeps the anchor in view while the page
// loads.

/** On <html>: every far section is laid out as usual (once its CSS is here: app/page-styles.ts). */
export const ALL_SECTIONS_CLASS = 'pz-all';

/** The head script's part: a page opened at an #anchor renders every section before its first layout. */
export const farSectionsScript = (): string =>
  `if(location.hash)document.documentElement.classList.add(${JSON.stringify(ALL_SECTIONS_CLASS)})`;

/**
 * The boot script's part: a function `c` that links the page's far CSS (`b.css`, from #pz-boot) once, keyed by the
 * page for the router (`pageAttr`: app/page-styles.ts), called at once for an address with an #anchor and otherwise
 * once the page has painted. A file that cannot be had lets the sections render without it rather than stay hidden.
 */
export const linkFarCssScript = (pageAttr: string): string =>
  'var m=0;function c(){if(!b.css||m++)return;var l=d.createElement("link");l.rel="stylesheet";l.href=b.css;' +
  `l.setAttribute(${JSON.stringify(pageAttr)},d.documentElement.getAttribute("data-page"));` +
  'l.onerror=function(){d.querySelectorAll(".pz-far").forEach(function(e){e.style.contentVisibility="visible"})};' +
  'd.head.appendChild(l)}if(location.hash)c();';

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
