// GET /api/page-data?path=… and /content/{key}.json (SPEC §7, "Static assets"): a page's data, under a key
// made from its path. Shared by the site (which publishes and reads them) and the server (which serves them).
export const PAGE_DATA_API = '/api/page-data';
export const CONTENT_DIR = '/content/';

/** The page key of a path: '/' → 'home', '/blog/co-to-jest-rrso/' → 'blog--co-to-jest-rrso'. */
export function contentKey(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts.length ? parts.join('--') : 'home';
}

/** A page path as the API accepts it: absolute, with a trailing slash, no dot segments, sane length. */
export function isPagePath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= 300 &&
    /^\/([a-z0-9._~%-]+\/)*$/i.test(path) &&
    !/(^|\/)\.\.?(\/|$)/.test(path)
  );
}
