// GET /api/lead-sharing?offer=ID: does this offer's lender take applications by API (and what would the visitor
// agree to)? POST /api/lead-sharing: the visitor agrees; the consent is recorded for that one lender and the lead
// is delivered at once (retried later if the lender is down). The answer says 'delivered' only when the lender
// confirmed receipt, so the transition page never claims a hand-off that did not happen.
import type { FastifyPluginAsync } from 'fastify';
import {
  checkSharingRequest,
  LEAD_SHARING_PATH,
  SHARING_TEXT_VERSION,
  sharingText,
  type SharingAnswer,
  type SharingOffer,
} from '../../contracts/lead-sharing';
import { attemptDelivery, queueDelivery, type Fetcher } from './delivery';
import type { DeliveryConfig } from './delivery-config';
import { linkSecret, recordConsent, withdrawalPath } from './ledger';
import type { OfferOwner } from './offers';
import { refuse, readInput, readQuery, userAgentOf } from '../input';
import { truncateIp } from '../log';
import type { Storage } from '../storage/types';

export interface LeadSharingDeps {
  storage: Storage;
  delivery: DeliveryConfig;
  offers: () => Promise<ReadonlyMap<number, OfferOwner>>;
  fetcher: Fetcher;
  now?: () => Date;
}

export const leadSharingRoute: FastifyPluginAsync<LeadSharingDeps> = async (
  app,
  { storage, delivery, offers, fetcher, now = () => new Date() },
) => {
  const sql = storage.sql;
  app.get(LEAD_SHARING_PATH, async (request, reply) => {
    const offerId = readQuery(
      (query) => {
        const raw = query.offer;
        return typeof raw === 'string' && /^\d{1,9}$/.test(raw)
          ? { ok: true, value: Number(raw) }
          : { ok: false, error: 'offer must be an offer id' };
      },
      request,
      reply,
    );
    if (offerId === undefined) return reply;
    const offer = (await offers()).get(offerId);
    const answer: SharingOffer =
      offer && delivery.lenders.has(offer.lender)
        ? { takesLeads: true, lender: offer.name, text: sharingText(offer.name), version: SHARING_TEXT_VERSION }
        : { takesLeads: false };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.post(LEAD_SHARING_PATH, { bodyLimit: 2048 }, async (request, reply) => {
    const body = readInput({ contentTypes: ['application/json'], check: checkSharingRequest }, request, reply);
    if (body === undefined) return reply;
    const offer = (await offers()).get(body.offerId);
    if (!offer || !delivery.lenders.has(offer.lender))
      return refuse(reply, 409, 'this lender does not take applications from us');
    const lead = await sql.get<{ id: string }>('SELECT id FROM leads WHERE id = ?', [body.leadId]);
    if (!lead) return refuse(reply, 404, 'unknown lead');
    const at = now();
    const consentId = await recordConsent(
      sql,
      body.leadId,
      {
        purpose: 'sharing',
        channel: 'api',
        lender: offer.lender,
        text: sharingText(offer.name),
        version: body.version,
      },
      {
        ipPrefix: truncateIp(request.ip) ?? null,
        userAgent: userAgentOf(request),
        at,
      },
    );
    const row = await queueDelivery(sql, body.leadId, offer.lender, consentId, at);
    const status = row.status === 'delivered' ? 'delivered' : await attemptDelivery(sql, delivery, row, fetcher, now);
    const answer: SharingAnswer = {
      ok: true,
      status: status === 'delivered' || status === 'pending' ? status : 'failed',
      withdrawUrl: withdrawalPath(await linkSecret(sql), consentId),
    };
    return reply
      .code(status === 'delivered' ? 200 : 202)
      .header('cache-control', 'no-store')
      .send(answer);
  });
};
