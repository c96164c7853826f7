// Our /transition/ links from partner widgets. Kept out of the shared widget runtime on purpose: the contracts it
// uses are also used by the loader core, and a module in the runtime's hand-made chunk group would make core.js
// import the whole runtime on pages without widgets (rollup.config.mjs, the partner target). Three users: the
// client widgets (transitionLinks), the server that renders offer-list cards (transitionPath, no host, no partner
// values: one cached answer serves every partner) and the first paint that puts that HTML on the partner's page
// (partnerLinks, which adds our host and the partner's values, the same way transitionLinks does).
import { readPartnerParams, withPartnerParams } from '../../../contracts/partner-values';
import type { Offer, QuotedLoan } from '../../../contracts/offer';
import { TRANSITION_PATH, transitionPath as linkPath } from '../../../contracts/offer-links';
import type { FeatureContext } from '../../contract';
import { isPersonal } from './personal-check';
import type { SubIds } from './props';

/**
 * The path and query of our transition page for a card (contracts/offer-links.ts): the offer and the loan the card
 * priced.
 */
export const transitionPath = (offer: Offer, loan: QuotedLoan): string => linkPath(offer.offer_id, loan);

/**
 * A path on our main site (`/transition/?offer=…`) as the absolute link a partner page shows: on the main host,
 * and for the transition page with the partner's sub-ids and id for the click ledger: from the partner page's
 * address first, else the widget's data-sub1… attributes, else the loader's script tag (bad or personal-looking
 * values are dropped with one warning), plus who placed it and that it came from a widget.
 */
export function partnerLinks(ctx: FeatureContext, subIds: SubIds): (path: string) => string {
  let search = '';
  try {
    search = new URL(ctx.env.href).search;
  } catch {
    /* an odd page address carries no partner values */
  }
  const read = readPartnerParams(search, { ...ctx.env.scriptData, ...subIds }, isPersonal);
  if (read.dropped.length > 0)
    ctx.env.warn(
      `partner values not passed on (wrong shape or personal data): ${[...new Set(read.dropped)].join(', ')}`,
    );
  return (path) => {
    const href = new URL(path, `${ctx.config.hosts.main}/`).href;
    return path.startsWith(TRANSITION_PATH)
      ? withPartnerParams(href, read.params, { partnerId: ctx.config.partnerId, placement: 'widget' })
      : href;
  };
}

/** Our /transition/ link for a card the widget priced, with the partner's values (partnerLinks). */
export function transitionLinks(ctx: FeatureContext, subIds: SubIds): (offer: Offer, loan: QuotedLoan) => string {
  const link = partnerLinks(ctx, subIds);
  return (offer, loan) => link(transitionPath(offer, loan));
}
