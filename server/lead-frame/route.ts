// GET /lead-frame/ (SPEC §2: the hidden frame loads the main site with gp=1 or li={leadId}&ts). Its allow-list of
// parent origins: the site itself, SITE_URL, PARTNER_ORIGINS and the partner origins approved in the console
// (server/partners/origins.ts), read from that cache on each request, so an approval applies without a restart.
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { httpOrigin, LEAD_FRAME_PATH, parseOriginList } from '../../contracts/lead-frame';
import { leadFramePage, type LeadFramePage } from './page';
import type { OriginDirectory } from '../partners/origins';

/** The parent origins besides the frame's own, from SITE_URL and PARTNER_ORIGINS; bad entries are reported once. */
export function frameAllowList(
  env: Record<string, string | undefined>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): string[] {
  const { origins, rejected } = parseOriginList(env.PARTNER_ORIGINS);
  if (rejected.length > 0)
    log?.warn(`PARTNER_ORIGINS: ignored ${rejected.join(', ')} (expected origins such as https://blog.example)`);
  const site = httpOrigin(env.SITE_URL);
  return site && !origins.includes(site) ? [site, ...origins] : origins;
}

/**
 * `allowed`: the fixed list (SITE_URL and PARTNER_ORIGINS); `partners`: the approved origins, whose changes make a
 * new page (its script and CSP hash carry the list), built once per distinct list.
 */
export const leadFrameRoute: FastifyPluginAsync<{
  allowed?: readonly string[];
  partners?: Pick<OriginDirectory, 'list'>;
}> = async (app, { allowed = frameAllowList(process.env, app.log), partners }) => {
  const fixed = leadFramePage(allowed);
  let built: { key: string; page: LeadFramePage } | null = null;
  const current = async (): Promise<LeadFramePage> => {
    if (!partners) return fixed;
    const list = [...new Set([...allowed, ...(await partners.list())])];
    const key = list.join(' ');
    if (built?.key !== key) built = { key, page: leadFramePage(list) };
    return built.page;
  };
  app.get(LEAD_FRAME_PATH, async (_request, reply) => {
    const page = await current();
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', page.csp)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(page.html);
  });
};
