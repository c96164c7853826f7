// The lender behind each offer id, from the offers page data the build published (/content/offers.json, from
// site/content/lenders.ts): the same source GET /api/offers answers from.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateOfferList } from '../../contracts/offer';
import { contentKey, CONTENT_DIR } from '../../contracts/page-data';

/** Who lends an offer: the lender id of contracts/lenders.ts and its name as the offer shows it. */
export interface OfferOwner {
  lender: string;
  name: string;
}

export function offerLenders(distDir: string): () => Promise<ReadonlyMap<number, OfferOwner>> {
  let cached: Promise<ReadonlyMap<number, OfferOwner>> | undefined;
  return () => {
    cached ??= readFile(join(distDir, CONTENT_DIR, `${contentKey('/offers/')}.json`), 'utf8').then((text) => {
      const page = JSON.parse(text) as { data?: { offers?: unknown } };
      const offers = validateOfferList(page.data?.offers);
      if (!offers.ok) throw new Error(`offers data is invalid: ${offers.error}`);
      return new Map(offers.value.map((o) => [o.offer_id, { lender: o.lenderId, name: o.name }]));
    });
    cached.catch(() => (cached = undefined));
    return cached;
  };
}
