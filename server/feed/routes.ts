// GET /api/feed?lead_id= (SPEC §7: the lead's offer feed, an ordered list of offer ids) and GET /api/offer-config
// (the offer configuration list; items carry offer_id). Both read the offers the build published for /offers/
// from contracts/lenders.ts (the one content source), so the cards, the feed and the configuration agree.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { FEED_PATH, OFFER_CONFIG_PATH } from '../../contracts/offer-feed';
import { validateOfferList, type Offer } from '../../contracts/offer';
import { CONTENT_DIR, contentKey } from '../../contracts/page-data';
import { loanPartsFromQuery } from '../../contracts/loan-limits';
import { normaliseUuidV4 } from '../../contracts/uuid';
import { rankOffers } from './rank';
import { readQuery } from '../input';
import type { Storage } from '../storage/types';
import type { LawService } from '../law/service';
import { perVersion, type SiteContent } from '../site-content';

/** The offers page's published data holds the whole configuration list. */
const OFFERS_PAGE = '/offers/';

/** Reads and checks the published offer list once; a broken build answers 503 rather than a half list. */
export function offerSource(site: SiteContent): () => Promise<Offer[] | null> {
  return perVersion(site, () =>
    readFile(join(site.root, CONTENT_DIR, `${contentKey(OFFERS_PAGE)}.json`), 'utf8')
      .then((text) => {
        const payload = JSON.parse(text) as { data?: { offers?: unknown } };
        const result = validateOfferList(payload.data?.offers);
        return result.ok ? result.value : null;
      })
      .catch(() => null),
  );
}

export interface FeedOptions {
  storage: Storage;
  site: SiteContent;
  law: LawService;
  now?: () => Date;
}

export const feedRoutes: FastifyPluginAsync<FeedOptions> = async (
  app,
  { storage, site, law, now = () => new Date() },
) => {
  // Only what the law of the day lets us show, listed and ranked.
  const source = offerSource(site);
  const offers = async () => {
    const list = await source();
    return list && law.shown(list);
  };

  app.get(OFFER_CONFIG_PATH, async (_request, reply) => {
    const list = await offers();
    if (!list) return reply.code(503).send({ ok: false, error: 'offer list unavailable' });
    return reply.header('cache-control', 'public, max-age=60').send(list);
  });

  app.get(FEED_PATH, async (request, reply) => {
    const leadId = readQuery(
      (query) => {
        const id = normaliseUuidV4(query.lead_id);
        return id ? { ok: true, value: id } : { ok: false, error: 'lead_id must be a UUID v4' };
      },
      request,
      reply,
    );
    if (leadId === undefined) return reply;
    const [lead, list] = await Promise.all([storage.findLeadProfile(leadId), offers()]);
    if (!list) return reply.code(503).send({ ok: false, error: 'offer list unavailable' });
    if (!lead) return reply.code(404).send({ ok: false, error: 'unknown lead' });
    // A page may pass the loan it shows (amount, term, unit): the order is then for that loan, still with the
    // lead's age. Without a whole, valid loan the lead's own loan is used.
    const strings = Object.entries(request.query as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    const shown = loanPartsFromQuery(new URLSearchParams(strings).toString());
    const loan =
      shown.amount !== undefined && shown.term !== undefined
        ? { amount: shown.amount, term: shown.term, termUnit: shown.unit ?? 'days' }
        : {};
    // Personal to the lead: never kept by shared caches.
    return reply
      .header('cache-control', 'private, no-store')
      .send(rankOffers({ ...lead, ...loan }, list, now().toISOString().slice(0, 10), law.pricing()));
  });
};
