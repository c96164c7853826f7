// Fetching code before it runs, side by side: `modulepreload` for what is needed now (the browser fetches and
// parses it at once, so a module never waits for the one that imports it to arrive first), `prefetch` for what the
// next page may need (fetched at the lowest priority into the HTTP cache, never ahead of this page's own requests).

/** Adds one <link> per path, skipping paths already asked for in this document. */
export function preloadModules(
  doc: Document,
  paths: readonly string[],
  rel: 'modulepreload' | 'prefetch' = 'modulepreload',
): void {
  const asked = new Set([...doc.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href')));
  for (const href of paths) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    // Module scripts are fetched in CORS mode: a prefetch in the same mode is the one the import finds in the cache.
    if (rel === 'prefetch') link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  }
}
