// The catalogue of lenders and offers as it is published: what the prerender renders the site from and the server
// keeps in its database with every version (server/catalogue/). The build reads it from contracts/lenders.ts (the
// seed, every offer at version 1); a server re-renders the pages from its database's catalogue and passes it to
// the prerender as this JSON (PRERENDER_CATALOGUE, a file). One reader checks it on the way in.
import type { Lender } from './lenders';
import { validateOfferList, type Offer } from './offer';
import { err, ok, type Result } from './result';

/** Offers and lenders on the site are active; a paused one is off every list until resumed; a retired one for good. */
export type CatalogueStatus = 'active' | 'paused' | 'retired';
export const CATALOGUE_STATUSES: readonly CatalogueStatus[] = ['active', 'paused', 'retired'];

export interface PublishedCatalogue {
  /** The lenders the site lists, in order. */
  lenders: Lender[];
  /** Their active offers, in order. */
  offers: Offer[];
  /** The version of each offer above, by offer id: what a click on its card records. */
  versions: Record<string, number>;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isObj = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function lenderProblem(value: unknown, i: number): string | null {
  if (!isObj(value)) return `lenders[${i}] must be an object`;
  for (const key of ['name', 'legalName', 'description', 'url'] as const) {
    if (typeof value[key] !== 'string' || value[key] === '') return `lenders[${i}].${key} must be a non-empty string`;
  }
  if (typeof value.id !== 'string' || !SLUG.test(value.id)) return `lenders[${i}].id must be a slug`;
  if (typeof value.founded !== 'number' || !Number.isInteger(value.founded))
    return `lenders[${i}].founded must be a year`;
  if (!isObj(value.logo)) return `lenders[${i}].logo must be an object`;
  return null;
}

/** Checks a published catalogue (the prerender's input); the first problem on failure. */
export function readCatalogue(json: unknown): Result<PublishedCatalogue> {
  if (!isObj(json) || !Array.isArray(json.lenders) || !isObj(json.versions))
    return err('catalogue must be {lenders, offers, versions}');
  const lenders = json.lenders;
  for (const [i, lender] of lenders.entries()) {
    const problem = lenderProblem(lender, i);
    if (problem) return err(problem);
  }
  const offers = validateOfferList(json.offers);
  if (!offers.ok) return offers;
  const ids = new Set((lenders as Lender[]).map((l) => l.id));
  const versions: Record<string, number> = {};
  for (const offer of offers.value) {
    if (!ids.has(offer.lenderId))
      return err(`offer ${offer.offer_id} names lender ${offer.lenderId}, which the catalogue does not list`);
    const version = json.versions[String(offer.offer_id)];
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
      return err(`offer ${offer.offer_id} has no version`);
    versions[String(offer.offer_id)] = version;
  }
  return ok({ lenders: lenders as Lender[], offers: offers.value, versions });
}

/** JSON with keys in order at every level: two catalogues are the same exactly when these strings are. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObj(value)) {
    return `{${Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What the pages show of a catalogue, for comparing the built pages with a database's catalogue. */
export const catalogueKey = (catalogue: PublishedCatalogue): string => canonicalJson(catalogue);
