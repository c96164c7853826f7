// GET /api/partner-status?origin=…: whether our widgets may take applications on a page of that origin (our own
// site, an origin the operator approved for an active partner, or one in PARTNER_ORIGINS). The loader asks once per
// page load before a form is used (contracts/partner-status.ts); open to every origin, like the rest of what the
// loader calls. Not cached, so an approval shows on the partner's next page load.
import type { FastifyPluginAsync } from 'fastify';
import { httpOrigin } from '../../contracts/origin';
import { PARTNER_STATUS_PATH, type PartnerStatus } from '../../contracts/partner-status';
import type { ServerConfig } from '../config';
import { isOwnOrigin } from '../cors';
import type { OriginDirectory } from './origins';

export interface PartnerStatusOptions {
  config: Pick<ServerConfig, 'siteOrigins'>;
  partners: Pick<OriginDirectory, 'allows'>;
}

export const partnerStatusRoute: FastifyPluginAsync<PartnerStatusOptions> = async (app, { config, partners }) => {
  app.get(PARTNER_STATUS_PATH, async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).origin;
    const origin = typeof raw === 'string' ? httpOrigin(raw) : null;
    if (!origin || typeof raw !== 'string' || origin !== raw.replace(/\/$/, ''))
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({ ok: false, error: 'origin must be an http(s) origin such as https://blog.example' });
    const approved = isOwnOrigin(origin, request.host, config.siteOrigins) || (await partners.allows(origin));
    const answer: PartnerStatus & { ok: true } = { ok: true, origin, approved };
    return reply.header('cache-control', 'no-store').send(answer);
  });
};
