// GET /api/widgets/offer-list?…: the partner offer list as HTML, for the loader's first paint on a partner page
// (loader/features/mount/first-paint.ts; docs/partners.md, "How it loads"), and GET /api/widgets/offer-list.css
// its stylesheet. The HTML is rendered here by the same components and cost model as our site
// (loader/features/mount/offer-list-html.tsx) from the offers the build published: all of them (/offers/), or a
// loan category's. It depends on the options only (no partner values, no host), so one cached answer serves every
// partner page asking for that list.
import { readFile } from 'node:fs/promises';
import type { LawService } from '../law/service';
import type { SiteContent } from '../site-content';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { validateOfferList, type Offer } from '../../contracts/offer';
import { CONTENT_DIR, contentKey } from '../../contracts/page-data';
import { offerListFromQuery, WIDGET_HTML_API } from '../../loader/features/mount/html-api';
import { OFFER_LIST_STYLESHEET, renderOfferList } from '../../loader/features/mount/offer-list-html';
import { readQuery } from '../input';

/** Rendered answers kept in memory, by query (the oldest goes first): a deploy changes them, a visitor never does. */
const MAX_CACHED = 500;
const YEAR = 31536000;

/** The stylesheet's query: at most `v`, a build id (letters, digits, - and _); '' without one. */
function buildVersion(query: Record<string, unknown>): { ok: true; value: string } | { ok: false; error: string } {
  const { v = '', ...rest } = query;
  if (Object.keys(rest).length > 0) return { ok: false, error: 'the only option is v, the build id' };
  return typeof v === 'string' && /^[A-Za-z0-9_-]{0,40}$/.test(v)
    ? { ok: true, value: v }
    : { ok: false, error: 'v must be a build id' };
}

export const widgetHtmlRoute: FastifyPluginAsync<{ site: SiteContent; law: LawService }> = async (
  app,
  { site, law },
) => {
  const distDir = site.root;
  // What is kept is for one version of the published pages and one law of the day, and starts again after either.
  let keptFor = '';
  // The offers a published page lists (null when the page or its offers are missing). Found lists are kept until the
  // next deploy; a missing one is not, so made-up category names cannot fill the memory.
  const published = new Map<string, Offer[]>();
  const offersOf = async (path: string): Promise<Offer[] | null> => {
    const kept = published.get(path);
    if (kept) return kept;
    try {
      const checked = validateOfferList(
        (
          JSON.parse(await readFile(join(distDir, CONTENT_DIR, `${contentKey(path)}.json`), 'utf8')) as {
            data?: { offers?: unknown };
          }
        ).data?.offers,
      );
      if (!checked.ok) return null;
      published.set(path, checked.value);
      return checked.value;
    } catch {
      return null;
    }
  };
  const rendered = new Map<string, string>();

  app.get(`${WIDGET_HTML_API}/offer-list`, async (request, reply) => {
    const spec = readQuery(offerListFromQuery, request, reply);
    if (spec === undefined) return reply;
    const pricing = law.pricing();
    // The law of the day reaches the render as data: another law, or a new day with another warning, is another answer.
    const warning = law.today().advertising?.warning ?? null;
    const current = `${site.version()}|${JSON.stringify(pricing)}|${warning}`;
    if (current !== keptFor) {
      published.clear();
      rendered.clear();
      keptFor = current;
    }
    const key = JSON.stringify(spec);
    let json = rendered.get(key);
    if (json === undefined) {
      const ofCategory = spec.category === undefined ? null : await offersOf(`/pozyczki/${spec.category}/`);
      const offers = ofCategory ?? (await offersOf('/offers/'));
      if (!offers) {
        request.log.error('offers data missing or invalid');
        return reply.code(503).send({ ok: false, error: 'offers are not available' });
      }
      json = JSON.stringify(
        renderOfferList(spec, law.shown(offers), spec.category !== undefined && ofCategory === null, pricing, warning),
      );
      if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value as string);
      rendered.set(key, json);
    }
    // Shared caches may keep it a minute: the law of the day or an offer can change, and every surface follows within
    // one.
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=60').send(json);
  });

  app.get(`${WIDGET_HTML_API}/offer-list.css`, async (request, reply) => {
    const version = readQuery(buildVersion, request, reply);
    if (version === undefined) return reply;
    // The loader asks with its build's id: this build's answer is kept for a year; another build's briefly.
    const cache = version === __BUILD_ID__ ? `public, max-age=${YEAR}, immutable` : 'public, max-age=300';
    return reply.type('text/css; charset=utf-8').header('cache-control', cache).send(OFFER_LIST_STYLESHEET);
  });
};
