// GET /api/offers: the offers the /offers/ page lists, in its order, with the sliders' defaults — for widgets the
// loader mounts on partner pages (data-widget="offer-list"). One content source: the page data the build published
// for /offers/ (/content/offers.json, from contracts/lenders.ts), checked with contracts/offer.ts on the way out.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { validateOfferList } from '../../contracts/offer';
import { OFFERS_API, type OffersAnswer } from '../../contracts/offer-links';
import { contentKey, CONTENT_DIR } from '../../contracts/page-data';
import type { LawService } from '../law/service';
import type { SiteContent } from '../site-content';

/**
 * The answer is kept until the published pages change (`site`) or the law of the day does (`law`): the offers the law
 * does not allow are left out, and the answer carries the law the cards price them under.
 */
export const offersRoute: FastifyPluginAsync<{ site: SiteContent; law: LawService }> = async (app, { site, law }) => {
  let cached: { key: string; body: string } | undefined;
  app.get(OFFERS_API, async (request, reply) => {
    const pricing = law.pricing();
    const key = `${site.version()}|${JSON.stringify(pricing)}`;
    if (cached?.key !== key) {
      try {
        const page = JSON.parse(
          await readFile(join(site.root, CONTENT_DIR, `${contentKey('/offers/')}.json`), 'utf8'),
        ) as { data?: { offers?: unknown; defaults?: OffersAnswer['defaults'] } };
        const offers = validateOfferList(page.data?.offers);
        if (!offers.ok || !page.data?.defaults) throw new Error(offers.ok ? 'no defaults' : offers.error);
        cached = {
          key,
          body: JSON.stringify({
            offers: law.shown(offers.value),
            law: pricing,
            warning: law.today().advertising?.warning ?? null,
            defaults: page.data.defaults,
          } satisfies OffersAnswer),
        };
      } catch (error) {
        request.log.error(
          { error: error instanceof Error ? error.message : String(error) },
          'offers data missing or invalid',
        );
        return reply.code(503).send({ ok: false, error: 'offers are not available' });
      }
    }
    // Shared caches may keep it a minute: the law of the day or an offer can change, and every surface follows within
    // one.
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .send(cached.body);
  });
};
