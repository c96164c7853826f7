// GET /lead-frame/ (SPEC §2: the hidden frame loads the main site with gp=1 or li={leadId}&ts). Its allow-list of
// parent origins: the site itself, SITE_URL and PARTNER_ORIGINS (docs/identity.md).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { httpOrigin, LEAD_FRAME_PATH, parseOriginList } from '../../contracts/lead-frame';
import { leadFramePage } from '../lead-frame/page';

/** The parent origins besides the frame's own, from SITE_URL and PARTNER_ORIGINS; bad entries are reported once. */
export function frameAllowList(env: Record<string, string | undefined>, log?: Pick<FastifyBaseLogger, 'warn'>): string[] {
  const { origins, rejected } = parseOriginList(env.PARTNER_ORIGINS);
  if (rejected.length > 0) log?.warn(`PARTNER_ORIGINS: ignored ${rejected.join(', ')} (expected origins such as https://blog.example)`);
  const site = httpOrigin(env.SITE_URL);
  return site && !origins.includes(site) ? [site, ...origins] : origins;
}

export async function leadFrameRoute(app: FastifyInstance, allowed: readonly string[] = frameAllowList(process.env, app.log)): Promise<void> {
  const page = leadFramePage(allowed);
  app.get(LEAD_FRAME_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', page.csp)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(page.html),
  );
}
