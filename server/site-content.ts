// The published site as the server's routes read it: the build folder, and a version that grows each time its pages
// are re-rendered in place (server/law/site-render.ts), so what a route keeps from the published data (the offers
// list, rendered widget HTML, the pages' CSP hashes) is read again after a change and never outlives it.
export interface SiteContent {
  readonly root: string;
  version(): number;
  /** Marks the published data as changed. */
  changed(): void;
}

export function siteContent(root: string): SiteContent {
  let version = 0;
  return {
    root,
    version: () => version,
    changed: () => {
      version += 1;
    },
  };
}

/** A value computed from the published data, computed again when it changes. */
export function perVersion<T>(site: SiteContent, compute: () => T): () => T {
  let kept: { version: number; value: T } | undefined;
  return () => {
    const version = site.version();
    if (!kept || kept.version !== version) kept = { version, value: compute() };
    return kept.value;
  };
}
