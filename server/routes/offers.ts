// GET /api/offers: the offers the /offers/ page lists, in its order, with the sliders' defaults — for widgets the
// loader mounts on partner pages (data-widget="offer-list"). One content source: the page data the build published
// for /offers/ (/content/offers.json, from contracts/lenders.ts), checked with contracts/offer.ts on the way out.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { validateOfferList } from '../../contracts/offer';
import { OFFERS_API, type OffersAnswer } from '../../contracts/offer-links';
import { contentKey, CONTENT_DIR } from '../../contracts/page-data';
import { lawOn, warsawDay } from '../../contracts/law';

/** `now`: the server's clock, so the warning is the law's of the day the answer is made. */
export async function offersRoute(app: FastifyInstance, distDir: string, now: () => Date = () => new Date()): Promise<void> {
  let cached: Omit<OffersAnswer, 'warning'> | undefined;
  app.get(OFFERS_API, async (request, reply) => {
    if (!cached) {
      try {
        const page = JSON.parse(await readFile(join(distDir, CONTENT_DIR, `${contentKey('/offers/')}.json`), 'utf8')) as { data?: { offers?: unknown; defaults?: OffersAnswer['defaults'] } };
        const offers = validateOfferList(page.data?.offers);
        if (!offers.ok || !page.data?.defaults) throw new Error(offers.ok ? 'no defaults' : offers.error);
        cached = { offers: offers.value, defaults: page.data.defaults };
      } catch (error) {
        request.log.error({ error: error instanceof Error ? error.message : String(error) }, 'offers data missing or invalid');
        return reply.code(503).send({ ok: false, error: 'offers are not available' });
      }
    }
    // The list changes with a deploy, not per visitor: partners' visitors may share a cached copy for 5 minutes.
    // The warning is the law's of today (it applies from a day, not from a deploy).
    const answer: OffersAnswer = { ...cached, warning: lawOn(warsawDay(now())).advertising?.warning ?? null };
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(JSON.stringify(answer));
  });
}
