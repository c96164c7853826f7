// What the static handler may serve from the build folder. The build leaves internal files beside the site
// (`.build-stamp` for scripts/start.mjs, `_status.json` for the server itself) and a dotfile may appear there
// (an editor's swap file, `.env`): any path segment starting with "." or "_" is not served (404).

/** True when `pathname` (the decoded request path) may be answered from the build folder. */
export function isPublicPath(pathname: string): boolean {
  return pathname.split(/[/\\]/).every((segment) => !segment.startsWith('.') && !segment.startsWith('_'));
}
