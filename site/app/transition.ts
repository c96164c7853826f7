// Pure parts of the transition page: which ad click ids travel to the lender. The link's and the click's query
// are read and built by contracts/affiliate.ts (readClickQuery, clickHref), as the server reads them.
import { CLICK_ID_PARAMS } from '../../contracts/handoff';
import { cleanClickId } from '../../contracts/affiliate';
import { CLICK_ID_COOKIE, parseSbjsValue } from '../../contracts/sbjs-cookie';

// The hand-off address is built on the server now (GET /api/click records the click first); the builder lives in
// contracts/handoff.ts, re-exported here for the page and its tests.
export { HANDOFF_PARAMS, lenderUrl } from '../../contracts/handoff';
export { currentLeadId, readLeadId } from './lead-id';

/**
 * Click ids from this page's query, else from the click-id cookie written by the traffic feature
 * (contracts/sbjs-cookie.ts).
 */
export function readClickIds(search: string, cookies: string): Record<string, string> {
  const found: Record<string, string> = {};
  const query = new URLSearchParams(search);
  const prefix = `${CLICK_ID_COOKIE}=`;
  const jar = cookies.split(/;\s*/).find((c) => c.startsWith(prefix));
  const stored = jar ? parseSbjsValue(jar.slice(prefix.length)) : {};
  for (const name of CLICK_ID_PARAMS) {
    const value = cleanClickId(query.get(name) ?? stored[name]);
    if (value) found[name] = value;
  }
  return found;
}
