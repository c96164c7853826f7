// Our /transition/ links from partner widgets. Kept out of the shared widget runtime on purpose: the contracts it
// uses are also used by the loader core, and a module in the runtime's hand-made chunk group would make core.js
// import the whole runtime on pages without widgets (rollup.config.mjs, the partner target).
import { readPartnerParams, withPartnerParams } from '../../../contracts/affiliate';
import { loanQueryParams } from '../../../contracts/loan-limits';
import type { Offer, QuotedLoan } from '../../../contracts/offer';
import type { FeatureContext } from '../../contract';
import type { SubIds } from './props';
import { mainHref } from './runtime';

/**
 * Our /transition/ link for a card the widget priced, with the partner's sub-ids and id for the click ledger: from
 * the partner page's address first, else the widget's data-sub1… attributes, else the loader's script tag (bad or
 * personal-looking values are dropped with one warning), plus who placed it and that it came from a widget.
 */
export function transitionLinks(ctx: FeatureContext, subIds: SubIds): (offer: Offer, loan: QuotedLoan) => string {
  let search = '';
  try {
    search = new URL(ctx.env.href).search;
  } catch {
    /* an odd page address carries no partner values */
  }
  const read = readPartnerParams(search, { ...ctx.env.scriptData, ...subIds });
  if (read.dropped.length > 0) ctx.env.warn(`partner values not passed on (wrong shape or personal data): ${[...new Set(read.dropped)].join(', ')}`);
  return (offer, loan) =>
    withPartnerParams(
      mainHref(ctx.config.hosts.main, '/transition/', [['offer', String(offer.offer_id)], ...loanQueryParams({ amount: loan.amount, term: loan.term, unit: loan.unit })], {}),
      read.params,
      { provider: ctx.config.providerId, placement: 'widget' },
    );
}

