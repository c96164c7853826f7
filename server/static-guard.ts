// What the static handler may serve from the build folder. The build leaves internal files at its root
// (`.build-stamp` for scripts/start.mjs, `_status.json` and `_runtime-styles.json` for the server itself) and a
// dotfile may appear anywhere (an editor's swap file, `.env`): a path segment starting with "." anywhere, or a
// first segment starting with "_", is not served (404). Deeper "_" names stay servable: Rollup may name a chunk
// `assets/_commonjsHelpers-….js`.

/** True when `pathname` (the decoded request path) may be answered from the build folder. */
export function isPublicPath(pathname: string): boolean {
  const segments = pathname.split(/[/\\]/).filter((segment) => segment !== '');
  return !segments.some((segment) => segment.startsWith('.')) && !segments[0]?.startsWith('_');
}
