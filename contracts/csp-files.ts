import type { Lender } from './lenders';
import type { Offer } from './offer';
/** Written by the prerender into the build folder (never served: "_" files are internal): a JSON list of the CSS
 * texts the client puts in <style> tags of its own at run time (the cookie banner), which the page CSP allows by
 * hash. Page CSS is not listed: the server hashes it from the built pages. */
export const RUNTIME_STYLES_FILE = '_runtime-styles.json';

/**
 * Written by the prerender into the build folder (never served): the law the pages were rendered under (its key,
 * day and NBP rate), the ids of the offers it let them show, the others with the reasons, and the whole offer
 * catalogue, so the server can tell whether the law of today would show anything else (server/law/site-render.ts).
 */
export const LAW_FILE = '_law.json';

export interface BuiltLaw {
  key: string;
  day: string;
  nbpRate: { pct: number; since: string; source: string };
  shown: number[];
  refused: { offer_id: number; name: string; problems: string[] }[];
  /** The active offers of the catalogue the pages were rendered from (shown or refused by the law). */
  catalogue: readonly Offer[];
  /** Its lenders. */
  lenders: readonly Lender[];
  /** The version of each offer, by offer id. */
  versions: Record<string, number>;
}
