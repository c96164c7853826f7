// What a route's payload is, and its check: the client entry reads the first page's payload with it, so it is a module
// of its own rather than part of the router's route data (site/app/route-data.ts).
import type { PageName } from '../pages';

/** What a route's payload holds: which page shows it, and the page's data. */
export interface RoutePayload {
  page: PageName;
  data: unknown;
}

export function isRoutePayload(value: unknown): value is RoutePayload {
  return (
    typeof value === 'object' && value !== null && typeof (value as RoutePayload).page === 'string' && 'data' in value
  );
}
