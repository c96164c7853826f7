// Pure parts of the transition page: which ad click ids travel to the lender. The link's and the click's query
// are read and built by contracts/affiliate.ts (readClickQuery, clickHref), as the server reads them.
import { CLICK_ID_PARAMS } from '../../contracts/handoff';
import { cleanClickId } from '../../contracts/affiliate';

// The hand-off address is built on the server now (GET /api/click records the click first); the builder lives in
// contracts/handoff.ts, re-exported here for the page and its tests.
export { CLICK_ID_PARAMS, HANDOFF_PARAMS, lenderUrl, type HandOff } from '../../contracts/handoff';
export { currentLeadId, readLeadId } from './lead-id';

/** Click ids from this page's query, else from the click-id cookie written by the traffic feature. */
export function readClickIds(search: string, cookies: string): Record<string, string> {
  const found: Record<string, string> = {};
  const query = new URLSearchParams(search);
  const jar = cookies.split(/;\s*/).find((c) => c.startsWith('sbjs_clid='));
  const stored = new Map<string, string>();
  if (jar) {
    try {
      for (const pair of decodeURIComponent(jar.slice('sbjs_clid='.length)).split('|||')) {
        const [key, ...rest] = pair.split('=');
        if (key) stored.set(key, rest.join('='));
      }
    } catch {
      /* a malformed cookie carries nothing */
    }
  }
  for (const name of CLICK_ID_PARAMS) {
    const value = cleanClickId(query.get(name) ?? stored.get(name));
    if (value) found[name] = value;
  }
  return found;
}
