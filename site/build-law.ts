// The law the build renders the site under, and the offers it may show. The day is the build's day in Warsaw, or
// PRERENDER_DAY; PRERENDER_NBP_RATES (JSON, the rates an operator recorded) is how the server's background
// re-render passes the database's decisions in (server/law/site-render.ts), and PRERENDER_CATALOGUE (a JSON file)
// the database's catalogue of lenders and offers (server/catalogue/); without it the build renders the seed,
// contracts/lenders.ts, every offer at version 1. An offer that breaks the law of the day is
// left out of every page, and the build says which and why in dist/_law.json.
import { LENDERS, OFFERS } from '../contracts/lenders';
import { readCatalogue, type PublishedCatalogue } from '../contracts/catalogue';
import { lawOn, pricingLaw, warsawDay, type Law, type NbpRate, type PricingLaw } from '../contracts/law';
import { legalOffers, type Offer } from '../contracts/offer';

/** Reads the build's environment where there is one (Storybook's browser has none: it renders today's law). */
function env(name: string): string | undefined {
  return typeof process === 'undefined' ? undefined : process.env[name];
}

function recordedRates(): NbpRate[] {
  const raw = env('PRERENDER_NBP_RATES');
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error('PRERENDER_NBP_RATES must be a JSON array of {pct, since, source}');
  return parsed as NbpRate[];
}

function catalogue(): PublishedCatalogue {
  const path = env('PRERENDER_CATALOGUE');
  if (!path)
    return {
      lenders: [...LENDERS],
      offers: [...OFFERS],
      versions: Object.fromEntries(OFFERS.map((o) => [String(o.offer_id), 1])),
    };
  // Only the prerender (Node) sets it; the built-in is fetched here so browsers bundling this module need no fs.
  const fs = process.getBuiltinModule('node:fs');
  const read = readCatalogue(JSON.parse(fs.readFileSync(path, 'utf8')));
  if (!read.ok) throw new Error(`PRERENDER_CATALOGUE: ${read.error}`);
  return read.value;
}

/** The lenders and offers the pages are rendered from, with each offer's version. */
export const CATALOGUE: PublishedCatalogue = catalogue();

export const SITE_LAW: Law = lawOn(env('PRERENDER_DAY') || warsawDay(new Date()), recordedRates());
/** What travels to the browser with each page that prices loans. */
export const SITE_PRICING_LAW: PricingLaw = pricingLaw(SITE_LAW);

const checked = legalOffers(CATALOGUE.offers, SITE_LAW);
/** The catalogue's offers that may be shown under the build's law, in catalogue order. */
export const SHOWN_OFFERS: readonly Offer[] = checked.offers;
/** The others, with the reasons (written to dist/_law.json). */
export const REFUSED_OFFERS = checked.refused.map(({ offer, problems }) => ({
  offer_id: offer.offer_id,
  name: offer.name,
  problems,
}));
